/* The count of tour_count.h for moves that can all be made backwards, with
 * a stronger cut. Internal to the model. */
#ifndef BOARDEX_TOUR_COUNT_UNDIRECTED_H
#define BOARDEX_TOUR_COUNT_UNDIRECTED_H

#include <stdbool.h>

#include "move_graph.h"
#include "tour_walk.h"

/* Adds to *count the open tours (directed) from only_start, or from every
 * square when it is -1, or the closed tours (undirected, for graphs of
 * three squares or more). Returns false when the budget ran out first or
 * memory could not be had (*out_of_memory says which). */
bool tour_count_undirected(const move_graph *g, bool closed, int only_start,
                           tour_budget *budget, unsigned long long *count,
                           bool *out_of_memory);

#endif
