/* The choice between the two counts, made in one place. */
#include "tour_count_method.h"

#include <string.h>

#include "move_graph.h"
#include "tour_frontier_ends.h"

static bx_status count_paths(const tour_counting *counting,
                             const tour_count_options *options,
                             tour_tally *out, bx_error *err)
{
    tour_counting threaded = *counting;
    tour_count_result result;
    bx_status status;

    threaded.threads = options->threads;
    status = tour_count(&threaded, &result, err);

    out->method = TOUR_METHOD_PATHS;
    out->exact = result.exact;
    out->tours = result.tours;
    out->nodes = result.nodes;
    return status;
}

enum { START_BY_START_SHARE = 4 };

static size_t most_states(const tour_count_options *options)
{
    return options->most_states > 0 ? options->most_states
                                    : TOUR_FRONTIER_MOST_STATES;
}

static bx_status count_frontier(const tour_counting *counting,
                                const tour_count_options *options,
                                const move_graph *graph, tour_tally *out,
                                bx_error *err)
{
    tour_frontier_watch watch = {options->most_states, options->threads,
                                 counting->keep_going, options->progress,
                                 counting->context, options->split_states};
    tour_frontier_result result;
    int only_start = counting->from_start && !counting->closed
                         ? square_index(counting->board, counting->start)
                         : -1;
    bool every_start = !counting->closed && only_start < 0;
    tour_frontier_watch first = watch;
    bx_status status;

    /* With both ends free, a count that needs a quarter of the states
     * allowed is given up for one start by start: on 7x7 the count with
     * free ends outgrows them only in its last rows. */
    if (every_start)
        first.most_states = most_states(options) / START_BY_START_SHARE;
    status = tour_frontier_count(graph, counting->closed, only_start, &first,
                                 &result, err);
    if (status == BX_TOO_LARGE && every_start)
        status = tour_frontier_count_by_starts(graph, &watch, &result, err);
    /* Too many states still: fewer with both ends given. */
    if (status == BX_TOO_LARGE && !counting->closed)
        status = tour_frontier_count_by_ends(graph, only_start,
                                             options->threads, &watch,
                                             &result, err);

    out->method = TOUR_METHOD_FRONTIER;
    out->exact = result.exact;
    out->tours = result.tours;
    out->reached = result.reached;
    return status;
}

static tour_method choose(const move_graph *graph)
{
    if (!move_graph_symmetric(graph))
        return TOUR_METHOD_PATHS;
    /* Planning the frontier's order costs milliseconds: once. */
    int width = tour_frontier_width(graph);
    if (!tour_frontier_width_fits(width))
        return TOUR_METHOD_PATHS;
    if (width > TOUR_METHOD_NARROW_WIDTH &&
        graph->count <= TOUR_METHOD_PATHS_MOST_SQUARES &&
        move_graph_edges(graph) <=
            TOUR_METHOD_PATHS_MOST_MOVES * graph->count)
        return TOUR_METHOD_PATHS;
    return TOUR_METHOD_FRONTIER;
}

bx_status tour_count_by_method(const tour_counting *counting,
                               const tour_count_options *options,
                               tour_tally *out, bx_error *err)
{
    move_graph graph;
    tour_method method = options->method;
    bx_status status;

    memset(out, 0, sizeof *out);
    if (method == TOUR_METHOD_PATHS)
        return count_paths(counting, options, out, err);
    if (!board_size_valid(counting->board) ||
        (counting->from_start &&
         !square_on_board(counting->board, counting->start)))
        return bx_fail(err, BX_INVALID, "invalid position");
    status = move_graph_build(counting->board, counting->piece, &graph, err);
    if (status == BX_OK && method == TOUR_METHOD_AUTO)
        method = choose(&graph);
    if (status == BX_OK)
        status = method == TOUR_METHOD_PATHS
                     ? count_paths(counting, options, out, err)
                     : count_frontier(counting, options, &graph, out, err);
    move_graph_free(&graph);
    return status;
}
