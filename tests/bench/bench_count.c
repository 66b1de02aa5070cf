/* Benchmark: counts both sides' legal moves over a fixed suite of positions
 * (the problem's examples, the perft test positions, and seeded random
 * positions, dense and sparse) and prints positions per second; then the
 * same for seeded random 10x10 positions with defined pieces (archbishop,
 * cannon, grasshopper, lame horse, nightrider) through the general
 * generator: both sides at once (variant_count_both, as the count command
 * does), then one side at a time (variant_count), then both sides through
 * the portable build of the bitboard counter (for CPUs without BMI2).
 *
 *   bench_count [SECONDS]   run for about SECONDS (default 2) each */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "engine.h"
#include "position_rules.h"
#include "position_text.h"
#include "variant_bb_count.h"
#include "variant_movegen.h"

enum { RANDOM_DENSE = 5000, RANDOM_SPARSE = 5000, SUITE_MAX = 10100 };

static const char *const FIXED[] = {
    "1k2r3/8/8/4Q3/8/8/4K3/8",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "1nbqkbnr/1ppppppp/8/4r3/8/8/PPPP1PPP/RNBQKBNR",
    "1k6/8/7p/8/8/8/8/QRRK4",
    "1k6/2q5/3B4/8/8/8/8/2K5",
    "1k6/2q5/3B4/8/8/8/8/5K2",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R",
    "8/2p5/3p4/KP5r/1R3p2/8/4P1P1/8",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1",
};

static uint64_t next_random(uint64_t *seed)
{
    *seed ^= *seed >> 12;
    *seed ^= *seed << 25;
    *seed ^= *seed >> 27;
    return *seed * UINT64_C(2685821657736338717);
}

/* Puts a piece on a random empty square (pawns off the first and last
 * rows); gives up quietly on a crowded board. */
static void put_random(chess_position *pos, uint64_t *seed, chess_color color,
                       chess_kind kind)
{
    for (int tries = 0; tries < 100; tries++) {
        int sq = (int)(next_random(seed) % 64);
        if (kind == CHESS_PAWN && (sq < 8 || sq >= 56))
            continue;
        if (position_put(pos, color, kind, sq))
            return;
    }
}

/* Both kings, and either most of a normal army (dense) or a few pieces
 * (sparse); redrawn until the rules accept it. */
static void random_position(uint64_t *seed, bool dense, chess_position *pos)
{
    static const int ARMY[CHESS_KINDS] = {8, 2, 2, 2, 1, 0};
    do {
        position_clear(pos);
        for (int c = 0; c < CHESS_COLORS; c++) {
            put_random(pos, seed, (chess_color)c, CHESS_KING);
            for (int k = 0; k < CHESS_KING; k++)
                for (int n = 0; n < ARMY[k]; n++)
                    if (dense ? next_random(seed) % 4 != 0
                              : next_random(seed) % 6 == 0)
                        put_random(pos, seed, (chess_color)c,
                                   (chess_kind)k);
        }
    } while (position_check_rules(pos, NULL) != BX_OK);
}

static double now_seconds(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

enum { VARIANT_SUITE = 5000 };

/* The pieces of the 10x10 suite, each side's army: counts by kind. */
static const char *const VARIANT_DEFINES[] = {"A=BN", "C=mRcpR", "G=gQ",
                                              "H=nN", "Z=NN"};

/* Both kings and, each at 3 in 4 (dense) or 1 in 6 (sparse), ten pawns,
 * a knight, bishop, rook and queen, and one of each defined piece. */
static void random_variant(uint64_t *seed, bool dense,
                           const variant_rules *rules, variant_position *pos)
{
    const int squares = 100;
    do {
        variant_position_clear(pos, rules);
        for (int c = 0; c < CHESS_COLORS; c++)
            for (int kind = 0; kind < rules->kind_count; kind++) {
                int n = kind == CHESS_PAWN ? 10 : 1;
                for (int i = 0; i < n; i++) {
                    int sq = (int)(next_random(seed) % squares);
                    bool wanted = kind == CHESS_KING ||
                                  (dense ? next_random(seed) % 4 != 0
                                         : next_random(seed) % 6 == 0);
                    if (wanted && pos->cells[sq] == VARIANT_EMPTY)
                        pos->cells[sq] = variant_cell((chess_color)c, kind);
                }
            }
    } while (variant_check_rules(pos, rules, NULL) != BX_OK);
}

/* The generator's working memory, made once in main, as a caller that
 * asks often keeps one. */
static variant_generator *gen;

/* One way of counting a position's two sides: the sum of the counts. */
typedef long long (*variant_counter)(const variant_position *pos,
                                     const variant_rules *rules);

/* Both sides at once, as `count` does (variant_count_both). */
static long long both_at_once(const variant_position *pos,
                              const variant_rules *rules)
{
    int counts[CHESS_COLORS];
    variant_count_both(gen, pos, rules, counts);
    return counts[CHESS_BLACK] + counts[CHESS_WHITE];
}

/* One side at a time (variant_count, twice a position). */
static long long one_side_at_a_time(const variant_position *pos,
                                    const variant_rules *rules)
{
    return variant_count(gen, pos, rules, CHESS_BLACK) +
           variant_count(gen, pos, rules, CHESS_WHITE);
}

/* Both sides through the bitboard counter's portable build, which CPUs
 * without BMI2 and POPCNT use. */
static long long portable_build(const variant_position *pos,
                                const variant_rules *rules)
{
    int counts[CHESS_COLORS] = {0, 0};
    variant_bb_portable()->count_both(pos, rules, counts);
    return counts[CHESS_BLACK] + counts[CHESS_WHITE];
}

/* Rounds of the suite counted one way for about `seconds`, and the rate:
 * "10x10 with defined pieces<label>: ... in T s<tail>: R million ...". */
static void time_variant(const char *label, const char *tail,
                         variant_counter count, const variant_position *suite,
                         const variant_rules *rules, double seconds)
{
    long long checksum = 0, rounds = 0;
    double start = now_seconds(), elapsed;
    do {
        for (int i = 0; i < VARIANT_SUITE; i++)
            checksum += count(&suite[i], rules);
        rounds++;
        elapsed = now_seconds() - start;
    } while (elapsed < seconds);
    printf("10x10 with defined pieces%s: %d positions x %lld rounds in "
           "%.2f s%s: %.2f million positions/s (checksum %lld)\n",
           label, VARIANT_SUITE, rounds, elapsed, tail,
           (double)VARIANT_SUITE * (double)rounds / elapsed / 1e6,
           checksum / rounds);
}

/* The 10x10 suite; returns 0, or 2 when it cannot be set up. */
static int bench_variant(double seconds)
{
    variant_rules *rules = malloc(sizeof *rules);
    variant_position *suite = calloc(VARIANT_SUITE, sizeof *suite);
    uint64_t seed = UINT64_C(20261130);

    gen = variant_generator_new();
    if (rules == NULL || suite == NULL || gen == NULL) {
        fputs("bench_count: out of memory\n", stderr);
        free(rules);
        free(suite);
        variant_generator_free(gen);
        return 2;
    }
    variant_rules_init(rules, (board_size){10, 10});
    for (size_t i = 0; i < sizeof VARIANT_DEFINES / sizeof *VARIANT_DEFINES;
         i++)
        variant_rules_define_text(rules, VARIANT_DEFINES[i], NULL);
    for (int i = 0; i < VARIANT_SUITE; i++)
        random_variant(&seed, i < VARIANT_SUITE / 2, rules, &suite[i]);
    time_variant("", ", both sides counted", both_at_once, suite, rules,
                 seconds);
    time_variant(", one side at a time", "", one_side_at_a_time, suite,
                 rules, seconds);
    time_variant(", portable build", ", both sides counted",
                 portable_build, suite, rules, seconds);
    free(rules);
    free(suite);
    variant_generator_free(gen);
    return 0;
}

int main(int argc, char **argv)
{
    chess_position *suite = calloc(SUITE_MAX, sizeof *suite);
    double seconds = argc > 1 ? atof(argv[1]) : 2.0;
    uint64_t seed = UINT64_C(20240601);
    int count = 0;
    long long checksum = 0, rounds = 0;

    if (suite == NULL) {
        fputs("bench_count: out of memory\n", stderr);
        return 2;
    }

    for (size_t i = 0; i < sizeof FIXED / sizeof FIXED[0]; i++) {
        bx_error err;
        if (position_from_fen(FIXED[i], &suite[count++], &err) != BX_OK) {
            fprintf(stderr, "bench_count: %s: %s\n", FIXED[i], err.message);
            free(suite);
            return 2;
        }
    }
    for (int i = 0; i < RANDOM_DENSE + RANDOM_SPARSE; i++)
        random_position(&seed, i < RANDOM_DENSE, &suite[count++]);

    const chess_engine *engine = chess_engine_best();
    double start = now_seconds(), elapsed;
    do {
        for (int i = 0; i < count; i++)
            checksum +=
                chess_count(engine, &suite[i], CHESS_RULES_SEED, CHESS_BLACK) +
                chess_count(engine, &suite[i], CHESS_RULES_SEED, CHESS_WHITE);
        rounds++;
        elapsed = now_seconds() - start;
    } while (elapsed < seconds);

    printf("%d positions x %lld rounds in %.2f s, both sides counted: "
           "%.2f million positions/s (checksum %lld)\n",
           count, rounds, elapsed, (double)count * (double)rounds / elapsed / 1e6,
           checksum / rounds);
    free(suite);
    return bench_variant(seconds);
}
