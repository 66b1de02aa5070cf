/* Counting tours, against the published counts of the tour issue and a
 * plain count with no cuts on small boards. */
#include "boardex_test.h"

#include <threads.h>

#include "mobility.h"
#include "move_graph_symmetry.h"
#include "tour_count.h"

static piece_spec preset(const char *name)
{
    piece_spec piece;
    assert_int_equal(piece_from_name(name, &piece, NULL), BX_OK);
    return piece;
}

static unsigned long long count(board_size board, const piece_spec *piece,
                                bool closed, int from)
{
    tour_counting counting = {.board = board, .piece = piece,
                              .closed = closed, .from_start = from >= 0};
    tour_count_result result;
    if (from >= 0)
        counting.start = square_at(board, from);
    assert_int_equal(tour_count(&counting, &result, NULL), BX_OK);
    assert_true(result.exact);
    return result.tours;
}

/* The paths through every square from `at`, by plain backtracking. */
static unsigned long long naive_paths(board_size board,
                                      const square_set *reach, bool *visited,
                                      int at, int placed, int start,
                                      bool closed)
{
    int n = board_square_count(board);
    unsigned long long total = 0;
    if (placed == n)
        return !closed || square_set_has(&reach[at], start);
    for (int next = 0; next < n; next++) {
        if (visited[next] || !square_set_has(&reach[at], next))
            continue;
        visited[next] = true;
        total += naive_paths(board, reach, visited, next, placed + 1, start,
                             closed);
        visited[next] = false;
    }
    return total;
}

static bool reversible(board_size board, const square_set *reach)
{
    int n = board_square_count(board);
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++)
            if (square_set_has(&reach[a], b) && !square_set_has(&reach[b], a))
                return false;
    return true;
}

static void published_knight_counts(void **state)
{
    piece_spec knight = preset("knight");
    (void)state;
    /* The tour issue: 1,728 directed open tours on 5x5, 9,862 undirected
     * closed tours on 6x6. From a corner of 5x5, 304 open tours. */
    assert_int_equal(count((board_size){5, 5}, &knight, false, -1), 1728);
    assert_int_equal(count((board_size){6, 6}, &knight, true, -1), 9862);
    assert_int_equal(count((board_size){5, 5}, &knight, false, 0), 304);
    /* No tour at all on 4x4, and no closed one on 5x5 (odd squares). */
    assert_int_equal(count((board_size){4, 4}, &knight, false, -1), 0);
    assert_int_equal(count((board_size){5, 5}, &knight, true, -1), 0);
}

static void counts_agree_with_plain_backtracking(void **state)
{
    const board_size boards[] = {{1, 1}, {2, 1}, {2, 2}, {3, 3},
                                 {4, 3}, {2, 5}, {3, 4}};
    const char *names[] = {"knight", "king", "wazir", "ferz", "centaur",
                           "rook", NULL, NULL};
    /* Pieces whose moves cannot all be made backwards. */
    const char *once[] = {"(1,2) (-2,-1) (0,1) (1,-1)",
                          "(1,0) (0,1) (-1,-1)"};
    (void)state;
    for (int b = 0; b < 7; b++) {
        board_size board = boards[b];
        int n = board_square_count(board);
        for (int p = 0; p < 8; p++) {
            piece_spec piece;
            square_set reach[BOARD_MAX_SQUARES];
            /* A king, centaur or rook on 10 or 12 squares has millions of
             * paths: too many for the plain count under the sanitizers. */
            bool dense = p == 1 || p == 4 || p == 5;
            if (dense && n > 9)
                continue;
            if (names[p] != NULL) {
                piece = preset(names[p]);
            } else {
                piece_from_directions(once[p - 6], "", &piece, NULL);
            }
            for (int i = 0; i < n; i++)
                piece_reach(board, &piece, square_at(board, i), &reach[i],
                            NULL);
            unsigned long long open_total = 0;
            for (int s = 0; s < n; s++) {
                bool visited[BOARD_MAX_SQUARES] = {false};
                visited[s] = true;
                unsigned long long from_s =
                    naive_paths(board, reach, visited, s, 1, s, false);
                assert_int_equal(count(board, &piece, false, s), from_s);
                open_total += from_s;
            }
            assert_int_equal(count(board, &piece, false, -1), open_total);
            /* Closed: the cycles through a1, each once per direction; a
             * cycle read backwards is the same tour when it is one (three
             * squares or more, every move reversible). */
            bool visited[BOARD_MAX_SQUARES] = {false};
            visited[0] = true;
            unsigned long long cycles =
                naive_paths(board, reach, visited, 0, 1, 0, true);
            if (n == 1)
                cycles = 0;
            else if (n > 2 && reversible(board, reach))
                cycles /= 2;
            assert_int_equal(count(board, &piece, true, -1), cycles);
        }
    }
}

/* The same counts split among threads, and from one square of each orbit
 * of the piece's symmetries: held to the plain count of every start, on
 * pieces with all eight symmetries (knight, wazir+dabbaba), with two (a
 * lopsided leaper, (1,2) and its reverse only) and with four (a diagonal
 * slider one way and back, kept by the turn of the board about either
 * diagonal). */
static void threads_and_symmetries_agree(void **state)
{
    /* Small enough for the plain count under the sanitizers: the wazir
     * with the dabbaba has about 3 million paths on 4x4. */
    const board_size boards[] = {{4, 4}, {5, 3}, {3, 6}, {5, 5}};
    const char *once[] = {"(1,2) (2,1) (-1,2) (-2,1) (1,-2) (2,-1) (-1,-2) "
                          "(-2,-1)",
                          "(1,0) (0,1) (-1,0) (0,-1) (2,0) (0,2) (-2,0) "
                          "(0,-2)",
                          "(1,2) (-1,-2) (1,0) (-1,0) (0,1) (0,-1)",
                          "(1,1) (-1,-1) (1,-1) (-1,1) (3,0) (-3,0) (0,3) "
                          "(0,-3)"};
    const char *repeated[] = {"", "", "", "(1,1) (-1,-1)"};
    (void)state;
    for (int b = 0; b < 4; b++) {
        board_size board = boards[b];
        int n = board_square_count(board);
        for (int p = 0; p < 4; p++) {
            piece_spec piece;
            square_set reach[BOARD_MAX_SQUARES];
            unsigned long long open_total = 0;
            if (p > 0 && n > 16)
                continue; /* only the knight's paths are few there */
            assert_int_equal(
                piece_from_directions(once[p], repeated[p], &piece, NULL),
                BX_OK);
            for (int i = 0; i < n; i++)
                piece_reach(board, &piece, square_at(board, i), &reach[i],
                            NULL);
            for (int s = 0; s < n; s++) {
                bool visited[BOARD_MAX_SQUARES] = {false};
                visited[s] = true;
                open_total +=
                    naive_paths(board, reach, visited, s, 1, s, false);
            }
            for (int threads = 1; threads <= 3; threads++) {
                tour_counting counting = {.board = board, .piece = &piece,
                                          .threads = threads};
                tour_count_result result;
                assert_int_equal(tour_count(&counting, &result, NULL), BX_OK);
                assert_true(result.exact);
                if (result.tours != open_total)
                    fail_msg("piece %d on %dx%d, %d threads: %llu, plainly "
                             "%llu",
                             p, board.width, board.height, threads,
                             result.tours, open_total);
            }
        }
    }
}

/* Boards past 64 squares, where a set of squares takes more than one
 * word: 26x3 with a piece that steps along a rank and, from its end, to
 * the start of the next rank down, (row, column) (1,-25). Its moves join
 * the 78 squares in one line in reading order, from a3 to z1: two open
 * tours (the line each way), one from a3, none from a1 (the line's 53rd
 * square) and no closed one. Joining z1 back to a3 with (-2,-25) makes
 * the line a ring: one closed tour, and two open ones from each square
 * (round either way), 156 in all. Of the board's turns and mirrors only
 * the half turn keeps the piece's moves, so the count from every square
 * goes by orbits of two squares. */
static void boards_past_one_word(void **state)
{
    const board_size board = {26, 3};
    const char *line = "(0,1) (0,-1) (1,-25) (-1,25)";
    const char *ring = "(0,1) (0,-1) (1,-25) (-1,25) (-2,-25) (2,25)";
    piece_spec piece;
    (void)state;
    assert_int_equal(piece_from_directions(line, "", &piece, NULL), BX_OK);
    assert_int_equal(count(board, &piece, false, -1), 2);
    assert_int_equal(count(board, &piece, false, 0), 1);  /* a3 */
    assert_int_equal(count(board, &piece, false, 52), 0); /* a1 */
    assert_int_equal(count(board, &piece, true, -1), 0);
    assert_int_equal(piece_from_directions(ring, "", &piece, NULL), BX_OK);
    assert_int_equal(count(board, &piece, false, -1), 156);
    assert_int_equal(count(board, &piece, true, -1), 1);
    for (int from = 0; from < 78; from += 7)
        assert_int_equal(count(board, &piece, false, from), 2);
}

/* The turns and mirrors kept, and the orbits of squares they make. */
static void symmetries_of_the_board(void **state)
{
    piece_spec knight = preset("knight"), lopsided;
    move_graph graph;
    move_graph_symmetry sym;
    (void)state;
    /* The knight on 6x6: all eight; the orbits of a1, b1, c1, b2, c2 and
     * c3 hold 4, 8, 8, 4, 8 and 4 squares (a1's: the four corners). */
    assert_int_equal(move_graph_build((board_size){6, 6}, &knight, &graph,
                                      NULL),
                     BX_OK);
    assert_true(move_graph_symmetry_find(&graph, &sym));
    assert_int_equal(sym.count, 8);
    const int reps[] = {0, 1, 2, 7, 8, 14}, sizes[] = {4, 8, 8, 4, 8, 4};
    for (int k = 0; k < 6; k++) {
        assert_int_equal(sym.orbit[reps[k]], reps[k]);
        assert_int_equal(sym.orbit_size[reps[k]], sizes[k]);
    }
    assert_int_equal(sym.orbit[35], 0);  /* f6 is a corner */
    assert_int_equal(sym.orbit[6], 1);   /* a2 is b1 turned about a1-f6 */
    move_graph_symmetry_free(&sym);
    move_graph_free(&graph);
    /* On 6x5 no quarter turn or diagonal mirror is a turn of the board. */
    assert_int_equal(move_graph_build((board_size){6, 5}, &knight, &graph,
                                      NULL),
                     BX_OK);
    assert_true(move_graph_symmetry_find(&graph, &sym));
    assert_int_equal(sym.count, 4);
    move_graph_symmetry_free(&sym);
    move_graph_free(&graph);
    /* (1,2) and its reverse: only the identity and the half turn. */
    assert_int_equal(
        piece_from_directions("(1,2) (-1,-2)", "", &lopsided, NULL), BX_OK);
    assert_int_equal(move_graph_build((board_size){5, 5}, &lopsided, &graph,
                                      NULL),
                     BX_OK);
    assert_true(move_graph_symmetry_find(&graph, &sym));
    assert_int_equal(sym.count, 2);
    assert_int_equal(sym.orbit[24], 0);
    assert_int_equal(sym.orbit_size[12], 1); /* the centre stays */
    move_graph_symmetry_free(&sym);
    move_graph_free(&graph);
}

static bool stop_now(void *context)
{
    (void)context;
    return false;
}

/* What the progress callback saw. */
typedef struct {
    thrd_t caller;
    int calls;
    bool from_other_thread;
    bool backwards;
    tour_count_progress last;
} progress_seen;

static void note_progress(const tour_count_progress *at, void *context)
{
    progress_seen *seen = context;
    if (!thrd_equal(thrd_current(), seen->caller))
        seen->from_other_thread = true;
    if (seen->calls > 0 && (at->parts_done < seen->last.parts_done ||
                            at->nodes < seen->last.nodes))
        seen->backwards = true;
    seen->calls++;
    seen->last = *at;
}

static void progress_is_told_from_the_callers_thread(void **state)
{
    piece_spec knight = preset("knight");
    (void)state;
    for (int threads = 1; threads <= 3; threads++) {
        progress_seen seen = {.caller = thrd_current()};
        tour_counting counting = {.board = {5, 5}, .piece = &knight,
                                  .threads = threads,
                                  .progress = note_progress,
                                  .context = &seen};
        tour_count_result result;
        assert_int_equal(tour_count(&counting, &result, NULL), BX_OK);
        assert_int_equal(result.tours, 1728);
        assert_false(seen.from_other_thread);
        assert_false(seen.backwards);
        assert_true(seen.last.parts_done <= seen.last.parts);
        assert_true(seen.last.nodes <= result.nodes);
        /* With more threads the others may take every part before the
         * caller's thread starts on one (as under valgrind): then it has
         * nothing to tell. */
        if (threads == 1) {
            /* One thread does every part, and tells after each. */
            assert_true(seen.calls > 0);
            assert_true(seen.last.parts > 0);
            assert_int_equal(seen.last.parts_done, seen.last.parts);
            assert_int_equal(seen.last.nodes, result.nodes);
        }
    }
}

static void limits_stop_the_count(void **state)
{
    piece_spec knight = preset("knight");
    tour_counting counting = {.board = board_standard(), .piece = &knight,
                              .node_limit = 100000};
    tour_count_result result;
    bx_error err;
    (void)state;
    assert_int_equal(tour_count(&counting, &result, NULL), BX_OK);
    assert_false(result.exact);
    counting.node_limit = 0;
    counting.keep_going = stop_now;
    assert_int_equal(tour_count(&counting, &result, NULL), BX_OK);
    assert_false(result.exact);
    assert_int_equal(result.nodes, TOUR_POLL_NODES);
    counting.from_start = true;
    counting.start = (square){8, 0};
    assert_failure(tour_count(&counting, &result, &err), BX_INVALID, err,
                   "invalid position");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(published_knight_counts),
        cmocka_unit_test(counts_agree_with_plain_backtracking),
        cmocka_unit_test(threads_and_symmetries_agree),
        cmocka_unit_test(boards_past_one_word),
        cmocka_unit_test(symmetries_of_the_board),
        cmocka_unit_test(progress_is_told_from_the_callers_thread),
        cmocka_unit_test(limits_stop_the_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
