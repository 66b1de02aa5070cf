/* counttours: the exact number of tours on a small board. */
#include "cli.h"
#include "cli_limit.h"
#include "tour_count.h"

enum { COUNT_DEFAULT_LIMIT_MS = 60000 };

static const cli_option OPT_CLOSED = {"--closed", NULL,
                                      "count closed tours (undirected)"};
static const cli_option OPT_FROM = {"--from", "SQUARE",
                                    "count open tours from SQUARE only"};
static const cli_option OPT_LIMIT_MS = {
    "--limit-ms", "N", "give up after N milliseconds (default 60000)"};

static const cli_option *const COUNTTOURS_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA, &CLI_OPT_ONCE, &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &OPT_CLOSED,    &CLI_OPT_SIZE, &OPT_FROM,
    &OPT_LIMIT_MS,      NULL};

static int run_counttours(cli_call *call)
{
    tour_counting counting = {.closed = cli_flag(call, &OPT_CLOSED),
                              .keep_going = cli_limit_keep_going};
    const char *from = cli_value(call, &OPT_FROM);
    piece_spec piece;
    cli_limit limit;
    tour_count_result result;
    bx_error err;

    if (!cli_board(call, &counting.board) || !cli_piece(call, &piece) ||
        !cli_limit_start(call, &OPT_LIMIT_MS, COUNT_DEFAULT_LIMIT_MS,
                         &limit) ||
        (from != NULL &&
         !cli_square(call, counting.board, from, &counting.start)))
        return CLI_EXIT_ERROR;
    counting.piece = &piece;
    counting.from_start = from != NULL;
    counting.context = &limit;
    if (tour_count(&counting, &result, &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    if (!result.exact) {
        cli_fail(call, "counting stopped at the limit of %d ms: %llu tours "
                       "so far (%lld positions)",
                 limit.limit_ms, result.tours, result.nodes);
        return CLI_EXIT_FALSE;
    }
    fprintf(call->out, "%llu\n", result.tours);
    return CLI_EXIT_OK;
}

const cli_command CLI_COUNTTOURS = {
    "counttours",
    "[--piece NAME | --once DIRS | --repeated DIRS] [--closed] [--size WxH] "
    "[--from SQUARE] [--limit-ms N]",
    "count tours exactly: directed open tours, or undirected closed ones",
    "Prints the number of open tours (a tour and its reverse count as two;\n"
    "from every start square, or from SQUARE with --from), or with --closed\n"
    "of closed tours (a cycle counts once, whatever its start and\n"
    "direction; for a piece whose moves cannot all be made backwards, once\n"
    "in its one direction). The count tries every path, so it is for small\n"
    "boards: when --limit-ms N (default 60000) runs out first it prints\n"
    "'counting stopped' with the tours found so far and exits 1.\n",
    COUNTTOURS_OPTIONS, 0, 0, run_counttours};
