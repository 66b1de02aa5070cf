/* A square joins the frontier when it is taken and leaves it after the
 * step of its last neighbour: the frontier is the squares taken that
 * still have moves to squares not taken. */
#include "tour_frontier_plan.h"

#include <stdlib.h>
#include <string.h>

void frontier_plan_free(frontier_plan *plan)
{
    free(plan->square);
    free(plan->slot);
    free(plan->earlier_start);
    free(plan->earlier);
    free(plan->earlier_leaves);
    free(plan->leaving_start);
    free(plan->leaving);
    free(plan->room);
    memset(plan, 0, sizeof *plan);
}

/* The square taken at step, row by row or column by column. */
static int square_at_step(const move_graph *g, bool by_columns, int step)
{
    int width = g->board.width, height = g->board.height;
    if (!by_columns)
        return step;
    return (step % height) * width + step / height;
}

/* leave[step] counts the squares leaving after step; returns the most on
 * the frontier at once. step_of maps squares to steps. */
static int frontier_width(const move_graph *g, bool by_columns, int *step_of,
                          int *leave)
{
    int n = g->count, on = 0, most = 0;

    for (int step = 0; step < n; step++) {
        step_of[square_at_step(g, by_columns, step)] = step;
        leave[step] = 0;
    }
    for (int v = 0; v < n; v++) {
        int last = step_of[v];
        for (int e = g->succ_start[v]; e < g->succ_start[v + 1]; e++)
            if (step_of[g->succ[e]] > last)
                last = step_of[g->succ[e]];
        leave[last]++;
    }
    for (int step = 0; step < n; step++) {
        on++;
        if (on > most)
            most = on;
        on -= leave[step];
    }
    return most;
}

/* Fills the plan for one order; step_of holds it. */
static void place(const move_graph *g, frontier_plan *p, const int *step_of,
                  int *last, bool *taken)
{
    int n = g->count, earlier = 0, leaving = 0;

    for (int v = 0; v < n; v++) {
        last[v] = step_of[v];
        for (int e = g->succ_start[v]; e < g->succ_start[v + 1]; e++)
            if (step_of[g->succ[e]] > last[v])
                last[v] = step_of[g->succ[e]];
    }
    memset(taken, 0, (size_t)n * sizeof *taken);
    for (int step = 0; step < n; step++) {
        int v = square_at_step(g, p->by_columns, step), s = 0;
        p->square[step] = v;
        while (taken[s])
            s++;
        taken[s] = true;
        p->slot[step] = s;
        p->earlier_start[step] = earlier;
        for (int e = g->succ_start[v]; e < g->succ_start[v + 1]; e++)
            if (step_of[g->succ[e]] < step) {
                p->earlier_leaves[earlier] = last[g->succ[e]] == step;
                p->earlier[earlier++] = p->slot[step_of[g->succ[e]]];
            }
        p->leaving_start[step] = leaving;
        /* Slots are freed after the step, so none is reused within it. */
        for (int u = 0; u < n; u++)
            if (step_of[u] <= step && last[u] == step)
                p->leaving[leaving++] = p->slot[step_of[u]];
        for (int k = p->leaving_start[step]; k < leaving; k++)
            taken[p->leaving[k]] = false;
    }
    p->earlier_start[n] = earlier;
    p->leaving_start[n] = leaving;
    /* A square on the frontier: moves to later squares, two at most. */
    for (int step = 0; step < n; step++) {
        for (int u = 0; u < n; u++) {
            int s = p->slot[step_of[u]], later = 0;
            if (step_of[u] > step || last[u] <= step)
                continue;
            for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
                later += step_of[g->succ[e]] > step;
            p->room[step * p->slots + s] =
                (unsigned char)(later < 2 ? later : 2);
        }
    }
}

bool frontier_plan_build(const move_graph *g, frontier_plan *out)
{
    int n = g->count;
    int *step_of = malloc((size_t)n * sizeof *step_of);
    int *scratch = malloc((size_t)n * sizeof *scratch);
    bool *taken = malloc((size_t)n * sizeof *taken);
    bool ok = false;

    memset(out, 0, sizeof *out);
    out->steps = n;
    out->square = malloc((size_t)n * sizeof *out->square);
    out->slot = malloc((size_t)n * sizeof *out->slot);
    out->earlier_start = malloc(((size_t)n + 1) * sizeof(int));
    out->earlier = malloc(((size_t)move_graph_edges(g) + 1) * sizeof(int));
    out->earlier_leaves =
        malloc(((size_t)move_graph_edges(g) + 1) * sizeof(bool));
    out->leaving_start = malloc(((size_t)n + 1) * sizeof(int));
    out->leaving = malloc((size_t)n * sizeof *out->leaving);
    if (step_of != NULL && scratch != NULL && taken != NULL &&
        out->square != NULL && out->slot != NULL &&
        out->earlier_start != NULL && out->earlier != NULL &&
        out->earlier_leaves != NULL &&
        out->leaving_start != NULL && out->leaving != NULL) {
        int by_rows = frontier_width(g, false, step_of, scratch);
        int by_columns = frontier_width(g, true, step_of, scratch);
        out->by_columns = by_columns < by_rows;
        out->slots = out->by_columns ? by_columns : by_rows;
        out->line_length =
            out->by_columns ? g->board.height : g->board.width;
        frontier_width(g, out->by_columns, step_of, scratch);
        out->room = calloc((size_t)n * (size_t)out->slots + 1, 1);
        if (out->room != NULL) {
            place(g, out, step_of, scratch, taken);
            ok = true;
        }
    }
    free(step_of);
    free(scratch);
    free(taken);
    return ok;
}
