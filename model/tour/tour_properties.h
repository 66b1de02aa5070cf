/* What a tour looks like as a figure and as a number square: its row,
 * column and diagonal sums (semi-magic when every row sums alike and every
 * column alike, magic when a square board's two diagonals match them too),
 * and whether its moves map onto themselves under a half or a quarter
 * turn of the board. */
#ifndef BOARDEX_TOUR_PROPERTIES_H
#define BOARDEX_TOUR_PROPERTIES_H

#include <stdbool.h>

#include "tour.h"

typedef struct {
    board_size board;
    long row_sum[BOARD_MAX_SIDE];    /* top row first, as the grid is written */
    long column_sum[BOARD_MAX_SIDE]; /* file a first */
    /* Square boards only: the diagonal from the top left corner, then the
     * one from the top right. */
    bool has_diagonals;
    long diagonal_sum[2];
    bool semi_magic;
    bool magic;
    /* The tour's moves (the closing one too when it is closed) onto
     * themselves: a half turn always applies, a quarter turn only on a
     * square board. A quarter-turn symmetric tour is half-turn symmetric. */
    bool half_turn;
    bool quarter_turn;
} tour_properties;

/* What the sums make of the square, decided here for every face. */
typedef enum {
    TOUR_NOT_MAGIC,
    TOUR_SEMI_MAGIC_UNEQUAL, /* rows sum alike, columns alike, not the same */
    TOUR_SEMI_MAGIC,         /* every row and column to one sum */
    TOUR_MAGIC,              /* and both diagonals too */
} tour_magic;

typedef enum {
    TOUR_NOT_SYMMETRIC,
    TOUR_HALF_TURN,
    TOUR_QUARTER_TURN, /* and so a half turn as well */
} tour_symmetry;

tour_magic tour_properties_magic(const tour_properties *p);
tour_symmetry tour_properties_symmetry(const tour_properties *p);

/* The properties of the tour report describes; report must be a tour
 * (kind TOUR_OPEN or TOUR_CLOSED), else out says nothing is symmetric and
 * the sums are those of the numbers as written. */
void tour_properties_of(const tour_grid *grid, const tour_report *report,
                        tour_properties *out);

#endif
