/* The perft memory's key of a variant's position (game_perft_key.h). */
#include "game_perft_key.h"

/* A Zobrist key XORs one random number per feature. A table of them for
 * every cell value on every one of 676 squares would be 1.4 MB, so each
 * is made when asked: SplitMix64's finaliser, a bijection, spreads the
 * feature's number over 64 bits, so distinct features get distinct,
 * random-looking numbers. */
static uint64_t feature(uint64_t n)
{
    uint64_t z = n * 0x9E3779B97F4A7C15ULL + 0x626F61726465784BULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Features past the squares' (square * 256 + cell, below 676 * 256). */
enum {
    BLACK_TO_MOVE = 1 << 20,
    CASTLING = BLACK_TO_MOVE + 1, /* + the rights, 16 of them */
    EN_PASSANT = CASTLING + 16,   /* + the square */
};

uint64_t game_perft_key(const unsigned char *cells, int squares,
                        int to_move, unsigned castling, int en_passant)
{
    uint64_t key = 0;
    for (int sq = 0; sq < squares; sq++)
        if (cells[sq] != 0)
            key ^= feature((uint64_t)sq << 8 | cells[sq]);
    if (to_move != 0)
        key ^= feature(BLACK_TO_MOVE);
    if (castling != 0)
        key ^= feature(CASTLING + (castling & 15));
    if (en_passant >= 0)
        key ^= feature(EN_PASSANT + (uint64_t)en_passant);
    return key;
}
