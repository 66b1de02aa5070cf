/* Wrapped text on a curses screen that writes to /dev/null: what lands in
 * the screen's cells, read back from curses. */
#include "boardex_test.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "view_text.h"

static int open_screen(void **state)
{
    FILE *nowhere = fopen("/dev/null", "r+");
    SCREEN *screen = nowhere ? newterm("xterm", nowhere, nowhere) : NULL;
    if (screen == NULL)
        return -1;
    *state = nowhere;
    return 0;
}

static int close_screen(void **state)
{
    endwin();
    fclose(*state);
    return 0;
}

/* The characters of row y from column x, as narrow text. */
static void row_text(int y, int x, char *out, int size)
{
    mvinnstr(y, x, out, size - 1);
    out[size - 1] = '\0';
}

static void test_last_line_cut(void **unused)
{
    (void)unused;
    view_style style;
    char text[16];

    colors_init(&style, DEPTH_MONO, false);
    resizeterm(10, 40);
    erase();
    /* "hello " fits 8 columns; the rest does not: "hello" and the mark. */
    assert_int_equal(view_wrap(&style, 0, 0, "hello world foo", 8, 1, 0,
                               A_NORMAL),
                     1);
    row_text(0, 0, text, 9);
    assert_string_equal(text, "hello...");
}

static void test_two_lines_indented(void **unused)
{
    (void)unused;
    view_style style;
    char text[16];

    colors_init(&style, DEPTH_MONO, false);
    erase();
    assert_int_equal(view_wrap(&style, 0, 0, "one two three", 8, 2, 2,
                               A_NORMAL),
                     2);
    row_text(0, 0, text, 8);
    assert_string_equal(text, "one two");
    row_text(1, 0, text, 8);
    assert_string_equal(text, "  three");
}

/* A screen line far wider than the line buffer holds (4096 bytes), of
 * 4-byte characters: the cut mark still goes inside the buffer. Before
 * the fix it was written past the end (ASan and valgrind see it). */
static void test_mark_fits_a_full_buffer(void **unused)
{
    (void)unused;
    enum { CHARS = 4000 }; /* more than the 3000 columns: the mark shows */
    static const char EMOJI[] = "\xf0\x9f\x98\x80"; /* U+1F600 */
    view_style style;
    char *text = malloc(CHARS * 4 + 1);
    assert_non_null(text);
    for (int i = 0; i < CHARS; i++)
        memcpy(text + 4 * i, EMOJI, 4);
    text[CHARS * 4] = '\0';

    colors_init(&style, DEPTH_MONO, true);
    resizeterm(5, 3000);
    erase();
    assert_int_equal(view_wrap(&style, 0, 0, text, 3000, 1, 0, A_NORMAL),
                     1);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_last_line_cut),
        cmocka_unit_test(test_two_lines_indented),
        cmocka_unit_test(test_mark_fits_a_full_buffer),
    };
    return cmocka_run_group_tests(tests, open_screen, close_screen);
}
