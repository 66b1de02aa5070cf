/* Legal move counts by 128-bit bitboards (variant_bb.h), for positions
 * on boards of at most 128 squares: the same answers as the mailbox
 * generator (variant_movegen.h), faster.
 *
 * Each piece's destinations are one bitboard: a rider's line cut after
 * its first piece, a hopper's cut after its second, a leaper's table
 * entry. Which of them are legal is decided as the mailbox generator
 * does, from the king outwards: the enemy pieces that could reach the
 * king on an empty board are looked at, the squares that decide what
 * they do are gathered, and only a move touching them is made and
 * tested; the others are counted a bitboard at a time.
 *
 * It is compiled twice, as the chess engine is: a portable build, and on
 * x86-64 one with the instructions that count bits and find the first
 * one (POPCNT, BMI, LZCNT), handed out only when the CPU has them. */
#ifndef BOARDEX_VARIANT_BB_COUNT_H
#define BOARDEX_VARIANT_BB_COUNT_H

#include <stdbool.h>

#include "variant.h"
#include "variant_pawns.h"

typedef struct {
    const char *name;
    /* variant_count_both's answer in counts; false (counts untouched)
     * when the bitboards cannot take the position: rules->bb unusable, or
     * a square holding no piece of the rules. */
    bool (*count_both)(const variant_position *pos,
                       const variant_rules *rules, int counts[CHESS_COLORS]);
    /* variant_count's answer in *count, or false as above. */
    bool (*count)(const variant_position *pos, const variant_rules *rules,
                  chess_color color, int *count);
    /* variant_count_pawns's answer in *count, or false as above. */
    bool (*count_pawns)(const variant_position *pos,
                        const variant_rules *rules, chess_color color,
                        const variant_pawn_rules *pawns, int *count);
} variant_bb_build;

/* The builds themselves; variant_bb_fast_build needs x86-64 with the
 * instructions, and exists only there. */
extern const variant_bb_build variant_bb_portable_build;
extern const variant_bb_build variant_bb_fast_build;

/* The build for any CPU (whose functions say false when the compiler has
 * no 128-bit integer), the one with the bit instructions (NULL when this
 * CPU lacks them), and the best of the two. */
const variant_bb_build *variant_bb_portable(void);
const variant_bb_build *variant_bb_fast(void);
const variant_bb_build *variant_bb_best(void);

#endif
