/* Distance maps: the fewest moves a piece needs on an empty board to go
 * from one square to each other square, by a breadth-first search over its
 * moves (piece_reach). The knight needs 6 moves from a1 to h8 on 8x8; a
 * bishop never reaches a square of the other colour. */
#ifndef BOARDEX_DISTANCE_H
#define BOARDEX_DISTANCE_H

#include "piece.h"
#include "square.h"
#include "status.h"

enum { DISTANCE_NEVER = -1 }; /* the piece cannot arrive there */

typedef struct {
    board_size board;
    square origin;
    int steps[BOARD_MAX_SQUARES]; /* per square index, or DISTANCE_NEVER */
    int farthest; /* the largest distance reached (0: only the origin) */
    int reached;  /* squares with a distance, the origin included */
} distance_map;

/* Fills out with the distances from origin; fails on an invalid board or
 * an origin off it ("invalid position"). */
bx_status distance_compute(board_size board, const piece_spec *piece,
                           square origin, distance_map *out, bx_error *err);

#endif
