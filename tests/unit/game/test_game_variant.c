/* The door to positions (model/game) with defined pieces and on other
 * boards: random pieces and positions against the naive generator of
 * naive_variant.h, and a perft by that generator on 10x10. */
#include "boardex_test.h"

#include "game.h"
#include "unit/variant/naive_of_variant.h"
#include "unit/variant/random_variant.h"

/* The door's rules with the same letters as the test's own variant_rules
 * (defined in the same order, so that kinds and cells agree). */
static game_rules *door_rules(const variant_rules *rules)
{
    game_rules *door;
    bx_error err = {"", 0, 0};
    assert_int_equal(game_rules_new(rules->size, CHESS_RULES_SEED, &door,
                                    &err),
                     BX_OK);
    for (int k = CHESS_KINDS; k < rules->kind_count; k++)
        if (game_rules_define(door, rules->kinds[k].letter,
                              rules->kinds[k].betza, &err) != BX_OK)
            fail_msg("%c=%s: %s", rules->kinds[k].letter,
                     rules->kinds[k].betza, err.message);
    return door;
}

/* Whether the piece on (r, c) could capture on (tr, tc): an enemy piece
 * put there, is the capture among its naive pseudo-legal moves? */
static bool naive_attacks(const naive_board *b, int r, int c, int tr, int tc,
                          naive_move *scratch)
{
    static naive_board probe;
    int n = 0;
    probe = *b;
    probe.sq[tr][tc] = naive_white(b->sq[r][c]) ? 'p' : 'P';
    naive_piece_moves(&probe, r, c, scratch, &n);
    for (int i = 0; i < n; i++)
        if (scratch[i].tr == tr && scratch[i].tc == tc)
            return true;
    return false;
}

/* The square of white's (or black's) one king, or -1. */
static int naive_king(const naive_board *b, bool white)
{
    int found = -1, kings = 0;
    for (int r = 0; r < b->height; r++)
        for (int c = 0; c < b->width; c++)
            if (b->sq[r][c] == (white ? 'K' : 'k')) {
                found = r * b->width + c;
                kings++;
            }
    return kings == 1 ? found : -1;
}

static int compare_moves(const void *a, const void *b)
{
    const naive_move *x = a, *y = b;
    int kx = ((x->fr * 32 + x->fc) * 32 + x->tr) * 32 + x->tc;
    int ky = ((y->fr * 32 + y->fc) * 32 + y->tr) * 32 + y->tc;
    return (kx > ky) - (kx < ky);
}

static void random_against_naive(void **state)
{
    static naive_move naive[NAIVE_MAX_MOVES], scratch[NAIVE_MAX_MOVES],
        ours[NAIVE_MAX_MOVES];
    static game_move listed[NAIVE_MAX_MOVES];
    static variant_rules rules;
    uint64_t seed = UINT64_C(0xbb67ae8584caa73b);
    int compared = 0, attacked_sides = 0, checking = 0;
    (void)state;
    for (int round = 0; round < 1500; round++) {
        int width = 1 + pick(&seed, round % 10 == 0 ? 26 : 12);
        int height = 1 + pick(&seed, round % 10 == 0 ? 26 : 12);
        variant_position vpos;
        game_position pos;
        naive_board b;
        bx_error err;
        variant_rules_init(&rules, (board_size){width, height});
        random_definitions(&rules, &seed,
                           pick(&seed, round % 5 == 4 ? 21 : 5));
        random_fill(&vpos, &rules, &seed,
                    pick(&seed, width * height / 2 + 2));
        game_rules *door = door_rules(&rules);
        game_position_clear(door, &pos);
        memcpy(pos.cells, vpos.cells, sizeof pos.cells);
        if (game_check(door, &pos, &err) != BX_OK) {
            game_rules_free(door);
            continue;
        }
        to_naive(&vpos, &rules, &b);
        int both[CHESS_COLORS];
        square_set checkers;
        game_count_both(door, &pos, both);
        game_checkers(door, &pos, &checkers);
        for (int c = 0; c < CHESS_COLORS; c++) {
            bool white = c == CHESS_WHITE;
            int expected = naive_legal(&b, white, naive, scratch);
            bool other_attacked = naive_king_attacked(&b, !white, scratch);
            assert_int_equal(both[c], other_attacked ? -1 : expected);
            assert_int_equal(game_in_check(door, &pos, (chess_color)c),
                             naive_king_attacked(&b, white, scratch));
            attacked_sides += other_attacked;

            /* The whole side's moves, the same set; and piece by piece. */
            int n = game_moves(door, &pos, (chess_color)c, -1, listed,
                               NAIVE_MAX_MOVES);
            assert_int_equal(n, expected);
            for (int i = 0; i < n; i++)
                ours[i] = (naive_move){listed[i].from / width,
                                       listed[i].from % width,
                                       listed[i].to / width,
                                       listed[i].to % width};
            qsort(naive, (size_t)n, sizeof *naive, compare_moves);
            qsort(ours, (size_t)n, sizeof *ours, compare_moves);
            assert_memory_equal(naive, ours, sizeof *naive * (size_t)n);
            for (int sq = 0, i = 0; sq < width * height; sq++) {
                int from_here = 0;
                for (; i < n && naive[i].fr * width + naive[i].fc == sq; i++)
                    from_here++;
                assert_int_equal(
                    game_moves(door, &pos, (chess_color)c, sq, NULL, 0),
                    from_here);
            }

            /* The enemy pieces that could take c's one king. */
            int king = naive_king(&b, white);
            for (int sq = 0; sq < width * height; sq++) {
                char p = b.sq[sq / width][sq % width];
                bool checks = king >= 0 && p != '.' && naive_white(p) != white &&
                              naive_attacks(&b, sq / width, sq % width,
                                            king / width, king % width,
                                            scratch);
                if (p != '.' && naive_white(p) != white)
                    assert_int_equal(square_set_has(&checkers, sq), checks);
                checking += checks;
            }

            /* Attack counts, every fourth round (each square probed with
             * every piece of the colour). */
            if (round % 4 != 0)
                continue;
            int counts[BOARD_MAX_SQUARES];
            game_attack_counts(door, &pos, (chess_color)c, counts);
            for (int t = 0; t < width * height; t++) {
                int attackers = 0;
                for (int s = 0; s < width * height; s++) {
                    char p = b.sq[s / width][s % width];
                    if (s != t && p != '.' && naive_white(p) == white)
                        attackers += naive_attacks(&b, s / width, s % width,
                                                   t / width, t % width,
                                                   scratch);
                }
                if (counts[t] != attackers)
                    fail_msg("%dx%d square %d: %d attackers, naive %d", width,
                             height, t, counts[t], attackers);
            }
        }
        /* Only enemy pieces of a king check it: no own piece is listed. */
        for (int sq = 0; sq < width * height; sq++)
            if (square_set_has(&checkers, sq))
                assert_true(b.sq[sq / width][sq % width] != '.');
        compared++;
        game_rules_free(door);
    }
    assert_true(compared > 600);
    assert_true(attacked_sides > 100);
    assert_true(checking > 100);
}

/* Perft by the naive generator: every legal move played on a copy. */
static uint64_t naive_perft(const naive_board *b, bool white, int depth)
{
    if (depth == 0)
        return 1;
    naive_move *moves = malloc(sizeof *moves * NAIVE_MAX_MOVES * 2);
    assert_non_null(moves);
    int n = naive_legal(b, white, moves, moves + NAIVE_MAX_MOVES);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        naive_board after = *b;
        naive_move m = moves[i];
        after.sq[m.tr][m.tc] = after.sq[m.fr][m.fc];
        after.sq[m.fr][m.fc] = '.';
        total += depth == 1 ? 1 : naive_perft(&after, !white, depth - 1);
    }
    free(moves);
    return total;
}

static void perft_on_ten_by_ten(void **state)
{
    static variant_rules rules;
    static const char *const FENS[] = {
        "k9/3c6/10/10/4p5/10/10/3A6/P9/K8R w",
        "4k5/pppp1ppppp/10/10/10/10/10/10/PPPPPPPPPP/C3K3A1 b",
    };
    (void)state;
    variant_rules_init(&rules, (board_size){10, 10});
    for (const char *d = "A=BN C=mRcpR"; d != NULL;
         d = strchr(d, ' ') ? strchr(d, ' ') + 1 : NULL) {
        char one[16];
        bx_error err;
        snprintf(one, sizeof one, "%.*s", (int)strcspn(d, " "), d);
        assert_int_equal(variant_rules_define_text(&rules, one, &err), BX_OK);
    }
    game_rules *door = door_rules(&rules);
    for (size_t f = 0; f < sizeof FENS / sizeof FENS[0]; f++) {
        game_position pos;
        variant_position vpos;
        naive_board b;
        bx_error err = {"", 0, 0};
        if (game_position_from_fen(door, FENS[f], &pos, &err) != BX_OK)
            fail_msg("%s: %s", FENS[f], err.message);
        vpos.size = pos.size;
        memcpy(vpos.cells, pos.cells, sizeof vpos.cells);
        to_naive(&vpos, &rules, &b);
        for (int depth = 0; depth <= 3; depth++) {
            uint64_t expected =
                naive_perft(&b, pos.to_move == CHESS_WHITE, depth);
            uint64_t got = game_perft(door, &pos, depth);
            if (got != expected)
                fail_msg("%s depth %d: %llu, naive %llu", FENS[f], depth,
                         (unsigned long long)got,
                         (unsigned long long)expected);
        }
    }
    game_rules_free(door);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_against_naive),
        cmocka_unit_test(perft_on_ten_by_ten),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
