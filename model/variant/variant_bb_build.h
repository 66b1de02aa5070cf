/* Filling the bitboard tables (variant_bb.h) as the rules are compiled
 * (variant.c): from the compiled kinds alone, not the rules. */
#ifndef BOARDEX_VARIANT_BB_BUILD_H
#define BOARDEX_VARIANT_BB_BUILD_H

#include "variant_bb.h"
#include "variant_kind.h"

/* Empty tables for a board of size: usable when it has at most 128
 * squares and the compiler a 128-bit integer. */
void bb_tables_start(variant_bb_tables *t, board_size size);

/* Gives kind (number `kind`, compiled for both colours) its moves: lines,
 * leap tables and the list of its other moves. */
void bb_tables_add_kind(variant_bb_tables *t, const variant_kind *k,
                        int kind);

/* Gives one colour's rays (which gather its attacks) their lines without
 * limit. */
void bb_tables_index_rays(variant_bb_tables *t, variant_ray *rays,
                          int ray_count, const variant_attack *attacks);

#endif
