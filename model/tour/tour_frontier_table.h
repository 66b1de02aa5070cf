/* The states of the frontier count (tour_frontier.c) and how many ways
 * reach each: an open-addressing hash table keyed by a packed state.
 * Internal to the model. */
#ifndef BOARDEX_TOUR_FRONTIER_TABLE_H
#define BOARDEX_TOUR_FRONTIER_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tour_big.h"

typedef tour_big frontier_key;

typedef struct {
    frontier_key key;
    tour_big ways; /* 0 marks an empty entry: a state kept has ways */
} frontier_entry;

/* States waiting to be added while their entries are fetched. */
enum { FRONTIER_AHEAD = 16 };

typedef struct {
    frontier_entry waiting[FRONTIER_AHEAD]; /* see frontier_table_add_soon */
    frontier_entry *entries;
    size_t capacity; /* a power of two */
    size_t used;
    size_t most; /* states allowed; adding one more fails */
    /* Varies the hash from step to step: a table filled while another is
     * read in its own hash order would otherwise fill in long runs. */
    uint64_t salt;
    int waiting_count;
    int waiting_first;
} frontier_table;

/* An empty table of room for `most` states at most; false when memory
 * cannot be had. frontier_table_free frees it, also after a failure. */
bool frontier_table_init(frontier_table *table, size_t most);
void frontier_table_free(frontier_table *table);

/* Empties the table, keeping (or, when it grew far larger than its use,
 * shrinking) its memory. */
void frontier_table_clear(frontier_table *table);

typedef enum {
    FRONTIER_ADDED,
    FRONTIER_FULL,      /* more than `most` states */
    FRONTIER_NO_MEMORY, /* the table could not grow */
} frontier_add;

/* Adds ways to the state key (ways > 0). */
frontier_add frontier_table_add(frontier_table *table, frontier_key key,
                                tour_big ways);

/* The same, later: the state waits while its entry is fetched from
 * memory (a table this large is mostly out of the cache), and the one
 * that waited longest is added now (its result is returned). */
frontier_add frontier_table_add_soon(frontier_table *table,
                                     frontier_key key, tour_big ways);

/* Adds every state still waiting. */
frontier_add frontier_table_flush(frontier_table *table);

#endif
