/* The one rule for colour (color_rule.h), row by row as the hostile-input
 * issue states it: a tty, TERM set and not "dumb", NO_COLOR unset or
 * empty. Every other combination is no colour. */
/* setenv, pipe */
#define _POSIX_C_SOURCE 200809L

#include <unistd.h>

#include "boardex_test.h"

#include "color_rule.h"

static void a_terminal_gets_colour(void **state)
{
    (void)state;
    assert_true(color_rule(true, "xterm-256color", NULL));
    assert_true(color_rule(true, "vt100", NULL));
    /* An empty NO_COLOR is as if unset (no-color.org). */
    assert_true(color_rule(true, "xterm", ""));
}

static void no_terminal_no_colour(void **state)
{
    (void)state;
    assert_false(color_rule(false, "xterm", NULL)); /* a pipe or a file */
    assert_false(color_rule(true, NULL, NULL));     /* TERM unset */
    assert_false(color_rule(true, "", NULL));       /* TERM empty */
    assert_false(color_rule(true, "dumb", NULL));
}

static void no_color_wins(void **state)
{
    (void)state;
    assert_false(color_rule(true, "xterm", "1"));
    assert_false(color_rule(true, "xterm", "0")); /* any value counts */
    assert_false(color_rule(false, NULL, "1"));
}

/* The same rule read from the environment: a test's output is not a
 * terminal, so whatever TERM says, no colour. */
static void reads_the_descriptor(void **state)
{
    (void)state;
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    setenv("TERM", "xterm", 1);
    unsetenv("NO_COLOR");
    assert_false(color_allowed(fds[1]));
    close(fds[0]);
    close(fds[1]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_terminal_gets_colour),
        cmocka_unit_test(no_terminal_no_colour),
        cmocka_unit_test(no_color_wins),
        cmocka_unit_test(reads_the_descriptor),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
