/* Legal move generation over the board model (see variant_movegen.h).
 *
 * The position is first copied into a padded mailbox (variant_mailbox.h).
 * Each piece's moves are walked (variant_walk.h); whether they leave the
 * king attacked is decided from the king outwards: the enemy pieces that
 * could reach it with nothing in the way (variant_attack.h, a table
 * look-up each) are the only ones that ever can, and only a move touching
 * the squares on their paths can change what they do. Squares below are
 * mailbox cells; only the public functions speak square_index. The counts
 * go to the bitboard counter first (variant_bb_count.h), which declines
 * what its tables cannot hold. */
#include "variant_movegen.h"

#include <stdlib.h>
#include <string.h>

#include "chess_rules.h"

#include "variant_attack.h"
#include "variant_bb_count.h"
#include "variant_walk.h"

static chess_color other(chess_color color)
{
    return color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
}

/* An enemy piece that could attack next to the king (king_view.near): its
 * place in mailbox.pieces, the offset from it to the king (dr, dc) and
 * that offset's index in the rules' tables, and its kind. */
typedef struct {
    short index, offset;
    signed char dr, dc;
    unsigned char kind;
} near_piece;

/* What one colour's king sees of the enemy. */
typedef struct {
    bool in_check;
    /* The enemy pieces (their places in mailbox.pieces) that attack the
     * king or that one move could make attack it, and the cells such a
     * move must touch (marked when watch_count > 0). No other piece can
     * attack it after one move that is not the king's. */
    bool marked;
    int watch_count;
    short watch[BOARD_MAX_SQUARES];
    unsigned char sensitive[MAILBOX_CELLS];
    /* The pieces giving check; with one, the cells a move must touch to
     * stop it (attack_lines). */
    int checkers;
    unsigned char resolves[MAILBOX_CELLS];
    /* The enemy pieces that could attack a square next to the king (or
     * its own), the only ones that matter to where it may go. */
    int near_count;
    near_piece near[BOARD_MAX_SQUARES];
} king_view;

/* About 60 KB on the largest board (variant_movegen.h): allocated once
 * by whoever asks, never a stack frame of its own. */
struct variant_generator {
    mailbox m; /* moves are made and taken back here */
    target_list targets;
    king_view view[CHESS_COLORS];
};

variant_generator *variant_generator_new(void)
{
    return malloc(sizeof(variant_generator));
}

void variant_generator_free(variant_generator *g)
{
    free(g);
}

static void look_from_king(variant_generator *g, const variant_rules *rules,
                           chess_color color)
{
    const mailbox *m = &g->m;
    chess_color enemy = other(color);
    king_view *k = &g->view[color];
    int king = m->king[color], row, col;

    k->in_check = false;
    k->checkers = 0;
    k->marked = false;
    k->watch_count = 0;
    k->near_count = 0;
    if (king < 0)
        return; /* every move is legal: nothing to look at */
    row = m->piece_row[color][m->king_index[color]];
    col = m->piece_col[color][m->king_index[color]];
    for (int i = 0; i < m->piece_count[enemy]; i++) {
        int from = m->pieces[enemy][i];
        int dr = row - m->piece_row[enemy][i];
        int dc = col - m->piece_col[enemy][i], found;
        int kind = variant_cell_kind(m->cells[from]);
        int at = variant_offset(dr, dc);
        if (rules->near_kinds[enemy][at] >> kind & 1u)
            k->near[k->near_count++] = (near_piece){
                (short)i, (short)at, (signed char)dr, (signed char)dc,
                (unsigned char)kind};
        if ((rules->offset_kinds[enemy][at] >> kind & 1u) == 0)
            continue;
        if (!k->marked) {
            memset(k->sensitive, 0, (size_t)mailbox_cell_count(m));
            k->marked = true;
        }
        found = known_reaches(m, rules, enemy, from, kind, dr, dc,
                              k->sensitive);
        if (found & ATTACK_WATCH)
            k->watch[k->watch_count++] = (short)i;
        if (found & ATTACK_NOW) {
            if (k->checkers++ == 0) {
                memset(k->resolves, 0, (size_t)mailbox_cell_count(m));
                attack_lines(m, rules, enemy, from, dr, dc, k->resolves);
            }
            k->in_check = true;
        }
    }
}

/* Whether the move from -> to of a piece other than the king leaves
 * color's king safe: made, and the watched pieces looked at again. */
static bool leaves_king_safe(variant_generator *g, const variant_rules *rules,
                             chess_color color, int from, int to)
{
    chess_color enemy = other(color);
    mailbox *m = &g->m;
    const king_view *k = &g->view[color];
    unsigned char moved = m->cells[from], taken = m->cells[to];
    int row = m->piece_row[color][m->king_index[color]];
    int col = m->piece_col[color][m->king_index[color]];
    bool safe = true;

    m->cells[to] = moved;
    m->cells[from] = VARIANT_EMPTY;
    /* A captured piece attacks nothing; the others stand where they did,
     * so they still pass attack_may_reach (look_from_king). */
    for (int w = 0; safe && w < k->watch_count; w++) {
        int i = k->watch[w], at = m->pieces[enemy][i];
        safe = at == to ||
               !(known_reaches(m, rules, enemy, at,
                               variant_cell_kind(m->cells[at]),
                               row - m->piece_row[enemy][i],
                               col - m->piece_col[enemy][i], NULL) &
                 ATTACK_NOW);
    }
    m->cells[from] = moved;
    m->cells[to] = taken;
    return safe;
}

/* Whether one of the first near of color's near pieces (king_view.near)
 * attacks the king's target dr rows and
 * dc columns from the king. */
static bool near_attacks(const variant_generator *g,
                         const variant_rules *rules, chess_color color,
                         int near, int dr, int dc)
{
    const mailbox *m = &g->m;
    chess_color enemy = other(color);
    const unsigned *may = rules->offset_kinds[enemy];
    int shift = dr * VARIANT_OFFSET_SIDE + dc;
    for (int k = 0; k < near; k++) {
        const near_piece *p = &g->view[color].near[k];
        int i = p->index;
        if ((may[p->offset + shift] >> p->kind & 1u) != 0 &&
            (known_reaches(m, rules, enemy, m->pieces[enemy][i],
                           p->kind, p->dr + dr, p->dc + dc, NULL) &
             ATTACK_NOW))
            return true;
    }
    return false;
}

/* Writes the move from -> to as out[at] when at is below max (out may be
 * NULL when max is 0). */
static void put_move(const mailbox *m, int from, int to, variant_move *out,
                     int at, int max)
{
    if (out != NULL && at < max)
        out[at] = (variant_move){(short)mailbox_square_of(m, from),
                                 (short)mailbox_square_of(m, to)};
}

/* How many of the king's targets are legal, writing them to out[first ..]
 * below max. The king may not go where the enemy attacks with it lifted
 * off the board, so that it cannot step back along a line it blocks (what
 * stands on the square it goes to never changes that). */
static int keep_king_moves(variant_generator *g, const variant_rules *rules,
                           chess_color color, variant_move *out, int first,
                           int max)
{
    mailbox *m = &g->m;
    const target_list *t = &g->targets;
    int king = m->king[color], kept = 0;
    int near = g->view[color].near_count;
    int row = mailbox_row(m, king), col = mailbox_col(m, king);

    m->cells[king] = VARIANT_EMPTY;
    for (int i = 0; i < t->count; i++) {
        int to = t->cells[i];
        if (near > 0 &&
            near_attacks(g, rules, color, near,
                         mailbox_row(m, to) - row, mailbox_col(m, to) - col))
            continue;
        put_move(m, king, to, out, first + kept++, max);
    }
    m->cells[king] = variant_cell(color, CHESS_KING);
    return kept;
}

/* How many of the targets of the piece on from are legal, writing them to
 * out[first ..] below max. */
static int keep_legal(variant_generator *g, const variant_rules *rules,
                      chess_color color, int from, variant_move *out,
                      int first, int max)
{
    mailbox *m = &g->m;
    const target_list *t = &g->targets;
    const king_view *k = &g->view[color];
    int kept = 0;

    if (from == m->king[color])
        return keep_king_moves(g, rules, color, out, first, max);
    if (m->king[color] < 0 || k->watch_count == 0) { /* nothing can matter */
        for (int i = 0; first < max && i < t->count; i++)
            put_move(m, from, t->cells[i], out, first + i, max);
        return t->count;
    }
    for (int i = 0; i < t->count; i++) {
        int to = t->cells[i];
        bool legal;
        if (!k->in_check)
            legal = (!k->sensitive[from] && !k->sensitive[to]) ||
                    leaves_king_safe(g, rules, color, from, to);
        else
            legal = (k->checkers > 1 || k->resolves[from] ||
                     k->resolves[to]) &&
                    leaves_king_safe(g, rules, color, from, to);
        if (legal)
            put_move(m, from, to, out, first + kept++, max);
    }
    return kept;
}

/* color's legal moves, of the piece on cell only (or all when -1), with
 * g->view[color] looked at. */
static int generate(variant_generator *g, const variant_rules *rules,
                    chess_color color, int only, variant_move *out, int max)
{
    mailbox *m = &g->m;
    int count = 0;

    walk_targets_start(&g->targets, m);
    for (int i = 0; i < m->piece_count[color]; i++) {
        int from = m->pieces[color][i];
        if (only >= 0 && from != only)
            continue;
        walk_piece(m, rules, from, false, false, &g->targets);
        count += keep_legal(g, rules, color, from, out, count, max);
    }
    return count;
}

/* Whether color's king (if it has one) is attacked. */
static bool king_attacked(const mailbox *m, const variant_rules *rules,
                          chess_color color)
{
    return m->king[color] >= 0 &&
           attack_any(m, rules, other(color), NULL, 0,
                      m->piece_row[color][m->king_index[color]],
                      m->piece_col[color][m->king_index[color]]);
}

bool variant_attacked(const variant_position *pos, const variant_rules *rules,
                      int sq, chess_color by)
{
    mailbox m;
    if (sq < 0 || sq >= board_square_count(rules->size))
        return false;
    mailbox_build(&m, pos, rules);
    return attack_any(&m, rules, by, NULL, 0, sq / rules->size.width,
                      sq % rules->size.width);
}

void variant_attacked_squares(const variant_position *pos,
                              const variant_rules *rules,
                              const short *squares, int count,
                              chess_color by, bool *out)
{
    mailbox m;
    int width = rules->size.width, n = board_square_count(rules->size);
    mailbox_build(&m, pos, rules);
    for (int i = 0; i < count; i++)
        out[i] = squares[i] >= 0 && squares[i] < n &&
                 attack_any(&m, rules, by, NULL, 0, squares[i] / width,
                            squares[i] % width);
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
    return king_attacked(&m, rules, color);
}

int variant_legal(variant_generator *g, const variant_position *pos,
                  const variant_rules *rules, chess_color color, int from,
                  variant_move *out, int max)
{
    if (from >= board_square_count(rules->size))
        return 0;
    mailbox_build(&g->m, pos, rules);
    look_from_king(g, rules, color);
    return generate(g, rules, color,
                    from < 0 ? -1 : mailbox_cell_of(&g->m, from), out, max);
}

int variant_count(variant_generator *g, const variant_position *pos,
                  const variant_rules *rules, chess_color color)
{
    int count;
    if (variant_bb_best()->count(pos, rules, color, &count))
        return count;
    mailbox_build(&g->m, pos, rules);
    if (king_attacked(&g->m, rules, other(color)))
        return -1;
    look_from_king(g, rules, color);
    return generate(g, rules, color, -1, NULL, 0);
}

bool variant_count_pawns(const variant_position *pos,
                         const variant_rules *rules, chess_color color,
                         const variant_pawn_rules *pawns, int *count)
{
    return variant_bb_best()->count_pawns(pos, rules, color, pawns, count);
}

void variant_count_both(variant_generator *g, const variant_position *pos,
                        const variant_rules *rules,
                        int counts[CHESS_COLORS])
{
    if (variant_bb_best()->count_both(pos, rules, counts))
        return;
    mailbox_build(&g->m, pos, rules);
    look_from_king(g, rules, CHESS_WHITE);
    look_from_king(g, rules, CHESS_BLACK);
    for (int c = 0; c < CHESS_COLORS; c++)
        counts[c] = g->view[other((chess_color)c)].in_check
                        ? -1
                        : generate(g, rules, (chess_color)c, -1, NULL, 0);
}

bx_status variant_check_rules(const variant_position *pos,
                              const variant_rules *rules, bx_error *err)
{
    int n = board_square_count(pos->size);
    chess_rule_facts facts = {.both_in_check = false};
    for (int c = 0; c < CHESS_COLORS; c++) {
        /* White's first rank is the bottom row, black's the top one. */
        int first_row = c == CHESS_WHITE ? pos->size.height - 1 : 0;
        unsigned char king = variant_cell((chess_color)c, CHESS_KING);
        unsigned char pawn = variant_cell((chess_color)c, CHESS_PAWN);
        facts.kings[c] = 0;
        for (int sq = 0; sq < n; sq++)
            facts.kings[c] += pos->cells[sq] == king;
        facts.stuck_pawn[c][0] = '\0';
        for (int col = pos->size.width - 1; col >= 0; col--)
            if (pos->cells[first_row * pos->size.width + col] == pawn)
                square_to_fide(pos->size, (square){first_row, col},
                               facts.stuck_pawn[c], NULL);
    }
    facts.both_in_check = variant_in_check(pos, rules, CHESS_WHITE) &&
                          variant_in_check(pos, rules, CHESS_BLACK);
    return chess_rules_judge(&facts, err);
}

int variant_checkers(const variant_position *pos, const variant_rules *rules,
                     chess_color by, short out[BOARD_MAX_SQUARES])
{
    mailbox m;
    int n = 0;
    mailbox_build(&m, pos, rules);
    int king = m.king[other(by)];
    if (king < 0)
        return 0;
    int row = mailbox_row(&m, king), col = mailbox_col(&m, king);
    for (int i = 0; i < m.piece_count[by]; i++) {
        int from = m.pieces[by][i];
        if (attack_reaches(&m, rules, by, from, row - m.piece_row[by][i],
                           col - m.piece_col[by][i], NULL) &
            ATTACK_NOW)
            out[n++] = (short)mailbox_square_of(&m, from);
    }
    return n;
}

void variant_attack_counts(variant_generator *g, const variant_position *pos,
                           const variant_rules *rules, chess_color color,
                           int counts[BOARD_MAX_SQUARES])
{
    mailbox *m = &g->m;
    target_list *t = &g->targets;
    memset(counts, 0, sizeof(int) * BOARD_MAX_SQUARES);
    mailbox_build(m, pos, rules);
    walk_targets_start(t, m);
    for (int i = 0; i < m->piece_count[color]; i++) {
        walk_piece(m, rules, m->pieces[color][i], true, false, t);
        for (int k = 0; k < t->count; k++)
            counts[mailbox_square_of(m, t->cells[k])]++;
    }
}
