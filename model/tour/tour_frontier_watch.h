/* What a frontier count (tour_frontier.h) is asked and tells: how far it
 * has got, the watch over it, and its result. */
#ifndef BOARDEX_TOUR_FRONTIER_WATCH_H
#define BOARDEX_TOUR_FRONTIER_WATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "tour_big.h"

/* States a step may hold by default: with the states of the step before
 * and those made on the way, about 140 bytes a state (measured: 690 MB
 * for the 4.5 million of the knight's open tours on 6x6, 1.5 GB for the
 * 12 million of 6x7), so up to about 5 GB. */
enum { TOUR_FRONTIER_MOST_STATES = 1 << 25 };

/* How far the count has got: squares are taken a line (row, or column on
 * a board wider than high) at a time. */
typedef struct {
    int line; /* the line being counted, from 1 */
    int lines;
    bool by_columns;
    long long states; /* states held at the moment */
    /* Counting pair by pair of ends (tour_frontier_ends.h): the pairs
     * counted so far and in all; both 0 otherwise. */
    int pairs_done;
    int pairs;
    /* Counting start by start (tour_frontier_ends.h): likewise. */
    int starts_done;
    int starts;
} tour_frontier_progress;

typedef struct {
    size_t most_states; /* per step; 0 = TOUR_FRONTIER_MOST_STATES */
    int threads; /* to share the work; 0 or 1: one, at most 64 */
    /* When not NULL, asked between batches of states, from any of the
     * threads; false stops the count (a partial count of a transfer
     * matrix means nothing, so the result then says only where it
     * stopped). */
    bool (*keep_going)(void *context);
    /* When not NULL, told where the count is after each square and
     * between batches of states, always from the caller's thread. */
    void (*progress)(const tour_frontier_progress *at, void *context);
    void *context;
    /* The states at which a count splits in two and meets the halves
     * (tour_frontier_halves.h); 0: its default; SIZE_MAX: never. The
     * count is the same. */
    size_t split_states;
} tour_frontier_watch;

typedef struct {
    bool exact;  /* false: keep_going stopped it */
    tour_big tours;
    tour_frontier_progress reached; /* where it ended or stopped */
} tour_frontier_result;

#endif
