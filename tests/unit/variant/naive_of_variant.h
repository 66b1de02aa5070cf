/* A variant position as the naive generator's board (naive_variant.h):
 * its FEN-case letters, and each letter's moves from the rules (only the
 * moves' lists, piece_spec, are shared with the code under test). */
#ifndef BOARDEX_NAIVE_OF_VARIANT_H
#define BOARDEX_NAIVE_OF_VARIANT_H

#include "naive_variant.h"
#include "variant.h"

static inline void to_naive(const variant_position *pos,
                            const variant_rules *rules, naive_board *b)
{
    memset(b, 0, sizeof *b);
    b->width = pos->size.width;
    b->height = pos->size.height;
    for (int r = 0; r < b->height; r++)
        for (int c = 0; c < b->width; c++) {
            unsigned char cell = pos->cells[r * b->width + c];
            b->sq[r][c] = cell == VARIANT_EMPTY
                              ? '.'
                              : variant_letter(rules, cell, LETTERS_FEN);
        }
    for (int k = 1; k < rules->kind_count; k++)
        b->pieces[rules->kinds[k].letter - 'A'] = &rules->kinds[k].moves;
    b->half_turn = rules->half_turn;
}

#endif
