/* Tours by SAT over undirected moves, for pieces whose moves can all be
 * made backwards and that have few of them: one variable per pair of
 * squares a move joins, every square on exactly two chosen pairs. Half the
 * variables of the directed encoding, and no cycles of two squares. */
#include "tour_sat_edges.h"

#include <stdio.h>
#include <stdlib.h>

#include "sat_solver.h"

/* The pairs: edge i joins a[i] and b[i] and is variable i + 1. For an open
 * tour a hub (square index count) joins every square: the tour is the
 * cycle through the hub, cut open there, and hub-start is chosen. */
typedef struct {
    int vertices;
    int edges;
    int *a;
    int *b;
    int *at_start; /* edges of vertex v: at_edge[at_start[v] .. v + 1) */
    int *at_edge;
    int next_var;
} edge_set;

static void edge_set_free(edge_set *s)
{
    free(s->a);
    free(s->b);
    free(s->at_start);
    free(s->at_edge);
}

static bool edge_set_build(const move_graph *g, bool closed, edge_set *s)
{
    int n = g->count;
    int most = move_graph_edges(g) / 2 + n + 1;

    s->vertices = n + (closed ? 0 : 1);
    s->edges = 0;
    s->a = malloc((size_t)most * sizeof(int));
    s->b = malloc((size_t)most * sizeof(int));
    s->at_start = calloc((size_t)s->vertices + 2, sizeof(int));
    s->at_edge = malloc(2 * (size_t)most * sizeof(int));
    if (!s->a || !s->b || !s->at_start || !s->at_edge)
        return false;
    for (int u = 0; u < n; u++)
        for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
            if (g->succ[e] > u) {
                s->a[s->edges] = u;
                s->b[s->edges++] = g->succ[e];
            }
    if (!closed)
        for (int v = 0; v < n; v++) {
            s->a[s->edges] = v;
            s->b[s->edges++] = n;
        }
    /* Counting sort of the edge ends, as in tour_sat.c. */
    for (int i = 0; i < s->edges; i++) {
        s->at_start[s->a[i] + 2]++;
        s->at_start[s->b[i] + 2]++;
    }
    for (int v = 0; v < s->vertices; v++)
        s->at_start[v + 2] += s->at_start[v + 1];
    for (int i = 0; i < s->edges; i++) {
        s->at_edge[s->at_start[s->a[i] + 1]++] = i;
        s->at_edge[s->at_start[s->b[i] + 1]++] = i;
    }
    s->next_var = s->edges + 1;
    return true;
}

static void clause2(sat_solver *solver, int x, int y)
{
    sat_solver_add(solver, x);
    sat_solver_add(solver, y);
    sat_solver_add(solver, 0);
}

/* At most one of the variables: Sinz's sequential counter. */
static void at_most_one(sat_solver *solver, edge_set *s, const int *edge,
                        int count)
{
    int first = s->next_var;
    s->next_var += count;
    for (int i = 0; i < count; i++) {
        int x = edge[i] + 1, here = first + i;
        clause2(solver, -x, here);
        if (i > 0) {
            clause2(solver, -(here - 1), here);
            clause2(solver, -x, -(here - 1));
        }
    }
}

/* Exactly two of a square's edges: at least two (leave out any one and
 * one is left), at most two (no three). */
static void exactly_two(sat_solver *solver, const int *edge, int count)
{
    if (count < 2) {
        sat_solver_add(solver, 0); /* the empty clause: never two */
        return;
    }
    for (int skip = 0; skip < count; skip++) {
        for (int i = 0; i < count; i++)
            if (i != skip)
                sat_solver_add(solver, edge[i] + 1);
        sat_solver_add(solver, 0);
    }
    for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++)
            for (int k = j + 1; k < count; k++) {
                sat_solver_add(solver, -(edge[i] + 1));
                sat_solver_add(solver, -(edge[j] + 1));
                sat_solver_add(solver, -(edge[k] + 1));
                sat_solver_add(solver, 0);
            }
}

/* Returns false without memory. */
static bool encode(sat_solver *solver, edge_set *s, const move_graph *g,
                   int start, bool closed)
{
    int n = g->count;
    for (int v = 0; v < n; v++)
        exactly_two(solver, s->at_edge + s->at_start[v],
                    s->at_start[v + 1] - s->at_start[v]);
    if (closed)
        return true;
    /* The hub: its edge to the start, and exactly one other. */
    const int *hub = s->at_edge + s->at_start[n];
    int *others = malloc((size_t)n * sizeof *others);
    int count = 0;
    if (others == NULL)
        return false;
    for (int i = 0; i < n; i++) {
        if (s->a[hub[i]] == start) {
            sat_solver_add(solver, hub[i] + 1);
            sat_solver_add(solver, 0);
        } else {
            others[count++] = hub[i];
        }
    }
    for (int i = 0; i < count; i++)
        sat_solver_add(solver, others[i] + 1);
    sat_solver_add(solver, 0);
    at_most_one(solver, s, others, count);
    free(others);
    return true;
}

/* Of u's two chosen neighbours, the one that is not prev. */
static int other_end(const int *pair, int u, int prev)
{
    const int *two = pair + 2 * (size_t)u;
    return two[0] != prev ? two[0] : two[1];
}

/* The two chosen neighbours of every vertex; adds, for every cycle, a
 * clause that some edge leaves it. Returns the number of cycles, or -1
 * when a cycle has no edge out (no tour). */
static int cut_cycles(sat_solver *solver, const edge_set *s, int *pair,
                      int *cycle_of)
{
    int cycles = 0;

    for (int v = 0; v < s->vertices; v++) {
        int found = 0;
        pair[2 * (size_t)v] = pair[2 * (size_t)v + 1] = v;
        for (int k = s->at_start[v]; k < s->at_start[v + 1]; k++) {
            int e = s->at_edge[k];
            if (sat_solver_true(solver, e + 1) && found < 2)
                pair[2 * (size_t)v + found++] =
                    s->a[e] == v ? s->b[e] : s->a[e];
        }
        cycle_of[v] = -1;
    }
    for (int v = 0; v < s->vertices; v++) {
        if (cycle_of[v] >= 0)
            continue;
        for (int prev = -1, u = v; cycle_of[u] < 0;) {
            int next = other_end(pair, u, prev);
            cycle_of[u] = cycles;
            prev = u;
            u = next;
        }
        cycles++;
    }
    for (int c = 0; c < cycles && cycles > 1; c++) {
        int leaving = 0;
        for (int i = 0; i < s->edges; i++)
            if ((cycle_of[s->a[i]] == c) != (cycle_of[s->b[i]] == c)) {
                sat_solver_add(solver, i + 1);
                leaving++;
            }
        if (leaving == 0)
            return -1;
        sat_solver_add(solver, 0);
    }
    return cycles;
}

/* The tour from start along the cycle (for an open one, away from the
 * hub). */
static void read_tour(const edge_set *s, const int *pair, int start,
                      bool closed, int count, int *path)
{
    int hub = closed ? -1 : count;
    int prev = closed ? pair[2 * (size_t)start + 1] : hub;
    for (int d = 0, u = start; d < count; d++) {
        int next = other_end(pair, u, prev);
        path[d] = u;
        prev = u;
        u = next;
    }
    (void)s;
}

tour_outcome tour_sat_edges_decide(const move_graph *graph, int start,
                                   bool closed, const tour_search *search,
                                   int *path, char *why, size_t size,
                                   int *rounds, bool *no_memory)
{
    edge_set s = {0};
    sat_solver *solver = NULL;
    int *pair = NULL, *cycle_of = NULL;
    tour_outcome outcome = TOUR_GAVE_UP;

    *rounds = 0;
    *no_memory = true; /* until the solver runs */
    if (!edge_set_build(graph, closed, &s))
        goto done;
    pair = calloc(2 * (size_t)s.vertices, sizeof(int));
    cycle_of = calloc((size_t)s.vertices, sizeof(int));
    solver = sat_solver_new(search->keep_going, search->context);
    if (pair == NULL || cycle_of == NULL || solver == NULL ||
        !encode(solver, &s, graph, start, closed))
        goto done;
    *no_memory = false;
    for (;;) {
        int result = sat_solver_solve(solver);
        int cycles = 0;
        ++*rounds;
        if (result == SAT_SOLVER_SATISFIABLE) {
            cycles = cut_cycles(solver, &s, pair, cycle_of);
            if (cycles < 0)
                result = SAT_SOLVER_UNSATISFIABLE;
        }
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
                     *rounds);
            break;
        }
        if (cycles == 1) {
            read_tour(&s, pair, start, closed, graph->count, path);
            outcome = TOUR_FOUND;
            break;
        }
    }
done:
    sat_solver_free(solver);
    free(pair);
    free(cycle_of);
    edge_set_free(&s);
    return outcome;
}
