/* Whether one piece attacks one square (variant_attack.h). */
#include "variant_attack.h"

static int magnitude(int x)
{
    return x < 0 ? -x : x;
}

static int gcd(int a, int b)
{
    while (b != 0) {
        int r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* How many pieces stand on the cells from + i * delta, 0 < i < t; the
 * count stops once past most. */
static int pieces_between(const mailbox *m, int from, int delta, int t,
                          int most)
{
    int found = 0, at = from;
    for (int i = 1; i < t && found <= most; i++)
        found += m->cells[at += delta] != VARIANT_EMPTY;
    return found;
}

/* Marks the cells between (only the occupied ones, with occupied). */
static void mark_between(const mailbox *m, int from, int delta, int t,
                         bool occupied, unsigned char *marks)
{
    int at = from;
    for (int i = 1; i < t; i++) {
        at += delta;
        if (!occupied || m->cells[at] != VARIANT_EMPTY)
            marks[at] = 1;
    }
}

/* What group a does from cell from to the cell t steps of delta away (t
 * within its range): ATTACK_NOW when it captures there, given what
 * stands between. With marks, also ATTACK_WATCH when one move of another
 * piece could change that, with the cells such a move must touch marked:
 * a rider needs one piece gone (the one between), a hopper one piece
 * exactly (any cell between when none is there, the two there when two
 * are), a grasshopper its one piece on the last cell, a lame leap its
 * blocking square cleared. More pieces between than one move can change
 * leave the group out. */
static int group_reaches(const mailbox *m, const variant_attack *a,
                         int from, int delta, int t, unsigned char *marks)
{
    int most = marks != NULL ? 2 : 1, found;
    switch (a->path) {
    case PIECE_PATH_LAME: {
        int block = from + mailbox_delta(m, a->lame_dr, a->lame_dc);
        if (t != 1)
            return 0;
        if (m->cells[block] == VARIANT_EMPTY)
            return ATTACK_NOW | ATTACK_WATCH;
        if (marks != NULL)
            marks[block] = 1;
        return ATTACK_WATCH;
    }
    case PIECE_PATH_HOP:
        found = pieces_between(m, from, delta, t, most);
        if (found == 1)
            return ATTACK_NOW | ATTACK_WATCH;
        if (marks == NULL || found > 2)
            return 0;
        mark_between(m, from, delta, t, found == 2, marks);
        return ATTACK_WATCH;
    case PIECE_PATH_GRASSHOPPER: {
        /* Lands right behind the first piece: the only piece between is
         * on the last cell before the target. */
        int last = from + (t - 1) * delta;
        if (t < 2)
            return 0;
        found = pieces_between(m, from, delta, t, most);
        if (found == 1 && m->cells[last] != VARIANT_EMPTY)
            return ATTACK_NOW | ATTACK_WATCH;
        if (marks == NULL || found > 2)
            return 0;
        mark_between(m, from, delta, t, true, marks);
        marks[last] = 1;
        return ATTACK_WATCH;
    }
    default:
        found = pieces_between(m, from, delta, t, marks != NULL ? 1 : 0);
        if (found == 0)
            return ATTACK_NOW | ATTACK_WATCH;
        if (marks == NULL || found > 1)
            return 0;
        mark_between(m, from, delta, t, true, marks);
        return ATTACK_WATCH;
    }
}

/* group_reaches for the groups of ray r that kind has, t steps along
 * it from cell from: ATTACK_* of any of them. */
static int ray_reaches(const mailbox *m, const variant_rules *rules,
                       chess_color by, int kind, int r, int from, int t,
                       unsigned char *marks)
{
    const variant_ray *ray = &rules->rays[by][r];
    int delta = mailbox_delta(m, ray->dr, ray->dc), found = 0;
    if ((ray->kinds >> kind & 1u) == 0)
        return 0;
    for (int i = ray->first; i < ray->first + ray->count; i++) {
        const variant_attack *a = &rules->attacks[by][i];
        if ((a->kinds >> kind & 1u) == 0 || t > a->steps)
            continue;
        found |= group_reaches(m, a, from, delta, t, marks);
        if ((found & ATTACK_NOW) && marks == NULL)
            break;
    }
    return found;
}

int known_reaches(const mailbox *m, const variant_rules *rules,
                         chess_color by, int from, int kind, int dr, int dc,
                         unsigned char *marks)
{
    int offset = variant_offset(dr, dc);
    int one = rules->offset_ray[by][offset], g, found = 0;

    if (rules->leap_kinds[by][offset] >> kind & 1u)
        return ATTACK_NOW | ATTACK_WATCH; /* nothing marked: unblockable */
    if (one >= 0)
        return ray_reaches(m, rules, by, kind, one, from,
                           rules->offset_steps[by][offset], marks);
    /* (dr, dc) = t * (vr, vc) for each t dividing both. */
    g = gcd(magnitude(dr), magnitude(dc));
    for (int t = 1; t <= g; t++) {
        int r;
        if (g % t != 0)
            continue;
        r = rules->vector_ray[by][variant_offset(dr / t, dc / t)];
        if (r >= 0)
            found |= ray_reaches(m, rules, by, kind, r, from, t, marks);
        if ((found & ATTACK_NOW) && marks == NULL)
            break;
    }
    return found;
}

int attack_reaches(const mailbox *m, const variant_rules *rules,
                   chess_color by, int from, int dr, int dc,
                   unsigned char *marks)
{
    unsigned char piece = m->cells[from];
    int kind = variant_cell_kind(piece);
    if (piece == VARIANT_EMPTY || piece == MAILBOX_OFF ||
        variant_cell_color(piece) != by ||
        !attack_may_reach(rules, by, kind, dr, dc))
        return 0;
    return known_reaches(m, rules, by, from, kind, dr, dc, marks);
}

bool attack_any(const mailbox *m, const variant_rules *rules, chess_color by,
                const short *which, int n, int row, int col)
{
    if (which == NULL)
        n = m->piece_count[by];
    for (int k = 0; k < n; k++) {
        int i = which == NULL ? k : which[k];
        int from = m->pieces[by][i];
        int dr = row - m->piece_row[by][i], dc = col - m->piece_col[by][i];
        int kind = variant_cell_kind(m->cells[from]);
        if (attack_may_reach(rules, by, kind, dr, dc) &&
            (known_reaches(m, rules, by, from, kind, dr, dc, NULL) &
             ATTACK_NOW))
            return true;
    }
    return false;
}

void attack_lines(const mailbox *m, const variant_rules *rules,
                  chess_color by, int from, int dr, int dc,
                  unsigned char *marks)
{
    int kind = variant_cell_kind(m->cells[from]);
    int g = gcd(magnitude(dr), magnitude(dc));
    marks[from] = 1;
    for (int t = 1; t <= g; t++) {
        const variant_ray *ray;
        int r;
        if (g % t != 0)
            continue;
        r = rules->vector_ray[by][variant_offset(dr / t, dc / t)];
        if (r < 0)
            continue;
        ray = &rules->rays[by][r];
        for (int i = ray->first; i < ray->first + ray->count; i++) {
            const variant_attack *a = &rules->attacks[by][i];
            if ((a->kinds >> kind & 1u) == 0 || t > a->steps)
                continue;
            if (a->path == PIECE_PATH_LAME)
                marks[from + mailbox_delta(m, a->lame_dr, a->lame_dc)] = 1;
            else
                mark_between(m, from, mailbox_delta(m, ray->dr, ray->dc), t,
                             false, marks);
        }
    }
}
