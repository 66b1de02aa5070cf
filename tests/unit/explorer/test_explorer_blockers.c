/* Blockers of Mobility mode driven by keys: b takes hoppers and lame
 * leaps, x puts or takes a blocker on the cursor square, X takes all, u
 * and Ctrl-R undo and redo them, a new size keeps those that fit. The
 * expected numbers are derived by hand in the comments. */
#include "explorer_test.h"

#include "explorer_lens.h"
#include "square_list.h"

static int setup(void **state)
{
    return explorer_test_setup(state, 0);
}

static square named(const explorer_state *explorer, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(explorer->work.board, name, &sq, NULL),
                     BX_OK);
    return sq;
}

/* Moves the cursor to the square named on Mobility mode's board. */
static void go(explorer_state *explorer, const char *name)
{
    square sq = named(explorer, name);
    explorer_move_cursor(explorer, sq.row - explorer->work.cursor.row,
                         sq.col - explorer->work.cursor.col);
}

static int moves_at(const explorer_state *explorer, const char *name)
{
    return explorer->mobility.moves[square_index(explorer->work.board,
                                                 named(explorer, name))];
}

/* A set as "d5 e4" (top rank first). */
static void assert_squares(const explorer_state *explorer,
                           const square_set *set, const char *expected)
{
    char text[256];
    assert_true(square_list_format(explorer->work.board, set, text,
                                   sizeof text));
    assert_string_equal(text, expected);
}

static void piece(explorer_state *explorer, const char *betza)
{
    type(explorer, "b");
    answer(explorer, betza);
    assert_false(explorer->message_is_error);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
}

/* Hoppers were refused outside positions; now b takes them, and with no
 * blocker the cannon reaches nothing. */
static void test_b_takes_hoppers_and_lame_leaps(void **state)
{
    explorer_state *explorer = *state;
    piece(explorer, "pR");
    assert_int_equal(explorer->mobility.strength, 0);
    piece(explorer, "gQ");
    piece(explorer, "nN");
    /* The lame horse on an empty board is the knight: 336. */
    assert_int_equal(explorer->mobility.strength, 336);
    type(explorer, "b");
    answer(explorer, "pN");
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "unsupported Betza: 'p' at 1 (hoppers move on riders "
                        "only, as pR or gQ)");
}

/* The cannon with a blocker on d4: 48 (d1..d3 and a4..c4 hop to 4
 * squares, d5..d8 and e4..h4 to 3). A second blocker on d6: from d1 the
 * cannon hops d4 to d5 and takes d6 (2). */
static void test_x_puts_and_takes_blockers(void **state)
{
    explorer_state *explorer = *state;
    piece(explorer, "pR");
    go(explorer, "d4");
    type(explorer, "x");
    assert_string_equal(explorer->message,
                        "put a blocker on d4: 1 blocker (pieces of the other "
                        "side; x puts or takes one, X takes all)");
    assert_int_equal(explorer->mobility.strength, 48);
    assert_int_equal(moves_at(explorer, "d1"), 4);
    assert_int_equal(moves_at(explorer, "h4"), 3);
    assert_int_equal(moves_at(explorer, "d4"), 0); /* no count */
    go(explorer, "d6");
    type(explorer, "x");
    go(explorer, "d1");
    assert_squares(explorer, &explorer->reach, "d6 d5");
    assert_squares(explorer, &explorer->targets.captures, "d6");
    assert_squares(explorer, &explorer->targets.moves, "d5");
    assert_squares(explorer, &explorer->work.blockers, "d6 d4");
    /* x again takes it off; u puts it back, Ctrl-R takes it again. */
    go(explorer, "d6");
    type(explorer, "x");
    assert_squares(explorer, &explorer->work.blockers, "d4");
    assert_int_equal(explorer->mobility.strength, 48);
    type(explorer, "u");
    assert_squares(explorer, &explorer->work.blockers, "d6 d4");
    explorer_key(explorer, BX_KEY_CTRL_R);
    assert_squares(explorer, &explorer->work.blockers, "d4");
    /* X takes all; u brings them back with their counts. */
    type(explorer, "X");
    assert_string_equal(explorer->message,
                        "took the 1 blocker off: 0 blockers (pieces of the "
                        "other "
                        "side; x puts or takes one, X takes all)");
    assert_int_equal(explorer->mobility.strength, 0);
    type(explorer, "X");
    assert_string_equal(explorer->message,
                        "no blockers to take: x puts one on the cursor "
                        "square");
    type(explorer, "u");
    assert_int_equal(explorer->mobility.strength, 48);
}

/* mWcF on d4 among d5 e5 c3: moves c4 d3 e4 (d5 stops the move-only W),
 * takes e5 and c3; c5 and e3 are capture-only targets (threats, no move).
 * The lame horse on d4 with d5 blocked loses c6 and e6: 6 squares. */
static void test_marks_tell_move_only_from_capture_only(void **state)
{
    explorer_state *explorer = *state;
    piece(explorer, "mWcF");
    go(explorer, "d5");
    type(explorer, "x");
    go(explorer, "e5");
    type(explorer, "x");
    go(explorer, "c3");
    type(explorer, "x");
    go(explorer, "d4");
    assert_squares(explorer, &explorer->targets.moves, "c4 e4 d3");
    assert_squares(explorer, &explorer->targets.captures, "e5 c3");
    assert_squares(explorer, &explorer->targets.threats, "c5 e5 c3 e3");
    assert_int_equal(moves_at(explorer, "d4"), 5);
    piece(explorer, "nN");
    assert_int_equal(moves_at(explorer, "d4"), 6);
    assert_squares(explorer, &explorer->reach, "b5 f5 b3 f3 c2 e2");
}

/* A blocker's square: the piece is not there, so nothing is reached
 * from it; the distance lens counts the moves to take a blocker, and a
 * capture ends the journey (the rook from a1 among a4 and d1: a4 and d1
 * in 1, a5 in 3 round them). */
static void test_cursor_on_a_blocker_and_distance(void **state)
{
    explorer_state *explorer = *state;
    char text[LENS_TEXT_MAX];
    piece(explorer, "R");
    go(explorer, "a4");
    type(explorer, "x");
    assert_int_equal(square_set_count(&explorer->reach), 0);
    go(explorer, "d1");
    type(explorer, "x");
    go(explorer, "a1");
    type(explorer, "v"); /* distance */
    int a4 = square_index(explorer->work.board, named(explorer, "a4"));
    int a5 = square_index(explorer->work.board, named(explorer, "a5"));
    explorer_lens_text(explorer, a4, text);
    assert_string_equal(text, "1");
    explorer_lens_text(explorer, a5, text);
    assert_string_equal(text, "3");
}

/* A new size keeps the blockers that fit, by file and rank from a1:
 * on 5x5, d4 stays and d6 goes; u brings the 8x8 board and both back. */
static void test_new_size_keeps_blockers_that_fit(void **state)
{
    explorer_state *explorer = *state;
    go(explorer, "d4");
    type(explorer, "x");
    go(explorer, "d6");
    type(explorer, "x");
    type(explorer, "s"); /* 8x8 -> 5x5 */
    assert_int_equal(explorer->work.board.width, 5);
    assert_squares(explorer, &explorer->work.blockers, "d4");
    type(explorer, "u");
    assert_int_equal(explorer->work.board.width, 8);
    assert_squares(explorer, &explorer->work.blockers, "d6 d4");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_b_takes_hoppers_and_lame_leaps,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_x_puts_and_takes_blockers,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_marks_tell_move_only_from_capture_only, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cursor_on_a_blocker_and_distance,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_new_size_keeps_blockers_that_fit, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
