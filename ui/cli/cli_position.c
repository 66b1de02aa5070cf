/* Subcommands over chess positions (the ChessMoves problem text): legal
 * move counts, the legal moves themselves, and FEN <-> board form. */
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "movegen.h"
#include "position_text.h"
#include "cli.h"
#include "cli_file.h"
#include "cli_handout.h"
#include "cli_position.h"
#include "cli_stream.h"
#include "cli_variant.h"
#include "pictures.h"

const cli_option CLI_OPT_BOARD = {
    "--board", "FILE", "8 rows in the board form, UPPER case black (- = stdin)"};
const cli_option CLI_OPT_FEN = {
    "--fen", "FEN", "a FEN, UPPER case white (count: - reads one a line)"};
static const cli_option OPT_RULES = {
    "--rules", "RULES", "seed (ChessMoves, the default) or fide (chess)"};
static const cli_option OPT_SIDE = {"--side", "COLOUR",
                                    "white or black (default: FEN side)"};
static const cli_option OPT_SQUARE = {"--square", "SQUARE",
                                      "only the piece on this square"};

static const cli_option OPT_COUNTS = {
    "--counts", NULL, "each piece's number of legal moves too"};

static const cli_option *const BOARD_OPTIONS[] = {
    &CLI_OPT_BOARD,  &CLI_OPT_FEN,  &CLI_OPT_SIZE,   &CLI_OPT_DEFINE,
    &OPT_COUNTS,     &CLI_OPT_FORMAT, &CLI_OPT_MONO, NULL};
static const cli_option *const RULES_OPTIONS[] = {
    &CLI_OPT_BOARD, &CLI_OPT_FEN,    &OPT_RULES,
    &CLI_OPT_SIZE,  &CLI_OPT_DEFINE, NULL};
static const cli_option *const LEGAL_OPTIONS[] = {
    &CLI_OPT_BOARD, &CLI_OPT_FEN,  &OPT_SIDE,       &OPT_SQUARE,
    &OPT_RULES,     &CLI_OPT_SIZE, &CLI_OPT_DEFINE, NULL};


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

bool cli_rules(cli_call *call, const cli_option *option, chess_rules fallback,
               chess_rules *rules)
{
    const char *text = cli_value(call, option);
    bx_error err;

    *rules = fallback;
    if (text != NULL && chess_rules_parse(text, rules, &err) != BX_OK) {
        cli_fail(call, "%s: %s", call->command->name, err.message);
        return false;
    }
    return true;
}

bool cli_load_position(cli_call *call, chess_rules rules, int first_row,
                       position *pos)
{
    const char *board = cli_value(call, &CLI_OPT_BOARD);
    const char *fen = cli_value(call, &CLI_OPT_FEN);
    int rows = call->arg_count - first_row;
    int sources = (board != NULL) + (fen != NULL) + (rows > 0);
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
            char label[BX_QUOTE_MAX];
            cli_fail_located(call, cli_file_label(board, label), &err);
            return false;
        }
    } else if (fen != NULL) {
        status = position_from_fen_rules(fen, rules, pos, &err);
    } else {
        status = position_from_rows(call->args + first_row, rows, pos, &err);
    }
    /* The board form has no FEN fields: white to move, no castling. */
    if (status == BX_OK && fen == NULL && rules == CHESS_RULES_FIDE)
        status = position_check_fide(pos, &err);
    if (status != BX_OK) {
        cli_fail(call, "%s", err.message);
        return false;
    }
    return true;
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

/* "B W": each side's count under rules, as if it were its turn (the engine
 * gives the same answers as movegen_count under seed rules, faster). */
static void print_counts(cli_call *call, const chess_engine *engine,
                         const position *pos, chess_rules rules)
{
    char text[32], *end;
    end = put_count(text, chess_count(engine, pos, rules, CHESS_BLACK));
    *end++ = ' ';
    end = put_count(end, chess_count(engine, pos, rules, CHESS_WHITE));
    *end++ = '\n';
    fwrite(text, 1, (size_t)(end - text), call->out);
}

typedef struct {
    const chess_engine *engine;
    chess_rules rules;
} stream_context;

static bx_status answer_fen(cli_call *call, const char *line,
                            const void *context, bx_error *err)
{
    const stream_context *stream = context;
    position pos;
    bx_status read = position_from_fen_rules(line, stream->rules, &pos, err);
    if (read != BX_OK)
        return read;
    print_counts(call, stream->engine, &pos, stream->rules);
    return BX_OK;
}

/* `count --fen -`: one answer line per input line, "? ?" for a bad one. */
static int count_stream(cli_call *call, chess_rules rules)
{
    stream_context context = {chess_engine_best(), rules};
    return cli_stream_answer_lines(call, answer_fen, &context, "? ?\n");
}

/* A --define or another size: the general generator, which knows the
 * seed rules only. */
static int run_variant(cli_call *call, chess_rules rules,
                       cli_variant_command command)
{
    if (rules == CHESS_RULES_FIDE)
        return cli_fail(call,
                        "%s: --rules fide is for the chess pieces on 8x8; "
                        "--define and --size take the seed rules",
                        call->command->name);
    return cli_variant_run(call, command);
}

static int run_count(cli_call *call)
{
    position pos;
    chess_rules rules;
    const char *fen = cli_value(call, &CLI_OPT_FEN);

    if (!cli_rules(call, &OPT_RULES, CHESS_RULES_SEED, &rules))
        return CLI_EXIT_ERROR;
    if (cli_variant_wanted(call))
        return run_variant(call, rules, CLI_VARIANT_COUNT);
    if (fen != NULL && strcmp(fen, "-") == 0 &&
        cli_value(call, &CLI_OPT_BOARD) == NULL && call->arg_count == 0)
        return standard_board_only(call) ? count_stream(call, rules)
                                         : CLI_EXIT_ERROR;
    if (!cli_load_position(call, rules, 0, &pos))
        return CLI_EXIT_ERROR;
    print_counts(call, chess_engine_best(), &pos, rules);
    return CLI_EXIT_OK;
}

static void move_text(int from, int to, char out[CHESS_MOVE_TEXT])
{
    chess_square_name(from, out);
    chess_square_name(to, out + 2);
    out[4] = '\0';
}

/* The lines of the moves, sorted; under fide rules a promotion is four
 * moves, "a7a8q" .. "a7a8n". */
typedef struct {
    char lines[CHESS_MOVES_MAX][CHESS_MOVE_TEXT];
    int count;
} move_lines;

static void print_lines(cli_call *call, move_lines *moves)
{
    qsort(moves->lines, (size_t)moves->count, sizeof moves->lines[0],
          cli_compare_text);
    for (int i = 0; i < moves->count; i++)
        fprintf(call->out, "%s\n", moves->lines[i]);
}

static void seed_lines(const move_targets *moves, move_lines *out)
{
    out->count = 0;
    for (int from = 0; from < BB_SQUARES; from++)
        for (bitboard to = moves->targets[from]; to != 0;)
            move_text(from, bb_pop(&to), out->lines[out->count++]);
}

/* color's fide moves, only those from `only` unless it is -1. */
static void fide_lines(const position *pos, chess_color color, int only,
                       move_lines *out)
{
    chess_move moves[CHESS_MOVES_MAX];
    int n = chess_generate(chess_engine_best(), pos, CHESS_RULES_FIDE, color,
                           moves);
    out->count = 0;
    for (int i = 0; i < n; i++)
        if (only < 0 || moves[i].from == only)
            chess_move_text(moves[i], out->lines[out->count++]);
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
    static move_lines lines;
    const char *square_text = cli_value(call, &OPT_SQUARE);
    position pos;
    chess_color side;
    chess_rules rules;
    move_targets moves;
    int only = -1;

    if (!cli_rules(call, &OPT_RULES, CHESS_RULES_SEED, &rules))
        return CLI_EXIT_ERROR;
    if (cli_variant_wanted(call))
        return run_variant(call, rules, CLI_VARIANT_LEGAL);
    if (!cli_load_position(call, rules, 0, &pos) ||
        !read_side(call, &pos, &side))
        return CLI_EXIT_ERROR;
    if (square_text != NULL) {
        square sq;
        chess_color color;
        chess_kind kind;
        char quoted[BX_QUOTE_MAX];
        if (!cli_square(call, board_standard(), square_text, &sq))
            return CLI_EXIT_ERROR;
        bx_quote(quoted, square_text);
        int index = chess_square_from_board(sq);
        if (!position_piece_at(&pos, index, &color, &kind))
            return cli_fail(call, "legal: no piece on %s", quoted);
        if (cli_value(call, &OPT_SIDE) == NULL)
            side = color;
        else if (color != side)
            return cli_fail(call, "legal: the piece on %s is %s, not %s",
                            quoted, chess_color_name(color),
                            chess_color_name(side));
        moves = (move_targets){.count = 0};
        moves.targets[index] = movegen_square(&pos, index);
        only = index;
    } else {
        movegen_legal(&pos, side, &moves);
    }
    if (position_in_check(&pos, chess_other(side)))
        return cli_fail(call, "legal: %s is in check, so %s has no turn",
                        chess_color_name(chess_other(side)),
                        chess_color_name(side));
    if (rules == CHESS_RULES_FIDE)
        fide_lines(&pos, side, only, &lines);
    else
        seed_lines(&moves, &lines);
    print_lines(call, &lines);
    return CLI_EXIT_OK;
}

static int run_fen(cli_call *call)
{
    position pos;
    chess_rules rules;
    char fen[POSITION_FEN_MAX];
    if (!cli_rules(call, &OPT_RULES, CHESS_RULES_SEED, &rules))
        return CLI_EXIT_ERROR;
    if (cli_variant_wanted(call))
        return run_variant(call, rules, CLI_VARIANT_FEN);
    if (!cli_load_position(call, rules, 0, &pos))
        return CLI_EXIT_ERROR;
    position_to_fen_rules(&pos, rules, fen);
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

    if (!cli_handout_style(call, &style))
        return CLI_EXIT_ERROR;
    if (cli_variant_wanted(call)) {
        if (style.format != HANDOUT_TEXT || counts)
            return cli_fail(call, "board: --counts and --format are for the "
                                  "chess pieces on 8x8");
        return cli_variant_run(call, CLI_VARIANT_BOARD);
    }
    if (!cli_load_position(call, CHESS_RULES_SEED, 0, &pos))
        return CLI_EXIT_ERROR;
    if (style.format == HANDOUT_TEXT && !counts) {
        position_to_board(&pos, board);
        fputs(board, call->out);
        return CLI_EXIT_OK;
    }
    /* Interim: the pictures ask the door. */
    game_rules *rules;
    game_position gp;
    game_report *report = malloc(sizeof *report);
    char fen[POSITION_FEN_MAX];
    position_to_fen(&pos, fen);
    if (report == NULL ||
        game_rules_new(board_standard(), CHESS_RULES_SEED, &rules, NULL) !=
            BX_OK) {
        free(report);
        return cli_fail(call, "board: out of memory");
    }
    (void)game_position_from_fen(rules, fen, &gp, NULL);
    game_report_make(rules, &gp, report);
    if (style.format == HANDOUT_SVG) {
        picture_position_svg(call->out, rules, &gp, counts ? report : NULL,
                             style.mono);
    } else {
        picture_position_cells(rules, &gp, counts ? report : NULL, &cells);
        handout_print(call->out, &cells, &style);
    }
    game_rules_free(rules);
    free(report);
    return CLI_EXIT_OK;
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
    "--rules fide is chess, with castling and en passant from the FEN.\n"

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
    "board", POSITION_SOURCES,
    "the board form of a position (UPPER = black)",
    CASE_NOTE
    "--counts adds each piece's number of legal moves after its letter\n"
    "(N3), in a grid right-aligned to the widest. --format csv, markdown:\n"
    "the cells with the rank first; svg: a diagram (--mono: greys).\n",
    BOARD_OPTIONS, 0, CLI_MAX_ARGS,
    run_board};
