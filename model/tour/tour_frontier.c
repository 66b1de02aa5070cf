/* The frontier count of a board: its plan, the colours' say on where
 * the ends may be, and the run (tour_frontier_run.c), split in two when
 * its states grow many (tour_frontier_halves.c). */
#include "tour_frontier.h"

#include <stdlib.h>
#include <string.h>

#include "tour_frontier_halves.h"
#include "tour_frontier_plan.h"
#include "tour_frontier_run.h"
#include "tour_frontier_take.h"

/* Open tours on one or two squares, and closed ones on two: no frontier
 * needed (a closed tour of two squares goes there and back, once). */
static void count_tiny(const move_graph *g, bool closed, const int *fixed,
                       tour_frontier_result *out)
{
    bool joined = g->count == 2 && g->succ_start[1] > 0;
    int given = (fixed[0] >= 0) + (fixed[1] >= 0);

    out->exact = true;
    if (g->count == 1)
        out->tours = !closed && given < 2;
    else if (closed)
        out->tours = joined;
    else
        out->tours = joined ? (given > 0 ? 1 : 2) : 0;
}

int tour_frontier_width(const move_graph *g)
{
    frontier_plan plan;
    int width = frontier_plan_build(g, &plan) ? plan.slots : -1;
    frontier_plan_free(&plan);
    return width;
}

bool tour_frontier_width_fits(int width)
{
    return width >= 0 && frontier_key_fits(width);
}

/* The count, open tours with up to two ends given (fixed[k] >= 0). */
static bx_status count(const move_graph *g, bool closed, const int *fixed,
                       const tour_frontier_watch *watch,
                       tour_frontier_result *out, bx_error *err)
{
    frontier_plan plan;
    bx_status status = BX_OK;
    int given = (fixed[0] >= 0) + (fixed[1] >= 0);
    bool *may_end = NULL;

    memset(out, 0, sizeof *out);
    if (!move_graph_symmetric(g))
        return bx_fail(err, BX_INVALID,
                       "the frontier count needs moves that can all be "
                       "made backwards");
    if (given == 2 && fixed[0] == fixed[1]) {
        out->exact = true; /* a path of two squares or more */
        return BX_OK;
    }
    if (g->count <= 2) {
        count_tiny(g, closed, fixed, out);
        return BX_OK;
    }
    if (!closed && given < 2)
        may_end = malloc((size_t)g->count);
    if (!frontier_plan_build(g, &plan)) {
        status = bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
    } else if (!frontier_key_fits(plan.slots)) {
        status = bx_fail(err, BX_TOO_LARGE,
                         "the frontier of %d squares is too wide for the "
                         "count",
                         plan.slots);
    } else {
        frontier_rules rules = frontier_rules_of(&plan, closed, fixed);
        /* The colours of the moves narrow where an end not given may be:
         * with one end given, or one more square of a colour. */
        if (may_end != NULL &&
            move_graph_path_ends(g, given == 1 ? fixed[fixed[0] < 0] : -1,
                                 may_end))
            rules.may_end = may_end;
        size_t split = watch->split_states > 0 ? watch->split_states
                                               : FRONTIER_SPLIT_STATES;
        frontier_run_ask ask = {true, false,
                                frontier_can_split(g, &plan) ? split : 0};
        frontier_states first = {0};
        int cut = 0;
        status = frontier_take_steps(&plan, &rules, ask, watch, &first, &cut,
                                     out, err);
        if (status == BX_OK && out->exact && cut > 0)
            status = frontier_meet_rest(g, &plan, &rules, cut, &first, watch,
                                        out, err);
        frontier_states_free(&first);
        /* Each undirected path is found once: directed, twice, unless an
         * end is given (from it, or between the two given). */
        if (out->exact && !closed && given == 0)
            out->tours *= 2;
    }
    frontier_plan_free(&plan);
    free(may_end);
    return status;
}

bx_status tour_frontier_count(const move_graph *g, bool closed,
                              int only_start,
                              const tour_frontier_watch *watch,
                              tour_frontier_result *out, bx_error *err)
{
    int fixed[2] = {closed ? -1 : only_start, -1};
    return count(g, closed, fixed, watch, out, err);
}

bx_status tour_frontier_count_between(const move_graph *g, int start,
                                      int end,
                                      const tour_frontier_watch *watch,
                                      tour_frontier_result *out,
                                      bx_error *err)
{
    int fixed[2] = {start, end};
    return count(g, false, fixed, watch, out, err);
}
