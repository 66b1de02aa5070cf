/* Distance maps and the compare lens, checked against a search written
 * here without piece_reach: relaxation to a fixed point over moves stepped
 * out by hand, and hand-derived examples. */
#include "boardex_test.h"

#include "distance.h"
#include "mobility.h"

static piece_spec preset(const char *name)
{
    piece_spec piece;
    assert_int_equal(piece_from_name(name, &piece, NULL), BX_OK);
    return piece;
}

static square at(board_size board, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(board, name, &sq, NULL), BX_OK);
    return sq;
}

static int steps_at(const distance_map *map, const char *name)
{
    return map->steps[square_index(map->board, at(map->board, name))];
}

/* A piece as the test knows it: its leaper and rider directions, kept
 * here so the naive search below never looks inside piece_spec. */
typedef struct {
    int once[8][2], once_count;
    int repeated[8][2], repeated_count;
} test_piece;

/* The piece_spec of a test piece, through the text the CLI reads: the one
 * place this test depends on how the piece room stores a piece. */
static piece_spec spec_of(const test_piece *t)
{
    char once[256] = "", repeated[256] = "";
    piece_spec piece;
    for (int i = 0; i < t->once_count; i++)
        snprintf(once + strlen(once), sizeof once - strlen(once), "(%d,%d) ",
                 t->once[i][0], t->once[i][1]);
    for (int i = 0; i < t->repeated_count; i++)
        snprintf(repeated + strlen(repeated),
                 sizeof repeated - strlen(repeated), "(%d,%d) ",
                 t->repeated[i][0], t->repeated[i][1]);
    assert_int_equal(piece_from_directions(once, repeated, &piece, NULL),
                     BX_OK);
    return piece;
}

/* Whether one move goes from (r1,c1) to (r2,c2) on an empty board: a once
 * direction lands there, or a repeated one reaches it in k >= 1 steps (a
 * straight line between two squares of a rectangle stays on it). */
static bool naive_move(const test_piece *t, int r1, int c1, int r2, int c2)
{
    int dr = r2 - r1, dc = c2 - c1;
    for (int i = 0; i < t->once_count; i++)
        if (t->once[i][0] == dr && t->once[i][1] == dc)
            return true;
    for (int i = 0; i < t->repeated_count; i++)
        for (int k = 1; k <= BOARD_MAX_SIDE; k++)
            if (t->repeated[i][0] * k == dr && t->repeated[i][1] * k == dc)
                return true;
    return false;
}

/* Distances by relaxation: start with 0 at the origin and "never"
 * elsewhere, and lower any square one move from a known square until
 * nothing changes. */
static void naive_distances(board_size b, const test_piece *t, square origin,
                            int *out)
{
    int n = board_square_count(b);
    bool changed = true;
    for (int i = 0; i < n; i++)
        out[i] = -1;
    out[origin.row * b.width + origin.col] = 0;
    while (changed) {
        changed = false;
        for (int from = 0; from < n; from++) {
            if (out[from] < 0)
                continue;
            for (int to = 0; to < n; to++)
                if (naive_move(t, from / b.width, from % b.width,
                               to / b.width, to % b.width) &&
                    (out[to] < 0 || out[to] > out[from] + 1)) {
                    out[to] = out[from] + 1;
                    changed = true;
                }
        }
    }
}

static void assert_matches_naive(board_size b, const test_piece *t,
                                 square origin)
{
    distance_map map;
    piece_spec piece = spec_of(t);
    int want[BOARD_MAX_SQUARES];
    int farthest = 0, reached = 0;
    assert_int_equal(distance_compute(b, &piece, origin, &map, NULL), BX_OK);
    naive_distances(b, t, origin, want);
    for (int i = 0; i < board_square_count(b); i++) {
        assert_int_equal(map.steps[i], want[i]);
        if (want[i] >= 0)
            reached++;
        if (want[i] > farthest)
            farthest = want[i];
    }
    assert_int_equal(map.farthest, farthest);
    assert_int_equal(map.reached, reached);
}

static void knight_worked_examples(void **state)
{
    piece_spec knight = preset("knight");
    board_size b = board_standard();
    distance_map map;
    (void)state;
    assert_int_equal(distance_compute(b, &knight, at(b, "a1"), &map, NULL),
                     BX_OK);
    /* a1 -> h8 needs 6 moves: a move changes rank + file by at most 3
     * and h8 is 7 + 7 = 14 away, so at least 5; every move changes the
     * square's colour and a1, h8 are both dark, so the count is even. */
    assert_int_equal(steps_at(&map, "h8"), 6);
    assert_int_equal(steps_at(&map, "a1"), 0);
    assert_int_equal(steps_at(&map, "b3"), 1);
    assert_int_equal(steps_at(&map, "c2"), 1);
    /* b2 takes 4: a1 and b2 are one colour, so the count is even; the
     * squares 2 moves away (a3 a5 b4 c1 c5 d2 d4 e1 e3) hold none of b2's
     * knight squares (a4 c4 d1 d3), so not 2; a1-c2-e3-c4-b2 is 4. */
    assert_int_equal(steps_at(&map, "b2"), 4);
    assert_int_equal(map.farthest, 6);
    assert_int_equal(map.reached, 64);

    /* On 3x3 the knight's squares form one ring of 8 around b2, in the
     * order a1 b3 c1 a2 c3 b1 a3 c2: c3 is 4 steps round it either way,
     * and b2 is never reached. */
    b = (board_size){3, 3};
    assert_int_equal(distance_compute(b, &knight, at(b, "a1"), &map, NULL),
                     BX_OK);
    assert_int_equal(steps_at(&map, "c3"), 4);
    assert_int_equal(steps_at(&map, "a2"), 3);
    assert_int_equal(steps_at(&map, "b2"), DISTANCE_NEVER);
    assert_int_equal(map.reached, 8);
    assert_int_equal(map.farthest, 4);
}

static void bishop_keeps_its_colour(void **state)
{
    piece_spec bishop = preset("bishop");
    board_size b = board_standard();
    distance_map map;
    (void)state;
    assert_int_equal(distance_compute(b, &bishop, at(b, "c1"), &map, NULL),
                     BX_OK);
    /* c1 is dark; every dark square is 1 or 2 moves away, no light one
     * is ever reached. */
    for (int i = 0; i < 64; i++) {
        square sq = square_at(b, i);
        bool dark = (sq.row + sq.col) % 2 == 1; /* a8 (0,0) is light */
        if (!dark)
            assert_int_equal(map.steps[i], DISTANCE_NEVER);
        else if (i != square_index(b, at(b, "c1")))
            assert_in_range(map.steps[i], 1, 2);
    }
    assert_int_equal(steps_at(&map, "h6"), 1);
    assert_int_equal(steps_at(&map, "h8"), 2);
    assert_int_equal(map.reached, 32);
    assert_int_equal(map.farthest, 2);
}

/* A king's distance is the larger of the rank and file differences. */
static void king_distance_is_chebyshev(void **state)
{
    piece_spec king = preset("king");
    board_size sizes[] = {{8, 8}, {1, 5}, {26, 26}, {10, 3}};
    (void)state;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        board_size b = sizes[s];
        square origin = {b.height / 3, b.width - 1};
        distance_map map;
        assert_int_equal(distance_compute(b, &king, origin, &map, NULL),
                         BX_OK);
        for (int i = 0; i < board_square_count(b); i++) {
            square sq = square_at(b, i);
            int dr = abs(sq.row - origin.row), dc = abs(sq.col - origin.col);
            assert_int_equal(map.steps[i], dr > dc ? dr : dc);
        }
    }
}

/* Pieces written out here: the knight, camel and giraffe leap; the
 * bishop, rook and nightrider ride. */
static const test_piece KNOWN[] = {
    {{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}},
     8, {{0}}, 0},
    {{{1, 3}, {3, 1}, {-1, 3}, {-3, 1}, {1, -3}, {3, -1}, {-1, -3}, {-3, -1}},
     8, {{0}}, 0},
    {{{1, 4}, {4, 1}, {-1, 4}, {-4, 1}, {1, -4}, {4, -1}, {-1, -4}, {-4, -1}},
     8, {{0}}, 0},
    {{{0}}, 0, {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, 4},
    {{{0}}, 0, {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, 4},
    {{{0}}, 0,
     {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}},
     8},
};

static void known_pieces_match_the_naive_search(void **state)
{
    board_size sizes[] = {{8, 8}, {5, 5}, {3, 7}, {12, 9}};
    (void)state;
    for (size_t p = 0; p < sizeof KNOWN / sizeof KNOWN[0]; p++)
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            assert_matches_naive(sizes[s], &KNOWN[p], (square){0, 0});
            assert_matches_naive(sizes[s], &KNOWN[p],
                                 (square){sizes[s].height / 2,
                                          sizes[s].width / 2});
        }
}

/* Random pieces of a few one-way directions (some never return) on random
 * boards, from random squares; a fixed seed keeps failures repeatable. */
static void random_pieces_match_the_naive_search(void **state)
{
    unsigned seed = 14;
    (void)state;
    for (int trial = 0; trial < 200; trial++) {
        test_piece t = {.once_count = 0, .repeated_count = 0};
        board_size b;
        seed = seed * 1103515245u + 12345u;
        b.width = 1 + (int)(seed >> 16) % 9;
        seed = seed * 1103515245u + 12345u;
        b.height = 1 + (int)(seed >> 16) % 9;
        for (int d = 0; d < 4; d++) {
            seed = seed * 1103515245u + 12345u;
            int dr = (int)(seed >> 16) % 7 - 3, dc = (int)(seed >> 20) % 7 - 3;
            if (dr == 0 && dc == 0)
                continue;
            if ((seed >> 27) & 1u) {
                t.repeated[t.repeated_count][0] = dr;
                t.repeated[t.repeated_count++][1] = dc;
            } else {
                t.once[t.once_count][0] = dr;
                t.once[t.once_count++][1] = dc;
            }
        }
        seed = seed * 1103515245u + 12345u;
        int origin = (int)(seed >> 16) % board_square_count(b);
        assert_matches_naive(b, &t, square_at(b, origin));
    }
}

static void bad_origin(void **state)
{
    piece_spec knight = preset("knight");
    distance_map map;
    bx_error err;
    (void)state;
    assert_failure(distance_compute(board_standard(), &knight,
                                    (square){8, 0}, &map, &err),
                   BX_INVALID, err, "invalid position");
    assert_failure(distance_compute((board_size){0, 3}, &knight,
                                    (square){0, 0}, &map, &err),
                   BX_INVALID, err, "invalid position");
}

/* The archbishop is the knight and the bishop joined, and their moves
 * never land on one square, so archbishop minus bishop is the knight's
 * count everywhere; strengths 896 - 560 = 336 say the same in sum. */
static void compare_archbishop_with_bishop(void **state)
{
    mobility_table arch, bishop, knight;
    int difference[BOARD_MAX_SQUARES];
    board_size b = {10, 7};
    piece_spec pa = preset("archbishop"), pb = preset("bishop"),
               pk = preset("knight");
    (void)state;
    assert_int_equal(mobility_compute(b, &pa, &arch, NULL), BX_OK);
    assert_int_equal(mobility_compute(b, &pb, &bishop, NULL), BX_OK);
    assert_int_equal(mobility_compute(b, &pk, &knight, NULL), BX_OK);
    assert_int_equal(mobility_compare(&arch, &bishop, difference, NULL),
                     BX_OK);
    for (int i = 0; i < board_square_count(b); i++)
        assert_int_equal(difference[i], knight.moves[i]);
    /* Knight minus bishop on 8x8: a1 is 2 - 7, d4 is 8 - 13. */
    b = board_standard();
    assert_int_equal(mobility_compute(b, &pk, &knight, NULL), BX_OK);
    assert_int_equal(mobility_compute(b, &pb, &bishop, NULL), BX_OK);
    assert_int_equal(mobility_compare(&knight, &bishop, difference, NULL),
                     BX_OK);
    assert_int_equal(difference[square_index(b, at(b, "a1"))], -5);
    assert_int_equal(difference[square_index(b, at(b, "d4"))], -5);
    assert_int_equal(difference[square_index(b, at(b, "b1"))], 3 - 7);
}

static void compare_needs_one_board(void **state)
{
    mobility_table a, b;
    int difference[BOARD_MAX_SQUARES];
    piece_spec knight = preset("knight");
    bx_error err;
    (void)state;
    assert_int_equal(mobility_compute((board_size){8, 8}, &knight, &a, NULL),
                     BX_OK);
    assert_int_equal(mobility_compute((board_size){8, 7}, &knight, &b, NULL),
                     BX_OK);
    assert_failure(mobility_compare(&a, &b, difference, &err), BX_INVALID,
                   err, "the boards differ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(knight_worked_examples),
        cmocka_unit_test(bishop_keeps_its_colour),
        cmocka_unit_test(king_distance_is_chebyshev),
        cmocka_unit_test(known_pieces_match_the_naive_search),
        cmocka_unit_test(random_pieces_match_the_naive_search),
        cmocka_unit_test(bad_origin),
        cmocka_unit_test(compare_archbishop_with_bishop),
        cmocka_unit_test(compare_needs_one_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
