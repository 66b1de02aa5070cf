/* The bitboard counter, written once and compiled twice (see
 * variant_bb_count.h): for any CPU, and where the CPU has them, with the
 * instructions that count bits and find the first one. The including file
 * defines VARIANT_BB_BUILD (the name of the variant_bb_build it exports)
 * and VARIANT_BB_BUILD_NAME. The decisions are the mailbox generator's
 * (variant_movegen.c, variant_attack.c): only how the squares are looked
 * at differs. */
#ifndef BOARDEX_VARIANT_BB_COUNT_BODY_H
#define BOARDEX_VARIANT_BB_COUNT_BODY_H

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__BMI__) && defined(__LZCNT__)
#include <immintrin.h>
#endif

#include "bits.h"
#include "variant_bb_count.h"
#include "variant_cells.h"

enum { NOW = 1, WATCH = 2 };

static inline variant_bb bit(int sq)
{
    return (variant_bb)1 << sq;
}

static inline bool has(variant_bb squares, int sq)
{
    return (squares >> sq & 1u) != 0;
}

static inline int count_bits(variant_bb squares)
{
    return bits_count((uint64_t)squares) +
           bits_count((uint64_t)(squares >> 64));
}

/* The lowest and the highest square of a non-empty set: without a branch
 * where the CPU counts the zeros of an empty word (64). */
#if defined(__BMI__) && defined(__LZCNT__)
static inline int lowest(variant_bb squares)
{
    int low = (int)_tzcnt_u64((uint64_t)squares);
    int high = (int)_tzcnt_u64((uint64_t)(squares >> 64));
    return low + (high & -(low >> 6));
}

static inline int highest(variant_bb squares)
{
    int high = (int)_lzcnt_u64((uint64_t)(squares >> 64));
    int low = (int)_lzcnt_u64((uint64_t)squares);
    return 127 - high - (low & -(high >> 6));
}
#else
static inline int lowest(variant_bb squares)
{
    uint64_t low = (uint64_t)squares;
    return low != 0 ? __builtin_ctzll(low)
                    : 64 + __builtin_ctzll((uint64_t)(squares >> 64));
}

static inline int highest(variant_bb squares)
{
    uint64_t high = (uint64_t)(squares >> 64);
    return high != 0 ? 127 - __builtin_clzll(high)
                     : 63 - __builtin_clzll((uint64_t)squares);
}
#endif

/* The first square of a non-empty set met along a line. */
static inline int first_on(variant_bb squares, bool ascending)
{
    return ascending ? lowest(squares) : highest(squares);
}

/* An enemy piece as the king sees it: the offset (dr, dc) from it to the
 * king, and that offset's index in the rules' tables. */
typedef struct {
    short sq, offset;
    signed char dr, dc;
    unsigned char kind;
} bb_seen;

/* A watched piece: one that attacks the king (now) or that one move could
 * make attack it, and the squares such a move must touch to change that
 * (its own square aside, which a move only touches by capturing it). */
typedef struct {
    bb_seen seen;
    bool now;
    variant_bb decides;
} bb_watch;

typedef struct {
    bool in_check;
    int checkers;
    /* As in the mailbox generator's king_view: the squares a move must
     * touch to change what any watched piece does, and with one checker,
     * the squares a move must touch to stop it. */
    variant_bb sensitive, resolves;
    int watch_count, near_count;
    bb_watch watch[VARIANT_BB_SQUARES];
    bb_seen near[VARIANT_BB_SQUARES];
} bb_view;

typedef struct {
    const variant_rules *rules;
    const variant_bb_tables *tables;
    int width, height;
    variant_bb occupied, side[CHESS_COLORS], pawns[CHESS_COLORS];
    variant_bb last_square; /* the board's, bit W * H - 1 */
    int king[CHESS_COLORS]; /* -1 when none or several */
    const unsigned char *cells; /* the position's, square by square */
    /* The pawn rules: where each colour's pawns may step twice from; the
     * squares on the rows where a pawn's move counts other than once
     * (none under the seed rules), and each row's weight. */
    variant_bb pawn_start[CHESS_COLORS], weighed[CHESS_COLORS];
    const unsigned char *weight[CHESS_COLORS];
    bb_view view[CHESS_COLORS];
} bb_gen;

static chess_color other(chess_color color)
{
    return color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
}

/* Each colour's squares and kings, and the squares holding no piece of
 * the rules, as 64-bit halves of the board. */
typedef struct {
    uint64_t side[CHESS_COLORS][2], kings[CHESS_COLORS][2];
    uint64_t pawns[CHESS_COLORS][2], bad[2];
} bb_scan;

#if defined(__SSE2__)
/* Sixteen squares at a time: one compare a question, and the top bit of
 * each byte's answer gathered by movemask. */
static void scan_cells(const unsigned char *cells, int squares,
                       int kind_count, bb_scan *out)
{
    const __m128i zero = _mm_setzero_si128();
    const __m128i low7 = _mm_set1_epi8(0x7f);
    const __m128i king = _mm_set1_epi8(CHESS_KING + 1);
    const __m128i pawn = _mm_set1_epi8(CHESS_PAWN + 1);
    const __m128i kinds = _mm_set1_epi8((char)kind_count);
    /* Squares up to 128: the loads stay inside the position's cells. */
    for (int base = 0; base < squares; base += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(cells +
                                                                    base));
        __m128i number = _mm_and_si128(v, low7);
        uint64_t within = squares - base >= 16
                              ? 0xffffu
                              : (UINT64_C(1) << (squares - base)) - 1;
        uint64_t black = (uint64_t)_mm_movemask_epi8(v) & within;
        uint64_t filled =
            ~(uint64_t)_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero)) & within;
        uint64_t kings =
            (uint64_t)_mm_movemask_epi8(_mm_cmpeq_epi8(number, king)) &
            within;
        uint64_t pawns =
            (uint64_t)_mm_movemask_epi8(_mm_cmpeq_epi8(number, pawn)) &
            within;
        /* A piece number past the kinds, or a black piece numbered 0. */
        uint64_t bad =
            ((uint64_t)_mm_movemask_epi8(_mm_cmpgt_epi8(number, kinds)) |
             (black &
              (uint64_t)_mm_movemask_epi8(_mm_cmpeq_epi8(number, zero)))) &
            within;
        int half = base >> 6, shift = base & 63;
        out->side[CHESS_WHITE][half] |= (filled & ~black) << shift;
        out->side[CHESS_BLACK][half] |= black << shift;
        out->kings[CHESS_WHITE][half] |= (kings & ~black) << shift;
        out->kings[CHESS_BLACK][half] |= (kings & black) << shift;
        out->pawns[CHESS_WHITE][half] |= (pawns & ~black) << shift;
        out->pawns[CHESS_BLACK][half] |= (pawns & black) << shift;
        out->bad[half] |= bad << shift;
    }
}
#else
/* The low bit of each byte of flags gathered into one byte, byte i's as
 * bit i. */
static inline uint64_t gather_bytes(uint64_t flags)
{
    return (flags * UINT64_C(0x0102040810204080)) >> 56;
}

/* Eight squares at a time, each question asked of a word's bytes. */
static void scan_cells(const unsigned char *cells, int squares,
                       int kind_count, bb_scan *out)
{
    const uint64_t ones = UINT64_C(0x0101010101010101);
    /* A byte's piece number (1 + kind) above kind_count sets its top bit
     * once this is added. */
    const uint64_t past_kinds = (uint64_t)(0x7f - kind_count) * ones;
    const uint64_t king_bytes = (uint64_t)(CHESS_KING + 1) * ones;
    const uint64_t pawn_bytes = (uint64_t)(CHESS_PAWN + 1) * ones;
    for (int base = 0; base < squares; base += 8) {
        uint64_t word = cells_word(cells, base, squares - base);
        uint64_t number = word & (0x7f * ones);
        uint64_t filled = occupied_bytes(word);
        uint64_t black = (word >> 7) & ones;
        uint64_t king = ones & ~occupied_bytes(number ^ king_bytes);
        uint64_t pawn = ones & ~occupied_bytes(number ^ pawn_bytes);
        int half = base >> 6, shift = base & 63;
        out->pawns[CHESS_WHITE][half] |= gather_bytes(pawn & ~black) << shift;
        out->pawns[CHESS_BLACK][half] |= gather_bytes(pawn & black) << shift;
        out->bad[half] |=
            gather_bytes(((number + past_kinds) >> 7 & ones) |
                         (black & ~occupied_bytes(number)))
            << shift;
        out->side[CHESS_WHITE][half] |= gather_bytes(filled & ~black)
                                        << shift;
        out->side[CHESS_BLACK][half] |= gather_bytes(black) << shift;
        out->kings[CHESS_WHITE][half] |= gather_bytes(king & ~black)
                                         << shift;
        out->kings[CHESS_BLACK][half] |= gather_bytes(king & black) << shift;
    }
}
#endif

/* Reads the position at the rules' size; false when a square holds no
 * piece of the rules (the mailbox reads it as off the board). */
static bool read_board(bb_gen *g, const variant_position *pos,
                       const variant_rules *rules)
{
    bb_scan scan = {{{0, 0}, {0, 0}}, {{0, 0}, {0, 0}}, {{0, 0}, {0, 0}},
                    {0, 0}};
    g->rules = rules;
    g->tables = &rules->bb;
    g->width = rules->size.width;
    g->height = rules->size.height;
    g->cells = pos->cells;
    scan_cells(pos->cells, board_square_count(rules->size),
               rules->kind_count, &scan);
    if ((scan.bad[0] | scan.bad[1]) != 0)
        return false;
    for (int c = 0; c < CHESS_COLORS; c++) {
        variant_bb kings = (variant_bb)scan.kings[c][1] << 64 |
                           scan.kings[c][0];
        g->side[c] = (variant_bb)scan.side[c][1] << 64 | scan.side[c][0];
        g->pawns[c] = (variant_bb)scan.pawns[c][1] << 64 | scan.pawns[c][0];
        g->king[c] =
            kings != 0 && (kings & (kings - 1)) == 0 ? lowest(kings) : -1;
    }
    g->occupied = g->side[CHESS_WHITE] | g->side[CHESS_BLACK];
    g->last_square = bit(g->width * g->height - 1);
    for (int c = 0; c < CHESS_COLORS; c++) {
        g->pawn_start[c] = g->tables->pawn_start[c];
        g->weighed[c] = 0;
        g->weight[c] = NULL;
    }
    return true;
}

static inline int kind_on(const bb_gen *g, int sq)
{
    return variant_cell_kind(g->cells[sq]);
}

/* What the groups of ray r that kind has do from square from to target, t
 * steps along the ray, with the squares occupied: NOW when one captures
 * there; with marks, WATCH when one move of another piece could change
 * that, the squares such a move must touch added to *marks; with lines,
 * every square whose occupancy decides it added to *lines. */
static int ray_reaches(const bb_gen *g, chess_color by, int kind, int r,
                       int from, int target, int t, variant_bb occupied,
                       variant_bb *marks, variant_bb *lines)
{
    const variant_rules *rules = g->rules;
    const variant_ray *ray = &rules->rays[by][r];
    variant_bb between = 0, on;
    int found = 0;
    if ((ray->kinds >> kind & 1u) == 0)
        return 0;
    if (t > 1) {
        const variant_bb *beyond;
        if (ray->beyond < 0)
            return 0; /* its captures are all one step long */
        beyond = g->tables->line[ray->beyond];
        between = beyond[from] & ~beyond[target] & ~bit(target);
    }
    on = between & occupied;
    for (int i = ray->first; i < ray->first + ray->count; i++) {
        const variant_attack *a = &rules->attacks[by][i];
        if ((a->kinds >> kind & 1u) == 0 || t > a->steps)
            continue;
        switch (a->path) {
        case PIECE_PATH_LAME: {
            int block = from + a->lame_dr * g->width + a->lame_dc;
            if (t != 1)
                continue;
            if (lines != NULL)
                *lines |= bit(block);
            if (!has(occupied, block)) {
                found |= NOW | WATCH;
            } else if (marks != NULL) {
                found |= WATCH;
                *marks |= bit(block);
            }
            break;
        }
        case PIECE_PATH_HOP: {
            int n = count_bits(on);
            if (lines != NULL)
                *lines |= between;
            if (n == 1) {
                found |= NOW | WATCH;
            } else if (marks != NULL && n <= 2) {
                found |= WATCH;
                *marks |= n == 0 ? between : on;
            }
            break;
        }
        case PIECE_PATH_GRASSHOPPER: {
            /* The one piece between stands right before the target. */
            variant_bb last;
            if (t < 2)
                continue;
            last = bit(target - (ray->dr * g->width + ray->dc));
            if (lines != NULL)
                *lines |= between;
            if (on == last) {
                found |= NOW | WATCH;
            } else if (marks != NULL && count_bits(on) <= 2) {
                found |= WATCH;
                *marks |= on | last;
            }
            break;
        }
        default:
            if (lines != NULL)
                *lines |= between;
            if (on == 0) {
                found |= NOW | WATCH;
            } else if (marks != NULL && (on & (on - 1)) == 0) {
                found |= WATCH;
                *marks |= on;
            }
        }
        if ((found & NOW) && marks == NULL && lines == NULL)
            break;
    }
    return found;
}

/* ray_reaches for every ray of by's that could take kind on square from
 * to target, (dr, dc) away; kind is known to pass the rules'
 * offset_kinds there. */
static int reaches(const bb_gen *g, chess_color by, int kind, int from,
                   int target, int dr, int dc, variant_bb occupied,
                   variant_bb *marks, variant_bb *lines)
{
    const variant_rules *rules = g->rules;
    int offset = variant_offset(dr, dc), found = 0;
    int one = rules->offset_ray[by][offset];
    int longest = dr < 0 ? -dr : dr;
    if (rules->leap_kinds[by][offset] >> kind & 1u)
        return NOW | WATCH; /* nothing to mark: unblockable */
    if (one >= 0)
        return ray_reaches(g, by, kind, one, from, target,
                           rules->offset_steps[by][offset], occupied, marks,
                           lines);
    /* (dr, dc) = t * (vr, vc) for each t dividing both. */
    if ((dc < 0 ? -dc : dc) > longest)
        longest = dc < 0 ? -dc : dc;
    for (int t = 1; t <= longest; t++) {
        int r;
        if (dr % t != 0 || dc % t != 0)
            continue;
        r = rules->vector_ray[by][variant_offset(dr / t, dc / t)];
        if (r >= 0)
            found |= ray_reaches(g, by, kind, r, from, target, t, occupied,
                                 marks, lines);
        if ((found & NOW) && marks == NULL && lines == NULL)
            break;
    }
    return found;
}

static void look_from_king(bb_gen *g, chess_color color)
{
    const variant_rules *rules = g->rules;
    chess_color enemy = other(color);
    bb_view *v = &g->view[color];
    int king = g->king[color], row, col;

    v->in_check = false;
    v->checkers = 0;
    v->watch_count = v->near_count = 0;
    v->sensitive = v->resolves = 0;
    if (king < 0)
        return; /* every move is legal: nothing to look at */
    row = rules->square_row[king];
    col = rules->square_col[king];
    for (variant_bb them = g->side[enemy]; them != 0; them &= them - 1) {
        int sq = lowest(them), kind = kind_on(g, sq);
        int dr = row - rules->square_row[sq];
        int dc = col - rules->square_col[sq];
        int offset = variant_offset(dr, dc), found;
        bb_seen seen = {(short)sq, (short)offset, (signed char)dr,
                        (signed char)dc, (unsigned char)kind};
        variant_bb marks = 0, lines = 0;
        /* Written always, kept when it counts: no branch to mispredict. */
        v->near[v->near_count] = seen;
        v->near_count += rules->near_kinds[enemy][offset] >> kind & 1u;
        if ((rules->offset_kinds[enemy][offset] >> kind & 1u) == 0)
            continue;
        found = reaches(g, enemy, kind, sq, king, dr, dc, g->occupied, &marks,
                        &lines);
        if (found & NOW) {
            if (v->checkers++ == 0)
                v->resolves = lines | bit(sq);
            v->in_check = true;
            v->watch[v->watch_count++] = (bb_watch){seen, true, lines};
        } else if (found & WATCH) {
            v->watch[v->watch_count++] = (bb_watch){seen, false, marks};
        }
        v->sensitive |= marks;
    }
}

/* Whether the move from -> to of a piece other than color's king leaves
 * the king safe: each watched piece whose deciding squares the move
 * touches is looked at again on the board after it; one whose squares it
 * leaves alone does what it did, and a captured one attacks nothing. */
static bool leaves_king_safe(const bb_gen *g, chess_color color, int from,
                             int to)
{
    const bb_view *v = &g->view[color];
    variant_bb touched = bit(from) | bit(to);
    variant_bb occupied = (g->occupied & ~bit(from)) | bit(to);
    for (int i = 0; i < v->watch_count; i++) {
        const bb_watch *w = &v->watch[i];
        const bb_seen *s = &w->seen;
        if (s->sq == to)
            continue;
        if ((w->decides & touched) == 0) {
            if (w->now)
                return false;
            continue;
        }
        if (reaches(g, other(color), s->kind, s->sq, g->king[color], s->dr,
                    s->dc, occupied, NULL, NULL) &
            NOW)
            return false;
    }
    return true;
}

/* How many moves a pawn's legal move to square to counts: once, but on
 * the rows the pawn rules weigh otherwise (promotions). */
static inline int pawn_weight(const bb_gen *g, chess_color color, int to)
{
    return has(g->weighed[color], to)
               ? g->weight[color][g->rules->square_row[to]]
               : 1;
}

/* How many moves the moves to targets count, of a pawn or not. */
static int tally(const bb_gen *g, chess_color color, bool pawn,
                 variant_bb targets)
{
    variant_bb weighed = pawn ? targets & g->weighed[color] : 0;
    int n = count_bits(targets & ~weighed);
    for (; weighed != 0; weighed &= weighed - 1)
        n += pawn_weight(g, color, lowest(weighed));
    return n;
}

/* How many moves the moves from -> each of targets that leave the king
 * safe count (of a pawn: as pawn_weight says). */
static int count_safe(const bb_gen *g, chess_color color, int from,
                      variant_bb targets, bool pawn)
{
    int kept = 0;
    for (; targets != 0; targets &= targets - 1) {
        int to = lowest(targets);
        if (leaves_king_safe(g, color, from, to))
            kept += pawn ? pawn_weight(g, color, to) : 1;
    }
    return kept;
}

/* Where the pawns of color in `pawns` go, by kind of step: one ahead, two
 * ahead (from their own second rank, over an empty square), capturing
 * towards lower and towards higher columns; each set moved as a whole.
 * back[i] is how far behind its target a step of kind i starts. */
static void pawn_steps(const bb_gen *g, chess_color color, variant_bb pawns,
                       variant_bb step[4], int back[4])
{
    const variant_bb_tables *t = g->tables;
    variant_bb empty = ~g->occupied & t->squares;
    variant_bb enemy = g->side[other(color)];
    int w = g->width;

    if (color == CHESS_WHITE) { /* up the board: lower square numbers */
        step[0] = pawns >> w & empty;
        step[1] = (step[0] & g->pawn_start[CHESS_WHITE] >> w) >> w & empty;
        step[2] = (pawns & t->not_first_col) >> (w + 1) & enemy;
        step[3] = (pawns & t->not_last_col) >> (w - 1) & enemy;
        back[0] = w;
        back[1] = 2 * w;
        back[2] = w + 1;
        back[3] = w - 1;
    } else {
        step[0] = pawns << w & empty;
        step[1] = (step[0] & g->pawn_start[CHESS_BLACK] << w) << w & empty;
        step[2] = (pawns & t->not_first_col) << (w - 1) & enemy;
        step[3] = (pawns & t->not_last_col) << (w + 1) & enemy;
        back[0] = -w;
        back[1] = -2 * w;
        back[2] = 1 - w;
        back[3] = -1 - w;
    }
}

static variant_bb pawn_targets(const bb_gen *g, chess_color color, int from)
{
    variant_bb step[4];
    int back[4];
    pawn_steps(g, color, bit(from), step, back);
    return step[0] | step[1] | step[2] | step[3];
}

/* The squares the piece of color and kind on from may move to, each once,
 * before the king is thought of; allowed[modality] are the squares a
 * move of that modality may end on. */
__attribute__((always_inline)) static inline variant_bb
piece_targets(const bb_gen *g, chess_color color, int kind, int from,
              const variant_bb *allowed)
{
    const variant_rules *rules = g->rules;
    const variant_bb_tables *tables = g->tables;
    const variant_bb_kind *k = &tables->kinds[color][kind];
    const variant_bb_move *m = tables->moves[color];
    variant_bb occupied = g->occupied, targets = 0;
    int i = k->first;

    if (kind == CHESS_PAWN)
        return pawn_targets(g, color, from);
    /* Leap table 0 is empty: no test for a kind without leaps. */
    targets |= tables->leap[k->leap_move][from] & ~occupied;
    targets |= tables->leap[k->leap_capture][from] &
               allowed[PIECE_CAPTURE_ONLY];
    /* A rider stops on its first piece: with none, the one past the
     * line's last square, whose line onwards is empty (the last square
     * of the board going up, square 0 going down). */
    for (; i < k->up; i++) {
        variant_bb reach = tables->line[m[i].line][from];
        variant_bb met = (reach & occupied) | g->last_square;
        reach &= ~tables->line[m[i].beyond][lowest(met)];
        targets |= reach & allowed[m[i].modality];
    }
    for (; i < k->down; i++) {
        variant_bb reach = tables->line[m[i].line][from];
        variant_bb met = (reach & occupied) | 1u;
        reach &= ~tables->line[m[i].beyond][highest(met)];
        targets |= reach & allowed[m[i].modality];
    }
    for (; i < k->lame; i++) {
        int row = rules->square_row[from] + m[i].dr;
        int col = rules->square_col[from] + m[i].dc;
        int block = from + m[i].lame_dr * g->width + m[i].lame_dc;
        if (row >= 0 && row < g->height && col >= 0 && col < g->width &&
            !has(occupied, block))
            targets |= bit(row * g->width + col) & allowed[m[i].modality];
    }
    for (; i < k->hops; i++) {
        /* Over the first piece, then on to the next one, or the end. */
        variant_bb reach = tables->line[m[i].line][from];
        variant_bb met = reach & occupied;
        const variant_bb *beyond = tables->line[m[i].beyond];
        if (met == 0)
            continue;
        reach &= beyond[first_on(met, m[i].ascending)];
        met = reach & occupied;
        if (met != 0)
            reach &= ~beyond[first_on(met, m[i].ascending)];
        targets |= reach & allowed[m[i].modality];
    }
    for (; i < k->end; i++) {
        /* Right behind the first piece, when that is in range. */
        variant_bb reach = tables->line[m[i].line][from];
        variant_bb met = reach & occupied;
        if (met == 0)
            continue;
        reach &= tables->line[m[i].beyond][first_on(met, m[i].ascending)];
        if (reach != 0)
            targets |= bit(first_on(reach, m[i].ascending)) &
                       allowed[m[i].modality];
    }
    return targets;
}

/* How many of the king's targets are not attacked with the king lifted
 * off the board (so that it cannot step back along a line it blocks). */
static int king_moves(const bb_gen *g, chess_color color,
                      const variant_bb *allowed)
{
    const variant_rules *rules = g->rules;
    const bb_view *v = &g->view[color];
    chess_color enemy = other(color);
    const unsigned *may = rules->offset_kinds[enemy];
    int king = g->king[color], kept = 0;
    int row = rules->square_row[king], col = rules->square_col[king];
    variant_bb targets = piece_targets(g, color, CHESS_KING, king, allowed);
    variant_bb occupied = g->occupied & ~bit(king);

    for (; targets != 0; targets &= targets - 1) {
        int to = lowest(targets);
        int dr = rules->square_row[to] - row, dc = rules->square_col[to] - col;
        int shift = dr * VARIANT_OFFSET_SIDE + dc;
        bool attacked = false;
        for (int n = 0; !attacked && n < v->near_count; n++) {
            const bb_seen *p = &v->near[n];
            attacked = (may[p->offset + shift] >> p->kind & 1u) != 0 &&
                       (reaches(g, enemy, p->kind, p->sq, to, p->dr + dr,
                                p->dc + dc, occupied, NULL, NULL) &
                        NOW);
        }
        kept += !attacked;
    }
    return kept;
}

/* How many moves the pawn moves to each of targets, each from `back`
 * squares behind it, that leave the king safe count. */
static int count_safe_from(const bb_gen *g, chess_color color,
                           variant_bb targets, int back)
{
    int kept = 0;
    for (; targets != 0; targets &= targets - 1) {
        int to = lowest(targets);
        if (leaves_king_safe(g, color, to + back, to))
            kept += pawn_weight(g, color, to);
    }
    return kept;
}

/* How many moves the pawns of color in pawns have, all at once: each
 * kind of step as one shift of the set. With watched, none of them is on
 * the king's sensitive squares and the king is not in check, so only the
 * steps onto those squares are made and tested. */
static int pawns_in_bulk(const bb_gen *g, chess_color color,
                         variant_bb pawns, bool watched)
{
    variant_bb step[4];
    int back[4], total = 0;

    pawn_steps(g, color, pawns, step, back);
    for (int i = 0; i < 4; i++) {
        const variant_bb sensitive = g->view[color].sensitive;
        if (!watched) {
            total += tally(g, color, true, step[i]);
            continue;
        }
        total += tally(g, color, true, step[i] & ~sensitive) +
                 count_safe_from(g, color, step[i] & sensitive, back[i]);
    }
    return total;
}

/* color's number of legal moves, its king's view looked at. */
static int count_legal(const bb_gen *g, chess_color color)
{
    const bb_view *v = &g->view[color];
    bool anything_goes = g->king[color] < 0 || v->watch_count == 0;
    int total = 0;
    variant_bb allowed[3];
    allowed[PIECE_MOVE_AND_CAPTURE] = ~g->side[color];
    allowed[PIECE_MOVE_ONLY] = ~g->occupied;
    allowed[PIECE_CAPTURE_ONLY] = g->side[other(color)];

    /* The pawns all at once, but for those that must be tested one by
     * one: on the king's sensitive squares, or any when in check. */
    variant_bb bulk = anything_goes    ? g->pawns[color]
                      : !v->in_check ? g->pawns[color] & ~v->sensitive
                                     : 0;
    if (bulk != 0)
        total += pawns_in_bulk(g, color, bulk, !anything_goes);
    for (variant_bb ours = g->side[color] & ~bulk; ours != 0;
         ours &= ours - 1) {
        int sq = lowest(ours), kind;
        bool pawn;
        variant_bb targets;
        if (sq == g->king[color]) {
            total += king_moves(g, color, allowed);
            continue;
        }
        kind = kind_on(g, sq);
        pawn = kind == CHESS_PAWN;
        targets = piece_targets(g, color, kind, sq, allowed);
        if (anything_goes)
            total += tally(g, color, pawn, targets);
        else if (!v->in_check && !has(v->sensitive, sq))
            total += tally(g, color, pawn, targets & ~v->sensitive) +
                     count_safe(g, color, sq, targets & v->sensitive, pawn);
        else if (!v->in_check || v->checkers > 1 || has(v->resolves, sq))
            total += count_safe(g, color, sq, targets, pawn);
        else /* in check: only by touching the checker's squares */
            total += count_safe(g, color, sq, targets & v->resolves, pawn);
    }
    return total;
}

static bool count_both(const variant_position *pos,
                       const variant_rules *rules, int counts[CHESS_COLORS])
{
    bb_gen g;
    if (!rules->bb.usable || !read_board(&g, pos, rules))
        return false;
    look_from_king(&g, CHESS_WHITE);
    look_from_king(&g, CHESS_BLACK);
    for (int c = 0; c < CHESS_COLORS; c++)
        counts[c] = g.view[other((chess_color)c)].in_check
                        ? -1
                        : count_legal(&g, (chess_color)c);
    return true;
}

static bool count_one(const variant_position *pos, const variant_rules *rules,
                      chess_color color, int *count)
{
    bb_gen g;
    if (!rules->bb.usable || !read_board(&g, pos, rules))
        return false;
    look_from_king(&g, other(color));
    if (g.view[other(color)].in_check) {
        *count = -1;
        return true;
    }
    look_from_king(&g, color);
    *count = count_legal(&g, color);
    return true;
}

/* The squares of row on the board. */
static variant_bb row_squares(const bb_gen *g, int row)
{
    return (bit(g->width) - 1) << (row * g->width);
}

static bool count_pawns(const variant_position *pos,
                        const variant_rules *rules, chess_color color,
                        const variant_pawn_rules *pawns, int *count)
{
    bb_gen g;
    if (!rules->bb.usable || !read_board(&g, pos, rules))
        return false;
    /* Only color's pawns move: the other colour's keep the seed rules'
     * reading, which nothing here asks. */
    int start = pawns->double_step_row[color];
    g.pawn_start[color] =
        start >= 0 && start < g.height ? row_squares(&g, start) : 0;
    g.weight[color] = pawns->weight[color];
    for (int row = 0; row < g.height; row++)
        if (pawns->weight[color][row] != 1)
            g.weighed[color] |= row_squares(&g, row);
    look_from_king(&g, color);
    *count = count_legal(&g, color);
    return true;
}

const variant_bb_build VARIANT_BB_BUILD = {VARIANT_BB_BUILD_NAME, count_both,
                                            count_one, count_pawns};

#endif
