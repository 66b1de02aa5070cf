/* Benchmark: mobility tables on the largest board (26x26) for a few
 * presets, leapers and riders, and prints tables per second.
 *
 *   bench_mobility [SECONDS]   run for about SECONDS (default 2) */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mobility.h"

static const char *const PIECES[] = {"knight", "queen", "nightrider",
                                     "amazon", "king"};
enum { PIECE_COUNT = sizeof PIECES / sizeof PIECES[0] };

static double now(void)
{
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 2.0;
    board_size board = {26, 26};
    static piece_spec pieces[PIECE_COUNT];
    static mobility_table table;
    long tables = 0;
    long checksum = 0;

    for (int i = 0; i < PIECE_COUNT; i++)
        if (piece_from_name(PIECES[i], &pieces[i], NULL) != BX_OK)
            return 1;
    double start = now();
    double elapsed = 0;
    while (elapsed < seconds) {
        for (int i = 0; i < PIECE_COUNT; i++) {
            mobility_compute(board, &pieces[i], &table, NULL);
            checksum += table.strength;
            tables++;
        }
        elapsed = now() - start;
    }
    printf("%.0f tables/s (%ld tables, checksum %ld)\n",
           (double)tables / elapsed, tables, checksum);
    return 0;
}
