/* Undo and redo of every kind of change, and the quit question. */
#include "explorer_test.h"

#include "explorer_input.h"
#include "explorer_undo.h"

static int setup(void **state)
{
    return explorer_test_setup(state, 0);
}

static void press(explorer_state *explorer, int key)
{
    explorer_key(explorer, key);
}

/* The FEN letter on a square named like "c2" (files a-h, ranks 8-1). */
static char letter_at(const explorer_state *explorer, const char *name)
{
    int file = name[0] - 'a', rank = name[1] - '0';
    return explorer_position_letter(&explorer->work.position,
                                    (8 - rank) * 8 + file);
}

static void test_placing_is_undone_and_redone(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "2C"); /* Position mode, an empty board */
    /* The cursor starts on d4; up to c2 is two down and one left. */
    type(explorer, "jjh");
    type(explorer, "eQ");
    assert_int_equal(letter_at(explorer, "c2"), 'Q');
    type(explorer, "u"); /* undo works while placing */
    assert_int_equal(explorer->focus, FOCUS_PLACING);
    assert_int_equal(letter_at(explorer, "c2"), POSITION_EMPTY);
    assert_string_equal(explorer->message,
                        "undone: placed Q on c2 (Ctrl-R redoes it)");
    press(explorer, BX_KEY_CTRL_R);
    assert_int_equal(letter_at(explorer, "c2"), 'Q');
    assert_string_equal(explorer->message, "redone: placed Q on c2");
    press(explorer, BX_KEY_ESCAPE);
    /* C, then u brings the queen back. */
    type(explorer, "C");
    assert_int_equal(letter_at(explorer, "c2"), POSITION_EMPTY);
    type(explorer, "u");
    assert_int_equal(letter_at(explorer, "c2"), 'Q');
    assert_string_equal(explorer->message,
                        "undone: cleared the board (Ctrl-R redoes it)");
    type(explorer, "uu"); /* the queen, then the first C */
    assert_int_equal(letter_at(explorer, "e1"), 'K'); /* initial again */
    type(explorer, "u");
    assert_string_equal(explorer->message, "nothing to undo");
}

static void test_every_kind_of_change_is_undoable(void **state)
{
    explorer_state *explorer = *state;
    /* A piece picked from the menu: the bishop is the fourth preset. */
    int strength = explorer->mobility.strength;
    type(explorer, "p");
    type(explorer, "b");
    press(explorer, BX_KEY_ENTER);
    assert_string_equal(explorer->work.piece_name, "bishop");
    /* A board size, cycled and typed. */
    type(explorer, "s");
    assert_int_equal(explorer->work.board.width, 5);
    type(explorer, "S10x10");
    press(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->work.board.width, 10);
    /* Tour mode: the closed toggle. */
    type(explorer, "3c");
    assert_true(explorer->work.tour.closed);
    /* Back through all of it. */
    type(explorer, "u");
    assert_false(explorer->work.tour.closed);
    assert_string_equal(explorer->message,
                        "undone: required closed tours (Ctrl-R redoes it)");
    type(explorer, "u");
    assert_int_equal(explorer->work.board.width, 5);
    assert_string_equal(explorer->message,
                        "undone: board 10x10 (Ctrl-R redoes it)");
    type(explorer, "u");
    assert_int_equal(explorer->work.board.width, 8);
    type(explorer, "u");
    assert_string_equal(explorer->work.piece_name, "knight");
    assert_int_equal(explorer->mobility.strength, strength);
    assert_string_equal(explorer->message,
                        "undone: picked the bishop (Ctrl-R redoes it)");
    /* A defined piece (d), then a FEN: both undone. */
    type(explorer, "1d");
    press(explorer, BX_KEY_CTRL_U);
    press(explorer, BX_KEY_ENTER);
    press(explorer, BX_KEY_CTRL_U);
    type(explorer, "(1,1)");
    press(explorer, BX_KEY_ENTER);
    assert_string_equal(explorer->work.piece_name, "custom");
    type(explorer, "u");
    assert_string_equal(explorer->work.piece_name, "knight");
    type(explorer, "2f4k3/8/8/8/8/8/8/4K3 w");
    press(explorer, BX_KEY_ENTER);
    assert_int_equal(letter_at(explorer, "a1"), POSITION_EMPTY);
    type(explorer, "u");
    assert_int_equal(letter_at(explorer, "a1"), 'R');
    /* Moving the cursor or switching modes is no change. */
    type(explorer, "jj1");
    type(explorer, "u");
    assert_string_equal(explorer->message, "nothing to undo");
}

static void test_a_hundred_steps_and_more(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "2C");
    /* 150 changes: place a pawn, empty it, ... on d4. */
    for (int i = 0; i < 75; i++) {
        type(explorer, "eP");
        press(explorer, BX_KEY_LEFT);
        type(explorer, "x");
        press(explorer, BX_KEY_ESCAPE);
    }
    int undone = 0;
    while (explorer_undo(explorer))
        undone++;
    assert_int_equal(undone, EXPLORER_UNDO_STEPS);
    assert_true(undone >= 100);
    /* The oldest steps fell out: the changes are still there to lose. */
    assert_true(explorer_has_changes(explorer));
    int redone = 0;
    while (explorer_redo(explorer))
        redone++;
    assert_int_equal(redone, EXPLORER_UNDO_STEPS);
    assert_int_equal(letter_at(explorer, "d4"), POSITION_EMPTY);
}

static void test_a_new_change_drops_the_redo_steps(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "2C");
    type(explorer, "u");
    type(explorer, "I"); /* initial: the same as before C, so no change */
    assert_string_equal(explorer->message, "the initial position");
    type(explorer, "C");
    type(explorer, "u");
    type(explorer, "eK");
    press(explorer, BX_KEY_ESCAPE);
    press(explorer, BX_KEY_CTRL_R);
    assert_string_equal(explorer->message, "nothing to redo");
}

static void test_quit_asks_only_with_changes(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "q");
    assert_true(explorer->quit); /* nothing to lose: at once */
    explorer->quit = false;
    type(explorer, "s");
    type(explorer, "q");
    assert_false(explorer->quit);
    assert_string_equal(explorer->message, "quit and lose the changes? y/n");
    type(explorer, "n");
    assert_false(explorer->quit);
    assert_int_equal(explorer->work.board.width, 5); /* n did nothing else */
    type(explorer, "q");
    type(explorer, "s"); /* any other key stays, and is not a command */
    assert_false(explorer->quit);
    assert_int_equal(explorer->work.board.width, 5);
    type(explorer, "qy");
    assert_true(explorer->quit);
}

static void test_quit_after_undoing_everything_is_at_once(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "su");
    type(explorer, "q");
    assert_true(explorer->quit);
}

static void test_ctrl_c_quits_at_once(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "s");
    press(explorer, BX_KEY_CTRL_C);
    assert_true(explorer->quit);
}

/* An undo names the change, not the key's help ("apply the line ..."). */
static void test_undo_names_the_change(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "b");
    answer(explorer, "WfF");
    type(explorer, "u");
    assert_string_equal(explorer->message,
                        "undone: piece made WfF (Ctrl-R redoes it)");
    press(explorer, BX_KEY_CTRL_R);
    assert_string_equal(explorer->message, "redone: piece made WfF");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_undo_names_the_change, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_placing_is_undone_and_redone,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_every_kind_of_change_is_undoable,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_hundred_steps_and_more, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(
            test_a_new_change_drops_the_redo_steps, setup, teardown),
        cmocka_unit_test_setup_teardown(test_quit_asks_only_with_changes,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_quit_after_undoing_everything_is_at_once, setup, teardown),
        cmocka_unit_test_setup_teardown(test_ctrl_c_quits_at_once, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
