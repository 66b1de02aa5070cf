/* Counting tours exactly, on boards small enough for it.
 *
 * Open tours are counted directed (a path and its reverse are two tours),
 * from one start square or from every square; closed tours are counted
 * undirected (a cycle is one tour whichever square it is read from and in
 * either direction), or, for a piece whose moves cannot all be made
 * backwards, once per cycle in its one direction. The count walks every
 * path with the search's cuts, so it reads no clock either: the caller
 * bounds it as it bounds tour_find. */
#ifndef BOARDEX_TOUR_COUNT_H
#define BOARDEX_TOUR_COUNT_H

#include <stdbool.h>

#include "piece.h"
#include "square.h"
#include "status.h"
#include "tour_find.h"

/* How far a count trying every path has got: its work is split into
 * parts (a start and its first step). */
typedef struct {
    int parts_done;
    int parts;
    long long nodes; /* positions tried so far */
} tour_count_progress;

typedef struct {
    board_size board;
    const piece_spec *piece;
    bool closed;
    bool from_start; /* open tours from start only (closed: ignored) */
    square start;
    long long node_limit; /* positions to try at most; 0 = no limit */
    int threads;          /* threads to share the work; 0 or 1: one */
    bool (*keep_going)(void *context); /* as tour_search's */
    /* When not NULL, told where the count is now and then, always from
     * the caller's thread (pieces whose moves cannot all be made
     * backwards are counted without telling). */
    void (*progress)(const tour_count_progress *at, void *context);
    void *context;
} tour_counting;

typedef struct {
    bool exact;               /* false: the limit came first */
    unsigned long long tours; /* exact, or those found before the limit */
    long long nodes;          /* positions tried */
} tour_count_result;

/* Counts tours; fails on an invalid board or start square, or when memory
 * for the search cannot be had. */
bx_status tour_count(const tour_counting *counting, tour_count_result *out,
                     bx_error *err);

#endif
