/* Legal move generation over the board model (see variant_movegen.h).
 *
 * The position is first copied into a padded mailbox (variant_mailbox.h),
 * so that walks stop on the off-board border. Squares below are mailbox
 * cells; only the public functions speak square_index. */
#include "variant_movegen.h"

#include <string.h>

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

static void targets_start(target_list *t, const mailbox *m)
{
    t->stamped = false;
    t->cell_count = mailbox_cell_count(m);
    t->mark = 0;
    t->count = 0;
}

/* Starts the next piece's targets, checked for repeats when dedup. */
static void targets_next(target_list *t, bool dedup)
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

/* One compiled move from cell from. */
static void walk_step(const mailbox *m, chess_color color,
                      const variant_step *s, int from, bool attacks,
                      target_list *t)
{
    int delta = mailbox_delta(m, s->dr, s->dc), at = from, i = 0;
    const unsigned char *cells = m->cells;

    switch (s->path) {
    case PIECE_PATH_LAME:
        /* The blocking square lies between, inside the border. */
        if (cells[from + mailbox_delta(m, s->lame_dr, s->lame_dc)] ==
            VARIANT_EMPTY)
            offer(cells[from + delta], from + delta, color, s->modality,
                  attacks, t);
        return;
    case PIECE_PATH_HOP:
        /* Up to the screen (counted in the range), then as a rider. */
        do {
            at += delta;
            i++;
        } while (i < s->steps && cells[at] == VARIANT_EMPTY);
        if (cells[at] == VARIANT_EMPTY || cells[at] == MAILBOX_OFF)
            return;
        break;
    case PIECE_PATH_GRASSHOPPER:
        do {
            at += delta;
            i++;
        } while (i < s->steps && cells[at] == VARIANT_EMPTY);
        /* Lands right behind the first piece, when that is in range. */
        if (i < s->steps && cells[at] != VARIANT_EMPTY &&
            cells[at] != MAILBOX_OFF)
            offer(cells[at + delta], at + delta, color, s->modality, attacks,
                  t);
        return;
    default:
        break;
    }
    for (; i < s->steps; i++) {
        unsigned char cell = cells[at += delta];
        offer(cell, at, color, s->modality, attacks, t);
        if (cell != VARIANT_EMPTY)
            return;
    }
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

/* The destinations (or, with attacks, the attacked squares) of the piece
 * on cell from, a valid piece of the rules, as t's next piece: each once,
 * unless repeats do no harm. */
static void piece_targets(const mailbox *m, const variant_rules *rules,
                          int from, bool attacks, bool repeats_ok,
                          target_list *t)
{
    unsigned char cell = m->cells[from];
    int kind = variant_cell_kind(cell);
    chess_color color = variant_cell_color(cell);
    const variant_kind *k = &rules->kinds[kind];

    targets_next(t, !repeats_ok && !k->distinct);
    if (kind == CHESS_PAWN) {
        walk_pawn(m, color, from, attacks, t);
        return;
    }
    for (int i = 0; i < k->step_count; i++)
        if (k->steps[color][i].steps > 0)
            walk_step(m, color, &k->steps[color][i], from, attacks, t);
}

/* The first piece from cell from along delta, at most steps away: its
 * cell, or -1. */
static int first_piece(const mailbox *m, int from, int delta, int steps,
                       int *distance)
{
    int at = from;
    for (int i = 1; i <= steps; i++) {
        unsigned char cell = m->cells[at += delta];
        if (cell == MAILBOX_OFF)
            return -1;
        if (cell != VARIANT_EMPTY) {
            *distance = i;
            return at;
        }
    }
    return -1;
}

static bool holds(const mailbox *m, int cell, chess_color by, unsigned kinds)
{
    unsigned char piece = m->cells[cell];
    return piece != VARIANT_EMPTY && variant_cell_color(piece) == by &&
           (kinds >> variant_cell_kind(piece) & 1u) != 0;
}

/* Whether a piece of the kinds attacks cell to by the moves of group a:
 * walked backwards from the square, since the attacker stands where the
 * move would start. */
static bool group_attacks(const mailbox *m, const variant_attack *a, int to,
                          chess_color by, unsigned kinds)
{
    int delta = -mailbox_delta(m, a->dr, a->dc), d1 = 0, d2 = 0, first,
        second;

    switch (a->path) {
    case PIECE_PATH_LAME:
        return m->cells[to + delta] != MAILBOX_OFF &&
               holds(m, to + delta, by, kinds) &&
               m->cells[to + delta + mailbox_delta(m, a->lame_dr,
                                                   a->lame_dc)] ==
                   VARIANT_EMPTY;
    case PIECE_PATH_HOP:
        first = first_piece(m, to, delta, a->steps, &d1);
        if (first < 0)
            return false;
        second = first_piece(m, first, delta, a->steps - d1, &d2);
        return second >= 0 && holds(m, second, by, kinds);
    case PIECE_PATH_GRASSHOPPER:
        /* The hurdle right next to the square, the grasshopper the first
         * piece beyond it, close enough. */
        if (m->cells[to + delta] == VARIANT_EMPTY ||
            m->cells[to + delta] == MAILBOX_OFF)
            return false;
        second = first_piece(m, to + delta, delta, a->steps - 1, &d2);
        return second >= 0 && holds(m, second, by, kinds);
    default:
        first = first_piece(m, to, delta, a->steps, &d1);
        return first >= 0 && holds(m, first, by, kinds);
    }
}

/* What stands on a line back from a square, as far as a ray reaches: the
 * first two pieces (their cells and distances, -1 when none) and, with
 * whole set, the kinds of by's pieces anywhere on it. */
typedef struct {
    int first, first_at, second, second_at;
    unsigned kinds;
} line_view;

static void look_along(const mailbox *m, int from, const variant_ray *ray,
                       chess_color by, bool whole, line_view *v)
{
    int delta = -mailbox_delta(m, ray->dr, ray->dc), at = from, found = 0;
    *v = (line_view){-1, 0, -1, 0, 0};
    for (int i = 1; i <= ray->reach; i++) {
        unsigned char cell = m->cells[at += delta];
        if (cell == VARIANT_EMPTY)
            continue;
        if (cell == MAILBOX_OFF)
            return;
        if (found == 0) {
            v->first = at;
            v->first_at = i;
        } else if (found == 1) {
            v->second = at;
            v->second_at = i;
        }
        found++;
        if (variant_cell_color(cell) == by)
            v->kinds |= 1u << variant_cell_kind(cell);
        if (whole)
            continue;
        /* Only a hopper, or a grasshopper over a hurdle next to the
         * square, attacks past the first piece. */
        if (found == 2 ||
            (found == 1 && !(ray->beyond & VARIANT_RAY_HOPS) &&
             !(i == 1 && (ray->beyond & VARIANT_RAY_GRASSHOPPER))))
            return;
    }
}

/* group_attacks, from what look_along saw on the group's line. */
static bool group_hits(const mailbox *m, const variant_attack *a,
                       const line_view *v, chess_color by, unsigned kinds)
{
    switch (a->path) {
    case PIECE_PATH_LAME:
        return v->first_at == 1 && holds(m, v->first, by, kinds) &&
               m->cells[v->first + mailbox_delta(m, a->lame_dr,
                                                 a->lame_dc)] ==
                   VARIANT_EMPTY;
    case PIECE_PATH_HOP:
        return v->second >= 0 && v->second_at <= a->steps &&
               holds(m, v->second, by, kinds);
    case PIECE_PATH_GRASSHOPPER:
        return v->first_at == 1 && v->second >= 0 &&
               v->second_at <= a->steps && holds(m, v->second, by, kinds);
    default:
        return v->first >= 0 && v->first_at <= a->steps &&
               holds(m, v->first, by, kinds);
    }
}

/* Whether a piece of by attacks cell to: one look along each vector
 * serves every group of that vector. Kinds not on the board are skipped. */
static bool attacked_by(const mailbox *m, const variant_rules *rules, int to,
                        chess_color by)
{
    unsigned present = m->present[by];
    for (int r = 0; r < rules->ray_count[by]; r++) {
        const variant_ray *ray = &rules->rays[by][r];
        line_view v;
        if ((ray->kinds & present) == 0)
            continue;
        look_along(m, to, ray, by, false, &v);
        if (v.first < 0)
            continue;
        for (int g = ray->first; g < ray->first + ray->count; g++) {
            const variant_attack *a = &rules->attacks[by][g];
            unsigned kinds = a->kinds & present;
            if (kinds != 0 && group_hits(m, a, &v, by, kinds))
                return true;
        }
    }
    return false;
}

static chess_color other(chess_color color)
{
    return color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
}

bool variant_attacked(const variant_position *pos, const variant_rules *rules,
                      int sq, chess_color by)
{
    mailbox m;
    mailbox_build(&m, pos, rules);
    return attacked_by(&m, rules, mailbox_cell_of(&m, sq), by);
}

int variant_king(const variant_position *pos, chess_color color)
{
    int n = board_square_count(pos->size), king = -1;
    unsigned char wanted = variant_cell(color, CHESS_KING);
    for (int sq = 0; sq < n; sq++)
        if (pos->cells[sq] == wanted) {
            if (king >= 0)
                return -1;
            king = sq;
        }
    return king;
}

bool variant_in_check(const variant_position *pos, const variant_rules *rules,
                      chess_color color)
{
    mailbox m;
    mailbox_build(&m, pos, rules);
    return m.king[color] >= 0 &&
           attacked_by(&m, rules, m.king[color], other(color));
}

/* What one colour's king sees of the enemy (look_from_king). */
typedef struct {
    bool in_check;
    short live[VARIANT_MAX_ATTACKS]; /* the groups that marked squares */
    int live_count;
    short checking[VARIANT_MAX_ATTACKS]; /* the groups giving check */
    int checking_count;
    unsigned char sensitive[MAILBOX_CELLS];
} king_view;

typedef struct {
    mailbox m; /* moves are made and taken back here */
    target_list targets, enemy_targets;
    /* What the enemy attacks with the king lifted off the board, marked
     * when the king first has somewhere to go. */
    bool danger_ready;
    unsigned char danger[MAILBOX_CELLS];
    king_view view[CHESS_COLORS];
} generator;

/* From color's king, one look along each enemy vector: the groups giving
 * check, and the squares where a change of occupancy could make the king
 * attacked: the lines back from it, as far as the ray reaches, that hold
 * an enemy piece riding, hopping or jumping that way, and the blocking
 * squares of the enemy lame leaps aimed at it (those groups are "live").
 * A move touching none of them leaves every line to the king as it was. */
static void look_from_king(generator *g, const variant_rules *rules,
                           chess_color color)
{
    const mailbox *m = &g->m;
    chess_color enemy = other(color);
    unsigned present = m->present[enemy];
    int king = m->king[color];
    king_view *k = &g->view[color];

    k->checking_count = k->live_count = 0;
    k->in_check = false;
    if (king < 0)
        return; /* every move is legal: nothing to look at */
    memset(k->sensitive, 0, (size_t)mailbox_cell_count(m));
    for (int r = 0; r < rules->ray_count[enemy]; r++) {
        const variant_ray *ray = &rules->rays[enemy][r];
        bool marked = false;
        line_view v;
        if ((ray->kinds & present) == 0)
            continue;
        look_along(m, king, ray, enemy, true, &v);
        if ((v.kinds & ray->kinds) == 0)
            continue; /* no enemy that could come of it on the line */
        for (int i = ray->first; i < ray->first + ray->count; i++) {
            const variant_attack *a = &rules->attacks[enemy][i];
            unsigned kinds = a->kinds & present;
            if ((kinds & v.kinds) == 0)
                continue;
            if (group_hits(m, a, &v, enemy, kinds))
                k->checking[k->checking_count++] = (short)i;
            if (a->path == PIECE_PATH_LAME) {
                if (v.first_at != 1 || !holds(m, v.first, enemy, kinds))
                    continue;
                k->sensitive[v.first +
                             mailbox_delta(m, a->lame_dr, a->lame_dc)] = 1;
            } else if (a->steps > 1 || a->path != PIECE_PATH_FREE) {
                int delta = -mailbox_delta(m, ray->dr, ray->dc), at = king;
                for (int d = 1; !marked && d <= ray->reach &&
                                m->cells[at + delta] != MAILBOX_OFF;
                     d++)
                    k->sensitive[at += delta] = 1;
                marked = true;
            } else {
                continue;
            }
            k->live[k->live_count++] = (short)i;
        }
    }
    k->in_check = k->checking_count > 0;
}

/* Whether cell at is on group a's line back from the king (for a lame
 * leap: is its blocking square). */
static bool on_group_line(const mailbox *m, const variant_attack *a,
                          int king, int at)
{
    int ar, ac, t;
    mailbox_offset(m, king, at, &ar, &ac);
    if (a->path == PIECE_PATH_LAME)
        return ar == -a->dr + a->lame_dr && ac == -a->dc + a->lame_dc;
    /* (ar, ac) = t * (-dr, -dc) for some t >= 1. */
    if (a->dr != 0) {
        if (ar % a->dr != 0)
            return false;
        t = -ar / a->dr;
    } else {
        if (ar != 0 || ac % a->dc != 0)
            return false;
        t = -ac / a->dc;
    }
    return t >= 1 && ac == -t * a->dc;
}

/* Whether the move from -> to of a piece other than the king leaves
 * color's king (on cell king) safe: made, and the lines that can have
 * changed looked at again. */
static bool leaves_king_safe(generator *g, const variant_rules *rules,
                             chess_color color, int king, int from, int to)
{
    chess_color enemy = other(color);
    mailbox *m = &g->m;
    unsigned char moved = m->cells[from], taken = m->cells[to];
    unsigned present = m->present[enemy];
    const king_view *k = &g->view[color];
    bool safe = true;

    m->cells[to] = moved;
    m->cells[from] = VARIANT_EMPTY;
    /* Only the groups giving check, and the lines through the squares the
     * move touched, can differ from before the move. (A captured piece
     * stays in present: that only costs a look.) */
    for (int i = 0; safe && i < k->checking_count; i++) {
        const variant_attack *a = &rules->attacks[enemy][k->checking[i]];
        safe = !group_attacks(m, a, king, enemy, a->kinds & present);
    }
    for (int i = 0; safe && i < k->live_count; i++) {
        const variant_attack *a = &rules->attacks[enemy][k->live[i]];
        if (on_group_line(m, a, king, from) || on_group_line(m, a, king, to))
            safe = !group_attacks(m, a, king, enemy, a->kinds & present);
    }
    m->cells[from] = moved;
    m->cells[to] = taken;
    return safe;
}

/* The squares the enemy attacks with color's king lifted off the board,
 * so that it cannot step back along a line it blocks: where the king may
 * not go (what stands on a square never changes whether it is attacked).
 * Only near the king: pieces too far to reach its targets are skipped.
 * Walks the enemy's pieces with a target list of their own, as the king's
 * targets are in g->targets. */
static void mark_danger(generator *g, const variant_rules *rules,
                        chess_color color)
{
    mailbox *m = &g->m;
    chess_color enemy = other(color);
    int king = m->king[color];
    target_list *t = &g->enemy_targets;

    int krow = m->piece_row[color][m->king_index[color]];
    int kcol = m->piece_col[color][m->king_index[color]];
    int zone = rules->kinds[CHESS_KING].reach;

    memset(g->danger, 0, (size_t)mailbox_cell_count(m));
    targets_start(t, m);
    m->cells[king] = VARIANT_EMPTY;
    for (int i = 0; i < m->piece_count[enemy]; i++) {
        int far = rules->kinds[variant_cell_kind(
                                   m->cells[m->pieces[enemy][i]])]
                      .reach +
                  zone;
        int dr = m->piece_row[enemy][i] - krow;
        int dc = m->piece_col[enemy][i] - kcol;
        /* Too far to attack any square the king can go to. */
        if (dr > far || -dr > far || dc > far || -dc > far)
            continue;
        piece_targets(m, rules, m->pieces[enemy][i], true, true, t);
        for (int k = 0; k < t->count; k++)
            g->danger[t->cells[k]] = 1;
    }
    m->cells[king] = variant_cell(color, CHESS_KING);
    g->danger_ready = true;
}

/* How many of the targets of the piece on from are legal, writing them to
 * out[first ..] below max. */
static int keep_legal(generator *g, const variant_rules *rules,
                      chess_color color, int from, variant_move *out,
                      int first, int max)
{
    mailbox *m = &g->m;
    const target_list *t = &g->targets;
    const king_view *k = &g->view[color];
    int king = m->king[color], kept = 0;
    bool quiet_from = king >= 0 && !k->in_check && !k->sensitive[from];

    if (from == king && t->count > 0 && !g->danger_ready)
        mark_danger(g, rules, color);
    for (int i = 0; i < t->count; i++) {
        int to = t->cells[i];
        bool legal;
        if (king < 0)
            legal = true;
        else if (from == king)
            legal = !g->danger[to];
        else if (quiet_from && !k->sensitive[to])
            legal = true;
        else
            legal = leaves_king_safe(g, rules, color, king, from, to);
        if (!legal)
            continue;
        if (first + kept < max)
            out[first + kept] = (variant_move){
                (short)mailbox_square_of(m, from),
                (short)mailbox_square_of(m, to)};
        kept++;
    }
    return kept;
}

/* color's legal moves, of the piece on cell only (or all when -1), with
 * g->view[color] looked at. */
static int generate(generator *g, const variant_rules *rules,
                    chess_color color, int only, variant_move *out, int max)
{
    mailbox *m = &g->m;
    int count = 0;

    targets_start(&g->targets, m);
    g->danger_ready = false;
    for (int i = 0; i < m->piece_count[color]; i++) {
        int from = m->pieces[color][i];
        if (only >= 0 && from != only)
            continue;
        piece_targets(m, rules, from, false, false, &g->targets);
        count += keep_legal(g, rules, color, from, out, count, max);
    }
    return count;
}

int variant_legal(const variant_position *pos, const variant_rules *rules,
                  chess_color color, int from, variant_move *out, int max)
{
    generator g;
    if (from >= board_square_count(pos->size))
        return 0;
    mailbox_build(&g.m, pos, rules);
    look_from_king(&g, rules, color);
    return generate(&g, rules, color,
                    from < 0 ? -1 : mailbox_cell_of(&g.m, from), out, max);
}

int variant_count(const variant_position *pos, const variant_rules *rules,
                  chess_color color)
{
    generator g;
    int enemy_king;
    mailbox_build(&g.m, pos, rules);
    enemy_king = g.m.king[other(color)];
    if (enemy_king >= 0 && attacked_by(&g.m, rules, enemy_king, color))
        return -1;
    look_from_king(&g, rules, color);
    return generate(&g, rules, color, -1, NULL, 0);
}

void variant_count_both(const variant_position *pos,
                        const variant_rules *rules,
                        int counts[CHESS_COLORS])
{
    generator g;
    mailbox_build(&g.m, pos, rules);
    look_from_king(&g, rules, CHESS_WHITE);
    look_from_king(&g, rules, CHESS_BLACK);
    for (int c = 0; c < CHESS_COLORS; c++)
        counts[c] = g.view[other((chess_color)c)].in_check
                        ? -1
                        : generate(&g, rules, (chess_color)c, -1, NULL, 0);
}

bx_status variant_check_rules(const variant_position *pos,
                              const variant_rules *rules, bx_error *err)
{
    int n = board_square_count(pos->size);
    for (int c = 0; c < CHESS_COLORS; c++) {
        const char *name = c == CHESS_WHITE ? "white" : "black";
        /* White's first rank is the bottom row, black's the top one. */
        int first_row = c == CHESS_WHITE ? pos->size.height - 1 : 0;
        unsigned char king = variant_cell((chess_color)c, CHESS_KING);
        unsigned char pawn = variant_cell((chess_color)c, CHESS_PAWN);
        int kings = 0;
        for (int sq = 0; sq < n; sq++)
            kings += pos->cells[sq] == king;
        if (kings > 1)
            return bx_fail(err, BX_INVALID,
                           "%s has %d kings; a colour has at most one", name,
                           kings);
        for (int col = 0; col < pos->size.width; col++)
            if (pos->cells[first_row * pos->size.width + col] == pawn) {
                char sq_name[SQUARE_NAME_MAX];
                square_to_fide(pos->size, (square){first_row, col}, sq_name,
                               NULL);
                return bx_fail(err, BX_INVALID,
                               "%s pawn on its own first rank at %s", name,
                               sq_name);
            }
    }
    if (variant_in_check(pos, rules, CHESS_WHITE) &&
        variant_in_check(pos, rules, CHESS_BLACK))
        return bx_fail(err, BX_INVALID, "both kings are in check");
    return BX_OK;
}

void variant_attack_counts(const variant_position *pos,
                           const variant_rules *rules, chess_color color,
                           int counts[BOARD_MAX_SQUARES])
{
    mailbox m;
    target_list t;
    memset(counts, 0, sizeof(int) * BOARD_MAX_SQUARES);
    mailbox_build(&m, pos, rules);
    targets_start(&t, &m);
    for (int i = 0; i < m.piece_count[color]; i++) {
        piece_targets(&m, rules, m.pieces[color][i], true, false, &t);
        for (int k = 0; k < t.count; k++)
            counts[mailbox_square_of(&m, t.cells[k])]++;
    }
}
