#include "boardex_test.h"

#include "square.h"

static void assert_fide(board_size board, const char *name, int row, int col)
{
    square sq = {-1, -1};
    char back[SQUARE_NAME_MAX];
    bx_error err;

    assert_int_equal(square_from_fide(board, name, &sq, &err), BX_OK);
    assert_int_equal(sq.row, row);
    assert_int_equal(sq.col, col);
    assert_int_equal(square_to_fide(board, sq, back, &err), BX_OK);
    assert_string_equal(back, name);
}

static void problem_examples(void **state)
{
    (void)state;
    assert_fide(board_standard(), "d4", 4, 3);
    assert_fide(board_standard(), "g2", 6, 6);
    assert_fide(board_standard(), "a8", 0, 0);
    assert_fide(board_standard(), "h1", 7, 7);
}

static void invalid_fide_names(void **state)
{
    static const char *const BAD[] = {
        "x9", "a0", "i1", "d44", "", "D4", "a9", "d", "4", "d-4", "d+4",
        "d04", "dd4", " d4", "d4 ", "a100", "\xc3\xa9\x34" /* "é4" */, "a\n",
    };
    (void)state;
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        square sq = {-1, -1};
        bx_error err = {"", 0, 0};
        assert_failure(square_from_fide(board_standard(), BAD[i], &sq, &err),
                       BX_INVALID, err, "invalid position");
        assert_int_equal(sq.row, -1); /* untouched on failure */
    }
}

static void invalid_coordinates(void **state)
{
    static const square BAD[] = {{8, 7}, {-1, 0}, {0, -1}, {0, 8}, {100, 3}};
    char name[SQUARE_NAME_MAX];
    bx_error err;
    (void)state;
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++)
        assert_failure(square_to_fide(board_standard(), BAD[i], name, &err),
                       BX_INVALID, err, "invalid position");
}

/* On a 10x12 board (10 files, 12 ranks) row 0 is rank 12 and file j is
 * column 9: j1 is (11, 9), a12 is (0, 0), e10 is (2, 4). */
static void other_board_sizes(void **state)
{
    board_size tall = {10, 12};
    square sq;
    bx_error err;
    (void)state;
    assert_fide(tall, "j1", 11, 9);
    assert_fide(tall, "a12", 0, 0);
    assert_fide(tall, "e10", 2, 4);
    assert_failure(square_from_fide(tall, "k1", &sq, &err), BX_INVALID, err,
                   "invalid position");
    assert_failure(square_from_fide(tall, "a13", &sq, &err), BX_INVALID, err,
                   "invalid position");
    assert_fide((board_size){26, 26}, "z26", 0, 25);
    assert_fide((board_size){1, 1}, "a1", 0, 0);
}

static void parse_either_form(void **state)
{
    square sq;
    bx_error err;
    (void)state;
    assert_int_equal(square_parse(board_standard(), "4,3", &sq, &err), BX_OK);
    assert_int_equal(sq.row, 4);
    assert_int_equal(sq.col, 3);
    assert_int_equal(square_parse(board_standard(), "(6, 6)", &sq, &err),
                     BX_OK);
    assert_int_equal(sq.row, 6);
    assert_int_equal(sq.col, 6);
    assert_int_equal(square_parse(board_standard(), "e4", &sq, &err), BX_OK);
    assert_int_equal(sq.row, 4);
    assert_int_equal(sq.col, 4);

    static const char *const BAD[] = {"8,0", "4", "4,", "(4,3", "4,3)",
                                      "4;3", "99999999999,1", "-1,2", ""};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++)
        assert_failure(square_parse(board_standard(), BAD[i], &sq, &err),
                       BX_INVALID, err, "invalid position");
}

static void board_sizes(void **state)
{
    board_size board;
    bx_error err;
    (void)state;
    assert_int_equal(board_size_parse("10x8", &board, &err), BX_OK);
    assert_int_equal(board.width, 10);
    assert_int_equal(board.height, 8);
    assert_int_equal(board_size_parse("1x1", &board, &err), BX_OK);
    assert_int_equal(board_size_parse("26x26", &board, &err), BX_OK);
    /* Typed or copied as people write sizes: the sign U+00D7, blanks
     * around the size. */
    assert_int_equal(board_size_parse("10\xc3\x97" "12", &board, &err), BX_OK);
    assert_int_equal(board.width, 10);
    assert_int_equal(board.height, 12);
    assert_int_equal(board_size_parse(" 6x5 \t", &board, &err), BX_OK);
    assert_int_equal(board.width, 6);
    assert_int_equal(board.height, 5);
    assert_failure(board_size_parse("10\xc3\x96" "10", &board, &err),
                   BX_INVALID, err,
                   "invalid size: '10\xc3\x96" "10' (expected WxH, such as "
                   "8x8 or 10x8)");
    assert_failure(board_size_parse("27x27", &board, &err), BX_INVALID, err,
                   "invalid size: '27x27' (width and height go from 1 to 26)");
    assert_failure(board_size_parse("0x0", &board, &err), BX_INVALID, err,
                   "invalid size: '0x0' (width and height go from 1 to 26)");
    assert_failure(board_size_parse("-5x5", &board, &err), BX_INVALID, err,
                   "invalid size: '-5x5' (width and height go from 1 to 26)");
    assert_failure(board_size_parse("8", &board, &err), BX_INVALID, err,
                   "invalid size: '8' (expected WxH, such as 8x8 or 10x8)");
    assert_failure(board_size_parse("8x8x8", &board, &err), BX_INVALID, err,
                   "invalid size: '8x8x8' (expected WxH, such as 8x8 or 10x8)");
    assert_failure(
        board_size_parse("99999999999999999999x8", &board, &err), BX_INVALID,
        err,
        "invalid size: '99999999999999999999x8' (width and height go from 1 "
        "to 26)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(problem_examples),
        cmocka_unit_test(invalid_fide_names),
        cmocka_unit_test(invalid_coordinates),
        cmocka_unit_test(other_board_sizes),
        cmocka_unit_test(parse_either_form),
        cmocka_unit_test(board_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
