/* One walk of the tour search: Warnsdorff's rule with backtracking.
 *
 * The walk keeps, for every square, how many ways out (out: successors not
 * yet visited, and for a closed tour the start, which is the way home) and
 * how many ways in (in: predecessors not yet visited, or the square the
 * walk stands on) it has left. Both only shrink as the walk goes on, so a
 * square without a way in can never be reached, and a square without a way
 * out can only be the last one: the cuts described in tour_find.h. */
#include "tour_walk.h"

#include <stdlib.h>

bool walk_alloc(walk *w, const move_graph *g)
{
    size_t n = (size_t)g->count;
    w->g = g;
    w->out = malloc(n * sizeof(int));
    w->in = malloc(n * sizeof(int));
    w->visited = malloc(n * sizeof(bool));
    w->order = malloc(n * sizeof(int));
    w->path = malloc(n * sizeof(int));
    w->next = malloc(n * sizeof(int));
    w->end = malloc(n * sizeof(int));
    w->candidates = malloc(((size_t)move_graph_edges(g) + 1) * sizeof(int));
    if (!w->out || !w->in || !w->visited || !w->order || !w->path ||
        !w->next || !w->end || !w->candidates)
        return false;
    walk_rank_squares(g->board, w->order);
    return true;
}

void walk_free(walk *w)
{
    free(w->out);
    free(w->in);
    free(w->visited);
    free(w->order);
    free(w->path);
    free(w->next);
    free(w->end);
    free(w->candidates);
}

/* Steps from the square at the head of the walk onto v. Returns false when
 * the walk can no longer become a tour; undo it with step_back either way. */
static bool step_onto(walk *w, int head, int v)
{
    const move_graph *g = w->g;
    bool alive = true;

    w->visited[v] = true;
    if (!w->closed && w->out[v] == 0)
        w->dead_ends--;
    for (int e = g->pred_start[v]; e < g->pred_start[v + 1]; e++) {
        int p = g->pred[e];
        if (--w->out[p] == 0 && !w->visited[p]) {
            if (w->closed)
                alive = false;
            else
                w->dead_ends++;
        }
    }
    for (int e = g->succ_start[head]; e < g->succ_start[head + 1]; e++) {
        int s = g->succ[e];
        if (--w->in[s] == 0 && !w->visited[s])
            alive = false;
    }
    if (w->closed && w->in[w->start] == 0)
        alive = false;
    return alive && w->dead_ends <= 1;
}

static void step_back(walk *w, int head, int v)
{
    const move_graph *g = w->g;

    for (int e = g->succ_start[head]; e < g->succ_start[head + 1]; e++)
        w->in[g->succ[e]]++;
    for (int e = g->pred_start[v]; e < g->pred_start[v + 1]; e++) {
        int p = g->pred[e];
        if (w->out[p]++ == 0 && !w->visited[p] && !w->closed)
            w->dead_ends--;
    }
    w->visited[v] = false;
    if (!w->closed && w->out[v] == 0)
        w->dead_ends++;
}

static bool comes_before(const walk *w, int a, int b)
{
    if (w->out[a] != w->out[b])
        return w->out[a] < w->out[b];
    return w->order[a] < w->order[b];
}

/* Stacks the head's unvisited successors from at, best first. */
static int stack_candidates(const walk *w, int head, int at)
{
    const move_graph *g = w->g;
    int n = 0;

    for (int e = g->succ_start[head]; e < g->succ_start[head + 1]; e++) {
        int s = g->succ[e];
        if (w->visited[s])
            continue;
        int i = at + n++;
        for (; i > at && comes_before(w, s, w->candidates[i - 1]); i--)
            w->candidates[i] = w->candidates[i - 1];
        w->candidates[i] = s;
    }
    return at + n;
}

/* Ranks squares by distance from the centre, farthest first, then by
 * index: Warnsdorff's tie-break, which keeps corners from being left. */
void walk_rank_squares(board_size board, int *order)
{
    int count = board_square_count(board);
    for (int i = 0; i < count; i++) {
        square sq = square_at(board, i);
        int dr = 2 * sq.row - (board.height - 1);
        int dc = 2 * sq.col - (board.width - 1);
        order[i] = (2 * BOARD_MAX_SIDE * 2 * BOARD_MAX_SIDE * 2 -
                    (dr * dr + dc * dc)) * BOARD_MAX_SQUARES + i;
    }
}

static void start_walk(walk *w, bool closed)
{
    const move_graph *g = w->g;

    w->closed = closed;
    w->dead_ends = 0;
    for (int i = 0; i < g->count; i++) {
        w->out[i] = g->succ_start[i + 1] - g->succ_start[i];
        w->in[i] = g->pred_start[i + 1] - g->pred_start[i];
        w->visited[i] = false;
        w->dead_ends += !w->closed && w->out[i] == 0 && i != w->start;
    }
    /* The start is visited, but for a closed tour it stays a way out. */
    w->visited[w->start] = true;
    if (!w->closed)
        for (int e = g->pred_start[w->start]; e < g->pred_start[w->start + 1];
             e++)
            if (--w->out[g->pred[e]] == 0)
                w->dead_ends++;
    w->path[0] = w->start;
    w->next[0] = 0;
    w->end[0] = stack_candidates(w, w->start, 0);
}

/* The depth-first walk both callers share: with count NULL it stops at the
 * first tour (left in w->path); otherwise it adds every tour to *count.
 * Inlined into each, so the test on count costs nothing in the loop. */
static inline tour_outcome walk_run(walk *w, bool closed, tour_budget *budget,
                                    unsigned long long *count)
{
    int last = w->g->count - 1;
    int depth = 0;

    start_walk(w, closed);
    if (last == 0) {
        if (count != NULL)
            *count += !closed;
        return closed && count == NULL ? TOUR_IMPOSSIBLE : TOUR_FOUND;
    }
    while (depth >= 0) {
        if (w->next[depth] == w->end[depth]) {
            if (depth > 0)
                step_back(w, w->path[depth - 1], w->path[depth]);
            depth--;
            continue;
        }
        int head = w->path[depth];
        int v = w->candidates[w->next[depth]++];
        if (!tour_budget_spend(budget))
            return TOUR_GAVE_UP;
        bool alive = step_onto(w, head, v);
        if (alive && depth + 1 == last) {
            /* A whole tour (step_onto kept a way home for a closed one). */
            if (count == NULL) {
                w->path[last] = v;
                return TOUR_FOUND;
            }
            ++*count; /* and go on as from a dead end */
        } else if (alive && depth + 1 < last) {
            w->path[++depth] = v;
            w->next[depth] = w->end[depth - 1];
            w->end[depth] = stack_candidates(w, v, w->end[depth - 1]);
            continue;
        }
        step_back(w, head, v);
    }
    return count == NULL ? TOUR_IMPOSSIBLE : TOUR_FOUND;
}

tour_outcome walk_search(walk *w, bool closed, tour_budget *budget)
{
    return walk_run(w, closed, budget, NULL);
}

tour_outcome walk_count(walk *w, bool closed, tour_budget *budget,
                        unsigned long long *count)
{
    return walk_run(w, closed, budget, count);
}
