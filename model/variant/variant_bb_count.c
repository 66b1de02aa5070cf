/* The choice of the bitboard counter's build for the CPU
 * (variant_bb_count.h). */
#include "variant_bb_count.h"

const variant_bb_build *variant_bb_portable(void)
{
    return &variant_bb_portable_build;
}

const variant_bb_build *variant_bb_fast(void)
{
#if VARIANT_BB_AVAILABLE && defined(__x86_64__)
    /* Every CPU with BMI2 has the others too (as for the chess engine). */
    if (__builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt"))
        return &variant_bb_fast_build;
#endif
    return NULL;
}

const variant_bb_build *variant_bb_best(void)
{
    const variant_bb_build *fast = variant_bb_fast();
    /* cppcheck reads variant_bb_fast without the x86-64 branch. */
    /* cppcheck-suppress knownConditionTrueFalse */
    return fast != NULL ? fast : variant_bb_portable();
}
