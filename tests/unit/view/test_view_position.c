/* Position mode as drawn at 80x24, read back from the screen: attack
 * counts beside pieces, and check marks and the cursor piece's targets
 * without colour. The expected counts are worked out by hand in the
 * comments, not taken from the program. */
#include "view_screen.h"

#include "chess_square.h"

static explorer_state *position_state(const char *fen)
{
    explorer_options options;
    explorer_default_options(&options);
    options.mode = MODE_POSITION;
    options.fen = fen;
    return test_state(&options);
}

static square named(const char *name)
{
    /* Rank 8 is row 0 of the board. */
    return (square){'8' - name[1], name[0] - 'a'};
}

static void put_cursor(explorer_state *state, const char *name)
{
    state->work.cursor = named(name);
    explorer_refresh_cursor(state);
}

/* Point 6: "Attack counts on occupied squares show at 80x24 too". In the
 * start position, with squares 5 columns wide:
 *   d2 pawn: white queen d1, king e1, bishop c1, knight b1 -> 4/0
 *   e7 pawn: black queen d8, king e8, bishop f8, knight g8 -> 0/4
 *   b1 knight: the rook a1 only (c1 blocks the queen)   -> 1/0
 *   e1 king: the queen d1 beside it                      -> 1/0
 *   a1 rook: nothing                                     -> no figure */
static void test_attack_counts_beside_pieces(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state(NULL);
    explorer_key(state, 'a');
    assert_true(state->show_attacks);
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);
    assert_int_equal(layout.cell_width, 5); /* narrower than 7 */

    char text[16];
    const struct {
        const char *square, *shown;
    } CASES[] = {{"d2", "P4/0"}, {"e7", "p0/4"}, {"b1", "N1/0"},
                 {"e1", "K1/0"}, {"a1", "R"},    {"e3", "2/0"}};
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        test_square_text(&layout, named(CASES[i].square), text, sizeof text);
        assert_string_equal(text, CASES[i].shown);
    }
    explorer_free(state);
    test_screen_close(&ts);
}

/* Squares 4 columns wide: "P4/0" would touch the next square, so the
 * piece shows its total instead, with a free column kept. */
static void test_attack_totals_in_narrow_squares(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state(NULL);
    explorer_key(state, 'a');
    /* The widest screen whose squares are 4 columns wide. */
    view_layout layout = {0};
    for (int cols = 80; cols >= 30 && layout.cell_width != 4; cols--) {
        resizeterm(24, cols);
        layout = view_current_layout(state);
    }
    assert_int_equal(layout.cell_width, 4);
    assert_false(layout.too_small);
    view_draw(state, &ts.style);
    char text[16];
    test_square_text(&layout, named("d2"), text, sizeof text);
    assert_string_equal(text, "P4");
    test_square_text(&layout, named("e7"), text, sizeof text);
    assert_string_equal(text, "p4");
    explorer_free(state);
    test_screen_close(&ts);
}

/* A 12x12 position at 80x24 (squares 3 columns wide): every attacked
 * square shows a count that ends before the square's last column, so no
 * two squares' counts run together ("2/02/03/0"). */
static void test_attack_counts_never_touch(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state(NULL);
    /* s steps through the sizes to 12x12 (at most a few steps). */
    for (int step = 0; step < 10 && explorer_board(state).width != 12;
         step++)
        explorer_key(state, 's');
    assert_int_equal(explorer_board(state).width, 12);
    assert_int_equal(explorer_board(state).height, 12);
    explorer_key(state, 'a');
    assert_true(state->show_attacks);
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);
    assert_false(layout.too_small);
    int with_counts = 0;
    for (int row = 0; row < 12; row++)
        for (int col = 0; col < 12; col++) {
            square sq = {row, col};
            char text[16];
            test_square_text(&layout, sq, text, sizeof text);
            if (strpbrk(text, "0123456789") == NULL)
                continue;
            with_counts++;
            int y = layout.board_top + row * layout.cell_height +
                    (layout.cell_height - 1) / 2;
            int x = layout.board_left + (col + 1) * layout.cell_width - 1;
            assert_int_equal((char)(mvinch(y, x) & A_CHARTEXT), ' ');
        }
    assert_true(with_counts > 10);
    explorer_free(state);
    test_screen_close(&ts);
}

/* Point 8, under NO_COLOR: the king in check and the checker stand out
 * (bold, with "!"), and so do the cursor piece's targets. White king e1 in check from the
 * rook e2 (black king e8): the king's legal moves are d1, f1 and taking
 * on e2 (d2 and f2 are on the rook's rank). */
static void test_monochrome_check_and_targets(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    put_cursor(state, "a5");
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);

    attr_t plain = test_square_attr(&layout, named("b5"));
    attr_t king = test_square_attr(&layout, named("e1"));
    attr_t checker = test_square_attr(&layout, named("e2"));
    attr_t other_king = test_square_attr(&layout, named("e8"));
    assert_int_equal(plain & (A_REVERSE | A_UNDERLINE | A_BOLD), 0);
    /* Bold with "!", never reversed: reversed is the cursor alone (the
     * issue: without colour marks were the same reversed block). */
    assert_true(king & A_BOLD);
    assert_true(checker & A_BOLD);
    assert_false(king & A_REVERSE);
    assert_false(checker & A_REVERSE);
    char mark[16];
    test_square_text(&layout, named("e1"), mark, sizeof mark);
    assert_string_equal(mark, "K!3");
    test_square_text(&layout, named("e2"), mark, sizeof mark);
    assert_string_equal(mark, "r!");
    assert_false(other_king & A_BOLD); /* black is not in check */
    test_square_text(&layout, named("e8"), mark, sizeof mark);
    assert_string_equal(mark, "k");

    /* The cursor on the checked king: reversed like any cursor, and
     * still told from a plain cursor by its "!". */
    put_cursor(state, "e1");
    view_draw(state, &ts.style);
    assert_true(test_square_attr(&layout, named("e1")) & A_REVERSE);
    test_square_text(&layout, named("e1"), mark, sizeof mark);
    assert_string_equal(mark, "K!3");
    put_cursor(state, "e8");
    view_draw(state, &ts.style);
    assert_true(test_square_attr(&layout, named("e8")) & A_REVERSE);
    test_square_text(&layout, named("e8"), mark, sizeof mark);
    assert_string_equal(mark, "k");

    /* The white king's targets: marks on the empty ones, the checker
     * underlined; squares it cannot go to unmarked. */
    put_cursor(state, "e1");
    view_draw(state, &ts.style);
    char text[16];
    const char *targets[] = {"d1", "f1"};
    for (size_t i = 0; i < 2; i++) {
        test_square_text(&layout, named(targets[i]), text, sizeof text);
        assert_string_equal(text, "*");
    }
    const char *not_targets[] = {"d2", "f2", "e3"};
    for (size_t i = 0; i < 3; i++) {
        test_square_text(&layout, named(not_targets[i]), text, sizeof text);
        assert_string_equal(text, "");
    }
    assert_true(test_square_attr(&layout, named("e2")) & A_UNDERLINE);
    assert_false(test_square_attr(&layout, named("e3")) & A_UNDERLINE);

    /* The legend names the check mark with the same attributes. */
    int row = test_screen_find("king in check");
    assert_true(row >= 0);
    explorer_free(state);
    test_screen_close(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_attack_counts_beside_pieces),
        cmocka_unit_test(test_attack_totals_in_narrow_squares),
        cmocka_unit_test(test_attack_counts_never_touch),
        cmocka_unit_test(test_monochrome_check_and_targets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
