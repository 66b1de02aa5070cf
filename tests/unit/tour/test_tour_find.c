#include "boardex_test.h"

#include "mobility.h"
#include "tour.h"
#include "tour_find.h"

static piece_spec preset(const char *name)
{
    piece_spec piece;
    assert_int_equal(piece_from_name(name, &piece, NULL), BX_OK);
    return piece;
}

static square at(board_size board, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(board, name, &sq, NULL), BX_OK);
    return sq;
}

/* Searches (with a limit far above what any case here needs, so a broken
 * search fails instead of hanging); a found tour must pass the checker and
 * start at the start square. Returns the outcome. */
static tour_outcome find(board_size board, const piece_spec *piece,
                         square start, bool closed, tour_found *found)
{
    tour_search search = {.board = board, .piece = piece, .start = start,
                          .closed = closed, .node_limit = 5000000};
    tour_grid grid;
    tour_report report;
    bx_error err = {"", 0, 0};

    assert_int_equal(tour_find(&search, &grid, found, &err), BX_OK);
    if (found->outcome == TOUR_FOUND) {
        assert_int_equal(tour_check(&grid, piece, &report, NULL), BX_OK);
        assert_true(tour_report_passes(&report, closed));
        assert_int_equal(report.path[0], square_index(board, start));
    }
    return found->outcome;
}

static void every_8x8_knight_tour_open_and_closed(void **state)
{
    piece_spec knight = preset("knight");
    tour_found found;
    (void)state;
    for (int i = 0; i < 64; i++) {
        square start = square_at(board_standard(), i);
        assert_int_equal(find(board_standard(), &knight, start, false, &found),
                         TOUR_FOUND);
        assert_int_equal(find(board_standard(), &knight, start, true, &found),
                         TOUR_FOUND);
    }
}

static void rook_king_and_queen_tours_from_every_square(void **state)
{
    const char *names[] = {"rook", "king", "queen"};
    tour_found found;
    (void)state;
    for (int p = 0; p < 3; p++) {
        piece_spec piece = preset(names[p]);
        for (int i = 0; i < 64; i++)
            for (int closed = 0; closed < 2; closed++)
                assert_int_equal(find(board_standard(), &piece,
                                      square_at(board_standard(), i), closed,
                                      &found),
                                 TOUR_FOUND);
    }
}

static void no_knight_tour_on_4x4(void **state)
{
    board_size board = {4, 4};
    piece_spec knight = preset("knight");
    tour_found found;
    (void)state;
    for (int i = 0; i < 16; i++) {
        assert_int_equal(find(board, &knight, square_at(board, i), false,
                              &found),
                         TOUR_IMPOSSIBLE);
        assert_int_equal(find(board, &knight, square_at(board, i), true,
                              &found),
                         TOUR_IMPOSSIBLE);
    }
    find(board, &knight, at(board, "a1"), false, &found);
    assert_non_null(strstr(found.why, "every path from a1 was tried ("));
}

static void no_closed_knight_tour_on_5x5(void **state)
{
    board_size board = {5, 5};
    piece_spec knight = preset("knight");
    tour_found found;
    (void)state;
    for (int i = 0; i < 25; i++)
        assert_int_equal(find(board, &knight, square_at(board, i), true,
                              &found),
                         TOUR_IMPOSSIBLE);
    assert_string_equal(found.why,
                        "every move goes between a set of 13 squares and a "
                        "set of 12; a closed tour needs them equal");
    /* Open tours start on the 13 (a1's colour), never on the 12. */
    assert_int_equal(find(board, &knight, at(board, "a1"), false, &found),
                     TOUR_FOUND);
    assert_int_equal(find(board, &knight, at(board, "c3"), false, &found),
                     TOUR_FOUND);
    assert_int_equal(find(board, &knight, at(board, "b1"), false, &found),
                     TOUR_IMPOSSIBLE);
    assert_string_equal(found.why,
                        "every move goes between a set of 13 squares and a "
                        "set of 12, and a path must start in the larger, but "
                        "b1 is in the smaller");
}

static void large_boards(void **state)
{
    board_size board = {26, 26};
    const char *names[] = {"knight", "king", "wazir", "rook"};
    tour_found found;
    (void)state;
    for (int p = 0; p < 4; p++) {
        piece_spec piece = preset(names[p]);
        for (int closed = 0; closed < 2; closed++) {
            assert_int_equal(find(board, &piece, at(board, "a1"), closed,
                                  &found),
                             TOUR_FOUND);
            assert_int_equal(find(board, &piece, at(board, "m13"), closed,
                                  &found),
                             TOUR_FOUND);
        }
    }
}

static void pieces_that_cannot_tour(void **state)
{
    piece_spec piece = preset("bishop");
    board_size one = {1, 1};
    tour_found found;
    (void)state;
    assert_int_equal(find(board_standard(), &piece, at(board_standard(), "a1"),
                          false, &found),
                     TOUR_IMPOSSIBLE);
    assert_string_equal(found.why, "the piece cannot go from a1 to a8");
    /* A piece that only goes up and right can never come back. */
    piece_from_directions("(-1,0) (0,1)", "", &piece, NULL);
    assert_int_equal(find((board_size){3, 3}, &piece, (square){2, 0}, false,
                          &found),
                     TOUR_IMPOSSIBLE);
    assert_int_equal(find((board_size){3, 3}, &piece, (square){2, 0}, true,
                          &found),
                     TOUR_IMPOSSIBLE);
    assert_string_equal(found.why, "the piece cannot go from a3 back to a1");
    /* One square: the empty tour is open, never closed. */
    piece = preset("knight");
    assert_int_equal(find(one, &piece, (square){0, 0}, false, &found),
                     TOUR_FOUND);
    assert_int_equal(find(one, &piece, (square){0, 0}, true, &found),
                     TOUR_IMPOSSIBLE);
}

/* Whether a path through every square exists from `at`, by plain
 * backtracking with no cuts: the reference the search is held to. */
static bool naive_extends(board_size board, const square_set *reach,
                          bool *visited, int at, int placed, int start,
                          bool closed)
{
    int count = board_square_count(board);
    if (placed == count)
        return !closed || square_set_has(&reach[at], start);
    for (int next = 0; next < count; next++) {
        if (visited[next] || !square_set_has(&reach[at], next))
            continue;
        visited[next] = true;
        bool done = naive_extends(board, reach, visited, next, placed + 1,
                                  start, closed);
        visited[next] = false;
        if (done)
            return true;
    }
    return false;
}

static void search_agrees_with_plain_backtracking(void **state)
{
    const board_size boards[] = {{3, 3}, {2, 4}, {4, 3}, {4, 4}, {3, 5}};
    const char *once[] = {"", "", "", "", "(1,2) (-2,-1) (0,1) (1,-1)",
                          "(1,0) (0,1) (-1,-1)"};
    const char *names[] = {"knight", "king", "wazir", "camel", NULL, NULL};
    (void)state;
    for (int b = 0; b < 5; b++) {
        board_size board = boards[b];
        for (int p = 0; p < 6; p++) {
            piece_spec piece;
            square_set reach[BOARD_MAX_SQUARES];
            if (names[p] != NULL) {
                piece = preset(names[p]);
            } else {
                piece_from_directions(once[p], "", &piece, NULL);
            }
            for (int i = 0; i < board_square_count(board); i++)
                piece_reach(board, &piece, square_at(board, i), &reach[i],
                            NULL);
            for (int i = 0; i < board_square_count(board); i++) {
                for (int closed = 0; closed < 2; closed++) {
                    bool visited[BOARD_MAX_SQUARES] = {false};
                    tour_found found;
                    visited[i] = true;
                    bool exists = naive_extends(board, reach, visited, i, 1,
                                                i, closed);
                    assert_int_equal(find(board, &piece, square_at(board, i),
                                          closed, &found),
                                     exists ? TOUR_FOUND : TOUR_IMPOSSIBLE);
                }
            }
        }
    }
}

/* The tour issue's cases the plain walk gave up on: with random restarts
 * the walk alone (no solver) finds them, and a seed always gives its own
 * tour back. */
static void restarts_find_sparse_tours_repeatably(void **state)
{
    piece_spec zebra = preset("zebra");
    piece_spec giraffe = preset("giraffe");
    const piece_spec *pieces[] = {&zebra, &giraffe};
    (void)state;
    for (int p = 0; p < 2; p++) {
        board_size board = {10, 10};
        for (unsigned seed = 0; seed < 3; seed++) {
            tour_search search = {.board = board, .piece = pieces[p],
                                  .start = {9, 0}, .node_limit = 20000000,
                                  .seed = seed};
            tour_grid first, again;
            tour_found found;
            tour_report report;
            assert_int_equal(tour_find(&search, &first, &found, NULL), BX_OK);
            assert_int_equal(found.outcome, TOUR_FOUND);
            assert_int_equal(tour_check(&first, pieces[p], &report, NULL),
                             BX_OK);
            assert_true(tour_report_passes(&report, false));
            assert_int_equal(tour_find(&search, &again, &found, NULL), BX_OK);
            assert_memory_equal(first.number, again.number,
                                sizeof first.number);
        }
    }
}

static bool stop_now(void *context)
{
    ++*(int *)context;
    return false;
}

static void limits_give_up_honestly(void **state)
{
    board_size board = {8, 4}; /* no closed knight tour; slow to prove */
    piece_spec knight = preset("knight");
    tour_search search = {.board = board, .piece = &knight,
                          .start = {0, 0}, .closed = true,
                          .node_limit = 1000};
    tour_grid grid;
    tour_found found;
    int asked = 0;
    (void)state;
    assert_int_equal(tour_find(&search, &grid, &found, NULL), BX_OK);
    assert_int_equal(found.outcome, TOUR_GAVE_UP);
    assert_int_equal(found.nodes, 1001);
    assert_string_equal(found.why, "gave up after 1001 positions");
    search.node_limit = 0;
    search.keep_going = stop_now;
    search.context = &asked;
    assert_int_equal(tour_find(&search, &grid, &found, NULL), BX_OK);
    assert_int_equal(found.outcome, TOUR_GAVE_UP);
    assert_int_equal(asked, 1);
    assert_int_equal(found.nodes, TOUR_POLL_NODES);
}

/* A complete method that, like the SAT solver when memory runs out, gives
 * up with no_memory set; search->context counts its calls. */
static tour_outcome decider_without_memory(const move_graph *graph, int start,
                                           bool closed,
                                           const tour_search *search,
                                           int *path, char *why, size_t size,
                                           bool *no_memory)
{
    (void)graph, (void)start, (void)closed, (void)path;
    ++*(int *)search->context;
    snprintf(why, size, "nothing");
    *no_memory = true;
    return TOUR_GAVE_UP;
}

static bool always(void *context)
{
    (void)context;
    return true;
}

/* Memory that runs out in the complete method fails the search as its own
 * does: BX_TOO_LARGE and the same message, not "no tour found". The zebra
 * on 8x8 is a case the walk gives up on (test_tour_sat.c). */
static void decider_out_of_memory_fails_the_search(void **state)
{
    piece_spec zebra = preset("zebra");
    int calls = 0;
    tour_search search = {.board = {8, 8}, .piece = &zebra,
                          .start = {7, 0}, .keep_going = always,
                          .context = &calls,
                          .decide = decider_without_memory};
    tour_grid grid;
    tour_found found;
    bx_error err;
    (void)state;
    assert_int_equal(tour_find(&search, &grid, &found, &err), BX_TOO_LARGE);
    assert_int_equal(calls, 1);
    assert_string_equal(err.message, "out of memory for the search");
}

static void bad_searches_fail(void **state)
{
    piece_spec knight = preset("knight");
    tour_search search = {.board = board_standard(), .piece = &knight,
                          .start = {8, 0}};
    tour_grid grid;
    tour_found found;
    bx_error err;
    (void)state;
    assert_failure(tour_find(&search, &grid, &found, &err), BX_INVALID, err,
                   "invalid position");
    search.start = (square){0, 0};
    search.board = (board_size){27, 8};
    assert_failure(tour_find(&search, &grid, &found, &err), BX_INVALID, err,
                   "invalid board size");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_8x8_knight_tour_open_and_closed),
        cmocka_unit_test(rook_king_and_queen_tours_from_every_square),
        cmocka_unit_test(no_knight_tour_on_4x4),
        cmocka_unit_test(no_closed_knight_tour_on_5x5),
        cmocka_unit_test(large_boards),
        cmocka_unit_test(pieces_that_cannot_tour),
        cmocka_unit_test(search_agrees_with_plain_backtracking),
        cmocka_unit_test(restarts_find_sparse_tours_repeatably),
        cmocka_unit_test(limits_give_up_honestly),
        cmocka_unit_test(decider_out_of_memory_fails_the_search),
        cmocka_unit_test(bad_searches_fail),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
