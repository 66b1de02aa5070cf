/* A chess position: 8x8, six kinds of piece, two colours.
 *
 * Held as one bitboard per colour and kind plus the two colour sets and
 * their union, so every question the move generator asks ("which squares
 * hold black sliders?") is a word operation. The redundant sets are kept in
 * step by position_put and checked by position_is_valid. Squares are the
 * bit indexes of bitboard.h (a8 = 0, h1 = 63). */
#ifndef BOARDEX_POSITION_H
#define BOARDEX_POSITION_H

#include <stdbool.h>

#include "bitboard.h"
#include "chess_square.h"
#include "status.h"

/* Castling rights, as FEN writes them: K, Q, k, q. */
enum {
    CASTLE_WHITE_KING = 1,
    CASTLE_WHITE_QUEEN = 2,
    CASTLE_BLACK_KING = 4,
    CASTLE_BLACK_QUEEN = 8,
    CASTLE_ALL = 15,
};

typedef struct {
    bitboard pieces[CHESS_COLORS][CHESS_KINDS];
    bitboard by_color[CHESS_COLORS];
    bitboard occupied;
    chess_color to_move; /* from a FEN; white when not given */
    /* The FEN's other fields. Only the fide rules use the first two; the
     * ChessMoves rules keep them without meaning. */
    unsigned castling; /* CASTLE_* bits */
    int en_passant;    /* the square a pawn just passed, or -1 */
    int halfmove;      /* moves since a capture or a pawn move */
    int fullmove;      /* starts at 1, counts black's moves */
} chess_position;

/* An empty board, white to move, no castling or en passant, move 1. */
void position_clear(chess_position *pos);

/* Puts a piece on an empty square; false (and no change) when the square
 * is off the board or taken, or colour or kind is out of range. */
bool position_put(chess_position *pos, chess_color color, chess_kind kind,
                  int sq);

/* Empties square sq (nothing happens when it is empty or off the board). */
void position_take(chess_position *pos, int sq);

/* The piece on sq, or false when the square is empty or off the board. */
bool position_piece_at(const chess_position *pos, int sq, chess_color *color,
                       chess_kind *kind);

/* The invariant: piece sets disjoint, the colour sets and the union equal
 * to what the piece sets say. Every position the model builds holds it. */
bool position_is_valid(const chess_position *pos);

/* The square of color's king, or -1 when it has none (or several). */
int position_king(const chess_position *pos, chess_color color);

#endif
