/* The frontier count split in two (meeting in the middle). The count of
 * the whole board holds most of its states in its last lines, where the
 * frontier's pieces of path have the most ways to be paired. So once
 * half of the board is taken and the states are many, the count stops at
 * the end of a line, the rest of the board is counted backwards from its
 * last square, and the states of both halves that make tours together
 * are met. Internal to the model. */
#ifndef BOARDEX_TOUR_FRONTIER_HALVES_H
#define BOARDEX_TOUR_FRONTIER_HALVES_H

#include <stdbool.h>
#include <stddef.h>

#include "move_graph.h"
#include "status.h"
#include "tour_frontier_plan.h"
#include "tour_frontier_states.h"
#include "tour_frontier_take.h"
#include "tour_frontier_watch.h"

/* The states at which a count splits, unless its watch says otherwise.
 * Measured on the knight's open tours (2 threads): on 6x6 it then
 * splits after 4 rows of 6 and takes 2.5 s, against 6.7 s whole; between
 * two corners of 7x7, after 4 rows of 7, 24 s against 145 s (after 3
 * rows: 165 s; after 5: 49 s). The closed tours of 6x10 never reach
 * it, and would gain nothing from a split. */
enum { FRONTIER_SPLIT_STATES = 1 << 20 };

/* Whether a count over plan can split: every second half it could leave
 * fits in a key. */
bool frontier_can_split(const move_graph *g, const frontier_plan *plan);

/* Counts the squares from step cut of plan on, backwards, and meets their
 * states with those of the first cut steps under rules (first): out gets
 * the tours, every undirected tour once, as a whole run of plan gives
 * them. Fails as tour_frontier_count does. */
bx_status frontier_meet_rest(const move_graph *g, const frontier_plan *plan,
                             const frontier_rules *rules, int cut,
                             const frontier_states *first,
                             const tour_frontier_watch *watch,
                             tour_frontier_result *out, bx_error *err);

#endif
