/* Whether a piece attacks a square in the padded mailbox, by the rules'
 * offset table (variant_rules.offset_kinds): one look-up rules out almost
 * every piece, and only a piece that could reach the square when nothing
 * is in the way has its path looked at. */
#ifndef BOARDEX_VARIANT_ATTACK_H
#define BOARDEX_VARIANT_ATTACK_H

#include "variant_mailbox.h"

enum { ATTACK_NOW = 1, ATTACK_WATCH = 2 };

/* ATTACK_NOW when a piece of by on cell from attacks the square (dr, dc)
 * rows and columns away. With marks, also ATTACK_WATCH when a single move
 * of another piece (or it capturing) could change whether it does, and
 * then marks there the cells such a move must leave or enter. A cell
 * holding anything else than by's piece attacks nothing. */
int attack_reaches(const mailbox *m, const variant_rules *rules,
                   chess_color by, int from, int dr, int dc,
                   unsigned char *marks);

/* attack_reaches for the piece on cell from, known to be by's piece of
 * kind, and known to be one that may reach (dr, dc) (attack_may_reach):
 * without checking either again. */
int known_reaches(const mailbox *m, const variant_rules *rules,
                  chess_color by, int from, int kind, int dr, int dc,
                  unsigned char *marks);

/* Marks the cell from, of a piece of by, and every cell whose occupancy
 * decides one of its captures that could reach (dr, dc) away: a move that
 * touches none of them leaves whether it attacks there as it was. */
void attack_lines(const mailbox *m, const variant_rules *rules,
                  chess_color by, int from, int dr, int dc,
                  unsigned char *marks);

/* Whether any piece of by attacks the square on (row, col): of those
 * whose places in m->pieces[by] are listed in which[0 .. n), or of all
 * when which is NULL. */
bool attack_any(const mailbox *m, const variant_rules *rules, chess_color by,
                const short *which, int n, int row, int col);

/* The quick no of attack_reaches: whether a piece of kind could reach
 * (dr, dc) away with nothing in the way. */
static inline bool attack_may_reach(const variant_rules *rules,
                                    chess_color by, int kind, int dr, int dc)
{
    return (rules->offset_kinds[by][variant_offset(dr, dc)] >> kind & 1u) !=
           0;
}

#endif
