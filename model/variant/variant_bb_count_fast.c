/* The bitboard counter with POPCNT, BMI and LZCNT (variant_bb_count.h).
 * The build compiles this file alone with those instructions on x86-64;
 * variant_bb_fast hands it out only when the CPU has them. */
#if defined(__x86_64__) && defined(__GNUC__) && defined(__SIZEOF_INT128__)
#include <immintrin.h>

#if !defined(__POPCNT__) || !defined(__BMI__) || !defined(__LZCNT__)
#error "variant_bb_count_fast.c must be compiled with -mpopcnt -mbmi -mlzcnt"
#endif

#define VARIANT_BB_BUILD variant_bb_fast_build
#define VARIANT_BB_BUILD_NAME "fast"
#include "variant_bb_count_body.h"
#else
/* ISO C wants something in every file. */
typedef int variant_bb_count_fast_unused;
#endif
