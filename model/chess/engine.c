/* Choosing the engine build for the CPU, and what both builds share. */
#include "engine.h"


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
    const chess_engine *pext = chess_engine_pext();
    /* cppcheck reads chess_engine_pext without the x86-64 branch. */
    /* cppcheck-suppress knownConditionTrueFalse */
    return pext != NULL ? pext : chess_engine_portable();
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
