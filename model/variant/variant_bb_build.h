/* Filling the bitboard tables (variant_bb.h) as the rules are compiled. */
#ifndef BOARDEX_VARIANT_BB_BUILD_H
#define BOARDEX_VARIANT_BB_BUILD_H

#include "variant.h"

/* Empty tables for the rules' size: usable when the board has at most
 * 128 squares and the compiler a 128-bit integer. */
void bb_tables_start(variant_rules *rules);

/* Gives kind's compiled steps (both colours) their lines and its one-step
 * moves their leap tables. */
void bb_tables_add_kind(variant_rules *rules, int kind);

/* Gives color's rays their lines without limit. */
void bb_tables_index_rays(variant_rules *rules, chess_color color);

#endif
