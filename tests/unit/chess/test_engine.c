/* The engine under fide rules: the published perft counts and the corner
 * cases of tests/data (both builds of the engine), its tables against the
 * table-free walks of attacks.h, and what fide rules refuse in a FEN.
 *
 *   test_engine          counts up to 2 * 10^6 nodes (every test run)
 *   test_engine deep     the larger counts, up to 10^9, and two far beyond
 *                        with a perft memory (the `deep` label, run in a
 *                        Release build)
 *
 * Every count is checked with and without a perft memory; the memory of
 * the suites is 1 MiB, small enough that entries are replaced all the
 * time, and the counts must not change. */
#include "boardex_test.h"

#include "attacks.h"
#include "chess_tables.h"
#include "engine.h"
#include "position_text.h"

enum { LINE_MAX = 512 };

static uint64_t min_nodes = 0, max_nodes = 2000000;

static int engines(const chess_engine *out[2])
{
    int n = 0;
    out[n++] = chess_engine_portable();
    if (chess_engine_pext() != NULL)
        out[n++] = chess_engine_pext();
    return n;
}

static chess_position fide_fen(const char *fen)
{
    chess_position pos;
    bx_error err = {"", 0, 0};
    if (position_from_fen_rules(fen, CHESS_RULES_FIDE, &pos, &err) != BX_OK)
        fail_msg("%s: %s", fen, err.message);
    assert_true(position_is_valid(&pos));
    return pos;
}

/* Runs every "FEN ;D1 N ;D2 N ..." line of a data file whose count is in
 * [min_nodes, max_nodes]; returns how many counts it checked. */
static int run_suite(const char *path)
{
    const chess_engine *list[2];
    int count = engines(list), checked = 0;
    FILE *file = fopen(path, "r");
    char line[LINE_MAX];
    chess_perft_table *table = chess_perft_table_new(1);

    assert_non_null(file);
    assert_non_null(table);
    while (fgets(line, sizeof line, file) != NULL) {
        char *field = strchr(line, ';');
        if (line[0] == '#' || field == NULL)
            continue;
        *field = '\0';
        chess_position pos = fide_fen(line);
        for (; field != NULL; field = strchr(field + 1, ';')) {
            int depth;
            unsigned long long expected;
            if (sscanf(field + 1, "D%d %llu", &depth, &expected) != 2)
                continue;
            if (expected < min_nodes || expected > max_nodes)
                continue;
            for (int e = 0; e < count; e++) {
                uint64_t got = list[e]->perft(&pos, CHESS_RULES_FIDE, depth);
                uint64_t remembered = list[e]->perft_hashed(
                    &pos, CHESS_RULES_FIDE, depth, table);
                if (got != expected || remembered != expected)
                    fail_msg("%s (%s) depth %d: %llu (%llu with a memory), "
                             "expected %llu",
                             line, list[e]->name, depth,
                             (unsigned long long)got,
                             (unsigned long long)remembered, expected);
            }
            checked++;
        }
    }
    fclose(file);
    chess_perft_table_free(table);
    return checked;
}

static void standard_positions(void **state)
{
    (void)state;
    /* Every count of the file is in one run or the other. */
    assert_int_equal(run_suite(BOARDEX_DATA_DIR "/perft_standard.epd"),
                     max_nodes > 2000000 ? 14 : 26);
}

static void corner_cases(void **state)
{
    (void)state;
    assert_int_equal(run_suite(BOARDEX_DATA_DIR "/perft_corner.epd"),
                     max_nodes > 2000000 ? 21 : 196);
}

/* Counts published in "Perft Results" (Chess Programming Wiki), beyond
 * what the suite files run: the initial position at depth 8 and Kiwipete
 * at depth 6, with a 256 MiB memory shared by the two engine builds in
 * turn (the keys do not depend on the build). */
static void deep_with_memory(void **state)
{
    static const struct {
        const char *fen;
        int depth;
        uint64_t expected;
    } CASES[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8,
         UINT64_C(84998978956)},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -"
         " 0 1",
         6, UINT64_C(8031647685)},
    };
    const chess_engine *list[2];
    int count = engines(list);
    chess_perft_table *table = chess_perft_table_new(256);
    (void)state;
    assert_non_null(table);
    for (size_t c = 0; c < sizeof CASES / sizeof CASES[0]; c++) {
        chess_position pos = fide_fen(CASES[c].fen);
        const chess_engine *e = list[c % count];
        uint64_t got = e->perft_hashed(&pos, CHESS_RULES_FIDE,
                                       CASES[c].depth, table);
        if (got != CASES[c].expected)
            fail_msg("%s depth %d: %llu, expected %llu", CASES[c].fen,
                     CASES[c].depth, (unsigned long long)got,
                     (unsigned long long)CASES[c].expected);
    }
    chess_perft_table_free(table);
}

/* The memory's keys follow the moves: the key made move by move equals
 * the key made from scratch, through castling, en passant and promotion
 * (every child of every position of a small tree). */
static void keys_follow_moves(void **state)
{
    static const char *const FENS[] = {
        "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 4 20",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
    };
    const chess_engine *e = chess_engine_best();
    chess_perft_table *table = chess_perft_table_new(1);
    chess_move moves[CHESS_MOVES_MAX], replies[CHESS_MOVES_MAX];
    (void)state;
    assert_non_null(table);
    for (size_t f = 0; f < sizeof FENS / sizeof FENS[0]; f++) {
        chess_position pos = fide_fen(FENS[f]);
        uint64_t key = chess_perft_key(table, &pos);
        int n = e->generate(&pos, CHESS_RULES_FIDE, moves);
        for (int i = 0; i < n; i++) {
            chess_position child;
            chess_move_make(&pos, moves[i], &child);
            uint64_t child_key = chess_perft_key_after(table, key, &pos,
                                                       &child);
            assert_true(child_key == chess_perft_key(table, &child));
            assert_true(child_key != key);
            int m = e->generate(&child, CHESS_RULES_FIDE, replies);
            for (int j = 0; j < m; j++) {
                chess_position grandchild;
                chess_move_make(&child, replies[j], &grandchild);
                assert_true(chess_perft_key_after(table, child_key, &child,
                                                  &grandchild) ==
                            chess_perft_key(table, &grandchild));
            }
        }
    }
    chess_perft_table_free(table);
}

/* A position reached by two orders of moves meets itself in the table:
 * 1. d4 Nf6 2. e4 leaves e3 as the en-passant target, 1. e4 Nf6 2. d4
 * leaves d3, and no black pawn stands on a square to take either, so
 * both are the position without a target. Where a pawn can take (the
 * black pawn on d4 beside e4), the target makes another position. */
static void transpositions_meet(void **state)
{
    chess_perft_table *table = chess_perft_table_new(1);
    (void)state;
    assert_non_null(table);
    chess_position e3 = fide_fen(
        "rnbqkb1r/pppppppp/5n2/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq e3 0 2");
    chess_position d3 = fide_fen(
        "rnbqkb1r/pppppppp/5n2/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq d3 0 2");
    chess_position none = fide_fen(
        "rnbqkb1r/pppppppp/5n2/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2");
    assert_true(chess_perft_key(table, &e3) == chess_perft_key(table, &d3));
    assert_true(chess_perft_key(table, &e3) ==
                chess_perft_key(table, &none));
    chess_position takes = fide_fen(
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    chess_position cannot = fide_fen(
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    assert_true(chess_perft_key(table, &takes) !=
                chess_perft_key(table, &cannot));
    chess_perft_table_free(table);
}

static uint64_t next_random(uint64_t *seed)
{
    *seed ^= *seed >> 12;
    *seed ^= *seed << 25;
    *seed ^= *seed >> 27;
    return *seed * UINT64_C(2685821657736338717);
}

/* The magic tables give what walking the lines gives, on sparse and dense
 * random boards (the PEXT tables are checked through perft above). */
static void magic_tables_match_walks(void **state)
{
    uint64_t seed = UINT64_C(0xdeadbeefcafef00d);
    (void)state;
    for (int sq = 0; sq < 64; sq++)
        for (int i = 0; i < 2000; i++) {
            bitboard occupied = next_random(&seed);
            if (i % 2)
                occupied &= next_random(&seed) & next_random(&seed);
            assert_int_equal(magic_rook_attacks(sq, occupied),
                             rook_attacks(sq, occupied));
            assert_int_equal(magic_bishop_attacks(sq, occupied),
                             bishop_attacks(sq, occupied));
        }
}

/* What fide rules cannot play, each with the message naming the field. */
static void fide_refusals(void **state)
{
    static const struct {
        const char *fen, *message;
    } BAD[] = {
        {"4k3/8/8/8/8/8/8/4K3 w K - 0 1",
         "castling right K: no white rook on h1"},
        {"4k3/8/8/8/8/8/8/R3K2R w KQk - 0 1",
         "castling right k: no black rook on h8"},
        {"r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1",
         "castling right Q: no white king on e1"},
        {"r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1",
         "castling right K: given twice"},
        {"r3k2r/8/8/8/8/8/8/R3K2R w HA - 0 1",
         "castling right H: fide rules know only K, Q, k and q"},
        /* White to move: black just stepped over rank 6. */
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1",
         "en passant square d3: with white to move it must be on rank 6"},
        {"4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1",
         "en passant square d6: no black pawn on d5 that could have just "
         "passed it"},
        {"4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1",
         "en passant square d6: d7 is not empty, so no pawn just passed it"},
        {"4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1",
         "en passant square d6: d6 is not empty, so no pawn just passed it"},
        {"4k3/8/8/8/8/8/8/4K2r b - - 0 1",
         "side to move b: white is in check, so it would be white's turn"},
        {"1P2k3/8/8/8/8/8/8/4K3 w - - 0 1",
         "white pawn on its last rank at b8; under fide rules it has "
         "promoted"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        chess_position pos;
        bx_error err = {"", 0, 0};
        assert_int_equal(position_from_fen_rules(BAD[i].fen, CHESS_RULES_FIDE,
                                                 &pos, &err),
                         BX_INVALID);
        assert_string_equal(err.message, BAD[i].message);
        /* Seed rules check these fields for form only. */
        assert_int_equal(position_from_fen(BAD[i].fen, &pos, &err), BX_OK);
    }
}

/* Under fide a FEN comes back with every field; under seed as before. */
static void fen_fields_round_trip(void **state)
{
    static const char *const FENS[] = {
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b Kq - 3 17",
        "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 41",
    };
    char out[POSITION_FEN_MAX];
    (void)state;
    for (size_t i = 0; i < sizeof FENS / sizeof FENS[0]; i++) {
        chess_position pos = fide_fen(FENS[i]);
        position_to_fen_rules(&pos, CHESS_RULES_FIDE, out);
        assert_string_equal(out, FENS[i]);
    }
    chess_position pos = fide_fen(FENS[0]);
    position_to_fen(&pos, out);
    assert_string_equal(
        out, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 1");
    /* Without the fields: white to move, no rights, move 1. */
    pos = fide_fen("4k3/8/8/8/8/8/8/4K3");
    position_to_fen_rules(&pos, CHESS_RULES_FIDE, out);
    assert_string_equal(out, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

/* Counting both sides: en passant only for the side to move. */
static void counts_for_both_sides(void **state)
{
    const chess_engine *e = chess_engine_best();
    (void)state;
    /* White: Ke1 d1 d2 e2 f2 f1, e5e6, e5d6 en passant = 7. Black, as if
     * it were its turn (no en passant for it): Ke8 d8 f8 d7 e7 f7, d5d4
     * = 6. */
    chess_position pos = fide_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert_int_equal(chess_count(e, &pos, CHESS_RULES_FIDE, CHESS_WHITE), 7);
    assert_int_equal(chess_count(e, &pos, CHESS_RULES_FIDE, CHESS_BLACK), 6);
    assert_int_equal(chess_count(e, &pos, CHESS_RULES_SEED, CHESS_WHITE), 6);
    /* Castling for both: each side 5 king moves, 2 castlings and 19 rook
     * moves (a-rook 3 up the file... counted by the corner suite: 26). */
    pos = fide_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_int_equal(chess_count(e, &pos, CHESS_RULES_FIDE, CHESS_WHITE), 26);
    assert_int_equal(chess_count(e, &pos, CHESS_RULES_FIDE, CHESS_BLACK), 26);
    /* The side not to move is in check: -1 for the other, as under seed. */
    pos = fide_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert_int_equal(chess_count(e, &pos, CHESS_RULES_FIDE, CHESS_WHITE), 15);
    pos = fide_fen("4k3/8/8/8/8/8/8/4K2R b - - 0 1");
    assert_int_equal(chess_count(e, &pos, CHESS_RULES_FIDE, CHESS_WHITE),
                     14);
    pos = fide_fen("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1");
    assert_int_equal(chess_count(e, &pos, CHESS_RULES_FIDE, CHESS_WHITE), -1);
}

/* UCI move text, and applying a move keeps every field right. */
static void moves_as_text_and_applied(void **state)
{
    const chess_engine *e = chess_engine_best();
    chess_move moves[CHESS_MOVES_MAX];
    char text[CHESS_MOVE_TEXT], fen[POSITION_FEN_MAX];
    chess_position pos = fide_fen("r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 4 20");
    int n = e->generate(&pos, CHESS_RULES_FIDE, moves);
    bool castled = false, promoted = false;
    (void)state;
    for (int i = 0; i < n; i++) {
        chess_position after;
        chess_move_text(moves[i], text);
        chess_move_apply(&pos, moves[i], &after);
        assert_true(position_is_valid(&after));
        position_to_fen_rules(&after, CHESS_RULES_FIDE, fen);
        if (strcmp(text, "e1c1") == 0) {
            castled = true;
            assert_string_equal(fen, "r3k2r/1P6/8/8/8/8/6p1/2KR3R b kq - 5 20");
        } else if (strcmp(text, "b7a8n") == 0) {
            promoted = true;
            assert_string_equal(fen, "N3k2r/8/8/8/8/8/6p1/R3K2R b KQk - 0 20");
        }
    }
    assert_true(castled && promoted);
}

/* The families whose PEXT is slow, from the instruction timings AMD's
 * and Intel's CPUs are measured at (Agner Fog's tables, uops.info):
 * microcoded on AMD's Excavator (0x15), Zen 1 and 2 (0x17) and Hygon's
 * Dhyana (0x18, a Zen 1), 3 cycles on Zen 3 and 4 (0x19), Zen 5 (0x1A)
 * and every Intel CPU with BMI2 (family 6). */
static void pext_only_where_fast(void **state)
{
    (void)state;
    assert_false(chess_cpu_pext_fast((chess_cpu){true, 0x15}));
    assert_false(chess_cpu_pext_fast((chess_cpu){true, 0x17}));
    assert_false(chess_cpu_pext_fast((chess_cpu){true, 0x18}));
    assert_true(chess_cpu_pext_fast((chess_cpu){true, 0x19}));
    assert_true(chess_cpu_pext_fast((chess_cpu){true, 0x1A}));
    assert_true(chess_cpu_pext_fast((chess_cpu){false, 6}));
    /* Whichever it picks here, the best engine is one of the two. */
    assert_true(chess_engine_best() == chess_engine_portable() ||
                chess_engine_best() == chess_engine_pext());
}

int main(int argc, char **argv)
{
    const struct CMUnitTest quick[] = {
        cmocka_unit_test(standard_positions),
        cmocka_unit_test(corner_cases),
        cmocka_unit_test(magic_tables_match_walks),
        cmocka_unit_test(fide_refusals),
        cmocka_unit_test(fen_fields_round_trip),
        cmocka_unit_test(counts_for_both_sides),
        cmocka_unit_test(moves_as_text_and_applied),
        cmocka_unit_test(keys_follow_moves),
        cmocka_unit_test(transpositions_meet),
        cmocka_unit_test(pext_only_where_fast),
    };
    const struct CMUnitTest deep[] = {
        cmocka_unit_test(standard_positions),
        cmocka_unit_test(corner_cases),
        cmocka_unit_test(deep_with_memory),
    };
    printf("engines: %s%s, best %s\n", chess_engine_portable()->name,
           chess_engine_pext() != NULL ? " pext" : "",
           chess_engine_best()->name);
    if (argc > 1 && strcmp(argv[1], "deep") == 0) {
        min_nodes = max_nodes + 1;
        max_nodes = 1000000000;
        return cmocka_run_group_tests(deep, NULL, NULL);
    }
    return cmocka_run_group_tests(quick, NULL, NULL);
}
