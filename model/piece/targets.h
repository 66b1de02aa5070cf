/* Where a piece goes from one square when other pieces stand in its way.
 *
 * Blockers are squares holding pieces of the other side, and the walk
 * reads Betza as a position does (model/variant agrees, and a test holds
 * the two to the same answer): a move may capture a blocker unless it is
 * move-only (m) and may go to an empty square unless it is capture-only
 * (c); a rider stops at the first blocker; a hopper (p) rides to the first
 * blocker (its screen, never a target) and on beyond it, to the next
 * blocker at most; a grasshopper (g) lands just behind the first blocker
 * on its line; a lame leap (n) is blocked by a blocker on the square it
 * passes (nN the orthogonal neighbour on its long leg, nA the diagonal
 * one, nD the orthogonal one). With no blockers the board is empty:
 * capture-only moves and hoppers reach nothing there. The piece stands on
 * an empty square: from a blocker square it goes nowhere. */
#ifndef BOARDEX_TARGETS_H
#define BOARDEX_TARGETS_H

#include "piece.h"
#include "square.h"
#include "square_set.h"
#include "status.h"

typedef struct {
    square_set moves;    /* empty squares it may move to */
    square_set captures; /* blockers it may take */
    /* Every square a capturing move lands on, a blocker there or not:
     * where it would take a blocker put there. An empty square here and
     * not in moves is a capture-only target; one in moves and not here a
     * move-only one. */
    square_set threats;
} piece_targets;

/* The targets of piece on from among blockers (NULL: none). Fails on an
 * invalid board or a square off it ("invalid position"). */
bx_status piece_targets_among(board_size board, const piece_spec *piece,
                              const square_set *blockers, square from,
                              piece_targets *out, bx_error *err);

/* The squares one move of the piece goes to among blockers (NULL: none):
 * the empty squares it moves to and the blockers it takes. */
bx_status piece_reach_among(board_size board, const piece_spec *piece,
                            const square_set *blockers, square from,
                            square_set *out, bx_error *err);

/* The squares of targets one move goes to: moves and captures. */
void piece_targets_reach(const piece_targets *targets, square_set *out);

#endif
