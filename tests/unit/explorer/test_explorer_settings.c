/* Position mode without a FEN (issue 23, items 2 and 4): the settings
 * (c: the side to move, each castling right with the reason when the
 * position cannot have it, the en-passant squares the last double step
 * allows, the clocks), the board turned with F in every mode (screen-
 * relative cursor keys, clicks, handouts drawn turned with their labels)
 * and marks on squares (M cycles, E clears, kept through moves). Every
 * expected FEN and grid row is written out by hand. */
/* mkdtemp */
#define _POSIX_C_SOURCE 200809L

#include "explorer_test.h"
#include "folder_test.h"

#include "board_mark.h"

static char folder[64];

static int make_folder(void **state)
{
    (void)state;
    return test_make_folder(folder, sizeof folder, "settings");
}

static int remove_folder(void **state)
{
    (void)state;
    return test_remove_folder(folder);
}

static int setup(void **state)
{
    int status = explorer_test_setup(state, '2');
    explorer_state *explorer = *state;
    explorer->writes_files = true; /* into the temporary folder only */
    return status;
}

static void set_fen(explorer_state *explorer, const char *fen)
{
    type(explorer, "f");
    answer(explorer, fen);
    assert_false(explorer->message_is_error);
}

static const char *fen_of(const explorer_state *explorer)
{
    return explorer->work.position.report.fen;
}

/* Writes name into the test folder with w and reads it back. */
static void write_and_read(explorer_state *explorer, const char *name,
                           char *text, size_t size)
{
    char path[128];
    size_t len = 0;
    snprintf(path, sizeof path, "%s/%s", folder, name);
    type(explorer, "w");
    answer(explorer, path);
    assert_false(explorer->message_is_error);
    FILE *in = fopen(path, "r");
    assert_non_null(in);
    len = fread(text, 1, size - 1, in);
    fclose(in);
    text[len] = '\0';
}

/* t turns the side to move; the en-passant square of the other side's
 * double step goes with it. */
static void test_side_to_move(void **state)
{
    explorer_state *explorer = *state;
    set_fen(explorer, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    type(explorer, "c");
    assert_int_equal(explorer->focus, FOCUS_SETTINGS);
    type(explorer, "t");
    assert_string_equal(fen_of(explorer), "4k3/8/8/3pP3/8/8/8/4K3 b - - 0 1");
    type(explorer, "t");
    assert_string_equal(fen_of(explorer), "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
}

/* Each right on its own key; given only with its king and rook at home,
 * refused with the square that lacks one. */
static void test_castling_rights_and_reasons(void **state)
{
    explorer_state *explorer = *state;
    set_fen(explorer, "r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
    type(explorer, "cK");
    assert_string_equal(fen_of(explorer), "r3k3/8/8/8/8/8/8/4K2R w K - 0 1");
    type(explorer, "q");
    assert_string_equal(fen_of(explorer), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    type(explorer, "Q");
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "castling Q not allowed: no white rook on a1");
    type(explorer, "k");
    assert_string_equal(explorer->message,
                        "castling k not allowed: no black rook on h8");
    /* Taken away again. */
    type(explorer, "K");
    assert_string_equal(fen_of(explorer), "r3k3/8/8/8/8/8/8/4K2R w q - 0 1");
    /* The king off its square: the king is named first. */
    explorer_key(explorer, BX_KEY_ESCAPE);
    set_fen(explorer, "r2k4/8/8/8/8/8/8/4K2R w - - 0 1");
    type(explorer, "cq");
    assert_string_equal(explorer->message,
                        "castling q not allowed: no black king on e8");
    /* Under seed rules castling is no field. */
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "RcK");
    assert_string_equal(explorer->message,
                        "castling K not allowed: castling exists only under "
                        "fide rules: R switches to them");
}

/* e steps through the squares the last double step could have passed, in
 * board order (c6 before e6), then none; refused with the reason when
 * there is none. */
static void test_en_passant_squares(void **state)
{
    explorer_state *explorer = *state;
    set_fen(explorer, "4k3/8/8/2p1p3/8/8/8/4K3 w - - 0 1");
    type(explorer, "ce");
    assert_string_equal(fen_of(explorer), "4k3/8/8/2p1p3/8/8/8/4K3 w - c6 0 1");
    type(explorer, "e");
    assert_string_equal(fen_of(explorer), "4k3/8/8/2p1p3/8/8/8/4K3 w - e6 0 1");
    type(explorer, "e");
    assert_string_equal(fen_of(explorer), "4k3/8/8/2p1p3/8/8/8/4K3 w - - 0 1");
    /* Black to move: a white pawn on rank 4, here none. */
    type(explorer, "te");
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "no en-passant square: no white pawn on rank 4 with "
                        "the two squares behind it empty could have just "
                        "made a double step");
}

/* h and n type the clocks; a bad number stays open with the reason; the
 * prompt goes back among the settings; one undo takes a setting back. */
static void test_clocks_and_undo(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "ch");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    answer(explorer, "12");
    assert_int_equal(explorer->focus, FOCUS_SETTINGS);
    type(explorer, "n");
    answer(explorer, "0");
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "the move number must be a number from 1 to 9999");
    answer(explorer, "40");
    assert_string_equal(
        fen_of(explorer),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12 40");
    type(explorer, "Z");
    assert_true(explorer->message_is_error);
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "u");
    assert_string_equal(
        fen_of(explorer),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12 1");
}

/* F turns the board: a1 is drawn top right, up on the screen is towards
 * rank 1, right is towards the a-file; it holds in every mode and undo
 * leaves it. */
static void test_flip_turns_screen_and_keys(void **state)
{
    explorer_state *explorer = *state;
    square a1 = {7, 0};
    type(explorer, "F");
    assert_true(explorer->flipped);
    square drawn = explorer_screen_square(explorer, a1);
    assert_int_equal(drawn.row, 0);
    assert_int_equal(drawn.col, 7);
    go_to(explorer, "e4");
    explorer_key(explorer, BX_KEY_UP);
    type(explorer, "l");
    char name[SQUARE_NAME_MAX];
    square_to_fide(explorer_board(explorer), explorer->work.cursor, name,
                   NULL);
    assert_string_equal(name, "d3");
    type(explorer, "1");
    assert_true(explorer->flipped);
    explorer_key(explorer, BX_KEY_DOWN); /* towards rank 8 on screen */
    square_to_fide(explorer_board(explorer), explorer->work.cursor, name,
                   NULL);
    assert_string_equal(name, "d4");
    type(explorer, "2u");
    assert_true(explorer->flipped);
}

/* Clicks on a turned board: the screen's top-left square is h1; e2-e4
 * played by two clicks where e2 and e4 are drawn. */
static void test_move_by_clicks_on_a_turned_board(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "F");
    explorer_click_screen(explorer, (square){0, 0});
    char name[SQUARE_NAME_MAX];
    square_to_fide(explorer_board(explorer), explorer->work.cursor, name,
                   NULL);
    assert_string_equal(name, "h1");
    explorer_key(explorer, BX_KEY_ESCAPE); /* the rook was picked: drop it */
    /* e2 is row 6, file 4 on the board: drawn at row 1, column 3. */
    explorer_click_screen(explorer, (square){1, 3});
    assert_int_equal(explorer->focus, FOCUS_MOVING);
    explorer_click_screen(explorer, (square){3, 3});
    assert_string_equal(
        fen_of(explorer),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
}

/* w follows the screen: the CSV's files run h to a and rank 1 comes
 * first; the SVG's labels likewise; the FEN stays as it is. */
static void test_handouts_follow_the_turned_board(void **state)
{
    explorer_state *explorer = *state;
    static char text[65536];
    type(explorer, "F");
    write_and_read(explorer, "turned.csv", text, sizeof text);
    assert_non_null(strstr(text, "rank,h,g,f,e,d,c,b,a\n"
                                 "1,R0,N2,B0,K0,Q0,B0,N2,R0\n"
                                 "2,P2,P2,P2,P2,P2,P2,P2,P2\n"));
    assert_non_null(strstr(text, "\n8,r0,n2,b0,k0,q0,b0,n2,r0\n"));
    write_and_read(explorer, "turned.svg", text, sizeof text);
    const char *h = strstr(text, ">h</text>"), *a = strstr(text, ">a</text>");
    const char *one = strstr(text, ">1</text>");
    const char *eight = strstr(text, ">8</text>");
    assert_true(h != NULL && a != NULL && h < a);
    assert_true(one != NULL && eight != NULL && one < eight);
    write_and_read(explorer, "turned.fen", text, sizeof text);
    assert_string_equal(
        text, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    /* Mobility mode's lens: a knight's moves, rank 1 first, h to a. */
    type(explorer, "1");
    write_and_read(explorer, "knight.csv", text, sizeof text);
    assert_non_null(strstr(text, "rank,h,g,f,e,d,c,b,a\n"
                                 "1,2,3,4,4,4,4,3,2\n"
                                 "2,3,4,6,6,6,6,4,3\n"));
}

/* M cycles the cursor square's mark through o x ! ? and none; marks stay
 * through a move, undo brings cleared ones back, another size drops
 * them. */
static void test_marks(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    go_to(explorer, "e4");
    int e4 = square_index(ep->pos.size, explorer->work.cursor);
    static const int CYCLE[] = {BOARD_MARK_CIRCLE, BOARD_MARK_CROSS,
                                BOARD_MARK_GOOD, BOARD_MARK_ASK,
                                BOARD_MARK_NONE};
    for (size_t i = 0; i < sizeof CYCLE / sizeof CYCLE[0]; i++) {
        type(explorer, "M");
        assert_int_equal(explorer_position_mark(ep, e4), CYCLE[i]);
    }
    type(explorer, "M");
    go_to(explorer, "d5");
    type(explorer, "MM");
    assert_int_equal(explorer_position_mark_count(ep), 2);
    /* A move keeps them. */
    type(explorer, "m");
    answer(explorer, "e4");
    assert_int_equal(explorer_position_mark(ep, e4), BOARD_MARK_CIRCLE);
    type(explorer, "E");
    assert_int_equal(explorer_position_mark_count(ep), 0);
    type(explorer, "u");
    assert_int_equal(explorer_position_mark_count(ep), 2);
    type(explorer, "s");
    assert_int_equal(explorer_position_mark_count(ep), 0);
}

/* Marks in handouts: the SVG draws each and names it in the legend, the
 * CSV puts its symbol after the square's content. */
static void test_marks_in_handouts(void **state)
{
    explorer_state *explorer = *state;
    static char text[65536];
    go_to(explorer, "e4");
    type(explorer, "M");
    go_to(explorer, "e2");
    type(explorer, "MM");
    write_and_read(explorer, "marks.svg", text, sizeof text);
    assert_non_null(strstr(text, "class=\"mark\""));
    assert_non_null(strstr(text, "marks: o circle, x cross"));
    write_and_read(explorer, "marks.csv", text, sizeof text);
    assert_non_null(strstr(text, "\n4,.,.,.,.,. o,.,.,.\n"));
    assert_non_null(strstr(text, "\n2,P2,P2,P2,P2,P2 x,P2,P2,P2\n"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_side_to_move, setup, teardown),
        cmocka_unit_test_setup_teardown(test_castling_rights_and_reasons,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_en_passant_squares, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_clocks_and_undo, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_flip_turns_screen_and_keys,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_move_by_clicks_on_a_turned_board,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_handouts_follow_the_turned_board,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_marks, setup, teardown),
        cmocka_unit_test_setup_teardown(test_marks_in_handouts, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
