/* Mobility on an empty board, or among blockers (pieces of the other
 * side, see targets.h): where a piece can go, how many squares it reaches
 * from each square, its groups, strength and mobility string. */
#ifndef BOARDEX_MOBILITY_H
#define BOARDEX_MOBILITY_H

#include <stdbool.h>
#include <stddef.h>

#include "piece.h"
#include "square.h"
#include "square_set.h"
#include "status.h"
#include "targets.h"

/* The squares reached from `from` along one direction: one step when
 * repeated is false, every step until the edge when it is true. */
bx_status direction_reach(board_size board, square from, direction dir,
                          bool repeated, square_set *out, bx_error *err);

/* The squares the piece reaches from `from` in one move on an empty board:
 * capture-only moves and hoppers reach nothing there. */
bx_status piece_reach(board_size board, const piece_spec *piece, square from,
                      square_set *out, bx_error *err);

/* piece_reach_among (targets.h) takes blockers. */

typedef struct {
    int moves;   /* squares reached from each square of the group */
    int squares; /* how many squares have that count */
} mobility_group;

typedef struct {
    board_size board;
    int moves[BOARD_MAX_SQUARES]; /* per square index */
    mobility_group groups[BOARD_MAX_SQUARES];
    int group_count; /* groups sorted by ascending moves */
    int strength;    /* the sum of moves over every square */
    int most_moves;  /* the largest count, for scaling heat maps */
    /* The blockers counted among: their squares have no count (0 in
     * moves), are in no group and add nothing to the strength. */
    square_set blockers;
} mobility_table;

bx_status mobility_compute(board_size board, const piece_spec *piece,
                           mobility_table *out, bx_error *err);

/* The same among blockers (NULL: none). */
bx_status mobility_compute_among(board_size board, const piece_spec *piece,
                                 const square_set *blockers,
                                 mobility_table *out, bx_error *err);

/* "28 × 7 + 20 × 9 + 12 × 11 + 4 × 13" (× is U+00D7). Returns false when it
 * does not fit in size bytes. */
bool mobility_format(const mobility_table *table, char *out, size_t size);

/* The group that holds squares reaching `moves` squares, or NULL. */
const mobility_group *mobility_group_of(const mobility_table *table,
                                        int moves);

/* The compare lens: per square index, first's count minus second's
 * (positive where the first piece reaches more). Both tables must be of
 * one board ("the boards differ" otherwise). */
bx_status mobility_compare(const mobility_table *first,
                           const mobility_table *second,
                           int difference[BOARD_MAX_SQUARES], bx_error *err);

#endif
