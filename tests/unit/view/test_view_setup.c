/* Setting up a lesson as drawn at 80x24 without colour (issue 23, items
 * 2, 4 and 11): the turned board's labels and squares, marks as symbols,
 * a FEN wrapped between ranks, the defined letters' summary and a side
 * without a king. Expected rows are written by hand. */
#include "view_screen.h"

static explorer_state *position_state(const char *fen,
                                      const char *const *defines, int count)
{
    explorer_options options;
    explorer_default_options(&options);
    options.mode = MODE_POSITION;
    options.fen = fen;
    for (int i = 0; i < count; i++)
        options.defines[i] = defines[i];
    options.define_count = count;
    return test_state(&options);
}

/* The row of the screen that starts with text after the blanks, or -1. */
static int row_starting(const char *text, char *row, int size)
{
    for (int y = 0; y < LINES; y++) {
        test_screen_row(y, row, size);
        const char *start = row;
        while (*start == ' ')
            start++;
        if (strncmp(start, text, strlen(text)) == 0)
            return y;
    }
    return -1;
}

/* F: rank 1 at the top, files h to a under the board, a1's rook drawn in
 * the top-right square and h8's in the bottom-left. */
static void test_turned_board_and_labels(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state(NULL, NULL, 0);
    char row[256], text[16];
    explorer_key(state, 'F');
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);
    assert_true(row_starting("h    g    f    e    d    c    b    a", row,
                             (int)sizeof row) >= 0);
    test_screen_row(layout.board_top, row, (int)sizeof row);
    assert_int_equal(strncmp(row, "  1", 3), 0);
    test_square_text(&layout, (square){0, 7}, text, sizeof text);
    assert_string_equal(text, "R 0"); /* a1 */
    test_square_text(&layout, (square){7, 0}, text, sizeof text);
    assert_string_equal(text, "r 0"); /* h8 */
    explorer_free(state);
    test_screen_close(&ts);
}

/* A mark is a symbol, so it shows without colour; the legend names
 * it. */
static void test_marks_without_colour(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state(NULL, NULL, 0);
    /* e4: row 4, file 4 of the board. */
    state->work.cursor = (square){4, 4};
    explorer_key(state, 'M');
    state->work.cursor = (square){6, 3}; /* d2 */
    explorer_key(state, 'M');
    explorer_key(state, 'M');
    view_draw(state, &ts.style);
    view_layout layout = view_current_layout(state);
    /* The empty e4: the mark where a piece would stand. */
    int y = layout.board_top + 4 * layout.cell_height +
            (layout.cell_height - 1) / 2;
    assert_int_equal(mvinch(y, layout.board_left + 4 * layout.cell_width +
                                   (layout.cell_width - 1) / 2) &
                         A_CHARTEXT,
                     'o');
    /* d2's pawn keeps its place: the mark in the square's first column. */
    y = layout.board_top + 6 * layout.cell_height;
    assert_int_equal(mvinch(y, layout.board_left + 3 * layout.cell_width) &
                         A_CHARTEXT,
                     'x');
    assert_true(test_screen_find("marks    o circle, x cross") >= 0);
    explorer_free(state);
    test_screen_close(&ts);
}

/* The panel's FEN breaks after a rank's '/', not inside "RNBQK2R". */
static void test_fen_wraps_between_ranks(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state(
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        NULL, 0);
    char row[256];
    view_draw(state, &ts.style);
    int y = test_screen_find("FEN      r1bqkb1r/");
    assert_true(y >= 0);
    test_screen_row(y, row, (int)sizeof row);
    assert_non_null(strstr(row, "FEN      r1bqkb1r/pppp1ppp/2n2n2/"));
    assert_int_equal(row[strlen(row) - 1], '/');
    test_screen_row(y + 1, row, (int)sizeof row);
    assert_non_null(strstr(row, "   4p3/"));
    assert_int_equal(row[strlen(row) - 1], '/');
    test_screen_row(y + 2, row, (int)sizeof row);
    assert_non_null(strstr(row, "   RNBQK2R w KQkq - 4 4"));
    explorer_free(state);
    test_screen_close(&ts);
}

/* Fourteen letters at 80x24: as many as fit in the field's lines, written
 * "A=BN," and "and N more", never "+N" that would read as Betza. */
static void test_letters_summary_reads_as_a_list(void **unused)
{
    (void)unused;
    static const char *const DEFINES[] = {"A=BN",   "C=RN",  "D=mRcpR",
                                          "E=WF",   "G=NN",  "H=BNN",
                                          "J=WFNN", "M=RRNN", "O=FFNN",
                                          "S=WWFF", "T=BRN",  "U=QN",
                                          "V=NNRR", "W=KNN"};
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state = position_state("4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                                           DEFINES, 14);
    char row[256];
    view_draw(state, &ts.style);
    int y = test_screen_find("letters  A=BN, C=RN,");
    assert_true(y >= 0);
    bool more = false;
    for (int i = 0; i < 3; i++) {
        test_screen_row(y + i, row, (int)sizeof row);
        assert_null(strstr(row, "+"));
        more = more || strstr(row, " more") != NULL;
    }
    assert_true(more);
    assert_true(test_screen_find(" and ") >= 0);
    explorer_free(state);
    test_screen_close(&ts);
}

/* While setting up, a side without pieces has no king: it is not called
 * stalemated. A king with no move and no check is. */
static void test_no_king_is_no_stalemate(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(24, 80);
    explorer_state *state =
        position_state("4k3/8/8/8/8/8/8/8 w - - 0 1", NULL, 0);
    view_draw(state, &ts.style);
    assert_true(test_screen_find("white    0 legal moves, no king") >= 0);
    assert_true(test_screen_find("stalemate") < 0);
    explorer_free(state);
    /* White king h1, black queen f2, black king a8: no move, no check. */
    state = position_state("k7/8/8/8/8/8/5q2/7K w - - 0 1", NULL, 0);
    view_draw(state, &ts.style);
    assert_true(test_screen_find("white    0 legal moves, stalemate") >= 0);
    explorer_free(state);
    test_screen_close(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turned_board_and_labels),
        cmocka_unit_test(test_marks_without_colour),
        cmocka_unit_test(test_fen_wraps_between_ranks),
        cmocka_unit_test(test_letters_summary_reads_as_a_list),
        cmocka_unit_test(test_no_king_is_no_stalemate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
