/* Distance maps: the fewest moves a piece needs on an empty board to go
 * from one square to each other square, by a breadth-first search over its
 * moves (piece_reach). The knight needs 6 moves from a1 to h8 on 8x8; a
 * bishop never reaches a square of the other colour.
 *
 * Among blockers (targets.h) the blockers stay where they are: the piece
 * moves round them, hops over them, and may end on one by taking it, but
 * a capture ends its journey (no move goes on from a blocker's square).
 * A blocker's distance is thus the fewest moves to take it. From a
 * blocker's square the piece goes nowhere. */
#ifndef BOARDEX_DISTANCE_H
#define BOARDEX_DISTANCE_H

#include "piece.h"
#include "square.h"
#include "square_set.h"
#include "status.h"

enum { DISTANCE_NEVER = -1 }; /* the piece cannot arrive there */

typedef struct {
    board_size board;
    square origin;
    int steps[BOARD_MAX_SQUARES]; /* per square index, or DISTANCE_NEVER */
    int farthest; /* the largest distance reached (0: only the origin) */
    int reached;  /* squares with a distance, the origin included */
    square_set blockers; /* counted among (none on an empty board) */
} distance_map;

/* Fills out with the distances from origin; fails on an invalid board or
 * an origin off it ("invalid position"). */
bx_status distance_compute(board_size board, const piece_spec *piece,
                           square origin, distance_map *out, bx_error *err);

/* The same among blockers (NULL: none). */
bx_status distance_compute_among(board_size board, const piece_spec *piece,
                                 const square_set *blockers, square origin,
                                 distance_map *out, bx_error *err);

#endif
