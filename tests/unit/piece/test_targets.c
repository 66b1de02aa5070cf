/* Pieces among blockers (targets.h): hand-worked boards with hoppers, a
 * grasshopper, a lame leaper and a move-only/capture-only piece, then
 * random pieces and blockers against two answers from outside the walk:
 * a naive count written here (each target tested on its own, by the
 * blockers between it and the piece) and the position door, with the
 * piece defined as a letter and a piece of the other side on each
 * blocker. */
#include "boardex_test.h"

#include "betza.h"
#include "distance.h"
#include "game.h"
#include "mobility.h"
#include "square_list.h"
#include "targets.h"
#include "unit/variant/random_variant.h"

static const board_size BOARD8 = {8, 8};

static piece_spec betza(const char *text)
{
    piece_spec piece;
    bx_error err;
    if (piece_from_betza(text, &piece, &err) != BX_OK)
        fail_msg("%s: %s", text, err.message);
    return piece;
}

static square_set squares(board_size board, const char *text)
{
    square_set set;
    bx_error err;
    if (square_list_parse(board, text, &set, &err) != BX_OK)
        fail_msg("%s: %s", text, err.message);
    return set;
}

static square at(const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(BOARD8, name, &sq, NULL), BX_OK);
    return sq;
}

static void assert_set(const square_set *set, const char *expected)
{
    char text[4096];
    assert_true(square_list_format(BOARD8, set, text, sizeof text));
    assert_string_equal(text, expected);
}

/* Targets of a piece on 8x8: moves, captures and threats (square order:
 * top rank first). */
static void assert_targets(const char *piece_text, const char *from,
                           const char *blockers, const char *moves,
                           const char *captures, const char *threats)
{
    piece_spec piece = betza(piece_text);
    square_set set = squares(BOARD8, blockers);
    piece_targets t;
    assert_int_equal(
        piece_targets_among(BOARD8, &piece, &set, at(from), &t, NULL), BX_OK);
    assert_set(&t.moves, moves);
    assert_set(&t.captures, captures);
    assert_set(&t.threats, threats);
}

/* The cannon pR on d1 among d4 d6 b1 f1 g1:
 *   up: d2 d3 empty, d4 the screen, d5 empty (a move), d6 taken; stop.
 *   right: e1 empty, f1 the screen, g1 taken; stop.
 *   left: c1 empty, b1 the screen, a1 empty (a move); the edge.
 *   down: off the board.
 * Never a target: the squares before a screen, nor the screens. */
static void cannon_hops_one_screen(void **state)
{
    (void)state;
    assert_targets("pR", "d1", "d4 d6 b1 f1 g1", "d5 a1", "d6 g1",
                   "d6 d5 a1 g1");
    /* No screen, no move: nothing on an empty board. */
    assert_targets("pR", "d1", "", "", "", "");
}

/* The grasshopper gQ on d4 among d5 f6 g7 e3 f2 b4 d1:
 *   up: d5 the screen, d6 empty: a move.
 *   up-right: e5 empty, f6 the screen, g7 a blocker: taken.
 *   down-right: e3 the screen, f2 a blocker: taken.
 *   left: c4 empty, b4 the screen, a4 empty: a move.
 *   down: d3 d2 empty, d1 the screen at the edge: nowhere to land.
 *   right, down-left, up-left: no screen, nothing. */
static void grasshopper_lands_behind(void **state)
{
    (void)state;
    assert_targets("gQ", "d4", "d5 f6 g7 e3 f2 b4 d1", "d6 a4", "g7 f2",
                   "g7 d6 a4 f2");
}

/* The xiangqi horse nN on d4 among d5 e4 c6 b5: c6 and e6 pass d5, f5
 * and f3 pass e4 (all blocked, c6's blocker too); e2 and c2 pass d3, b3
 * passes c4 (free); b5 passes c4 and takes the blocker. d5 and e4 are no
 * knight squares, so no targets. */
static void lame_horse_is_blocked(void **state)
{
    (void)state;
    assert_targets("nN", "d4", "d5 e4 c6 b5", "b3 c2 e2", "b5",
                   "b5 b3 c2 e2");
    /* On an empty board it is the knight. */
    assert_targets("nN", "d4", "", "c6 e6 b5 f5 b3 f3 c2 e2", "",
                   "c6 e6 b5 f5 b3 f3 c2 e2");
}

/* mWcF on d4 among d5 e5 c3: the W steps move only, so d5 (a blocker)
 * stops it and c4 d3 e4 are moves; the F steps capture only: e5 and c3
 * taken, c5 and e3 empty (threats, no move). Reached: c4 d3 e4 + c3 e5. */
static void move_only_and_capture_only(void **state)
{
    (void)state;
    assert_targets("mWcF", "d4", "d5 e5 c3", "c4 e4 d3", "e5 c3",
                   "c5 e5 c3 e3");
    /* On an empty board the captures reach nothing. */
    assert_targets("mWcF", "d4", "", "d5 c4 e4 d3", "", "c5 e5 c3 e3");
}

/* From a blocker's square the piece goes nowhere; and the rook stops at
 * the first blocker, taking it. */
static void blocker_square_and_riders(void **state)
{
    (void)state;
    assert_targets("R", "d4", "d4", "", "", "");
    assert_targets("R", "a1", "a3 c1", "a2 b1", "a3 c1", "a3 a2 b1 c1");
}

/* The cannon with one blocker on d4 of 8x8: a square hops only when d4
 * is on its line. d1 d2 d3 hop to d5..d8 (4 each), d5..d8 to d3..d1 (3
 * each), a4 b4 c4 to e4..h4 (4 each), e4..h4 to c4..a4 (3 each): 12 * 4
 * = 48. Every other square has 0; d4 itself has no count. */
static void cannon_strength_by_hand(void **state)
{
    (void)state;
    piece_spec cannon = betza("pR");
    square_set one = squares(BOARD8, "d4");
    mobility_table table;
    assert_int_equal(
        mobility_compute_among(BOARD8, &cannon, &one, &table, NULL), BX_OK);
    assert_int_equal(table.strength, 48);
    assert_int_equal(table.moves[square_index(BOARD8, at("d1"))], 4);
    assert_int_equal(table.moves[square_index(BOARD8, at("h4"))], 3);
    assert_int_equal(table.moves[square_index(BOARD8, at("d4"))], 0);
    /* Groups over the 63 squares but d4: 8 of 3 (d5..d8, e4..h4), 6 of 4
     * (d1..d3, a4..c4), 49 of 0. */
    assert_int_equal(table.group_count, 3);
    assert_int_equal(table.groups[0].moves, 0);
    assert_int_equal(table.groups[0].squares, 49);
    assert_int_equal(table.groups[1].moves, 3);
    assert_int_equal(table.groups[1].squares, 8);
    assert_int_equal(table.groups[2].moves, 4);
    assert_int_equal(table.groups[2].squares, 6);
    assert_true(square_set_has(&table.blockers, square_index(BOARD8, at("d4"))));
}

/* Distance among blockers: the rook from a1 with a4 and d1 blocked takes
 * either in one move, but goes no further through them: a5 needs a1-b1,
 * b5, a5 (3) and e1 needs a1-a2, e2, e1 (3). */
static void distance_goes_round_blockers(void **state)
{
    (void)state;
    piece_spec rook = betza("R");
    square_set set = squares(BOARD8, "a4 d1");
    distance_map map;
    assert_int_equal(
        distance_compute_among(BOARD8, &rook, &set, at("a1"), &map, NULL), BX_OK);
    assert_int_equal(map.steps[square_index(BOARD8, at("a4"))], 1);
    assert_int_equal(map.steps[square_index(BOARD8, at("d1"))], 1);
    assert_int_equal(map.steps[square_index(BOARD8, at("a5"))], 3);
    assert_int_equal(map.steps[square_index(BOARD8, at("e1"))], 3);
    assert_int_equal(map.steps[square_index(BOARD8, at("b2"))], 2);
}

/* ---- The naive count ------------------------------------------------ */

static bool naive_blocked(board_size b, const square_set *blockers, int row,
                          int col)
{
    return square_set_has(blockers, square_index(b, (square){row, col}));
}

/* How many blockers stand strictly between from and k steps along dir. */
static int blockers_between(board_size b, const square_set *blockers,
                            square from, direction dir, int k)
{
    int count = 0;
    for (int i = 1; i < k; i++)
        count += naive_blocked(b, blockers, from.row + i * dir.dr,
                               from.col + i * dir.dc);
    return count;
}

/* Whether one move of the piece takes it from `from` to `to`, judged for
 * that square alone: the squares between, by what the Betza letter asks
 * of them, then what stands on `to` against the move's modality. */
static bool naive_reaches(board_size b, const piece_spec *piece,
                          const square_set *blockers, square from, square to)
{
    bool enemy = naive_blocked(b, blockers, to.row, to.col);
    if (naive_blocked(b, blockers, from.row, from.col))
        return false;
    for (int m = 0; m < piece->count; m++) {
        const piece_move *move = &piece->list[m];
        if ((enemy && move->modality == PIECE_MOVE_ONLY) ||
            (!enemy && move->modality == PIECE_CAPTURE_ONLY))
            continue;
        int limit = move->range == PIECE_RANGE_UNLIMITED ? 26 : move->range;
        for (int k = 1; k <= limit; k++) {
            if (from.row + k * move->dir.dr != to.row ||
                from.col + k * move->dir.dc != to.col)
                continue;
            int between = blockers_between(b, blockers, from, move->dir, k);
            bool ok = false;
            switch (move->path) {
            case PIECE_PATH_HOP:
                ok = between == 1;
                break;
            case PIECE_PATH_GRASSHOPPER:
                ok = between == 1 && k >= 2 &&
                     naive_blocked(b, blockers, to.row - move->dir.dr,
                                   to.col - move->dir.dc);
                break;
            case PIECE_PATH_LAME: {
                /* Only nN, nA, nD: the square one step along each leg of
                 * length 2. */
                int lr = move->dir.dr / 2, lc = move->dir.dc / 2;
                ok = k == 1 && !naive_blocked(b, blockers, from.row + lr,
                                              from.col + lc);
                break;
            }
            default:
                ok = between == 0;
            }
            if (ok)
                return true;
        }
    }
    return false;
}

static const char *const NAIVE_POOL[] = {
    "pR", "gQ", "nN", "nA", "nD", "mWcF", "fmWfcF", "pB", "gR4", "cR",
    "mRcpR", "NN", "Q", "pNN", "gB4", "nNmR", "K", "fR2", "(3,1)", "mQ3",
};

/* A random board, blockers on about a quarter of it, and for each piece
 * of the pool every square's targets: the walk, the naive count, the
 * mobility table and the position door agree. */
static void random_blockers_match_naive_and_positions(void **state)
{
    (void)state;
    uint64_t seed = UINT64_C(0x9e3779b97f4a7c15);
    int compared = 0;
    for (int round = 0; round < 60; round++) {
        board_size b = {2 + pick(&seed, 11), 2 + pick(&seed, 11)};
        const char *text = NAIVE_POOL[pick(
            &seed, (int)(sizeof NAIVE_POOL / sizeof NAIVE_POOL[0]))];
        piece_spec piece = betza(text);
        square_set blockers;
        square_set_clear(&blockers);
        for (int i = 0; i < board_square_count(b); i++)
            if (pick(&seed, 4) == 0)
                square_set_add(&blockers, i);
        mobility_table table;
        assert_int_equal(
            mobility_compute_among(b, &piece, &blockers, &table, NULL),
            BX_OK);

        game_rules *rules = NULL;
        game_position pos;
        unsigned char white, black;
        assert_int_equal(game_rules_new(b, CHESS_RULES_SEED, &rules, NULL),
                         BX_OK);
        assert_int_equal(game_rules_define(rules, 'A', text, NULL), BX_OK);
        assert_true(game_cell_of_letter(rules, 'A', &white));
        assert_true(game_cell_of_letter(rules, 'a', &black));
        game_position_clear(rules, &pos);
        for (int i = 0; i < board_square_count(b); i++)
            if (square_set_has(&blockers, i))
                pos.cells[i] = black;

        int strength = 0;
        for (int from = 0; from < board_square_count(b); from++) {
            square sq = square_at(b, from);
            square_set reach;
            piece_reach_among(b, &piece, &blockers, sq, &reach, NULL);
            int naive = 0;
            for (int to = 0; to < board_square_count(b); to++) {
                bool expected = naive_reaches(b, &piece, &blockers, sq,
                                              square_at(b, to));
                if (expected != square_set_has(&reach, to))
                    fail_msg("%s on %dx%d from %d to %d: naive %d", text,
                             b.width, b.height, from, to, expected);
                naive += expected;
            }
            assert_int_equal(table.moves[from], naive);
            strength += naive;
            if (square_set_has(&blockers, from))
                continue;
            pos.cells[from] = white;
            assert_int_equal(game_moves(rules, &pos, CHESS_WHITE, from, NULL,
                                        0),
                             naive);
            pos.cells[from] = VARIANT_EMPTY;
            compared++;
        }
        assert_int_equal(table.strength, strength);
        game_rules_free(rules);
    }
    assert_true(compared > 1000);
}

static void square_lists(void **state)
{
    (void)state;
    square_set set;
    bx_error err;
    char text[64];
    assert_int_equal(square_list_parse(BOARD8, " d5,e4 ,, a1\th8 ", &set, &err),
                     BX_OK);
    assert_int_equal(square_set_count(&set), 4);
    assert_true(square_list_format(BOARD8, &set, text, sizeof text));
    assert_string_equal(text, "h8 d5 e4 a1");
    assert_int_equal(square_list_parse(BOARD8, "", &set, &err), BX_OK);
    assert_int_equal(square_set_count(&set), 0);
    assert_failure(square_list_parse(BOARD8, "d5 z9", &set, &err), BX_INVALID,
                   err, "'z9' is not a square of the 8x8 board");
    assert_failure(square_list_parse(BOARD8, "d5 e4 d5", &set, &err), BX_INVALID,
                   err, "'d5' is named twice");
    assert_failure(square_list_parse(BOARD8, "d9", &set, &err), BX_INVALID, err,
                   "'d9' is not a square of the 8x8 board");
    assert_failure(square_list_parse(BOARD8, "4,3", &set, &err), BX_INVALID, err,
                   "'4' is not a square of the 8x8 board");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cannon_hops_one_screen),
        cmocka_unit_test(grasshopper_lands_behind),
        cmocka_unit_test(lame_horse_is_blocked),
        cmocka_unit_test(move_only_and_capture_only),
        cmocka_unit_test(blocker_square_and_riders),
        cmocka_unit_test(cannon_strength_by_hand),
        cmocka_unit_test(distance_goes_round_blockers),
        cmocka_unit_test(random_blockers_match_naive_and_positions),
        cmocka_unit_test(square_lists),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
