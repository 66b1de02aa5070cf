/* Finding a tour of any piece from a start square, open or closed.
 *
 * The search walks Warnsdorff's rule (go where the fewest onward moves
 * remain; ties go to the square farther from the centre, then the lower
 * index) and backtracks when it is stuck, so given time it tries every path
 * and its "no tour" is a proof. Two sound cuts keep it fast: it backs off as
 * soon as some unvisited square can no longer be entered, or can no longer
 * be left (open: more than one such square, since only the last may be a
 * dead end; closed: any, since the last must still move to the start).
 * Before searching, the move graph is checked for two simple proofs of
 * impossibility: squares the piece cannot reach at all, and moves that
 * alternate between two sets of squares of different sizes (the knight on
 * 5x5 alternates between 13 and 12 squares, so it has no closed tour).
 *
 * The search reads no clock: the caller bounds it with a node budget and/or
 * a callback asked every TOUR_POLL_NODES positions whether to go on. */
#ifndef BOARDEX_TOUR_FIND_H
#define BOARDEX_TOUR_FIND_H

#include "status.h"
#include "tour.h"
#include "tour_search.h"

/* Searches for a tour; on TOUR_FOUND, grid holds it numbered from the start
 * square. Fails on an invalid board or start square, or when memory for the
 * search cannot be had. */
bx_status tour_find(const tour_search *search, tour_grid *grid,
                    tour_found *found, bx_error *err);

#endif
