/* The squares one piece of a variant position can go to (or, in attack
 * mode, would capture on), walked over the padded mailbox. */
#ifndef BOARDEX_VARIANT_WALK_H
#define BOARDEX_VARIANT_WALK_H

#include "variant_mailbox.h"

/* A piece's destinations, each once: two moves may reach one square (WD
 * and R both reach two squares ahead). When they can (dedup), a cell is
 * taken when its stamp is the piece's mark, so nothing needs clearing
 * between pieces; the stamps are cleared when first needed. */
typedef struct {
    short cells[BOARD_MAX_SQUARES];
    int count;
    bool dedup, stamped;
    unsigned short mark;
    int cell_count;
    unsigned short stamp[MAILBOX_CELLS];
} target_list;

/* Starts a list for the pieces of mailbox m. */
void walk_targets_start(target_list *t, const mailbox *m);

/* The destinations (or, with attacks, the attacked squares) of the piece
 * on cell from, a valid piece of the rules, as t's next piece: each once,
 * unless repeats_ok (they do no harm to the caller). */
void walk_piece(const mailbox *m, const variant_rules *rules, int from,
                bool attacks, bool repeats_ok, target_list *t);

#endif
