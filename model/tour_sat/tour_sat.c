/* Tours by SAT: the encoding and the loop that cuts sub-cycles. */
#include "tour_sat.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "move_graph.h"
#include "sat_solver.h"
#include "tour_sat_edges.h"

enum {
    /* Up to this many moves in or out of a square, "at most one" is one
     * clause per pair; beyond it (riders), a sequential counter. */
    PAIRWISE_MOST = 8,
};

/* The moves of the problem as arcs: the piece's, and for an open tour the
 * hub's (hub -> start, and every other square -> hub). Arc a is SAT
 * variable a + 1. */
typedef struct {
    int vertices; /* squares, plus the hub for an open tour */
    int arcs;
    int *from;
    int *to;
    int *out_start; /* arcs leaving v: out_arc[out_start[v] .. v + 1) */
    int *out_arc;
    int *in_start;
    int *in_arc;
    int next_var; /* the next free variable, for counters */
    bool stuck;   /* some clause would be empty: no tour, as it stands */
} arc_set;

static void arc_set_free(arc_set *a)
{
    free(a->from);
    free(a->to);
    free(a->out_start);
    free(a->out_arc);
    free(a->in_start);
    free(a->in_arc);
}

static bool arc_set_build(const move_graph *g, int start, bool closed,
                          arc_set *a)
{
    int n = g->count;
    int most = move_graph_edges(g) + (closed ? 0 : n);

    a->vertices = n + (closed ? 0 : 1);
    a->arcs = 0;
    a->from = malloc((size_t)most * sizeof(int));
    a->to = malloc((size_t)most * sizeof(int));
    a->out_start = calloc((size_t)a->vertices + 2, sizeof(int));
    a->in_start = calloc((size_t)a->vertices + 2, sizeof(int));
    a->out_arc = malloc((size_t)most * sizeof(int));
    a->in_arc = malloc((size_t)most * sizeof(int));
    if (!a->from || !a->to || !a->out_start || !a->in_start || !a->out_arc ||
        !a->in_arc)
        return false;
    for (int u = 0; u < n; u++)
        for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++) {
            a->from[a->arcs] = u;
            a->to[a->arcs++] = g->succ[e];
        }
    if (!closed) {
        a->from[a->arcs] = n;
        a->to[a->arcs++] = start;
        for (int v = 0; v < n; v++)
            if (v != start) {
                a->from[a->arcs] = v;
                a->to[a->arcs++] = n;
            }
    }
    /* Counting sort by tail and by head: counts land two places on, the
     * sums one place on, and placing moves each start to its own place. */
    for (int i = 0; i < a->arcs; i++) {
        a->out_start[a->from[i] + 2]++;
        a->in_start[a->to[i] + 2]++;
    }
    for (int v = 0; v < a->vertices; v++) {
        a->out_start[v + 2] += a->out_start[v + 1];
        a->in_start[v + 2] += a->in_start[v + 1];
    }
    for (int i = 0; i < a->arcs; i++) {
        a->out_arc[a->out_start[a->from[i] + 1]++] = i;
        a->in_arc[a->in_start[a->to[i] + 1]++] = i;
    }
    a->next_var = a->arcs + 1;
    return true;
}

/* Exactly one of the arcs' variables is true. */
static void exactly_one(sat_solver *solver, arc_set *a, const int *arc,
                        int count)
{
    if (count == 0) {
        a->stuck = true;
        return;
    }
    for (int i = 0; i < count; i++)
        sat_solver_add(solver, arc[i] + 1);
    sat_solver_add(solver, 0);
    if (count <= PAIRWISE_MOST) {
        for (int i = 0; i < count; i++)
            for (int j = i + 1; j < count; j++) {
                sat_solver_add(solver, -(arc[i] + 1));
                sat_solver_add(solver, -(arc[j] + 1));
                sat_solver_add(solver, 0);
            }
        return;
    }
    /* Sinz's sequential counter: s_i means "some of arcs 0..i is true". */
    int first = a->next_var;
    a->next_var += count - 1;
    for (int i = 0; i < count - 1; i++) {
        int x = arc[i] + 1, s = first + i;
        sat_solver_add(solver, -x);
        sat_solver_add(solver, s);
        sat_solver_add(solver, 0);
        if (i > 0) {
            sat_solver_add(solver, -(s - 1));
            sat_solver_add(solver, s);
            sat_solver_add(solver, 0);
        }
        sat_solver_add(solver, -(arc[i + 1] + 1));
        sat_solver_add(solver, -s);
        sat_solver_add(solver, 0);
    }
}

static void encode(sat_solver *solver, arc_set *a)
{
    for (int v = 0; v < a->vertices; v++) {
        exactly_one(solver, a, a->out_arc + a->out_start[v],
                    a->out_start[v + 1] - a->out_start[v]);
        /* The arrays stay in *a and tour_sat_decide frees them; the
         * analyzer loses them across the calls into the solver. */
        // NOLINTNEXTLINE(clang-analyzer-unix.Malloc)
        exactly_one(solver, a, a->in_arc + a->in_start[v],
                    a->in_start[v + 1] - a->in_start[v]);
    }
    /* No move and its reverse both: a cycle of two squares is never the
     * whole tour (a board of two squares has no room for a third). */
    if (a->vertices > 2)
        for (int i = 0; i < a->arcs; i++)
            for (int k = a->out_start[a->to[i]];
                 k < a->out_start[a->to[i] + 1]; k++) {
                int j = a->out_arc[k];
                if (j > i && a->to[j] == a->from[i]) {
                    sat_solver_add(solver, -(i + 1));
                    sat_solver_add(solver, -(j + 1));
                    sat_solver_add(solver, 0);
                }
            }
}

/* Reads the solver's arcs into next[v]; adds, for every cycle, a clause
 * that some move leaves it. Returns the number of cycles. */
static int cut_cycles(sat_solver *solver, arc_set *a, int *next,
                      int *cycle_of)
{
    int cycles = 0;

    for (int v = 0; v < a->vertices; v++)
        next[v] = v; /* until the solver's arc out is read */
    for (int v = 0; v < a->vertices; v++)
        for (int k = a->out_start[v]; k < a->out_start[v + 1]; k++)
            if (sat_solver_true(solver, a->out_arc[k] + 1))
                next[v] = a->to[a->out_arc[k]];
    for (int v = 0; v < a->vertices; v++)
        cycle_of[v] = -1;
    for (int v = 0; v < a->vertices; v++) {
        if (cycle_of[v] >= 0)
            continue;
        for (int u = v; cycle_of[u] < 0; u = next[u])
            cycle_of[u] = cycles;
        cycles++;
    }
    if (cycles > 1)
        for (int c = 0; c < cycles; c++) {
            int leaving = 0;
            for (int i = 0; i < a->arcs; i++)
                if (cycle_of[a->from[i]] == c && cycle_of[a->to[i]] != c) {
                    sat_solver_add(solver, i + 1);
                    leaving++;
                }
            if (leaving == 0)
                a->stuck = true; /* an empty clause: never added */
            else
                sat_solver_add(solver, 0);
        }
    return cycles;
}

/* The directed encoding: any piece. */
static tour_outcome arcs_decide(const move_graph *graph, int start,
                                bool closed, const tour_search *search,
                                int *path, char *why, size_t size,
                                int *rounds_out, bool *no_memory)
{
    arc_set a = {0};
    sat_solver *solver = NULL;
    int *next = NULL, *cycle_of = NULL;
    tour_outcome outcome = TOUR_GAVE_UP;
    int rounds = 0;

    *no_memory = true; /* until the solver runs */
    if (!arc_set_build(graph, start, closed, &a))
        goto done;
    next = calloc((size_t)a.vertices, sizeof(int));
    cycle_of = calloc((size_t)a.vertices, sizeof(int));
    solver = sat_solver_new(search->keep_going, search->context);
    if (next == NULL || cycle_of == NULL || solver == NULL)
        goto done;
    *no_memory = false;
    encode(solver, &a);
    for (;;) {
        int result = a.stuck ? SAT_SOLVER_UNSATISFIABLE
                             : sat_solver_solve(solver);
        rounds++;
        if (result == SAT_SOLVER_UNSATISFIABLE) {
            outcome = TOUR_IMPOSSIBLE;
            break;
        }
        if (result == SAT_SOLVER_NO_MEMORY) {
            *no_memory = true;
            break;
        }
        if (result != SAT_SOLVER_SATISFIABLE) {
            snprintf(why, size, "the SAT solver was stopped in round %d",
                     rounds);
            break;
        }
        if (cut_cycles(solver, &a, next, cycle_of) == 1) {
            /* Closed: the cycle from the start; open: after the hub. */
            int at = closed ? start : next[graph->count];
            for (int d = 0; d < graph->count; d++, at = next[at])
                path[d] = at;
            outcome = TOUR_FOUND;
            break;
        }
    }
done:
    sat_solver_free(solver);
    free(next);
    free(cycle_of);
    arc_set_free(&a);
    *rounds_out = rounds;
    return outcome;
}

static bool few_reversible_moves(const move_graph *g)
{
    if (g->count < 3 || !move_graph_symmetric(g))
        return false;
    for (int v = 0; v < g->count; v++)
        if (g->succ_start[v + 1] - g->succ_start[v] > TOUR_SAT_EDGES_MOST)
            return false;
    return true;
}

tour_outcome tour_sat_decide(const move_graph *graph, int start, bool closed,
                             const tour_search *search, int *path,
                             char *why, size_t size, bool *no_memory)
{
    int rounds = 0;
    char from[SQUARE_NAME_MAX];
    tour_outcome outcome =
        few_reversible_moves(graph)
            ? tour_sat_edges_decide(graph, start, closed, search, path, why,
                                    size, &rounds, no_memory)
            : arcs_decide(graph, start, closed, search, path, why, size,
                          &rounds, no_memory);

    square_to_fide(graph->board, square_at(graph->board, start), from, NULL);
    if (outcome == TOUR_IMPOSSIBLE) {
        if (closed)
            snprintf(why, size, "a SAT solver showed that the moves hold no "
                                "cycle through every square (%d round%s of "
                                "cutting sub-cycles)",
                     rounds - 1, rounds == 2 ? "" : "s");
        else
            snprintf(why, size, "a SAT solver showed that the moves hold no "
                                "path from %s through every square (%d "
                                "round%s of cutting sub-cycles)",
                     from, rounds - 1, rounds == 2 ? "" : "s");
    }
    return outcome;
}
