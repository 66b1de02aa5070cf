/* Local proofs that no tour exists, for moves that can all be made
 * backwards (an undirected graph): squares with one move, and cut squares
 * (squares whose removal splits the board's moves into parts). */
#include "move_graph_cut.h"

#include <stdio.h>
#include <stdlib.h>

static int degree(const move_graph *g, int v)
{
    return g->succ_start[v + 1] - g->succ_start[v];
}

static void name_of(const move_graph *g, int v, char *name)
{
    square_to_fide(g->board, square_at(g->board, v), name, NULL);
}

/* Squares with a single move: a closed tour enters and leaves every square
 * by two different moves, and an open one can leave only its two ends with
 * one. */
static bool single_moves_rule_out(const move_graph *g, int start, bool closed,
                                  char *why, size_t size)
{
    int ones[3], count = 0;
    char a[SQUARE_NAME_MAX], b[SQUARE_NAME_MAX], c[SQUARE_NAME_MAX];

    for (int v = 0; v < g->count && count < 3; v++)
        if (degree(g, v) == 1)
            ones[count++] = v;
    if (count == 0)
        return false;
    name_of(g, ones[0], a);
    if (closed) {
        snprintf(why, size, "%s has a single move, and a closed tour enters "
                            "and leaves every square by two", a);
        return true;
    }
    if (count == 3) {
        name_of(g, ones[1], b);
        name_of(g, ones[2], c);
        snprintf(why, size, "%s, %s and %s have a single move each, and "
                            "only the two ends of a path can", a, b, c);
        return true;
    }
    if (count == 2 && start != ones[0] && start != ones[1]) {
        name_of(g, ones[1], b);
        name_of(g, start, c);
        snprintf(why, size, "%s and %s have a single move each, so they are "
                            "the two ends of any path, and %s is neither",
                 a, b, c);
        return true;
    }
    return false;
}

/* For every square, into how many parts its removal splits the rest
 * (Tarjan's low points, walked without recursion from square 0; the graph
 * is connected by now). */
static void count_parts(const move_graph *g, int *parts, int *disc, int *low,
                        int *parent, int *edge)
{
    int time = 0;

    for (int v = 0; v < g->count; v++) {
        disc[v] = -1;
        parts[v] = 1;
    }
    parts[0] = 0;
    disc[0] = low[0] = time++;
    parent[0] = -1;
    edge[0] = g->succ_start[0];
    for (int v = 0; v >= 0;) {
        if (edge[v] < g->succ_start[v + 1]) {
            int u = g->succ[edge[v]++];
            if (disc[u] < 0) {
                disc[u] = low[u] = time++;
                parent[u] = v;
                edge[u] = g->succ_start[u];
                v = u;
            } else if (disc[u] < low[v]) {
                low[v] = disc[u];
            }
            continue;
        }
        int up = parent[v];
        if (up >= 0) {
            if (low[v] < low[up])
                low[up] = low[v];
            if (up == 0 || low[v] >= disc[up])
                parts[up]++;
        }
        v = up;
    }
}

/* Cut squares: a closed tour crosses from one part to another only through
 * the cut square, once each way, so it cannot have two parts; an open one
 * can join two parts through it, never three, and cannot start at it. */
static bool cuts_rule_out(const move_graph *g, int start, bool closed,
                          char *why, size_t size, int *scratch)
{
    int n = g->count;
    size_t size_n = (size_t)n;
    int *parts = scratch, *disc = scratch + size_n,
        *low = scratch + 2 * size_n, *parent = scratch + 3 * size_n,
        *edge = scratch + 4 * size_n;
    int worst = 0;
    char name[SQUARE_NAME_MAX];

    count_parts(g, parts, disc, low, parent, edge);
    for (int v = 1; v < n; v++)
        if (parts[v] > parts[worst])
            worst = v;
    if (parts[worst] < 2)
        return false;
    name_of(g, worst, name);
    if (closed) {
        snprintf(why, size, "removing %s splits the board's moves into %d "
                            "parts, and a closed tour would pass it twice",
                 name, parts[worst]);
        return true;
    }
    if (parts[worst] > 2) {
        snprintf(why, size, "removing %s splits the board's moves into %d "
                            "parts, and a path through it joins only two",
                 name, parts[worst]);
        return true;
    }
    if (parts[start] == 2) {
        name_of(g, start, name);
        snprintf(why, size, "removing %s splits the board's moves into 2 "
                            "parts, and a path from it covers only one",
                 name);
        return true;
    }
    return false;
}

bool move_graph_cut_rules_out(const move_graph *graph, int start,
                              bool closed, char *why, size_t size)
{
    int *scratch;
    bool ruled_out;

    if (graph->count < 3 || !move_graph_symmetric(graph))
        return false;
    if (single_moves_rule_out(graph, start, closed, why, size))
        return true;
    scratch = malloc(5 * (size_t)graph->count * sizeof *scratch);
    /* Without memory there is no proof, and the search still decides. */
    ruled_out = scratch != NULL &&
                cuts_rule_out(graph, start, closed, why, size, scratch);
    free(scratch);
    return ruled_out;
}
