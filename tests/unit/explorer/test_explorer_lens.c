/* Mobility mode's lenses driven by keys: v cycles moves -> distance ->
 * compare, V picks the second piece, A switches the colour scale. The
 * expected numbers are derived by hand in the comments. */
#include "explorer_test.h"

#include "explorer_lens.h"

static int setup(void **state)
{
    return explorer_test_setup(state, 0);
}

static int value_at(const explorer_state *explorer, const char *name)
{
    square sq;
    int value = -999;
    assert_int_equal(square_from_fide(explorer->work.board, name, &sq, NULL),
                     BX_OK);
    assert_true(explorer_lens_value(
        explorer, square_index(explorer->work.board, sq), &value));
    return value;
}

static const char *text_at(const explorer_state *explorer, const char *name,
                           char out[LENS_TEXT_MAX])
{
    square sq;
    assert_int_equal(square_from_fide(explorer->work.board, name, &sq, NULL),
                     BX_OK);
    explorer_lens_text(explorer, square_index(explorer->work.board, sq), out);
    return out;
}

static void test_v_cycles_the_lenses(void **state)
{
    explorer_state *explorer = *state;
    assert_int_equal(explorer->lens, LENS_MOVES);
    /* The knight on d4 reaches 8 squares. */
    assert_int_equal(value_at(explorer, "d4"), 8);
    type(explorer, "v");
    assert_int_equal(explorer->lens, LENS_DISTANCE);
    assert_string_equal(explorer->message,
                        "lens: distance, the fewest moves from d4 (the "
                        "cursor)");
    type(explorer, "v");
    assert_int_equal(explorer->lens, LENS_COMPARE);
    type(explorer, "v");
    assert_int_equal(explorer->lens, LENS_MOVES);
    assert_string_equal(explorer->message, "lens: moves from each square");
}

static void test_distance_follows_the_cursor(void **state)
{
    explorer_state *explorer = *state;
    char text[LENS_TEXT_MAX];
    type(explorer, "v");
    /* From d4: 0 on d4, 1 on f5 (one knight move), 4 on b2 (an offset of
     * (2,2) needs 4: an even count, and 2 moves never make it), 4 on h8
     * ((4,4): even, 2 moves reach at most (3,3)). */
    assert_int_equal(value_at(explorer, "d4"), 0);
    assert_int_equal(value_at(explorer, "f5"), 1);
    assert_int_equal(value_at(explorer, "b2"), 4);
    assert_int_equal(value_at(explorer, "h8"), 4);
    /* The cursor to a1: h8 is now 6 away, b2 4, and a1 0. */
    type(explorer, "jjjhhh");
    assert_int_equal(value_at(explorer, "a1"), 0);
    assert_int_equal(value_at(explorer, "h8"), 6);
    assert_string_equal(text_at(explorer, "b3", text), "1");
    /* The relative scale runs from 0 to the farthest square. */
    lens_scale scale = explorer_lens_scale(explorer);
    assert_int_equal(scale.low, 0);
    assert_int_equal(scale.high, 6);
    assert_false(scale.diverging);
}

static void test_bishop_distance_has_squares_never_reached(void **state)
{
    explorer_state *explorer = *state;
    char text[LENS_TEXT_MAX];
    int value;
    square b1 = {7, 1};
    /* p opens the menu on the knight; Up goes to the bishop (letters only
     * jump in the menu). */
    type(explorer, "p");
    explorer_key(explorer, BX_KEY_UP);
    type(explorer, "\n");
    assert_string_equal(explorer->work.piece_name, "bishop");
    type(explorer, "v");
    /* d4 is dark, b1 light: never; a1 and h8 share d4's long diagonal. */
    assert_false(explorer_lens_value(
        explorer, square_index(explorer->work.board, b1), &value));
    assert_string_equal(text_at(explorer, "b1", text), "-");
    assert_int_equal(value_at(explorer, "a1"), 1);
    assert_int_equal(value_at(explorer, "h8"), 1);
    assert_int_equal(value_at(explorer, "c1"), 2);
}

static void test_compare_with_the_bishop_then_the_archbishop(void **state)
{
    explorer_state *explorer = *state;
    char text[LENS_TEXT_MAX];
    type(explorer, "vv");
    assert_string_equal(explorer->work.second_name, "bishop");
    /* Knight minus bishop: d4 8 - 13, a1 2 - 7, b1 3 - 7; the issue's
     * strengths 336 vs 560. */
    assert_int_equal(value_at(explorer, "d4"), -5);
    assert_int_equal(value_at(explorer, "a1"), -5);
    assert_string_equal(text_at(explorer, "b1", text), "-4");
    assert_int_equal(explorer->second_mobility.strength, 560);
    lens_scale scale = explorer_lens_scale(explorer);
    assert_true(scale.diverging);
    assert_int_equal(scale.high, 5); /* the largest difference */

    /* V opens the menu on the bishop; 'a' jumps to alfil, then to
     * archbishop, which Enter picks as the second piece. */
    type(explorer, "V");
    assert_int_equal(explorer->focus, FOCUS_MENU);
    assert_int_equal(explorer->menu_target, MENU_SECOND);
    assert_string_equal(piece_preset_at(explorer->menu_index)->name,
                        "bishop");
    type(explorer, "aa\n");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.second_name, "archbishop");
    assert_string_equal(explorer->work.piece_name, "knight"); /* unchanged */
    /* The archbishop is knight + bishop: the knight minus it is minus the
     * bishop's count, -13 on d4, -7 on a1. */
    assert_int_equal(value_at(explorer, "d4"), -13);
    assert_int_equal(value_at(explorer, "a1"), -7);
    /* The piece menu (p) still picks the first piece. */
    type(explorer, "p");
    explorer_key(explorer, BX_KEY_UP);
    type(explorer, "\n");
    assert_string_equal(explorer->work.piece_name, "bishop");
    assert_string_equal(explorer->work.second_name, "archbishop");
    assert_int_equal(value_at(explorer, "d4"), -8); /* 13 - 21 */
}

static void test_b_in_the_second_menu_takes_betza(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "vvV");
    type(explorer, "b");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_int_equal(explorer->prompt, PROMPT_SECOND_BETZA);
    assert_string_equal(explorer->line.text, "B"); /* the bishop's */
    /* A bad entry keeps the prompt open and the second piece as it was. */
    explorer_key(explorer, BX_KEY_CTRL_U);
    type(explorer, "fX\n");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->work.second_name, "bishop");
    /* NN is the nightrider. From a1 it rides (-1,2) to c2 e3 g4 and
     * (-2,1) to b3 c5 d7: 6, the knight 2. */
    explorer_key(explorer, BX_KEY_CTRL_U);
    type(explorer, "NN\n");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.second_name, "nightrider");
    assert_string_equal(explorer->work.second_betza, "NN");
    assert_int_equal(value_at(explorer, "a1"), 2 - 6);
    /* In the first piece's menu b jumps to the bishop, as letters do. */
    type(explorer, "pb");
    assert_int_equal(explorer->focus, FOCUS_MENU);
    assert_string_equal(piece_preset_at(explorer->menu_index)->name,
                        "bishop");
}

static void test_compare_follows_the_board_size(void **state)
{
    explorer_state *explorer = *state;
    char text[LENS_TEXT_MAX];
    type(explorer, "vvs"); /* 5x5 */
    assert_int_equal(explorer->work.board.width, 5);
    /* On 5x5 the centre c3: knight 8, bishop 4 + 4 = 8, equal; a1:
     * knight 2, bishop 4. */
    assert_string_equal(text_at(explorer, "c3", text), "0");
    assert_string_equal(text_at(explorer, "a1", text), "-2");
    assert_int_equal(explorer->second_mobility.strength,
                     16 * 4 + 8 * 6 + 8); /* edge, ring, centre */
}

static void test_A_switches_the_scale_of_every_lens(void **state)
{
    explorer_state *explorer = *state;
    lens_scale scale = explorer_lens_scale(explorer);
    /* Relative: the knight's fewest and most moves. */
    assert_int_equal(scale.low, 2);
    assert_int_equal(scale.high, 8);
    type(explorer, "A");
    assert_true(explorer->absolute_scale);
    scale = explorer_lens_scale(explorer);
    assert_int_equal(scale.low, 0);
    assert_int_equal(scale.high, 63);
    type(explorer, "v");
    assert_int_equal(explorer_lens_scale(explorer).high, 63);
    type(explorer, "v");
    scale = explorer_lens_scale(explorer);
    assert_true(scale.diverging);
    assert_int_equal(scale.high, 63);
    type(explorer, "A");
    assert_int_equal(explorer_lens_scale(explorer).high, 5);
}

static void test_lens_keys_are_for_mobility_mode(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "2v");
    assert_int_equal(explorer->lens, LENS_MOVES);
    assert_string_equal(explorer->message,
                        "v does nothing in Position mode; ? lists the keys");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_v_cycles_the_lenses, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_distance_follows_the_cursor,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_bishop_distance_has_squares_never_reached, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_compare_with_the_bishop_then_the_archbishop, setup,
            teardown),
        cmocka_unit_test_setup_teardown(
            test_b_in_the_second_menu_takes_betza, setup, teardown),
        cmocka_unit_test_setup_teardown(test_compare_follows_the_board_size,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_A_switches_the_scale_of_every_lens, setup, teardown),
        cmocka_unit_test_setup_teardown(test_lens_keys_are_for_mobility_mode,
                                        setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
