/* A set of squares of any board up to 26x26, one bit per square index.
 * Sets make "duplicates are harmless" true by construction: two directions
 * that reach the same square add it once. */
#ifndef BOARDEX_SQUARE_SET_H
#define BOARDEX_SQUARE_SET_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "bits.h"
#include "square.h"

enum { SQUARE_SET_WORDS = (BOARD_MAX_SQUARES + 63) / 64 };

typedef struct {
    uint64_t words[SQUARE_SET_WORDS];
} square_set;

static inline void square_set_clear(square_set *set)
{
    memset(set, 0, sizeof *set);
}

static inline void square_set_add(square_set *set, int index)
{
    set->words[index / 64] |= UINT64_C(1) << (index % 64);
}

static inline void square_set_remove(square_set *set, int index)
{
    set->words[index / 64] &= ~(UINT64_C(1) << (index % 64));
}

static inline bool square_set_has(const square_set *set, int index)
{
    return (set->words[index / 64] >> (index % 64)) & 1u;
}

static inline int square_set_count(const square_set *set)
{
    int count = 0;
    for (int w = 0; w < SQUARE_SET_WORDS; w++)
        count += bits_count(set->words[w]);
    return count;
}

#endif
