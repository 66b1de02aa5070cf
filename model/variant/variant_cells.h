/* Reading a position's squares eight at a time: the occupied ones of a
 * mostly empty board are found without a test per square. */
#ifndef BOARDEX_VARIANT_CELLS_H
#define BOARDEX_VARIANT_CELLS_H

#include <stdint.h>
#include <string.h>

#include "square.h"

/* The index of the lowest set bit of a non-zero word. */
static inline int lowest_bit(uint64_t word)
{
#if defined(__GNUC__)
    return __builtin_ctzll(word);
#else
    int i = 0;
    while ((word & 1u) == 0) {
        word >>= 1;
        i++;
    }
    return i;
#endif
}

/* Eight cells from sq on as a word, the first in the low byte; cells
 * from n on (and past the array) read as empty. */
static inline uint64_t cells_word(const unsigned char *cells, int sq, int n)
{
    uint64_t word = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (n >= 8 && sq + 8 <= BOARD_MAX_SQUARES) { /* one load */
        memcpy(&word, cells + sq, sizeof word);
        return word;
    }
#endif
    for (int i = 0; i < 8 && i < n && sq + i < BOARD_MAX_SQUARES; i++)
        word |= (uint64_t)cells[sq + i] << (8 * i);
    return word;
}

/* The low bit of each byte of the result is set when that byte of word is
 * not zero: each byte's bits folded down into its bit 0 (the shifts reach
 * 7 bits, so no byte sees its neighbour's). */
static inline uint64_t occupied_bytes(uint64_t word)
{
    word |= word >> 4;
    word |= word >> 2;
    word |= word >> 1;
    return word & UINT64_C(0x0101010101010101);
}

#endif
