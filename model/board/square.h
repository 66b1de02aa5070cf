/* Board sizes and squares.
 *
 * A board is width files (a, b, ...) by height ranks (1 .. height). Squares
 * are addressed as in the problem texts: (row, col) with row 0 the top rank
 * (rank `height`) and col 0 file a, so on 8x8 d4 is (4, 3) and g2 is (6, 6). */
#ifndef BOARDEX_SQUARE_H
#define BOARDEX_SQUARE_H

#include <stdbool.h>

#include "status.h"

enum {
    BOARD_MIN_SIDE = 1,
    BOARD_MAX_SIDE = 26, /* files a..z */
    BOARD_MAX_SQUARES = BOARD_MAX_SIDE * BOARD_MAX_SIDE,
    SQUARE_NAME_MAX = 4, /* "z26" and its terminator */
};

typedef struct {
    int width;  /* files */
    int height; /* ranks */
} board_size;

typedef struct {
    int row; /* 0 = top rank */
    int col; /* 0 = file a */
} square;

static inline board_size board_standard(void)
{
    return (board_size){8, 8};
}

bool board_size_valid(board_size board);

/* Reads "WxH" (e.g. "8x8", "10x8", "10×10"), each side 1..26; blanks
 * before and after are ignored. */
bx_status board_size_parse(const char *text, board_size *out, bx_error *err);

static inline int board_square_count(board_size board)
{
    return board.width * board.height;
}

static inline bool square_on_board(board_size board, square sq)
{
    return sq.row >= 0 && sq.row < board.height && sq.col >= 0 &&
           sq.col < board.width;
}

/* Index in row-major order, for per-square tables. */
static inline int square_index(board_size board, square sq)
{
    return sq.row * board.width + sq.col;
}

static inline square square_at(board_size board, int index)
{
    return (square){index / board.width, index % board.width};
}

/* FIDE name ("d4") to coordinates; anything else is "invalid position". */
bx_status square_from_fide(board_size board, const char *text, square *out,
                           bx_error *err);

/* Coordinates to FIDE name; off the board is "invalid position", and name
 * is then the empty string. */
bx_status square_to_fide(board_size board, square sq,
                         char name[SQUARE_NAME_MAX], bx_error *err);

/* Either form a user may type: "d4", "4,3" or "(4, 3)". */
bx_status square_parse(board_size board, const char *text, square *out,
                       bx_error *err);

#endif
