/* Positions as text: the ChessMoves board form and FEN.
 *
 * The board form is 8 rows of 8 characters, row 0 (rank 8) first, '.' for
 * an empty square and UPPER case for BLACK: "RNBQKBNR" is black's back rank.
 * FEN is the standard: rank 8 first, UPPER case for WHITE, digits for runs
 * of empty squares. The same position reads "rnbqkbnr/..." in FEN and
 * "RNBQKBNR" in the board form. Every reader also applies
 * position_check_rules, so what it returns has defined rules. */
#ifndef BOARDEX_POSITION_TEXT_H
#define BOARDEX_POSITION_TEXT_H

#include <stddef.h>

#include "chess_rules.h"
#include "position.h"
#include "status.h"

enum {
    /* 64 placement characters, 7 slashes, " w - - 0 1" and '\0'. */
    POSITION_FEN_MAX = 96,
    /* 8 rows of 8 characters, each with its newline, and '\0'. */
    POSITION_BOARD_MAX = 8 * 9 + 1,
};

/* row_count strings, each a row of the board form. */
bx_status position_from_rows(const char *const rows[], int row_count,
                             chess_position *out, bx_error *err);

/* The board form as one text of len bytes: 8 lines, an optional final
 * newline, "\r\n" accepted. */
bx_status position_from_board_text(const char *text, size_t len,
                                   chess_position *out, bx_error *err);

/* A FEN: the placement, then optionally the side to move (w or b, white
 * when absent), castling, en passant and the two clocks, all kept in the
 * position; EPD operations after the fourth field are ignored. Under seed
 * rules the fields after the side to move are checked for form only;
 * under fide rules castling takes only KQkq and the position must hold
 * position_check_fide. */
bx_status position_from_fen_rules(const char *fen, chess_rules rules,
                                  chess_position *out, bx_error *err);

/* position_from_fen_rules with seed rules. */
bx_status position_from_fen(const char *fen, chess_position *out,
                            bx_error *err);

/* Under seed rules "placement side - - 0 1" (those rules have no castling
 * or en passant); under fide rules every field as the position holds it. */
void position_to_fen_rules(const chess_position *pos, chess_rules rules,
                           char out[POSITION_FEN_MAX]);

/* position_to_fen_rules with seed rules. */
void position_to_fen(const chess_position *pos, char out[POSITION_FEN_MAX]);

/* The board form, each row ending in a newline. */
void position_to_board(const chess_position *pos,
                       char out[POSITION_BOARD_MAX]);

#endif
