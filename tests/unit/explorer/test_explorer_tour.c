/* Tour mode driven by keys: opening a tour file, stepping along the path,
 * the verdict for the chosen piece, closed tours, finding a tour. */
#include "explorer_test.h"

#include "explorer_tour_play.h"

static int setup(void **state)
{
    return explorer_test_setup(state, '3');
}

static const char *verdict(const explorer_state *explorer)
{
    static char text[EXPLORER_MESSAGE_MAX];
    return explorer_tour_verdict(explorer, text, sizeof text);
}

static void test_no_tour_yet(void **state)
{
    explorer_state *explorer = *state;
    assert_int_equal(explorer->work.mode, MODE_TOUR);
    assert_false(explorer->work.tour.loaded);
    assert_string_equal(verdict(explorer),
                        "no tour: o opens a file, g finds one");
    type(explorer, "n");
    assert_string_equal(explorer->message,
                        "no tour yet: o opens a file, g finds one");
    /* The knight's moves from the cursor square are marked. */
    assert_int_equal(square_set_count(&explorer->reach), 8);
}

static void test_open_and_step_through(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "problem_knight.txt");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_true(explorer->work.tour.loaded);
    assert_string_equal(explorer->work.tour.source, "problem_knight.txt");
    assert_string_equal(verdict(explorer), "open knight tour");
    assert_string_equal(explorer->message, "open knight tour");
    assert_int_equal(explorer->work.tour.shown, 1);
    type(explorer, "nn ");
    assert_int_equal(explorer->work.tour.shown, 4);
    type(explorer, "N");
    explorer_key(explorer, BX_KEY_BACKSPACE);
    assert_int_equal(explorer->work.tour.shown, 2);
    type(explorer, "NNN");
    assert_int_equal(explorer->work.tour.shown, 1);
    type(explorer, "e");
    assert_int_equal(explorer->work.tour.shown, 64);
    type(explorer, "n");
    assert_int_equal(explorer->work.tour.shown, 64);
    /* Square 1 and square 2 of the path are one knight move apart. */
    int first = explorer_tour_square_of(&explorer->work.tour, 1);
    int second = explorer_tour_square_of(&explorer->work.tour, 2);
    square a = square_at(explorer->work.board, first);
    square b = square_at(explorer->work.board, second);
    int dr = abs(a.row - b.row), dc = abs(a.col - b.col);
    assert_true((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
}

static void test_closed_and_other_pieces(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "problem_knight.txt");
    type(explorer, "c");
    assert_true(explorer->work.tour.closed);
    assert_string_equal(verdict(explorer),
                        "open tour, but a closed one is required");
    type(explorer, "c");
    /* The same grid is not a rook tour. */
    type(explorer, "p");
    explorer_key(explorer, BX_KEY_UP);
    explorer_key(explorer, BX_KEY_UP);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_string_equal(explorer->work.piece_name, "rook");
    assert_int_equal(explorer->work.tour.report.kind, TOUR_NONE);
    assert_non_null(strstr(verdict(explorer), "not a tour: step 1"));
    /* The spiral is a rook tour, and a queen tour, but not closed. */
    open_tour(explorer, "problem_spiral.txt");
    assert_string_equal(verdict(explorer), "open rook tour");
    type(explorer, "c");
    assert_string_equal(verdict(explorer),
                        "open tour, but a closed one is required");
}

static void test_bad_steps_are_marked(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "bad_step.txt");
    const explorer_tour *tour = &explorer->work.tour;
    assert_int_equal(tour->report.kind, TOUR_NONE);
    assert_true(tour->report.bad_steps >= 1);
    int bad = 0;
    for (int i = 0; i < board_square_count(explorer->work.board); i++)
        if (explorer_tour_square_bad(tour, i))
            bad++;
    assert_true(bad >= 1);
    assert_non_null(strstr(verdict(explorer), "not a tour: "));
}

static void test_bad_file_keeps_the_prompt(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "letters.txt");
    assert_int_equal(explorer->prompt, PROMPT_TOUR_FILE);
    assert_true(explorer->message_is_error);
    assert_non_null(strstr(explorer->message, "letters.txt: "));
    assert_false(explorer->work.tour.loaded);
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
}

static void test_find_a_tour(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "g");
    assert_true(explorer->work.tour.loaded);
    assert_false(explorer->message_is_error);
    assert_true(tour_report_passes(&explorer->work.tour.report, false));
    assert_int_equal(explorer->work.tour.shown, 64);
    assert_int_equal(
        explorer_tour_square_of(&explorer->work.tour, 1),
        square_index(explorer->work.board, explorer->work.cursor));
    /* 5x5: a knight has no closed tour (25 squares, odd). */
    type(explorer, "s");
    assert_false(explorer->work.tour.loaded); /* the 8x8 tour no longer fits */
    type(explorer, "cg");
    assert_false(explorer->work.tour.loaded);
    assert_true(explorer->message_is_error);
    assert_non_null(strstr(explorer->message, "no closed tour from"));
}

/* partial_5x5.txt keeps 7 numbers of knight_5x5_open.txt, and only that
 * one of the 1,728 open 5x5 tours keeps them (tests/cli/tour.sh says how
 * that was checked), so g must give it back. */
static void test_complete_a_partial_tour(void **state)
{
    explorer_state *explorer = *state;
    const int expected[25] = {3,  10, 21, 16, 5,  20, 15, 4,  11,
                              22, 9,  2,  25, 6,  17, 14, 19, 8,
                              23, 12, 1,  24, 13, 18, 7};
    open_tour(explorer, "partial_5x5.txt");
    assert_true(explorer->work.tour.loaded);
    assert_int_equal(explorer_tour_blanks(&explorer->work.tour), 18);
    assert_string_equal(verdict(explorer),
                        "partial tour, 18 blank squares: g fills them in");
    /* A blank is an empty square, not a bad one. */
    assert_int_equal(explorer->work.tour.grid.number[1], 0);
    assert_false(explorer_tour_square_bad(&explorer->work.tour, 1));
    type(explorer, "g");
    assert_false(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "filled 18 blank squares: an open knight tour");
    assert_memory_equal(explorer->work.tour.grid.number, expected,
                        sizeof expected);
    assert_string_equal(verdict(explorer), "open knight tour");
    assert_int_equal(explorer->work.tour.shown, 25);
    /* 7 on c5 and 13 on b5 are of different colours: 6 knight moves
     * cannot join them. */
    open_tour(explorer, "partial_none_5x5.txt");
    type(explorer, "g");
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message, "no completion: 7 on c5 cannot "
                                           "reach 13 on b5 in 6 moves");
    assert_int_equal(explorer_tour_blanks(&explorer->work.tour), 21);
}

/* b: tests/data/bad_step.txt is problem_knight.txt with 13 and 14 swapped:
 * 13 on b2 after 12 on e3 (one rank, three files: no knight move), 14 on
 * d1 (b2-d1 is a knight move), 15 on a4 (d1-a4: no). So the bad steps end
 * on 13 and 15, b goes 1 -> 13 -> 15 -> 13 (round again), and the status
 * line names the step it jumped to, not always the first. */
static void test_b_jumps_to_the_next_bad_step(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "bad_step.txt");
    assert_int_equal(explorer->work.tour.shown, 1);
    type(explorer, "b");
    assert_int_equal(explorer->work.tour.shown, 13);
    assert_int_equal(explorer->work.cursor.row, 6); /* b2 */
    assert_int_equal(explorer->work.cursor.col, 1);
    assert_string_equal(explorer->message, "bad step: step 12 \xe2\x86\x92 13: "
                                           "e3 \xe2\x86\x92 b2 is not a knight move");
    type(explorer, "b");
    assert_int_equal(explorer->work.tour.shown, 15);
    assert_string_equal(explorer->message, "bad step: step 14 \xe2\x86\x92 15: "
                                           "d1 \xe2\x86\x92 a4 is not a knight move");
    type(explorer, "b");
    assert_int_equal(explorer->work.tour.shown, 13);
    open_tour(explorer, "problem_knight.txt");
    type(explorer, "b");
    assert_string_equal(explorer->message,
                        "no bad step: every step is a move");
}

/* tests/data/repeated.txt writes 63 on g2 and on e1 (64 is missing): both
 * squares are marked bad, not only the second. */
static void test_a_number_written_twice_marks_both_squares(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "repeated.txt");
    const explorer_tour *tour = &explorer->work.tour;
    assert_true(explorer_tour_square_bad(tour, 6 * 8 + 6)); /* g2 */
    assert_true(explorer_tour_square_bad(tour, 7 * 8 + 4)); /* e1 */
    assert_false(explorer_tour_square_bad(tour, 3 * 8 + 3)); /* 1 on d5 */
}

static void test_hash_jumps_to_a_step_and_clicks_too(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "problem_knight.txt");
    type(explorer, "#");
    assert_int_equal(explorer->prompt, PROMPT_STEP);
    type(explorer, "64"); /* replaces the selected "1" */
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_int_equal(explorer->work.tour.shown, 64);
    assert_int_equal(explorer->work.cursor.row, 7); /* 64 is on e1 */
    assert_int_equal(explorer->work.cursor.col, 4);
    type(explorer, "#65");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_string_equal(explorer->message, "not a step: '65'; 1 to 64");
    explorer_key(explorer, BX_KEY_ESCAPE);
    /* A click on a1 (row 7, column 0), which holds 38. */
    explorer_click(explorer, (square){7, 0});
    assert_int_equal(explorer->work.tour.shown, 38);
}

static void test_p_plays_one_step_a_tick_and_any_key_stops(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "problem_knight.txt");
    type(explorer, "#62");
    explorer_key(explorer, BX_KEY_ENTER);
    type(explorer, "P");
    assert_int_equal(explorer->focus, FOCUS_PLAYING);
    assert_true(explorer_tick(explorer));
    assert_int_equal(explorer->work.tour.shown, 63);
    type(explorer, "q"); /* any key stops, and does nothing else */
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_false(explorer->quit);
    assert_false(explorer_tick(explorer));
    type(explorer, "P");
    explorer_tick(explorer);
    assert_int_equal(explorer->work.tour.shown, 64);
    assert_int_equal(explorer->focus, FOCUS_BOARD); /* the end stops it */
    assert_string_equal(explorer->message, "played to the end");
    type(explorer, "P"); /* at the end: from the start again */
    explorer_tick(explorer);
    assert_int_equal(explorer->work.tour.shown, 1);
}

/* An open search may find a tour whose last square is a knight's move from
 * its first: the message says it also closes, as the verdict does. Whether
 * it closes is worked out here from the squares alone. */
static void test_an_open_tour_that_closes_says_so(void **state)
{
    explorer_state *explorer = *state;
    const char *sizes[] = {"6x6", "8x8", "10x10", "12x12"};
    int closing = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        type(explorer, "S");
        type(explorer, sizes[i]);
        explorer_key(explorer, BX_KEY_ENTER);
        type(explorer, "g");
        assert_true(explorer->work.tour.loaded);
        assert_false(explorer->work.tour.closed);
        board_size board = explorer_board(explorer);
        int last = board.width * board.height;
        square a =
            square_at(board, explorer_tour_square_of(&explorer->work.tour, 1));
        square b = square_at(
            board, explorer_tour_square_of(&explorer->work.tour, last));
        int dr = abs(a.row - b.row), dc = abs(a.col - b.col);
        bool closes = (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
        closing += closes;
        assert_int_equal(strstr(explorer->message, "found a knight tour") !=
                             NULL,
                         closes);
        assert_int_equal(strstr(explorer->message, "that also closes") != NULL,
                         closes);
        assert_int_equal(strstr(explorer->message, "found an open knight") !=
                             NULL,
                         !closes);
    }
    /* Today the 12x12 one closes, so both wordings are seen. */
    assert_true(closing > 0 && closing < 4);
}

/* The panel's "shape": Beverley's tour is semi-magic (every row and
 * column 260, worked in test_tour_properties.c); this closed tour is
 * neither magic nor symmetric, so it gets no words. */
static void test_the_shape_of_a_tour(void **state)
{
    explorer_state *explorer = *state;
    char text[128];
    open_tour(explorer, "beverley.txt");
    explorer_tour_shape(&explorer->work.tour, text, sizeof text);
    assert_string_equal(text, "semi-magic (260)");
    open_tour(explorer, "knight_closed.txt");
    explorer_tour_shape(&explorer->work.tour, text, sizeof text);
    assert_string_equal(text, "");
}

static void test_the_tour_keeps_its_board(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "knight_5x5_open.txt");
    type(explorer, "1s"); /* Mobility: 5x5 -> 6x6 */
    assert_int_equal(explorer->work.board.width, 6);
    type(explorer, "3");
    assert_true(explorer->work.tour.loaded);
    assert_int_equal(explorer_board(explorer).width, 5);
    assert_int_equal(explorer->work.tour.report.kind, TOUR_OPEN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_no_tour_yet, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_shape_of_a_tour, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_open_and_step_through, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_closed_and_other_pieces, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_bad_steps_are_marked, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_bad_file_keeps_the_prompt, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_find_a_tour, setup, teardown),
        cmocka_unit_test_setup_teardown(test_complete_a_partial_tour, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_b_jumps_to_the_next_bad_step,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_number_written_twice_marks_both_squares, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_hash_jumps_to_a_step_and_clicks_too, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_p_plays_one_step_a_tick_and_any_key_stops, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_tour_keeps_its_board, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_an_open_tour_that_closes_says_so,
                                        setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
