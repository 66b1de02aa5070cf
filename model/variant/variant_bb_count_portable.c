/* The bitboard counter for any CPU (variant_bb_count.h); without a 128-bit
 * integer it declines every position and the mailbox does the work. */
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

static bool cannot_count_pawns(const variant_position *pos,
                               const variant_rules *rules, chess_color color,
                               const variant_pawn_rules *pawns, int *count)
{
    (void)pos;
    (void)rules;
    (void)color;
    (void)pawns;
    (void)count;
    return false;
}

const variant_bb_build variant_bb_portable_build = {
    "portable", cannot_count_both, cannot_count, cannot_count_pawns};

#endif
