/* `boardex explore` (and `boardex` alone): the interactive explorer. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_position.h"
#include "explorer_help.h"
#include "explorer_main.h"
#include "game_variant.h"
#include "game_variant_file.h"

static const cli_option OPT_NO_COLOR = {
    "--no-color", NULL, "monochrome: numbers and bold, no colours"};
static const cli_option OPT_ASCII = {
    "--ascii", NULL, "letters for pieces, even where UTF-8 would work"};
static const cli_option OPT_NO_MOUSE = {
    "--no-mouse", NULL, "leave mouse clicks to the terminal (text selection)"};

static const cli_option OPT_FEN = {
    "--fen", "FEN", "start in Position mode with this position"};
static const cli_option OPT_BOARD = {
    "--board", "FILE", "start in Position mode with a board-form or FEN file"};

static const cli_option OPT_RULES = {
    "--rules", "RULES", "Position mode's rules: fide (the default) or seed"};

static const cli_option OPT_TOUR = {
    "--tour", "FILE", "start in Tour mode with this tour grid"};

static const cli_option OPT_KEYS = {
    "--keys", NULL, "print the keys (the help screen) and exit"};

static const cli_option *const EXPLORE_OPTIONS[] = {
    &CLI_OPT_PIECE, &CLI_OPT_BETZA,    &CLI_OPT_ONCE,     &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC,                &CLI_OPT_SIZE,
    &CLI_OPT_DEFINE,
    &CLI_OPT_VARIANT, &CLI_OPT_VARIANT_FILE,
    &OPT_FEN,       &OPT_BOARD,        &OPT_RULES,        &OPT_TOUR,
    &OPT_NO_COLOR,  &OPT_ASCII,        &OPT_NO_MOUSE,     &OPT_KEYS,
    NULL};

/* The help screen as text: headings, then "  KEYS  what they do". */
static int print_keys(cli_call *call)
{
    char names[64];
    for (int i = 0; i < help_line_count(); i++) {
        help_line line = help_line_at(i);
        if (line.heading != NULL) {
            fprintf(call->out, "%s%s\n", i > 0 ? "\n" : "", line.heading);
            continue;
        }
        key_binding_names(line.binding, names, sizeof names);
        fprintf(call->out, "  %-22s %s\n", names, line.binding->help);
    }
    return CLI_EXIT_OK;
}

/* The name the explorer shows: the preset for one --piece (by name or by
 * Betza) or one --betza that is a preset's moves, "knight" for none, and
 * "custom" for anything else typed. *betza is the one --betza's text. */
static void piece_name(const cli_call *call, const piece_spec *piece,
                       char *name, size_t size, const char **betza)
{
    int pieces = 0, betzas = 0, directions = 0;
    *betza = NULL;
    for (int i = 0; i < call->given_count; i++) {
        if (call->given[i].option == &CLI_OPT_PIECE) {
            pieces++;
        } else if (call->given[i].option == &CLI_OPT_BETZA) {
            betzas++;
            *betza = call->given[i].value;
        } else if (call->given[i].option == &CLI_OPT_ONCE ||
                   call->given[i].option == &CLI_OPT_REPEATED) {
            directions++;
        }
    }
    const char *preset = piece_preset_name(piece);
    if (pieces + betzas + directions == 0)
        preset = "knight";
    else if (directions > 0 || pieces + betzas != 1)
        preset = NULL;
    if (betzas != 1 || pieces + directions > 0)
        *betza = NULL;
    snprintf(name, size, "%s", preset != NULL ? preset : "custom");
}

/* The --define options, judged by the door as count and legal judge
 * them (same messages), then handed to the explorer in order. */
static bool load_defines(cli_call *call, explorer_options *start)
{
    game_rules *rules;
    bx_error err;
    bool ok = true;
    if (game_rules_new(board_standard(), CHESS_RULES_SEED, &rules, &err) !=
        BX_OK)
        return cli_fail(call, "explore: %s", err.message), false;
    for (int i = 0; i < call->given_count && ok; i++) {
        if (call->given[i].option != &CLI_OPT_DEFINE)
            continue;
        if (game_rules_define_text(rules, call->given[i].value, &err) !=
            BX_OK) {
            cli_fail(call, "--define: %s", err.message);
            ok = false;
        } else {
            start->defines[start->define_count++] = call->given[i].value;
        }
    }
    game_rules_free(rules);
    return ok;
}

/* --variant NAME or --variant-file FILE, read as every command reads
 * them (cli_variant_load; a file's every section, for V to list) into
 * loaded (room for GAME_VARIANT_FILE_SECTIONS): Position mode plays the
 * one named from its start (or from --fen or --board, read under it);
 * its board, pieces and rules are what --size, --define and --rules
 * would otherwise give. */
static bool load_variant(cli_call *call, explorer_options *start,
                         game_variant *loaded)
{
    const char *name = cli_value(call, &CLI_OPT_VARIANT);
    const char *file = cli_value(call, &CLI_OPT_VARIANT_FILE);
    if (name == NULL && file == NULL)
        return true;
    if (cli_value(call, &OPT_RULES) != NULL ||
        cli_value(call, &CLI_OPT_SIZE) != NULL ||
        cli_value(call, &CLI_OPT_DEFINE) != NULL) {
        cli_fail(call, "explore: --variant gives the board, pieces and "
                       "rules; --rules, --size and --define go without it");
        return false;
    }
    /* A built-in is the table's own, which V lists; a file's are copied
     * by the explorer, which lists them first. */
    if (file == NULL) {
        if (!cli_variant_load(call, file, name, loaded))
            return false;
        start->variant = game_variant_find(loaded->name, NULL);
    } else if (cli_variant_file_load_all(call, file, name, loaded,
                                         &start->file_variant_count,
                                         &start->file_start)) {
        start->file_variants = loaded;
    } else {
        return false;
    }
    start->mode = MODE_POSITION;
    return true;
}

/* The rest of the options, then the explorer. */
static int start_explorer(cli_call *call, explorer_ui_options *options)
{
    piece_name(call, &options->start.piece, options->start.piece_name,
               sizeof options->start.piece_name, &options->start.betza);
    options->start.fen = cli_value(call, &OPT_FEN);
    options->start.board_file = cli_value(call, &OPT_BOARD);
    if (options->start.fen != NULL && options->start.board_file != NULL)
        return cli_fail(call, "explore: give --fen or --board, not both");
    options->start.tour_file = cli_value(call, &OPT_TOUR);
    /* Defined pieces live in positions: start where they can be placed. */
    if (options->start.fen != NULL || options->start.board_file != NULL ||
        options->start.define_count > 0)
        options->start.mode = MODE_POSITION;
    if (options->start.tour_file != NULL)
        options->start.mode = MODE_TOUR;
    options->no_color = cli_flag(call, &OPT_NO_COLOR);
    options->ascii = cli_flag(call, &OPT_ASCII);
    options->no_mouse = cli_flag(call, &OPT_NO_MOUSE);
    return explorer_run(options, call->err);
}

static int run_explore(cli_call *call)
{
    explorer_ui_options options;
    if (cli_flag(call, &OPT_KEYS))
        return print_keys(call);
    memset(&options, 0, sizeof options);
    explorer_default_options(&options.start);
    if (!cli_board(call, &options.start.board) ||
        !cli_piece(call, &options.start.piece) ||
        !cli_rules(call, &OPT_RULES, CHESS_RULES_FIDE, &options.start.rules) ||
        !load_defines(call, &options.start))
        return CLI_EXIT_ERROR;
    /* A file's variants, read here: the explorer copies them. */
    game_variant *variants =
        malloc(GAME_VARIANT_FILE_SECTIONS * sizeof *variants);
    if (variants == NULL)
        return cli_fail(call, "explore: out of memory");
    int status = load_variant(call, &options.start, variants)
                     ? start_explorer(call, &options)
                     : CLI_EXIT_ERROR;
    free(variants);
    return status;
}

const cli_command CLI_EXPLORE = {
    "explore",
    "[--piece NAME | --once DIRS | --repeated DIRS] [--size WxH] "
    "[--define L=BETZA]... [--variant NAME] [--variant-file FILE] "
    "[--fen FEN | --board FILE] "
    "[--rules RULES] "
    "[--tour FILE]",
    "the interactive explorer (also 'boardex' alone); ? lists its keys",
    "Needs a terminal. Mobility mode shows, on every square, how many\n"
    "squares the piece reaches from there, as a heat map; Position mode\n"
    "the legal moves of the pieces placed; Tour mode checks, draws and\n"
    "finds tours. See boardex(1).\n",
    EXPLORE_OPTIONS, 0, 0, run_explore};
