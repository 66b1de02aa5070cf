/* Subcommands over chess positions (the ChessMoves problem text): legal
 * move counts, the legal moves themselves, and FEN <-> board form. */
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "position_text.h"
#include "cli.h"
#include "cli_file.h"
#include "cli_handout.h"
#include "pictures.h"
#include "text_file.h"

static const cli_option OPT_BOARD = {
    "--board", "FILE", "8 rows in the board form, UPPER case black (- = stdin)"};
static const cli_option OPT_FEN = {
    "--fen", "FEN", "a FEN, UPPER case white (count: - reads one a line)"};
static const cli_option OPT_SIDE = {"--side", "COLOUR",
                                    "white or black (default: FEN side)"};
static const cli_option OPT_SQUARE = {"--square", "SQUARE",
                                      "only the piece on this square"};

static const cli_option OPT_COUNTS = {
    "--counts", NULL, "each piece's number of legal moves too"};

static const cli_option *const BOARD_OPTIONS[] = {
    &OPT_BOARD,  &OPT_FEN,        &CLI_OPT_SIZE, &OPT_COUNTS,
    &CLI_OPT_FORMAT, &CLI_OPT_MONO, NULL};
static const cli_option *const SOURCE_OPTIONS[] = {&OPT_BOARD, &OPT_FEN,
                                                   &CLI_OPT_SIZE, NULL};
static const cli_option *const LEGAL_OPTIONS[] = {
    &OPT_BOARD, &OPT_FEN, &OPT_SIDE, &OPT_SQUARE, &CLI_OPT_SIZE, NULL};

/* Longest line `count --fen -` reads; FEN needs under 100 characters, the
 * rest leaves room for EPD operations. */
enum { FEN_LINE_MAX = 4096, MOVE_TEXT = 5 };

/* Chess positions are 8x8; --size is accepted as every command takes it,
 * but only for that size. */
static bool standard_board_only(cli_call *call)
{
    board_size board;
    if (!cli_board(call, &board))
        return false;
    if (board.width != 8 || board.height != 8) {
        cli_fail(call, "%s: chess positions are 8x8 only",
                 call->command->name);
        return false;
    }
    return true;
}

/* The position of --board FILE, --fen FEN or the 8 row arguments: exactly
 * one of them. On failure the message is already printed. */
static bool load_position(cli_call *call, position *pos)
{
    const char *board = cli_value(call, &OPT_BOARD);
    const char *fen = cli_value(call, &OPT_FEN);
    int sources = (board != NULL) + (fen != NULL) + (call->arg_count > 0);
    bx_error err;
    bx_status status;

    if (!standard_board_only(call))
        return false;
    if (sources != 1) {
        cli_fail(call, "%s: give one of --board FILE, --fen FEN or the 8 rows",
                 call->command->name);
        return false;
    }
    if (board != NULL) {
        char *text;
        size_t len;
        if (!cli_read_text(call, board, &text, &len))
            return false;
        status = position_from_board_text(text, len, pos, &err);
        free(text);
        if (status != BX_OK) {
            cli_fail_located(call, cli_file_label(board), &err);
            return false;
        }
    } else if (fen != NULL) {
        status = position_from_fen(fen, pos, &err);
    } else {
        status = position_from_rows(call->args, call->arg_count, pos, &err);
    }
    if (status != BX_OK) {
        cli_fail(call, "%s", err.message);
        return false;
    }
    return true;
}

/* Reads one line of in, without its newline, keeping at most size - 2
 * bytes and reading a longer line on to its end with *cut set, but no
 * further than TEXT_FILE_MAX bytes: then *endless is set and the rest is
 * left unread. NUL bytes are kept like any other, so *len tells "a\0b"
 * from "a". False at the end of the input. */
static bool read_line(FILE *in, char *line, size_t size, size_t *len,
                      bool *cut, bool *endless)
{
    size_t seen = 0;
    int c = EOF;

    *len = 0;
    *cut = false;
    *endless = false;
    while (!*endless && (c = getc(in)) != EOF && c != '\n') {
        if (*len + 2 < size)
            line[(*len)++] = (char)c;
        else
            *cut = true;
        *endless = ++seen > TEXT_FILE_MAX;
    }
    line[*len] = '\0';
    return c != EOF || *len > 0 || *cut;
}

/* `count --fen -`: one answer line per input line, "? ?" for a bad one. */
static int count_stream(cli_call *call)
{
    char line[FEN_LINE_MAX];
    int status = CLI_EXIT_OK;
    size_t len;
    bool cut, endless = false;

    for (long number = 1;
         !endless && read_line(stdin, line, sizeof line, &len, &cut, &endless);
         number++) {
        position pos;
        bx_error err;
        bx_status read = BX_OK;

        if (endless)
            read = bx_fail(&err, BX_TOO_LARGE,
                           "line longer than 1 MiB; the rest of stdin is "
                           "not read");
        else if (cut)
            read = bx_fail(&err, BX_TOO_LARGE,
                           "line longer than %d characters",
                           FEN_LINE_MAX - 2);
        else if (memchr(line, '\0', len) != NULL)
            read = bx_fail(&err, BX_INVALID, "a NUL byte in the line");
        if (read == BX_OK)
            read = position_from_fen(line, &pos, &err);
        if (read != BX_OK) {
            fputs("? ?\n", call->out);
            cli_fail(call, "line %ld: %s", number, err.message);
            status = CLI_EXIT_ERROR;
            continue;
        }
        fprintf(call->out, "%d %d\n", movegen_count(&pos, CHESS_BLACK),
                movegen_count(&pos, CHESS_WHITE));
    }
    if (ferror(stdin))
        return cli_fail(call, "stdin: read error");
    return status;
}

static int run_count(cli_call *call)
{
    position pos;
    const char *fen = cli_value(call, &OPT_FEN);

    if (fen != NULL && strcmp(fen, "-") == 0 &&
        cli_value(call, &OPT_BOARD) == NULL && call->arg_count == 0)
        return standard_board_only(call) ? count_stream(call) : CLI_EXIT_ERROR;
    if (!load_position(call, &pos))
        return CLI_EXIT_ERROR;
    fprintf(call->out, "%d %d\n", movegen_count(&pos, CHESS_BLACK),
            movegen_count(&pos, CHESS_WHITE));
    return CLI_EXIT_OK;
}

static void move_text(int from, int to, char out[MOVE_TEXT])
{
    chess_square_name(from, out);
    chess_square_name(to, out + 2);
    out[4] = '\0';
}

static void print_moves(cli_call *call, const move_targets *moves)
{
    /* No square has more than 27 destinations (a queen's most). */
    char lines[BB_SQUARES * 27][MOVE_TEXT];
    int count = 0;

    for (int from = 0; from < BB_SQUARES; from++)
        for (bitboard to = moves->targets[from]; to != 0;)
            move_text(from, bb_pop(&to), lines[count++]);
    qsort(lines, (size_t)count, sizeof lines[0], cli_compare_text);
    for (int i = 0; i < count; i++)
        fprintf(call->out, "%s\n", lines[i]);
}

static bool read_side(cli_call *call, const position *pos,
                      chess_color *side)
{
    const char *text = cli_value_choice(call, &OPT_SIDE, "");
    if (text == NULL)
        return false;
    if (text[0] == '\0')
        *side = pos->to_move;
    else
        *side = strcmp(text, "white") == 0 ? CHESS_WHITE : CHESS_BLACK;
    return true;
}

static int run_legal(cli_call *call)
{
    const char *square_text = cli_value(call, &OPT_SQUARE);
    position pos;
    chess_color side;
    move_targets moves;

    if (!load_position(call, &pos) || !read_side(call, &pos, &side))
        return CLI_EXIT_ERROR;
    if (square_text != NULL) {
        square sq;
        chess_color color;
        chess_kind kind;
        if (!cli_square(call, board_standard(), square_text, &sq))
            return CLI_EXIT_ERROR;
        int index = chess_square_from_board(sq);
        if (!position_piece_at(&pos, index, &color, &kind))
            return cli_fail(call, "legal: no piece on %s", square_text);
        if (cli_value(call, &OPT_SIDE) == NULL)
            side = color;
        else if (color != side)
            return cli_fail(call, "legal: the piece on %s is %s, not %s",
                            square_text, chess_color_name(color),
                            chess_color_name(side));
        moves = (move_targets){.count = 0};
        moves.targets[index] = movegen_square(&pos, index);
    } else {
        movegen_legal(&pos, side, &moves);
    }
    if (position_in_check(&pos, chess_other(side)))
        return cli_fail(call, "legal: %s is in check, so %s has no turn",
                        chess_color_name(chess_other(side)),
                        chess_color_name(side));
    print_moves(call, &moves);
    return CLI_EXIT_OK;
}

static int run_fen(cli_call *call)
{
    position pos;
    char fen[POSITION_FEN_MAX];
    if (!load_position(call, &pos))
        return CLI_EXIT_ERROR;
    position_to_fen(&pos, fen);
    fprintf(call->out, "%s\n", fen);
    return CLI_EXIT_OK;
}

static int run_board(cli_call *call)
{
    position pos;
    char board[POSITION_BOARD_MAX];
    handout_style style;
    handout_grid cells;
    bool counts = cli_flag(call, &OPT_COUNTS);

    if (!cli_handout_style(call, &style) || !load_position(call, &pos))
        return CLI_EXIT_ERROR;
    if (style.format == HANDOUT_SVG) {
        picture_position_svg(call->out, &pos, counts, style.mono);
    } else if (style.format == HANDOUT_TEXT && !counts) {
        position_to_board(&pos, board);
        fputs(board, call->out);
    } else {
        picture_position_cells(&pos, counts, &cells);
        handout_print(call->out, &cells, &style);
    }
    return CLI_EXIT_OK;
}

#define POSITION_SOURCES "(--board FILE | --fen FEN | ROW0 ... ROW7)"
#define CASE_NOTE                                                          \
    "The board form is 8 rows, row 0 (rank 8) first, '.' for empty and\n"  \
    "UPPER case for BLACK (KQRBNP); in FEN UPPER case is WHITE.\n"

const cli_command CLI_COUNT = {
    "count", POSITION_SOURCES,
    "legal move counts 'B W' (-1: the other side is in check)",
    CASE_NOTE
    "No castling, en passant or promotion. --fen - reads one FEN a line\n"
    "from stdin and prints one answer line each; a bad line prints '? ?'\n"
    "and its reason on stderr, and the exit status is then 2.\n",
    SOURCE_OPTIONS, 0, 8, run_count};

const cli_command CLI_LEGAL = {
    "legal", POSITION_SOURCES " [--side COLOUR] [--square SQUARE]",
    "a side's legal moves, one a line (e2e4), sorted",
    CASE_NOTE "The side defaults to the FEN's side to move, else white; with\n"
              "--square alone, to the colour of the piece there.\n",
    LEGAL_OPTIONS, 0, 8, run_legal};

const cli_command CLI_FEN = {"fen", POSITION_SOURCES,
                             "the FEN of a position", CASE_NOTE,
                             SOURCE_OPTIONS, 0, 8, run_fen};

const cli_command CLI_BOARD = {
    "board", POSITION_SOURCES,
    "the board form of a position (UPPER = black)",
    CASE_NOTE
    "--counts adds each piece's number of legal moves after its letter\n"
    "(N3), in a grid right-aligned to the widest. --format csv, markdown:\n"
    "the cells with the rank first; svg: a diagram (--mono: greys).\n",
    BOARD_OPTIONS, 0, 8, run_board};
