/* A complete method for tours: a SAT solver (CaDiCaL) decides whether the
 * piece's moves hold a Hamiltonian cycle (closed tour) or a Hamiltonian
 * path from the start (open tour). It plugs into tour_find through
 * tour_search.decide, so nothing of the solver shows in the tour room's
 * interface, and only programs that link this room link the solver. */
#ifndef BOARDEX_TOUR_SAT_H
#define BOARDEX_TOUR_SAT_H

#include "tour_find.h"

/* A tour_decider. For a piece whose moves can all be made backwards and
 * number at most 12 from any square, each square gets exactly two of its
 * moves (tour_sat_edges.h); otherwise each gets exactly one move in and
 * one out. For an open tour a hub joined to every square closes the path,
 * with its move to the start chosen. The solver's answer is split into its
 * cycles, and while there is more than one, every cycle is told to leave
 * itself by some move and the solver runs again. Unsatisfiable is a proof
 * that no tour exists. Honours search->keep_going; TOUR_GAVE_UP when it
 * stopped the solver, or when memory ran out, here or in the solver
 * (*no_memory says so; nothing of the solver's C++ gets past this room). */
tour_outcome tour_sat_decide(const move_graph *graph, int start, bool closed,
                             const tour_search *search, int *path,
                             char *why, size_t size, bool *no_memory);

#endif
