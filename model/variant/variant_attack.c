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

/* How many pieces stand on the cells from + i * delta, 0 < i < t. */
static int pieces_between(const mailbox *m, int from, int delta, int t,
                          unsigned char *marks)
{
    int found = 0, at = from;
    for (int i = 1; i < t; i++) {
        at += delta;
        found += m->cells[at] != VARIANT_EMPTY;
        if (marks != NULL)
            marks[at] = 1;
    }
    return found;
}

/* Whether group a captures from cell from on the cell t steps of delta
 * away (t within its range), given what stands between. */
static bool group_reaches(const mailbox *m, const variant_attack *a,
                          int from, int delta, int t, unsigned char *marks)
{
    switch (a->path) {
    case PIECE_PATH_LAME: {
        int block = from + mailbox_delta(m, a->lame_dr, a->lame_dc);
        if (marks != NULL)
            marks[block] = 1;
        return t == 1 && m->cells[block] == VARIANT_EMPTY;
    }
    case PIECE_PATH_HOP:
        return pieces_between(m, from, delta, t, marks) == 1;
    case PIECE_PATH_GRASSHOPPER:
        /* Lands right behind the first piece: the only piece between is
         * the last square before the target. */
        return pieces_between(m, from, delta, t, marks) == 1 &&
               m->cells[from + (t - 1) * delta] != VARIANT_EMPTY;
    default:
        return pieces_between(m, from, delta, t, marks) == 0;
    }
}

/* Whether a piece of kind on cell from captures by the groups of ray r
 * on the cell t steps along it. */
static bool ray_reaches(const mailbox *m, const variant_rules *rules,
                        chess_color by, int kind, int r, int from, int t,
                        unsigned char *marks)
{
    const variant_ray *ray = &rules->rays[by][r];
    int delta = mailbox_delta(m, ray->dr, ray->dc);
    bool hit = false;
    if ((ray->kinds >> kind & 1u) == 0)
        return false;
    for (int i = ray->first; i < ray->first + ray->count; i++) {
        const variant_attack *a = &rules->attacks[by][i];
        if ((a->kinds >> kind & 1u) == 0 || t > a->steps)
            continue;
        if (group_reaches(m, a, from, delta, t, marks)) {
            hit = true;
            if (marks == NULL)
                return true;
        }
    }
    return hit;
}

bool attack_reaches(const mailbox *m, const variant_rules *rules,
                    chess_color by, int from, int dr, int dc,
                    unsigned char *marks)
{
    unsigned char piece = m->cells[from];
    int kind = variant_cell_kind(piece), offset = variant_offset(dr, dc);
    int one = rules->offset_ray[by][offset], g;
    bool hit = false;

    if (piece == VARIANT_EMPTY || piece == MAILBOX_OFF ||
        variant_cell_color(piece) != by ||
        !attack_may_reach(rules, by, kind, dr, dc))
        return false;
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
        if (r >= 0 && ray_reaches(m, rules, by, kind, r, from, t, marks)) {
            hit = true;
            if (marks == NULL)
                return true;
        }
    }
    return hit;
}

bool attack_any(const mailbox *m, const variant_rules *rules, chess_color by,
                int row, int col)
{
    for (int i = 0; i < m->piece_count[by]; i++) {
        int from = m->pieces[by][i];
        int dr = row - m->piece_row[by][i], dc = col - m->piece_col[by][i];
        int kind = variant_cell_kind(m->cells[from]);
        if (attack_may_reach(rules, by, kind, dr, dc) &&
            attack_reaches(m, rules, by, from, dr, dc, NULL))
            return true;
    }
    return false;
}
