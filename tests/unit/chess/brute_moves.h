/* An independent, deliberately naive move counter for cross-checking the
 * bitboard generator: an 8x8 array of letters (FEN case: upper = white),
 * pseudo-legal moves by walking direction lists, and for each move a
 * "play it, is my king attacked?" test. Slow and obvious on purpose. */
#ifndef BOARDEX_BRUTE_MOVES_H
#define BOARDEX_BRUTE_MOVES_H

#include <ctype.h>
#include <stdbool.h>
#include <string.h>

typedef struct {
    char sq[8][8]; /* [row][col], row 0 = rank 8; '.' empty */
} brute_board;

static const int BRUTE_KNIGHT[8][2] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2},
                                       {1, -2},  {1, 2},  {2, -1},  {2, 1}};
static const int BRUTE_KING[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                                     {0, 1},   {1, -1}, {1, 0},  {1, 1}};

static inline bool brute_on(int r, int c)
{
    return r >= 0 && r < 8 && c >= 0 && c < 8;
}

static inline bool brute_white(char p)
{
    return isupper((unsigned char)p);
}

/* Does a piece of colour `white` attack (r, c)? Looks outward from the
 * square for each kind of attacker. */
static bool brute_attacked(const brute_board *b, int r, int c, bool white)
{
    char pawn = white ? 'P' : 'p', knight = white ? 'N' : 'n';
    char king = white ? 'K' : 'k', bishop = white ? 'B' : 'b';
    char rook = white ? 'R' : 'r', queen = white ? 'Q' : 'q';
    /* A white pawn attacks up the board: it sits one row below. */
    int pr = white ? r + 1 : r - 1;
    for (int dc = -1; dc <= 1; dc += 2)
        if (brute_on(pr, c + dc) && b->sq[pr][c + dc] == pawn)
            return true;
    for (int i = 0; i < 8; i++) {
        int nr = r + BRUTE_KNIGHT[i][0], nc = c + BRUTE_KNIGHT[i][1];
        if (brute_on(nr, nc) && b->sq[nr][nc] == knight)
            return true;
        nr = r + BRUTE_KING[i][0];
        nc = c + BRUTE_KING[i][1];
        if (brute_on(nr, nc) && b->sq[nr][nc] == king)
            return true;
    }
    for (int i = 0; i < 8; i++) {
        int dr = BRUTE_KING[i][0], dc = BRUTE_KING[i][1];
        bool diagonal = dr != 0 && dc != 0;
        for (int nr = r + dr, nc = c + dc; brute_on(nr, nc);
             nr += dr, nc += dc) {
            char p = b->sq[nr][nc];
            if (p == '.')
                continue;
            if (p == queen || p == (diagonal ? bishop : rook))
                return true;
            break;
        }
    }
    return false;
}

/* Whether colour `white` has exactly one king, and where. */
static bool brute_king(const brute_board *b, bool white, int *kr, int *kc)
{
    int found = 0;
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++)
            if (b->sq[r][c] == (white ? 'K' : 'k')) {
                *kr = r;
                *kc = c;
                found++;
            }
    return found == 1;
}

static bool brute_in_check(const brute_board *b, bool white)
{
    int kr = 0, kc = 0;
    return brute_king(b, white, &kr, &kc) &&
           brute_attacked(b, kr, kc, !white);
}

/* Plays (r,c) -> (nr,nc) on a copy and tells whether the mover's king is
 * safe afterwards; counts it in targets[r*8+c] (a bit per destination). */
static int brute_try(const brute_board *b, int r, int c, int nr, int nc,
                     unsigned long long targets[64])
{
    brute_board after = *b;
    bool white = brute_white(b->sq[r][c]);
    after.sq[nr][nc] = after.sq[r][c];
    after.sq[r][c] = '.';
    if (brute_in_check(&after, white))
        return 0;
    if (targets != NULL)
        targets[r * 8 + c] |= 1ULL << (nr * 8 + nc);
    return 1;
}

static bool brute_can_land(const brute_board *b, int r, int c, bool white)
{
    char p = b->sq[r][c];
    return p == '.' || brute_white(p) != white;
}

/* The legal moves of `white` (targets may be NULL), ignoring whether the
 * other side is in check. */
static int brute_moves(const brute_board *b, bool white,
                       unsigned long long targets[64])
{
    int count = 0;
    if (targets != NULL)
        memset(targets, 0, 64 * sizeof targets[0]);
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            char p = b->sq[r][c];
            if (p == '.' || brute_white(p) != white)
                continue;
            char kind = (char)tolower((unsigned char)p);
            if (kind == 'p') {
                int dr = white ? -1 : 1, start = white ? 6 : 1;
                if (brute_on(r + dr, c) && b->sq[r + dr][c] == '.') {
                    count += brute_try(b, r, c, r + dr, c, targets);
                    if (r == start && b->sq[r + 2 * dr][c] == '.')
                        count += brute_try(b, r, c, r + 2 * dr, c, targets);
                }
                for (int dc = -1; dc <= 1; dc += 2)
                    if (brute_on(r + dr, c + dc) &&
                        b->sq[r + dr][c + dc] != '.' &&
                        brute_white(b->sq[r + dr][c + dc]) != white)
                        count += brute_try(b, r, c, r + dr, c + dc, targets);
            } else if (kind == 'n' || kind == 'k') {
                const int(*steps)[2] =
                    kind == 'n' ? BRUTE_KNIGHT : BRUTE_KING;
                for (int i = 0; i < 8; i++) {
                    int nr = r + steps[i][0], nc = c + steps[i][1];
                    if (brute_on(nr, nc) && brute_can_land(b, nr, nc, white))
                        count += brute_try(b, r, c, nr, nc, targets);
                }
            } else {
                for (int i = 0; i < 8; i++) {
                    int dr = BRUTE_KING[i][0], dc = BRUTE_KING[i][1];
                    bool diagonal = dr != 0 && dc != 0;
                    if ((kind == 'b' && !diagonal) ||
                        (kind == 'r' && diagonal))
                        continue;
                    for (int nr = r + dr, nc = c + dc; brute_on(nr, nc);
                         nr += dr, nc += dc) {
                        if (!brute_can_land(b, nr, nc, white))
                            break;
                        count += brute_try(b, r, c, nr, nc, targets);
                        if (b->sq[nr][nc] != '.')
                            break;
                    }
                }
            }
        }
    return count;
}

/* The ChessMoves answer for `white`. */
static int brute_count(const brute_board *b, bool white)
{
    return brute_in_check(b, !white) ? -1 : brute_moves(b, white, NULL);
}

/* The leaf nodes depth plies deep under the ChessMoves rules, `white` to
 * move: each legal move played on a copy of the board, one by one. */
static inline unsigned long long brute_perft(const brute_board *b,
                                             bool white, int depth)
{
    unsigned long long targets[64], total = 0;
    if (depth == 0)
        return 1;
    brute_moves(b, white, targets);
    for (int from = 0; from < 64; from++)
        for (int to = 0; to < 64; to++) {
            if ((targets[from] & (1ULL << to)) == 0)
                continue;
            brute_board after = *b;
            after.sq[to / 8][to % 8] = after.sq[from / 8][from % 8];
            after.sq[from / 8][from % 8] = '.';
            total += brute_perft(&after, !white, depth - 1);
        }
    return total;
}

#endif
