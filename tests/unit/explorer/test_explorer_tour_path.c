/* Tour mode's path in the character grid (arrows to the next step, the
 * start and end marks), the Warnsdorff lens against a naive count, and
 * building a tour by picking squares with keys and clicks, with undo. */
/* mkdtemp */
#define _POSIX_C_SOURCE 200809L

#include "explorer_test.h"
#include "folder_test.h"

#include "explorer_tour_path.h"
#include "explorer_load.h"
#include "explorer_undo.h"

static int setup(void **state)
{
    return explorer_test_setup(state, '3');
}

/* The cursor onto the square named, as the arrow keys would move it. */
static void to(explorer_state *explorer, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(explorer_board(explorer), name, &sq,
                                      NULL),
                     BX_OK);
    explorer_move_cursor(explorer, sq.row - explorer->work.cursor.row,
                         sq.col - explorer->work.cursor.col);
}

static int index_of(const explorer_state *explorer, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(explorer_board(explorer), name, &sq,
                                      NULL),
                     BX_OK);
    return square_index(explorer_board(explorer), sq);
}

/* The text of a square in a cell of width columns. */
static const char *cell(const explorer_state *explorer, const char *name,
                        int width, bool unicode)
{
    static char text[64];
    tour_cell_marks marks = {unicode, unicode ? "\xe2\x99\x98" : "N", "*",
                             NULL};
    explorer_tour_cell_text(explorer, index_of(explorer, name), width, &marks,
                            text, sizeof text);
    return text;
}

/* tests/data/knight_5x5_open.txt, rank 5 at the top:
 *      3 10 21 16  5
 *     20 15  4 11 22
 *      9  2 25  6 17
 *     14 19  8 23 12
 *      1 24 13 18  7
 * Worked by hand: 1 a1 -> 2 b3 is two up, one right: up-right. 2 b3 -> 3
 * a5: two up, one left: up-left. 3 a5 -> 4 c4: one down, two right:
 * down-right. 4 c4 -> 5 e5: up-right. 5 e5 -> 6 d3: two down, one left:
 * down-left. 24 b1 -> 25 c3: up-right; 25 is the end. */
static void test_headings_of_a_5x5_tour(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "knight_5x5_open.txt");
    const explorer_tour *tour = &explorer->work.tour;
    assert_int_equal(explorer_tour_heading(tour, 1), HEADING_UP_RIGHT);
    assert_int_equal(explorer_tour_heading(tour, 2), HEADING_UP_LEFT);
    assert_int_equal(explorer_tour_heading(tour, 3), HEADING_DOWN_RIGHT);
    assert_int_equal(explorer_tour_heading(tour, 4), HEADING_UP_RIGHT);
    assert_int_equal(explorer_tour_heading(tour, 5), HEADING_DOWN_LEFT);
    assert_int_equal(explorer_tour_heading(tour, 24), HEADING_UP_RIGHT);
    assert_int_equal(explorer_tour_heading(tour, 25), HEADING_NONE);
}

static void test_path_glyphs_in_the_cells(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "knight_5x5_open.txt");
    type(explorer, "e"); /* the whole path, 1 .. 25 */
    /* Two digits, a column before and one after: the arrow stands on the
     * side of the number that the next square lies, the start and the end
     * on the side it leaves free, the piece on the step drawn last. */
    assert_string_equal(cell(explorer, "a1", 5, true),
                        "\xe2\x96\xb6 1\xe2\x86\x97");      /* ▶ 1↗ */
    assert_string_equal(cell(explorer, "b3", 5, true), "\xe2\x86\x96 2 ");
    assert_string_equal(cell(explorer, "a5", 5, true), "  3\xe2\x86\x98");
    assert_string_equal(cell(explorer, "e5", 5, true), "\xe2\x86\x99 5 ");
    assert_string_equal(cell(explorer, "c3", 5, true),
                        "\xe2\x99\x98" "25\xe2\x96\xa0"); /* ♘25■ */
    /* ASCII: the side tells / up-right from / down-left. */
    assert_string_equal(cell(explorer, "a1", 5, false), "S 1/");
    assert_string_equal(cell(explorer, "b3", 5, false), "\\ 2 ");
    assert_string_equal(cell(explorer, "a5", 5, false), "  3\\");
    assert_string_equal(cell(explorer, "e5", 5, false), "/ 5 ");
    assert_string_equal(cell(explorer, "c3", 5, false), "N25E");
    /* No room for both columns: the number and one before it. */
    assert_string_equal(cell(explorer, "c3", 3, false), "N25");
    assert_string_equal(cell(explorer, "a5", 3, false), "  3");
    /* Back to step 2: arrows only along the path drawn; the start and
     * the end stay marked. */
    type(explorer, "#");
    answer(explorer, "2");
    assert_string_equal(cell(explorer, "a1", 5, false), "S 1/");
    assert_string_equal(cell(explorer, "b3", 5, false), "N 2 ");
    /* The cursor went to step 2's square, b3; a5 is a knight move from
     * it, so it carries the reach mark. */
    assert_string_equal(cell(explorer, "a5", 5, false), "* 3 ");
    assert_string_equal(cell(explorer, "c3", 5, false), " 25E");
}

/* The knight's eight leaps, written out here rather than asked of the
 * model, for the naive count. */
static const int LEAPS[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

static void test_warnsdorff_counts_against_a_naive_count(void **state)
{
    explorer_state *explorer = *state;
    open_tour(explorer, "problem_knight.txt");
    type(explorer, "#");
    answer(explorer, "10");
    type(explorer, "v");
    assert_true(explorer->onward_shown);
    const explorer_tour *tour = &explorer->work.tour;
    for (int i = 0; i < 64; i++) {
        int n = tour->grid.number[i];
        if (n <= 10) {
            assert_int_equal(explorer->onward[i], TOUR_ONWARD_VISITED);
            continue;
        }
        int row = i / 8, col = i % 8, naive = 0;
        for (int k = 0; k < 8; k++) {
            int r = row + LEAPS[k][0], c = col + LEAPS[k][1];
            naive += r >= 0 && r < 8 && c >= 0 && c < 8 &&
                     tour->grid.number[r * 8 + c] > 10;
        }
        assert_int_equal(explorer->onward[i], naive);
    }
    /* One step further, the counts follow: step 11's square is visited
     * now. */
    int eleventh = explorer_tour_square_of(tour, 11);
    assert_true(explorer->onward[eleventh] >= 0);
    type(explorer, "n");
    assert_int_equal(explorer->onward[eleventh], TOUR_ONWARD_VISITED);
    /* The lens shows the count where the number was. */
    char expected[16];
    int twelfth = explorer_tour_square_of(tour, 12);
    snprintf(expected, sizeof expected, " %2d ", explorer->onward[twelfth]);
    char text[64];
    tour_cell_marks marks = {false, "N", " ", NULL};
    square_set_clear(&explorer->reach);
    explorer_tour_cell_text(explorer, twelfth, 5, &marks, text, sizeof text);
    assert_string_equal(text, expected);
    type(explorer, "v");
    assert_false(explorer->onward_shown);
}

static void test_building_a_tour_by_picks(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "s"); /* 5x5 */
    assert_int_equal(explorer->work.board.width, 5);
    to(explorer, "a1");
    explorer_key(explorer, BX_KEY_ENTER);
    const explorer_tour *tour = &explorer->work.tour;
    assert_true(tour->loaded);
    assert_string_equal(tour->source, "built by picking");
    assert_int_equal(tour->grid.number[index_of(explorer, "a1")], 1);
    assert_int_equal(tour->shown, 1);
    /* b2 is no knight move from a1: refused with the reason, no change. */
    to(explorer, "b2");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "step 1 \xe2\x86\x92 2: a1 \xe2\x86\x92 b2 is not a "
                        "knight move");
    assert_int_equal(tour->grid.number[index_of(explorer, "b2")], 0);
    /* b3 is. */
    to(explorer, "b3");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_false(explorer->message_is_error);
    assert_int_equal(tour->grid.number[index_of(explorer, "b3")], 2);
    assert_int_equal(tour->shown, 2);
    /* A square that holds a step is refused. */
    to(explorer, "a1");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_string_equal(explorer->message,
                        "a1 holds 1 already: step 3 goes on a blank square");
    /* A click on a blank square picks too: a5 from b3. */
    square a5 = square_at(explorer_board(explorer), index_of(explorer, "a5"));
    explorer_click(explorer, a5);
    assert_int_equal(tour->grid.number[index_of(explorer, "a5")], 3);
    assert_int_equal(tour->shown, 3);
    /* u takes back one pick at a time and names it. */
    type(explorer, "u");
    assert_string_equal(explorer->message,
                        "undone: step 3 on a5 (Ctrl-R redoes it)");
    assert_int_equal(tour->grid.number[index_of(explorer, "a5")], 0);
    assert_int_equal(explorer_tour_next_number(tour), 3);
    type(explorer, "u");
    assert_int_equal(tour->grid.number[index_of(explorer, "b3")], 0);
    /* g completes what was built from the picks kept. */
    to(explorer, "b3");
    explorer_key(explorer, BX_KEY_ENTER);
    type(explorer, "g");
    assert_int_equal(explorer_tour_blanks(tour), 0);
    assert_int_equal(tour->grid.number[index_of(explorer, "a1")], 1);
    assert_int_equal(tour->grid.number[index_of(explorer, "b3")], 2);
    assert_int_equal(tour->report.kind, TOUR_OPEN);
    /* A full grid takes no pick; C clears it, and u brings it back. */
    explorer_key(explorer, BX_KEY_ENTER);
    assert_true(explorer->message_is_error);
    type(explorer, "C");
    assert_false(tour->loaded);
    type(explorer, "u");
    assert_true(tour->loaded);
    assert_int_equal(explorer_tour_blanks(tour), 0);
}

/* A puzzle's given numbers hold the pick to them: the step before a given
 * one must also reach it. */
static void test_picks_respect_the_numbers_given(void **state)
{
    explorer_state *explorer = *state;
    /* 1 a1 and 3 a5 given; 2 must be one move from both: b3 only. */
    static const char PUZZLE[] = "3 . . . .\n. . . . .\n. . . . .\n"
                                 ". . . . .\n1 . . . .\n";
    bx_error err;
    assert_int_equal(explorer_load_tour_text(explorer, PUZZLE,
                                             sizeof PUZZLE - 1, "puzzle",
                                             &err),
                     BX_OK);
    assert_int_equal(explorer_tour_next_number(&explorer->work.tour), 2);
    to(explorer, "c2"); /* a1 -> c2 is a move, c2 -> a5 is not */
    explorer_key(explorer, BX_KEY_ENTER);
    assert_string_equal(explorer->message,
                        "step 2 \xe2\x86\x92 3: c2 \xe2\x86\x92 a5 is not a "
                        "knight move");
    to(explorer, "b3");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_false(explorer->message_is_error);
}

/* w of a partial tour writes a puzzle: blanks, not zeros, titled as one;
 * with W on, its solution beside it, in the same format. */
static void test_puzzle_handouts(void **state)
{
    explorer_state *explorer = *state;
    char folder[64], path[128], text[8192];
    assert_int_equal(test_make_folder(folder, sizeof folder, "puzzle"), 0);
    explorer->writes_files = true;
    /* Steps 1 a1 and 2 b3, picked on 5x5. */
    type(explorer, "s");
    to(explorer, "a1");
    explorer_key(explorer, BX_KEY_ENTER);
    to(explorer, "b3");
    explorer_key(explorer, BX_KEY_ENTER);

    snprintf(path, sizeof path, "%s/p.txt", folder);
    type(explorer, "w");
    answer(explorer, path);
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, ". . . . .\n. . . . .\n. 2 . . .\n"
                              ". . . . .\n1 . . . .\n");
    snprintf(path, sizeof path, "%s/p.csv", folder);
    type(explorer, "w");
    answer(explorer, path);
    test_read_back(path, text, sizeof text);
    assert_string_equal(text,
                        "\"knight \xc2\xb7 5\xc3\x97" "5 \xc2\xb7 puzzle: 2 of "
                        "25 numbers given\"\n"
                        "\"fill in 1 to 25 so that each step is one knight "
                        "move\"\n\n"
                        "rank,a,b,c,d,e\n5,,,,,\n4,,,,,\n3,,2,,,\n2,,,,,\n"
                        "1,1,,,,\n");
    snprintf(path, sizeof path, "%s/p-solution.csv", folder);
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, ""); /* not asked for */

    type(explorer, "W");
    snprintf(path, sizeof path, "%s/q.md", folder);
    type(explorer, "w");
    answer(explorer, path);
    assert_false(explorer->message_is_error);
    assert_non_null(strstr(explorer->message,
                           "the puzzle as Markdown and its -solution file"));
    test_read_back(path, text, sizeof text);
    assert_non_null(strstr(text, "**knight \xc2\xb7 5\xc3\x97" "5 \xc2\xb7 "
                                 "puzzle: 2 of 25 numbers given**\n\n"));
    assert_non_null(strstr(text, "| 1 | 1 |  |  |  |  |\n"));
    /* The solution keeps the numbers given and fills every blank with a
     * step that is a knight move: the whole open tour's table. */
    snprintf(path, sizeof path, "%s/q-solution.md", folder);
    test_read_back(path, text, sizeof text);
    assert_non_null(strstr(text, "tour**\n\n"));
    assert_null(strstr(text, "|  |"));
    assert_non_null(strstr(text, "| 1 | 1 |"));
    assert_non_null(strstr(text, "| 3 |"));
    /* The puzzle on screen is still the puzzle. */
    assert_int_equal(explorer_tour_blanks(&explorer->work.tour), 23);
    /* Writing the puzzle again (over q.md, asked first): the solution
     * file that is there is kept, and the line says so. */
    snprintf(path, sizeof path, "%s/q.md", folder);
    type(explorer, "w");
    answer(explorer, path);
    assert_int_equal(explorer->prompt, PROMPT_OVERWRITE);
    answer(explorer, "y");
    assert_non_null(strstr(explorer->message,
                           "the puzzle as Markdown; a -solution file is "
                           "there: kept"));
    assert_int_equal(test_remove_folder(folder), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_headings_of_a_5x5_tour, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_path_glyphs_in_the_cells, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(
            test_warnsdorff_counts_against_a_naive_count, setup, teardown),
        cmocka_unit_test_setup_teardown(test_building_a_tour_by_picks, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_picks_respect_the_numbers_given,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_puzzle_handouts, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
