/* Times the tour model: checking one 8x8 knight's tour, and finding open
 * and closed 8x8 knight's tours from each of the 64 squares (median and
 * worst). Every tour found is checked; a failure exits with status 1.
 *
 *   bench_tour [REPEATS]   (default 5; each time is the best of REPEATS)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tour.h"
#include "tour_find.h"

static double now_ms(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Finds a tour from every square; prints the median and worst time. */
static bool bench_find(const piece_spec *knight, bool closed, int repeats)
{
    double times[64];
    long long most_nodes = 0;
    tour_grid grid;
    tour_found found;
    tour_report report;

    for (int i = 0; i < 64; i++) {
        tour_search search = {.board = board_standard(), .piece = knight,
                              .start = square_at(board_standard(), i),
                              .closed = closed};
        times[i] = 1e30;
        for (int r = 0; r < repeats; r++) {
            double began = now_ms();
            if (tour_find(&search, &grid, &found, NULL) != BX_OK ||
                found.outcome != TOUR_FOUND)
                return false;
            double took = now_ms() - began;
            if (took < times[i])
                times[i] = took;
        }
        tour_check(&grid, knight, &report, NULL);
        if (!tour_report_passes(&report, closed) ||
            report.path[0] != i)
            return false;
        if (found.nodes > most_nodes)
            most_nodes = found.nodes;
    }
    qsort(times, 64, sizeof times[0], compare_doubles);
    printf("find %-6s 8x8 knight tour, 64 starts: median %.3f ms, worst "
           "%.3f ms (at most %lld positions)\n",
           closed ? "closed" : "open", (times[31] + times[32]) / 2, times[63],
           most_nodes);
    return true;
}

static bool bench_check(const piece_spec *knight, int repeats)
{
    tour_grid grid;
    tour_found found;
    tour_report report;
    tour_search search = {.board = board_standard(), .piece = knight,
                          .start = {0, 0}};
    int rounds = 1000;
    double best = 1e30;

    if (tour_find(&search, &grid, &found, NULL) != BX_OK)
        return false;
    for (int r = 0; r < repeats; r++) {
        double began = now_ms();
        for (int i = 0; i < rounds; i++)
            tour_check(&grid, knight, &report, NULL);
        double took = (now_ms() - began) / rounds;
        if (took < best)
            best = took;
    }
    printf("check one 8x8 knight tour: %.4f ms\n", best);
    return report.kind != TOUR_NONE;
}

int main(int argc, char **argv)
{
    int repeats = argc > 1 ? atoi(argv[1]) : 5;
    piece_spec knight;

    if (repeats < 1)
        repeats = 1;
    piece_from_name("knight", &knight, NULL);
    if (!bench_check(&knight, repeats) ||
        !bench_find(&knight, false, repeats) ||
        !bench_find(&knight, true, repeats)) {
        fputs("bench_tour: a search or check failed\n", stderr);
        return 1;
    }
    return 0;
}
