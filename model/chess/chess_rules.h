/* The two sets of rules a position can be played by.
 *
 *  - seed: the ChessMoves problem's rules (engine.h): no castling, no en
 *    passant, no promotion. The FEN's castling and en-passant fields are
 *    checked for form only.
 *  - fide: standard chess. The FEN's castling rights and en-passant square
 *    take part, so they must make sense: position_check_fide
 *    (position_rules.h). */
#ifndef BOARDEX_CHESS_RULES_H
#define BOARDEX_CHESS_RULES_H

#include "status.h"

typedef enum { CHESS_RULES_SEED, CHESS_RULES_FIDE } chess_rules;

/* "seed" or "fide". */
const char *chess_rules_name(chess_rules rules);

/* "seed" or "fide" to rules; the message names what is accepted. */
bx_status chess_rules_parse(const char *text, chess_rules *out,
                            bx_error *err);

#endif
