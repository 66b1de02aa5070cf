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

#include "move_graph.h"
#include "status.h"
#include "tour_frontier_watch.h"

/* The most squares on the frontier at once in the order the count takes
 * (its cost grows steeply with it); -1 when memory cannot be had. */
int tour_frontier_width(const move_graph *g);

/* Whether the count can hold a frontier of that width (as
 * tour_frontier_width gives it, -1 included) in its states at all: a
 * frontier too wide is refused, whatever the memory. */
bool tour_frontier_width_fits(int width);

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
