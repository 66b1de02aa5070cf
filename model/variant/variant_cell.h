/* A square's contents in a position of any size: one byte, 0 for empty,
 * else 1 + the piece's kind (chess_kind 0..5, defined letters after),
 * plus VARIANT_BLACK for black. The variant generator and the door to
 * positions (model/game) read squares this way. */
#ifndef BOARDEX_VARIANT_CELL_H
#define BOARDEX_VARIANT_CELL_H

#include "chess_square.h"

enum { VARIANT_EMPTY = 0, VARIANT_BLACK = 0x80 };

static inline unsigned char variant_cell(chess_color color, int kind)
{
    return (unsigned char)((kind + 1) | (color == CHESS_BLACK ? VARIANT_BLACK : 0));
}

static inline int variant_cell_kind(unsigned char cell)
{
    return (cell & ~VARIANT_BLACK) - 1;
}

static inline chess_color variant_cell_color(unsigned char cell)
{
    return (cell & VARIANT_BLACK) ? CHESS_BLACK : CHESS_WHITE;
}

#endif
