/* The lenses, each a number per square: heatmap (moves from each square),
 * distance (moves needed from one square) and compare (one piece's moves
 * minus another's), in every handout format. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_output.h"
#include "cli_handout.h"
#include "color_rule.h"
#include "distance.h"
#include "lens_grid.h"
#include "mobility.h"

static const cli_option OPT_COLOR = {
    "--color", "WHEN",
    "text: auto (on a terminal, unless NO_COLOR), always, never"};
static const cli_option OPT_WITH = {
    "--with", "SPEC", "the second piece: a preset name or a Betza string"};

static const cli_option *const HEATMAP_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA,  &CLI_OPT_ONCE,  &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &CLI_OPT_SIZE,   &OPT_COLOR,     &CLI_OPT_FORMAT,
    &CLI_OPT_SCALE,     &CLI_OPT_MONO,   &CLI_OPT_BLOCKERS, NULL};
static const cli_option *const DISTANCE_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA,  &CLI_OPT_ONCE,  &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &CLI_OPT_SIZE,   &CLI_OPT_FORMAT, &CLI_OPT_SCALE,
    &CLI_OPT_MONO,      &CLI_OPT_BLOCKERS, NULL};
static const cli_option *const COMPARE_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA, &CLI_OPT_ONCE,   &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &OPT_WITH,      &CLI_OPT_SIZE,   &CLI_OPT_FORMAT,
    &CLI_OPT_SCALE,     &CLI_OPT_MONO,  &CLI_OPT_BLOCKERS, NULL};

static bool want_color(cli_call *call, bool *color)
{
    const char *when = cli_value_choice(call, &OPT_COLOR, "auto");

    if (when == NULL)
        return false;
    if (strcmp(when, "auto") == 0)
        *color = color_allowed(cli_output_fd(call->out));
    else
        *color = strcmp(when, "always") == 0;
    return true;
}

static bool piece_table(cli_call *call, const piece_spec *piece,
                        board_size board, const square_set *blockers,
                        mobility_table *table)
{
    bx_error err;
    if (mobility_compute_among(board, piece, blockers, table, &err) !=
        BX_OK) {
        cli_fail(call, "%s", err.message);
        return false;
    }
    return true;
}

static int run_heatmap(cli_call *call)
{
    handout_style style;
    board_size board;
    piece_spec piece;
    mobility_table table;
    square_set blockers;
    handout_grid grid;
    char name[64];
    bool color;

    if (!want_color(call, &color) || !cli_handout_style(call, &style) ||
        !cli_board(call, &board) || !cli_piece(call, &piece) ||
        !cli_blockers(call, board, &blockers) ||
        !piece_table(call, &piece, board, &blockers, &table))
        return CLI_EXIT_ERROR;
    cli_piece_label(call, name, sizeof name);
    lens_grid_moves(&grid, &table, name, style.absolute, style.mono);
    if (style.format == HANDOUT_TEXT)
        handout_print_text(call->out, &grid, color);
    else
        handout_print(call->out, &grid, &style);
    return CLI_EXIT_OK;
}

static int run_distance(cli_call *call)
{
    handout_style style;
    board_size board;
    piece_spec piece;
    square origin;
    distance_map map;
    square_set blockers;
    handout_grid grid;
    char name[64];
    bx_error err;

    if (!cli_handout_style(call, &style) || !cli_board(call, &board) ||
        !cli_piece(call, &piece) || !cli_blockers(call, board, &blockers) ||
        !cli_piece_square(call, board, &blockers, call->args[0], &origin))
        return CLI_EXIT_ERROR;
    if (distance_compute_among(board, &piece, &blockers, origin, &map,
                               &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    cli_piece_label(call, name, sizeof name);
    lens_grid_distance(&grid, &map, name, style.absolute, style.mono);
    handout_print(call->out, &grid, &style);
    return CLI_EXIT_OK;
}

static int run_compare(cli_call *call)
{
    handout_style style;
    board_size board;
    piece_spec first, second;
    mobility_table first_table, second_table;
    square_set blockers;
    handout_grid grid;
    char name[64], second_name[64];
    const char *with = cli_value(call, &OPT_WITH);

    if (!cli_handout_style(call, &style) || !cli_board(call, &board) ||
        !cli_piece(call, &first) || !cli_blockers(call, board, &blockers))
        return CLI_EXIT_ERROR;
    if (with == NULL)
        return cli_fail(call, "compare: --with SPEC names the second piece");
    if (!cli_piece_named(call, with, &second) ||
        !piece_table(call, &first, board, &blockers, &first_table) ||
        !piece_table(call, &second, board, &blockers, &second_table))
        return CLI_EXIT_ERROR;
    cli_piece_label(call, name, sizeof name);
    cli_piece_spec_label(with, second_name, sizeof second_name);
    lens_grid_compare(&grid, &first_table, &second_table, name, second_name,
                      style.absolute, style.mono);
    handout_print(call->out, &grid, &style);
    if (style.format == HANDOUT_TEXT)
        fprintf(call->out, "strength %d vs %d: %d\n", first_table.strength,
                second_table.strength,
                first_table.strength - second_table.strength);
    return CLI_EXIT_OK;
}

#define HANDOUT_USAGE "[--format FORMAT] [--scale SCALE] [--mono]"
#define HANDOUT_NOTE                                                       \
    "--format csv prints 'rank,a,b,...' and a row per rank, top rank\n"    \
    "first; markdown the same as a table; svg one standalone picture\n"    \
    "(--scale relative|absolute for its colours, --mono for greys).\n"

const cli_command CLI_HEATMAP = {
    "heatmap",
    "[--piece NAME | --once DIRS | --repeated DIRS] [--color WHEN]",
    "each square's number of moves, top rank first",
    "Columns are as wide as the widest count, and at least 2.\n"
    HANDOUT_NOTE CLI_BLOCKERS_NOTE "# marks a blocker.\n",
    HEATMAP_OPTIONS, 0, 0, run_heatmap};

const cli_command CLI_DISTANCE = {
    "distance",
    "SQUARE [--piece NAME | --once DIRS | --repeated DIRS] " HANDOUT_USAGE,
    "the fewest moves from SQUARE to each square, top rank first",
    "On an empty board; 0 on SQUARE, '-' where the piece never arrives.\n"
    "Columns are as wide as the widest entry.\n" HANDOUT_NOTE
    CLI_BLOCKERS_NOTE "A blocker shows # and the moves needed to take it\n"
    "(#3; # alone: never); a capture ends the journey, the blocker stays.\n",
    DISTANCE_OPTIONS, 1, 1, run_distance};

const cli_command CLI_COMPARE = {
    "compare",
    "[--piece NAME | --once DIRS | --repeated DIRS] --with SPEC "
    HANDOUT_USAGE,
    "per square, the piece's moves minus the --with piece's",
    "Signed (+3, -2, 0), columns as wide as the widest entry, then the\n"
    "line 'strength A vs B: A-B' (text only).\n" HANDOUT_NOTE
    CLI_BLOCKERS_NOTE "# marks a blocker.\n",
    COMPARE_OPTIONS, 0, 0, run_compare};
