/* A deliberately naive move counter for variant positions, to cross-check
 * the generator: a grid of letters (FEN case: upper = white), every
 * pseudo-legal move found by walking each piece's moves square by square,
 * and each move played on a copy and kept when no enemy pseudo-legal move
 * captures the king. Its own reading of the rules, slow and obvious on
 * purpose: it shares only the piece's list of moves (piece_spec) with the
 * code under test. */
#ifndef BOARDEX_NAIVE_VARIANT_H
#define BOARDEX_NAIVE_VARIANT_H

#include <ctype.h>
#include <stdlib.h>
#include <stdbool.h>
#include <string.h>

#include "piece.h"

enum { NAIVE_SIDE = 26, NAIVE_MAX_MOVES = 20000 };

typedef struct {
    int width, height;
    char sq[NAIVE_SIDE][NAIVE_SIDE]; /* [row][col], row 0 the top; '.' */
    const piece_spec *pieces[26];    /* by upper-case letter; pawn NULL */
    bool half_turn; /* black's moves white's turned round, not mirrored */
} naive_board;

typedef struct {
    int fr, fc, tr, tc;
} naive_move;

static inline bool naive_on(const naive_board *b, int r, int c)
{
    return r >= 0 && r < b->height && c >= 0 && c < b->width;
}

static inline bool naive_white(char p)
{
    return isupper((unsigned char)p) != 0;
}

static inline int naive_sign(int x)
{
    return (x > 0) - (x < 0);
}

/* Adds the move when it is new and the square suits it. */
static void naive_offer(const naive_board *b, int fr, int fc, int tr, int tc,
                        int modality, naive_move *out, int *n, int first)
{
    char target = b->sq[tr][tc];
    bool white = naive_white(b->sq[fr][fc]);
    if (target == '.' ? modality == PIECE_CAPTURE_ONLY
                      : (naive_white(target) == white ||
                         modality == PIECE_MOVE_ONLY))
        return;
    for (int i = first; i < *n; i++)
        if (out[i].fr == fr && out[i].fc == fc && out[i].tr == tr &&
            out[i].tc == tc)
            return;
    out[(*n)++] = (naive_move){fr, fc, tr, tc};
}

/* The pseudo-legal moves of the piece on (r, c). */
static void naive_piece_moves(const naive_board *b, int r, int c,
                              naive_move *out, int *n)
{
    char p = b->sq[r][c];
    bool white = naive_white(p);
    int forward = white ? -1 : 1;
    const piece_spec *spec;
    int first = *n; /* the moves of this piece start here */

    if (toupper((unsigned char)p) == 'P') {
        int second_rank_row = white ? b->height - 2 : 1;
        for (int dc = -1; dc <= 1; dc += 2)
            if (naive_on(b, r + forward, c + dc))
                naive_offer(b, r, c, r + forward, c + dc, PIECE_CAPTURE_ONLY,
                            out, n, first);
        if (naive_on(b, r + forward, c) && b->sq[r + forward][c] == '.') {
            naive_offer(b, r, c, r + forward, c, PIECE_MOVE_ONLY, out, n, first);
            if (r == second_rank_row && naive_on(b, r + 2 * forward, c) &&
                b->sq[r + 2 * forward][c] == '.')
                naive_offer(b, r, c, r + 2 * forward, c, PIECE_MOVE_ONLY, out, n, first);
        }
        return;
    }
    spec = b->pieces[toupper((unsigned char)p) - 'A'];
    for (int m = 0; spec != NULL && m < spec->count; m++) {
        const piece_move *mv = &spec->list[m];
        /* Black's moves are white's upside down, or turned round. */
        int dr = white ? mv->dir.dr : -mv->dir.dr;
        int dc = white || !b->half_turn ? mv->dir.dc : -mv->dir.dc;
        int limit = mv->range == PIECE_RANGE_UNLIMITED ? 100 : mv->range;
        int hurdles = 0;
        if (mv->path == PIECE_PATH_LAME) {
            /* The square passed: one orthogonal step along the long leg of
             * the knight, half the vector for A and D. */
            int br, bc;
            if (abs(dr) == 2 && abs(dc) == 1) {
                br = naive_sign(dr);
                bc = 0;
            } else if (abs(dr) == 1 && abs(dc) == 2) {
                br = 0;
                bc = naive_sign(dc);
            } else {
                br = dr / 2;
                bc = dc / 2;
            }
            if (!naive_on(b, r + dr, c + dc) || b->sq[r + br][c + bc] != '.')
                continue;
        }
        for (int i = 1; i <= limit; i++) {
            int tr = r + dr * i, tc = c + dc * i;
            if (!naive_on(b, tr, tc))
                break;
            bool empty = b->sq[tr][tc] == '.';
            if (mv->path == PIECE_PATH_HOP) {
                if (hurdles == 0) {
                    hurdles = empty ? 0 : 1;
                    continue;
                }
                naive_offer(b, r, c, tr, tc, mv->modality, out, n, first);
                if (!empty)
                    break;
                continue;
            }
            if (mv->path == PIECE_PATH_GRASSHOPPER) {
                if (empty)
                    continue;
                /* Lands on the very next square, if the range allows. */
                if (i + 1 <= limit && naive_on(b, tr + dr, tc + dc))
                    naive_offer(b, r, c, tr + dr, tc + dc, mv->modality, out, n, first);
                break;
            }
            naive_offer(b, r, c, tr, tc, mv->modality, out, n, first);
            if (!empty)
                break;
        }
    }
}

static int naive_pseudo(const naive_board *b, bool white, naive_move *out)
{
    int n = 0;
    for (int r = 0; r < b->height; r++)
        for (int c = 0; c < b->width; c++)
            if (b->sq[r][c] != '.' && naive_white(b->sq[r][c]) == white)
                naive_piece_moves(b, r, c, out, &n);
    return n;
}

/* Whether the king of `white` (exactly one) can be captured by the other
 * side's pseudo-legal moves. Without one king, never. */
static bool naive_king_attacked(const naive_board *b, bool white,
                                naive_move *scratch)
{
    char king = white ? 'K' : 'k';
    int kr = -1, kc = -1, kings = 0, n;
    for (int r = 0; r < b->height; r++)
        for (int c = 0; c < b->width; c++)
            if (b->sq[r][c] == king) {
                kr = r;
                kc = c;
                kings++;
            }
    if (kings != 1)
        return false;
    n = naive_pseudo(b, !white, scratch);
    for (int i = 0; i < n; i++)
        if (scratch[i].tr == kr && scratch[i].tc == kc)
            return true;
    return false;
}

/* The legal moves of `white`, into out; their number. */
static int naive_legal(const naive_board *b, bool white, naive_move *out,
                       naive_move *scratch)
{
    int n = naive_pseudo(b, white, out), kept = 0;
    for (int i = 0; i < n; i++) {
        naive_board after = *b;
        naive_move m = out[i];
        after.sq[m.tr][m.tc] = after.sq[m.fr][m.fc];
        after.sq[m.fr][m.fc] = '.';
        if (!naive_king_attacked(&after, white, scratch))
            out[kept++] = m;
    }
    return kept;
}

#endif
