/* A square joins the frontier when it is taken and leaves it after the
 * step of its last neighbour: the frontier is the squares taken that
 * still have moves to squares not taken. Both plans, the whole board's
 * and the rest of a count split in two, are laid out by one function from
 * the order of their squares. */
#include "tour_frontier_plan.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

enum { NOT_TAKEN = -1 };

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
    free(plan->port);
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

/* Where a plan's squares are taken, while it is laid out. */
typedef struct {
    const move_graph *g;
    const bool *port; /* port[square], or NULL */
    int *step_of;     /* step_of[square], NOT_TAKEN when not in the plan */
    int *last;        /* the step after which the square leaves */
} layout;

static bool is_port(const layout *l, int v)
{
    return l->port != NULL && l->port[v];
}

/* Whether the move between v and u is the plan's to give: both squares
 * in it, and not both ports (the first half gave or refused it). */
static bool counted(const layout *l, int v, int u)
{
    return l->step_of[v] != NOT_TAKEN && l->step_of[u] != NOT_TAKEN &&
           !(is_port(l, v) && is_port(l, u));
}

/* Sets step_of and last for the squares of order; returns the most on
 * the frontier at once. */
static int lay_out(layout *l, const int *order, int steps)
{
    const move_graph *g = l->g;
    int n = g->count, on = 0, most = 0;

    for (int v = 0; v < n; v++)
        l->step_of[v] = NOT_TAKEN;
    for (int step = 0; step < steps; step++)
        l->step_of[order[step]] = step;
    for (int step = 0; step < steps; step++) {
        int v = order[step];
        l->last[v] = is_port(l, v) ? INT_MAX : step;
        for (int e = g->succ_start[v]; e < g->succ_start[v + 1]; e++)
            if (!is_port(l, v) && counted(l, v, g->succ[e]) &&
                l->step_of[g->succ[e]] > l->last[v])
                l->last[v] = l->step_of[g->succ[e]];
    }
    for (int step = 0; step < steps; step++) {
        on++;
        if (on > most)
            most = on;
        for (int k = 0; k <= step; k++)
            on -= l->last[order[k]] == step;
    }
    return most;
}

/* Fills the plan's arrays (allocated for l's order) from the layout. */
static void place(const layout *l, frontier_plan *p, const int *order,
                  bool *taken)
{
    const move_graph *g = l->g;
    int steps = p->steps, earlier = 0, leaving = 0;

    memset(taken, 0, (size_t)p->slots * sizeof *taken);
    for (int step = 0; step < steps; step++) {
        int v = order[step], s = 0;
        p->square[step] = v;
        p->port[step] = is_port(l, v);
        while (taken[s])
            s++;
        taken[s] = true;
        p->slot[step] = s;
        p->earlier_start[step] = earlier;
        for (int e = g->succ_start[v]; e < g->succ_start[v + 1]; e++) {
            int u = g->succ[e];
            if (counted(l, v, u) && l->step_of[u] < step) {
                p->earlier_leaves[earlier] = l->last[u] == step;
                p->earlier[earlier++] = p->slot[l->step_of[u]];
            }
        }
        p->leaving_start[step] = leaving;
        /* Slots are freed after the step, so none is reused within it. */
        for (int k = 0; k <= step; k++)
            if (l->last[order[k]] == step)
                p->leaving[leaving++] = p->slot[k];
        for (int k = p->leaving_start[step]; k < leaving; k++)
            taken[p->leaving[k]] = false;
    }
    p->earlier_start[steps] = earlier;
    p->leaving_start[steps] = leaving;
    /* A square on the frontier: moves to later squares, two at most; a
     * port is never held to what it needs. */
    for (int step = 0; step < steps; step++) {
        for (int k = 0; k <= step; k++) {
            int u = order[k], later = 0;
            if (l->last[u] <= step)
                continue;
            for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
                later += counted(l, u, g->succ[e]) &&
                         l->step_of[g->succ[e]] > step;
            if (is_port(l, u) || later > 2)
                later = 2;
            p->room[(size_t)step * (size_t)p->slots + (size_t)p->slot[k]] =
                (unsigned char)later;
        }
    }
}

/* Lays the plan out for order (steps squares). */
static bool build(const move_graph *g, const int *order, int steps,
                  const bool *port, frontier_plan *out)
{
    int n = g->count;
    size_t edges = (size_t)move_graph_edges(g) + 1;
    layout l = {g, port, malloc((size_t)n * sizeof(int)),
                malloc((size_t)n * sizeof(int))};
    bool *taken = NULL;
    bool ok = false;

    out->steps = steps;
    out->square = malloc((size_t)steps * sizeof *out->square + 1);
    out->slot = malloc((size_t)steps * sizeof *out->slot + 1);
    out->port = malloc((size_t)steps * sizeof *out->port + 1);
    out->earlier_start = malloc(((size_t)steps + 1) * sizeof(int));
    out->earlier = malloc(edges * sizeof(int));
    out->earlier_leaves = malloc(edges * sizeof(bool));
    out->leaving_start = malloc(((size_t)steps + 1) * sizeof(int));
    out->leaving = malloc((size_t)steps * sizeof *out->leaving + 1);
    if (l.step_of != NULL && l.last != NULL && out->square != NULL &&
        out->slot != NULL && out->port != NULL &&
        out->earlier_start != NULL && out->earlier != NULL &&
        out->earlier_leaves != NULL && out->leaving_start != NULL &&
        out->leaving != NULL) {
        out->slots = lay_out(&l, order, steps);
        out->room = calloc((size_t)steps * (size_t)out->slots + 1, 1);
        taken = malloc((size_t)out->slots + 1);
        if (out->room != NULL && taken != NULL) {
            place(&l, out, order, taken);
            ok = true;
        }
    }
    free(l.step_of);
    free(l.last);
    free(taken);
    return ok;
}

/* The most squares on the frontier when the board is taken by rows or
 * by columns. */
static int width_of(layout *l, bool by_columns, int *order)
{
    for (int step = 0; step < l->g->count; step++)
        order[step] = square_at_step(l->g, by_columns, step);
    return lay_out(l, order, l->g->count);
}

bool frontier_plan_build(const move_graph *g, frontier_plan *out)
{
    int n = g->count;
    int *order = malloc((size_t)n * sizeof *order);
    int *scratch = malloc(2 * (size_t)n * sizeof *scratch);
    bool ok = false;

    memset(out, 0, sizeof *out);
    out->squares = n;
    if (order != NULL && scratch != NULL) {
        layout l = {g, NULL, scratch, scratch + n};
        int by_rows = width_of(&l, false, order);
        int by_columns = width_of(&l, true, order);
        out->by_columns = by_columns < by_rows;
        out->line_length =
            out->by_columns ? g->board.height : g->board.width;
        for (int step = 0; step < n; step++)
            order[step] = square_at_step(g, out->by_columns, step);
        ok = build(g, order, n, NULL, out);
    }
    free(order);
    free(scratch);
    return ok;
}

bool frontier_plan_build_rest(const move_graph *g, const frontier_plan *whole,
                              int cut, frontier_plan *out)
{
    int n = g->count, steps = 0;
    int *order = malloc((size_t)n * sizeof *order);
    bool *port = calloc((size_t)n, sizeof *port);
    bool *rest = calloc((size_t)n, sizeof *rest);
    bool ok = false;

    memset(out, 0, sizeof *out);
    out->by_columns = whole->by_columns;
    out->line_length = whole->line_length;
    out->squares = n;
    out->taken_before = cut;
    if (order != NULL && port != NULL && rest != NULL) {
        for (int step = cut; step < whole->steps; step++)
            rest[whole->square[step]] = true;
        /* Backwards from the last square, each port just before its
         * first neighbour in the rest. */
        for (int step = whole->steps - 1; step >= cut; step--) {
            int v = whole->square[step];
            for (int e = g->succ_start[v]; e < g->succ_start[v + 1]; e++) {
                int u = g->succ[e];
                if (!rest[u] && !port[u]) {
                    port[u] = true;
                    order[steps++] = u;
                }
            }
            order[steps++] = v;
        }
        ok = build(g, order, steps, port, out);
    }
    free(order);
    free(port);
    free(rest);
    return ok;
}
