/* Whether a piece attacks a square in the padded mailbox, by the rules'
 * offset table (variant_rules.offset_kinds): one look-up rules out almost
 * every piece, and only a piece that could reach the square when nothing
 * is in the way has its path looked at. */
#ifndef BOARDEX_VARIANT_ATTACK_H
#define BOARDEX_VARIANT_ATTACK_H

#include "variant_mailbox.h"

/* Whether a piece of by on cell from attacks the square (dr, dc) rows
 * and columns away. With marks, also marks there every cell
 * whose occupancy decides one of its captures that could reach it: the
 * squares between, or a lame leap's blocking square. (A cell holding
 * anything else than by's piece attacks nothing.) */
bool attack_reaches(const mailbox *m, const variant_rules *rules,
                    chess_color by, int from, int dr, int dc,
                    unsigned char *marks);

/* Whether any piece of by attacks the square on (row, col). */
bool attack_any(const mailbox *m, const variant_rules *rules, chess_color by,
                int row, int col);

/* The quick no of attack_reaches: whether a piece of kind could reach
 * (dr, dc) away with nothing in the way. */
static inline bool attack_may_reach(const variant_rules *rules,
                                    chess_color by, int kind, int dr, int dc)
{
    return (rules->offset_kinds[by][variant_offset(dr, dc)] >> kind & 1u) !=
           0;
}

#endif
