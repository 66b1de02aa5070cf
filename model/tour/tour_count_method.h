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

/* Left to choose, the count tries every path for moves that cannot all
 * be made backwards and where the frontier cannot be held at all
 * (tour_frontier_width_fits). Otherwise the frontier's cost grows with its
 * width and that of trying paths with the board and the piece's moves,
 * so paths are tried only where the frontier is wider than
 * TOUR_METHOD_NARROW_WIDTH squares, the board has at most
 * TOUR_METHOD_PATHS_MOST_SQUARES squares and the piece at most
 * TOUR_METHOD_PATHS_MOST_MOVES moves a square on average. Measured in
 * Release, one thread, trying paths against the frontier: the knight's
 * open tours on 6x6 (frontier 14 squares wide, 4.4 moves a square)
 * 0.65 s against 5.9 s, on 5x6 0.03 s against 0.39 s, and on 5x8
 * (40 squares) 12.5 s against 3.5 s; the camel's on 6x6 (20 wide) 0.02 s
 * against 9 s; the rook's on 4x4 (13 wide, 6 moves) 0.3 s against 1.5 s;
 * but the centaur's closed tours on 5x5 (12 wide, 9.6 moves) over 12 s
 * against 2.7 s, and the king's on 5x5 (7 wide) 6.7 s against 0.03 s.
 * Open tours whose states would outgrow the frontier's bound with their
 * ends free are counted again start by start, then pair by pair of ends
 * (tour_frontier_ends.h), in less memory but more time. */
enum {
    TOUR_METHOD_NARROW_WIDTH = 10,
    TOUR_METHOD_PATHS_MOST_SQUARES = 36,
    TOUR_METHOD_PATHS_MOST_MOVES = 7,
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
