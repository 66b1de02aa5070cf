/* count, legal, fen and board over the variant model (see cli_variant.h). */
#include "cli_variant.h"

#include <stdlib.h>
#include <string.h>

#include "cli_file.h"
#include "cli_stream.h"
#include "variant_movegen.h"
#include "variant_text.h"

const cli_option CLI_OPT_DEFINE = {
    "--define", "L=BETZA",
    "the letter L (not KQRBNP) is this piece; repeatable, at most 20"};

enum { MOVE_NAME = 2 * SQUARE_NAME_MAX };

/* The last value of the option called name, or NULL. */
static const char *given(const cli_call *call, const char *name)
{
    const char *value = NULL;
    for (int i = 0; i < call->given_count; i++)
        if (strcmp(call->given[i].option->name, name) == 0)
            value = call->given[i].value;
    return value;
}

bool cli_variant_wanted(const cli_call *call)
{
    const char *size = given(call, "--size");
    board_size board;
    if (given(call, "--define") != NULL)
        return true;
    return size != NULL && (board_size_parse(size, &board, NULL) != BX_OK ||
                            board.width != 8 || board.height != 8);
}

/* The size and every --define in the order given. */
static bool load_rules(cli_call *call, variant_rules *rules)
{
    board_size size;
    if (!cli_board(call, &size))
        return false;
    variant_rules_init(rules, size);
    for (int i = 0; i < call->given_count; i++) {
        bx_error err;
        if (call->given[i].option != &CLI_OPT_DEFINE ||
            variant_rules_define_text(rules, call->given[i].value, &err) ==
                BX_OK)
            continue;
        cli_fail(call, "--define: %s", err.message);
        return false;
    }
    return true;
}

/* The position of --board FILE, --fen FEN or the H row arguments. */
static bool load_position(cli_call *call, const variant_rules *rules,
                          variant_position *pos)
{
    const char *board = given(call, "--board");
    const char *fen = given(call, "--fen");
    int sources = (board != NULL) + (fen != NULL) + (call->arg_count > 0);
    bx_error err;
    bx_status status;

    if (sources != 1) {
        cli_fail(call, "%s: give one of --board FILE, --fen FEN or the %d rows",
                 call->command->name, rules->size.height);
        return false;
    }
    if (board != NULL) {
        char *text;
        size_t len;
        if (!cli_read_text(call, board, &text, &len))
            return false;
        status = variant_from_board_text(text, len, rules, pos, &err);
        free(text);
        if (status != BX_OK) {
            char label[BX_QUOTE_MAX];
            cli_fail_located(call, cli_file_label(board, label), &err);
            return false;
        }
        return true;
    }
    status = fen != NULL ? variant_from_fen(fen, rules, pos, &err)
                         : variant_from_rows(call->args, call->arg_count,
                                             rules, pos, &err);
    if (status != BX_OK) {
        cli_fail(call, "%s", err.message);
        return false;
    }
    return true;
}

static void print_counts(cli_call *call, const variant_position *pos,
                         const variant_rules *rules)
{
    fprintf(call->out, "%d %d\n", variant_count(pos, rules, CHESS_BLACK),
            variant_count(pos, rules, CHESS_WHITE));
}

static bx_status answer_fen(cli_call *call, const char *line,
                            const void *context, bx_error *err)
{
    const variant_rules *rules = context;
    variant_position pos;
    bx_status read = variant_from_fen(line, rules, &pos, err);
    if (read != BX_OK)
        return read;
    print_counts(call, &pos, rules);
    return BX_OK;
}

/* `count --fen -`: one answer line per input line, "? ?" for a bad one. */
static int count_stream(cli_call *call, const variant_rules *rules)
{
    return cli_stream_answer_lines(call, answer_fen, rules, "? ?\n");
}

/* The command's own option called name (for its words and messages). */
static const cli_option *option_named(const cli_call *call, const char *name)
{
    for (const cli_option *const *o = call->command->options; *o != NULL; o++)
        if (strcmp((*o)->name, name) == 0)
            return *o;
    return NULL;
}

/* --side as the chess path reads it: its words, its message. */
static bool read_side(cli_call *call, const variant_position *pos,
                      chess_color *side)
{
    const cli_option *option = option_named(call, "--side");
    const char *text = option == NULL ? "" : cli_value_choice(call, option, "");
    if (text == NULL)
        return false;
    if (text[0] == '\0')
        *side = pos->to_move;
    else
        *side = strcmp(text, "white") == 0 ? CHESS_WHITE : CHESS_BLACK;
    return true;
}

static const char *color_name(chess_color color)
{
    return color == CHESS_WHITE ? "white" : "black";
}

/* The legal moves of side (of the piece on from only, unless -1), sorted
 * by their text as the chess path sorts them. */
static int print_moves(cli_call *call, const variant_position *pos,
                       const variant_rules *rules, chess_color side, int from)
{
    int count = variant_legal(pos, rules, side, from, NULL, 0);
    variant_move *moves = malloc(sizeof *moves * (size_t)(count + 1));
    char(*lines)[MOVE_NAME] = malloc(sizeof *lines * (size_t)(count + 1));

    if (moves == NULL || lines == NULL) {
        free(moves);
        free(lines);
        return cli_fail(call, "legal: out of memory");
    }
    variant_legal(pos, rules, side, from, moves, count);
    for (int i = 0; i < count; i++) {
        char from_name[SQUARE_NAME_MAX], to_name[SQUARE_NAME_MAX];
        square_to_fide(pos->size, square_at(pos->size, moves[i].from),
                       from_name, NULL);
        square_to_fide(pos->size, square_at(pos->size, moves[i].to), to_name,
                       NULL);
        snprintf(lines[i], sizeof lines[i], "%s%s", from_name, to_name);
    }
    qsort(lines, (size_t)count, sizeof lines[0], cli_compare_text);
    for (int i = 0; i < count; i++)
        fprintf(call->out, "%s\n", lines[i]);
    free(moves);
    free(lines);
    return CLI_EXIT_OK;
}

static int run_legal(cli_call *call, const variant_rules *rules,
                     const variant_position *pos)
{
    const char *square_text = given(call, "--square");
    chess_color side;
    int from = -1;

    if (!read_side(call, pos, &side))
        return CLI_EXIT_ERROR;
    if (square_text != NULL) {
        square sq;
        unsigned char cell;
        if (!cli_square(call, pos->size, square_text, &sq))
            return CLI_EXIT_ERROR;
        from = square_index(pos->size, sq);
        cell = pos->cells[from];
        if (cell == VARIANT_EMPTY)
            return cli_fail(call, "legal: no piece on %s", square_text);
        if (given(call, "--side") == NULL)
            side = variant_cell_color(cell);
        else if (variant_cell_color(cell) != side)
            return cli_fail(call, "legal: the piece on %s is %s, not %s",
                            square_text, color_name(variant_cell_color(cell)),
                            color_name(side));
    }
    if (variant_in_check(pos, rules, side == CHESS_WHITE ? CHESS_BLACK
                                                         : CHESS_WHITE))
        return cli_fail(call, "legal: %s is in check, so %s has no turn",
                        color_name(side == CHESS_WHITE ? CHESS_BLACK
                                                       : CHESS_WHITE),
                        color_name(side));
    return print_moves(call, pos, rules, side, from);
}

static int run(cli_call *call, cli_variant_command command,
               const variant_rules *rules)
{
    variant_position pos;
    const char *fen = given(call, "--fen");
    char text[VARIANT_FEN_MAX > VARIANT_BOARD_MAX ? VARIANT_FEN_MAX
                                                  : VARIANT_BOARD_MAX];

    if (command == CLI_VARIANT_COUNT && fen != NULL && strcmp(fen, "-") == 0 &&
        given(call, "--board") == NULL && call->arg_count == 0)
        return count_stream(call, rules);
    if (!load_position(call, rules, &pos))
        return CLI_EXIT_ERROR;
    switch (command) {
    case CLI_VARIANT_COUNT:
        print_counts(call, &pos, rules);
        return CLI_EXIT_OK;
    case CLI_VARIANT_LEGAL:
        return run_legal(call, rules, &pos);
    case CLI_VARIANT_FEN:
        variant_to_fen(&pos, rules, text);
        fprintf(call->out, "%s\n", text);
        return CLI_EXIT_OK;
    default:
        variant_to_board(&pos, rules, text);
        fputs(text, call->out);
        return CLI_EXIT_OK;
    }
}

int cli_variant_run(cli_call *call, cli_variant_command command)
{
    /* The rules are large (every piece compiled for both colours). */
    variant_rules *rules = malloc(sizeof *rules);
    int status;
    if (rules == NULL)
        return cli_fail(call, "%s: out of memory", call->command->name);
    status = load_rules(call, rules) ? run(call, command, rules)
                                     : CLI_EXIT_ERROR;
    free(rules);
    return status;
}
