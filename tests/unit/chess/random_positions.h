/* Random positions for the chess tests, the same on every run: each
 * as the model's position and as the naive generator's board. */
#ifndef BOARDEX_RANDOM_POSITIONS_H
#define BOARDEX_RANDOM_POSITIONS_H

#include "boardex_test.h"

#include <ctype.h>

#include "brute_moves.h"
#include "position.h"

/* A small deterministic generator (xorshift64*), so failures repeat. */
static inline uint64_t next_random(uint64_t *seed)
{
    *seed ^= *seed >> 12;
    *seed ^= *seed << 25;
    *seed ^= *seed >> 27;
    return *seed * UINT64_C(2685821657736338717);
}

/* A random position the rules accept, with `pieces` pieces besides the
 * kings (each king left out now and then); also as a brute_board. */
static inline void random_position(uint64_t *seed, int pieces,
                                   chess_position *pos,
                            brute_board *board)
{
    static const char LETTERS[] = "PNBRQpnbrq";
    bx_error err;
    do {
        memset(board->sq, '.', sizeof board->sq);
        position_clear(pos);
        for (int i = -2; i < pieces; i++) {
            int sq = (int)(next_random(seed) % 64);
            char letter = i == -2   ? 'K'
                          : i == -1 ? 'k'
                                    : LETTERS[next_random(seed) % 10];
            bool white = brute_white(letter);
            chess_kind kind = (chess_kind)(strchr("pnbrqk", tolower(letter)) -
                                           "pnbrqk");
            if (i < 0 && next_random(seed) % 16 == 0)
                continue; /* sometimes no king */
            if (board->sq[sq / 8][sq % 8] != '.' ||
                (kind == CHESS_PAWN && sq / 8 == (white ? 7 : 0)))
                continue;
            board->sq[sq / 8][sq % 8] = letter;
            assert_true(position_put(
                pos, white ? CHESS_WHITE : CHESS_BLACK, kind, sq));
        }
    } while (position_check_rules(pos, &err) != BX_OK);
}

#endif
