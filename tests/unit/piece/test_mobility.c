#include "boardex_test.h"

#include "mobility.h"

static piece_spec preset(const char *name)
{
    piece_spec piece;
    assert_int_equal(piece_from_name(name, &piece, NULL), BX_OK);
    return piece;
}

static piece_spec parsed(const char *once, const char *repeated)
{
    piece_spec piece;
    assert_int_equal(piece_from_directions(once, repeated, &piece, NULL),
                     BX_OK);
    return piece;
}

/* The FIDE names in a set, sorted as strings, space separated. */
static void assert_reach(board_size board, const square_set *set,
                         const char *expected)
{
    char names[BOARD_MAX_SQUARES][SQUARE_NAME_MAX];
    char text[4096] = "";
    int count = 0;
    for (int i = 0; i < board_square_count(board); i++)
        if (square_set_has(set, i))
            square_to_fide(board, square_at(board, i), names[count++], NULL);
    qsort(names, (size_t)count, sizeof names[0],
          (int (*)(const void *, const void *))strcmp);
    for (int i = 0; i < count; i++) {
        if (i > 0)
            strcat(text, " ");
        strcat(text, names[i]);
    }
    assert_string_equal(text, expected);
}

static square at(const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(board_standard(), name, &sq, NULL),
                     BX_OK);
    return sq;
}

static void move_examples(void **state)
{
    square_set set;
    bx_error err;
    (void)state;
    assert_int_equal(direction_reach(board_standard(), at("d4"),
                                     (direction){1, 2}, false, &set, &err),
                     BX_OK);
    assert_reach(board_standard(), &set, "f3");
    assert_int_equal(direction_reach(board_standard(), at("d4"),
                                     (direction){1, 1}, true, &set, &err),
                     BX_OK);
    assert_reach(board_standard(), &set, "e3 f2 g1");
    assert_failure(direction_reach(board_standard(), (square){8, 8},
                                   (direction){1, 2}, false, &set, &err),
                   BX_INVALID, err, "invalid position");
}

static void moves_examples(void **state)
{
    piece_spec knight = preset("knight");
    piece_spec bishop = parsed("", "(1,1) (1,-1) (-1,1) (-1,-1)");
    square_set set;
    bx_error err;
    (void)state;
    piece_reach(board_standard(), &knight, at("d4"), &set, NULL);
    assert_reach(board_standard(), &set, "b3 b5 c2 c6 e2 e6 f3 f5");
    piece_reach(board_standard(), &knight, at("g2"), &set, NULL);
    assert_reach(board_standard(), &set, "e1 e3 f4 h4");
    piece_reach(board_standard(), &bishop, at("d4"), &set, NULL);
    assert_reach(board_standard(), &set,
                 "a1 a7 b2 b6 c3 c5 e3 e5 f2 f6 g1 g7 h8");
    piece_reach(board_standard(), &bishop, at("g1"), &set, NULL);
    assert_reach(board_standard(), &set, "a7 b6 c5 d4 e3 f2 h2");
    assert_failure(piece_reach(board_standard(), &knight, (square){-1, 0},
                               &set, &err),
                   BX_INVALID, err, "invalid position");
}

static void assert_mobility(board_size board, const piece_spec *piece,
                            int strength, const char *expected)
{
    mobility_table table;
    char text[512];
    assert_int_equal(mobility_compute(board, piece, &table, NULL), BX_OK);
    assert_int_equal(table.strength, strength);
    assert_true(mobility_format(&table, text, sizeof text));
    assert_string_equal(text, expected);
}

static void groups_strength_mobility_examples(void **state)
{
    piece_spec knight = preset("knight");
    piece_spec bishop = preset("bishop");
    mobility_table table;
    (void)state;
    assert_int_equal(mobility_compute(board_standard(), &knight, &table, NULL),
                     BX_OK);
    static const mobility_group KNIGHT[] = {
        {2, 4}, {3, 8}, {4, 20}, {6, 16}, {8, 16}};
    assert_int_equal(table.group_count, 5);
    for (int g = 0; g < 5; g++) {
        assert_int_equal(table.groups[g].moves, KNIGHT[g].moves);
        assert_int_equal(table.groups[g].squares, KNIGHT[g].squares);
    }
    assert_mobility(board_standard(), &knight, 336,
                    "4 \xc3\x97 2 + 8 \xc3\x97 3 + 20 \xc3\x97 4 + "
                    "16 \xc3\x97 6 + 16 \xc3\x97 8");
    assert_mobility(board_standard(), &bishop, 560,
                    "28 \xc3\x97 7 + 20 \xc3\x97 9 + 12 \xc3\x97 11 + "
                    "4 \xc3\x97 13");
}

static void known_strengths(void **state)
{
    static const struct {
        const char *name;
        int strength;
    } KNOWN[] = {{"king", 420}, {"rook", 896}, {"queen", 1456},
                 {"archbishop", 896}, {"knight", 336}, {"bishop", 560}};
    mobility_table table;
    (void)state;
    for (size_t i = 0; i < sizeof KNOWN / sizeof KNOWN[0]; i++) {
        piece_spec piece = preset(KNOWN[i].name);
        assert_int_equal(
            mobility_compute(board_standard(), &piece, &table, NULL), BX_OK);
        assert_int_equal(table.strength, KNOWN[i].strength);
    }
}

static void empty_piece(void **state)
{
    piece_spec none = parsed("", "");
    mobility_table table;
    (void)state;
    assert_mobility(board_standard(), &none, 0, "64 \xc3\x97 0");
    mobility_compute(board_standard(), &none, &table, NULL);
    assert_int_equal(table.group_count, 1);
    assert_int_equal(table.groups[0].moves, 0);
    assert_int_equal(table.groups[0].squares, 64);
}

/* Duplicates and overlaps count once: a wazir that also rides orthogonally
 * is a rook, and listing the rook twice changes nothing. */
static void duplicates_are_harmless(void **state)
{
    piece_spec overlap = parsed("1,0 -1,0 0,1 0,-1 1,0",
                                "1,0 -1,0 0,1 0,-1 1,0");
    (void)state;
    assert_mobility(board_standard(), &overlap, 896, "64 \xc3\x97 14");
}

/* A knight on 4 files by 3 ranks, worked out by hand (rows top down):
 *   2 3 3 2     row 0: the corners reach 2, b3 reaches a1 c1 d2
 *   2 2 2 2     row 1: each reaches two squares two files away
 *   2 3 3 2     row 2: the mirror of row 0
 * so 8 squares reach 2 and 4 reach 3: strength 28. A rook on 5x5 reaches
 * 4 + 4 = 8 squares from everywhere: 25 x 8 = 200. */
static void other_board_sizes(void **state)
{
    piece_spec knight = preset("knight");
    piece_spec rook = preset("rook");
    board_size small = {4, 3};
    mobility_table table;
    static const int EXPECTED[12] = {2, 3, 3, 2, 2, 2, 2, 2, 2, 3, 3, 2};
    (void)state;
    assert_int_equal(mobility_compute(small, &knight, &table, NULL), BX_OK);
    for (int i = 0; i < 12; i++)
        assert_int_equal(table.moves[i], EXPECTED[i]);
    assert_mobility(small, &knight, 28, "8 \xc3\x97 2 + 4 \xc3\x97 3");
    assert_mobility((board_size){5, 5}, &rook, 200, "25 \xc3\x97 8");
    assert_mobility((board_size){1, 1}, &rook, 0, "1 \xc3\x97 0");
}

static void huge_directions_never_land(void **state)
{
    piece_spec far = parsed("2147483647,-2147483648 -2147483648,1",
                            "2147483647,2147483647 26,0");
    (void)state;
    assert_mobility((board_size){26, 26}, &far, 0, "676 \xc3\x97 0");
}

static void group_lookup(void **state)
{
    piece_spec bishop = preset("bishop");
    mobility_table table;
    (void)state;
    mobility_compute(board_standard(), &bishop, &table, NULL);
    assert_int_equal(mobility_group_of(&table, 13)->squares, 4);
    assert_null(mobility_group_of(&table, 8));
}

static void bad_board(void **state)
{
    piece_spec knight = preset("knight");
    mobility_table table;
    bx_error err;
    (void)state;
    assert_failure(mobility_compute((board_size){0, 8}, &knight, &table, &err),
                   BX_INVALID, err, "invalid board size");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(move_examples),
        cmocka_unit_test(moves_examples),
        cmocka_unit_test(groups_strength_mobility_examples),
        cmocka_unit_test(known_strengths),
        cmocka_unit_test(empty_piece),
        cmocka_unit_test(duplicates_are_harmless),
        cmocka_unit_test(other_board_sizes),
        cmocka_unit_test(huge_directions_never_land),
        cmocka_unit_test(group_lookup),
        cmocka_unit_test(bad_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
