/* Walking one piece's moves over the padded mailbox (variant_walk.h). */
#include "variant_walk.h"

#include <string.h>

void walk_targets_start(target_list *t, const mailbox *m)
{
    t->stamped = false;
    t->cell_count = mailbox_cell_count(m);
    t->mark = 0;
    t->count = 0;
}

/* Starts the next piece's targets, checked for repeats when dedup. */
static void walk_targets_next(target_list *t, bool dedup)
{
    t->count = 0;
    t->dedup = dedup;
    if (dedup && !t->stamped) {
        memset(t->stamp, 0, sizeof t->stamp[0] * (size_t)t->cell_count);
        t->stamped = true;
    }
    t->mark++;
}

static inline void target_add(target_list *t, int cell)
{
    if (!t->dedup) {
        t->cells[t->count++] = (short)cell;
    } else if (t->stamp[cell] != t->mark) {
        t->stamp[cell] = t->mark;
        t->cells[t->count++] = (short)cell;
    }
}

/* Adds the cell when the move may go there: an empty square when it may
 * move, an enemy piece when it may capture. With attacks set, every square
 * the move would capture on counts, whatever stands there. */
static inline void offer(unsigned char cell, int at, chess_color color,
                         unsigned modality, bool attacks, target_list *t)
{
    if (cell == MAILBOX_OFF)
        return;
    if (attacks) {
        if (modality != PIECE_MOVE_ONLY)
            target_add(t, at);
    } else if (cell == VARIANT_EMPTY) {
        if (modality != PIECE_CAPTURE_ONLY)
            target_add(t, at);
    } else if (variant_cell_color(cell) != color &&
               modality != PIECE_MOVE_ONLY) {
        target_add(t, at);
    }
}

/* A rider's move from cell from (a leap's too). */
static inline void walk_ride(const unsigned char *cells, chess_color color,
                             const variant_step *s, int from, bool attacks,
                             target_list *t)
{
    int delta = s->delta, at = from;
    bool moves = s->modality != PIECE_CAPTURE_ONLY;
    for (int i = 0; i < s->steps; i++) {
        unsigned char cell = cells[at += delta];
        if (cell != VARIANT_EMPTY) {
            offer(cell, at, color, s->modality, attacks, t);
            return;
        }
        if (moves || attacks)
            offer(cell, at, color, s->modality, attacks, t);
    }
}

/* How many steps along s from cell from meet the first piece (or the
 * border), within its range: *at is where, 0 when nothing is met. */
static inline int first_met(const unsigned char *cells,
                            const variant_step *s, int from, int *at)
{
    int delta = s->delta, cell = from;
    for (int i = 1; i <= s->steps; i++)
        if (cells[cell += delta] != VARIANT_EMPTY) {
            *at = cell;
            return cells[cell] == MAILBOX_OFF ? 0 : i;
        }
    return 0;
}

/* A hopper: over the first piece on its line (counted in its range), then
 * on as a rider to its range's end. */
static inline void walk_hop(const unsigned char *cells, chess_color color,
                            const variant_step *s, int from, bool attacks,
                            target_list *t)
{
    int at = from, met = first_met(cells, s, from, &at);
    if (met > 0) {
        variant_step rest = *s;
        rest.steps = (unsigned char)(s->steps - met);
        walk_ride(cells, color, &rest, at, attacks, t);
    }
}

/* A grasshopper: right behind the first piece, when that is in range. */
static inline void walk_grasshopper(const unsigned char *cells,
                                    chess_color color, const variant_step *s,
                                    int from, bool attacks, target_list *t)
{
    int at = from, met = first_met(cells, s, from, &at);
    if (met > 0 && met < s->steps)
        offer(cells[at + s->delta], at + s->delta, color, s->modality,
              attacks, t);
}

/* The pawn: forward is up the board for white. */
static void walk_pawn(const mailbox *m, chess_color color, int from,
                      bool attacks, target_list *t)
{
    int forward = mailbox_delta(m, color == CHESS_WHITE ? -1 : 1, 0);
    int ahead = from + forward;
    const unsigned char *cells = m->cells;

    offer(cells[ahead - 1], ahead - 1, color, PIECE_CAPTURE_ONLY, attacks, t);
    offer(cells[ahead + 1], ahead + 1, color, PIECE_CAPTURE_ONLY, attacks, t);
    if (attacks || cells[ahead] != VARIANT_EMPTY)
        return;
    target_add(t, ahead);
    if (mailbox_on_pawn_start(m, color, from) &&
        cells[ahead + forward] == VARIANT_EMPTY)
        target_add(t, ahead + forward);
}

void walk_piece(const mailbox *m, const variant_rules *rules, int from,
                bool attacks, bool repeats_ok, target_list *t)
{
    const unsigned char *cells = m->cells;
    unsigned char cell = cells[from];
    int kind = variant_cell_kind(cell);
    chess_color color = variant_cell_color(cell);
    const variant_kind *k = &rules->kinds[kind];
    const variant_step *s = k->steps[color];

    walk_targets_next(t, !repeats_ok && !k->distinct);
    if (kind == CHESS_PAWN) {
        walk_pawn(m, color, from, attacks, t);
        return;
    }
    for (int i = 0; i < k->ends[VARIANT_WALK_LEAP]; i++)
        offer(cells[from + s[i].delta], from + s[i].delta, color,
              s[i].modality, attacks, t);
    for (int i = k->ends[VARIANT_WALK_LEAP]; i < k->ends[VARIANT_WALK_RIDE];
         i++)
        walk_ride(cells, color, &s[i], from, attacks, t);
    /* A lame leap's blocking square lies between, inside the border. */
    for (int i = k->ends[VARIANT_WALK_RIDE]; i < k->ends[VARIANT_WALK_LAME];
         i++)
        if (cells[from + s[i].lame_delta] == VARIANT_EMPTY)
            offer(cells[from + s[i].delta], from + s[i].delta, color,
                  s[i].modality, attacks, t);
    for (int i = k->ends[VARIANT_WALK_LAME]; i < k->ends[VARIANT_WALK_HOP];
         i++)
        walk_hop(cells, color, &s[i], from, attacks, t);
    for (int i = k->ends[VARIANT_WALK_HOP];
         i < k->ends[VARIANT_WALK_GRASSHOPPER]; i++)
        walk_grasshopper(cells, color, &s[i], from, attacks, t);
}
