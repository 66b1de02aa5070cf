/* 64-bit square sets for the 8x8 chess model.
 *
 * Bit row * 8 + col stands for a square, with row 0 the top rank (rank 8)
 * and col 0 file a, as everywhere in boardex: a8 is bit 0, h1 is bit 63.
 * One machine word per set makes a whole attack map one AND or OR. */
#ifndef BOARDEX_BITBOARD_H
#define BOARDEX_BITBOARD_H

#include <stdint.h>

#include "bits.h"

typedef uint64_t bitboard;

enum { BB_SQUARES = 64, BB_ROW_SQUARES = 8 };

static const bitboard BB_ALL = ~(bitboard)0;
static const bitboard BB_FILE_A = UINT64_C(0x0101010101010101);
static const bitboard BB_ROW_0 = UINT64_C(0xff); /* rank 8 */

static inline bitboard bb_square(int sq)
{
    return (bitboard)1 << sq;
}

static inline bitboard bb_row(int row)
{
    return BB_ROW_0 << (BB_ROW_SQUARES * row);
}

static inline bitboard bb_file(int col)
{
    return BB_FILE_A << col;
}

static inline int bb_count(bitboard b)
{
    return bits_count(b);
}

/* The lowest square of a non-empty set. */
static inline int bb_first(bitboard b)
{
#if defined(__GNUC__)
    return __builtin_ctzll(b);
#else
    int sq = 0;
    while ((b & 1) == 0) {
        b >>= 1;
        sq++;
    }
    return sq;
#endif
}

/* The highest square of a non-empty set. */
static inline int bb_last(bitboard b)
{
#if defined(__GNUC__)
    return 63 - __builtin_clzll(b);
#else
    int sq = 0;
    while (b >>= 1)
        sq++;
    return sq;
#endif
}

/* Removes and returns the lowest square: `while (set) use(bb_pop(&set));` */
static inline int bb_pop(bitboard *b)
{
    int sq = bb_first(*b);
    *b &= *b - 1;
    return sq;
}

#endif
