/* The chess vocabulary: named squares of the 8x8 board, their conversions to
 * the board model's square, and the one table of piece letters.
 *
 * A chess square is the bit index of bitboard.h: row * 8 + col with row 0
 * rank 8 and col 0 file a, so A8 = 0 and H1 = 63. Every other file of the
 * model and the UI goes through these helpers instead of multiplying and
 * dividing by 8 by hand. */
#ifndef BOARDEX_CHESS_SQUARE_H
#define BOARDEX_CHESS_SQUARE_H

#include <stdbool.h>

#include "square.h"

/* clang-format off */
typedef enum {
    A8, B8, C8, D8, E8, F8, G8, H8,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A1, B1, C1, D1, E1, F1, G1, H1,
    CHESS_SQUARES,
} chess_square;
/* clang-format on */

enum { CHESS_SIDE = 8 };

typedef enum { CHESS_WHITE, CHESS_BLACK } chess_color;

/* "white" or "black". */
const char *chess_color_name(chess_color color);

static inline chess_color chess_other(chess_color color)
{
    return color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
}

typedef enum {
    CHESS_PAWN,
    CHESS_KNIGHT,
    CHESS_BISHOP,
    CHESS_ROOK,
    CHESS_QUEEN,
    CHESS_KING,
} chess_kind;

enum { CHESS_COLORS = 2, CHESS_KINDS = 6 };

static inline int chess_row(int sq) /* 0 = rank 8 */
{
    return sq / CHESS_SIDE;
}

static inline int chess_col(int sq) /* 0 = file a */
{
    return sq % CHESS_SIDE;
}

/* The rank number (8 .. 1) of a row (0 .. 7). */
static inline int chess_rank_of_row(int row)
{
    return CHESS_SIDE - row;
}

static inline int chess_square_at(int row, int col)
{
    return row * CHESS_SIDE + col;
}

static inline bool chess_square_valid(int sq)
{
    return sq >= 0 && sq < CHESS_SQUARES;
}

/* The board model's square on the standard board, and back (-1 when the
 * square is not on an 8x8 board). */
static inline square chess_square_to_board(int sq)
{
    return (square){chess_row(sq), chess_col(sq)};
}

static inline int chess_square_from_board(square sq)
{
    if (sq.row < 0 || sq.row >= CHESS_SIDE || sq.col < 0 ||
        sq.col >= CHESS_SIDE)
        return -1;
    return chess_square_at(sq.row, sq.col);
}

/* "e4": the file letter and the rank digit, written into name[0..1]. */
static inline void chess_square_name(int sq, char name[2])
{
    name[0] = (char)('a' + chess_col(sq));
    name[1] = (char)('0' + chess_rank_of_row(chess_row(sq)));
}

/* The two ways boardex writes pieces: FEN (UPPER case white) and the
 * problem's board form (UPPER case black). */
typedef enum { LETTERS_FEN, LETTERS_BOARD_FORM } chess_letter_case;

/* The letter of a piece, 'P' .. 'K' or 'p' .. 'k' as the case says. */
char chess_piece_letter(chess_color color, chess_kind kind,
                        chess_letter_case letters);

/* The piece a letter stands for; false for anything but KQRBNP kqrbnp. */
bool chess_piece_of_letter(char letter, chess_letter_case letters,
                           chess_color *color, chess_kind *kind);

#endif
