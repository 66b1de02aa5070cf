/* The placement lens (game_placement): every square against a naive
 * "put the piece there and ask" written here, and the numbers of a few
 * squares worked by hand in the comments beside them. */
#include "boardex_test.h"

#include "game_test.h"

/* The index of a square named as FEN names it ("e4", "j10"). */
static int at(board_size size, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(size, name, &sq, NULL), BX_OK);
    return square_index(size, sq);
}

static unsigned char letter_cell(const game_rules *rules, char letter)
{
    unsigned char cell = 0;
    assert_true(game_cell_of_letter(rules, letter, &cell));
    return cell;
}

/* The naive answer for one square under seed: a copy of the cells with
 * the piece put there, then the door's own questions one by one. */
static game_place_state naive_square(const game_rules *rules,
                                     const game_position *pos,
                                     unsigned char cell, int sq, int *moves)
{
    chess_color color = variant_cell_color(cell);
    int row = sq / pos->size.width;
    game_position put = *pos;
    bx_error err;

    *moves = 0;
    if (pos->cells[sq] != VARIANT_EMPTY)
        return GAME_PLACE_NO;
    if (variant_cell_kind(cell) == CHESS_PAWN &&
        (row == 0 || row == pos->size.height - 1))
        return GAME_PLACE_NO;
    put.cells[sq] = cell;
    if (game_check(rules, &put, &err) != BX_OK)
        return GAME_PLACE_NO;
    if (game_in_check(rules, &put, chess_other(color)))
        return GAME_PLACE_GIVES_CHECK;
    *moves = game_moves(rules, &put, color, sq, NULL, 0);
    return GAME_PLACE_COUNTED;
}

/* The map of letter on fen (seed rules) against the naive answer on
 * every square, and its best, worst, count and sum against the naive
 * ones found by a plain walk. Returns the map for the hand checks. */
static void check_against_naive(const game_rules *rules, const char *fen,
                                char letter, game_placement_map *map)
{
    game_position pos = game_test_fen(rules, fen);
    unsigned char cell = letter_cell(rules, letter);
    int counted = 0, best = -1, worst = -1;
    long sum = 0;

    game_placement(rules, &pos, cell, map);
    assert_int_equal(map->cell, cell);
    for (int sq = 0; sq < board_square_count(pos.size); sq++) {
        int moves;
        game_place_state state = naive_square(rules, &pos, cell, sq, &moves);
        if (map->state[sq] != state || map->moves[sq] != moves)
            fail_msg("%s, %c on square %d: state %d moves %d, naive %d %d",
                     fen, letter, sq, (int)map->state[sq], map->moves[sq],
                     (int)state, moves);
        if (state != GAME_PLACE_COUNTED)
            continue;
        counted++;
        sum += moves;
        if (best < 0 || moves > map->moves[best])
            best = sq;
        if (worst < 0 || moves < map->moves[worst])
            worst = sq;
    }
    assert_int_equal(map->counted, counted);
    assert_int_equal(map->sum, sum);
    assert_int_equal(map->best, best);
    assert_int_equal(map->worst, worst);
    assert_int_equal(map->most, best < 0 ? 0 : map->moves[best]);
    assert_int_equal(map->fewest, worst < 0 ? 0 : map->moves[worst]);
}

static void assert_square(const game_placement_map *map, const char *name,
                          game_place_state state, int moves)
{
    int sq = at(map->size, name);
    if (map->state[sq] != state || map->moves[sq] != moves)
        fail_msg("%s: state %d moves %d, expected %d %d", name,
                 (int)map->state[sq], map->moves[sq], (int)state, moves);
}

/* A white bishop with the kings on e1 and e8 and nothing else. */
static void bishop_between_kings(void **state)
{
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_placement_map map;
    (void)state;
    check_against_naive(rules, "4k3/8/8/8/8/8/8/4K3 w", 'B', &map);
    /* d4: a1-h8 has 7 squares besides d4, a7-g1 6; no king on them. */
    assert_square(&map, "d4", GAME_PLACE_COUNTED, 13);
    /* a1: b2 .. h8, 7. */
    assert_square(&map, "a1", GAME_PLACE_COUNTED, 7);
    /* d2: c1; c3 b4 a5; e3 f4 g5 h6; e1 is its own king: 8. */
    assert_square(&map, "d2", GAME_PLACE_COUNTED, 8);
    /* c3: b2 a1, d4 .. h8 (5), b4 a5, d2 and not e1: 10, not 11. */
    assert_square(&map, "c3", GAME_PLACE_COUNTED, 10);
    /* h4 and a5 each lose a diagonal's last square to e1: 6, the
     * fewest; a5 (row 3) comes before h4 (row 4). */
    assert_square(&map, "h4", GAME_PLACE_COUNTED, 6);
    assert_square(&map, "a5", GAME_PLACE_COUNTED, 6);
    assert_int_equal(map.worst, at(map.size, "a5"));
    assert_int_equal(map.fewest, 6);
    /* The four centre squares have 13; d5 is the first of them. */
    assert_int_equal(map.best, at(map.size, "d5"));
    assert_int_equal(map.most, 13);
    /* The diagonals of e8 (d7 c6 b5 a4, f7 g6 h5) give check. */
    static const char *const CHECKS[] = {"d7", "c6", "b5", "a4",
                                         "f7", "g6", "h5"};
    for (int i = 0; i < 7; i++)
        assert_square(&map, CHECKS[i], GAME_PLACE_GIVES_CHECK, 0);
    assert_square(&map, "e1", GAME_PLACE_NO, 0); /* occupied */
    /* 64 squares, two kings, seven checks. */
    assert_int_equal(map.counted, 55);
    game_rules_free(rules);
}

/* A knight boxed in by its own pawns. */
static void knight_closed(void **state)
{
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_placement_map map;
    (void)state;
    check_against_naive(rules, "4k3/8/8/8/8/1P6/2P5/4K3 w", 'N', &map);
    /* a1: b3 and c2 are its own pawns: none. */
    assert_square(&map, "a1", GAME_PLACE_COUNTED, 0);
    assert_int_equal(map.worst, at(map.size, "a1"));
    /* b1: a3, c3, d2 (and not the pawns' squares): 3. */
    assert_square(&map, "b1", GAME_PLACE_COUNTED, 3);
    /* d6 and f6 reach e8: check. */
    assert_square(&map, "d6", GAME_PLACE_GIVES_CHECK, 0);
    assert_square(&map, "f6", GAME_PLACE_GIVES_CHECK, 0);
    game_rules_free(rules);
}

/* The black rook on e8 checks the white king on e1: a white rook put on
 * the e-file blocks and is pinned there; put elsewhere, it may only end
 * the check. */
static void pinned_rook(void **state)
{
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_placement_map map;
    (void)state;
    check_against_naive(rules, "k3r3/8/8/8/8/8/8/4K3 w", 'R', &map);
    /* e4: e2 e3, e5 e6 e7 and the capture on e8, nothing off the file. */
    assert_square(&map, "e4", GAME_PLACE_COUNTED, 6);
    /* e2: e3 .. e7 and e8: 6 too. */
    assert_square(&map, "e2", GAME_PLACE_COUNTED, 6);
    /* d4: only d4e4 blocks. h8: only the capture on e8. */
    assert_square(&map, "d4", GAME_PLACE_COUNTED, 1);
    assert_square(&map, "h8", GAME_PLACE_COUNTED, 1);
    /* On the a-file or on b8 .. d8 it would check a8's king while its
     * own is in check: both kings in check is against the rules. */
    assert_square(&map, "a2", GAME_PLACE_NO, 0);
    assert_square(&map, "d8", GAME_PLACE_NO, 0);
    /* A bishop on the pin line has no move at all (on e3; on e4 it
     * would see a8 and give check, its king no longer in check). */
    check_against_naive(rules, "k3r3/8/8/8/8/8/8/4K3 w", 'B', &map);
    assert_square(&map, "e3", GAME_PLACE_COUNTED, 0);
    assert_square(&map, "e4", GAME_PLACE_GIVES_CHECK, 0);
    game_rules_free(rules);
}

/* Pawns are not put on the first or last rank, of either colour. */
static void pawn_ranks(void **state)
{
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_placement_map map;
    (void)state;
    for (int i = 0; i < 2; i++) {
        check_against_naive(rules, "4k3/8/8/8/8/8/8/4K3 w", "Pp"[i], &map);
        for (int col = 0; col < 8; col++) {
            assert_int_equal(map.state[col], GAME_PLACE_NO);
            assert_int_equal(map.state[56 + col], GAME_PLACE_NO);
        }
    }
    check_against_naive(rules, "4k3/8/8/8/8/8/8/4K3 w", 'P', &map);
    /* a3: a4 only, one step off its first two ranks. */
    assert_square(&map, "a3", GAME_PLACE_COUNTED, 1);
    /* d7 and f7 take towards e8: check. */
    assert_square(&map, "d7", GAME_PLACE_GIVES_CHECK, 0);
    assert_square(&map, "f7", GAME_PLACE_GIVES_CHECK, 0);
    game_rules_free(rules);
}

/* A second king breaks the rules everywhere; a position that breaks
 * them already leaves every square unplaceable. */
static void breaking_the_rules(void **state)
{
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_placement_map map;
    game_position two_kings;
    (void)state;
    check_against_naive(rules, "4k3/8/8/8/8/8/8/4K3 w", 'K', &map);
    assert_int_equal(map.counted, 0);
    assert_int_equal(map.best, -1);
    assert_int_equal(map.worst, -1);
    assert_square(&map, "a1", GAME_PLACE_NO, 0);
    /* Without a black king, one can stand anywhere but next to e1,
     * where the two kings would attack each other: both in check. */
    check_against_naive(rules, "8/8/8/8/8/8/8/4K3 w", 'k', &map);
    assert_square(&map, "d2", GAME_PLACE_NO, 0);
    /* a8: a7, b7, b8. */
    assert_square(&map, "a8", GAME_PLACE_COUNTED, 3);
    /* A black queen on e5 checks e1 (white to move: as under seed). */
    check_against_naive(rules, "8/8/8/8/8/8/8/4K3 w", 'q', &map);
    assert_square(&map, "e5", GAME_PLACE_GIVES_CHECK, 0);

    game_position_clear(rules, &two_kings);
    two_kings.cells[at(two_kings.size, "e1")] =
        variant_cell(CHESS_WHITE, CHESS_KING);
    two_kings.cells[at(two_kings.size, "d1")] =
        variant_cell(CHESS_WHITE, CHESS_KING);
    game_placement(rules, &two_kings, letter_cell(rules, 'N'), &map);
    for (int sq = 0; sq < 64; sq++)
        assert_int_equal(map.state[sq], GAME_PLACE_NO);
    assert_int_equal(map.counted, 0);
    assert_int_equal(map.sum, 0);
    game_rules_free(rules);
}

/* Under fide the side not to move may not be in check, yet the lens
 * marks such a square as giving check, as under seed; a square the
 * en-passant field needs empty is not placeable. */
static void fide_checks(void **state)
{
    game_rules *seed = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_rules *fide = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    game_placement_map by_seed, by_fide;
    (void)state;
    check_against_naive(seed, "4k3/8/8/8/8/8/8/4K3 w", 'B', &by_seed);
    game_position pos = game_test_fen(fide, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    game_placement(fide, &pos, letter_cell(fide, 'B'), &by_fide);
    assert_memory_equal(by_seed.state, by_fide.state, sizeof by_seed.state);
    assert_memory_equal(by_seed.moves, by_fide.moves, sizeof by_seed.moves);
    assert_square(&by_fide, "d7", GAME_PLACE_GIVES_CHECK, 0);

    /* Black just played d7d5: d6 (passed) and d7 (left) must stay
     * empty; a white knight on d6 would check e8 and on d7 would not,
     * but neither may stand there. c7 checks e8 and is fine. */
    pos = game_test_fen(fide, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    game_placement(fide, &pos, letter_cell(fide, 'N'), &by_fide);
    assert_square(&by_fide, "d6", GAME_PLACE_NO, 0);
    assert_square(&by_fide, "d7", GAME_PLACE_NO, 0);
    assert_square(&by_fide, "c7", GAME_PLACE_GIVES_CHECK, 0);
    /* a1: b3 and c2. */
    assert_square(&by_fide, "a1", GAME_PLACE_COUNTED, 2);
    game_rules_free(seed);
    game_rules_free(fide);
}

/* A 10x10 board and an archbishop (A = BN). */
static void archbishop_ten(void **state)
{
    game_rules *rules = game_test_rules(10, 10, CHESS_RULES_SEED, "A=BN");
    game_placement_map map;
    (void)state;
    check_against_naive(rules, "9k/10/10/10/10/10/10/10/10/K9 w", 'A', &map);
    /* f5: diagonals g6 .. j9 (4), e6 .. a10 (5), e4 .. b1 (4), g4 .. j1
     * (4), and 8 knight leaps all on the board: 25. */
    assert_square(&map, "f5", GAME_PLACE_COUNTED, 25);
    /* a10: b9 .. j1 (9) and b8, c9: 11. */
    assert_square(&map, "a10", GAME_PLACE_COUNTED, 11);
    /* The a1-j10 diagonal leads to the black king: check. */
    assert_square(&map, "e5", GAME_PLACE_GIVES_CHECK, 0);
    /* So do h9 and i8, a knight's leap from j10. */
    assert_square(&map, "h9", GAME_PLACE_GIVES_CHECK, 0);
    assert_square(&map, "i8", GAME_PLACE_GIVES_CHECK, 0);
    /* The black one too, with its kings, and a pawn off its ranks. */
    check_against_naive(rules, "9k/10/10/10/10/10/10/10/10/K9 w", 'a', &map);
    check_against_naive(rules, "9k/10/10/4p5/10/10/10/3P6/10/K9 w", 'P',
                        &map);
    game_rules_free(rules);
}

/* Every chess letter on a busier position, against the naive answer. */
static void every_letter(void **state)
{
    static const char *const FENS[] = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b",
    };
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_placement_map map;
    (void)state;
    for (int f = 0; f < 2; f++)
        for (const char *l = "KQRBNPkqrbnp"; *l != '\0'; l++)
            check_against_naive(rules, FENS[f], *l, &map);
    game_rules_free(rules);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bishop_between_kings),
        cmocka_unit_test(knight_closed),
        cmocka_unit_test(pinned_rook),
        cmocka_unit_test(pawn_ranks),
        cmocka_unit_test(breaking_the_rules),
        cmocka_unit_test(fide_checks),
        cmocka_unit_test(archbishop_ten),
        cmocka_unit_test(every_letter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
