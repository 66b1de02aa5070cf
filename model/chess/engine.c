/* Choosing the engine build for the CPU, and what both builds share. */
#include "engine.h"

#include <string.h>

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#endif

enum { AMD_ZEN3_FAMILY = 0x19 };

bool chess_cpu_pext_fast(chess_cpu cpu)
{
    return !cpu.amd || cpu.family >= AMD_ZEN3_FAMILY;
}

#if defined(__x86_64__) && defined(__GNUC__)
/* The CPU this runs on: the maker from leaf 0, the family from leaf 1. */
static chess_cpu this_cpu(void)
{
    unsigned a, b, c, d;
    char maker[13] = {0};
    chess_cpu cpu = {false, 0};

    if (__get_cpuid(0, &a, &b, &c, &d)) {
        memcpy(maker, &b, 4);
        memcpy(maker + 4, &d, 4);
        memcpy(maker + 8, &c, 4);
        cpu.amd = strcmp(maker, "AuthenticAMD") == 0 ||
                  strcmp(maker, "HygonGenuine") == 0;
    }
    if (__get_cpuid(1, &a, &b, &c, &d)) {
        cpu.family = a >> 8 & 0xF;
        if (cpu.family == 0xF)
            cpu.family += a >> 20 & 0xFF;
    }
    return cpu;
}
#endif

const chess_engine *chess_engine_portable(void)
{
    return &chess_engine_magic_variant;
}

const chess_engine *chess_engine_pext(void)
{
#if defined(__x86_64__) && defined(__GNUC__)
    if (__builtin_cpu_supports("bmi2") && __builtin_cpu_supports("bmi") &&
        __builtin_cpu_supports("popcnt"))
        return &chess_engine_pext_variant;
#endif
    return NULL;
}

const chess_engine *chess_engine_best(void)
{
#if defined(__x86_64__) && defined(__GNUC__)
    const chess_engine *pext = chess_engine_pext();
    if (pext != NULL && chess_cpu_pext_fast(this_cpu()))
        return pext;
#endif
    return chess_engine_portable();
}

void chess_position_for(const chess_position *pos, chess_color color,
                        chess_position *out)
{
    *out = *pos;
    if (color != pos->to_move) {
        out->to_move = color;
        out->en_passant = -1;
    }
}

int chess_count(const chess_engine *engine, const chess_position *pos,
                chess_rules rules, chess_color color)
{
    chess_position turn;
    if (engine->in_check(pos, chess_other(color)))
        return -1;
    chess_position_for(pos, color, &turn);
    return engine->count(&turn, rules);
}

int chess_generate(const chess_engine *engine, const chess_position *pos,
                   chess_rules rules, chess_color color, chess_move *moves)
{
    chess_position turn;
    chess_position_for(pos, color, &turn);
    return engine->generate(&turn, rules, moves);
}
