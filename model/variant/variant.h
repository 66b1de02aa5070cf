/* Positions with any pieces on any board: the chess pieces and up to 20
 * pieces defined in Betza, on W x H squares up to 26 x 26.
 *
 * The rules (variant_rules) say the board size and what each letter is;
 * a position (variant_position) is a square-by-square array over them,
 * row 0 the top rank as everywhere in the board model. Pieces are stored
 * as a kind (an index into the rules' table) and a colour. The chess kinds
 * keep their chess_kind numbers (pawn 0 .. king 5), defined pieces follow.
 *
 * A defined piece moves as its Betza says for white; black's moves are
 * white's mirrored top to bottom, so black's "forward" is towards rank 1
 * (or, with half_turn, turned a half turn: the two differ only for a piece
 * whose moves to the left and the right are not the same). A variant may
 * give the chess letters N, B, R, Q and K other moves and take any but K
 * away. The K kind is royal whatever it moves like; pawns move as the
 * ChessMoves rules say, on any height. */
#ifndef BOARDEX_VARIANT_H
#define BOARDEX_VARIANT_H

#include <stdbool.h>

#include "chess_square.h"
#include "piece.h"
#include "variant_bb.h"
#include "variant_cell.h"
#include "variant_kind.h"
#include "square.h"
#include "status.h"

enum {
    VARIANT_MAX_DEFINED = 20,
    VARIANT_MAX_KINDS = CHESS_KINDS + VARIANT_MAX_DEFINED,
    /* Distinct (vector, path, range) attacks of all kinds of one colour:
     * hundreds more than any real set of pieces has. */
    VARIANT_MAX_ATTACKS = 1024,
    VARIANT_OFF_BOARD = 0x7F, /* not a piece: 1 + kind is below 0x20 */
    /* The widest border the generator's padded board needs: a step longer
     * than the board's side never lands on it, so it is dropped. */
    VARIANT_PAD_MAX = BOARD_MAX_SIDE - 1,
    /* Offsets (dr, dc) between two squares, each -25 .. 25. */
    VARIANT_OFFSET_SIDE = 2 * VARIANT_PAD_MAX + 1,
    VARIANT_OFFSETS = VARIANT_OFFSET_SIDE * VARIANT_OFFSET_SIDE,
    VARIANT_RAYS_SEVERAL = -2,
    /* The generator's padded board at its largest. */
    VARIANT_PADDED_SIDE = BOARD_MAX_SIDE + 2 * VARIANT_PAD_MAX,
    VARIANT_PADDED_CELLS = VARIANT_PADDED_SIDE * VARIANT_PADDED_SIDE,
};

_Static_assert((int)VARIANT_MAX_KINDS == (int)VARIANT_BB_KINDS,
               "the bitboard tables hold a row for every kind");

typedef struct {
    board_size size;
    /* The longest step component of any kind (at least 1): the width of
     * the off-board border the generator puts round the board, so that a
     * walk stops on it instead of checking bounds at each step; and that
     * padded board empty, each row W + 2 * pad cells, border cells
     * VARIANT_OFF_BOARD. */
    int pad;
    unsigned char blank[VARIANT_PADDED_CELLS];
    /* Each square's cell on that padded board, and its row and column
     * (so that reading a position takes no arithmetic per piece). */
    short square_cell[BOARD_MAX_SQUARES];
    unsigned char square_row[BOARD_MAX_SQUARES];
    unsigned char square_col[BOARD_MAX_SQUARES];
    variant_kind kinds[VARIANT_MAX_KINDS];
    int kind_count;
    /* Sorted by vector, so that each ray's groups are side by side. */
    variant_attack attacks[CHESS_COLORS][VARIANT_MAX_ATTACKS];
    int attack_count[CHESS_COLORS];
    variant_ray rays[CHESS_COLORS][VARIANT_MAX_ATTACKS];
    int ray_count[CHESS_COLORS];
    /* By variant_offset(dr, dc), the offset from an attacker to the square
     * it attacks: the kinds with a capture reaching that far that way when
     * nothing is in the way (a quick no for almost every piece), and the
     * ray of the vector (dr, dc) itself, -1 when no capture goes so. */
    unsigned offset_kinds[CHESS_COLORS][VARIANT_OFFSETS];
    /* Of those, the kinds that capture there in one free step, which
     * nothing can block. */
    unsigned leap_kinds[CHESS_COLORS][VARIANT_OFFSETS];
    short vector_ray[CHESS_COLORS][VARIANT_OFFSETS];
    /* The one ray whose captures could cover the offset, and in how many
     * steps; VARIANT_RAYS_SEVERAL when more than one could (as (2, 2) is
     * two of (1, 1) and one of (2, 2)), -1 when none. */
    short offset_ray[CHESS_COLORS][VARIANT_OFFSETS];
    /* The kinds that could reach a square one king's step from the
     * offset (or the offset itself): which pieces can matter to where a
     * king may go. */
    unsigned near_kinds[CHESS_COLORS][VARIANT_OFFSETS];
    unsigned char offset_steps[CHESS_COLORS][VARIANT_OFFSETS];
    variant_bb_tables bb;
    /* Whether black's moves are white's turned a half turn (dr and dc
     * negated) rather than mirrored top to bottom (dr negated). */
    bool half_turn;
    /* Whether a chess letter moves otherwise or is taken away. */
    bool chess_changed;
} variant_rules;

static inline int variant_offset(int dr, int dc)
{
    return (dr + VARIANT_PAD_MAX) * VARIANT_OFFSET_SIDE + dc +
           VARIANT_PAD_MAX;
}

typedef struct {
    board_size size;
    unsigned char cells[BOARD_MAX_SQUARES]; /* square_index order */
    chess_color to_move;
} variant_position;

/* The chess pieces on a board of size (which must be valid): every
 * ChessMoves position keeps its meaning. */
void variant_rules_init(variant_rules *rules, board_size size);

/* Whether --define may take letter: an ASCII letter, not one of KQRBNP
 * (either case); refused naming why. *upper gets it in upper case. */
bx_status variant_letter_definable(char letter, char *upper,
                                   bx_error *err);

/* Defines letter (either case; stored upper) as the piece written in
 * betza (betza_expand). Refused, naming the letter: a chess
 * letter, a letter defined twice, a non-letter, more than 20 pieces, or a
 * bad Betza ("--define A: invalid Betza: ..."). */
bx_status variant_rules_define(variant_rules *rules, char letter,
                               const char *betza, bx_error *err);

/* "L=BETZA" as --define writes it, split into the letter and the Betza
 * (which points into text); refused with the form expected. */
bx_status variant_define_parts(const char *text, char *letter,
                               const char **betza, bx_error *err);

/* Gives the chess letter N, B, R, Q or K (either case) the moves of
 * betza; the K kind stays the royal piece. Refused, naming the letter:
 * the pawn (its moves are its own rules), any other letter, a bad or too
 * long Betza, and any letter once a piece has been defined (the chess
 * letters are settled first). */
bx_status variant_rules_redefine(variant_rules *rules, char letter,
                                 const char *betza, bx_error *err);

/* Takes the chess letter P, N, B, R or Q away: a position may not hold
 * it. Refused: the king (the royal piece), other letters, and any letter
 * once a piece has been defined. */
bx_status variant_rules_remove(variant_rules *rules, char letter,
                               bx_error *err);

/* Turns black's pieces a half turn from white's instead of mirroring
 * them top to bottom (see half_turn). Refused once a piece has been
 * defined. */
bx_status variant_rules_turn_black(variant_rules *rules, bx_error *err);

/* Reads "L=BETZA" as --define writes it, and defines it. */
bx_status variant_rules_define_text(variant_rules *rules, const char *text,
                                    bx_error *err);

/* The kind of a letter (either case), or -1 when it stands for nothing. */
int variant_rules_kind_of(const variant_rules *rules, char letter);

/* Whether the rules are the six chess pieces, moving as in chess, on
 * 8x8, so that the chess engine gives the same answers. */
bool variant_rules_are_chess(const variant_rules *rules);

/* An empty board of the rules' size, white to move. */
void variant_position_clear(variant_position *pos, const variant_rules *rules);

/* The letter of a piece as FEN (upper case white) or the board form
 * (upper case black) writes it. */
char variant_letter(const variant_rules *rules, unsigned char cell,
                    chess_letter_case letters);

#endif
