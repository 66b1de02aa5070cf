/* A tour's sums and symmetries against tours whose properties are
 * published or worked by hand. */
#include "boardex_test.h"

#include "tour.h"
#include "betza.h"
#include "tour_properties.h"

static piece_spec piece_of_betza(const char *text)
{
    piece_spec piece;
    assert_int_equal(piece_from_betza(text, &piece, NULL), BX_OK);
    return piece;
}

static void properties(const char *grid_text, const char *betza,
                       tour_kind kind, tour_properties *out)
{
    tour_grid grid;
    tour_report report;
    piece_spec piece = piece_of_betza(betza);
    assert_int_equal(
        tour_grid_parse(grid_text, strlen(grid_text), &grid, NULL), BX_OK);
    assert_int_equal(tour_check(&grid, &piece, &report, NULL), BX_OK);
    assert_int_equal(report.kind, kind);
    tour_properties_of(&grid, &report, out);
}

/* William Beverley's knight's tour (Philosophical Magazine, 1848), the
 * first semi-magic knight's tour: every row and column sums to 260, the
 * diagonals do not (1+51+49+45+9+57+59+11 = 282 and
 * 54+6+8+56+20+34+14+18 = 210). It is open, from a8 to c1, and a half
 * turn takes its ends to h1 (11) and f8 (28), which are not its ends. */
static void beverley_is_semi_magic(void **state)
{
    static const char BEVERLEY[] = " 1 30 47 52  5 28 43 54\n"
                                   "48 51  2 29 44 53  6 27\n"
                                   "31 46 49  4 25  8 55 42\n"
                                   "50  3 32 45 56 41 26  7\n"
                                   "33 62 15 20  9 24 39 58\n"
                                   "16 19 34 61 40 57 10 23\n"
                                   "63 14 17 36 21 12 59 38\n"
                                   "18 35 64 13 60 37 22 11\n";
    tour_properties p;
    (void)state;
    properties(BEVERLEY, "N", TOUR_OPEN, &p);
    for (int i = 0; i < 8; i++) {
        assert_int_equal(p.row_sum[i], 260);
        assert_int_equal(p.column_sum[i], 260);
    }
    assert_true(p.has_diagonals);
    assert_int_equal(p.diagonal_sum[0], 282);
    assert_int_equal(p.diagonal_sum[1], 210);
    assert_true(p.semi_magic);
    assert_false(p.magic);
    assert_false(p.half_turn);
    assert_false(p.quarter_turn);
}

/* The Lo Shu square read as a tour of the centaur (WFN, king + knight):
 * 1 -> 2 is a knight's move, 3 -> 4 a wazir's, 4 -> 5 a ferz's, and so
 * on; 9 -> 1 is two files, so it is open. Every line sums to 15, and
 * n and 10 - n face each other across the centre, so a half turn maps the
 * move n -> n+1 onto 10-n -> 9-n; a quarter turn takes 1 (c2) to b1 (3)
 * and 2 (a3) to c3 (6), which are no move of the tour. */
static void lo_shu_is_magic_and_half_turn_symmetric(void **state)
{
    tour_properties p;
    (void)state;
    properties("2 7 6\n9 5 1\n4 3 8\n", "WFN", TOUR_OPEN, &p);
    assert_true(p.magic);
    assert_true(p.semi_magic);
    assert_int_equal(p.diagonal_sum[0], 15);
    assert_int_equal(p.diagonal_sum[1], 15);
    assert_true(p.half_turn);
    assert_false(p.quarter_turn);
}

/* The wazir round the 2x2 board is a closed square: any turn maps it onto
 * itself. Rows sum to 3 and 7, so it is not magic. */
static void wazir_square_has_quarter_turn_symmetry(void **state)
{
    tour_properties p;
    (void)state;
    properties("1 2\n4 3\n", "W", TOUR_CLOSED, &p);
    assert_int_equal(p.row_sum[0], 3);
    assert_int_equal(p.row_sum[1], 7);
    assert_int_equal(p.column_sum[0], 5);
    assert_int_equal(p.column_sum[1], 5);
    assert_false(p.semi_magic);
    assert_true(p.half_turn);
    assert_true(p.quarter_turn);
}

/* The same squares walked as a snake, 1 2 / 3 4 with the wazir, is not a
 * tour (2 -> 3 is diagonal); as a ferz-and-wazir (king) tour it is
 * closed (4 -> 1 is diagonal too), and a half turn maps 1-2 onto 4-3 and
 * 2-3 onto 3-2 but a quarter turn maps 1-2 (a2-b2) onto b2-b1 (2-4),
 * which is no move of the tour. */
static void king_z_is_half_turn_symmetric_only(void **state)
{
    tour_properties p;
    (void)state;
    properties("1 2\n3 4\n", "K", TOUR_CLOSED, &p);
    assert_true(p.half_turn);
    assert_false(p.quarter_turn);
}

/* A line of four is its own mirror image end to end; a quarter turn does
 * not apply off a square board, and there are no diagonals. */
static void line_is_half_turn_symmetric(void **state)
{
    tour_properties p;
    (void)state;
    properties("1 2 3 4\n", "W", TOUR_OPEN, &p);
    assert_true(p.half_turn);
    assert_false(p.quarter_turn);
    assert_false(p.has_diagonals);
    assert_int_equal(p.row_sum[0], 10);
    assert_false(p.magic);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(beverley_is_semi_magic),
        cmocka_unit_test(lo_shu_is_magic_and_half_turn_symmetric),
        cmocka_unit_test(wazir_square_has_quarter_turn_symmetry),
        cmocka_unit_test(king_z_is_half_turn_symmetric_only),
        cmocka_unit_test(line_is_half_turn_symmetric),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
