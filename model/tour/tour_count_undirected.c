/* Counting tours when every move can be made backwards: a depth-first walk
 * with the cut of undirected graphs, stronger than the directed walk's.
 *
 * A square not yet visited will sit in the tour between two squares (one,
 * if it is the end of an open tour) taken from its unvisited neighbours,
 * the head of the walk when it is one move away, and, for a closed tour,
 * the start. Call their number its room. A square with room below two
 * (closed) or zero (open) kills the branch, and so do two squares with room
 * one (open: both would have to be the end). Stepping from the head h onto
 * v lowers by one exactly the room of h's unvisited neighbours (they lose h
 * as the head; those next to v lose v and gain it as the new head), so only
 * they are checked. */
#include "tour_count_undirected.h"

#include <stdlib.h>

typedef struct {
    const move_graph *g;
    bool closed;
    int start;
    int first; /* closed: the only first step, -1 for any */
    bool *visited;
    int *avail;          /* unvisited neighbours per square */
    unsigned char *near; /* near[u * count + v]: one move apart */
    /* The walk's own stack, one entry per square placed, so the depth of
     * the walk (up to the whole board) is not the depth of the C stack. */
    int *path;   /* path[d]: the head after d steps */
    int *cursor; /* cursor[d]: the next move of path[d] to try */
    int *ends;   /* ends[d]: squares with room one at depth d (open) */
    tour_budget *budget;
    unsigned long long count;
    bool stopped;
} counter;

static int room(const counter *c, int u, int head)
{
    int n = c->g->count;
    int r = c->avail[u] + c->near[u * n + head];
    if (c->closed && head != c->start)
        r += c->near[u * n + c->start];
    return r;
}

static void enter(counter *c, int v)
{
    const move_graph *g = c->g;

    c->visited[v] = true;
    for (int f = g->succ_start[v]; f < g->succ_start[v + 1]; f++)
        c->avail[g->succ[f]]--;
}

static void leave(counter *c, int v)
{
    const move_graph *g = c->g;

    for (int f = g->succ_start[v]; f < g->succ_start[v + 1]; f++)
        c->avail[g->succ[f]]++;
    c->visited[v] = false;
}

/* Whether the walk can go on once the head has stepped onto v: every
 * unvisited neighbour of the head keeps its room; *ends counts those left
 * with room one. */
static bool still_alive(const counter *c, int head, int v, int *ends)
{
    const move_graph *g = c->g;

    if (c->closed && head == c->start)
        return true;
    for (int f = g->succ_start[head]; f < g->succ_start[head + 1]; f++) {
        int u = g->succ[f];
        if (c->visited[u])
            continue;
        int r = room(c, u, v);
        if (r < (c->closed ? 2 : 1))
            return false;
        if (!c->closed && r == 1)
            ++*ends;
    }
    return true;
}

/* The depth-first walk from c->start, each move of each head in turn;
 * counts every whole tour, and stops when the budget does. */
static void walk_tours(counter *c, int ends)
{
    const move_graph *g = c->g;
    int n = g->count;
    int d = 0;

    c->path[0] = c->start;
    c->cursor[0] = g->succ_start[c->start];
    c->ends[0] = ends;
    for (;;) {
        int head = c->path[d];
        if (c->cursor[d] == g->succ_start[head + 1]) {
            if (d == 0)
                return;
            leave(c, head);
            d--;
            continue;
        }
        int v = g->succ[c->cursor[d]++];
        if (c->visited[v] || (d == 0 && c->first >= 0 && v != c->first))
            continue;
        if (!tour_budget_spend(c->budget)) {
            c->stopped = true;
            return;
        }
        int now_ends = c->ends[d] - (!c->closed && room(c, v, head) == 1);
        enter(c, v);
        if (still_alive(c, head, v, &now_ends) && now_ends <= 1) {
            if (d + 2 < n) {
                d++;
                c->path[d] = v;
                c->cursor[d] = g->succ_start[v];
                c->ends[d] = now_ends;
                continue;
            }
            /* Every square placed. A closed tour counts once: when it
             * ends above its first step. */
            if (!c->closed || (c->near[v * n + c->start] && v > c->first))
                c->count++;
        }
        leave(c, v);
    }
}

/* Counts from start (closed: with first as the only first step). */
static bool count_from(counter *c, int start, int first)
{
    const move_graph *g = c->g;
    int n = g->count;
    int ends = 0;

    c->start = start;
    c->first = first;
    for (int u = 0; u < n; u++) {
        c->visited[u] = false;
        c->avail[u] = g->succ_start[u + 1] - g->succ_start[u];
    }
    c->visited[start] = true;
    for (int e = g->succ_start[start]; e < g->succ_start[start + 1]; e++)
        c->avail[g->succ[e]]--;
    for (int u = 0; u < n; u++) {
        if (u == start)
            continue;
        int r = room(c, u, start);
        if (r < (c->closed ? 2 : 1))
            return true; /* no tour from here: counted none */
        ends += !c->closed && r == 1;
    }
    if (ends <= 1)
        walk_tours(c, ends);
    return !c->stopped;
}

bool tour_count_undirected(const move_graph *g, bool closed, int only_start,
                           tour_budget *budget, unsigned long long *count,
                           bool *out_of_memory)
{
    int n = g->count;
    counter c = {.g = g, .closed = closed, .first = -1, .budget = budget};
    bool done = true;

    c.visited = malloc((size_t)n * sizeof *c.visited);
    c.avail = malloc((size_t)n * sizeof *c.avail);
    c.near = calloc((size_t)n * (size_t)n, 1);
    c.path = malloc((size_t)n * sizeof *c.path);
    c.cursor = malloc((size_t)n * sizeof *c.cursor);
    c.ends = malloc((size_t)n * sizeof *c.ends);
    *out_of_memory =
        !c.visited || !c.avail || !c.near || !c.path || !c.cursor || !c.ends;
    if (!*out_of_memory) {
        for (int u = 0; u < n; u++)
            for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
                c.near[u * n + g->succ[e]] = 1;
        if (closed) {
            /* Through the square with the fewest moves; each cycle leaves
             * it to the lower of its two neighbours on the cycle. */
            int start = 0;
            for (int v = 1; v < n; v++)
                if (g->succ_start[v + 1] - g->succ_start[v] <
                    g->succ_start[start + 1] - g->succ_start[start])
                    start = v;
            for (int e = g->succ_start[start];
                 e < g->succ_start[start + 1] && done; e++)
                done = count_from(&c, start, g->succ[e]);
        } else {
            for (int s = 0; s < n && done; s++)
                if (only_start < 0 || s == only_start)
                    done = count_from(&c, s, -1);
        }
    }
    *count += c.count;
    free(c.visited);
    free(c.avail);
    free(c.near);
    free(c.path);
    free(c.cursor);
    free(c.ends);
    return done;
}
