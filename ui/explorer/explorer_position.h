/* Position mode's data: the pieces the user placed, and what the positions
 * model says about them (legal move counts, checks, attacks, FEN).
 *
 * The placement is kept as the user typed it, one FEN letter per square,
 * so an illegal position (two white kings) stays on the board, editable,
 * while the model's message replaces the counts. */
#ifndef BOARDEX_EXPLORER_POSITION_H
#define BOARDEX_EXPLORER_POSITION_H

#include <stdbool.h>
#include <stddef.h>

#include "movegen.h"
#include "position.h"
#include "position_text.h"
#include "status.h"

enum { POSITION_EMPTY = '.' };

typedef struct {
    char placement[BB_SQUARES]; /* FEN letters (K white king), or '.' */
    bool legal;                 /* the rules are defined for it */
    char problem[BX_ERROR_MAX]; /* the model's message when not */
    chess_color to_move; /* kept from a FEN, for writing one back */
    position pos;
    int count[CHESS_COLORS];   /* movegen_count: -1 when the other side
                                  is in check */
    bool in_check[CHESS_COLORS];
    bitboard checkers;          /* pieces giving check, of either colour */
    int moves[BB_SQUARES];      /* legal moves of the piece on each square */
    int most_moves;
    int attackers[CHESS_COLORS][BB_SQUARES];
    int most_attackers; /* of white + black on one square */
    char fen[POSITION_FEN_MAX];
} explorer_position;

/* An empty board. */
void explorer_position_clear(explorer_position *view);

/* The initial position. */
void explorer_position_initial(explorer_position *view);

/* Puts a FEN letter (KQRBNP white, kqrbnp black) or '.' on square sq
 * (0 = a8 ... 63 = h1). Returns false for any other letter. */
bool explorer_position_put(explorer_position *view, int sq, char letter);

/* Replaces everything from a FEN, or from a file's text (a FEN on its
 * first line, or the 8-line board form). Unchanged on failure. */
bx_status explorer_position_from_fen(explorer_position *view, const char *fen,
                                     bx_error *err);
bx_status explorer_position_from_text(explorer_position *view,
                                      const char *text, size_t len,
                                      bx_error *err);

/* Where the piece on sq may go (empty when the position is illegal). */
bitboard explorer_position_targets(const explorer_position *view, int sq);

/* The piece's name on sq, "white knight", or "" for an empty square. */
const char *explorer_position_piece_name(char letter);

#endif
