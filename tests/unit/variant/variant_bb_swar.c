/* The bitboard counter's body built once more without SSE2, so that the
 * eight-squares-a-word reading other CPUs use is tested here too. */
#include "variant_bb.h"

#if VARIANT_BB_AVAILABLE
#undef __SSE2__
#define VARIANT_BB_BUILD test_variant_bb_swar_build
#define VARIANT_BB_BUILD_NAME "swar"
#include "variant_bb_count_body.h"
#else
/* ISO C wants something in every file. */
typedef int variant_bb_swar_unused;
#endif
