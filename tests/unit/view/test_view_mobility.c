/* Mobility mode on screen, read back: the preset menus name the piece Esc
 * keeps and show every description whole with nothing of the panel beside
 * them; the compare lens shows the second piece's strength at 80 and 100
 * columns; blockers and the marks of what a piece may do are in the
 * legend. */
#include "view_screen.h"

#include "explorer_keys.h"
#include "explorer_menu.h"

static void type(explorer_state *state, const char *keys)
{
    for (const char *c = keys; *c != '\0'; c++)
        explorer_key(state, (unsigned char)*c);
}

/* V replaces the second piece (a bishop at the start), p the first (a
 * knight): Esc keeps that one, and the status line says which. */
static void test_menus_name_the_piece_kept(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = test_state(NULL);
    type(state, "V");
    view_draw(state, &ts.style);
    assert_shows("Esc keeps the bishop");
    explorer_key(state, BX_KEY_ESCAPE);
    type(state, "p");
    view_draw(state, &ts.style);
    assert_shows("Esc keeps the knight");
    explorer_free(state);
    test_screen_close(&ts);
}

/* At 120x40 every preset's line is whole, and the rows of the box show
 * nothing right of it (no cut panel lines). */
static void test_menu_whole_at_120x40(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(40, 120);
    explorer_state *state = test_state(NULL);
    type(state, "p");
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);
    menu_box box = view_layout_menu(&layout, piece_preset_count(),
                                    explorer_menu_width(state), 0);
    assert_int_equal(box.rows, piece_preset_count());
    for (int i = 0; i < piece_preset_count(); i++) {
        const piece_preset_info *info = piece_preset_at(i);
        char line[128];
        snprintf(line, sizeof line, "%-12s %-5s %s", info->name, info->betza,
                 info->summary);
        assert_shows(line);
    }
    for (int y = box.top; y < box.top + box.rows + 2; y++) {
        char row[512];
        test_screen_row(y, row, (int)sizeof row);
        /* Trailing blanks are cut: nothing beyond the box's edge. */
        assert_true((int)strlen(row) <= box.left + box.width);
    }
    explorer_free(state);
    test_screen_close(&ts);
}

/* The compare lens with the archbishop (BN, strength 896 on 8x8: the
 * knight's 336 and the bishop's 560) second: the strength is on screen
 * at 80 and at 100 columns. */
static void test_second_strength_shown(void **unused)
{
    (void)unused;
    static const int COLS[] = {80, 100};
    for (int c = 0; c < 2; c++) {
        test_screen ts = test_screen_open(24, COLS[c]);
        explorer_state *state = test_state(NULL);
        type(state, "V");
        while (strcmp(piece_preset_at(state->menu_index)->name,
                      "archbishop") != 0)
            explorer_key(state, BX_KEY_DOWN);
        explorer_key(state, BX_KEY_ENTER);
        type(state, "vv");
        view_draw(state, &ts.style);
        assert_shows("strength 896");
        explorer_free(state);
        test_screen_close(&ts);
    }
}

/* Blockers and the marks: mWcF on d4 with a blocker on e5 it takes and
 * one on d5 it cannot; the legend names each mark on the board, and the
 * panel lists the blockers. */
static void test_legend_names_blockers_and_marks(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = test_state(NULL);
    type(state, "b");
    explorer_key(state, BX_KEY_CTRL_U);
    type(state, "mWcF");
    explorer_key(state, BX_KEY_ENTER);
    explorer_key(state, BX_KEY_UP);
    type(state, "x");
    explorer_key(state, BX_KEY_RIGHT);
    type(state, "x");
    explorer_key(state, BX_KEY_DOWN);
    explorer_key(state, BX_KEY_LEFT);
    view_draw(state, &ts.style);
    assert_shows("blockers d5 e5");
    assert_shows("reached from it");
    assert_shows("o   moves only");
    assert_shows("x   takes only");
    assert_shows("#   blocker (x, X)");
    assert_shows("X   taken");
    explorer_free(state);
    test_screen_close(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_menus_name_the_piece_kept),
        cmocka_unit_test(test_menu_whole_at_120x40),
        cmocka_unit_test(test_second_strength_shown),
        cmocka_unit_test(test_legend_names_blockers_and_marks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
