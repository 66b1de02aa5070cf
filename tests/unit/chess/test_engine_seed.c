/* The engine under the ChessMoves (seed) rules against the naive generator
 * of brute_moves.h: the same moves on random positions, and the same perft
 * counts, in both builds of the engine (magic and, where the CPU has it,
 * PEXT). */
#include "boardex_test.h"

#include "brute_moves.h"
#include "engine.h"
#include "reference_movegen.h"
#include "position_text.h"
#include "random_positions.h"

/* The engines this CPU can run: magic always, PEXT with BMI2. */
static int engines(const chess_engine *out[2])
{
    int n = 0;
    out[n++] = chess_engine_portable();
    if (chess_engine_pext() != NULL)
        out[n++] = chess_engine_pext();
    return n;
}

static void same_moves_as_naive_generator(void **state)
{
    const chess_engine *list[2];
    int count = engines(list);
    uint64_t seed = UINT64_C(0x2545f4914f6cdd1d);
    (void)state;
    for (int n = 0; n < 5000; n++) {
        chess_position pos;
        brute_board board;
        random_position(&seed, (int)(next_random(&seed) % 31), &pos, &board);
        for (int c = 0; c < CHESS_COLORS; c++) {
            bool white = c == CHESS_WHITE;
            unsigned long long expected[64], got[64] = {0};
            chess_move moves[CHESS_MOVES_MAX];
            int naive = brute_moves(&board, white, expected);
            for (int e = 0; e < count; e++) {
                int made = chess_generate(list[e], &pos, CHESS_RULES_SEED,
                                          (chess_color)c, moves);
                assert_int_equal(made, naive);
                assert_int_equal(chess_count(list[e], &pos, CHESS_RULES_SEED,
                                             (chess_color)c),
                                 brute_count(&board, white));
                memset(got, 0, sizeof got);
                for (int i = 0; i < made; i++) {
                    assert_int_equal(moves[i].promotion, CHESS_PAWN);
                    got[moves[i].from] |= 1ULL << moves[i].to;
                }
                for (int sq = 0; sq < 64; sq++)
                    assert_int_equal(got[sq], expected[sq]);
            }
        }
    }
}

/* Seed perft three plies deep from random positions whose side not to
 * move is not in check (else there is no game to count). */
static void perft_agrees_with_naive_perft(void **state)
{
    const chess_engine *list[2];
    int count = engines(list), compared = 0;
    uint64_t seed = UINT64_C(0x853c49e6748fea9b);
    (void)state;
    while (compared < 150) {
        chess_position pos;
        brute_board board;
        random_position(&seed, 4 + (int)(next_random(&seed) % 14), &pos,
                        &board);
        pos.to_move = next_random(&seed) % 2 ? CHESS_WHITE : CHESS_BLACK;
        if (position_in_check(&pos, chess_other(pos.to_move)))
            continue;
        unsigned long long naive =
            brute_perft(&board, pos.to_move == CHESS_WHITE, 3);
        for (int e = 0; e < count; e++)
            assert_int_equal(list[e]->perft(&pos, CHESS_RULES_SEED, 3),
                             naive);
        compared++;
    }
}

/* A pawn that reaches the far edge under seed rules stays a pawn with no
 * moves: from the board "white pawn on b7", b7b8 is one move, then the
 * pawn on b8 has none; only the kings move on. */
static void seed_pawn_on_far_edge(void **state)
{
    chess_position pos;
    bx_error err;
    (void)state;
    assert_int_equal(position_from_fen("7k/1P6/8/8/8/8/8/K7 w", &pos, &err),
                     BX_OK);
    /* Ka1: a2 b1 b2; b7b8: one move (no promotions). */
    assert_int_equal(chess_engine_best()->perft(&pos, CHESS_RULES_SEED, 1),
                     4);
    assert_int_equal(chess_engine_best()->perft(&pos, CHESS_RULES_FIDE, 1),
                     7);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_moves_as_naive_generator),
        cmocka_unit_test(perft_agrees_with_naive_perft),
        cmocka_unit_test(seed_pawn_on_far_edge),
    };
    printf("engines: %s%s\n", chess_engine_portable()->name,
           chess_engine_pext() != NULL ? " pext" : "");
    return cmocka_run_group_tests(tests, NULL, NULL);
}
