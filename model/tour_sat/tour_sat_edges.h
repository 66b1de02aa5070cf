/* The undirected encoding of tour_sat.h, for pieces whose moves can all be
 * made backwards. Internal to the room: tour_sat_decide picks it. */
#ifndef BOARDEX_TOUR_SAT_EDGES_H
#define BOARDEX_TOUR_SAT_EDGES_H

#include "move_graph.h"
#include "tour_find.h"

/* As tour_sat_decide, over a symmetric graph of at most
 * TOUR_SAT_EDGES_MOST moves per square; *rounds counts the solver's runs.
 * On TOUR_IMPOSSIBLE why is left for the caller to word. */
enum { TOUR_SAT_EDGES_MOST = 12 };

tour_outcome tour_sat_edges_decide(const move_graph *graph, int start,
                                   bool closed, const tour_search *search,
                                   int *path, char *why, size_t size,
                                   int *rounds, bool *no_memory);

#endif
