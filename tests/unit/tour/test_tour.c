#include "boardex_test.h"

#include "mobility.h"
#include "tour.h"

/* The problem text's two grids, pasted as its Python literals. */
static const char KNIGHT_GRID[] =
    "[\n"
    "[ 3, 22, 49, 56, 5, 20, 47, 58],\n"
    "[50, 55, 4, 21, 48, 57, 6, 19],\n"
    "[23, 2, 53, 44, 25, 8, 59, 46],\n"
    "[54, 51, 24, 1, 60, 45, 18, 7],\n"
    "[15, 36, 43, 52, 17, 26, 9, 62],\n"
    "[42, 39, 16, 33, 12, 61, 30, 27],\n"
    "[35, 14, 37, 40, 29, 32, 63, 10],\n"
    "[38, 41, 34, 13, 64, 11, 28, 31]\n"
    "]\n";

static const char SPIRAL_GRID[] =
    "[\n"
    "[ 1, 2, 3, 4, 5, 6, 7, 8],\n"
    "[28, 29, 30, 31, 32, 33, 34, 9],\n"
    "[27, 48, 49, 50, 51, 52, 35, 10],\n"
    "[26, 47, 60, 61, 62, 53, 36, 11],\n"
    "[25, 46, 59, 64, 63, 54, 37, 12],\n"
    "[24, 45, 58, 57, 56, 55, 38, 13],\n"
    "[23, 44, 43, 42, 41, 40, 39, 14],\n"
    "[22, 21, 20, 19, 18, 17, 16, 15]\n"
    "]\n";

/* A closed knight's tour and an open 5x5 one, each checked by hand-written
 * code apart from boardex (every step |dr|,|dc| = 1,2). */
static const char CLOSED_KNIGHT[] = "22  7 38 47 24  9 28 55\n"
                                    "37 44 23  8 39 56 25 10\n"
                                    " 6 21 46 57 48 27 54 29\n"
                                    "45 36 43 40 61 58 11 26\n"
                                    "20  5 60 63 42 49 30 53\n"
                                    "35  2 41 50 59 62 15 12\n"
                                    " 4 19 64 33 14 17 52 31\n"
                                    " 1 34  3 18 51 32 13 16\n";

static const char OPEN_KNIGHT_5X5[] = " 3 10 21 16  5\n"
                                      "20 15  4 11 22\n"
                                      " 9  2 25  6 17\n"
                                      "14 19  8 23 12\n"
                                      " 1 24 13 18  7\n";

static piece_spec preset(const char *name)
{
    piece_spec piece;
    assert_int_equal(piece_from_name(name, &piece, NULL), BX_OK);
    return piece;
}

static tour_grid grid_of(const char *text)
{
    tour_grid grid;
    bx_error err = {"", 0, 0};
    assert_int_equal(tour_grid_parse(text, strlen(text), &grid, &err),
                     BX_OK);
    return grid;
}

static tour_report report_of(const char *text, const char *piece_name)
{
    tour_grid grid = grid_of(text);
    piece_spec piece = preset(piece_name);
    tour_report report;
    assert_int_equal(tour_check(&grid, &piece, &report, NULL), BX_OK);
    return report;
}

/* The problem's ronde(grid, piece, closed). */
static bool ronde(const char *text, const char *piece_name, bool closed)
{
    tour_report report = report_of(text, piece_name);
    return tour_report_passes(&report, closed);
}

/* piece_reach from (row, col) on 8x8 as the problem prints it: "(r, k)"
 * joined by ", ", sorted by row, then column. */
static void assert_move_list(const char *piece_name, int row, int col,
                             const char *expected)
{
    piece_spec piece = preset(piece_name);
    square_set reach;
    char text[1024] = "";
    assert_int_equal(piece_reach(board_standard(), &piece,
                                 (square){row, col}, &reach, NULL),
                     BX_OK);
    for (int i = 0; i < 64; i++) {
        if (square_set_has(&reach, i)) {
            char one[16];
            snprintf(one, sizeof one, "%s(%d, %d)", text[0] ? ", " : "",
                     i / 8, i % 8);
            strcat(text, one);
        }
    }
    assert_string_equal(text, expected);
}

static void problem_move_lists(void **state)
{
    (void)state;
    assert_move_list("knight", 4, 4,
                     "(2, 3), (2, 5), (3, 2), (3, 6), (5, 2), (5, 6), "
                     "(6, 3), (6, 5)");
    assert_move_list("knight", 0, 3, "(1, 1), (1, 5), (2, 2), (2, 4)");
    assert_move_list("rook", 4, 4,
                     "(0, 4), (1, 4), (2, 4), (3, 4), (4, 0), (4, 1), "
                     "(4, 2), (4, 3), (4, 5), (4, 6), (4, 7), (5, 4), "
                     "(6, 4), (7, 4)");
    assert_move_list("queen", 2, 3,
                     "(0, 1), (0, 3), (0, 5), (1, 2), (1, 3), (1, 4), "
                     "(2, 0), (2, 1), (2, 2), (2, 4), (2, 5), (2, 6), "
                     "(2, 7), (3, 2), (3, 3), (3, 4), (4, 1), (4, 3), "
                     "(4, 5), (5, 0), (5, 3), (5, 6), (6, 3), (6, 7), "
                     "(7, 3)");
}

static void problem_ronde_answers(void **state)
{
    (void)state;
    assert_true(ronde(KNIGHT_GRID, "knight", false));
    assert_false(ronde(KNIGHT_GRID, "knight", true));
    assert_false(ronde(KNIGHT_GRID, "rook", false));
    assert_false(ronde(KNIGHT_GRID, "queen", false));
    assert_true(ronde(SPIRAL_GRID, "rook", false));
    assert_true(ronde(SPIRAL_GRID, "queen", false));
    assert_false(ronde(SPIRAL_GRID, "queen", true));
    /* The same answers as kinds, and the spiral's closed rook question. */
    assert_int_equal(report_of(KNIGHT_GRID, "knight").kind, TOUR_OPEN);
    assert_int_equal(report_of(SPIRAL_GRID, "rook").kind, TOUR_OPEN);
    assert_false(ronde(SPIRAL_GRID, "rook", true));
    assert_false(ronde(SPIRAL_GRID, "knight", false));
}

static void reasons_name_the_first_bad_step(void **state)
{
    (void)state;
    /* 1 is on d5, 2 on b6: a knight's step, not a rook's or queen's. */
    assert_string_equal(report_of(KNIGHT_GRID, "rook").reason,
                        "step 1 \xe2\x86\x92 2: d5 \xe2\x86\x92 b6 is not a "
                        "rook move");
    assert_string_equal(report_of(KNIGHT_GRID, "queen").reason,
                        "step 1 \xe2\x86\x92 2: d5 \xe2\x86\x92 b6 is not a "
                        "queen move");
    assert_string_equal(report_of(KNIGHT_GRID, "amazon").reason, "");
    assert_string_equal(report_of(SPIRAL_GRID, "knight").reason,
                        "step 1 \xe2\x86\x92 2: a8 \xe2\x86\x92 b8 is not a "
                        "knight move");
    assert_string_equal(report_of(SPIRAL_GRID, "archbishop").reason,
                        "step 1 \xe2\x86\x92 2: a8 \xe2\x86\x92 b8 is not an "
                        "archbishop move");
    assert_string_equal(report_of(KNIGHT_GRID, "knight").reason, "");
}

static void a_custom_piece_is_not_named(void **state)
{
    tour_grid grid = grid_of(SPIRAL_GRID);
    piece_spec piece;
    tour_report report;
    (void)state;
    piece_from_directions("(0,1) (1,0) (0,-1)", "", &piece, NULL);
    assert_null(piece_preset_name(&piece));
    tour_check(&grid, &piece, &report, NULL);
    /* The spiral goes right, down and left until 22 -> 23, a1 -> a2, its
     * first step up. */
    assert_int_equal(report.kind, TOUR_NONE);
    assert_string_equal(report.reason,
                        "step 22 \xe2\x86\x92 23: a1 \xe2\x86\x92 a2 is not a "
                        "move of the piece");
    /* The knight written out by hand is still the knight. */
    piece_from_directions("(-2,1) (1,2) (2,1) (2,-1) (1,-2) (-1,-2) (-2,-1) "
                          "(-1,2) (1,2)",
                          "", &piece, NULL);
    assert_string_equal(piece_preset_name(&piece), "knight");
}

static void closed_and_open_tours(void **state)
{
    tour_report report = report_of(CLOSED_KNIGHT, "knight");
    (void)state;
    assert_int_equal(report.kind, TOUR_CLOSED);
    assert_true(ronde(CLOSED_KNIGHT, "knight", true));
    assert_int_equal(report.step[63], TOUR_STEP_MOVE);
    report = report_of(OPEN_KNIGHT_5X5, "knight");
    assert_int_equal(report.board.width, 5);
    assert_int_equal(report.board.height, 5);
    assert_int_equal(report.count, 25);
    assert_int_equal(report.kind, TOUR_OPEN);
    assert_int_equal(report.step[24], TOUR_STEP_NOT_A_MOVE);
    assert_false(ronde(OPEN_KNIGHT_5X5, "knight", true));
    /* The path: 1 on a1 (index 20), 25 on c3 (index 12). */
    assert_int_equal(report.path[0], 20);
    assert_int_equal(report.path[24], 12);
}

static void every_bad_step_is_marked(void **state)
{
    tour_report report = report_of(SPIRAL_GRID, "king");
    (void)state;
    /* The spiral is a king tour: every step is one square. */
    assert_int_equal(report.kind, TOUR_OPEN);
    report = report_of(SPIRAL_GRID, "knight");
    assert_int_equal(report.bad_steps, 63);
    report = report_of(KNIGHT_GRID, "nightrider");
    assert_int_equal(report.kind, TOUR_OPEN);
    report = report_of(KNIGHT_GRID, "bishop");
    assert_int_equal(report.bad_steps, 63);
    for (int n = 0; n < 63; n++)
        assert_int_equal(report.step[n], TOUR_STEP_NOT_A_MOVE);
}

static void wrong_numbers(void **state)
{
    (void)state;
    assert_string_equal(report_of("1 2\n3 0\n", "king").reason,
                        "0 at b1 is out of range (1..4)");
    assert_string_equal(report_of("1 2\n3 5\n", "king").reason,
                        "5 at b1 is out of range (1..4)");
    assert_string_equal(report_of("1 2\n3 -4\n", "king").reason,
                        "-4 at b1 is out of range (1..4)");
    assert_string_equal(report_of("1 2\n2 4\n", "king").reason,
                        "2 is on both b2 and a1");
    assert_string_equal(report_of("1 2\n4 4\n", "king").reason,
                        "4 is on both a1 and b1");
    /* A repeat and a wrong number: the first square in reading order. */
    assert_string_equal(report_of("1 1\n3 9\n", "king").reason,
                        "1 is on both a2 and b2");
    tour_report report = report_of("1 2 3\n4 5 6\n7 8 8\n", "king");
    assert_string_equal(report.reason, "8 is on both b1 and c1");
    assert_int_equal(report.kind, TOUR_NONE);
    assert_int_equal(report.path[8], -1); /* 9 is missing */
    assert_int_equal(report.path[7], 7);  /* 8's first place */
    assert_int_equal(report.step[7], TOUR_STEP_UNKNOWN);
    assert_int_equal(report.step[8], TOUR_STEP_UNKNOWN);
    assert_int_equal(report.step[0], TOUR_STEP_MOVE);
    assert_int_equal(report.step[2], TOUR_STEP_NOT_A_MOVE); /* 3 -> 4 */
}

static void one_square(void **state)
{
    tour_report report = report_of("1", "knight");
    (void)state;
    assert_int_equal(report.kind, TOUR_OPEN);
    assert_int_equal(report_of("[[2]]", "knight").kind, TOUR_NONE);
}

static void assert_parse_error(const char *text, int line,
                               const char *message)
{
    tour_grid grid;
    bx_error err = {"", -1, -1};
    assert_int_equal(tour_grid_parse(text, strlen(text), &grid, &err),
                     BX_INVALID);
    assert_string_equal(err.message, message);
    assert_int_equal(err.line, line);
}

static void malformed_grids(void **state)
{
    char wide[200] = "";
    char tall[200] = "";
    (void)state;
    assert_parse_error("1 2\n3 4\nx 5\n", 3, "'x' is not a number");
    assert_parse_error("1 2 3\n\n4 5\n", 3, "2 numbers, expected 3");
    assert_parse_error("1 2\n3 4 5\n", 2, "3 numbers, expected 2");
    assert_parse_error("7\n8 9\n", 2, "2 numbers, expected 1");
    assert_parse_error("", 0, "empty grid");
    assert_parse_error(" \n[ ]\n,,\n", 0, "empty grid");
    assert_parse_error("1 2\n3 4x\n", 2, "'4x' is not a number");
    assert_parse_error("1 2.5\n", 1, "'2.5' is not a number");
    assert_parse_error("schaakbord = [\n", 1,
                       "'schaakbord' is not a number");
    assert_parse_error("1 99999999999\n", 1,
                       "'99999999999' is too large");
    assert_parse_error("1 \x01\n", 1, "'\\x01' is not a number");
    assert_parse_error("1\n2\n12345678901234567890123456789012345678901234\n",
                       3,
                       "'1234567890123456789012345678901234567890...' is "
                       "too large");
    /* Past int below zero is too small, not too large. */
    assert_parse_error("-2147483649", 1, "'-2147483649' is too small");
    assert_parse_error("1 - 2", 1, "'-' is not a number");
    assert_parse_error("[[1, 2], [3]]", 1, "1 number, expected 2");
    for (int i = 1; i <= 27; i++) {
        char one[8];
        snprintf(one, sizeof one, "%d ", i);
        strcat(wide, one);
        strcat(tall, "1\n");
    }
    assert_parse_error(wide, 1,
                       "more numbers in a row than the largest "
                       "board (26)");
    assert_parse_error(tall, 27,
                       "more rows than the largest board (26)");
}

static void grids_read_in_many_forms(void **state)
{
    tour_grid grid;
    (void)state;
    grid = grid_of("[[1, 2, 3], [6, 5, 4]]");
    assert_int_equal(grid.board.width, 3);
    assert_int_equal(grid.board.height, 2);
    assert_int_equal(grid.number[3], 6);
    grid = grid_of("1,2,3\r\n6,5,4\r\n");
    assert_int_equal(grid.board.height, 2);
    assert_int_equal(grid.number[5], 4);
    grid = grid_of("((1 2) (4 3))");
    assert_int_equal(grid.board.width, 2);
    assert_int_equal(grid.number[2], 4);
    grid = grid_of("\n\n  1\t2\n\n  4 3   \n\n");
    assert_int_equal(grid.board.width, 2);
    assert_int_equal(grid.board.height, 2);
    grid = grid_of(KNIGHT_GRID);
    assert_int_equal(grid.board.width, 8);
    assert_int_equal(grid.number[63], 31);
    /* Only len bytes are read: what follows does not count. */
    assert_int_equal(tour_grid_parse("1 2 x", 3, &grid, NULL), BX_OK);
    assert_int_equal(grid.board.width, 2);
}

static void format_reads_back(void **state)
{
    char text[4096];
    tour_grid grid = grid_of(OPEN_KNIGHT_5X5);
    tour_grid again;
    (void)state;
    assert_true(tour_grid_format(&grid, text, sizeof text));
    assert_string_equal(text, OPEN_KNIGHT_5X5);
    assert_int_equal(tour_grid_parse(text, strlen(text), &again, NULL),
                     BX_OK);
    assert_memory_equal(&grid, &again, sizeof grid);
    grid = grid_of(CLOSED_KNIGHT);
    assert_true(tour_grid_format(&grid, text, sizeof text));
    assert_string_equal(text, CLOSED_KNIGHT);
    assert_false(tour_grid_format(&grid, text, 20));
    grid = grid_of("1 2\n4 3");
    assert_true(tour_grid_format(&grid, text, sizeof text));
    assert_string_equal(text, "1 2\n4 3\n");
    /* A partial grid: its blanks as the "." it is read from, never 0. */
    grid = grid_of("1 .\n. 3");
    assert_int_equal(grid.number[1], 0);
    assert_true(tour_grid_format(&grid, text, sizeof text));
    assert_string_equal(text, "1 .\n. 3\n");
    grid = grid_of("10 . . 12");
    assert_true(tour_grid_format(&grid, text, sizeof text));
    assert_string_equal(text, "10  .  . 12\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(problem_move_lists),
        cmocka_unit_test(problem_ronde_answers),
        cmocka_unit_test(reasons_name_the_first_bad_step),
        cmocka_unit_test(a_custom_piece_is_not_named),
        cmocka_unit_test(closed_and_open_tours),
        cmocka_unit_test(every_bad_step_is_marked),
        cmocka_unit_test(wrong_numbers),
        cmocka_unit_test(one_square),
        cmocka_unit_test(malformed_grids),
        cmocka_unit_test(grids_read_in_many_forms),
        cmocka_unit_test(format_reads_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
