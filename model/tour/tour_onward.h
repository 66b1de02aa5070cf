/* Warnsdorff's counts: from each square not yet visited, how many squares
 * not yet visited the piece could go on to in one move. Warnsdorff's rule
 * (1823) steps to the candidate with the fewest; a count of 0 is a dead
 * end that only the last step may take. */
#ifndef BOARDEX_TOUR_ONWARD_H
#define BOARDEX_TOUR_ONWARD_H

#include "piece.h"
#include "square.h"
#include "square_set.h"

enum { TOUR_ONWARD_VISITED = -1 };

/* counts[i] for every square index of board: the onward moves from i
 * into squares outside visited, or TOUR_ONWARD_VISITED when i is in
 * visited. Moves are the piece's on the empty board (piece_reach). */
void tour_onward_counts(board_size board, const piece_spec *piece,
                        const square_set *visited,
                        int counts[BOARD_MAX_SQUARES]);

#endif
