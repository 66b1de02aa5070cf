/* The order the frontier count (tour_frontier.c) takes squares in, and
 * where each one sits in the state while it is on the frontier. Internal
 * to the model. */
#ifndef BOARDEX_TOUR_FRONTIER_PLAN_H
#define BOARDEX_TOUR_FRONTIER_PLAN_H

#include <stdbool.h>

#include "move_graph.h"

typedef struct {
    int steps;          /* squares, one a step */
    int slots;          /* the most squares on the frontier at once */
    int line_length;    /* squares a line: a row, or a column */
    int squares;        /* the board's */
    int taken_before;   /* by the plan of the first half, for the second */
    bool by_columns;    /* the board is taken column by column */
    int *square;        /* square[step]: the square taken then */
    int *slot;          /* slot[step]: its place in the state */
    /* Slots of its neighbours taken before it:
     * earlier[earlier_start[step] .. earlier_start[step + 1]). */
    int *earlier_start;
    int *earlier;
    /* earlier_leaves[k]: the neighbour in earlier[k] has no neighbour
     * after this one, so it leaves the frontier after the step. */
    bool *earlier_leaves;
    /* Slots whose squares have no neighbour left after step (the square
     * of step too, when it has none): leaving[leaving_start[step] ..
     * leaving_start[step + 1]). */
    int *leaving_start;
    int *leaving;
    /* room[step * slots + slot]: moves the square in slot has to squares
     * taken after step, which is all it can still be given. */
    unsigned char *room;
    /* port[step]: the square taken then is a port (see
     * frontier_plan_build_rest); NULL when none is. */
    bool *port;
} frontier_plan;

/* Row by row over the narrower side, or column by column, whichever
 * keeps the frontier smaller. False when memory cannot be had;
 * frontier_plan_free frees it, also after a failure. */
bool frontier_plan_build(const move_graph *g, frontier_plan *out);

/* The other half of a count split at step `cut` of whole
 * (tour_frontier_halves.h): the squares whole takes from cut on, in
 * reverse, and whole's frontier after step cut - 1, the ports. A port is
 * taken just before its first neighbour among those squares, takes moves
 * only from them, never leaves, and is never held to what it needs: the
 * first half gives it the rest. False when memory cannot be had. */
bool frontier_plan_build_rest(const move_graph *g, const frontier_plan *whole,
                              int cut, frontier_plan *out);
void frontier_plan_free(frontier_plan *plan);

#endif
