/* Random defined pieces and random positions for the variant tests: the
 * same ones on every run (a fixed xorshift seed). */
#ifndef BOARDEX_RANDOM_VARIANT_H
#define BOARDEX_RANDOM_VARIANT_H

#include "boardex_test.h"

#include "variant.h"

/* xorshift: the same random positions on every run. */
static inline uint64_t next_random(uint64_t *seed)
{
    *seed ^= *seed >> 12;
    *seed ^= *seed << 25;
    *seed ^= *seed >> 27;
    return *seed * UINT64_C(2685821657736338717);
}

static inline int pick(uint64_t *seed, int n)
{
    return (int)(next_random(seed) % (uint64_t)n);
}

/* Betza strings of every kind of move a position takes: leaps, riders,
 * ranges, lame leaps, hoppers, grasshoppers, move-only, capture-only and
 * one-way moves. */
static const char *const BETZA_POOL[] = {
    "N",   "B",    "R",     "Q",     "K",    "W",   "F",    "D",
    "A",   "NN",   "nN",    "nA",    "nD",   "pR",  "pB",   "gQ",
    "mRcpR", "fN", "bW",    "cK",    "mB",   "fR2", "sW",   "(3,1)",
    "C",   "Z",    "mQ3",   "cR",    "gR",   "pQ",  "ffN",  "fbR",
    "WD",  "pNN",  "gB4",   "nNmR",  "vR",   "fmWfcF",
};

/* Every letter a piece may be defined as: 20 of them. */
static const char DEFINED_LETTERS[] = "ACDEFGHIJLMOSTUVWXYZ";

/* Defines `count` pieces (at most 20), each one or two pool entries; two
 * that would read as a doubled atom ("nN" "N" = a lame nightrider) stay
 * one. */
static inline void random_definitions(variant_rules *rules, uint64_t *seed,
                                      int count)
{
    for (int d = 0; d < count; d++) {
        const char *first = BETZA_POOL[pick(
            seed, (int)(sizeof BETZA_POOL / sizeof BETZA_POOL[0]))];
        const char *second = pick(seed, 2) ? BETZA_POOL[pick(seed, 8)] : "";
        char text[40];
        bx_error err = {"", 0, 0};
        if (first[strlen(first) - 1] == second[0])
            second = "";
        snprintf(text, sizeof text, "%s%s", first, second);
        if (variant_rules_define(rules, DEFINED_LETTERS[d], text, &err) !=
            BX_OK)
            fail_msg("%s: %s", text, err.message);
    }
}

/* An empty board of the rules' size with a white and a black king tried
 * first, then up to `pieces` pieces of any kind but the king on random
 * squares (a square already taken is skipped). */
static inline void random_fill(variant_position *pos,
                               const variant_rules *rules, uint64_t *seed,
                               int pieces)
{
    int squares = board_square_count(rules->size);
    variant_position_clear(pos, rules);
    for (int i = -2; i < pieces; i++) {
        int sq = pick(seed, squares);
        int kind = i < 0 ? CHESS_KING : pick(seed, rules->kind_count);
        if ((kind == CHESS_KING && i >= 0) || rules->kinds[kind].removed)
            continue;
        if (pos->cells[sq] == VARIANT_EMPTY)
            pos->cells[sq] = variant_cell(
                i == -2 || (i >= 0 && pick(seed, 2)) ? CHESS_WHITE
                                                     : CHESS_BLACK,
                kind);
    }
}

#endif
