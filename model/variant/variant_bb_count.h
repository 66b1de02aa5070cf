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
 * tested; the others are counted a bitboard at a time. */
#ifndef BOARDEX_VARIANT_BB_COUNT_H
#define BOARDEX_VARIANT_BB_COUNT_H

#include <stdbool.h>

#include "variant.h"

/* variant_count_both's answer in counts; false (counts untouched) when
 * the bitboards cannot take the position: rules->bb unusable, or a square
 * holding no piece of the rules. */
bool variant_bb_count_both(const variant_position *pos,
                           const variant_rules *rules,
                           int counts[CHESS_COLORS]);

/* variant_count's answer in *count, or false as above. */
bool variant_bb_count(const variant_position *pos, const variant_rules *rules,
                      chess_color color, int *count);

#endif
