/* Input events into the explorer: pastes routed by what is open, bytes
 * that are not keys dropped with a message, long prompt lines refused,
 * and Up/Down recall in prompts. */
#include "explorer_test.h"

#include "explorer_help.h"
#include "explorer_input.h"
#include "explorer_undo.h"
#include "explorer_menu.h"
#include "view_layout.h"

static int setup(void **state)
{
    return explorer_test_setup(state, 0);
}

/* Feeds terminal bytes through the decoder, as the front end does, and
 * ends with a pause. */
static void feed(explorer_state *explorer, const char *bytes, size_t length)
{
    static key_decoder decoder;
    key_event events[KEY_DECODER_EVENTS_MAX];
    key_decoder_init(&decoder);
    for (size_t i = 0; i < length; i++) {
        int n = key_decoder_feed(&decoder, (unsigned char)bytes[i], events);
        for (int e = 0; e < n; e++)
            explorer_input(explorer, &events[e]);
    }
    int n = key_decoder_timeout(&decoder, events);
    for (int e = 0; e < n; e++)
        explorer_input(explorer, &events[e]);
}

#define FEED(explorer, literal) feed(explorer, literal, sizeof literal - 1)

static void paste(explorer_state *explorer, const char *text)
{
    explorer_paste(explorer, text, strlen(text));
}

/* The case: Position mode, placing, Esc, then a FEN pasted with
 * its 1s, a q and a newline: it loads, nothing in it is a key. */
static void test_pasted_fen_loads_and_runs_nothing(void **state)
{
    explorer_state *explorer = *state;
    FEED(explorer, "2eKk\033");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    FEED(explorer, "\033[200~r3k2r/8/8/8/8/8/8/R3K2R b\nq1\033[201~");
    assert_false(explorer->quit);
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    assert_string_equal(explorer->work.position.report.fen,
                        "r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1");
    assert_string_equal(explorer->message, "pasted a position: u undoes it");
    FEED(explorer, "u");
    /* Back to the initial position with the two kings typed on d4, e4. */
    assert_int_equal(explorer_position_letter(&explorer->work.position, 35),
                     'K');
    assert_int_equal(explorer_position_letter(&explorer->work.position, 36),
                     'k');
    assert_int_equal(explorer_position_letter(&explorer->work.position, 0),
                     'r');
}

static void test_pasted_fen_from_another_mode_switches(void **state)
{
    explorer_state *explorer = *state;
    paste(explorer, "  8/8/8/8/8/8/8/K6k w  \n");
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    assert_string_equal(explorer->work.position.report.fen,
                        "8/8/8/8/8/8/8/K6k w - - 0 1");
}

static void test_pasted_board_form_loads(void **state)
{
    explorer_state *explorer = *state;
    paste(explorer, "....k...\n........\n........\n........\n"
                    "........\n........\n........\n....K..R\n");
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    /* In the board form UPPER case is black (README): h1 holds a black
     * rook, FEN letter r. */
    assert_int_equal(explorer_position_letter(&explorer->work.position, 63),
                     'r');
}

/* The 5x5 open knight's tour of tests/data/knight_5x5_open.txt. */
static void test_pasted_tour_grid_loads_into_tour_mode(void **state)
{
    explorer_state *explorer = *state;
    paste(explorer, " 3 10 21 16  5\n20 15  4 11 22\n 9  2 25  6 17\n"
                    "14 19  8 23 12\n 1 24 13 18  7\n");
    assert_int_equal(explorer->work.mode, MODE_TOUR);
    assert_true(explorer->work.tour.loaded);
    assert_int_equal(explorer->work.tour.report.kind, TOUR_OPEN);
    assert_int_equal(explorer->work.board.width, 5);
    FEED(explorer, "u");
    assert_false(explorer->work.tour.loaded);
    assert_int_equal(explorer->work.board.width, 8);
}

/* The same grid with a typo on its third line ("2S" for "25"): the paste
 * gets the reason `o` of the same text gives, not "neither ... nor". */
static void test_pasted_grid_with_a_typo_says_why(void **state)
{
    explorer_state *explorer = *state;
    static const char GRID[] = " 3 10 21 16  5\n20 15  4 11 22\n 9  2 2S  6 "
                               "17\n14 19  8 23 12\n 1 24 13 18  7\n";
    paste(explorer, GRID);
    assert_true(explorer->message_is_error);
    assert_false(explorer->work.tour.loaded);
    assert_false(explorer_has_changes(explorer));
    char pasted[EXPLORER_MESSAGE_MAX];
    snprintf(pasted, sizeof pasted, "%s", explorer->message);
    assert_string_equal(pasted,
                        "pasted tour grid: line 3: '2S' is not a number");
    /* `o` of a file holding the same text names the same line and fault. */
    const char *path = "test-explorer-input-typo-grid.txt";
    FILE *file = fopen(path, "w");
    assert_non_null(file);
    assert_int_equal(fwrite(GRID, 1, sizeof GRID - 1, file), sizeof GRID - 1);
    assert_int_equal(fclose(file), 0);
    FEED(explorer, "3o");
    type(explorer, path);
    explorer_key(explorer, BX_KEY_ENTER);
    remove(path);
    char expected[EXPLORER_MESSAGE_MAX];
    snprintf(expected, sizeof expected,
             "%s: line 3: '2S' is not a number", path);
    assert_string_equal(explorer->message, expected);
}

static void test_other_pastes_are_refused(void **state)
{
    explorer_state *explorer = *state;
    paste(explorer, "hello q\n2");
    assert_false(explorer->quit);
    assert_int_equal(explorer->work.mode, MODE_MOBILITY);
    assert_string_equal(explorer->message,
                        "pasted text is neither a FEN nor a tour grid");
    assert_true(explorer->message_is_error);
    assert_false(explorer_has_changes(explorer));
}

static void test_paste_into_a_prompt_is_text(void **state)
{
    explorer_state *explorer = *state;
    FEED(explorer, "2f");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    /* The value is selected: the paste replaces it; the newline, tab and
     * escape become single spaces and do not apply anything. */
    FEED(explorer, "\033[200~4k3/8/8/8/8/8/8/4K3\n\tw\033x\033[201~");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_string_equal(explorer->line.text, "4k3/8/8/8/8/8/8/4K3 w x");
    FEED(explorer, "\x7f\x7f\r");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.position.report.fen,
                        "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

static void test_bad_bytes_are_dropped_with_a_message_everywhere(void **state)
{
    explorer_state *explorer = *state;
    FEED(explorer, "\xff");
    assert_string_equal(explorer->message,
                        "ignored the byte 0xff: not UTF-8 text");
    FEED(explorer, "l"); /* the next key still works */
    assert_int_equal(explorer->work.cursor.col, 4);
    FEED(explorer, "S\xe1");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_string_equal(explorer->message,
                        "ignored the byte 0xe1: not UTF-8 text");
    FEED(explorer, "\033[24~"); /* F12: unknown here */
    assert_string_equal(explorer->message,
                        "ignored a key this explorer does not know");
    FEED(explorer, "6x6\r");
    assert_int_equal(explorer->work.board.width, 6);
    FEED(explorer, "p\xff");
    assert_int_equal(explorer->focus, FOCUS_MENU);
    assert_true(explorer->message_is_error);
    FEED(explorer, "\033?\xc0");
    assert_int_equal(explorer->focus, FOCUS_HELP);
    assert_true(explorer->message_is_error);
}

/* The case: a FEN, 4,100 blanks and "garbage" was accepted
 * because the line was cut at 4,095 bytes. */
static void test_a_line_over_the_limit_is_refused(void **state)
{
    explorer_state *explorer = *state;
    static char typed[4200];
    int used = snprintf(typed, sizeof typed, "4k3/8/8/8/8/8/8/4K3 w");
    memset(typed + used, ' ', 4100);
    snprintf(typed + used + 4100, sizeof typed - (size_t)used - 4100,
             "garbage");
    type(explorer, "2f");
    type(explorer, typed);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_string_equal(explorer->message,
                        "the line is longer than this prompt's limit of 4095 "
                        "bytes: Ctrl-U clears it");
    assert_string_equal(explorer->work.position.report.fen,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - "
                        "0 1");
    /* Pasted, it is refused before it goes in. */
    explorer_key(explorer, BX_KEY_CTRL_U);
    paste(explorer, typed);
    assert_int_equal(explorer->line.length, 0);
    assert_true(explorer->message_is_error);
}

static void test_up_and_down_recall_lines_of_the_same_prompt(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "S6x6");
    explorer_key(explorer, BX_KEY_ENTER);
    type(explorer, "S7x7");
    explorer_key(explorer, BX_KEY_ENTER);
    type(explorer, "d"); /* another prompt: its own lines */
    explorer_key(explorer, BX_KEY_UP);
    assert_string_equal(explorer->message, "no earlier line");
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "S");
    explorer_key(explorer, BX_KEY_UP);
    assert_string_equal(explorer->line.text, "7x7");
    explorer_key(explorer, BX_KEY_UP);
    assert_string_equal(explorer->line.text, "6x6");
    explorer_key(explorer, BX_KEY_DOWN);
    assert_string_equal(explorer->line.text, "7x7");
    type(explorer, "0"); /* recalled lines are for editing, not replaced */
    assert_string_equal(explorer->line.text, "7x70");
    explorer_key(explorer, BX_KEY_DOWN);
    assert_string_equal(explorer->line.text, "");
}

static void test_menu_letters_only_jump(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "p");
    int at = explorer->menu_index;
    type(explorer, "q");
    assert_int_equal(explorer->focus, FOCUS_MENU); /* q no longer closes */
    type(explorer, "k");
    assert_int_equal(explorer->focus, FOCUS_MENU);
    assert_int_not_equal(explorer->menu_index, at - 1); /* k is no key Up */
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
}

static void test_f1_opens_help(void **state)
{
    explorer_state *explorer = *state;
    FEED(explorer, "\033OP");
    assert_int_equal(explorer->focus, FOCUS_HELP);
}

/* The help opens on the keys of the mode in use; every line is still
 * there, only the order changes. */
static void test_help_starts_with_the_modes_keys(void **unused)
{
    (void)unused;
    assert_string_equal(help_line_in_mode(MODE_TOUR, 0).heading, "Tour mode");
    assert_string_equal(help_line_in_mode(MODE_POSITION, 0).heading,
                        "Position mode");
    assert_string_equal(help_line_in_mode(MODE_MOBILITY, 0).heading,
                        "Mobility mode");
    assert_string_equal(help_line_at(0).heading, "Everywhere"); /* --keys */
    for (int mode = 0; mode < MODE_COUNT; mode++)
        for (int i = 0; i < key_binding_count(); i++) {
            bool found = false;
            for (int line = 0; line < help_line_count(); line++)
                if (help_line_in_mode(mode, line).binding ==
                    key_binding_at(i))
                    found = true;
            assert_true(found);
        }
}

/* The title bar reads " boardex   1 Mobility   2 Position   3 Tour": the
 * tabs start at columns 10, 23 and 36 (0-based) and are 12, 12 and 8 wide. */
static void test_a_click_on_a_tab_switches_mode(void **state)
{
    explorer_state *explorer = *state;
    assert_int_equal(view_layout_tab_at(9), -1);
    assert_int_equal(view_layout_tab_at(10), MODE_MOBILITY);
    assert_int_equal(view_layout_tab_at(21), MODE_MOBILITY);
    assert_int_equal(view_layout_tab_at(23), MODE_POSITION);
    assert_int_equal(view_layout_tab_at(36), MODE_TOUR);
    assert_int_equal(view_layout_tab_at(43), MODE_TOUR);
    assert_int_equal(view_layout_tab_at(44), -1);
    explorer_click_tab(explorer, view_layout_tab_at(40));
    assert_int_equal(explorer->work.mode, MODE_TOUR);
    type(explorer, "p"); /* from the open menu too */
    explorer_click_tab(explorer, MODE_POSITION);
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
}

static void test_a_click_in_the_menu_picks(void **state)
{
    explorer_state *explorer = *state;
    view_layout layout = view_layout_compute(board_standard(), 24, 80);
    type(explorer, "p");
    menu_box box = view_layout_menu(&layout, explorer_menu_count(explorer),
                                    explorer_menu_width(explorer),
                                    explorer->menu_index);
    /* The first entry's row is just under the box's top line. */
    int index = view_layout_menu_entry_at(&box, box.top + 1 + 1,
                                          box.left + 3);
    assert_int_equal(index, box.first + 1);
    explorer_menu_click(explorer, index);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name,
                        piece_preset_at(box.first + 1)->name);
    assert_int_equal(view_layout_menu_entry_at(&box, box.top, box.left + 3),
                     -1); /* the box's title line */
    type(explorer, "p");
    explorer_menu_click(explorer, -1); /* outside: closes, keeps the piece */
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name,
                        piece_preset_at(box.first + 1)->name);
}

/* The terminal is read raw: typed Ctrl-C (0x03) and Ctrl-\ (0x1c) are
 * keys that quit at once, from the board, a prompt and the quit question,
 * and say which key quit (the front end exits 130 and 131 for them); the
 * same bytes inside a paste are text: blanks, on the board as in a
 * prompt, and nothing quits (a FEN followed by them is still a FEN). */
static void test_control_keys_quit_but_pasted_they_are_text(void **state)
{
    explorer_state *explorer = *state;
    FEED(explorer, "\033[200~4k3/8/8/8/8/8/8/4K3 w\003\034\033[201~");
    assert_false(explorer->quit);
    assert_string_equal(explorer->message, "pasted a position: u undoes it");
    FEED(explorer, "\033[200~4k3/8/\0038/8/8/8/8/4K3 w\033[201~");
    assert_false(explorer->quit);
    assert_string_equal(explorer->message,
                        "pasted text is neither a FEN nor a tour grid");
    FEED(explorer, "2f\033[200~8/8/8/8/8/8/8/4K2k\003w\034-\033[201~");
    assert_false(explorer->quit);
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_string_equal(explorer->line.text, "8/8/8/8/8/8/8/4K2k w -");

    FEED(explorer, "\034"); /* typed Ctrl-\ in the prompt */
    assert_true(explorer->quit);
    assert_int_equal(explorer->quit_key, 0x1c);
    explorer->quit = false;
    FEED(explorer, "\033"); /* Esc closes the prompt */
    FEED(explorer, "eK\033q"); /* a king placed: a change, so q asks */
    assert_int_equal(explorer->focus, FOCUS_CONFIRM_QUIT);
    FEED(explorer, "\034");
    assert_true(explorer->quit);
    assert_int_equal(explorer->quit_key, 0x1c);
    explorer->quit = false;
    explorer->focus = FOCUS_BOARD;
    FEED(explorer, "\003");
    assert_true(explorer->quit);
    assert_int_equal(explorer->quit_key, 0x03);
}

int main(void)
{
#define TEST(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
    const struct CMUnitTest tests[] = {
        TEST(test_pasted_fen_loads_and_runs_nothing),
        TEST(test_pasted_fen_from_another_mode_switches),
        TEST(test_pasted_board_form_loads),
        TEST(test_pasted_tour_grid_loads_into_tour_mode),
        TEST(test_pasted_grid_with_a_typo_says_why),
        TEST(test_other_pastes_are_refused),
        TEST(test_paste_into_a_prompt_is_text),
        TEST(test_bad_bytes_are_dropped_with_a_message_everywhere),
        TEST(test_a_line_over_the_limit_is_refused),
        TEST(test_up_and_down_recall_lines_of_the_same_prompt),
        TEST(test_menu_letters_only_jump),
        TEST(test_f1_opens_help),
        cmocka_unit_test(test_help_starts_with_the_modes_keys),
        TEST(test_a_click_on_a_tab_switches_mode),
        TEST(test_a_click_in_the_menu_picks),
        TEST(test_control_keys_quit_but_pasted_they_are_text),
    };
#undef TEST
    return cmocka_run_group_tests(tests, NULL, NULL);
}
