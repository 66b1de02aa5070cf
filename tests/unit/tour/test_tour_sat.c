/* The SAT method against plain backtracking on small boards, and against
 * the cases the tour issue names as having no tour. */
#include "boardex_test.h"

#include "move_graph.h"
#include "tour.h"
#include "tour_find.h"
#include "tour_sat.h"

static piece_spec preset(const char *name)
{
    piece_spec piece;
    assert_int_equal(piece_from_name(name, &piece, NULL), BX_OK);
    return piece;
}

/* Whether a path through every square exists from `at`, by plain
 * backtracking with no cuts: the reference. */
static bool naive_extends(const move_graph *g, bool *visited, int at,
                          int placed, int start, bool closed)
{
    if (placed == g->count) {
        if (!closed)
            return true;
        for (int e = g->succ_start[at]; e < g->succ_start[at + 1]; e++)
            if (g->succ[e] == start)
                return true;
        return false;
    }
    for (int e = g->succ_start[at]; e < g->succ_start[at + 1]; e++) {
        int next = g->succ[e];
        if (visited[next])
            continue;
        visited[next] = true;
        bool done = naive_extends(g, visited, next, placed + 1, start, closed);
        visited[next] = false;
        if (done)
            return true;
    }
    return false;
}

/* The path the solver gave is a tour of the graph from start. */
static void assert_tour(const move_graph *g, const int *path, int start,
                        bool closed)
{
    bool seen[BOARD_MAX_SQUARES] = {false};
    assert_int_equal(path[0], start);
    for (int d = 0; d < g->count; d++) {
        assert_false(seen[path[d]]);
        seen[path[d]] = true;
        if (d + 1 < g->count || (closed && g->count > 1)) {
            int to = path[(d + 1) % g->count];
            bool move = false;
            for (int e = g->succ_start[path[d]];
                 e < g->succ_start[path[d] + 1]; e++)
                move = move || g->succ[e] == to;
            assert_true(move);
        }
    }
}

static tour_outcome decide(const move_graph *g, int start, bool closed,
                           int *path)
{
    tour_search search = {.board = g->board, .start = {0, 0}};
    char why[BX_ERROR_MAX];
    bool no_memory;
    tour_outcome outcome = tour_sat_decide(g, start, closed, &search, path,
                                           why, sizeof why, &no_memory);
    assert_false(no_memory);
    return outcome;
}

static void sat_agrees_with_plain_backtracking(void **state)
{
    const board_size boards[] = {{3, 3}, {2, 4}, {4, 3}, {4, 4},
                                 {3, 5}, {5, 4}, {5, 5}};
    const char *names[] = {"knight",  "king",   "wazir",   "ferz",
                           "camel",   "zebra",  "dabbaba", "threeleaper",
                           "centaur", "rook",   NULL,      NULL};
    /* Pieces whose moves cannot all be made backwards. */
    const char *once[] = {"(1,2) (-2,-1) (0,1) (1,-1)",
                          "(1,0) (0,1) (-1,-1)"};
    (void)state;
    for (int b = 0; b < 7; b++) {
        for (int p = 0; p < 12; p++) {
            piece_spec piece;
            move_graph g;
            /* Plain backtracking over a king, centaur or rook on 20 or 25
             * squares takes minutes under the sanitizers. */
            bool dense = p == 1 || p == 8 || p == 9;
            if (dense && board_square_count(boards[b]) > 16)
                continue;
            if (names[p] != NULL) {
                piece = preset(names[p]);
            } else {
                piece_from_directions(once[p - 10], "", &piece, NULL);
            }
            assert_int_equal(move_graph_build(boards[b], &piece, &g, NULL),
                             BX_OK);
            for (int i = 0; i < g.count; i++) {
                for (int closed = 0; closed < 2; closed++) {
                    bool visited[BOARD_MAX_SQUARES] = {false};
                    int path[BOARD_MAX_SQUARES];
                    visited[i] = true;
                    bool exists = naive_extends(&g, visited, i, 1, i, closed);
                    tour_outcome outcome = decide(&g, i, closed, path);
                    assert_int_equal(outcome,
                                     exists ? TOUR_FOUND : TOUR_IMPOSSIBLE);
                    if (exists)
                        assert_tour(&g, path, i, closed);
                }
            }
            move_graph_free(&g);
        }
    }
}

/* The cases that local arguments do not settle: no zebra tour on
 * 8x8 or 12x12, no giraffe tour on 8x8, open or closed. */
static void no_zebra_or_giraffe_tour_on_8x8(void **state)
{
    const char *names[] = {"zebra", "giraffe", "zebra"};
    const int sides[] = {8, 8, 12};
    (void)state;
    for (int c = 0; c < 3; c++) {
        piece_spec piece = preset(names[c]);
        board_size board = {sides[c], sides[c]};
        for (int closed = 0; closed < 2; closed++) {
            tour_search search = {.board = board, .piece = &piece,
                                  .start = {sides[c] - 1, 0},
                                  .closed = closed,
                                  .decide = tour_sat_decide};
            tour_grid grid;
            tour_found found;
            assert_int_equal(tour_find(&search, &grid, &found, NULL), BX_OK);
            assert_int_equal(found.outcome, TOUR_IMPOSSIBLE);
        }
    }
}

/* A tour the walk gives up on comes from the solver: the giraffe on
 * 10x10, whose closed tours the walk does not find. */
static void solver_finds_what_the_walk_misses(void **state)
{
    piece_spec giraffe = preset("giraffe");
    board_size board = {10, 10};
    (void)state;
    for (int closed = 0; closed < 2; closed++) {
        tour_search search = {.board = board, .piece = &giraffe,
                              .start = {9, 0}, .closed = closed,
                              .decide = tour_sat_decide};
        tour_grid grid;
        tour_found found;
        tour_report report;
        assert_int_equal(tour_find(&search, &grid, &found, NULL), BX_OK);
        assert_int_equal(found.outcome, TOUR_FOUND);
        assert_int_equal(tour_check(&grid, &giraffe, &report, NULL), BX_OK);
        assert_true(tour_report_passes(&report, closed));
        assert_int_equal(grid.number[square_index(board, (square){9, 0})], 1);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sat_agrees_with_plain_backtracking),
        cmocka_unit_test(no_zebra_or_giraffe_tour_on_8x8),
        cmocka_unit_test(solver_finds_what_the_walk_misses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
