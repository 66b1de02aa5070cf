/* Copying a position into the padded mailbox (variant_mailbox.h). */
#include "variant_mailbox.h"

#include "variant_cells.h"

/* Records the piece in cell as on (row, col) at mailbox cell at; a cell
 * holding no piece of the rules is left off-board. */
static void add_piece(mailbox *m, const variant_rules *rules,
                      unsigned char cell, int row, int col, int at)
{
    int kind = variant_cell_kind(cell);
    chess_color color = variant_cell_color(cell);
    int n = m->piece_count[color];
    if (kind < 0 || kind >= rules->kind_count) {
        m->cells[at] = MAILBOX_OFF;
        return;
    }
    m->piece_row[color][n] = (unsigned char)row;
    m->piece_col[color][n] = (unsigned char)col;
    m->pieces[color][n] = (short)at;
    m->piece_count[color] = n + 1;
    if (kind == CHESS_KING) {
        m->king[color] = m->king[color] == -1 ? at : -2; /* -2: several */
        m->king_index[color] = n;
    }
}

void mailbox_build(mailbox *m, const variant_position *pos,
                   const variant_rules *rules)
{
    /* The rules' size: the steps' offsets are made for it (a position of
     * another size is read as if it had the rules' size). */
    int width = rules->size.width, height = rules->size.height;
    int pad = rules->pad, stride = width + 2 * pad;
    int squares = width * height;

    m->width = width;
    m->height = height;
    m->pad = pad;
    m->stride = stride;
    m->stride_magic = (UINT64_C(1) << 32) / (unsigned)stride + 1u;
    for (int c = 0; c < CHESS_COLORS; c++) {
        m->king[c] = -1;
        m->piece_count[c] = 0;
    }
    /* White's pawns start on row height - 2, black's on row 1. */
    m->pawn_start[CHESS_WHITE] = (height - 2 + pad) * stride;
    m->pawn_start[CHESS_BLACK] = (1 + pad) * stride;
    memcpy(m->cells, rules->blank, (size_t)mailbox_cell_count(m));
    /* The pieces, found eight squares at a time. */
    for (int base = 0; base < squares; base += 8) {
        uint64_t word = cells_word(pos->cells, base, squares - base);
        for (uint64_t found = occupied_bytes(word); found != 0;
             found &= found - 1) {
            int sq = base + lowest_bit(found) / 8;
            int at = rules->square_cell[sq];
            m->cells[at] = pos->cells[sq];
            add_piece(m, rules, pos->cells[sq], rules->square_row[sq],
                      rules->square_col[sq], at);
        }
    }
    for (int c = 0; c < CHESS_COLORS; c++)
        if (m->king[c] < 0)
            m->king[c] = -1;
}
