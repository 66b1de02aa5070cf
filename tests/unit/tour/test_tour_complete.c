/* Completing partial tours, against every tour of small boards listed by
 * plain backtracking: a completion exists exactly when some listed tour
 * keeps every given number. */
#include "boardex_test.h"

#include "mobility.h"
#include "tour.h"
#include "tour_complete.h"

enum { MOST_TOURS = 4096 };

typedef struct {
    board_size board;
    square_set reach[BOARD_MAX_SQUARES];
    int count;
    /* tours[t][k]: the square of number k + 1 in tour t. */
    signed char tours[MOST_TOURS][25];
    int listed;
} tour_list;

static void list_from(tour_list *l, int *path, bool *visited, int placed,
                      bool closed)
{
    int at = path[placed - 1];
    if (placed == l->count) {
        if (closed && !square_set_has(&l->reach[at], path[0]))
            return;
        assert_true(l->listed < MOST_TOURS);
        for (int k = 0; k < l->count; k++)
            l->tours[l->listed][k] = (signed char)path[k];
        l->listed++;
        return;
    }
    for (int next = 0; next < l->count; next++) {
        if (visited[next] || !square_set_has(&l->reach[at], next))
            continue;
        visited[next] = true;
        path[placed] = next;
        list_from(l, path, visited, placed + 1, closed);
        visited[next] = false;
    }
}

static void list_tours(tour_list *l, board_size board,
                       const piece_spec *piece, bool closed)
{
    int path[BOARD_MAX_SQUARES];
    bool visited[BOARD_MAX_SQUARES] = {false};
    l->board = board;
    l->count = board_square_count(board);
    l->listed = 0;
    for (int i = 0; i < l->count; i++)
        piece_reach(board, piece, square_at(board, i), &l->reach[i], NULL);
    for (int s = 0; s < l->count; s++) {
        visited[s] = true;
        path[0] = s;
        list_from(l, path, visited, 1, closed);
        visited[s] = false;
    }
}

static bool some_tour_keeps(const tour_list *l, const tour_grid *grid)
{
    for (int t = 0; t < l->listed; t++) {
        bool keeps = true;
        for (int k = 0; k < l->count && keeps; k++) {
            int number = grid->number[l->tours[t][k]];
            keeps = number == 0 || number == k + 1;
        }
        if (keeps)
            return true;
    }
    return false;
}

static unsigned next_random(unsigned *state)
{
    *state = *state * 1103515245u + 12345u;
    return (*state >> 16) & 0x7fff;
}

/* Completes grid and holds the answer to the list. */
static void check_completion(const tour_list *l, const piece_spec *piece,
                             bool closed, const tour_grid *partial)
{
    tour_completion completion = {.piece = piece, .closed = closed,
                                  .node_limit = 10000000};
    tour_grid grid = *partial;
    tour_found found;
    tour_report report;
    bool exists = some_tour_keeps(l, partial);

    assert_int_equal(tour_complete(&completion, &grid, &found, NULL), BX_OK);
    assert_int_equal(found.outcome, exists ? TOUR_FOUND : TOUR_IMPOSSIBLE);
    if (!exists)
        return;
    assert_int_equal(tour_check(&grid, piece, &report, NULL), BX_OK);
    assert_true(tour_report_passes(&report, closed));
    for (int i = 0; i < l->count; i++)
        if (partial->number[i] != 0)
            assert_int_equal(grid.number[i], partial->number[i]);
}

static void completions_agree_with_every_tour(void **state)
{
    /* (5x5 knight tours are checked in tests/cli/tour.sh: listing all
     * 1,728 here by plain backtracking is too slow under the sanitizers.) */
    const board_size boards[] = {{3, 4}, {3, 3}, {4, 4}, {4, 3}, {2, 3}};
    const char *names[] = {"knight", "king", "wazir", "knight", "king"};
    static tour_list l;
    unsigned random = 7;
    (void)state;
    for (int b = 0; b < 5; b++) {
        piece_spec piece;
        assert_int_equal(piece_from_name(names[b], &piece, NULL), BX_OK);
        for (int closed = 0; closed < 2; closed++) {
            list_tours(&l, boards[b], &piece, closed);
            for (int trial = 0; trial < 24; trial++) {
                tour_grid grid = {boards[b], {0}};
                /* Half the trials blank out a real tour (a completion
                 * exists); half place random numbers (mostly none). */
                if (trial % 2 == 0 && l.listed > 0) {
                    int t = (int)(next_random(&random) % (unsigned)l.listed);
                    for (int k = 0; k < l.count; k++)
                        if (next_random(&random) % 3 == 0)
                            grid.number[l.tours[t][k]] = k + 1;
                } else {
                    int placed = (int)(next_random(&random) % 4);
                    for (int p = 0; p < placed; p++) {
                        int number =
                            1 + (int)(next_random(&random) % (unsigned)l.count);
                        int sq =
                            (int)(next_random(&random) % (unsigned)l.count);
                        bool used = false;
                        for (int i = 0; i < l.count; i++)
                            used = used || grid.number[i] == number;
                        if (!used)
                            grid.number[sq] = number;
                    }
                }
                check_completion(&l, &piece, closed, &grid);
            }
        }
    }
}

static void reasons_for_no_completion(void **state)
{
    piece_spec king;
    tour_completion completion = {.piece = &king, .node_limit = 1000000};
    tour_found found;
    tour_grid grid = {{3, 2}, {0}};
    (void)state;
    piece_from_name("king", &king, NULL);
    /* Rows top to bottom: a2 b2 c2 / a1 b1 c1. */
    grid.number[0] = 1;
    grid.number[5] = 3; /* c1 is two king moves from a2 at least */
    assert_int_equal(tour_complete(&completion, &grid, &found, NULL), BX_OK);
    assert_int_equal(found.outcome, TOUR_FOUND);
    memset(grid.number, 0, sizeof grid.number);
    grid.number[0] = 1;
    grid.number[2] = 2; /* a2 -> c2 is no king move */
    assert_int_equal(tour_complete(&completion, &grid, &found, NULL), BX_OK);
    assert_int_equal(found.outcome, TOUR_IMPOSSIBLE);
    assert_string_equal(found.why,
                        "step 1 \xe2\x86\x92 2: a2 \xe2\x86\x92 c2 is not a "
                        "king move");
    grid.number[2] = 1;
    assert_int_equal(tour_complete(&completion, &grid, &found, NULL), BX_OK);
    assert_string_equal(found.why, "1 is on both a2 and c2");
    grid.number[2] = 7;
    assert_int_equal(tour_complete(&completion, &grid, &found, NULL), BX_OK);
    assert_string_equal(found.why, "7 at c2 is out of range (1..6)");
    /* The wazir changes colour every move: from a2 to b2 (one move) takes
     * an odd number of moves, never two. */
    piece_from_name("wazir", &king, NULL);
    memset(grid.number, 0, sizeof grid.number);
    grid.number[0] = 1;
    grid.number[1] = 3;
    assert_int_equal(tour_complete(&completion, &grid, &found, NULL), BX_OK);
    assert_int_equal(found.outcome, TOUR_IMPOSSIBLE);
    assert_string_equal(found.why, "1 on a2 cannot reach 3 on b2 in 2 moves");
    /* Nothing given: the knight on 4x4 has no open tour from anywhere. */
    piece_from_name("knight", &king, NULL);
    grid = (tour_grid){{4, 4}, {0}};
    assert_int_equal(tour_complete(&completion, &grid, &found, NULL), BX_OK);
    assert_int_equal(found.outcome, TOUR_IMPOSSIBLE);
    assert_string_equal(found.why, "no open tour starts on any square");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(completions_agree_with_every_tour),
        cmocka_unit_test(reasons_for_no_completion),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
