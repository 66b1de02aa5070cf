/* Shared by the variant generator's cmocka tests: one generator's working
 * memory (variant_movegen.h) for the whole test program, as a caller that
 * asks often keeps one. Pass make_generator and free_generator to
 * cmocka_run_group_tests; the tests then hand gen to each call. Include
 * after boardex_test.h. */
#ifndef BOARDEX_VARIANT_TEST_H
#define BOARDEX_VARIANT_TEST_H

#include "variant_movegen.h"

static variant_generator *gen;

static inline int make_generator(void **state)
{
    (void)state;
    gen = variant_generator_new();
    return gen != NULL ? 0 : -1;
}

static inline int free_generator(void **state)
{
    (void)state;
    variant_generator_free(gen);
    return 0;
}

#endif
