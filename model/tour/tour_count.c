/* Counting tours: the walk of tour_find, run to the end of every path. */
#include "tour_count.h"

#include <string.h>

#include "move_graph.h"
#include "tour_count_undirected.h"
#include "tour_walk.h"

/* Counts from every start the counting asks for. */
static tour_outcome count_all(walk *w, const tour_counting *c,
                              tour_budget *budget, unsigned long long *tours)
{
    const move_graph *g = w->g;
    tour_outcome outcome = TOUR_FOUND;

    if (c->closed) {
        w->start = move_graph_fewest_moves(g);
        return walk_count(w, true, budget, tours);
    }
    for (int v = 0; v < g->count && outcome == TOUR_FOUND; v++) {
        if (c->from_start && v != square_index(g->board, c->start))
            continue;
        w->start = v;
        outcome = walk_count(w, false, budget, tours);
    }
    return outcome;
}

bx_status tour_count(const tour_counting *counting, tour_count_result *out,
                     bx_error *err)
{
    tour_search limits = {.node_limit = counting->node_limit,
                          .keep_going = counting->keep_going,
                          .context = counting->context};
    tour_budget budget = {&limits, 0, 0, false};
    move_graph graph;
    walk w;
    bx_status status;

    memset(out, 0, sizeof *out);
    if (!board_size_valid(counting->board) ||
        (counting->from_start &&
         !square_on_board(counting->board, counting->start)))
        return bx_fail(err, BX_INVALID, "invalid position");
    status = move_graph_build(counting->board, counting->piece, &graph, err);
    if (status != BX_OK)
        return status;
    memset(&w, 0, sizeof w);
    if (graph.count > 2 && move_graph_symmetric(&graph)) {
        tour_count_ask ask = {
            .closed = counting->closed,
            .only_start = counting->from_start && !counting->closed
                              ? square_index(counting->board, counting->start)
                              : -1,
            .threads = counting->threads,
            .search = &limits,
            .progress = counting->progress};
        tour_count_answer answer;
        tour_count_undirected(&graph, &ask, &answer);
        if (answer.out_of_memory)
            status = bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
        out->exact = answer.exact;
        out->tours = answer.tours;
        out->nodes = answer.nodes;
    } else if (!walk_alloc(&w, &graph)) {
        status = bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
    } else {
        out->exact = count_all(&w, counting, &budget, &out->tours) ==
                     TOUR_FOUND;
        out->nodes = budget.nodes;
    }
    walk_free(&w);
    move_graph_free(&graph);
    return status;
}
