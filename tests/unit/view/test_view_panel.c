/* The panel at 80x24, read back from the screen: every legend line about
 * something on the board is there in every mode, for every preset and
 * lens; the tour panel below a 12x12 board shows where the tour stands;
 * and where fields do not fit, a row says so (nothing cut silently). */
#include "view_screen.h"

#include "explorer_tour_play.h"
#include "key_binding.h"

/* A legend cut short ("... 3 more") or a panel cut without its note. */
static void assert_nothing_cut_silently(void)
{
    char row[512];
    for (int y = 0; y < LINES; y++) {
        test_screen_row(y, row, (int)sizeof row);
        const char *more = strstr(row, "... ");
        if (more != NULL && strstr(more, "more") != NULL)
            assert_non_null(strstr(more, "more: a taller terminal"));
    }
}

/* Each legend value with its count, as panel_legend draws it ("  2  4
 * sq"): every group of the table must be on screen. */
static void assert_legend_groups(const mobility_group *groups, int count,
                                 const char *unit)
{
    char entry[32];
    for (int g = 0; g < count; g++) {
        snprintf(entry, sizeof entry, "%3d  %d %s", groups[g].moves,
                 groups[g].squares, unit);
        assert_shows(entry);
    }
}

static void test_mobility_legend_every_preset(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = test_state(NULL);

    for (int i = 0; i < piece_preset_count(); i++) {
        const piece_preset_info *info = piece_preset_at(i);
        piece_spec piece;
        assert_int_equal(piece_from_name(info->name, &piece, NULL), BX_OK);
        assert_int_equal(explorer_set_piece(state, &piece, info->name, NULL),
                         BX_OK);
        view_draw(state, &ts.style);
        assert_shows("Legend: moves, squares");
        assert_legend_groups(state->mobility.groups,
                             state->mobility.group_count, "sq");
        assert_shows("8  cursor");
        assert_shows("reached from it");
        assert_nothing_cut_silently();
    }
    explorer_free(state);
    test_screen_close(&ts);
}

/* The sizes: boards up to 12x12 at 80x24 and up to 26x26 at
 * 120x40, every preset: where the board is drawn, its legend is whole. */
static void test_mobility_legend_every_size(void **unused)
{
    (void)unused;
    static const struct {
        int lines, cols, largest;
    } SCREENS[] = {{24, 80, 12}, {40, 120, 26}};
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = test_state(NULL);
    int drawn = 0, below = 0;
    for (size_t s = 0; s < 2; s++) {
        resizeterm(SCREENS[s].lines, SCREENS[s].cols);
        for (int n = 5; n <= SCREENS[s].largest; n++) {
            board_size board = {n, n};
            assert_int_equal(explorer_set_board(state, board, NULL), BX_OK);
            for (int i = 0; i < piece_preset_count(); i++) {
                const piece_preset_info *info = piece_preset_at(i);
                piece_spec piece;
                assert_int_equal(piece_from_name(info->name, &piece, NULL),
                                 BX_OK);
                assert_int_equal(
                    explorer_set_piece(state, &piece, info->name, NULL),
                    BX_OK);
                view_draw(state, &ts.style);
                view_layout layout = view_current_layout(state);
                if (layout.too_small)
                    continue;
                drawn++;
                below += layout.panel_below;
                assert_shows("reached from it");
                assert_nothing_cut_silently();
            }
        }
    }
    /* Most are drawn, some with the panel below the board. */
    print_message("%d drawn, %d with the panel below\n", drawn, below);
    assert_true(drawn > 200);
    assert_true(below > 0);
    explorer_free(state);
    test_screen_close(&ts);
}

static void test_mobility_other_lenses(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = test_state(NULL);

    explorer_key(state, 'v'); /* distance */
    assert_int_equal(state->lens, LENS_DISTANCE);
    view_draw(state, &ts.style);
    assert_shows("Legend: moves needed, squares");
    /* A knight from d4 reaches every square of 8x8: d4 itself at 0 and
     * its 8 moves at 1. */
    assert_shows("  0  1 sq");
    assert_shows("  1  8 sq");
    assert_shows("reached from it");
    assert_nothing_cut_silently();

    explorer_key(state, 'v'); /* compare */
    assert_int_equal(state->lens, LENS_COMPARE);
    view_draw(state, &ts.style);
    assert_shows("Legend: first minus second");
    assert_shows("equal");
    assert_shows("reached from it");
    assert_nothing_cut_silently();
    explorer_free(state);
    test_screen_close(&ts);
}

static explorer_state *position_state(const char *fen)
{
    explorer_options options;
    explorer_default_options(&options);
    options.mode = MODE_POSITION;
    options.fen = fen;
    return test_state(&options);
}

/* Position mode, moves and attacks, in and out of check: the legend's
 * marks (cursor, where it goes, check) all show under the FEN. */
static void test_position_legend(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    const char *fens[] = {
        NULL,
        /* Fool's mate: white is mated by the queen on h4. */
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        /* A double check from a knight and a bishop. */
        "4k3/8/8/1b6/8/3n4/8/4K3 w - - 0 1",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        explorer_state *state = position_state(fens[i]);
        for (int attacks = 0; attacks < 2; attacks++) {
            view_draw(state, &ts.style);
            assert_shows("FEN");
            assert_shows(attacks ? "Legend: attackers, squares"
                                 : "Legend: moves, pieces");
            assert_shows("8  cursor");
            assert_shows("where it goes");
            assert_shows("king in check, checkers");
            assert_nothing_cut_silently();
            explorer_key(state, 'a');
        }
        explorer_free(state);
    }
    test_screen_close(&ts);
}

/* Position mode on every size s steps through, at 80x24, moves and
 * attacks: the legend's marks are all there. */
static void test_position_legend_every_size(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state(NULL);
    int sizes = 0;
    board_size first = explorer_board(state);
    do {
        for (int attacks = 0; attacks < 2; attacks++) {
            view_draw(state, &ts.style);
            if (!view_current_layout(state).too_small) {
                assert_shows("where it goes");
                assert_shows("king in check, checkers");
                assert_nothing_cut_silently();
            }
            explorer_key(state, 'a');
        }
        explorer_key(state, 's');
        sizes++;
    } while (sizes < 20 &&
             (explorer_board(state).width != first.width ||
              explorer_board(state).height != first.height));
    assert_true(sizes >= 4);
    explorer_free(state);
    test_screen_close(&ts);
}

/* Tour mode on 12x12 with a tour just found by g. */
static explorer_state *tour_12x12_found(void)
{
    explorer_options options;
    explorer_default_options(&options);
    options.board = (board_size){12, 12};
    options.mode = MODE_TOUR;
    explorer_state *state = test_state(&options);
    explorer_key(state, 'g');
    return state;
}

/* A 12x12 tour at 80x24: the panel goes below the board, and the step
 * line and the path legend must be there (today the step was cut). */
static void test_tour_panel_below_12x12(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = tour_12x12_found();
    assert_true(state->work.tour.loaded);
    explorer_tour_jump(state, 20);
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);
    assert_true(layout.panel_below);

    char step[64];
    int at = explorer_tour_square_of(&state->work.tour, 20);
    int next = explorer_tour_square_of(&state->work.tour, 21);
    square a = square_at(explorer_board(state), at);
    square b = square_at(explorer_board(state), next);
    /* FIDE names by hand: file letter, rank counted from the bottom. */
    snprintf(step, sizeof step, "20 of 144: %c%d, next %c%d", 'a' + a.col,
             12 - a.row, 'a' + b.col, 12 - b.row);
    assert_shows(step);
    assert_shows("bad      0");
    assert_shows("Legend: the path");
    assert_shows("early steps cool, late hot");
    assert_shows("not drawn yet");
    assert_shows("bad step, number twice");
    /* The path's marks take a legend row of their own, so the rows after
     * them may be cut here: the panel must say so. */
    assert_shows("way on, start, end");
    assert_nothing_cut_silently();
    explorer_free(state);
    test_screen_close(&ts);
}

/* The same at 80x24 with a short screen: what does not fit is said. */
static void test_cut_panel_says_so(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = tour_12x12_found();
    view_draw(state, &ts.style);
    /* 6 rows below the board: heading, step, bad, verdict, then the
     * tour, piece, board and closed lines cannot all fit. */
    assert_true(test_screen_find("closed   ") < 0);
    assert_shows("more: a taller terminal");
    explorer_free(state);
    test_screen_close(&ts);
}

/* Every panel title as it is meant to read. The panel cuts a row at its
 * width, so a title longer than the narrowest panel (LAYOUT_PANEL_MIN)
 * would lose its last letters on some board. */
static const char *const TITLES[] = {
    "Mobility: a lone piece",
    "Position: pieces, legal moves",
    "Position: placing pieces",
    "Position: moving a piece",
    "Position: settings (Esc: done)",
    "Tour: every square once",
    "Legend: moves, squares",
    "Legend: moves needed, squares",
    "Legend: first minus second",
    "Legend: moves, pieces",
    "Legend: attackers, squares",
    "Legend: moves there, squares",
    "Legend: the path",
};

/* Each part of a panel row (parts are two blanks apart: the panel below
 * a board has two columns) that starts like a title ("Legend: ...") is
 * one of TITLES whole; at least one part is a title. */
static void assert_titles_whole(const explorer_state *state)
{
    static const char *const STARTS[] = {"Mobility: ", "Position: ",
                                         "Tour: ", "Legend: "};
    view_layout layout = view_current_layout(state);
    if (layout.too_small || layout.panel_width == 0)
        return;
    int titles = 0;
    char row[512];
    for (int y = layout.panel_top; y <= layout.panel_bottom; y++) {
        test_screen_row(y, row, (int)sizeof row);
        if ((int)strlen(row) <= layout.panel_left)
            continue;
        char *part = row + layout.panel_left;
        while (*part != '\0') {
            char *gap = strstr(part, "  ");
            char *next = gap != NULL ? gap : part + strlen(part);
            if (gap != NULL)
                *gap = '\0';
            bool title = false, whole = false;
            for (size_t s = 0; s < sizeof STARTS / sizeof STARTS[0]; s++)
                title |= strncmp(part, STARTS[s], strlen(STARTS[s])) == 0;
            for (size_t t = 0; t < sizeof TITLES / sizeof TITLES[0]; t++)
                whole |= strcmp(part, TITLES[t]) == 0;
            if (title && !whole) {
                board_size board = explorer_board(state);
                fail_msg("%dx%d board, panel %d wide: title '%s' is cut",
                         board.width, board.height, layout.panel_width,
                         part);
            }
            titles += title;
            part = gap != NULL ? next + 1 : next;
            while (*part == ' ')
                part++;
        }
    }
    assert_true(titles > 0);
}

static void press(explorer_state *state, const char *keys)
{
    for (const char *c = keys; *c != '\0'; c++)
        explorer_key(state, (unsigned char)*c);
}

/* S, then WxH and Enter: the board size prompt of every mode. */
static void resize_board(explorer_state *state, int width, int height)
{
    char line[16];
    snprintf(line, sizeof line, "%dx%d", width, height);
    explorer_key(state, 'S');
    explorer_key(state, BX_KEY_CTRL_U);
    press(state, line);
    explorer_key(state, BX_KEY_ENTER);
    board_size board = explorer_board(state);
    assert_int_equal(board.width, width);
    assert_int_equal(board.height, height);
}

static void draw_titles(explorer_state *state, test_screen *ts)
{
    view_draw(state, &ts->style);
    assert_titles_whole(state);
}

/* At 80x24, every board of 1 to 26 files by 1 to 12 ranks (what 80x24
 * can draw, and some it cannot), in every mode, focus and lens: the
 * panel's titles are whole. */
static void test_titles_whole_every_size(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state("k7/8/8/8/8/8/8/K7 w - - 0 1");
    int drawn = 0;
    for (int width = 1; width <= 26; width++) {
        for (int height = 1; height <= 12; height++) {
            resize_board(state, width, height);
            drawn += !view_current_layout(state).too_small;
            draw_titles(state, &ts); /* pieces and legal moves */
            press(state, "a");       /* attacks */
            draw_titles(state, &ts);
            press(state, "a");
            press(state, "c"); /* settings */
            draw_titles(state, &ts);
            explorer_key(state, BX_KEY_ESCAPE);
            press(state, "e"); /* placing */
            draw_titles(state, &ts);
            explorer_key(state, BX_KEY_ESCAPE);
            explorer_key(state, 'p'); /* the placement lens */
            explorer_key(state, BX_KEY_CTRL_U);
            press(state, "B");
            explorer_key(state, BX_KEY_ENTER);
            draw_titles(state, &ts);
            explorer_key(state, 'p'); /* an empty answer: the lens off */
            explorer_key(state, BX_KEY_CTRL_U);
            explorer_key(state, BX_KEY_ENTER);
            assert_false(state->placement_shown);
        }
    }
    press(state, "1");
    for (int width = 1; width <= 26; width++) {
        for (int height = 1; height <= 12; height++) {
            resize_board(state, width, height);
            for (int lens = 0; lens < 3; lens++) { /* moves, distance, compare */
                draw_titles(state, &ts);
                press(state, "v");
            }
        }
    }
    press(state, "3");
    for (int n = 5; n <= 12; n++) {
        resize_board(state, n, n);
        draw_titles(state, &ts);
        press(state, "g"); /* a tour, with its legend */
        draw_titles(state, &ts);
    }
    assert_true(drawn > 100);
    explorer_free(state);
    test_screen_close(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mobility_legend_every_preset),
        cmocka_unit_test(test_mobility_legend_every_size),
        cmocka_unit_test(test_mobility_other_lenses),
        cmocka_unit_test(test_position_legend),
        cmocka_unit_test(test_position_legend_every_size),
        cmocka_unit_test(test_tour_panel_below_12x12),
        cmocka_unit_test(test_cut_panel_says_so),
        cmocka_unit_test(test_titles_whole_every_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
