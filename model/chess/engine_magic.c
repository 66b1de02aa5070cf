/* The engine with magic-multiplication slider lookups, for any CPU. */
#include "chess_tables.h"

static inline bitboard engine_rook(int sq, bitboard occupied)
{
    return magic_rook_attacks(sq, occupied);
}

static inline bitboard engine_bishop(int sq, bitboard occupied)
{
    return magic_bishop_attacks(sq, occupied);
}

#define ENGINE_VARIANT chess_engine_magic_variant
#define ENGINE_NAME "magic"
#include "engine_body.h"
