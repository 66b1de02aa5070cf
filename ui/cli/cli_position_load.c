/* Where the position commands' rules and positions come from: --size,
 * --rules and --define make the door's rules; --board, --fen or the row
 * arguments the position. */
#include <stdlib.h>
#include <string.h>

#include "cli_file.h"
#include "cli_position.h"
#include "game_paste.h"
#include "game_variant.h"

const cli_option CLI_OPT_BOARD = {
    "--board", "FILE", "8 rows in the board form, UPPER case black (- = stdin)"};
const cli_option CLI_OPT_FEN = {
    "--fen", "FEN", "a FEN, UPPER case white, or a URL/PGN holding one"};
const cli_option CLI_OPT_DEFINE = {
    "--define", "L=BETZA",
    "the letter L (not KQRBNP) is this piece; repeatable, at most 20"};

const cli_option CLI_OPT_VARIANT = {
    "--variant", "NAME",
    "a built-in variant (see: boardex variants), or --variant-file's section"};

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

/* --variant NAME or --variant-file FILE: its rules, which --rules and
 * --size would contradict; each --define adds a letter to it or
 * redefines one of its own. */
static bool variant_rules(cli_call *call, const cli_option *option,
                          const char *name, const char *file,
                          game_rules **out)
{
    bx_error err;
    game_variant variant;
    if (cli_value(call, option) != NULL ||
        cli_value(call, &CLI_OPT_SIZE) != NULL) {
        cli_fail(call, "%s: --variant gives the board, pieces and rules; "
                       "--rules and --size go without it",
                 call->command->name);
        return false;
    }
    if (!cli_variant_load(call, file, name, &variant))
        return false;
    for (int i = 0; i < call->given_count; i++)
        if (call->given[i].option == &CLI_OPT_DEFINE &&
            game_variant_define(&variant, call->given[i].value, &err) !=
                BX_OK) {
            cli_fail(call, "--define: %s", err.message);
            return false;
        }
    if (game_rules_new_variant(&variant, out, &err) != BX_OK) {
        cli_fail(call, "%s: %s", call->command->name, err.message);
        return false;
    }
    return true;
}

static int define_count(const cli_call *call)
{
    int n = 0;
    for (int i = 0; i < call->given_count; i++)
        n += call->given[i].option == &CLI_OPT_DEFINE;
    return n;
}

bool cli_game_rules(cli_call *call, const cli_option *option,
                    chess_rules fallback, game_rules **out)
{
    board_size size;
    chess_rules set;
    bx_error err;
    int defines = define_count(call);

    *out = NULL;
    const char *variant = cli_value(call, &CLI_OPT_VARIANT);
    const char *file = cli_value(call, &CLI_OPT_VARIANT_FILE);
    if (variant != NULL || file != NULL)
        return variant_rules(call, option, variant, file, out);
    if (!cli_rules(call, option, fallback, &set) || !cli_board(call, &size))
        return false;
    /* A default of fide stands for chess where chess can be played. */
    if (cli_value(call, option) == NULL &&
        game_rules_allow(set, size, defines, NULL) != BX_OK)
        set = CHESS_RULES_SEED;
    /* Judged before any letter, so that the refusal names the command as
     * every face's does, not one --define. */
    if (game_rules_allow(set, size, defines, &err) != BX_OK ||
        game_rules_new(size, set, out, &err) != BX_OK) {
        cli_fail(call, "%s: %s", call->command->name, err.message);
        return false;
    }
    for (int i = 0; i < call->given_count; i++) {
        if (call->given[i].option != &CLI_OPT_DEFINE ||
            game_rules_define_text(*out, call->given[i].value, &err) == BX_OK)
            continue;
        cli_fail(call, "--define: %s", err.message);
        game_rules_free(*out);
        *out = NULL;
        return false;
    }
    return true;
}

bool cli_reads_fen_lines(const cli_call *call, int first_row)
{
    const char *fen = cli_value(call, &CLI_OPT_FEN);
    return fen != NULL && strcmp(fen, "-") == 0 &&
           cli_value(call, &CLI_OPT_BOARD) == NULL &&
           call->arg_count == first_row;
}

/* The rules and the position the board form is read into. */
typedef struct {
    const game_rules *rules;
    game_position *pos;
} board_target;

static bx_status read_board(const char *text, size_t len, void *context,
                            bx_error *err)
{
    board_target *target = context;
    return game_position_from_board_text(target->rules, text, len,
                                         target->pos, err);
}

/* The board form in the file (or stdin) named path; a fault in it is
 * reported with the file's name. */
static bool load_board_file(cli_call *call, const game_rules *rules,
                            const char *path, game_position *pos)
{
    board_target target = {rules, pos};
    return cli_read_located(call, path, read_board, &target);
}

/* --fen takes what people paste too: a lichess or chess.com URL, a PGN
 * [FEN] tag, a FEN with extra blanks (game_paste.h). */
static bx_status read_fen(const game_rules *rules, const char *text,
                          game_position *pos, bx_error *err)
{
    char fen[GAME_FEN_MAX];
    game_paste_source source;
    bx_status status = game_paste_fen(text, fen, &source, err);
    if (status == BX_OK)
        return game_position_from_fen(rules, fen, pos, err);
    /* Plain text the reader judges itself ("empty FEN"). */
    return source == GAME_PASTE_TEXT
               ? game_position_from_fen(rules, text, pos, err)
               : status;
}

bool cli_load_position(cli_call *call, const game_rules *rules, int first_row,
                       game_position *pos)
{
    const char *board = cli_value(call, &CLI_OPT_BOARD);
    const char *fen = cli_value(call, &CLI_OPT_FEN);
    int rows = call->arg_count - first_row;
    int sources = (board != NULL) + (fen != NULL) + (rows > 0);
    bx_error err;
    bx_status status;

    const game_variant *variant = game_rules_variant(rules);
    if (sources == 0 && variant != NULL) { /* the variant's start */
        if (game_position_from_fen(rules, variant->start, pos, &err) ==
            BX_OK)
            return true;
        cli_fail(call, "%s", err.message);
        return false;
    }
    if (sources != 1) {
        cli_fail(call, "%s: give one of --board FILE, --fen FEN or the %d rows",
                 call->command->name, game_rules_size(rules).height);
        return false;
    }
    if (board != NULL && !load_board_file(call, rules, board, pos))
        return false;
    if (board != NULL)
        status = BX_OK;
    else if (fen != NULL)
        status = read_fen(rules, fen, pos, &err);
    else
        status = game_position_from_rows(rules, call->args + first_row, rows,
                                         pos, &err);
    /* The board form has no FEN fields (white to move, no castling): the
     * rules must still be able to play it as it is. */
    if (status == BX_OK && fen == NULL)
        status = game_check(rules, pos, &err);
    if (status != BX_OK) {
        cli_fail(call, "%s", err.message);
        return false;
    }
    return true;
}
