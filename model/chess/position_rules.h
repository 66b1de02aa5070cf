/* Check, and whether the rules are defined for a position
 * (position_rules.c). Apart from position.c because it needs attacks.h,
 * which needs the position. */
#ifndef BOARDEX_POSITION_RULES_H
#define BOARDEX_POSITION_RULES_H

#include <stdbool.h>

#include "position.h"
#include "status.h"

/* Whether color's king is attacked (false for a colour without a king). */
bool position_in_check(const chess_position *pos, chess_color color);

/* Whether the rules are defined for the position: at most one king per
 * colour, no pawn on its own first rank (a white pawn on rank 1, a black
 * pawn on rank 8), not both kings in check. The message names the problem.
 * A colour without a king is allowed: it simply has no check rules. */
bx_status position_check_rules(const chess_position *pos, bx_error *err);

/* Whether fide rules can play the position (which already holds
 * position_check_rules): each castling right has its king and rook on
 * their squares; the en-passant square is one a pawn of the side not to
 * move could have just passed (on the right rank, empty, with the square
 * behind it empty and that pawn in front of it); the side not to move is
 * not in check; no pawn stands on its last rank. The message names the
 * FEN field: "castling right K: no white rook on h1". */
bx_status position_check_fide(const chess_position *pos, bx_error *err);

/* Drops the castling rights whose king or rook is not on its square, and
 * an en-passant square no pawn could have just passed: what editing a
 * position leaves behind, so that position_check_fide can only fail on
 * the placement itself. */
void position_drop_lost_fields(chess_position *pos);

#endif
