/* The engine with PEXT slider lookups. The build compiles this file alone
 * with -mbmi2 -mbmi -mpopcnt on x86-64 (every CPU with BMI2 has POPCNT,
 * which makes bulk counting one instruction a set, and BMI1, whose TZCNT
 * finds the lowest square faster than BSF: model/CMakeLists.txt says why);
 * chess_engine_pext hands it out only when the CPU says it has all three. */
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

#include "chess_tables.h"

#if !defined(__BMI2__) || !defined(__BMI__) || !defined(__POPCNT__)
#error "engine_pext.c must be compiled with -mbmi2 -mbmi -mpopcnt"
#endif

static inline bitboard engine_rook(int sq, bitboard occupied)
{
    const chess_slider *s = &CHESS_ROOK_SLIDERS[sq];
    return s->pext_attacks[_pext_u64(occupied, s->mask)];
}

static inline bitboard engine_bishop(int sq, bitboard occupied)
{
    const chess_slider *s = &CHESS_BISHOP_SLIDERS[sq];
    return s->pext_attacks[_pext_u64(occupied, s->mask)];
}

#define ENGINE_VARIANT chess_engine_pext_variant
#define ENGINE_NAME "pext"
#include "engine_body.h"
#else
/* ISO C wants something in every file. */
typedef int engine_pext_unavailable;
#endif
