/* Subcommands over tours (the second problem text): check one, find one. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tour.h"
#include "tour_find.h"
#include "cli.h"
#include "cli_file.h"
#include "cli_handout.h"
#include "pictures.h"

enum {
    DEFAULT_LIMIT_MS = 5000,
    MOST_LIMIT_MS = 24 * 60 * 60 * 1000, /* a day */
    /* A grid's text: up to 676 numbers of "676 " and 26 line ends. */
    GRID_TEXT_MAX = BOARD_MAX_SQUARES * 4 + BOARD_MAX_SIDE + 1,
};

static const cli_option OPT_CLOSED = {"--closed", NULL,
                                      "the tour must be closed"};
static const cli_option OPT_LIMIT_MS = {
    "--limit-ms", "N", "give up after N milliseconds (default 5000)"};

static const cli_option *const TOUR_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA, &CLI_OPT_ONCE,   &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &OPT_CLOSED,    &CLI_OPT_SIZE,   &CLI_OPT_FORMAT,
    &CLI_OPT_MONO,      NULL};
static const cli_option *const FINDTOUR_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA, &CLI_OPT_ONCE,   &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &OPT_CLOSED,    &CLI_OPT_SIZE,   &OPT_LIMIT_MS,
    &CLI_OPT_FORMAT,    &CLI_OPT_MONO,  NULL};

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
    bx_status status = tour_grid_parse(text, len, &grid, &err);
    free(text);
    if (status != BX_OK)
        return cli_fail_located(call, cli_file_label(path), &err);
    /* The grid gives the board; --size, when given, must agree with it. */
    if (cli_value(call, &CLI_OPT_SIZE) != NULL &&
        (board.width != grid.board.width || board.height != grid.board.height))
        return cli_fail(call, "%s: the grid is %dx%d, not %dx%d",
                        cli_file_label(path), grid.board.width,
                        grid.board.height, board.width, board.height);
    if (tour_check(&grid, &piece, &report, &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    if (style.format != HANDOUT_TEXT)
        print_grid_handout(call, &grid, &report, &style);
    else if (report.kind == TOUR_NONE)
        fprintf(call->out, "not a tour: %s\n", report.reason);
    else
        fprintf(call->out, "%s tour\n",
                report.kind == TOUR_CLOSED ? "closed" : "open");
    return tour_report_passes(&report, closed) ? CLI_EXIT_OK
                                                : CLI_EXIT_FALSE;
}

static double now_ms(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The search's clock lives here, not in the model. */
static bool before_deadline(void *context)
{
    return now_ms() < *(const double *)context;
}

static bool read_limit(cli_call *call, int *limit_ms)
{
    const char *text = cli_value(call, &OPT_LIMIT_MS);
    char *end;
    long value;

    *limit_ms = DEFAULT_LIMIT_MS;
    if (text == NULL)
        return true;
    value = strtol(text, &end, 10);
    if (end == text || *end != '\0' || value < 1 || value > MOST_LIMIT_MS) {
        cli_fail(call, "findtour: --limit-ms takes a whole number of "
                       "milliseconds, 1 to %d",
                 MOST_LIMIT_MS);
        return false;
    }
    *limit_ms = (int)value;
    return true;
}

static int run_findtour(cli_call *call)
{
    board_size board;
    piece_spec piece;
    square start;
    int limit_ms;
    tour_grid grid;
    tour_found found;
    bx_error err;
    char text[GRID_TEXT_MAX];
    char name[SQUARE_NAME_MAX];
    char where[64];
    bool closed = cli_flag(call, &OPT_CLOSED);
    handout_style style;
    tour_report report;

    if (!cli_handout_style(call, &style) || !cli_board(call, &board) ||
        !cli_piece(call, &piece) || !read_limit(call, &limit_ms) ||
        !cli_square(call, board, call->args[0], &start))
        return CLI_EXIT_ERROR;
    double deadline = now_ms() + limit_ms;
    tour_search search = {board,  &piece, start, closed, 0, before_deadline,
                          &deadline};
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
        cli_fail(call, "no tour found within %d ms %s: %s", limit_ms, where,
                 found.why);
        return CLI_EXIT_FALSE;
    }
    if (style.format != HANDOUT_TEXT) {
        tour_check(&grid, &piece, &report, NULL);
        print_grid_handout(call, &grid, &report, &style);
        return CLI_EXIT_OK;
    }
    tour_grid_format(&grid, text, sizeof text);
    fputs(text, call->out);
    return CLI_EXIT_OK;
}

const cli_command CLI_TOUR = {
    "tour", "FILE [--piece NAME | --once DIRS | --repeated DIRS] [--closed]",
    "check a tour: closed tour, open tour, or not a tour: REASON",
    "FILE holds a grid of W x H numbers, rows top to bottom ('-' reads\n"
    "standard input); the grid's shape gives the board. Numbers are separated\n"
    "by spaces and/or commas; brackets are ignored, so a Python list of lists\n"
    "reads as it is. The piece is a knight unless given. Exit status 0 when\n"
    "the grid is a tour (a closed one with --closed), 1 when it is not, 2\n"
    "when FILE cannot be read as a grid of integers. --format csv or\n"
    "markdown prints the grid's numbers instead of the verdict; svg the\n"
    "numbered grid with the path drawn and bad steps dashed.\n",
    TOUR_OPTIONS, 1, 1, run_tour};

const cli_command CLI_FINDTOUR = {
    "findtour",
    "SQUARE [--piece NAME | --once DIRS | --repeated DIRS] [--closed] "
    "[--size WxH] [--limit-ms N]",
    "find a tour from SQUARE and print it as 'tour' reads it",
    "Walks Warnsdorff's rule and backtracks when stuck. Exit status 0 with\n"
    "the grid on stdout; 1 with 'no tour exists' (proved: the search\n"
    "finished or the moves rule it out) or 'no tour found within N ms'\n"
    "(the limit came first) on stderr. --format csv, markdown or svg print\n"
    "the tour as 'tour --format' does.\n",
    FINDTOUR_OPTIONS, 1, 1, run_findtour};
