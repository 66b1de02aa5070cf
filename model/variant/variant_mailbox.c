/* Copying a position into the padded mailbox (variant_mailbox.h). */
#include "variant_mailbox.h"

#include <string.h>

void mailbox_build(mailbox *m, const variant_position *pos,
                   const variant_rules *rules)
{
    int width = pos->size.width, height = pos->size.height;
    int pad = rules->pad, stride = width + 2 * pad;
    int kings[CHESS_COLORS] = {0, 0};

    m->width = width;
    m->height = height;
    m->pad = pad;
    m->stride = stride;
    for (int c = 0; c < CHESS_COLORS; c++) {
        m->king[c] = -1;
        m->present[c] = 0;
        m->piece_count[c] = 0;
    }
    /* White's pawns start on row height - 2, black's on row 1. */
    m->pawn_start[CHESS_WHITE] = (height - 2 + pad) * stride;
    m->pawn_start[CHESS_BLACK] = (1 + pad) * stride;
    memset(m->cells, MAILBOX_OFF, (size_t)mailbox_cell_count(m));
    for (int row = 0; row < height; row++) {
        const unsigned char *from = pos->cells + row * width;
        int first = (row + pad) * stride + pad;
        for (int col = 0; col < width; col++) {
            unsigned char cell = from[col];
            int kind = variant_cell_kind(cell);
            chess_color color = variant_cell_color(cell);
            if (cell == VARIANT_EMPTY) {
                m->cells[first + col] = VARIANT_EMPTY;
                continue;
            }
            if (kind < 0 || kind >= rules->kind_count)
                continue; /* no piece of these rules: stays off-board */
            m->cells[first + col] = cell;
            m->piece_row[color][m->piece_count[color]] = (unsigned char)row;
            m->piece_col[color][m->piece_count[color]] = (unsigned char)col;
            m->pieces[color][m->piece_count[color]++] = (short)(first + col);
            m->present[color] |= 1u << kind;
            if (kind == CHESS_KING) {
                m->king[color] = first + col;
                m->king_index[color] = m->piece_count[color] - 1;
                kings[color]++;
            }
        }
    }
    for (int c = 0; c < CHESS_COLORS; c++)
        if (kings[c] != 1)
            m->king[c] = -1;
}
