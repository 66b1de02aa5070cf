/* A curses screen that writes to /dev/null, for tests that draw the
 * explorer and read back what a person would see: the text of a row (in
 * ASCII style, so one byte per column) and a cell's attributes. */
#ifndef BOARDEX_TEST_VIEW_SCREEN_H
#define BOARDEX_TEST_VIEW_SCREEN_H

#include "boardex_test.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "colors.h"
#include "explorer_start.h"
#include "view.h"

/* The screen, and the style most tests draw in: no colour, no figurines,
 * so that what is read back is plain ASCII. */
typedef struct {
    FILE *nowhere;
    SCREEN *screen;
    view_style style;
} test_screen;

static inline test_screen test_screen_open(int lines, int cols)
{
    test_screen ts;
    ts.nowhere = fopen("/dev/null", "r+");
    assert_non_null(ts.nowhere);
    ts.screen = newterm("xterm", ts.nowhere, ts.nowhere);
    assert_non_null(ts.screen);
    resizeterm(lines, cols);
    colors_init(&ts.style, DEPTH_MONO, false);
    return ts;
}

static inline void test_screen_close(test_screen *ts)
{
    endwin();
    delscreen(ts->screen);
    fclose(ts->nowhere);
}

/* Row y's text, trailing blanks removed. */
static inline void test_screen_row(int y, char *out, int size)
{
    int n = mvinnstr(y, 0, out, size - 1);
    if (n < 0)
        n = 0;
    out[n] = '\0';
    while (n > 0 && out[n - 1] == ' ')
        out[--n] = '\0';
}

/* The first row from top showing text, or -1. */
static inline int test_screen_find(const char *text)
{
    char row[512];
    for (int y = 0; y < LINES; y++) {
        test_screen_row(y, row, (int)sizeof row);
        if (strstr(row, text) != NULL)
            return y;
    }
    return -1;
}

/* Fails, printing the screen, unless some row shows text. */
static inline void assert_shows(const char *text)
{
    if (test_screen_find(text) < 0) {
        char row[512];
        for (int y = 0; y < LINES; y++) {
            test_screen_row(y, row, (int)sizeof row);
            print_message("| %s\n", row);
        }
        fail_msg("the screen does not show '%s'", text);
    }
}

/* A new explorer state from options, or the defaults when NULL (freed by
 * the caller). */
static inline explorer_state *test_state(const explorer_options *options)
{
    explorer_state *state = malloc(sizeof *state);
    explorer_options defaults;
    explorer_default_options(&defaults);
    assert_non_null(state);
    assert_int_equal(
        explorer_init(state, options != NULL ? options : &defaults, NULL),
        BX_OK);
    return state;
}

/* The text a square shows, blanks around it removed. */
static inline void test_square_text(const view_layout *layout, square sq,
                                    char *out, int size)
{
    int y = layout->board_top + sq.row * layout->cell_height +
            (layout->cell_height - 1) / 2;
    int x = layout->board_left + sq.col * layout->cell_width;
    int n = mvinnstr(y, x, out, size - 1 < layout->cell_width
                                    ? size - 1
                                    : layout->cell_width);
    out[n < 0 ? 0 : n] = '\0';
    char *start = out;
    while (*start == ' ')
        start++;
    memmove(out, start, strlen(start) + 1);
    n = (int)strlen(out);
    while (n > 0 && out[n - 1] == ' ')
        out[--n] = '\0';
}

/* The attributes of a square's middle column on its figure's row. */
static inline attr_t test_square_attr(const view_layout *layout, square sq)
{
    int y = layout->board_top + sq.row * layout->cell_height +
            (layout->cell_height - 1) / 2;
    int x = layout->board_left + sq.col * layout->cell_width +
            layout->cell_width / 2;
    return (attr_t)(mvinch(y, x) & A_ATTRIBUTES);
}

#endif
