/* counttours: the exact number of tours. */
#define _POSIX_C_SOURCE 200809L /* fileno */
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_limit.h"
#include "tour_count_method.h"

enum {
    COUNT_DEFAULT_LIMIT_MS = 60000,
    PROGRESS_AFTER_MS = 1000, /* quiet for shorter runs */
    PROGRESS_EVERY_MS = 250,
};

static const cli_option OPT_CLOSED = {"--closed", NULL,
                                      "count closed tours (undirected)"};
static const cli_option OPT_FROM = {"--from", "SQUARE",
                                    "count open tours from SQUARE only"};
static const cli_option OPT_LIMIT_MS = {
    "--limit-ms", "N", "give up after N milliseconds (default 60000)"};
static const cli_option OPT_METHOD = {
    "--method", "METHOD",
    "count by trying every path or by the frontier (default: chosen)"};

static const cli_option *const COUNTTOURS_OPTIONS[] = {
    &CLI_OPT_PIECE, &CLI_OPT_BETZA, &CLI_OPT_ONCE,  &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &OPT_CLOSED, &CLI_OPT_SIZE, &OPT_FROM,
    &OPT_LIMIT_MS,  &OPT_METHOD,    &CLI_OPT_JOBS, NULL};

/* The context of the model's callbacks: the limit, and the progress line
 * on a terminal. */
typedef struct {
    cli_limit limit;
    FILE *err;
    bool show_progress;
    bool shown;
    double shown_at_ms;
} count_watch;

static bool keep_counting(void *context)
{
    return cli_limit_keep_going(&((count_watch *)context)->limit);
}

/* Whether a progress line is due (on a terminal, past the first second,
 * not too often); when it is, the caller writes it now. */
static bool progress_due(count_watch *watch)
{
    double now = cli_limit_elapsed_ms(&watch->limit);

    if (!watch->show_progress || now < PROGRESS_AFTER_MS ||
        (watch->shown && now - watch->shown_at_ms < PROGRESS_EVERY_MS))
        return false;
    watch->shown = true;
    watch->shown_at_ms = now;
    return true;
}

static void show_progress(const tour_frontier_progress *at, void *context)
{
    count_watch *watch = context;

    if (!progress_due(watch))
        return;
    /* Counting start by start, or pair by pair: how many are done. */
    char parts[64] = "";
    if (at->starts > 0)
        snprintf(parts, sizeof parts, "%d of %d starts, ", at->starts_done,
                 at->starts);
    else if (at->pairs > 0)
        snprintf(parts, sizeof parts, "%d of %d pairs of ends, ",
                 at->pairs_done, at->pairs);
    fprintf(watch->err, "\rcounting: %s%s %d of %d, %lld states\033[K",
            parts, at->by_columns ? "column" : "row", at->line, at->lines,
            at->states);
    fflush(watch->err);
}

/* The same line for a count trying every path: its parts done. */
static void show_paths_progress(const tour_count_progress *at, void *context)
{
    count_watch *watch = context;

    if (!progress_due(watch))
        return;
    fprintf(watch->err, "\rcounting: %d of %d parts, %lld positions\033[K",
            at->parts_done, at->parts, at->nodes);
    fflush(watch->err);
}

static int report_stop(cli_call *call, const count_watch *watch,
                       const tour_tally *tally)
{
    char tours[TOUR_BIG_DIGITS];

    if (tally->method == TOUR_METHOD_FRONTIER && tally->reached.starts > 0) {
        /* Each start counted is exact, the sum of some is not. */
        cli_fail(call, "counting stopped at the limit of %d ms after %d of "
                       "%d starts",
                 watch->limit.limit_ms, tally->reached.starts_done,
                 tally->reached.starts);
    } else if (tally->method == TOUR_METHOD_FRONTIER &&
               tally->reached.pairs > 0) {
        /* Each pair of ends counted is exact, the sum of some is not. */
        cli_fail(call, "counting stopped at the limit of %d ms after %d of "
                       "%d pairs of ends",
                 watch->limit.limit_ms, tally->reached.pairs_done,
                 tally->reached.pairs);
    } else if (tally->method == TOUR_METHOD_FRONTIER) {
        /* States part way are no count of tours: say where it stopped. */
        cli_fail(call, "counting stopped at the limit of %d ms at %s %d of "
                       "%d (%lld states)",
                 watch->limit.limit_ms,
                 tally->reached.by_columns ? "column" : "row",
                 tally->reached.line, tally->reached.lines,
                 tally->reached.states);
    } else {
        cli_fail(call, "counting stopped at the limit of %d ms: %s tours "
                       "so far (%lld positions)",
                 watch->limit.limit_ms, tour_big_decimal(tally->tours, tours),
                 tally->nodes);
    }
    return CLI_EXIT_FALSE;
}

static int run_counttours(cli_call *call)
{
    tour_counting counting = {.closed = cli_flag(call, &OPT_CLOSED),
                              .keep_going = keep_counting,
                              .progress = show_paths_progress};
    tour_count_options options = {.progress = show_progress};
    const char *from = cli_value(call, &OPT_FROM);
    const char *method = cli_value_choice(call, &OPT_METHOD, "");
    piece_spec piece;
    count_watch watch = {.err = call->err,
                         .show_progress = isatty(fileno(call->err))};
    tour_tally tally;
    char tours[TOUR_BIG_DIGITS];
    bx_error err;
    bx_status status;

    if (method == NULL || !cli_board(call, &counting.board) ||
        !cli_piece(call, &piece) ||
        !cli_limit_start(call, &OPT_LIMIT_MS, COUNT_DEFAULT_LIMIT_MS,
                         &watch.limit) ||
        !cli_threads(call, &options.threads) ||
        (from != NULL &&
         !cli_square(call, counting.board, from, &counting.start)))
        return CLI_EXIT_ERROR;
    options.method = strcmp(method, "paths") == 0      ? TOUR_METHOD_PATHS
                     : strcmp(method, "frontier") == 0 ? TOUR_METHOD_FRONTIER
                                                       : TOUR_METHOD_AUTO;
    counting.piece = &piece;
    counting.from_start = from != NULL;
    counting.context = &watch;
    status = tour_count_by_method(&counting, &options, &tally, &err);
    if (watch.shown)
        fputs("\r\033[K", call->err);
    if (status != BX_OK)
        return cli_fail(call, "%s", err.message);
    if (!tally.exact)
        return report_stop(call, &watch, &tally);
    fprintf(call->out, "%s\n", tour_big_decimal(tally.tours, tours));
    return CLI_EXIT_OK;
}

const cli_command CLI_COUNTTOURS = {
    "counttours",
    "[--piece NAME | --once DIRS | --repeated DIRS] [--closed] [--size WxH] "
    "[--from SQUARE] [--limit-ms N] [--method METHOD] [-j N]",
    "count tours exactly: directed open tours, or undirected closed ones",
    "Prints the number of open tours (a tour and its reverse count as two;\n"
    "from every start square, or from SQUARE with --from), or with --closed\n"
    "of closed tours (a cycle counts once, whatever its start and\n"
    "direction; for a piece whose moves cannot all be made backwards, once\n"
    "in its one direction). Exact, however large.\n"
    "\n"
    "Two methods: 'paths' tries every path; 'frontier' takes the squares\n"
    "row by row and keeps, for each way the rows done can end, how many\n"
    "ways lead there. Paths are chosen for pieces whose moves cannot all\n"
    "be made backwards, and for pieces of 7 moves a square or fewer (on\n"
    "average) on boards of 36 squares or fewer whose frontier is wider\n"
    "than 10 squares (the knight on 6x6); the frontier otherwise. Open\n"
    "tours with too many states are counted again start by start, then\n"
    "pair by pair of ends. Past half of the board, the frontier counts\n"
    "the last rows backwards and meets the two halves.\n"
    "--method forces one. -j N shares the work out to N threads (1 to\n"
    "64; the same count).\n"
    "When --limit-ms N (default 60000) runs out first it exits 1 with\n"
    "'counting stopped': for paths, the tours found so far; for the\n"
    "frontier, the row it reached and the states it held (part of the\n"
    "rows is no count of tours), or the starts or pairs of ends counted.\n"
    "On a terminal, runs over a second show the row and the states on\n"
    "stderr.\n",
    COUNTTOURS_OPTIONS, 0, 0, run_counttours};
