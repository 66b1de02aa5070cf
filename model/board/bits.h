/* Counting the bits of a 64-bit word: the one popcount of the model, used by
 * square sets of any board and by the chess bitboards. */
#ifndef BOARDEX_BITS_H
#define BOARDEX_BITS_H

#include <stdint.h>

static inline int bits_count(uint64_t word)
{
#if defined(__GNUC__)
    return __builtin_popcountll(word);
#else
    int count = 0;
    for (; word != 0; word &= word - 1)
        count++;
    return count;
#endif
}

#endif
