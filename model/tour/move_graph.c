#include "move_graph.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mobility.h"
#include "square_set.h"

void move_graph_free(move_graph *graph)
{
    free(graph->succ_start);
    free(graph->succ);
    free(graph->pred_start);
    free(graph->pred);
    memset(graph, 0, sizeof *graph);
}

bx_status move_graph_build(board_size board, const piece_spec *piece,
                           move_graph *out, bx_error *err)
{
    int count = board_square_count(board);
    square_set *reach;
    int edges = 0;

    memset(out, 0, sizeof *out);
    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    out->board = board;
    out->count = count;
    reach = malloc((size_t)count * sizeof *reach);
    out->succ_start = calloc((size_t)count + 1, sizeof(int));
    out->pred_start = calloc((size_t)count + 2, sizeof(int));
    if (reach == NULL || out->succ_start == NULL || out->pred_start == NULL)
        goto no_memory;
    for (int i = 0; i < count; i++) {
        piece_reach(board, piece, square_at(board, i), &reach[i], NULL);
        edges += square_set_count(&reach[i]);
    }
    out->succ = malloc(((size_t)edges + 1) * sizeof(int));
    out->pred = malloc(((size_t)edges + 1) * sizeof(int));
    if (out->succ == NULL || out->pred == NULL)
        goto no_memory;
    /* Successors in index order; predecessors counted, then placed. */
    for (int i = 0; i < count; i++) {
        int at = out->succ_start[i];
        for (int j = 0; j < count; j++) {
            if (square_set_has(&reach[i], j)) {
                out->succ[at++] = j;
                out->pred_start[j + 2]++;
            }
        }
        out->succ_start[i + 1] = at;
    }
    for (int j = 0; j < count; j++)
        out->pred_start[j + 2] += out->pred_start[j + 1];
    for (int i = 0; i < count; i++)
        for (int e = out->succ_start[i]; e < out->succ_start[i + 1]; e++)
            out->pred[out->pred_start[out->succ[e] + 1]++] = i;
    free(reach);
    return BX_OK;

no_memory:
    free(reach);
    move_graph_free(out);
    return bx_fail(err, BX_TOO_LARGE, "out of memory for the move graph");
}

int move_graph_fewest_moves(const move_graph *graph)
{
    int fewest = 0;
    for (int v = 1; v < graph->count; v++)
        if (graph->succ_start[v + 1] - graph->succ_start[v] <
            graph->succ_start[fewest + 1] - graph->succ_start[fewest])
            fewest = v;
    return fewest;
}

bool move_graph_symmetric(const move_graph *graph)
{
    for (int i = 0; i < graph->count; i++) {
        for (int e = graph->succ_start[i]; e < graph->succ_start[i + 1];
             e++) {
            int to = graph->succ[e];
            bool back = false;
            for (int f = graph->succ_start[to];
                 f < graph->succ_start[to + 1] && !back; f++)
                back = graph->succ[f] == i;
            if (!back)
                return false;
        }
    }
    return true;
}

/* Marks every square reached from start along successors (forward) or
 * predecessors (backward); returns the first square not reached, or -1. */
static int first_unreached(const move_graph *g, int start, bool forward,
                           int *queue, bool *seen)
{
    const int *begin = forward ? g->succ_start : g->pred_start;
    const int *next = forward ? g->succ : g->pred;
    int head = 0, tail = 0;

    memset(seen, 0, (size_t)g->count * sizeof *seen);
    seen[start] = true;
    queue[tail++] = start;
    while (head < tail) {
        int at = queue[head++];
        for (int e = begin[at]; e < begin[at + 1]; e++)
            if (!seen[next[e]]) {
                seen[next[e]] = true;
                queue[tail++] = next[e];
            }
    }
    for (int i = 0; i < g->count; i++)
        if (!seen[i])
            return i;
    return -1;
}

/* Two-colours the moves, ignoring their direction, from start (every
 * square is reachable by now). Returns false when some move joins squares
 * of one colour; else *same counts the squares of start's colour. */
static bool two_colours(const move_graph *g, int start, int *queue,
                        signed char *colour, int *same)
{
    int head = 0, tail = 0;

    memset(colour, -1, (size_t)g->count);
    colour[start] = 0;
    queue[tail++] = start;
    *same = 1;
    while (head < tail) {
        int at = queue[head++];
        for (int pass = 0; pass < 2; pass++) {
            const int *begin = pass == 0 ? g->succ_start : g->pred_start;
            const int *next = pass == 0 ? g->succ : g->pred;
            for (int e = begin[at]; e < begin[at + 1]; e++) {
                int to = next[e];
                if (colour[to] == colour[at])
                    return false;
                if (colour[to] < 0) {
                    colour[to] = (signed char)(1 - colour[at]);
                    *same += colour[to] == 0;
                    queue[tail++] = to;
                }
            }
        }
    }
    return true;
}

static bool rules_out(const move_graph *g, int start, bool closed,
                      char *why, size_t size, int *queue, bool *seen,
                      signed char *colour)
{
    char name[SQUARE_NAME_MAX], from[SQUARE_NAME_MAX];
    int same, other, missed;

    square_to_fide(g->board, square_at(g->board, start), from, NULL);
    if (g->count == 1) {
        if (closed)
            snprintf(why, size, "a closed tour of one square needs a move "
                                "from it to itself");
        return closed;
    }
    missed = first_unreached(g, start, true, queue, seen);
    if (missed >= 0) {
        square_to_fide(g->board, square_at(g->board, missed), name, NULL);
        snprintf(why, size, "the piece cannot go from %s to %s", from, name);
        return true;
    }
    missed = closed ? first_unreached(g, start, false, queue, seen) : -1;
    if (missed >= 0) {
        square_to_fide(g->board, square_at(g->board, missed), name, NULL);
        snprintf(why, size, "the piece cannot go from %s back to %s", name,
                 from);
        return true;
    }
    if (!two_colours(g, start, queue, colour, &same))
        return false;
    other = g->count - same;
    if (closed && same != other) {
        snprintf(why, size, "every move goes between a set of %d squares "
                            "and a set of %d; a closed tour needs them equal",
                 same > other ? same : other, same > other ? other : same);
        return true;
    }
    if (!closed && (same - other > 1 || other - same > 1)) {
        snprintf(why, size, "every move goes between a set of %d squares "
                            "and a set of %d; a path needs them within one",
                 same > other ? same : other, same > other ? other : same);
        return true;
    }
    if (!closed && same < other) {
        snprintf(why, size, "every move goes between a set of %d squares "
                            "and a set of %d, and a path must start in the "
                            "larger, but %s is in the smaller",
                 other, same, from);
        return true;
    }
    return false;
}

bool move_graph_rules_out(const move_graph *graph, int start, bool closed,
                          char *why, size_t size)
{
    int *queue = malloc((size_t)graph->count * sizeof *queue);
    bool *seen = malloc((size_t)graph->count * sizeof *seen);
    signed char *colour = malloc((size_t)graph->count);
    bool ruled_out = false;

    /* Without memory there is no proof, and the search still decides. */
    if (queue != NULL && seen != NULL && colour != NULL)
        ruled_out = rules_out(graph, start, closed, why, size, queue, seen,
                              colour);
    free(queue);
    free(seen);
    free(colour);
    return ruled_out;
}

bool move_graph_two_colours(const move_graph *graph, signed char *colour)
{
    int *queue = malloc((size_t)graph->count * sizeof *queue);
    int same;
    bool two = queue != NULL && graph->count > 0 &&
               two_colours(graph, 0, queue, colour, &same);

    for (int v = 0; two && v < graph->count; v++)
        two = colour[v] >= 0;
    free(queue);
    return two;
}

bool move_graph_path_ends(const move_graph *graph, int other, bool *may_end)
{
    int n = graph->count, ones = 0;
    signed char *colour = malloc((size_t)n + 1);
    bool two = colour != NULL && move_graph_two_colours(graph, colour);

    for (int v = 0; two && v < n; v++)
        ones += colour[v];
    for (int v = 0; v < n; v++) {
        if (!two)
            may_end[v] = true;
        else if (2 * ones == n + 1)
            may_end[v] = colour[v] == 1;
        else if (2 * ones == n - 1)
            may_end[v] = colour[v] == 0;
        else if (2 * ones == n)
            may_end[v] = other < 0 || colour[v] != colour[other];
        else
            may_end[v] = false; /* two more of a colour: no path at all */
    }
    free(colour);
    return colour != NULL;
}

bool move_graph_connected(const move_graph *graph)
{
    int *queue = malloc((size_t)graph->count * sizeof *queue);
    bool *seen = malloc((size_t)graph->count * sizeof *seen);
    bool connected = queue != NULL && seen != NULL &&
                     (graph->count == 0 ||
                      first_unreached(graph, 0, true, queue, seen) < 0);

    free(queue);
    free(seen);
    return connected;
}
