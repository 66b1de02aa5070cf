/* The two sets of rules a position can be played by.
 *
 *  - seed: the ChessMoves problem's rules (movegen.h): no castling, no en
 *    passant, no promotion. The FEN's castling and en-passant fields are
 *    checked for form only.
 *  - fide: standard chess. The FEN's castling rights and en-passant square
 *    take part, so they must make sense: position_check_fide. */
#ifndef BOARDEX_CHESS_RULES_H
#define BOARDEX_CHESS_RULES_H

#include "position.h"
#include "status.h"

typedef enum { CHESS_RULES_SEED, CHESS_RULES_FIDE } chess_rules;

/* "seed" or "fide". */
const char *chess_rules_name(chess_rules rules);

/* "seed" or "fide" to rules; the message names what is accepted. */
bx_status chess_rules_parse(const char *text, chess_rules *out,
                            bx_error *err);

/* Whether fide rules can play the position (which already holds
 * position_check_rules): each castling right has its king and rook on
 * their squares; the en-passant square is one a pawn of the side not to
 * move could have just passed (on the right rank, empty, with the square
 * behind it empty and that pawn in front of it); the side not to move is
 * not in check; no pawn stands on its last rank. The message names the
 * FEN field: "castling right K: no white rook on h1". */
bx_status position_check_fide(const position *pos, bx_error *err);

#endif
