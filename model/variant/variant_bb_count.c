/* The portable build of the bitboard counter, and the choice of build for
 * the CPU (variant_bb_count.h). */
#include "variant_bb_count.h"

#if VARIANT_BB_AVAILABLE

#define VARIANT_BB_BUILD variant_bb_portable_build
#define VARIANT_BB_BUILD_NAME "portable"
#include "variant_bb_count_body.h"

#else

static bool cannot_count_both(const variant_position *pos,
                              const variant_rules *rules,
                              int counts[CHESS_COLORS])
{
    (void)pos;
    (void)rules;
    (void)counts;
    return false;
}

static bool cannot_count(const variant_position *pos,
                         const variant_rules *rules, chess_color color,
                         int *count)
{
    (void)pos;
    (void)rules;
    (void)color;
    (void)count;
    return false;
}

static const variant_bb_build variant_bb_portable_build = {
    "portable", cannot_count_both, cannot_count};

#endif

#if VARIANT_BB_AVAILABLE && defined(__x86_64__)
extern const variant_bb_build variant_bb_fast_build;
#endif

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
