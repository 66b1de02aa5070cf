/* Subcommands over tours (the second problem text): check one, find one. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdlib.h>
#include <string.h>

#include "tour.h"
#include "tour_complete.h"
#include "tour_find.h"
#include "tour_properties.h"
#include "tour_sat.h"
#include "cli.h"
#include "cli_file.h"
#include "cli_handout.h"
#include "cli_limit.h"
#include "pictures.h"

enum {
    DEFAULT_LIMIT_MS = 5000,
    /* A grid's text: up to 676 numbers of "676 " and 26 line ends. */
    GRID_TEXT_MAX = BOARD_MAX_SQUARES * 4 + BOARD_MAX_SIDE + 1,
};

static const cli_option OPT_CLOSED = {"--closed", NULL,
                                      "the tour must be closed"};
static const cli_option OPT_LIMIT_MS = {
    "--limit-ms", "N", "give up after N milliseconds (default 5000)"};

static const cli_option OPT_COMPLETE = {
    "--complete", NULL, "fill the blanks ('.' or 0) to a tour and print it"};
static const cli_option OPT_PROPERTIES = {
    "--properties", NULL,
    "also the row, column and diagonal sums, magic, symmetry"};
static const cli_option OPT_SEED = {
    "--seed", "N", "vary the random tie-breaks (default 0; same N, same tour)"};

static const cli_option *const TOUR_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA, &CLI_OPT_ONCE,   &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &OPT_CLOSED,    &CLI_OPT_SIZE,   &OPT_COMPLETE,
    &OPT_LIMIT_MS,      &OPT_PROPERTIES, &CLI_OPT_FORMAT, &CLI_OPT_MONO,
    NULL};
static const cli_option *const FINDTOUR_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA, &CLI_OPT_ONCE,   &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &OPT_CLOSED,    &CLI_OPT_SIZE,   &OPT_LIMIT_MS,
    &OPT_SEED,          &CLI_OPT_FORMAT, &CLI_OPT_MONO,  NULL};

/* A grid in a handout format other than text: its numbers as CSV or
 * Markdown, or the picture with the path drawn. */
static void print_grid_handout(cli_call *call, const tour_grid *grid,
                               const tour_report *report,
                               const handout_style *style)
{
    handout_grid cells;
    char name[64];
    if (style->format == HANDOUT_SVG) {
        cli_piece_label(call, name, sizeof name);
        picture_tour_svg(call->out, grid, report, name, style->mono);
        return;
    }
    picture_tour_cells(grid, &cells);
    handout_print(call->out, &cells, style);
}

static void print_sums(FILE *out, const char *what, const long *sums,
                       int count)
{
    fprintf(out, "%s:", what);
    for (int i = 0; i < count; i++)
        fprintf(out, " %ld", sums[i]);
    fputc('\n', out);
}

/* tour --properties: the lines after the verdict of a tour. */
static void print_properties(FILE *out, const tour_grid *grid,
                             const tour_report *report)
{
    tour_properties p;
    tour_properties_of(grid, report, &p);
    print_sums(out, "row sums", p.row_sum, p.board.height);
    print_sums(out, "column sums", p.column_sum, p.board.width);
    if (p.has_diagonals)
        print_sums(out, "diagonal sums", p.diagonal_sum, 2);
    switch (tour_properties_magic(&p)) {
    case TOUR_MAGIC:
        fprintf(out, "magic: every row, column and diagonal sums to %ld\n",
                p.row_sum[0]);
        break;
    case TOUR_SEMI_MAGIC:
        fprintf(out, "semi-magic: every row and column sums to %ld\n",
                p.row_sum[0]);
        break;
    case TOUR_SEMI_MAGIC_UNEQUAL:
        fprintf(out, "semi-magic: every row sums to %ld, every column to "
                     "%ld\n", p.row_sum[0], p.column_sum[0]);
        break;
    case TOUR_NOT_MAGIC:
        fputs("not magic\n", out);
        break;
    }
    static const char *const SYMMETRY[] = {
        [TOUR_NOT_SYMMETRIC] = "not symmetric under a half or a quarter turn",
        [TOUR_HALF_TURN] = "symmetric under a half turn",
        [TOUR_QUARTER_TURN] =
            "symmetric under a quarter turn (and so a half turn)",
    };
    fprintf(out, "%s\n", SYMMETRY[tour_properties_symmetry(&p)]);
}

/* --seed: a whole number, 0 to 4294967295. */
static bool read_seed(cli_call *call, unsigned *seed)
{
    const char *text = cli_value(call, &OPT_SEED);
    char *end;
    unsigned long long value;

    *seed = 0;
    if (text == NULL)
        return true;
    value = strtoull(text, &end, 10);
    if (end == text || *end != '\0' || text[0] == '-' ||
        value > 4294967295ull) {
        cli_fail(call, "findtour: --seed takes a whole number, 0 to "
                       "4294967295");
        return false;
    }
    *seed = (unsigned)value;
    return true;
}

/* A found or completed tour, in the format asked for. */
static void print_tour(cli_call *call, const tour_grid *grid,
                       const piece_spec *piece, const handout_style *style)
{
    char text[GRID_TEXT_MAX];
    tour_report report;

    if (style->format != HANDOUT_TEXT) {
        tour_check(grid, piece, &report, NULL);
        print_grid_handout(call, grid, &report, style);
        return;
    }
    tour_grid_format(grid, text, sizeof text);
    fputs(text, call->out);
}

/* tour --complete: the grid with its blanks filled, or why not. */
static int complete_tour(cli_call *call, const piece_spec *piece,
                         tour_grid *grid, bool closed,
                         const handout_style *style)
{
    cli_limit limit;
    tour_found found;
    bx_error err;

    if (!cli_limit_start(call, &OPT_LIMIT_MS, DEFAULT_LIMIT_MS, &limit))
        return CLI_EXIT_ERROR;
    tour_completion completion = {.piece = piece,
                                  .closed = closed,
                                  .keep_going = cli_limit_keep_going,
                                  .context = &limit,
                                  .decide = tour_sat_decide};
    if (tour_complete(&completion, grid, &found, &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    if (found.outcome == TOUR_IMPOSSIBLE) {
        fprintf(call->out, "no completion: %s\n", found.why);
        return CLI_EXIT_FALSE;
    }
    if (found.outcome == TOUR_GAVE_UP) {
        fprintf(call->out, "no completion: none found within %d ms (%s)\n",
                limit.limit_ms, found.why);
        return CLI_EXIT_FALSE;
    }
    print_tour(call, grid, piece, style);
    return CLI_EXIT_OK;
}

static int run_tour(cli_call *call)
{
    const char *path = call->args[0];
    piece_spec piece;
    char *text;
    size_t len;
    tour_grid grid;
    tour_report report;
    bx_error err;
    bool closed = cli_flag(call, &OPT_CLOSED);
    handout_style style;
    board_size board;

    if (!cli_handout_style(call, &style) || !cli_board(call, &board) ||
        !cli_piece(call, &piece) || !cli_read_text(call, path, &text, &len))
        return CLI_EXIT_ERROR;
    char label[BX_QUOTE_MAX];
    bx_status status = tour_grid_parse(text, len, &grid, &err);
    free(text);
    cli_file_label(path, label);
    if (status != BX_OK)
        return cli_fail_located(call, label, &err);
    /* The grid gives the board; --size, when given, must agree with it. */
    if (cli_value(call, &CLI_OPT_SIZE) != NULL &&
        (board.width != grid.board.width || board.height != grid.board.height))
        return cli_fail(call, "%s: the grid is %dx%d, not %dx%d",
                        label, grid.board.width,
                        grid.board.height, board.width, board.height);
    if (cli_flag(call, &OPT_COMPLETE))
        return complete_tour(call, &piece, &grid, closed, &style);
    if (cli_value(call, &OPT_LIMIT_MS) != NULL)
        return cli_fail(call, "tour: --limit-ms goes with --complete");
    bool properties = cli_flag(call, &OPT_PROPERTIES);
    if (properties && style.format != HANDOUT_TEXT)
        return cli_fail(call, "tour: --properties goes with the text format");
    if (tour_check(&grid, &piece, &report, &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    if (style.format != HANDOUT_TEXT)
        print_grid_handout(call, &grid, &report, &style);
    else if (report.kind == TOUR_NONE)
        fprintf(call->out, "not a tour: %s\n", report.reason);
    else {
        fprintf(call->out, "%s tour\n",
                report.kind == TOUR_CLOSED ? "closed" : "open");
        if (properties)
            print_properties(call->out, &grid, &report);
    }
    return tour_report_passes(&report, closed) ? CLI_EXIT_OK
                                                : CLI_EXIT_FALSE;
}

static int run_findtour(cli_call *call)
{
    board_size board;
    piece_spec piece;
    square start;
    cli_limit limit;
    unsigned seed;
    tour_grid grid;
    tour_found found;
    bx_error err;
    char name[SQUARE_NAME_MAX];
    char where[64];
    bool closed = cli_flag(call, &OPT_CLOSED);
    handout_style style;

    if (!cli_handout_style(call, &style) || !cli_board(call, &board) ||
        !cli_piece(call, &piece) ||
        !cli_limit_start(call, &OPT_LIMIT_MS, DEFAULT_LIMIT_MS, &limit) ||
        !read_seed(call, &seed) ||
        !cli_square(call, board, call->args[0], &start))
        return CLI_EXIT_ERROR;
    tour_search search = {.board = board,
                          .piece = &piece,
                          .start = start,
                          .closed = closed,
                          .keep_going = cli_limit_keep_going,
                          .context = &limit,
                          .decide = tour_sat_decide,
                          .seed = seed};
    if (tour_find(&search, &grid, &found, &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    square_to_fide(board, start, name, NULL);
    snprintf(where, sizeof where, "from %s on %dx%d%s", name, board.width,
             board.height, closed ? " (closed)" : "");
    if (found.outcome == TOUR_IMPOSSIBLE) {
        cli_fail(call, "no tour exists %s: %s", where, found.why);
        return CLI_EXIT_FALSE;
    }
    if (found.outcome == TOUR_GAVE_UP) {
        cli_fail(call, "no tour found within %d ms %s: %s", limit.limit_ms,
                 where, found.why);
        return CLI_EXIT_FALSE;
    }
    print_tour(call, &grid, &piece, &style);
    return CLI_EXIT_OK;
}

const cli_command CLI_TOUR = {
    "tour",
    "FILE [--piece NAME | --once DIRS | --repeated DIRS] [--closed] "
    "[--complete [--limit-ms N]]",
    "check a tour: closed tour, open tour, or not a tour: REASON",
    "FILE holds a grid of W x H numbers, rows top to bottom ('-' reads\n"
    "standard input); the grid's shape gives the board. Numbers are separated\n"
    "by spaces and/or commas; brackets are ignored, so a Python list of lists\n"
    "reads as it is; a lone '.' is a blank, read as 0. The piece is a knight\n"
    "unless given. Exit status 0 when the grid is a tour (a closed one with\n"
    "--closed), 1 when it is not, 2 when FILE cannot be read as a grid of\n"
    "integers. --format csv or markdown prints the grid's numbers instead of\n"
    "the verdict; svg the numbered grid with the path drawn and bad steps\n"
    "dashed. With --complete, the blanks ('.' or 0) are filled to a tour\n"
    "that keeps every number given, printed as 'tour' reads it (exit 0), or\n"
    "'no completion: REASON' is printed (exit 1): a proof, or the limit.\n"
    "With --properties, a tour's verdict is followed by its row, column and\n"
    "(on a square board) diagonal sums, whether it is magic or semi-magic,\n"
    "and whether its moves map onto themselves under a half or a quarter\n"
    "turn of the board.\n",
    TOUR_OPTIONS, 1, 1, run_tour};

const cli_command CLI_FINDTOUR = {
    "findtour",
    "SQUARE [--piece NAME | --once DIRS | --repeated DIRS] [--closed] "
    "[--size WxH] [--limit-ms N] [--seed N]",
    "find a tour from SQUARE and print it as 'tour' reads it",
    "Walks Warnsdorff's rule and backtracks when stuck, restarts with random\n"
    "tie-breaks (--seed varies them), and hands what it cannot decide to a\n"
    "SAT solver. Exit status 0 with the grid on stdout; 1 with 'no tour\n"
    "exists' (proved: the search or the solver finished, or the moves rule\n"
    "it out) or 'no tour found within N ms' (the limit came first) on\n"
    "stderr. --format csv, markdown or svg print the tour as 'tour --format'\n"
    "does.\n",
    FINDTOUR_OPTIONS, 1, 1, run_findtour};
