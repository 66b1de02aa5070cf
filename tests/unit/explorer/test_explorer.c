/* The explorer's state machine, driven by key sequences as a user types
 * them. Links the explorer core and the model, not curses. */
#include "explorer_test.h"

#include "explorer_help.h"
#include "explorer_menu.h"
#include "view_layout.h"

static int setup(void **state)
{
    return explorer_test_setup(state, 0);
}

static void assert_cursor(const explorer_state *explorer, const char *name)
{
    char actual[SQUARE_NAME_MAX];
    assert_int_equal(square_to_fide(explorer->work.board,
                                    explorer->work.cursor, actual, NULL),
                     BX_OK);
    assert_string_equal(actual, name);
}

static void test_starts_with_a_knight_on_d4(void **state)
{
    explorer_state *explorer = *state;
    assert_int_equal(explorer->work.mode, MODE_MOBILITY);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name, "knight");
    assert_int_equal(explorer->mobility.strength, 336);
    assert_cursor(explorer, "d4");
    assert_int_equal(square_set_count(&explorer->reach), 8);
}

static void test_cursor_moves_and_stops_at_edges(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "lll");
    assert_cursor(explorer, "g4");
    type(explorer, "llll");
    assert_cursor(explorer, "h4");
    assert_int_equal(square_set_count(&explorer->reach), 4);
    type(explorer, "kkkkkkkkk");
    assert_cursor(explorer, "h8");
    assert_int_equal(square_set_count(&explorer->reach), 2);
    explorer_key(explorer, BX_KEY_DOWN);
    explorer_key(explorer, BX_KEY_LEFT);
    assert_cursor(explorer, "g7");
    assert_int_equal(square_set_count(&explorer->reach), 4);
    type(explorer, "hhhhhhhhhjjjjjjjjj");
    assert_cursor(explorer, "a1");
    explorer_click(explorer, (square){2, 5});
    assert_cursor(explorer, "f6");
    explorer_click(explorer, (square){8, 0}); /* off the board: ignored */
    assert_cursor(explorer, "f6");
}

static void test_modes_cycle_and_jump(void **state)
{
    explorer_state *explorer = *state;
    explorer_key(explorer, BX_KEY_TAB);
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    explorer_key(explorer, BX_KEY_TAB);
    assert_int_equal(explorer->work.mode, MODE_TOUR);
    explorer_key(explorer, BX_KEY_TAB);
    assert_int_equal(explorer->work.mode, MODE_MOBILITY);
    explorer_key(explorer, BX_KEY_BACK_TAB);
    assert_int_equal(explorer->work.mode, MODE_TOUR);
    type(explorer, "2");
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    type(explorer, "1");
    assert_int_equal(explorer->work.mode, MODE_MOBILITY);
}

static void test_preset_menu_picks_the_bishop(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "p");
    assert_int_equal(explorer->focus, FOCUS_MENU);
    assert_string_equal(piece_preset_at(explorer->menu_index)->name,
                        "knight");
    explorer_key(explorer, BX_KEY_UP);
    assert_string_equal(piece_preset_at(explorer->menu_index)->name,
                        "bishop");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name, "bishop");
    assert_int_equal(explorer->mobility.strength, 560);
    assert_string_equal(explorer->message, "bishop: rides along diagonals");
    /* From d4 a bishop reaches 13 squares. */
    assert_int_equal(square_set_count(&explorer->reach), 13);
}

static void test_preset_menu_wraps_and_cancels(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "p");
    explorer_key(explorer, BX_KEY_HOME);
    explorer_key(explorer, BX_KEY_UP); /* wraps to the last preset */
    assert_int_equal(explorer->menu_index, piece_preset_count() - 1);
    /* A letter jumps to the next name starting with it. */
    type(explorer, "c");
    assert_string_equal(piece_preset_at(explorer->menu_index)->name, "camel");
    type(explorer, "c");
    assert_string_equal(piece_preset_at(explorer->menu_index)->name,
                        "centaur");
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name, "knight");
    assert_int_equal(explorer->mobility.strength, 336);
}

static void test_define_a_custom_piece(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "d");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_int_equal(explorer->prompt, PROMPT_ONCE);
    /* Pre-filled with the knight's leaps. */
    assert_string_equal(explorer->line.text,
                        "(-2,-1) (-2,1) (-1,-2) (-1,2) (1,-2) (1,2) (2,-1) "
                        "(2,1)");
    explorer_key(explorer, BX_KEY_CTRL_U);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->prompt, PROMPT_REPEATED);
    assert_string_equal(explorer->line.text, "");
    type(explorer, "(1,1) (1,-1) (-1,1) (-1,-1)");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name, "custom");
    assert_int_equal(explorer->mobility.strength, 560);
    direction_list once, repeated;
    piece_directions(&explorer->work.piece, 1, &once);
    piece_directions(&explorer->work.piece, PIECE_RANGE_UNLIMITED, &repeated);
    assert_int_equal(once.count, 0);
    assert_int_equal(repeated.count, 4);
}

static void test_bad_directions_keep_the_prompt(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "d");
    answer(explorer, "(0,0)");
    assert_int_equal(explorer->prompt, PROMPT_ONCE);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message, "invalid direction: (0,0)");
    assert_string_equal(explorer->line.text, "(0,0)");
    assert_int_equal(explorer->mobility.strength, 336);
    /* Fix it by editing: Home, Right, Delete the 0, type 1. */
    explorer_key(explorer, BX_KEY_HOME);
    explorer_key(explorer, BX_KEY_RIGHT);
    explorer_key(explorer, BX_KEY_DELETE);
    type(explorer, "1");
    assert_string_equal(explorer->line.text, "(1,0)");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->prompt, PROMPT_REPEATED);
    /* Esc on the second prompt changes nothing at all. */
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name, "knight");
    assert_int_equal(explorer->mobility.strength, 336);
}

static void test_keys_in_a_prompt_are_text(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "S");
    assert_int_equal(explorer->prompt, PROMPT_SIZE);
    assert_string_equal(explorer->line.text, "8x8");
    explorer_key(explorer, BX_KEY_END); /* keep "8x8" to add to it */
    type(explorer, "q?p");
    assert_false(explorer->quit);
    assert_string_equal(explorer->line.text, "8x8q?p");
    explorer_key(explorer, BX_KEY_BACKSPACE);
    explorer_key(explorer, BX_KEY_BACKSPACE);
    explorer_key(explorer, BX_KEY_BACKSPACE);
    explorer_key(explorer, BX_KEY_CTRL_A);
    type(explorer, "1");
    explorer_key(explorer, BX_KEY_CTRL_E);
    type(explorer, "0");
    assert_string_equal(explorer->line.text, "18x80");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->prompt, PROMPT_SIZE);
    assert_true(explorer->message_is_error);
    assert_int_equal(explorer->work.board.width, 8);
}

static void test_sizes(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "s");
    assert_int_equal(explorer->work.board.width, 5);
    assert_int_equal(explorer->work.board.height, 5);
    assert_int_equal(explorer->mobility.strength, 96);
    assert_true(square_on_board(explorer->work.board, explorer->work.cursor));
    type(explorer, "sss");
    assert_int_equal(explorer->work.board.width, 10);
    assert_int_equal(explorer->work.board.height, 10);
    type(explorer, "ss");
    assert_int_equal(explorer->work.board.width, 8);
    assert_int_equal(explorer->work.board.height, 8);
    type(explorer, "S");
    answer(explorer, "10x8");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_int_equal(explorer->work.board.width, 10);
    assert_int_equal(explorer->work.board.height, 8);
    /* The multiplication sign (U+00D7, its UTF-8 bytes as the terminal
     * sends them) and a trailing blank, as a size is often written or
     * copied. */
    type(explorer, "S");
    answer(explorer, "6\xc3\x97" "7 ");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_int_equal(explorer->work.board.width, 6);
    assert_int_equal(explorer->work.board.height, 7);
    type(explorer, "S");
    answer(explorer, "10x8");
    /* 10x8 is in the cycle: s goes on to 10x10. */
    type(explorer, "s");
    assert_int_equal(explorer->work.board.height, 10);
    /* A size off the cycle goes back to 8x8. */
    type(explorer, "S");
    answer(explorer, "26x26");
    type(explorer, "jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjlllllllllllllllllllllllllll");
    assert_cursor(explorer, "z1");
    type(explorer, "s");
    assert_int_equal(explorer->work.board.width, 8);
    assert_cursor(explorer, "h1");
}

static void test_help_quit_and_repaint(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "?");
    assert_int_equal(explorer->focus, FOCUS_HELP);
    /* End shows the last full page: its first row is the help's rows
     * less a page (one row a line until the screen measures it). */
    explorer_key(explorer, BX_KEY_END);
    assert_int_equal(explorer->help_rows, help_line_count());
    assert_int_equal(explorer->help_scroll,
                     help_line_count() - explorer->page_lines);
    type(explorer, "q"); /* closes the help, does not quit */
    assert_false(explorer->quit);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    explorer_key(explorer, BX_KEY_CTRL_L);
    assert_true(explorer->repaint);
    type(explorer, "y");
    assert_string_equal(explorer->message,
                        "y does nothing in Mobility mode; ? lists the keys");
    assert_false(explorer->message_is_error);
    explorer_key(explorer, 0xe9); /* é typed on the board */
    assert_string_equal(explorer->message, "\xc3\xa9 does nothing in Mobility "
                                           "mode; ? lists the keys");
    type(explorer, "d");
    explorer_key(explorer, BX_KEY_CTRL_C); /* quits even from a prompt */
    assert_true(explorer->quit);
}

/* Whatever is typed, the state stays whole: the cursor on the board, the
 * prompt line terminated, indexes in range. A fixed seed keeps it
 * repeatable; g (a tour search) is left out to keep it quick. */
static void test_random_keys_keep_the_state_whole(void **state)
{
    explorer_state *explorer = *state;
    static const int SPECIAL[] = {
        BX_KEY_UP,     BX_KEY_DOWN,      BX_KEY_LEFT,
        BX_KEY_RIGHT,  BX_KEY_HOME,      BX_KEY_END,
        BX_KEY_DELETE, BX_KEY_PAGE_UP,   BX_KEY_PAGE_DOWN,
        BX_KEY_TAB,    BX_KEY_BACK_TAB,  BX_KEY_ENTER,
        BX_KEY_ESCAPE, BX_KEY_BACKSPACE, BX_KEY_CTRL_U,
        BX_KEY_CTRL_A, BX_KEY_CTRL_E,    BX_KEY_CTRL_L};
    uint32_t seed = 12345;
    for (int i = 0; i < 200000; i++) {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        size_t specials = sizeof SPECIAL / sizeof SPECIAL[0];
        int key = seed % 4 == 0 ? SPECIAL[(seed >> 8) % specials]
                                : (int)(0x20 + (seed >> 8) % 0x60);
        if (key == 'g' || key == 'q' || key == 0x7F)
            continue;
        explorer_key(explorer, key);
        board_size board = explorer_board(explorer);
        assert_true(square_on_board(board, explorer->work.cursor));
        assert_int_equal((int)strlen(explorer->line.text),
                         explorer->line.length);
        assert_true(explorer->line.cursor >= 0 &&
                    explorer->line.cursor <= explorer->line.length);
        assert_true(explorer->menu_index >= 0 &&
                    explorer->menu_index < explorer_menu_count(explorer));
        assert_true(explorer->help_scroll >= 0 &&
                    explorer->help_scroll < help_line_count());
        assert_true(explorer->work.mode >= 0 &&
                    explorer->work.mode < MODE_COUNT);
        if (explorer->work.tour.loaded)
            assert_true(explorer->work.tour.shown >= 1 &&
                        explorer->work.tour.shown <=
                            explorer->work.tour.report.count);
        assert_false(explorer->quit);
    }
}

static void test_every_key_row_is_in_the_help(void **unused)
{
    (void)unused;
    for (int i = 0; i < key_binding_count(); i++) {
        const key_binding *row = key_binding_at(i);
        bool found = false;
        assert_non_null(row->action);
        assert_non_null(row->help);
        /* The help screen's line, "  KEYS(22) HELP", fits 80 columns. */
        assert_true(strlen(row->help) <= 80 - 1 - 2 - 22 - 1);
        assert_true(row->keys[0] != 0);
        for (int line = 0; line < help_line_count(); line++)
            if (help_line_at(line).binding == row)
                found = true;
        assert_true(found);
    }
    assert_string_equal(help_line_at(0).heading, "Everywhere");
}

static void test_betza_prompt(void **state)
{
    explorer_state *explorer = *state;
    /* The knight's Betza is in the prompt; the panel shows it too. */
    assert_string_equal(explorer->work.piece_betza, "N");
    type(explorer, "b");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_int_equal(explorer->prompt, PROMPT_BETZA);
    assert_string_equal(explorer->line.text, "N");
    /* A bad entry: the message, its position, and the prompt stays. */
    answer(explorer, "WfX");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "invalid Betza: 'X' at 3 (expected an atom after "
                        "the modifiers)");
    assert_int_equal(explorer->message_at, 3);
    assert_string_equal(explorer->work.piece_name, "knight");
    /* Editing clears the caret with the message. */
    explorer_key(explorer, BX_KEY_BACKSPACE);
    assert_int_equal(explorer->message_at, 0);
    type(explorer, "F");
    explorer_key(explorer, BX_KEY_ENTER);
    /* The gold general WfF: W from every square (4 * 56) plus the two
     * forward diagonals (2 * 49): 322; from d4, 6 squares. */
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name, "custom");
    assert_string_equal(explorer->work.piece_betza, "WfF");
    assert_int_equal(explorer->mobility.strength, 322);
    assert_int_equal(square_set_count(&explorer->reach), 6);
    /* A preset written in Betza is that preset. */
    type(explorer, "b");
    answer(explorer, "NN");
    assert_string_equal(explorer->work.piece_name, "nightrider");
    assert_string_equal(explorer->work.piece_betza, "NN");
    /* Esc changes nothing. */
    type(explorer, "b");
    explorer_key(explorer, BX_KEY_CTRL_U);
    type(explorer, "K");
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_string_equal(explorer->work.piece_name, "nightrider");
    /* A preset from the menu brings its Betza; directions typed with d
     * have none. */
    type(explorer, "p");
    explorer_key(explorer, BX_KEY_HOME);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_string_equal(explorer->work.piece_name, "king");
    assert_string_equal(explorer->work.piece_betza, "K");
    type(explorer, "d");
    answer(explorer, "1,2");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_string_equal(explorer->work.piece_name, "custom");
    assert_string_equal(explorer->work.piece_betza, "");
}

static void test_direction_prompts_show_the_compass(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "d");
    assert_non_null(strstr(explorer_prompt_guide(explorer->prompt),
                           "(-1,0) = up, towards the top rank"));
    explorer_key(explorer, BX_KEY_ENTER);
    assert_non_null(strstr(explorer_prompt_guide(explorer->prompt),
                           "(-1,0) = up, towards the top rank"));
}

static void test_prompt_guides_fit_80_columns(void **unused)
{
    (void)unused;
    for (int kind = PROMPT_ONCE; kind <= PROMPT_TOUR_FILE; kind++) {
        assert_true(strlen(explorer_prompt_guide((prompt_kind)kind)) > 0);
        assert_true(strlen(explorer_prompt_guide((prompt_kind)kind)) <= 79);
        assert_true(strlen(explorer_prompt_label((prompt_kind)kind)) > 0);
    }
}

static void test_key_names(void **unused)
{
    (void)unused;
    char name[KEY_NAME_MAX];
    key_code_name(BX_KEY_CTRL_L, name);
    assert_string_equal(name, "Ctrl-L");
    key_code_name('p', name);
    assert_string_equal(name, "p");
    key_code_name(' ', name);
    assert_string_equal(name, "Space");
    key_code_name(BX_KEY_BACK_TAB, name);
    assert_string_equal(name, "Shift-Tab");
    /* Typed characters by themselves, as UTF-8 (é is U+00E9, C3 A9; the
     * knight U+2658, E2 99 98), not as numbers; C1 controls as U+. */
    key_code_name(0xe9, name);
    assert_string_equal(name, "\xc3\xa9");
    key_code_name(0x2658, name);
    assert_string_equal(name, "\xe2\x99\x98");
    key_code_name(0x85, name);
    assert_string_equal(name, "U+0085");
    key_code_name(0x1c, name);
    assert_string_equal(name, "Ctrl-\\");
}

static void test_layout(void **unused)
{
    (void)unused;
    board_size standard = board_standard();
    view_layout small = view_layout_compute(standard, 24, 80);
    assert_false(small.too_small);
    assert_int_equal(small.cell_width, 5);
    assert_int_equal(small.cell_height, 2);
    assert_true(small.panel_width >= LAYOUT_PANEL_MIN);
    assert_true(small.files_row < small.status_row);

    view_layout large = view_layout_compute(standard, 40, 120);
    assert_int_equal(large.cell_width, 7);
    assert_int_equal(large.cell_height, 3);
    /* 9x4 squares only where the panel keeps 44 columns. */
    view_layout five = view_layout_compute((board_size){5, 5}, 40, 120);
    assert_int_equal(five.cell_width, 9);
    assert_int_equal(five.cell_height, 4);
    assert_true(five.panel_width >= 44);
    view_layout wide = view_layout_compute(standard, 50, 160);
    assert_int_equal(wide.cell_width, 9);

    board_size biggest = {26, 26};
    view_layout tight = view_layout_compute(biggest, 24, 80);
    assert_true(tight.too_small);
    /* The least: 2-column squares, the panel's 4 rows below the board. */
    assert_int_equal(tight.need_cols, 4 + 52 + 1);
    assert_int_equal(tight.need_lines, 26 + 5 + 4);
    view_layout roomy = view_layout_compute(biggest, 40, 120);
    assert_false(roomy.too_small);
    assert_int_equal(roomy.cell_width, 3);

    /* Every number readable (the issue): a 12x12 tour's 144 needs squares
     * of 3 digits and a space. At 80x24 that is 4 + 12 * 5 + 1 = 65
     * columns for the board, too narrow for the 30-column panel beside it
     * (4 + 60 + 1 + 2 + 30 = 97 > 80; 4-wide squares give 87), so the
     * panel goes below: 2 + 12 + 1 + 2 = 17 lines and 4 panel rows fit 24. */
    layout_needs three_digits = {.min_cell_width = 4, .board_only = false};
    view_layout tour12 =
        view_layout_fit((board_size){12, 12}, 24, 80, &three_digits);
    assert_false(tour12.too_small);
    assert_true(tour12.cell_width >= 4);
    assert_true(tour12.panel_below);
    assert_true(tour12.panel_top > tour12.files_row);
    assert_true(tour12.panel_bottom - tour12.panel_top + 1 >=
                LAYOUT_PANEL_BELOW_MIN);
    /* 26x26 with 676 at 120x40: 4 + 26 * 4 + 1 = 109 columns, 31 lines and
     * the panel below. */
    view_layout tour26 =
        view_layout_fit(biggest, 40, 120, &three_digits);
    assert_false(tour26.too_small);
    assert_int_equal(tour26.cell_width, 4);
    assert_true(tour26.panel_below);
    /* At 80x24 it cannot be drawn with every number: too small, and the
     * size it needs is said. */
    view_layout no26 = view_layout_fit(biggest, 24, 80, &three_digits);
    assert_true(no26.too_small);
    assert_int_equal(no26.need_cols, 109);
    assert_int_equal(no26.need_lines, 35);
    /* z: the board alone takes the largest squares the screen holds. */
    layout_needs alone = {.min_cell_width = 2, .board_only = true};
    view_layout bare = view_layout_fit(standard, 24, 80, &alone);
    assert_int_equal(bare.panel_width, 0);
    /* 7x3 squares need 2 + 8 * 3 + 3 = 29 lines > 24: 5x2 it is. */
    assert_int_equal(bare.cell_width, 5);
    view_layout bare_large = view_layout_fit(standard, 40, 120, &alone);
    assert_int_equal(bare_large.cell_width, 9); /* 2 + 32 + 3 = 37 <= 40 */

    square sq;
    /* The first column of square b7 on the 80x24 layout. */
    assert_true(view_layout_square_at(&small, standard, small.board_top + 2,
                                      small.board_left + 5, &sq));
    assert_int_equal(sq.row, 1);
    assert_int_equal(sq.col, 1);
    assert_false(view_layout_square_at(&small, standard, 0, 0, &sq));
    assert_false(view_layout_square_at(&small, standard, small.files_row,
                                       small.board_left, &sq));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_starts_with_a_knight_on_d4,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_cursor_moves_and_stops_at_edges,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_modes_cycle_and_jump, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_preset_menu_picks_the_bishop,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_preset_menu_wraps_and_cancels,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_define_a_custom_piece, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_bad_directions_keep_the_prompt,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_keys_in_a_prompt_are_text, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_sizes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_help_quit_and_repaint, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_random_keys_keep_the_state_whole,
                                        setup, teardown),
        cmocka_unit_test(test_every_key_row_is_in_the_help),
        cmocka_unit_test_setup_teardown(test_betza_prompt, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_direction_prompts_show_the_compass, setup, teardown),
        cmocka_unit_test(test_prompt_guides_fit_80_columns),
        cmocka_unit_test(test_key_names),
        cmocka_unit_test(test_layout),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
