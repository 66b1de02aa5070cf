/* What a tour search is asked (tour_search) and what it answers
 * (tour_found): shared by tour_find and the walk behind it. */
#ifndef BOARDEX_TOUR_SEARCH_H
#define BOARDEX_TOUR_SEARCH_H

#include <stdbool.h>

#include "piece.h"
#include "square.h"
#include "status.h"

enum { TOUR_POLL_NODES = 4096 };

typedef struct {
    board_size board;
    const piece_spec *piece;
    square start;
    bool closed;
    long long node_limit; /* positions to try at most; 0 = no limit */
    /* When not NULL, asked every TOUR_POLL_NODES positions; returning false
     * stops the search (not found within the limit). */
    bool (*keep_going)(void *context);
    void *context;
} tour_search;

typedef enum {
    TOUR_FOUND,      /* the grid holds a tour */
    TOUR_IMPOSSIBLE, /* proved: no such tour exists */
    TOUR_GAVE_UP,    /* the limit was reached first */
} tour_outcome;

typedef struct {
    tour_outcome outcome;
    long long nodes; /* positions tried (squares stepped onto) */
    /* For TOUR_IMPOSSIBLE, the proof in a phrase ("every path from a1 was
     * tried"); for TOUR_GAVE_UP, how far it got. */
    char why[BX_ERROR_MAX];
} tour_found;

#endif
