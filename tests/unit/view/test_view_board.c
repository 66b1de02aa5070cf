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

static void test_monochrome_tour_path(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);

    explorer_options options;
    explorer_default_options(&options);
    options.mode = MODE_TOUR;
    options.tour_file = BOARDEX_DATA_DIR "/problem_knight.txt";
    explorer_state *state = malloc(sizeof *state);
    assert_non_null(state);
    assert_int_equal(explorer_init(state, &options, NULL), BX_OK);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_monochrome_tour_path),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
