/* A complete method for tours: a SAT solver (CaDiCaL) decides whether the
 * piece's moves hold a Hamiltonian cycle (closed tour) or a Hamiltonian
 * path from the start (open tour). It plugs into tour_find through
 * tour_search.decide, so nothing of the solver shows in the tour room's
 * interface, and only programs that link this room link the solver. */
#ifndef BOARDEX_TOUR_SAT_H
#define BOARDEX_TOUR_SAT_H

#include "tour_find.h"

/* A tour_decider. Each square (and, for an open tour, a hub joined to the
 * start and back from every other square) gets exactly one move in and one
 * move out; the solver's answer is split into its cycles, and while there
 * is more than one, every cycle is told to leave itself by some move and
 * the solver runs again. Unsatisfiable is a proof that no tour exists.
 * Honours search->keep_going; TOUR_GAVE_UP when it stopped the solver. */
tour_outcome tour_sat_decide(const move_graph *graph, int start, bool closed,
                             const tour_search *search, int *path,
                             char *why, size_t size);

#endif
