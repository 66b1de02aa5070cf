/* Subcommands over positions (the ChessMoves problem text): legal move
 * counts, the legal moves themselves, and FEN <-> board form, on any
 * board and with defined pieces, all asked of the door (game.h). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_handout.h"
#include "cli_position.h"
#include "cli_stream.h"
#include "lens_grid.h"
#include "pictures.h"

static const cli_option OPT_RULES = {
    "--rules", "RULES", "seed (ChessMoves, the default) or fide (chess)"};
static const cli_option OPT_SIDE = {"--side", "COLOUR",
                                    "white or black (default: FEN side)"};
static const cli_option OPT_SQUARE = {"--square", "SQUARE",
                                      "only the piece on this square"};

static const cli_option OPT_COUNTS = {
    "--counts", NULL, "each piece's number of legal moves too"};
static const cli_option OPT_PLACEMENT = {
    "--placement", "LETTER",
    "this piece's legal moves on each empty square (K white, k black)"};

static const cli_option *const BOARD_OPTIONS[] = {
    &CLI_OPT_BOARD, &CLI_OPT_FEN,    &OPT_RULES,      &CLI_OPT_SIZE,
    &CLI_OPT_DEFINE, &OPT_COUNTS,    &OPT_PLACEMENT,  &CLI_OPT_FORMAT,
    &CLI_OPT_MONO,  &CLI_OPT_VARIANT, &CLI_OPT_VARIANT_FILE, NULL};
static const cli_option *const RULES_OPTIONS[] = {
    &CLI_OPT_BOARD, &CLI_OPT_FEN,    &OPT_RULES,
    &CLI_OPT_SIZE,  &CLI_OPT_DEFINE, &CLI_OPT_VARIANT, &CLI_OPT_VARIANT_FILE, NULL};
static const cli_option *const LEGAL_OPTIONS[] = {
    &CLI_OPT_BOARD, &CLI_OPT_FEN,  &OPT_SIDE,       &OPT_SQUARE,
    &OPT_RULES,     &CLI_OPT_SIZE, &CLI_OPT_DEFINE, &CLI_OPT_VARIANT, &CLI_OPT_VARIANT_FILE, NULL};

/* The rules and the position every command here starts from: rules is
 * freed with game_rules_free when the answer is given. */
static bool load(cli_call *call, game_rules **rules, game_position *pos)
{
    if (!cli_game_rules(call, &OPT_RULES, CHESS_RULES_SEED, rules))
        return false;
    if (cli_load_position(call, *rules, 0, pos))
        return true;
    game_rules_free(*rules);
    return false;
}

/* A count in decimal, -1 included, at *out; returns the end. */
static char *put_count(char *out, int count)
{
    char digits[12];
    int n = 0;
    if (count < 0) {
        *out++ = '-';
        count = -count;
    }
    do
        digits[n++] = (char)('0' + count % 10);
    while ((count /= 10) > 0);
    while (n > 0)
        *out++ = digits[--n];
    return out;
}

/* "B W": each side's count as if it were its turn. One write a line, as
 * a stream of many FENs prints many. */
static void print_counts(cli_call *call, const int counts[CHESS_COLORS])
{
    char text[32], *end;
    end = put_count(text, counts[CHESS_BLACK]);
    *end++ = ' ';
    end = put_count(end, counts[CHESS_WHITE]);
    *end++ = '\n';
    fwrite(text, 1, (size_t)(end - text), call->out);
}

static bx_status answer_fen(cli_call *call, const char *line,
                            const void *context, bx_error *err)
{
    int counts[CHESS_COLORS];
    bx_status read = game_count_fen(context, line, counts, err);
    if (read == BX_OK)
        print_counts(call, counts);
    return read;
}

static int run_count(cli_call *call)
{
    game_rules *rules;
    game_position pos;
    int counts[CHESS_COLORS];
    int status = CLI_EXIT_OK;

    if (cli_reads_fen_lines(call, 0)) {
        if (!cli_game_rules(call, &OPT_RULES, CHESS_RULES_SEED, &rules))
            return CLI_EXIT_ERROR;
        /* `count --fen -`: one answer line per input line, "? ?" for a
         * bad one. */
        status = cli_stream_answer_lines(call, answer_fen, rules, "? ?\n");
    } else {
        if (!load(call, &rules, &pos))
            return CLI_EXIT_ERROR;
        game_count_both(rules, &pos, counts);
        print_counts(call, counts);
    }
    game_rules_free(rules);
    return status;
}

static bool read_side(cli_call *call, const game_position *pos,
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

/* --square: the square of the piece whose moves are asked, and the side
 * it makes (its colour, unless --side names it). -1 without --square;
 * false, with the message printed, for a square that cannot be asked. */
static bool read_square(cli_call *call, const game_position *pos,
                        chess_color *side, int *from)
{
    const char *text = cli_value(call, &OPT_SQUARE);
    char quoted[BX_QUOTE_MAX];
    square sq;

    *from = -1;
    if (text == NULL)
        return true;
    if (!cli_square(call, pos->size, text, &sq))
        return false;
    bx_quote(quoted, text);
    *from = square_index(pos->size, sq);
    if (pos->cells[*from] == VARIANT_EMPTY) {
        cli_fail(call, "legal: no piece on %s", quoted);
        return false;
    }
    chess_color color = variant_cell_color(pos->cells[*from]);
    if (cli_value(call, &OPT_SIDE) == NULL) {
        *side = color;
    } else if (color != *side) {
        cli_fail(call, "legal: the piece on %s is %s, not %s", quoted,
                 chess_color_name(color), chess_color_name(*side));
        return false;
    }
    return true;
}

/* side's legal moves (of the piece on from only, unless -1), one a line,
 * sorted as text; under fide a promotion is four, "a7a8q" .. "a7a8n". */
static int print_moves(cli_call *call, const game_rules *rules,
                       const game_position *pos, chess_color side, int from)
{
    int count = game_moves(rules, pos, side, from, NULL, 0);
    game_move *moves = malloc(sizeof *moves * (size_t)(count + 1));
    char(*lines)[GAME_MOVE_TEXT] = malloc(sizeof *lines * (size_t)(count + 1));

    if (moves == NULL || lines == NULL) {
        free(moves);
        free(lines);
        return cli_fail(call, "legal: out of memory");
    }
    count = game_moves(rules, pos, side, from, moves, count);
    for (int i = 0; i < count; i++)
        game_rules_move_text(rules, pos->size, moves[i], lines[i]);
    qsort(lines, (size_t)count, sizeof lines[0], cli_compare_text);
    for (int i = 0; i < count; i++)
        fprintf(call->out, "%s\n", lines[i]);
    free(moves);
    free(lines);
    return CLI_EXIT_OK;
}

static int run_legal(cli_call *call)
{
    game_rules *rules;
    game_position pos;
    chess_color side;
    int from, status;

    if (!load(call, &rules, &pos))
        return CLI_EXIT_ERROR;
    if (!read_side(call, &pos, &side) ||
        !read_square(call, &pos, &side, &from))
        status = CLI_EXIT_ERROR;
    else if (game_in_check(rules, &pos, chess_other(side)))
        status = cli_fail(call, "legal: %s is in check, so %s has no turn",
                          chess_color_name(chess_other(side)),
                          chess_color_name(side));
    else
        status = print_moves(call, rules, &pos, side, from);
    game_rules_free(rules);
    return status;
}

static int run_fen(cli_call *call)
{
    game_rules *rules;
    game_position pos;
    char fen[GAME_FEN_MAX];
    if (!load(call, &rules, &pos))
        return CLI_EXIT_ERROR;
    game_position_to_fen(rules, &pos, fen);
    fprintf(call->out, "%s\n", fen);
    game_rules_free(rules);
    return CLI_EXIT_OK;
}

/* The position as a handout: the cells in a grid, or a diagram; with the
 * report's counts when asked. */
static int print_handout(cli_call *call, const game_rules *rules,
                         const game_position *pos,
                         const handout_style *style, bool counts)
{
    game_report *report = malloc(sizeof *report); /* too large a stack */
    handout_grid cells;
    if (report == NULL)
        return cli_fail(call, "board: out of memory");
    game_report_make(rules, pos, report);
    if (style->format == HANDOUT_SVG) {
        picture_position_svg(call->out, rules, pos, counts ? report : NULL,
                             style->mono);
    } else {
        picture_position_cells(rules, pos, counts ? report : NULL, &cells);
        handout_print(call->out, &cells, style);
    }
    free(report);
    return CLI_EXIT_OK;
}

/* --placement LETTER: where that piece could stand and its moves there,
 * as a lens grid in the style's format. */
static int print_placement(cli_call *call, const game_rules *rules,
                           const game_position *pos, const char *letter,
                           const handout_style *style)
{
    unsigned char cell;
    char quoted[BX_QUOTE_MAX];
    game_placement_map *map = malloc(sizeof *map);
    handout_grid *grid = malloc(sizeof *grid);
    int status = CLI_EXIT_OK;

    if (map == NULL || grid == NULL) {
        status = cli_fail(call, "board: out of memory");
    } else if (strlen(letter) != 1 ||
               !game_cell_of_letter(rules, letter[0], &cell)) {
        bx_quote(quoted, letter);
        status = cli_fail(call,
                          "board: --placement: '%s' is no piece here (KQRBNP "
                          "kqrbnp and the defined letters)",
                          quoted);
    } else {
        game_placement(rules, pos, cell, map);
        lens_grid_placement(grid, rules, pos, map, letter[0], style->absolute,
                            style->mono);
        handout_print(call->out, grid, style);
    }
    free(map);
    free(grid);
    return status;
}

static int run_board(cli_call *call)
{
    game_rules *rules;
    game_position pos;
    handout_style style;
    bool counts = cli_flag(call, &OPT_COUNTS);
    const char *placement = cli_value(call, &OPT_PLACEMENT);
    int status = CLI_EXIT_OK;

    if (placement != NULL && counts)
        return cli_fail(call,
                        "board: --placement and --counts are two views; "
                        "give one");
    if (!cli_handout_style(call, &style) || !load(call, &rules, &pos))
        return CLI_EXIT_ERROR;
    if (placement != NULL) {
        status = print_placement(call, rules, &pos, placement, &style);
    } else if (style.format == HANDOUT_TEXT && !counts) {
        char board[GAME_BOARD_MAX];
        game_position_to_board(rules, &pos, board);
        fputs(board, call->out);
    } else {
        status = print_handout(call, rules, &pos, &style, counts);
    }
    game_rules_free(rules);
    return status;
}

#define POSITION_SOURCES "(--board FILE | --fen FEN | ROW0 ... ROW7)"
#define CASE_NOTE                                                          \
    "The board form is 8 rows, row 0 (rank 8) first, '.' for empty and\n"  \
    "UPPER case for BLACK (KQRBNP); in FEN UPPER case is WHITE.\n"        \
    "--size WxH takes H rows of W squares (FEN runs such as 10, 26);\n"   \
    "--define A=BN makes A (a, black) an archbishop: any letter but\n"    \
    "KQRBNP, Betza with p (hoppers: mRcpR the cannon), g (grasshoppers:\n" \
    "gQ) and lame nN, nA, nD; black's pieces are white's upside down.\n"

#define RULES_NOTE                                                         \
    "--rules seed (the default) has no castling, en passant or promotion;\n" \
    "--rules fide is chess, with castling and en passant from the FEN, for\n" \
    "the chess pieces on 8x8: with --define or another --size it is refused.\n"

const cli_command CLI_COUNT = {
    "count", POSITION_SOURCES " [--rules RULES]",
    "legal move counts 'B W' (-1: the other side is in check)",
    CASE_NOTE RULES_NOTE
    "Under fide a promotion is four moves and en passant counts only for\n"
    "the side to move. --fen - reads one FEN a line\n"
    "from stdin and prints one answer line each; a bad line prints '? ?'\n"
    "and its reason on stderr, and the exit status is then 2.\n",
    RULES_OPTIONS, 0, CLI_MAX_ARGS,
    run_count};

const cli_command CLI_LEGAL = {
    "legal",
    POSITION_SOURCES " [--side COLOUR] [--square SQUARE] [--rules RULES]",
    "a side's legal moves, one a line (e2e4, a7a8q), sorted",
    CASE_NOTE RULES_NOTE
    "The side defaults to the FEN's side to move, else white; with\n"
    "--square alone, to the colour of the piece there.\n",
    LEGAL_OPTIONS, 0, CLI_MAX_ARGS,
    run_legal};

const cli_command CLI_FEN = {
    "fen", POSITION_SOURCES " [--rules RULES]", "the FEN of a position",
    CASE_NOTE "Under seed the FEN ends '- - 0 1'; under fide it keeps the\n"
              "castling rights, en-passant square and clocks.\n",
    RULES_OPTIONS, 0, CLI_MAX_ARGS,
    run_fen};

const cli_command CLI_BOARD = {
    "board", POSITION_SOURCES " [--rules RULES] [--placement LETTER]",
    "the board form of a position (UPPER = black)",
    CASE_NOTE RULES_NOTE
    "--counts adds each piece's number of legal moves under the rules\n"
    "after its letter (N3; FEN's case), in a grid right-aligned to the\n"
    "widest; a side at -1 shows its letters alone. --format csv, markdown:\n"
    "the cells (FEN's case) with the rank first; svg: a diagram, its\n"
    "title the FEN and the rules (--mono: greys).\n"
    "--placement LETTER (FEN's case: B a white bishop, b a black one, or a\n"
    "defined letter) puts that piece on each empty square in turn and\n"
    "shows the legal moves it would have there as if it were its side's\n"
    "turn, pins and checks included; + where it would give check, - where\n"
    "it cannot stand (a pawn on its first or last rank, a second king,\n"
    "both kings in check), the pieces as their letters; in any --format.\n"
    "It is a view of its own: not with --counts.\n",
    BOARD_OPTIONS, 0, CLI_MAX_ARGS,
    run_board};
