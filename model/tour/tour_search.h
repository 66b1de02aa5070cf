/* What a tour search is asked (tour_search) and what it answers
 * (tour_found): shared by tour_find and the walk behind it. */
#ifndef BOARDEX_TOUR_SEARCH_H
#define BOARDEX_TOUR_SEARCH_H

#include <stdbool.h>
#include <stddef.h>

#include "move_graph.h"
#include "piece.h"
#include "square.h"
#include "status.h"

enum { TOUR_POLL_NODES = 4096 };

typedef enum {
    TOUR_FOUND,      /* the grid holds a tour */
    TOUR_IMPOSSIBLE, /* proved: no such tour exists */
    TOUR_GAVE_UP,    /* the limit was reached first */
} tour_outcome;

struct tour_search;

/* A complete method the search hands over to when its own phases have
 * neither found a tour nor proved there is none (tour_sat.h is one): it
 * fills path[0 .. graph->count) with a tour from start, or proves there is
 * none, or gives up when search->keep_going says stop. why gets the proof
 * (or what stopped it) in a phrase. When memory runs out it gives up with
 * *no_memory set, and the search fails as it does for its own memory. */
typedef tour_outcome (*tour_decider)(const move_graph *graph, int start,
                                     bool closed,
                                     const struct tour_search *search,
                                     int *path, char *why, size_t size,
                                     bool *no_memory);

typedef struct tour_search {
    board_size board;
    const piece_spec *piece;
    square start;
    bool closed;
    long long node_limit; /* positions to try at most; 0 = no limit */
    /* When not NULL, asked every TOUR_POLL_NODES positions; returning false
     * stops the search (not found within the limit). */
    bool (*keep_going)(void *context);
    void *context;
    /* When not NULL, the complete method the rest of the limit goes to
     * once the search's own phases are spent; when NULL, the last phase
     * is the backtracking walk, to the limit. */
    tour_decider decide;
    /* Varies the random tie-breaks of the restarts: the same seed gives
     * the same tour. */
    unsigned seed;
} tour_search;

typedef struct {
    tour_outcome outcome;
    long long nodes; /* positions tried (squares stepped onto) */
    /* For TOUR_IMPOSSIBLE, the proof in a phrase ("every path from a1 was
     * tried"); for TOUR_GAVE_UP, how far it got. */
    char why[BX_ERROR_MAX];
} tour_found;

#endif
