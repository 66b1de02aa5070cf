/* The generator's copy of a variant position: a padded mailbox.
 *
 * The board's rows are laid out with a border of off-board cells
 * (MAILBOX_OFF) as wide as the rules' longest step component (rules.pad),
 * so that one step from any square lands either on the board or on the
 * border, never on another row: a walk stops when it meets the border and
 * checks no bounds. Cells are numbered row by row over the padded board;
 * mailbox_square_of and mailbox_cell_of convert to and from square_index.
 * Building it also lists each colour's pieces and finds the kings. */
#ifndef BOARDEX_VARIANT_MAILBOX_H
#define BOARDEX_VARIANT_MAILBOX_H

#include <stdint.h>

#include "variant.h"

enum {
    MAILBOX_CELLS = VARIANT_PADDED_CELLS,
    MAILBOX_OFF = VARIANT_OFF_BOARD,
};

typedef struct {
    int width, height, pad, stride; /* stride: width + 2 * pad */
    /* 2^32 / stride rounded up: cell / stride is (cell * it) >> 32, exact
     * for every cell (the error stays under cell / 2^32), without a
     * division. */
    uint64_t stride_magic;
    /* Each colour's king cell (-1 when none or several) and its pieces'
     * cells in square order. Cells holding no piece of the rules count as
     * off-board. */
    int king[CHESS_COLORS];
    int king_index[CHESS_COLORS]; /* its place in pieces[] */
    int piece_count[CHESS_COLORS];
    short pieces[CHESS_COLORS][BOARD_MAX_SQUARES];
    unsigned char piece_row[CHESS_COLORS][BOARD_MAX_SQUARES];
    unsigned char piece_col[CHESS_COLORS][BOARD_MAX_SQUARES];
    /* The first cell of the row each colour's pawns step twice from. */
    int pawn_start[CHESS_COLORS];
    unsigned char cells[MAILBOX_CELLS];
} mailbox;

void mailbox_build(mailbox *m, const variant_position *pos,
                   const variant_rules *rules);

/* How many cells the padded board uses. */
static inline int mailbox_cell_count(const mailbox *m)
{
    return (m->height + 2 * m->pad) * m->stride;
}

/* The cell offset of one step (dr, dc), |dr| and |dc| at most pad. */
static inline int mailbox_delta(const mailbox *m, int dr, int dc)
{
    return dr * m->stride + dc;
}

static inline int mailbox_cell_of(const mailbox *m, int sq)
{
    return (sq / m->width + m->pad) * m->stride + sq % m->width + m->pad;
}

/* The padded row of a cell: cell / stride. */
static inline int mailbox_padded_row(const mailbox *m, int cell)
{
    return (int)(((uint64_t)cell * m->stride_magic) >> 32);
}

static inline int mailbox_square_of(const mailbox *m, int cell)
{
    int row = mailbox_padded_row(m, cell);
    return (row - m->pad) * m->width + cell - row * m->stride - m->pad;
}


/* The board row and column of a cell on the board. */
static inline int mailbox_row(const mailbox *m, int cell)
{
    return mailbox_padded_row(m, cell) - m->pad;
}

static inline int mailbox_col(const mailbox *m, int cell)
{
    return cell - mailbox_padded_row(m, cell) * m->stride - m->pad;
}

static inline bool mailbox_on_pawn_start(const mailbox *m, chess_color color,
                                         int cell)
{
    return cell >= m->pawn_start[color] &&
           cell < m->pawn_start[color] + m->stride;
}

#endif
