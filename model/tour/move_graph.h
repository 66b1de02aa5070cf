/* The moves of a piece on an empty board as a directed graph over square
 * indices, for searches that step through it many times: each square's
 * successors (where it moves) and predecessors (what moves to it). */
#ifndef BOARDEX_MOVE_GRAPH_H
#define BOARDEX_MOVE_GRAPH_H

#include <stdbool.h>
#include <stddef.h>

#include "piece.h"
#include "square.h"
#include "status.h"

typedef struct {
    board_size board;
    int count; /* squares */
    /* Successors of square i: succ[succ_start[i] .. succ_start[i + 1]). */
    int *succ_start;
    int *succ;
    /* Predecessors of square i, likewise. */
    int *pred_start;
    int *pred;
} move_graph;

/* Builds the graph; fails on an invalid board or when out of memory. Free
 * it with move_graph_free, also after a failure. */
bx_status move_graph_build(board_size board, const piece_spec *piece,
                           move_graph *out, bx_error *err);

void move_graph_free(move_graph *graph);

static inline int move_graph_edges(const move_graph *graph)
{
    return graph->succ_start[graph->count];
}

/* The square with the fewest moves out (the lowest of them). Every
 * closed tour passes it: counting those through it is the narrowest
 * search. */
int move_graph_fewest_moves(const move_graph *graph);

/* Whether every move can be made backwards too (true of every preset). */
bool move_graph_symmetric(const move_graph *graph);

/* Whether no tour of the kind asked for can start at start, by one of two
 * arguments about the whole graph: a square the piece cannot reach from
 * start (or, closed, cannot return to start from), or moves that alternate
 * between two sets of squares whose sizes rule the tour out. On true, why
 * holds the argument in a phrase. When it is false every square is
 * reachable, and move_graph_cut.h has more arguments. */
bool move_graph_rules_out(const move_graph *graph, int start, bool closed,
                          char *why, size_t size);

/* Whether every square is reached from the first (so, for moves that can
 * all be made backwards, each from every other). False also when memory
 * cannot be had. */
bool move_graph_connected(const move_graph *graph);

/* Whether every square is reached and every move joins squares of two
 * colours (colour[v], 0 or 1; square 0 has 0): then a path alternates
 * them. False also when memory cannot be had. */
bool move_graph_two_colours(const move_graph *graph, signed char *colour);

/* may_end[v]: whether a path through every square can end on v when its
 * other end is `other` (-1: any square), by the two colours: a path
 * alternates them, so with one more square of a colour both ends have
 * it, with as many of each the ends differ, and with two more of a
 * colour there is no such path. Every square may, when the moves have no
 * two colours. False when memory cannot be had. */
bool move_graph_path_ends(const move_graph *graph, int other, bool *may_end);

#endif
