/* Pieces in colour, read back from the screen: in 8 and in 256 colours
 * every piece is drawn in black ink, on a square that is never black, so
 * a piece is never the colour of its square and the ink never contradicts
 * the side (the glyph's fill, or the letter's case, tells the side).
 * Before, a black piece with few moves was drawn in white ink on the
 * basic blue, and a king in check in white ink on red. */
#include "view_screen.h"

static square named(const char *name)
{
    return (square){'8' - name[1], name[0] - 'a'};
}

/* The ink and paper of the colour pair in attr. */
static void inks_of(attr_t attr, short *fg, short *bg)
{
    assert_int_equal(pair_content((short)PAIR_NUMBER(attr), fg, bg), OK);
}

static void check_roles(const view_style *style)
{
    color_role roles[HEAT_LEVELS + 3];
    int count = 0;
    for (int level = 0; level < HEAT_LEVELS; level++)
        roles[count++] = (color_role)(ROLE_HEAT_0 + level);
    roles[count++] = ROLE_LIGHT;
    roles[count++] = ROLE_DARK;
    roles[count++] = ROLE_BAD;
    for (int i = 0; i < count; i++) {
        short fg, bg;
        inks_of(role_attr(style, roles[i]), &fg, &bg);
        assert_int_equal(fg, COLOR_BLACK);
        assert_int_not_equal(bg, COLOR_BLACK);
        assert_int_not_equal(bg, -1); /* not the terminal's own paper */
    }
}

/* Every piece of fen drawn at 80x24: black ink, a letter of its side. */
static void check_pieces(const view_style *style, const char *fen)
{
    explorer_options options;
    explorer_default_options(&options);
    options.mode = MODE_POSITION;
    options.fen = fen;
    explorer_state *state = test_state(&options);
    state->work.cursor = named("d5"); /* empty in both positions */
    explorer_refresh_cursor(state);
    view_draw(state, style);
    view_layout layout = view_current_layout(state);
    int pieces = 0;
    for (int row = 0; row < 8; row++)
        for (int col = 0; col < 8; col++) {
            square sq = {row, col};
            char text[16];
            test_square_text(&layout, sq, text, sizeof text);
            if (text[0] == '\0' || strchr("KQRBNPkqrbnp", text[0]) == NULL)
                continue;
            int y = layout.board_top + row * layout.cell_height +
                    (layout.cell_height - 1) / 2;
            int x = layout.board_left + col * layout.cell_width;
            /* The column of the letter itself. */
            while ((char)(mvinch(y, x) & A_CHARTEXT) != text[0])
                x++;
            short fg, bg;
            inks_of((attr_t)(mvinch(y, x) & A_ATTRIBUTES), &fg, &bg);
            assert_int_equal(fg, COLOR_BLACK);
            assert_int_not_equal(bg, fg);
            pieces++;
        }
    assert_true(pieces >= 3);
    explorer_free(state);
}

static void check_depth(const char *term, color_depth depth, int colors)
{
    FILE *nowhere = fopen("/dev/null", "r+");
    assert_non_null(nowhere);
    SCREEN *screen = newterm(term, nowhere, nowhere);
    assert_non_null(screen);
    resizeterm(24, 80);
    assert_int_equal(colors_detect(false), depth);
    assert_int_equal(COLORS, colors);
    view_style style;
    colors_init(&style, depth, false);
    check_roles(&style);
    /* The start position: rooks, bishops, queens and kings with 0 moves
     * sit on the coolest colour. */
    check_pieces(&style, NULL);
    /* Black in check from the rook e2: the king e8 and the rook in the
     * check colour. */
    check_pieces(&style, "4k3/8/8/8/8/8/4R3/4K3 b - - 0 1");
    endwin();
    delscreen(screen);
    fclose(nowhere);
}

static void test_eight_colours(void **unused)
{
    (void)unused;
    check_depth("xterm", DEPTH_8, 8);
}

static void test_256_colours(void **unused)
{
    (void)unused;
    check_depth("xterm-256color", DEPTH_256, 256);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eight_colours),
        cmocka_unit_test(test_256_colours),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
