/* Benchmark: perft of the six standard positions at the depths the issue
 * names (1.45 * 10^9 leaf nodes), one thread, no hash table, and nodes per
 * second for each and in all. perft_vs_stockfish.sh runs the same depths
 * through `boardex perft` and Debian's stockfish, alternately.
 *
 *   bench_perft [--portable] [--quick]
 *     --portable  the magic-multiplication engine even where PEXT is there
 *     --quick     each depth one less (about 50 times fewer nodes) */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "engine.h"
#include "position_text.h"

static const struct {
    const char *name, *fen;
    int depth;
    uint64_t nodes; /* published: chessprogramming.org/Perft_Results */
} POSITIONS[] = {
    {"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     6, UINT64_C(119060324)},
    {"kiwipete",
     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
     5, UINT64_C(193690690)},
    {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7,
     UINT64_C(178633661)},
    {"position 4",
     "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6,
     UINT64_C(706045033)},
    {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
     5, UINT64_C(89941194)},
    {"position 6",
     "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 "
     "10",
     5, UINT64_C(164075551)},
};

static double now_seconds(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    const chess_engine *engine = chess_engine_best();
    bool quick = false;
    uint64_t all_nodes = 0;
    double all_seconds = 0;
    int status = 0;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--portable") == 0) {
            engine = chess_engine_portable();
        } else if (strcmp(argv[i], "--quick") == 0) {
            quick = true;
        } else {
            fputs("usage: bench_perft [--portable] [--quick]\n", stderr);
            return 2;
        }
    }
    printf("engine: %s\n", engine->name);
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++) {
        chess_position pos;
        bx_error err;
        int depth = POSITIONS[i].depth - quick;
        if (position_from_fen_rules(POSITIONS[i].fen, CHESS_RULES_FIDE, &pos,
                                    &err) != BX_OK) {
            fprintf(stderr, "bench_perft: %s\n", err.message);
            return 2;
        }
        double start = now_seconds();
        uint64_t nodes = engine->perft(&pos, CHESS_RULES_FIDE, depth);
        double seconds = now_seconds() - start;
        all_nodes += nodes;
        all_seconds += seconds;
        printf("%-10s depth %d: %11" PRIu64 " nodes %7.3f s %7.1f M nodes/s%s\n",
               POSITIONS[i].name, depth, nodes, seconds,
               (double)nodes / seconds / 1e6,
               !quick && nodes != POSITIONS[i].nodes ? "  WRONG COUNT" : "");
        if (!quick && nodes != POSITIONS[i].nodes)
            status = 1;
    }
    printf("all:               %11" PRIu64 " nodes %7.3f s %7.1f M nodes/s\n",
           all_nodes, all_seconds, (double)all_nodes / all_seconds / 1e6);
    return status;
}
