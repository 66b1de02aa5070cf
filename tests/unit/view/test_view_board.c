/* The board as drawn, read back from a curses screen that writes to
 * /dev/null: without colour (NO_COLOR, monochrome) the tour path, the
 * current step and the squares not reached yet are still told apart. */
#include "boardex_test.h"

#include "explorer_keys.h"
#include "explorer_tour_play.h"
#include "view_screen.h"

/* The attributes of the last column of the square holding number n. */
static attr_t attributes_of_step(const explorer_state *state,
                                 const view_layout *layout, int n)
{
    int index = explorer_tour_square_of(&state->work.tour, n);
    square sq = square_at(explorer_board(state), index);
    int y = layout->board_top + sq.row * layout->cell_height;
    int x = layout->board_left + (sq.col + 1) * layout->cell_width - 1;
    return (attr_t)(mvinch(y, x) & A_ATTRIBUTES);
}

/* An explorer in Tour mode with the tour file name of tests/data. */
static explorer_state *tour_state(const char *name)
{
    char path[512];
    explorer_options options;
    explorer_default_options(&options);
    options.mode = MODE_TOUR;
    snprintf(path, sizeof path, "%s/%s", BOARDEX_DATA_DIR, name);
    options.tour_file = path;
    return test_state(&options);
}

static void test_monochrome_tour_path(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = tour_state("problem_knight.txt");
    explorer_tour_jump(state, 10);
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);

    /* 5 is on the path drawn (1 to 10), 40 is not; 10 is the step. The
     * cursor is on 10, so 10 is also reversed. */
    attr_t on_path = attributes_of_step(state, &layout, 5);
    attr_t beyond = attributes_of_step(state, &layout, 40);
    attr_t current = attributes_of_step(state, &layout, 10);
    assert_true(on_path & A_BOLD);
    assert_false(on_path & A_DIM);
    assert_true(beyond & A_DIM);
    assert_false(beyond & A_BOLD);
    assert_true(current & A_UNDERLINE);

    explorer_free(state);
    test_screen_close(&ts);
}

/* Without colour every mark differs from every other (issue: bad tour
 * squares and the cursor were the same reversed block): a bad step is
 * bold with "!" in its text and not reversed, the cursor is reversed, and
 * the legend names the step shown and bad steps. bad_step.txt has 13 on
 * b2 and 15 on a4 as its bad steps (a knight cannot go e3 -> b2). */
static void test_monochrome_marks_differ(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = tour_state("bad_step.txt");
    explorer_tour_jump(state, 64);
    state->work.cursor = (square){0, 0}; /* a8: 3, a good step */
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);
    char text[32];
    /* The mark takes the column before the number; the path's arrow
     * keeps the one after it. */
    test_square_text(&layout, (square){6, 1}, text, (int)sizeof text);
    assert_memory_equal(text, "!13", 3);
    test_square_text(&layout, (square){4, 0}, text, (int)sizeof text);
    assert_memory_equal(text, "!15", 3);
    attr_t bad = test_square_attr(&layout, (square){6, 1});
    attr_t cursor = test_square_attr(&layout, (square){0, 0});
    assert_true(cursor & A_REVERSE);
    assert_false(bad & A_REVERSE);
    assert_false(bad & A_UNDERLINE); /* the step shown is underlined */
    assert_true(bad & A_BOLD);
    assert_true(test_screen_find("! bad step, number twice") >= 0);
    assert_true(test_screen_find("N the step shown (n, N)") >= 0);
    explorer_free(state);

    /* Position mode: the king in check and its checker carry "!"; the
     * legend names the piece the cursor's piece takes. */
    explorer_options options;
    explorer_default_options(&options);
    options.mode = MODE_POSITION;
    options.fen = "4k3/8/8/8/3Q4/8/4r3/4K3 w - - 0 1";
    state = test_state(&options);
    view_draw(state, &ts.style);
    layout = view_current_layout(state);
    test_square_text(&layout, (square){7, 4}, text, (int)sizeof text);
    assert_string_equal(text, "K!3");
    test_square_text(&layout, (square){6, 4}, text, (int)sizeof text);
    assert_string_equal(text, "r!");
    assert_false(test_square_attr(&layout, (square){7, 4}) & A_REVERSE);
    assert_true(test_screen_find("n  a piece it takes") >= 0);
    assert_true(test_screen_find("K! king in check, checkers") >= 0);
    explorer_free(state);
    test_screen_close(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_monochrome_tour_path),
        cmocka_unit_test(test_monochrome_marks_differ),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
