/* The states of the frontier count (tour_frontier.c) and how many ways
 * reach each, kept so that threads share a step without locks: the states
 * of a step are split by a hash of their key into FRONTIER_PARTS parts.
 * Each worker puts the states it makes into an outbox of its own, one run
 * a part; then each part is merged by one worker into the next step's
 * states, its equal states added up in the part's hash table. A step is
 * taken a slice of its parts at a time, each slice merged before the
 * next is taken, so the outboxes hold a slice's states, not a step's.
 * Memory is kept from step to step, so a long count touches new pages
 * only when it grows. Internal to the model. */
#ifndef BOARDEX_TOUR_FRONTIER_STATES_H
#define BOARDEX_TOUR_FRONTIER_STATES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tour_big.h"

typedef tour_big frontier_key;

typedef struct {
    frontier_key key;
    tour_big ways;
} frontier_entry;

/* A power of two: enough parts that one part's table fits in the cache,
 * few enough that a worker's outbox writes to few places at once
 * (measured on the knight's 6x6 open tours: 256 parts take less time and
 * memory than 64 or 1024). */
enum { FRONTIER_PARTS = 256 };

typedef struct {
    frontier_entry *at;
    size_t count;
    size_t capacity;
} frontier_run;

/* What one worker made in a step, a run a part. */
typedef struct {
    frontier_run part[FRONTIER_PARTS];
} frontier_outbox;

/* A part's table of the next states merged so far: indexes into its
 * run, kept at most half full. */
typedef struct {
    uint32_t *slot;
    size_t capacity;
} frontier_merger;

typedef struct {
    int workers;
    frontier_run *now;  /* [FRONTIER_PARTS]: the states of the step */
    frontier_run *next; /* [FRONTIER_PARTS]: those merged for the next */
    frontier_outbox *outbox;  /* [workers] */
    frontier_merger *merger;  /* [FRONTIER_PARTS]: next's tables */
} frontier_states;

/* No states, for `workers` workers; false when memory cannot be had.
 * frontier_states_free frees it, also after a failure. */
bool frontier_states_init(frontier_states *states, int workers);
void frontier_states_free(frontier_states *states);

/* Puts ways to the state key into a worker's outbox (ways > 0); false
 * when memory cannot be had. */
bool frontier_states_put(frontier_outbox *outbox, frontier_key key,
                         tour_big ways);

/* Merges part of every outbox into the next states, equal keys added up,
 * and empties it there; false when memory cannot be had. */
bool frontier_states_merge(frontier_states *states, int part);

/* The next states become the states of the step. */
void frontier_states_advance(frontier_states *states);

/* States of the step. */
size_t frontier_states_count(const frontier_states *states);

#endif
