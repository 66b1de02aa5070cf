/* Position mode's data: the position the user is building, on a board of
 * any size with the chess pieces and pieces defined in Betza, and what the
 * positions model says about it (legal move counts, checks, attacks, FEN).
 *
 * Two generators answer, as in the CLI. The six chess pieces on 8x8 go to
 * the bitboard generator, under the rules chosen: fide (chess, with
 * castling, en passant and promotion; the default) or seed (the
 * ChessMoves rules). Any other size, or a defined piece on the board, goes
 * to the general generator (model/variant), which has the seed rules only.
 *
 * `cells` is the only record of the pieces, one byte a square as
 * model/variant stores them; `pos` keeps the FEN's other fields (side to
 * move, castling, en passant, clocks) and, on the chess path, the same
 * pieces as bitboards. The position may break the rules (two white kings)
 * and stays editable then: the rule check reports in `problem`, and the
 * counts are left at zero; it never prevents a put.
 *
 * Squares are square_index numbers of `size` (row 0 the top rank). */
#ifndef BOARDEX_EXPLORER_POSITION_H
#define BOARDEX_EXPLORER_POSITION_H

#include <stdbool.h>
#include <stddef.h>

#include "chess_rules.h"
#include "position.h"
#include "square.h"
#include "square_set.h"
#include "status.h"
#include "variant.h"
#include "variant_text.h"

enum {
    POSITION_EMPTY = '.',
    /* A defined piece's Betza as given: the L prompt's line fits. */
    EXPLORER_LETTER_BETZA_MAX = 128,
    /* KQRBNP and the defined letters, and '\0'. */
    EXPLORER_LETTERS_MAX = CHESS_KINDS + VARIANT_MAX_DEFINED + 1,
};

/* A letter given to a piece (--define, or L in the explorer). */
typedef struct {
    char letter; /* upper case, not KQRBNP */
    char betza[EXPLORER_LETTER_BETZA_MAX];
} explorer_letter;

typedef struct {
    board_size size;
    unsigned char cells[BOARD_MAX_SQUARES]; /* variant_cell() values */
    position pos;      /* the FEN's fields; the pieces on the chess path */
    chess_rules rules; /* chosen with R; the chess path plays by them */
    /* Defined letters in the order given: letters[i] is the variant kind
     * CHESS_KINDS + i, so a redefined letter keeps its pieces. */
    explorer_letter letters[VARIANT_MAX_DEFINED];
    int letter_count;

    bool general;               /* the general generator answers */
    bool legal;                 /* the rules are defined for it */
    char problem[BX_ERROR_MAX]; /* the model's message when not */
    int count[CHESS_COLORS];    /* -1 when the other side is in check */
    bool in_check[CHESS_COLORS];
    /* A side whose count is -1 (it attacks the other king already) has no
     * legal moves to count: its pieces' counts are not shown. */
    bool counted[CHESS_COLORS];
    square_set checkers; /* pieces giving check, of either colour */
    short moves[BOARD_MAX_SQUARES]; /* legal moves of the piece there */
    int most_moves;
    short attackers[CHESS_COLORS][BOARD_MAX_SQUARES];
    int most_attackers; /* of white + black on one square */
    char fen[VARIANT_FEN_MAX];
} explorer_position;

/* An empty board of the size already chosen, white to move. */
void explorer_position_clear(explorer_position *ep);

/* The initial position on 8x8, with all four castling rights. */
void explorer_position_initial(explorer_position *ep);

/* Plays by other rules from now on (on the chess path). Going to fide
 * keeps only the castling rights and en-passant square the position can
 * have. */
void explorer_position_set_rules(explorer_position *ep, chess_rules rules);

/* The rules that apply: the chosen ones on the chess path, seed on the
 * general one. */
chess_rules explorer_position_rules_in_force(const explorer_position *ep);

/* A new board size: pieces keep their squares counted from a1 (file and
 * rank) where they still fit; returns how many did not. */
int explorer_position_resize(explorer_position *ep, board_size size);

/* Puts a letter on square sq, replacing what was there: a chess FEN letter
 * (KQRBNP white, kqrbnp black), a defined letter (upper case white, lower
 * case black) or '.'. A castling right stays only while its king and rook
 * are on their squares, and the en-passant square only while it is still
 * one a pawn just passed. Returns false for any other letter. */
bool explorer_position_put(explorer_position *ep, int sq, char letter);

/* Whether letter (either case) is a piece here: chess or defined. */
bool explorer_position_knows(const explorer_position *ep, char letter);

/* The letters that place pieces: "KQRBNPAC" white, "kqrbnpac" black. */
void explorer_position_letter_list(const explorer_position *ep,
                                   char white[EXPLORER_LETTERS_MAX],
                                   char black[EXPLORER_LETTERS_MAX]);

/* The FEN letter of the piece on sq, or POSITION_EMPTY. */
char explorer_position_letter(const explorer_position *ep, int sq);

/* Replaces everything from a FEN, or from a file's text (a FEN on its
 * first line, or the board form), read under the rules shown. The board
 * takes the text's size: H ranks (lines) of W squares. Unchanged on
 * failure (explorer_position_text.c). */
bx_status explorer_position_from_fen(explorer_position *ep, const char *fen,
                                     bx_error *err);
bx_status explorer_position_from_text(explorer_position *ep,
                                      const char *text, size_t len,
                                      bx_error *err);

/* The board form of the position (upper case black), H lines. */
void explorer_position_to_board(const explorer_position *ep,
                                char out[VARIANT_BOARD_MAX]);

/* Gives letter (either case) the piece written betza, as --define does,
 * with the same refusals; an existing letter is redefined (and *redefined
 * set), its pieces then move the new way (explorer_position_letters.c). */
bx_status explorer_position_define(explorer_position *ep, char letter,
                                   const char *betza, bool *redefined,
                                   bx_error *err);

/* The rules of the letters defined, at the position's size. */
void explorer_position_variant_rules(const explorer_position *ep,
                                     variant_rules *out);

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
void explorer_position_targets(const explorer_position *ep, int sq,
                               square_set *out);

/* The name of the piece a FEN letter stands for, "white knight", "black
 * A (BN)", or "" for an empty square. */
void explorer_position_piece_name(const explorer_position *ep, char letter,
                                  char *out, size_t size);

/* For the explorer_position*.c files alone: the parts they share. */
/* Recomputes everything from the cells (whichever generator applies). */
void explorer_position_update(explorer_position *ep);

/* Takes a chess position's pieces and fields, on 8x8 (not recomputed). */
void explorer_position_take_chess(explorer_position *ep, const position *pos);

/* The general generator's answers into ep: legal, problem, counts, checks,
 * attack counts and FEN, from the cells and the side to move. */
void explorer_position_update_general(explorer_position *ep);

/* Where the piece on sq may go, by the general generator. */
void explorer_position_general_targets(const explorer_position *ep, int sq,
                                       square_set *out);

/* The cells as a variant position. */
void explorer_position_to_variant(const explorer_position *ep,
                                  variant_position *out);

#endif
