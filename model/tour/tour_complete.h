/* Completing a partial tour: a grid where some squares are blank (0, or
 * "." in text) is filled to a tour of the piece that keeps every number
 * given. The classic class puzzle: fill in the missing steps. */
#ifndef BOARDEX_TOUR_COMPLETE_H
#define BOARDEX_TOUR_COMPLETE_H

#include <stdbool.h>

#include "piece.h"
#include "status.h"
#include "tour.h"
#include "tour_find.h"

typedef struct {
    const piece_spec *piece;
    bool closed;
    long long node_limit; /* positions to try at most; 0 = no limit */
    bool (*keep_going)(void *context); /* as tour_search's */
    void *context;
    /* Passed on to tour_find when nothing but 1 (or nothing) is given, so
     * the completion is a plain search for a tour. */
    tour_decider decide;
} tour_completion;

/* Fills the blanks of grid (numbers 0) so that it becomes a tour, closed
 * when asked, keeping every other number where it is. found says how it
 * went: TOUR_FOUND (grid is the tour), TOUR_IMPOSSIBLE (found->why is the
 * proof: a number out of range or given twice, two given numbers the piece
 * cannot join in the steps between them, or every way was tried) or
 * TOUR_GAVE_UP; the grid is unchanged unless found. Fails only on a grid
 * whose board size is invalid, or without memory. */
bx_status tour_complete(const tour_completion *completion, tour_grid *grid,
                        tour_found *found, bx_error *err);

#endif
