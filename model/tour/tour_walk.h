/* The depth-first walk behind tour_find, and the budget its phases share.
 * Internal to the model. */
#ifndef BOARDEX_TOUR_WALK_H
#define BOARDEX_TOUR_WALK_H

#include <stdbool.h>

#include "move_graph.h"
#include "tour_search.h"

typedef struct {
    const move_graph *g;
    int start;
    bool closed;
    int *out;
    int *in;
    bool *visited;
    int *order;      /* tie-break rank: farther from the centre is lower */
    int *path;       /* path[d]: the square at depth d */
    int *next;       /* next[d]: next candidate to try at depth d */
    int *end;        /* end[d]: one past the last candidate at depth d */
    int *candidates; /* every depth's candidates, stacked */
    int dead_ends;   /* unvisited squares with no way out (open tours) */
} walk;

/* Positions spent over every phase of one search. */
typedef struct {
    const tour_search *search;
    long long nodes;
    long long phase_end; /* the current phase ends here; 0 = never */
    bool stopped;        /* the caller's limit ended the search */
} tour_budget;

/* Counts one position; false when the phase or the caller's limit is over. */
static inline bool tour_budget_spend(tour_budget *budget)
{
    const tour_search *s = budget->search;
    budget->nodes++;
    if ((s->node_limit > 0 && budget->nodes > s->node_limit) ||
        (s->keep_going != NULL && budget->nodes % TOUR_POLL_NODES == 0 &&
         !s->keep_going(s->context))) {
        budget->stopped = true;
        return false;
    }
    return budget->phase_end == 0 || budget->nodes <= budget->phase_end;
}

/* Fills order (one per square) with Warnsdorff's tie-break ranks. */
void walk_rank_squares(board_size board, int *order);

/* Searches from w->start until a tour is in w->path (TOUR_FOUND), every
 * path was tried (TOUR_IMPOSSIBLE) or the budget ran out (TOUR_GAVE_UP). */
tour_outcome walk_search(walk *w, bool closed, tour_budget *budget);

#endif
