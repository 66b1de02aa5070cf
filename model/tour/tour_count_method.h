/* Counting tours by the method that suits the board: trying every path
 * (tour_count.h) on tiny boards and for moves that cannot all be made
 * backwards, the frontier count (tour_frontier.h) otherwise. Callers ask
 * here and need not know which ran. */
#ifndef BOARDEX_TOUR_COUNT_METHOD_H
#define BOARDEX_TOUR_COUNT_METHOD_H

#include <stdbool.h>
#include <stddef.h>

#include "status.h"
#include "tour_big.h"
#include "tour_count.h"
#include "tour_frontier.h"

typedef enum {
    TOUR_METHOD_AUTO,     /* choose */
    TOUR_METHOD_PATHS,    /* try every path */
    TOUR_METHOD_FRONTIER, /* frontier dynamic programming */
} tour_method;

/* Left to choose, boards of at most this many squares are counted by
 * trying every path, and so are boards whose frontier the count cannot
 * hold at all (tour_frontier_fits), and open tours on boards of up to
 * TOUR_METHOD_OPEN_PATHS_MOST_SQUARES squares whose frontier is wider than
 * TOUR_METHOD_OPEN_MOST_WIDTH squares: there trying paths is faster (the
 * knight's open tours on 6x6, frontier 14 squares wide, one thread: 0.8 s
 * trying paths, 6.8 s on the frontier, measured in Release). Open tours
 * whose states would outgrow the frontier's bound with their ends free
 * are counted again start by start, then pair by pair of ends
 * (tour_frontier_ends.h), in less memory but more time. */
enum {
    TOUR_METHOD_PATHS_MOST_SQUARES = 25,
    TOUR_METHOD_OPEN_MOST_WIDTH = 12,
    TOUR_METHOD_OPEN_PATHS_MOST_SQUARES = 36,
};

typedef struct {
    tour_method method;
    size_t most_states; /* frontier: per step; 0 = its default */
    int threads;        /* threads to share the work; 0 or 1: one */
    size_t split_states; /* frontier: as tour_frontier_watch's */
    /* Frontier: where it is, now and then (context: the counting's). */
    void (*progress)(const tour_frontier_progress *at, void *context);
} tour_count_options;

typedef struct {
    tour_method method; /* the one that ran */
    bool exact;         /* false: the limit came first */
    /* Exact; when not, for paths the tours found before the limit, for
     * the frontier nothing (its states are no count of tours). */
    tour_big tours;
    long long nodes;                /* paths: positions tried */
    tour_frontier_progress reached; /* frontier: where it stopped */
} tour_tally;

/* Counts the tours counting asks for (tour_count.h says how they are
 * counted) by options->method. Fails as tour_count and
 * tour_frontier_count do, and with BX_INVALID when the frontier is asked
 * for moves that cannot all be made backwards. */
bx_status tour_count_by_method(const tour_counting *counting,
                               const tour_count_options *options,
                               tour_tally *out, bx_error *err);

#endif
