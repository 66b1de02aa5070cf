/* Position mode's data: the position the user is building, and what the
 * positions model says about it (legal move counts, checks, attacks, FEN)
 * under the rules shown: fide (chess, with castling, en passant and
 * promotion; the default) or seed (the ChessMoves rules).
 *
 * The model's `position` is the only record of the pieces. It may break the
 * rules (two white kings) and stays editable then: the rule check reports
 * in `problem`, and the counts are left at zero, it never prevents a put. */
#ifndef BOARDEX_EXPLORER_POSITION_H
#define BOARDEX_EXPLORER_POSITION_H

#include <stdbool.h>
#include <stddef.h>

#include "chess_rules.h"
#include "movegen.h"
#include "position.h"
#include "position_text.h"
#include "status.h"

enum { POSITION_EMPTY = '.' };

typedef struct {
    position pos;               /* the pieces and the FEN's fields */
    chess_rules rules;
    bool legal;                 /* the rules are defined for it */
    char problem[BX_ERROR_MAX]; /* the model's message when not */
    int count[CHESS_COLORS];    /* chess_count: -1 when the other side
                                   is in check */
    bool in_check[CHESS_COLORS];
    /* A side whose count is -1 (it attacks the other king already) has no
     * legal moves to count: its pieces' counts are not shown. */
    bool counted[CHESS_COLORS];
    bitboard checkers;          /* pieces giving check, of either colour */
    int moves[BB_SQUARES];      /* legal moves of the piece on each square */
    int most_moves;
    int attackers[CHESS_COLORS][BB_SQUARES];
    int most_attackers; /* of white + black on one square */
    char fen[POSITION_FEN_MAX];
} explorer_position;

/* An empty board, white to move, under the rules already chosen. */
void explorer_position_clear(explorer_position *ep);

/* The initial position, with all four castling rights. */
void explorer_position_initial(explorer_position *ep);

/* Plays by other rules from now on. Going to fide keeps only the castling
 * rights and en-passant square the position can have. */
void explorer_position_set_rules(explorer_position *ep, chess_rules rules);

/* Puts a FEN letter (KQRBNP white, kqrbnp black) or '.' on square sq
 * (A8 ... H1), replacing what was there. A castling right stays only while
 * its king and rook are on their squares, and the en-passant square only
 * while it is still one a pawn just passed. Returns false for any other
 * letter. */
bool explorer_position_put(explorer_position *ep, int sq, char letter);

/* The FEN letter of the piece on sq, or POSITION_EMPTY. */
char explorer_position_letter(const explorer_position *ep, int sq);

/* Replaces everything from a FEN, or from a file's text (a FEN on its
 * first line, or the 8-line board form), read under the rules shown.
 * Unchanged on failure. */
bx_status explorer_position_from_fen(explorer_position *ep, const char *fen,
                                     bx_error *err);
bx_status explorer_position_from_text(explorer_position *ep,
                                      const char *text, size_t len,
                                      bx_error *err);

/* Swaps the colours of all pieces (X); the side to move stays, castling
 * rights and en passant go. */
void explorer_position_swap_colors(explorer_position *ep);

/* The state of a side in a legal position: "checkmate", "check",
 * "stalemate" (no legal move, not in check), or "" when none applies. */
const char *explorer_position_side_state(const explorer_position *ep,
                                         chess_color color);

/* The piece's colour on sq, when a piece is there. */
bool explorer_position_color_at(const explorer_position *ep, int sq,
                                chess_color *color);

/* Where the piece on sq may go (empty when the position is illegal); under
 * fide the king's castling squares too. */
bitboard explorer_position_targets(const explorer_position *ep, int sq);

/* The name of the piece a FEN letter stands for, "white knight", or "" for
 * an empty square. */
const char *explorer_position_piece_name(char letter);

#endif
