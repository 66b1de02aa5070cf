/* Which way up a board is drawn: white at the bottom (as stored, row 0
 * the top rank), or turned half round with black at the bottom. The same
 * turn maps a board square to where it is drawn and a drawn place back to
 * its square. The screen, the mouse and the handouts all ask here. */
#ifndef BOARDEX_BOARD_TURN_H
#define BOARDEX_BOARD_TURN_H

#include <stdbool.h>

#include "square.h"

static inline square board_turn(board_size board, square sq, bool flipped)
{
    if (!flipped)
        return sq;
    return (square){board.height - 1 - sq.row, board.width - 1 - sq.col};
}

/* The square index drawn at (row, col) of the drawing. */
static inline int board_turn_index(board_size board, int row, int col,
                                   bool flipped)
{
    return square_index(board, board_turn(board, (square){row, col},
                                          flipped));
}

/* The file letter and the rank number written beside column col and
 * row row of the drawing. */
static inline char board_turn_file(board_size board, int col, bool flipped)
{
    return (char)('a' + (flipped ? board.width - 1 - col : col));
}

static inline int board_turn_rank(board_size board, int row, bool flipped)
{
    return flipped ? row + 1 : board.height - row;
}

#endif
