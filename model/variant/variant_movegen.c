/* Legal move generation over the board model (see variant_movegen.h). */
#include "variant_movegen.h"

#include <string.h>

/* A piece's destinations, each once: two moves may reach one square (WD
 * and R both reach two squares ahead). */
typedef struct {
    short squares[BOARD_MAX_SQUARES];
    int count;
    unsigned char seen[BOARD_MAX_SQUARES];
} target_list;

static void target_add(target_list *t, int sq)
{
    if (!t->seen[sq]) {
        t->seen[sq] = 1;
        t->squares[t->count++] = (short)sq;
    }
}

static void target_reset(target_list *t)
{
    for (int i = 0; i < t->count; i++)
        t->seen[t->squares[i]] = 0;
    t->count = 0;
}

static bool on_board(board_size size, int row, int col)
{
    return row >= 0 && row < size.height && col >= 0 && col < size.width;
}

static bool is_enemy(unsigned char cell, chess_color color)
{
    return cell != VARIANT_EMPTY && variant_cell_color(cell) != color;
}

/* Adds the square when the move may go there: an empty square when it may
 * move, an enemy piece when it may capture. With attacks set, every square
 * the move would capture on counts, whatever stands there. */
static void offer(const variant_position *pos, chess_color color,
                  unsigned modality, int sq, bool attacks, target_list *t)
{
    unsigned char cell = pos->cells[sq];
    if (attacks) {
        if (modality != PIECE_MOVE_ONLY)
            target_add(t, sq);
    } else if (cell == VARIANT_EMPTY) {
        if (modality != PIECE_CAPTURE_ONLY)
            target_add(t, sq);
    } else if (is_enemy(cell, color) && modality != PIECE_MOVE_ONLY) {
        target_add(t, sq);
    }
}

/* How many steps of (dr, dc) from (row, col) stay on the board, at most
 * steps: walks then need no bounds check on each step. */
static inline int reach(board_size size, int row, int col, int dr, int dc,
                        int steps)
{
    int n = steps, room;
    if (dr != 0) {
        room = dr > 0 ? size.height - 1 - row : row;
        room = dr == 1 || dr == -1 ? room : room / (dr > 0 ? dr : -dr);
        n = room < n ? room : n;
    }
    if (dc != 0) {
        room = dc > 0 ? size.width - 1 - col : col;
        room = dc == 1 || dc == -1 ? room : room / (dc > 0 ? dc : -dc);
        n = room < n ? room : n;
    }
    return n;
}

/* One compiled move from (row, col). */
static void walk_step(const variant_position *pos, chess_color color,
                      const variant_step *s, int row, int col, bool attacks,
                      target_list *t)
{
    int width = pos->size.width;
    int n = reach(pos->size, row, col, s->dr, s->dc, s->steps);
    int delta = s->dr * width + s->dc, sq = row * width + col;
    bool screened = false;

    /* A lame leap's blocking square lies between, so on the board. */
    if (n == 0 || (s->path == PIECE_PATH_LAME &&
                   pos->cells[sq + s->lame_dr * width + s->lame_dc] !=
                       VARIANT_EMPTY))
        return;
    for (int i = 1; i <= n; i++) {
        sq += delta;
        if (s->path == PIECE_PATH_HOP && !screened) {
            screened = pos->cells[sq] != VARIANT_EMPTY;
            continue;
        }
        if (s->path == PIECE_PATH_GRASSHOPPER) {
            if (pos->cells[sq] == VARIANT_EMPTY)
                continue;
            if (i < n) /* the square behind is in range and on the board */
                offer(pos, color, s->modality, sq + delta, attacks, t);
            return;
        }
        offer(pos, color, s->modality, sq, attacks, t);
        if (pos->cells[sq] != VARIANT_EMPTY)
            return;
    }
}

/* The pawn: forward is up the board (row - 1) for white. */
static void walk_pawn(const variant_position *pos, chess_color color,
                      int row, int col, bool attacks, target_list *t)
{
    board_size size = pos->size;
    int dr = color == CHESS_WHITE ? -1 : 1;
    int start = color == CHESS_WHITE ? size.height - 2 : 1;
    int r = row + dr;

    if (r < 0 || r >= size.height)
        return;
    for (int dc = -1; dc <= 1; dc += 2)
        if (on_board(size, r, col + dc))
            offer(pos, color, PIECE_CAPTURE_ONLY, r * size.width + col + dc,
                  attacks, t);
    if (attacks || pos->cells[r * size.width + col] != VARIANT_EMPTY)
        return;
    target_add(t, r * size.width + col);
    if (row == start && on_board(size, r + dr, col) &&
        pos->cells[(r + dr) * size.width + col] == VARIANT_EMPTY)
        target_add(t, (r + dr) * size.width + col);
}

/* The destinations (or, with attacks, the attacked squares) of the piece
 * on sq, added to t. */
static void piece_targets(const variant_position *pos,
                          const variant_rules *rules, int sq, bool attacks,
                          target_list *t)
{
    unsigned char cell = pos->cells[sq];
    int kind = variant_cell_kind(cell);
    chess_color color = variant_cell_color(cell);
    int row = sq / pos->size.width, col = sq % pos->size.width;
    const variant_kind *k;

    if (cell == VARIANT_EMPTY || kind >= rules->kind_count)
        return;
    if (kind == CHESS_PAWN) {
        walk_pawn(pos, color, row, col, attacks, t);
        return;
    }
    k = &rules->kinds[kind];
    for (int i = 0; i < k->step_count; i++)
        walk_step(pos, color, &k->steps[color][i], row, col, attacks, t);
}

/* The first piece from (row, col) along (dr, dc), at most steps away:
 * its square, or -1. */
static int first_piece(const variant_position *pos, int row, int col, int dr,
                       int dc, int steps, int *distance)
{
    int width = pos->size.width;
    int n = reach(pos->size, row, col, dr, dc, steps);
    int delta = dr * width + dc, sq = row * width + col;
    for (int i = 1; i <= n; i++) {
        sq += delta;
        if (pos->cells[sq] != VARIANT_EMPTY) {
            *distance = i;
            return sq;
        }
    }
    return -1;
}

static bool holds(const variant_position *pos, int sq, chess_color by,
                  unsigned kinds)
{
    unsigned char cell = pos->cells[sq];
    return cell != VARIANT_EMPTY && variant_cell_color(cell) == by &&
           (kinds >> variant_cell_kind(cell) & 1u) != 0;
}

/* Whether a piece of the kinds attacks (row, col) by the moves of group
 * a: walked backwards from the square, since the attacker stands where
 * the move would start. */
static bool group_attacks(const variant_position *pos,
                          const variant_attack *a, int row, int col,
                          chess_color by, unsigned kinds)
{
    int width = pos->size.width;
    int side = width > pos->size.height ? width : pos->size.height;
    int dr = -a->dr, dc = -a->dc, d1 = 0, d2 = 0, first, second;

    switch (a->path) {
    case PIECE_PATH_LAME: {
        int r = row + dr, c = col + dc;
        return on_board(pos->size, r, c) &&
               holds(pos, r * width + c, by, kinds) &&
               pos->cells[(r + a->lame_dr) * width + c + a->lame_dc] ==
                   VARIANT_EMPTY;
    }
    case PIECE_PATH_HOP:
        first = first_piece(pos, row, col, dr, dc, a->steps, &d1);
        if (first < 0)
            return false;
        second = first_piece(pos, first / width, first % width, dr, dc,
                             a->steps - d1, &d2);
        return second >= 0 && holds(pos, second, by, kinds);
    case PIECE_PATH_GRASSHOPPER:
        /* The hurdle right next to the square, the grasshopper the first
         * piece beyond it. */
        if (!on_board(pos->size, row + dr, col + dc) ||
            pos->cells[(row + dr) * width + col + dc] == VARIANT_EMPTY)
            return false;
        second = first_piece(pos, row + dr, col + dc, dr, dc, side, &d2);
        return second >= 0 && d2 + 1 <= a->steps &&
               holds(pos, second, by, kinds);
    default:
        first = first_piece(pos, row, col, dr, dc, a->steps, &d1);
        return first >= 0 && holds(pos, first, by, kinds);
    }
}

/* What stands on a line back from a square: the first two pieces (their
 * squares and distances, -1 when none) and, with whole set, the kinds of
 * by's pieces anywhere on it. */
typedef struct {
    int first, first_at, second, second_at;
    unsigned kinds;
} line_view;

static void look_along(const variant_position *pos, int row, int col, int dr,
                       int dc, chess_color by, bool whole, line_view *v)
{
    int width = pos->size.width;
    int n = reach(pos->size, row, col, dr, dc, BOARD_MAX_SIDE);
    int delta = dr * width + dc, sq = row * width + col, found = 0;
    *v = (line_view){-1, 0, -1, 0, 0};
    for (int i = 1; i <= n; i++) {
        unsigned char cell = pos->cells[sq += delta];
        if (cell == VARIANT_EMPTY)
            continue;
        if (found == 0) {
            v->first = sq;
            v->first_at = i;
        } else if (found == 1) {
            v->second = sq;
            v->second_at = i;
        }
        found++;
        if (variant_cell_color(cell) == by)
            v->kinds |= 1u << variant_cell_kind(cell);
        if (found == 2 && !whole)
            return;
    }
}

/* group_attacks, from what look_along saw on the group's line. */
static bool group_hits(const variant_position *pos, const variant_attack *a,
                       const line_view *v, chess_color by, unsigned kinds)
{
    switch (a->path) {
    case PIECE_PATH_LAME:
        return v->first_at == 1 && holds(pos, v->first, by, kinds) &&
               pos->cells[v->first + a->lame_dr * pos->size.width +
                          a->lame_dc] == VARIANT_EMPTY;
    case PIECE_PATH_HOP:
        return v->second >= 0 && v->second_at <= a->steps &&
               holds(pos, v->second, by, kinds);
    case PIECE_PATH_GRASSHOPPER:
        return v->first_at == 1 && v->second >= 0 &&
               v->second_at <= a->steps && holds(pos, v->second, by, kinds);
    default:
        return v->first >= 0 && v->first_at <= a->steps &&
               holds(pos, v->first, by, kinds);
    }
}

/* Whether a piece of by, of the kinds in present, attacks sq: one look
 * along each vector serves every group of that vector. Kinds not on the
 * board are skipped. */
static bool attacked_by(const variant_position *pos,
                        const variant_rules *rules, int sq, chess_color by,
                        unsigned present)
{
    int row = sq / pos->size.width, col = sq % pos->size.width;
    for (int r = 0; r < rules->ray_count[by]; r++) {
        const variant_ray *ray = &rules->rays[by][r];
        line_view v;
        if ((ray->kinds & present) == 0)
            continue;
        look_along(pos, row, col, -ray->dr, -ray->dc, by, false, &v);
        if (v.first < 0)
            continue;
        for (int g = ray->first; g < ray->first + ray->count; g++) {
            const variant_attack *a = &rules->attacks[by][g];
            unsigned kinds = a->kinds & present;
            if (kinds != 0 && group_hits(pos, a, &v, by, kinds))
                return true;
        }
    }
    return false;
}

bool variant_attacked(const variant_position *pos, const variant_rules *rules,
                      int sq, chess_color by)
{
    return attacked_by(pos, rules, sq, by, ~0u);
}

/* What one pass over the board finds: each colour's king (-1 when none
 * or several) and the kinds it has on the board (a bit each). */
typedef struct {
    int king[CHESS_COLORS];
    unsigned present[CHESS_COLORS];
} board_scan;

static void scan_board(const variant_position *pos, board_scan *scan)
{
    int n = board_square_count(pos->size);
    int kings[CHESS_COLORS] = {0, 0};
    scan->king[0] = scan->king[1] = -1;
    scan->present[0] = scan->present[1] = 0;
    for (int sq = 0; sq < n; sq++) {
        unsigned char cell = pos->cells[sq];
        int kind = variant_cell_kind(cell);
        chess_color color = variant_cell_color(cell);
        if (cell == VARIANT_EMPTY)
            continue;
        scan->present[color] |= 1u << kind;
        if (kind == CHESS_KING) {
            scan->king[color] = sq;
            kings[color]++;
        }
    }
    for (int c = 0; c < CHESS_COLORS; c++)
        if (kings[c] != 1)
            scan->king[c] = -1;
}

int variant_king(const variant_position *pos, chess_color color)
{
    board_scan scan;
    scan_board(pos, &scan);
    return scan.king[color];
}

bool variant_in_check(const variant_position *pos, const variant_rules *rules,
                      chess_color color)
{
    int king = variant_king(pos, color);
    return king >= 0 && variant_attacked(pos, rules, king,
                                         color == CHESS_WHITE ? CHESS_BLACK
                                                              : CHESS_WHITE);
}

typedef struct {
    variant_position pos; /* a copy, moves are made and taken back here */
    target_list targets;
    target_list danger; /* its seen[] marks what the enemy attacks */
    unsigned char sensitive[BOARD_MAX_SQUARES];
    short live[VARIANT_MAX_ATTACKS]; /* the groups that marked squares */
    int live_count;
    short checking[VARIANT_MAX_ATTACKS]; /* the groups giving check */
    int checking_count;
    bool danger_ready; /* marked when the king first has a move */
    board_scan scan;
} generator;

/* From color's king, one look along each enemy vector: the groups giving
 * check, and the squares where a change of occupancy could make the king
 * attacked: the lines back from it that hold an enemy piece riding, hopping
 * or jumping that way, and the blocking squares of the enemy lame leaps
 * aimed at it (those groups are "live"). A move touching none of them
 * leaves every line to the king as it was. */
static void look_from_king(generator *g, const variant_rules *rules,
                           int king, chess_color enemy)
{
    const variant_position *pos = &g->pos;
    int width = pos->size.width, row = king / width, col = king % width;
    unsigned present = g->scan.present[enemy];

    g->checking_count = g->live_count = 0;
    memset(g->sensitive, 0, (size_t)board_square_count(pos->size));
    for (int r = 0; r < rules->ray_count[enemy]; r++) {
        const variant_ray *ray = &rules->rays[enemy][r];
        bool marked = false;
        line_view v;
        if ((ray->kinds & present) == 0)
            continue;
        look_along(pos, row, col, -ray->dr, -ray->dc, enemy, true, &v);
        if (v.kinds == 0)
            continue; /* no enemy on the line: nothing can come of it */
        for (int i = ray->first; i < ray->first + ray->count; i++) {
            const variant_attack *a = &rules->attacks[enemy][i];
            unsigned kinds = a->kinds & present;
            if ((kinds & v.kinds) == 0)
                continue;
            if (group_hits(pos, a, &v, enemy, kinds))
                g->checking[g->checking_count++] = (short)i;
            if (a->path == PIECE_PATH_LAME) {
                if (v.first_at != 1 || !holds(pos, v.first, enemy, kinds))
                    continue;
                g->sensitive[v.first + a->lame_dr * width + a->lame_dc] = 1;
            } else if (a->steps > 1 || a->path != PIECE_PATH_FREE) {
                for (int rr = row - a->dr, c = col - a->dc;
                     !marked && on_board(pos->size, rr, c);
                     rr -= a->dr, c -= a->dc)
                    g->sensitive[rr * width + c] = 1;
                marked = true;
            } else {
                continue;
            }
            g->live[g->live_count++] = (short)i;
        }
    }
}

/* Whether square (row, col) is on group a's line back from the king at
 * (krow, kcol) (for a lame leap: is its blocking square). */
static bool on_group_line(const variant_attack *a, int krow, int kcol,
                          int row, int col)
{
    int ar = row - krow, ac = col - kcol, t;
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


/* The squares the enemy attacks with the king lifted off the board, so
 * that it cannot step back along a line it blocks: where the king may not
 * go. (What stands on a square never changes whether it is attacked.) */
static void mark_danger(generator *g, const variant_rules *rules, int king,
                        chess_color enemy)
{
    int n = board_square_count(g->pos.size);
    unsigned char lifted = g->pos.cells[king];
    g->pos.cells[king] = VARIANT_EMPTY;
    for (int sq = 0; sq < n; sq++)
        if (g->pos.cells[sq] != VARIANT_EMPTY &&
            variant_cell_color(g->pos.cells[sq]) == enemy)
            piece_targets(&g->pos, rules, sq, true, &g->danger);
    g->pos.cells[king] = lifted;
}

/* Whether the move from -> to leaves color's king (on king, or -1) safe. */
static bool leaves_king_safe(generator *g, const variant_rules *rules,
                             chess_color color, int king, bool in_check,
                             int from, int to)
{
    chess_color enemy = color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
    unsigned char moved = g->pos.cells[from], taken = g->pos.cells[to];
    bool safe;
    if (king < 0)
        return true;
    if (from == king) {
        if (!g->danger_ready) {
            mark_danger(g, rules, king, enemy);
            g->danger_ready = true;
        }
        return !g->danger.seen[to];
    }
    if (!in_check && !g->sensitive[from] && !g->sensitive[to])
        return true;
    g->pos.cells[to] = moved;
    g->pos.cells[from] = VARIANT_EMPTY;
    {
        /* Only the groups giving check, and the lines through the squares
         * the move touched, can differ from before the move. */
        int width = g->pos.size.width, kr = king / width, kc = king % width;
        unsigned present = g->scan.present[enemy];
        safe = true;
        for (int i = 0; safe && i < g->checking_count; i++) {
            const variant_attack *a = &rules->attacks[enemy][g->checking[i]];
            safe = !group_attacks(&g->pos, a, kr, kc, enemy,
                                  a->kinds & present);
        }
        for (int i = 0; safe && i < g->live_count; i++) {
            const variant_attack *a = &rules->attacks[enemy][g->live[i]];
            if (on_group_line(a, kr, kc, from / width, from % width) ||
                on_group_line(a, kr, kc, to / width, to % width))
                safe = !group_attacks(&g->pos, a, kr, kc, enemy,
                                      a->kinds & present);
        }
    }
    g->pos.cells[from] = moved;
    g->pos.cells[to] = taken;
    return safe;
}

static int generate(generator *g, const variant_rules *rules,
                    chess_color color, int only, variant_move *out, int max)
{
    chess_color enemy = color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
    int n = board_square_count(g->pos.size), count = 0;
    int king = g->scan.king[color];
    bool in_check = false;

    g->targets.count = g->danger.count = 0;
    memset(g->targets.seen, 0, sizeof g->targets.seen);
    memset(g->danger.seen, 0, sizeof g->danger.seen);
    g->checking_count = g->live_count = 0;
    if (king >= 0) {
        look_from_king(g, rules, king, enemy);
        in_check = g->checking_count > 0;
    }
    g->danger_ready = false;
    for (int from = only < 0 ? 0 : only; from < (only < 0 ? n : only + 1);
         from++) {
        unsigned char cell = g->pos.cells[from];
        if (cell == VARIANT_EMPTY || variant_cell_color(cell) != color)
            continue;
        piece_targets(&g->pos, rules, from, false, &g->targets);
        for (int i = 0; i < g->targets.count; i++) {
            int to = g->targets.squares[i];
            if (!leaves_king_safe(g, rules, color, king, in_check, from, to))
                continue;
            if (count < max)
                out[count] = (variant_move){(short)from, (short)to};
            count++;
        }
        target_reset(&g->targets);
    }
    return count;
}

int variant_legal(const variant_position *pos, const variant_rules *rules,
                  chess_color color, int from, variant_move *out, int max)
{
    generator g;
    if (from >= board_square_count(pos->size))
        return 0;
    g.pos = *pos;
    scan_board(pos, &g.scan);
    return generate(&g, rules, color, from, out, max);
}

int variant_count(const variant_position *pos, const variant_rules *rules,
                  chess_color color)
{
    chess_color enemy = color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
    generator g;
    scan_board(pos, &g.scan);
    if (g.scan.king[enemy] >= 0 &&
        attacked_by(pos, rules, g.scan.king[enemy], color,
                    g.scan.present[color]))
        return -1;
    g.pos = *pos;
    return generate(&g, rules, color, -1, NULL, 0);
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
    static const target_list EMPTY_LIST;
    target_list t = EMPTY_LIST;
    int n = board_square_count(pos->size);
    memset(counts, 0, sizeof(int) * BOARD_MAX_SQUARES);
    for (int sq = 0; sq < n; sq++) {
        if (pos->cells[sq] == VARIANT_EMPTY ||
            variant_cell_color(pos->cells[sq]) != color)
            continue;
        piece_targets(pos, rules, sq, true, &t);
        for (int i = 0; i < t.count; i++)
            counts[t.squares[i]]++;
        target_reset(&t);
    }
}
