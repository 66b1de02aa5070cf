/* The pawn rules a variant's perft counts with (variant_count_pawns in
 * variant_movegen.h): the seed rules' pawn with a variant's double step
 * and promotions. */
#ifndef BOARDEX_VARIANT_PAWNS_H
#define BOARDEX_VARIANT_PAWNS_H

#include "chess_square.h"
#include "square.h"

/* Pawns under a variant's rules rather than the seed rules: per colour,
 * the row (0 the top one) from which a pawn may step twice over empty
 * squares, or -1 for none; and per colour and row, how many moves one
 * legal pawn move ending on that row counts (1 a plain move; a promotion
 * counts each piece the pawn may become, 0 where it may not go). */
typedef struct {
    int double_step_row[CHESS_COLORS];
    unsigned char weight[CHESS_COLORS][BOARD_MAX_SIDE];
} variant_pawn_rules;

#endif
