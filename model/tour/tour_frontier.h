/* Counting tours by frontier dynamic programming (a transfer matrix):
 * for moves that can all be made backwards, the squares are taken one at
 * a time in an order that keeps the frontier small (row by row across the
 * narrower side), and each state of the frontier (which squares still
 * need moves, which of them end the same piece of path) carries how many
 * ways lead to it. The memory is the number of states, not of paths.
 * Threads share each step (tour_frontier_states.h says how). Reads no
 * clock: the caller bounds it. */
#ifndef BOARDEX_TOUR_FRONTIER_H
#define BOARDEX_TOUR_FRONTIER_H

#include <stdbool.h>
#include <stddef.h>

#include "move_graph.h"
#include "status.h"
#include "tour_big.h"

/* States a step may hold by default: with the states of the step before
 * and those made on the way, about 140 bytes a state (measured: 690 MB
 * for the 4.5 million of the knight's open tours on 6x6, 1.5 GB for the
 * 12 million of 6x7), so up to about 5 GB. */
enum { TOUR_FRONTIER_MOST_STATES = 1 << 25 };

/* How far the count has got: squares are taken a line (row, or column on
 * a board wider than high) at a time. */
typedef struct {
    int line; /* the line being counted, from 1 */
    int lines;
    bool by_columns;
    long long states; /* states held at the moment */
    /* Counting pair by pair of ends (tour_frontier_ends.h): the pairs
     * counted so far and in all; both 0 otherwise. */
    int pairs_done;
    int pairs;
} tour_frontier_progress;

typedef struct {
    size_t most_states; /* per step; 0 = TOUR_FRONTIER_MOST_STATES */
    int threads; /* to share the work; 0 or 1: one, at most 64 */
    /* When not NULL, asked between batches of states, from any of the
     * threads; false stops the count (a partial count of a transfer
     * matrix means nothing, so the result then says only where it
     * stopped). */
    bool (*keep_going)(void *context);
    /* When not NULL, told where the count is after each square and
     * between batches of states, always from the caller's thread. */
    void (*progress)(const tour_frontier_progress *at, void *context);
    void *context;
} tour_frontier_watch;

typedef struct {
    bool exact;  /* false: keep_going stopped it */
    tour_big tours;
    tour_frontier_progress reached; /* where it ended or stopped */
} tour_frontier_result;

/* The most squares on the frontier at once in the order the count takes
 * (its cost grows steeply with it); -1 when memory cannot be had. */
int tour_frontier_width(const move_graph *g);

/* Whether the count can hold g's frontier in its states at all (a
 * frontier too wide is refused, whatever the memory). */
bool tour_frontier_fits(const move_graph *g);

/* Adds up the tours of g (every move of it reversible, else BX_INVALID):
 * open ones counted directed from only_start, or from every square when
 * only_start is -1; closed ones undirected. Fails with BX_TOO_LARGE when
 * a step needs more states than the watch allows, or memory runs out. */
bx_status tour_frontier_count(const move_graph *g, bool closed,
                              int only_start,
                              const tour_frontier_watch *watch,
                              tour_frontier_result *out, bx_error *err);

/* The open tours of g from start to end (as many as from end to start):
 * a count of far fewer states than one whose ends are free. */
bx_status tour_frontier_count_between(const move_graph *g, int start,
                                      int end,
                                      const tour_frontier_watch *watch,
                                      tour_frontier_result *out,
                                      bx_error *err);

#endif
