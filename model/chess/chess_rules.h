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

#include <stdbool.h>

#include "chess_square.h"
#include "square.h"
#include "status.h"

typedef enum { CHESS_RULES_SEED, CHESS_RULES_FIDE } chess_rules;

/* "seed" or "fide". */
const char *chess_rules_name(chess_rules rules);

/* "seed" or "fide" to rules; the message names what is accepted. */
bx_status chess_rules_parse(const char *text, chess_rules *out,
                            bx_error *err);

/* What decides whether the rules are defined for a position, on any
 * board: each generator finds the facts its own way (bitboards, cells),
 * and chess_rules_judge words the verdict, so every board and every face
 * refuses the same thing in the same words. */
typedef struct {
    int kings[CHESS_COLORS];
    /* The square of a pawn on its own first rank ("a1"), or "". */
    char stuck_pawn[CHESS_COLORS][SQUARE_NAME_MAX];
    bool both_in_check;
} chess_rule_facts;

/* At most one king a colour, no pawn on its own first rank, not both
 * kings in check; the message names the first fault, white's before
 * black's. */
bx_status chess_rules_judge(const chess_rule_facts *facts, bx_error *err);

#endif
