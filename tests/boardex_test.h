/* Shared by the cmocka tests: cmocka 1.1 needs these headers first. */
#ifndef BOARDEX_TEST_H
#define BOARDEX_TEST_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Asserts that a model call failed with status and left message in err. */
#define assert_failure(call, expected_status, err, expected_message)       \
    do {                                                                   \
        assert_int_equal((call), (expected_status));                       \
        assert_string_equal((err).message, (expected_message));            \
    } while (0)

#endif
