/* Completing a partial tour by a depth-first walk that must step onto each
 * given number at its place, and backs off as soon as the next given
 * number is too far away (or at the wrong parity, when every move changes
 * colour) to reach in the steps left before it. */
#include "tour_complete.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "move_graph.h"
#include "tour_walk.h"

typedef struct {
    const move_graph *g;
    int n;
    bool closed;
    const int *at;     /* at[k]: the square given number k + 1, or -1 */
    int *after;        /* after[k]: the first given number index > k, or n */
    bool *visited;
    int *path;         /* path[d]: the square holding number d + 1 */
    int *cursor;       /* cursor[d]: the next move of path[d] to try */
    int *dist;         /* dist[u * n + v]: fewest moves, -1 never */
    signed char *side; /* the two-colouring, or NULL when there is none */
    unsigned char *near;
    tour_budget *budget;
    bool stopped;
} completer;

/* Whether the square v, holding number index k, can still reach the next
 * given number in the steps between them. */
static bool in_reach(const completer *c, int v, int k)
{
    int m = c->after[k];
    if (m >= c->n)
        return true;
    int d = c->dist[v * c->n + c->at[m]];
    if (d < 0 || d > m - k)
        return false;
    return c->side == NULL || (c->side[v] != c->side[c->at[m]]) == ((m - k) % 2 == 1);
}

enum { NO_STEP = -1, STOPPED = -2 };

/* The next square to step onto from path[d], in turn: the given square
 * of the next number, once, or else each unvisited square one move away
 * that can still reach the next given number. NO_STEP when none is left,
 * STOPPED when the budget ran out. */
static int next_step(completer *c, int d)
{
    const move_graph *g = c->g;
    int head = c->path[d];
    int end = g->succ_start[head + 1];
    int k = d + 1;

    if (c->at[k] >= 0) {
        int v = c->at[k];
        if (c->cursor[d] == end || !c->near[head * c->n + v])
            return NO_STEP;
        c->cursor[d] = end; /* tried */
        if (!tour_budget_spend(c->budget))
            return STOPPED;
        return in_reach(c, v, k) ? v : NO_STEP;
    }
    while (c->cursor[d] < end) {
        int v = g->succ[c->cursor[d]++];
        if (c->visited[v])
            continue;
        if (!tour_budget_spend(c->budget))
            return STOPPED;
        if (in_reach(c, v, k))
            return v;
    }
    return NO_STEP;
}

/* The depth-first walk from path[0], on its own stack (path and cursor,
 * one entry per number), so a board-deep walk needs no deep C stack.
 * Returns whether path holds a completion. */
static bool walk_numbers(completer *c)
{
    int n = c->n;
    int d = 0;

    c->cursor[0] = c->g->succ_start[c->path[0]];
    for (;;) {
        int v = NO_STEP;
        if (d < n - 1)
            v = next_step(c, d);
        else if (!c->closed || c->near[c->path[d] * n + c->path[0]])
            return true;
        if (v == STOPPED) {
            c->stopped = true;
            return false;
        }
        if (v >= 0) {
            c->path[++d] = v;
            c->visited[v] = true;
            c->cursor[d] = c->g->succ_start[v];
            continue;
        }
        if (d == 0)
            return false;
        if (c->at[d] < 0) /* a given square stays taken */
            c->visited[c->path[d]] = false;
        d--;
    }
}

/* Fills dist by a breadth-first search from every square, and side with a
 * two-colouring when the moves have one. */
static void measure(completer *c, int *queue)
{
    const move_graph *g = c->g;
    int n = c->n;

    for (int s = 0; s < n; s++) {
        int *row = c->dist + (size_t)s * (size_t)n;
        int head = 0, tail = 0;
        for (int v = 0; v < n; v++)
            row[v] = -1;
        row[s] = 0;
        queue[tail++] = s;
        while (head < tail) {
            int u = queue[head++];
            for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
                if (row[g->succ[e]] < 0) {
                    row[g->succ[e]] = row[u] + 1;
                    queue[tail++] = g->succ[e];
                }
        }
    }
    /* A colouring exists when every move joins squares at distances of
     * different parity from square 0 in both directions: check it. */
    for (int u = 0; u < n && c->side != NULL; u++) {
        c->side[u] = (signed char)(c->dist[u] < 0 ? -1 : c->dist[u] % 2);
        if (c->side[u] < 0)
            c->side = NULL;
    }
    for (int u = 0; u < n && c->side != NULL; u++)
        for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
            if (c->side[u] == c->side[g->succ[e]]) {
                c->side = NULL;
                break;
            }
}

/* Reads the given numbers into at; false with why on a number out of
 * range, one given twice, or two the piece cannot join in time. */
static bool read_given(const tour_grid *grid, const piece_spec *piece,
                       completer *c, int *at, char *why, size_t size)
{
    board_size board = grid->board;
    char here[SQUARE_NAME_MAX], there[SQUARE_NAME_MAX];
    int n = c->n;

    for (int k = 0; k < n; k++)
        at[k] = -1;
    for (int i = 0; i < n; i++) {
        int number = grid->number[i];
        square_to_fide(board, square_at(board, i), here, NULL);
        if (number == 0)
            continue;
        if (number < 0 || number > n) {
            snprintf(why, size, "%d at %s is out of range (1..%d)", number,
                     here, n);
            return false;
        }
        if (at[number - 1] >= 0) {
            square_to_fide(board, square_at(board, at[number - 1]), there,
                           NULL);
            snprintf(why, size, "%d is on both %s and %s", number, there,
                     here);
            return false;
        }
        at[number - 1] = i;
    }
    c->after[n - 1] = n;
    for (int k = n - 2; k >= 0; k--)
        c->after[k] = at[k + 1] >= 0 ? k + 1 : c->after[k + 1];
    for (int k = 0; k < n; k++) {
        int m = c->after[k];
        if (at[k] < 0 || m >= n)
            continue;
        if (m == k + 1 && !c->near[at[k] * n + at[m]]) {
            tour_explain_step(board, piece, k + 1, at, why, size);
            return false;
        }
        if (!in_reach(c, at[k], k)) {
            square_to_fide(board, square_at(board, at[k]), here, NULL);
            square_to_fide(board, square_at(board, at[m]), there, NULL);
            snprintf(why, size, "%d on %s cannot reach %d on %s in %d "
                                "move%s",
                     k + 1, here, m + 1, there, m - k, m - k == 1 ? "" : "s");
            return false;
        }
    }
    return true;
}

/* Tries every start the givens allow (just 1's square when it is given). */
static tour_outcome complete_from_starts(completer *c)
{
    if (c->at[0] >= 0) {
        c->path[0] = c->at[0];
        return walk_numbers(c) ? TOUR_FOUND
                            : c->stopped ? TOUR_GAVE_UP : TOUR_IMPOSSIBLE;
    }
    for (int s = 0; s < c->n; s++) {
        if (c->visited[s] || !in_reach(c, s, 0))
            continue;
        c->visited[s] = true;
        c->path[0] = s;
        if (walk_numbers(c))
            return TOUR_FOUND;
        c->visited[s] = false;
        if (c->stopped)
            return TOUR_GAVE_UP;
    }
    return TOUR_IMPOSSIBLE;
}

static tour_outcome complete_on(const move_graph *g, const tour_grid *grid,
                                const tour_completion *tc, tour_budget *budget,
                                int *path, char *why, size_t size,
                                bool *no_memory)
{
    int n = g->count;
    completer c = {.g = g, .n = n, .closed = tc->closed, .budget = budget};
    int *at = calloc((size_t)n, sizeof *at);
    int *queue = calloc((size_t)n, sizeof *queue);
    signed char *side = calloc((size_t)n, 1);
    tour_outcome outcome = TOUR_IMPOSSIBLE;

    c.path = path;
    c.after = calloc((size_t)n, sizeof *c.after);
    c.visited = calloc((size_t)n, sizeof *c.visited);
    c.cursor = calloc((size_t)n, sizeof *c.cursor);
    c.dist = calloc((size_t)n * (size_t)n, sizeof *c.dist);
    c.near = calloc((size_t)n * (size_t)n, 1);
    c.side = side;
    *no_memory = !at || !queue || !side || !c.after || !c.visited ||
                 !c.cursor || !c.dist || !c.near;
    if (!*no_memory) {
        for (int u = 0; u < n; u++)
            for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
                c.near[u * n + g->succ[e]] = 1;
        measure(&c, queue);
        c.at = at;
        if (read_given(grid, tc->piece, &c, at, why, size)) {
            for (int k = 0; k < n; k++)
                if (at[k] >= 0)
                    c.visited[at[k]] = true; /* kept for their numbers */
            outcome = complete_from_starts(&c);
            if (outcome == TOUR_IMPOSSIBLE)
                snprintf(why, size, "every way to fill the blanks was tried "
                                    "(%lld positions)",
                         budget->nodes);
            else if (outcome == TOUR_GAVE_UP)
                snprintf(why, size, "gave up after %lld positions",
                         budget->nodes);
        }
    }
    free(at);
    free(queue);
    free(side);
    free(c.after);
    free(c.visited);
    free(c.cursor);
    free(c.dist);
    free(c.near);
    return outcome;
}

/* Nothing but 1, or nothing, is given: a plain search for a tour, from 1's
 * square, or from each square in turn (a closed tour passes every square,
 * so for one the first start decides). */
static tour_outcome find_plain(const tour_completion *tc, board_size board,
                               int one, tour_grid *grid, tour_found *found,
                               bx_error *err, bx_status *status)
{
    int count = board_square_count(board);
    tour_outcome outcome = TOUR_IMPOSSIBLE;

    for (int s = 0; s < count && outcome == TOUR_IMPOSSIBLE; s++) {
        /* From a1 first when nothing is given. */
        int start = one >= 0 ? one : (count - board.width + s) % count;
        tour_search search = {.board = board, .piece = tc->piece,
                              .start = square_at(board, start),
                              .closed = tc->closed,
                              .node_limit = tc->node_limit,
                              .keep_going = tc->keep_going,
                              .context = tc->context, .decide = tc->decide};
        tour_grid found_grid;
        *status = tour_find(&search, &found_grid, found, err);
        if (*status != BX_OK)
            return TOUR_GAVE_UP;
        outcome = found->outcome;
        if (outcome == TOUR_FOUND)
            *grid = found_grid;
        if (one >= 0 || tc->closed)
            break;
    }
    if (outcome == TOUR_IMPOSSIBLE && one < 0 && !tc->closed)
        snprintf(found->why, sizeof found->why,
                 "no open tour starts on any square");
    return outcome;
}

bx_status tour_complete(const tour_completion *completion, tour_grid *grid,
                        tour_found *found, bx_error *err)
{
    board_size board = grid->board;
    tour_search limits = {.node_limit = completion->node_limit,
                          .keep_going = completion->keep_going,
                          .context = completion->context};
    tour_budget budget = {&limits, 0, 0, false};
    move_graph graph;
    int given = 0, one = -1;
    bx_status status = BX_OK;

    memset(found, 0, sizeof *found);
    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    int count = board_square_count(board);
    for (int i = 0; i < count; i++) {
        given += grid->number[i] != 0;
        if (grid->number[i] == 1)
            one = i;
    }
    if (given == 0 || (given == 1 && one >= 0)) {
        found->outcome = find_plain(completion, board, one, grid, found, err,
                                    &status);
        return status;
    }
    status = move_graph_build(board, completion->piece, &graph, err);
    if (status != BX_OK)
        return status;
    int *path = malloc((size_t)count * sizeof *path);
    bool no_memory = path == NULL;
    if (!no_memory)
        found->outcome = complete_on(&graph, grid, completion, &budget, path,
                                     found->why, sizeof found->why,
                                     &no_memory);
    found->nodes = budget.nodes;
    if (no_memory)
        status = bx_fail(err, BX_TOO_LARGE, "out of memory for the search");
    else if (found->outcome == TOUR_FOUND)
        for (int d = 0; d < count; d++)
            grid->number[path[d]] = d + 1;
    free(path);
    move_graph_free(&graph);
    return status;
}
