/* Counting the bits of a 64-bit word: the one popcount of the model, used by
 * square sets of any board and by the chess bitboards. */
#ifndef BOARDEX_BITS_H
#define BOARDEX_BITS_H

#include <stdint.h>

static inline int bits_count(uint64_t word)
{
#if defined(__GNUC__) && defined(__POPCNT__)
    return __builtin_popcountll(word);
#else
    /* Without the instruction the builtin is a library call; this is the
     * same sum done in place, over bit pairs, nibbles, then bytes. */
    word -= (word >> 1) & UINT64_C(0x5555555555555555);
    word = (word & UINT64_C(0x3333333333333333)) +
           ((word >> 2) & UINT64_C(0x3333333333333333));
    word = (word + (word >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    return (int)((word * UINT64_C(0x0101010101010101)) >> 56);
#endif
}

#endif
