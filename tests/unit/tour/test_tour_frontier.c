/* The frontier count: held to the count that tries every path on every
 * board up to 5x5 for several pieces, and to published counts.
 *
 *   test_tour_frontier        the counts of a few seconds at most
 *   test_tour_frontier deep   the larger published counts (the `deep`
 *                             label, in a Release build)
 */
#include "boardex_test.h"

#include "betza.h"
#include "move_graph.h"
#include "tour_count_method.h"
#include "tour_frontier_ends.h"

static piece_spec betza(const char *text)
{
    piece_spec piece;
    assert_int_equal(piece_from_betza(text, &piece, NULL), BX_OK);
    return piece;
}

static void assert_big(tour_big got, const char *want)
{
    char text[TOUR_BIG_DIGITS];
    assert_string_equal(tour_big_decimal(got, text), want);
}

/* The split of the frontier count in two (tour_frontier_halves.h) at the
 * first line past the middle, whatever the states. */
enum { SPLIT_AT_ONCE = 1 };

static tour_tally tally_split(board_size board, const piece_spec *piece,
                              bool closed, int from, tour_method method,
                              int threads, size_t split_states)
{
    tour_counting counting = {.board = board, .piece = piece,
                              .closed = closed, .from_start = from >= 0};
    tour_count_options options = {.method = method, .threads = threads,
                                  .split_states = split_states};
    tour_tally tally;
    if (from >= 0)
        counting.start = square_at(board, from);
    assert_int_equal(tour_count_by_method(&counting, &options, &tally, NULL),
                     BX_OK);
    assert_true(tally.exact);
    assert_int_equal(tally.method, method);
    return tally;
}

static tour_tally tally_on(board_size board, const piece_spec *piece,
                           bool closed, int from, tour_method method,
                           int threads)
{
    return tally_split(board, piece, closed, from, method, threads, 0);
}

static tour_tally tally_of(board_size board, const piece_spec *piece,
                           bool closed, int from, tour_method method)
{
    return tally_on(board, piece, closed, from, method, 1);
}

/* The frontier's count on `threads` threads. */
static tour_big count_on(board_size board, const char *piece_betza,
                         bool closed, int from, int threads)
{
    piece_spec piece = betza(piece_betza);
    return tally_on(board, &piece, closed, from, TOUR_METHOD_FRONTIER,
                    threads)
        .tours;
}

static tour_big count(board_size board, const char *piece_betza,
                      bool closed, int from)
{
    return count_on(board, piece_betza, closed, from, 1);
}

static void big_numbers_print_exactly(void **state)
{
    char text[TOUR_BIG_DIGITS];
    (void)state;
    assert_string_equal(tour_big_decimal(0, text), "0");
    assert_string_equal(tour_big_decimal(1728, text), "1728");
    /* 2^64 and 2^128 - 1, as any table of powers of two gives them. */
    assert_string_equal(tour_big_decimal((tour_big)1 << 64, text),
                        "18446744073709551616");
    assert_string_equal(tour_big_decimal(~(tour_big)0, text),
                        "340282366920938463463374607431768211455");
}

/* Every board up to 5x5, open (from every square and from each one) and
 * closed: the frontier, on one thread and on three (threads share a step
 * of more than a few dozen states), whole and split in two halves that
 * meet, and trying every path agree. The king's paths run to millions
 * past 12 squares, too many to try under the sanitizers. */
static void agrees_with_trying_every_path(void **state)
{
    /* knight, wazir, king, ferz with dabbaba, camel */
    const char *pieces[] = {"N", "W", "K", "FD", "C"};
    (void)state;
    for (int p = 0; p < 5; p++) {
        piece_spec piece = betza(pieces[p]);
        for (int w = 1; w <= 5; w++) {
            for (int h = 1; h <= 5; h++) {
                board_size board = {w, h};
                int n = w * h;
                if (p == 2 && n > 12)
                    continue;
                for (int closed = 0; closed < 2; closed++) {
                    for (int from = -1; from < (closed ? 0 : n); from++) {
                        tour_tally paths = tally_of(board, &piece, closed,
                                                    from, TOUR_METHOD_PATHS);
                        for (int run = 0; run < 3; run++) {
                            int threads = run == 1 ? 3 : 1;
                            tour_tally frontier = tally_split(
                                board, &piece, closed, from,
                                TOUR_METHOD_FRONTIER, threads,
                                run == 2 ? SPLIT_AT_ONCE : SIZE_MAX);
                            if (paths.tours != frontier.tours)
                                fail_msg("%s on %dx%d, %s from %d: %llu by "
                                         "paths, %llu on the frontier on %d "
                                         "threads%s",
                                         pieces[p], w, h,
                                         closed ? "closed" : "open", from,
                                         (unsigned long long)paths.tours,
                                         (unsigned long long)frontier.tours,
                                         threads, run == 2 ? ", split" : "");
                        }
                    }
                }
            }
        }
    }
}

/* Open tours counted pair by pair of ends: the paths between two squares
 * (whole, and split in two halves that meet) add up to the paths from
 * one (trying every path counts those), and the pairs, weighted by their
 * symmetries and sifted by colour, add up to the count with free ends,
 * on any number of threads; so do the starts. */
static void pairs_of_ends_add_up(void **state)
{
    /* knight, wazir, ferz with dabbaba, king, and the camel (its moves
     * keep to one colour of squares: no tour at all) */
    const char *pieces[] = {"N", "W", "FD", "K", "C"};
    const board_size boards[] = {{4, 4}, {5, 4}, {3, 7}, {5, 5}};
    (void)state;
    for (int p = 0; p < 5; p++) {
        piece_spec piece = betza(pieces[p]);
        for (int b = 0; b < 4; b++) {
            board_size board = boards[b];
            int n = board.width * board.height;
            move_graph graph;
            tour_frontier_watch watch = {0};
            tour_frontier_watch split = {.split_states = SPLIT_AT_ONCE};
            tour_frontier_result result, halves;
            if (p == 3 && n > 12)
                continue; /* the king's paths: too many to try */
            assert_int_equal(move_graph_build(board, &piece, &graph, NULL),
                             BX_OK);
            /* Every pair on the smaller boards, every start on 5x5. */
            for (int from = 0; from < n; from++) {
                tour_big between = 0;
                for (int to = 0; to < n && n <= 21; to++) {
                    assert_int_equal(tour_frontier_count_between(
                                         &graph, from, to, &watch, &result,
                                         NULL),
                                     BX_OK);
                    assert_int_equal(tour_frontier_count_between(
                                         &graph, from, to, &split, &halves,
                                         NULL),
                                     BX_OK);
                    assert_true(halves.tours == result.tours);
                    between += result.tours;
                }
                tour_tally paths = tally_of(board, &piece, false, from,
                                            TOUR_METHOD_PATHS);
                assert_true(n > 21 || between == paths.tours);
                assert_int_equal(tour_frontier_count_by_ends(
                                     &graph, from, 2, &watch, &result, NULL),
                                 BX_OK);
                assert_true(result.exact && result.tours == paths.tours);
            }
            tour_tally free_ends = tally_of(board, &piece, false, -1,
                                            TOUR_METHOD_FRONTIER);
            for (int threads = 1; threads <= 3; threads++) {
                assert_int_equal(tour_frontier_count_by_ends(&graph, -1,
                                                             threads, &watch,
                                                             &result, NULL),
                                 BX_OK);
                if (!result.exact || result.tours != free_ends.tours)
                    fail_msg("%s on %dx%d, %d threads: %llu by pairs, %llu "
                             "with free ends",
                             pieces[p], board.width, board.height, threads,
                             (unsigned long long)result.tours,
                             (unsigned long long)free_ends.tours);
            }
            assert_int_equal(tour_frontier_count_by_starts(&graph, &split,
                                                           &result, NULL),
                             BX_OK);
            assert_true(result.exact && result.tours == free_ends.tours);
            move_graph_free(&graph);
        }
    }
}

/* Published counts of knight's tours, each with where it is from. */
static void published_knight_counts(void **state)
{
    (void)state;
    /* Directed open tours, OEIS A165134: 1,728 on 5x5 (304 from a
     * corner, the tour issue). */
    assert_big(count((board_size){5, 5}, "N", false, -1), "1728");
    assert_big(count((board_size){5, 5}, "N", false, 0), "304");
    /* Closed tours, undirected: 9,862 on 6x6 (OEIS A001230), 8 on 5x6
     * (A175881), 16 on 3x10 and 176 on 3x12 (A070030), and none on 4xN
     * (Schwenk 1991). */
    assert_big(count((board_size){6, 6}, "N", true, -1), "9862");
    assert_big(count((board_size){5, 6}, "N", true, -1), "8");
    assert_big(count((board_size){3, 10}, "N", true, -1), "16");
    assert_big(count((board_size){3, 12}, "N", true, -1), "176");
    for (int n = 4; n <= 10; n++)
        assert_big(count((board_size){4, n}, "N", true, -1), "0");
}

/* Every preset piece on every board up to 6x6, open and closed: the
 * frontier agrees with trying every path wherever trying paths ends
 * within a million positions (the king, queen, rook and the compounds
 * have billions of paths on the larger boards) and the frontier within
 * 65,536 states a step (riders reach across the board, so their frontier
 * is most of it). The knight's, wazir's and ferz's boards must all be
 * compared, with more room; the test says how many were (1,151 of 1,368
 * when it was written). */
static void every_preset_up_to_6x6_deep(void **state)
{
    int compared = 0, skipped = 0;
    (void)state;
    for (int p = 0; p < piece_preset_count(); p++) {
        const char *name = piece_preset_at(p)->name;
        bool must = strcmp(name, "knight") == 0 ||
                    strcmp(name, "wazir") == 0 || strcmp(name, "ferz") == 0;
        piece_spec piece;
        assert_int_equal(piece_from_name(name, &piece, NULL), BX_OK);
        for (int w = 1; w <= 6; w++) {
            for (int h = 1; h <= 6; h++) {
                for (int closed = 0; closed < 2; closed++) {
                    /* The knight's open tours on 6x6 take about 30
                     * million positions. */
                    tour_counting counting = {
                        .board = {w, h}, .piece = &piece, .closed = closed,
                        .node_limit = must ? 100000000 : 1000000};
                    tour_count_options options = {
                        .method = TOUR_METHOD_PATHS,
                        .most_states = must ? 1u << 22 : 1u << 16};
                    tour_tally paths, frontier;
                    bx_status got;
                    assert_int_equal(tour_count_by_method(
                                         &counting, &options, &paths, NULL),
                                     BX_OK);
                    options.method = TOUR_METHOD_FRONTIER;
                    got = tour_count_by_method(&counting, &options,
                                               &frontier, NULL);
                    if (!paths.exact || got != BX_OK) {
                        if (must)
                            fail_msg("%s on %dx%d not compared", name, w,
                                     h);
                        skipped++;
                        continue;
                    }
                    assert_true(frontier.exact);
                    if (paths.tours != frontier.tours)
                        fail_msg("%s on %dx%d, %s: %llu by paths, %llu by "
                                 "the frontier",
                                 name, w, h, closed ? "closed" : "open",
                                 (unsigned long long)paths.tours,
                                 (unsigned long long)frontier.tours);
                    compared++;
                }
            }
        }
    }
    print_message("compared %d counts, skipped %d\n", compared, skipped);
}

/* Threads share the states of a step (a step of more than a few dozen
 * states): the published counts again, on 2 and 3 threads. */
static void threads_give_the_published_counts(void **state)
{
    (void)state;
    for (int threads = 2; threads <= 3; threads++) {
        assert_big(count_on((board_size){5, 5}, "N", false, -1, threads),
                   "1728");
        assert_big(count_on((board_size){5, 5}, "N", false, 0, threads),
                   "304");
        assert_big(count_on((board_size){6, 6}, "N", true, -1, threads),
                   "9862");
        assert_big(count_on((board_size){3, 10}, "N", true, -1, threads),
                   "16");
        assert_big(count_on((board_size){3, 12}, "N", true, -1, threads),
                   "176");
    }
}

/* The larger ones: seconds to minutes. */
static void published_knight_counts_deep(void **state)
{
    (void)state;
    /* Directed open tours on 6x6, OEIS A165134, on one thread and on
     * two. */
    assert_big(count((board_size){6, 6}, "N", false, -1), "6637920");
    assert_big(count_on((board_size){6, 6}, "N", false, -1, 2), "6637920");
    /* Closed tours, undirected, OEIS A175881: 6x7 and 6x8. */
    assert_big(count((board_size){6, 7}, "N", true, -1), "1067638");
    assert_big(count((board_size){6, 8}, "N", true, -1), "55488142");
    /* 6x10, past 2^32 (A175881 too): about 8 s, 320 MB; on two
     * threads. */
    assert_big(count_on((board_size){6, 10}, "N", true, -1, 2),
               "239187240144");
}

static bool stop_now(void *context)
{
    (void)context;
    return false;
}

/* The knight's 1,728 open tours on 5x5 on the frontier, within that many
 * states a step: where the count ended. */
static tour_frontier_progress knight_5x5_within(size_t most_states)
{
    piece_spec knight = betza("N");
    tour_counting counting = {.board = {5, 5}, .piece = &knight};
    tour_count_options options = {.method = TOUR_METHOD_FRONTIER,
                                  .most_states = most_states};
    tour_tally tally;
    assert_int_equal(tour_count_by_method(&counting, &options, &tally, NULL),
                     BX_OK);
    assert_true(tally.exact);
    assert_big(tally.tours, "1728");
    return tally.reached;
}

static void limits_stop_it_cleanly(void **state)
{
    piece_spec knight = betza("N"), one_way = betza("fW");
    tour_counting counting = {.board = {6, 6}, .piece = &knight,
                              .keep_going = stop_now};
    tour_count_options options = {.method = TOUR_METHOD_FRONTIER};
    tour_tally tally;
    bx_error err;
    (void)state;
    /* Stopped: no count, only where it stopped (row 1 of 6 or later). */
    assert_int_equal(tour_count_by_method(&counting, &options, &tally, &err),
                     BX_OK);
    assert_false(tally.exact);
    assert_big(tally.tours, "0");
    assert_true(tally.reached.line >= 1 && tally.reached.line <= 6);
    assert_int_equal(tally.reached.lines, 6);
    /* Too many states for the bound: a status and a message. */
    counting.keep_going = NULL;
    options.most_states = 100;
    assert_failure(tour_count_by_method(&counting, &options, &tally, &err),
                   BX_TOO_LARGE,
                   err, "the frontier count needs more than 100 states at "
                        "a step");
    /* Open tours whose states outgrow the bound with their ends free are
     * counted start by start, then pair by pair of ends, in fewer states.
     * The knight's 1,728 on 5x5 (measured: the most states at a step)
     * hold 12,272 with the ends free (both on the 13 squares of the
     * corners' colour), 8,070 from a corner, and at most 4,559 between
     * two ends (two corners of a side). A count with free ends may hold a
     * quarter of the bound. */
    tour_frontier_progress reached = knight_5x5_within(6144);
    assert_true(reached.pairs > 0);
    reached = knight_5x5_within(16384);
    assert_int_equal(reached.pairs, 0);
    /* Four starts: a corner, the middle of an edge, a square next to a
     * corner on the diagonal, and the centre (the corners' colour). */
    assert_int_equal(reached.starts, 4);
    assert_int_equal(reached.starts_done, 4);
    reached = knight_5x5_within(65536);
    assert_int_equal(reached.pairs, 0);
    assert_int_equal(reached.starts, 0);
    /* Moves one way only: the frontier cannot count them, the choice
     * falls to trying every path (one path up a 1x4 board). */
    counting.piece = &one_way;
    counting.board = (board_size){1, 4};
    assert_failure(tour_count_by_method(&counting, &options, &tally, &err),
                   BX_INVALID, err,
                   "the frontier count needs moves that can all be made "
                   "backwards");
    options.method = TOUR_METHOD_AUTO;
    assert_int_equal(tour_count_by_method(&counting, &options, &tally, &err),
                     BX_OK);
    assert_int_equal(tally.method, TOUR_METHOD_PATHS);
    assert_big(tally.tours, "1");
    counting.from_start = true;
    counting.start = (square){4, 0};
    options.method = TOUR_METHOD_FRONTIER;
    assert_failure(tour_count_by_method(&counting, &options, &tally, &err),
                   BX_INVALID, err, "invalid position");
}

/* A wide board is taken column by column. Left to choose, the count tries
 * paths only on a wide frontier, a small board and a piece of few moves
 * (tour_count_method.h). */
static void wide_boards_go_by_columns(void **state)
{
    piece_spec knight = betza("N");
    tour_counting counting = {.board = {10, 3}, .piece = &knight,
                              .closed = true, .keep_going = stop_now};
    tour_count_options options = {.method = TOUR_METHOD_AUTO};
    tour_tally tally;
    (void)state;
    assert_int_equal(tour_count_by_method(&counting, &options, &tally, NULL),
                     BX_OK);
    assert_int_equal(tally.method, TOUR_METHOD_FRONTIER);
    assert_true(tally.reached.by_columns);
    assert_int_equal(tally.reached.lines, 10);
    assert_big(count((board_size){10, 3}, "N", true, -1), "16");
    /* The knight (4.4 moves a square on 6x6) with a frontier of 14
     * squares on 36 squares: by trying every path, there the faster,
     * open or closed; on 7x7, whose paths are far too many to try, on the
     * frontier. */
    const struct {
        const char *betza;
        board_size board;
        bool closed;
        tour_method method;
    } choices[] = {
        {"N", {6, 6}, false, TOUR_METHOD_PATHS},
        {"N", {6, 6}, true, TOUR_METHOD_PATHS},
        {"N", {5, 6}, false, TOUR_METHOD_PATHS},
        {"N", {7, 7}, false, TOUR_METHOD_FRONTIER},
        /* The king's frontier is one rank and a square (6 on 5x5):
         * narrow, where its paths are hundreds of millions. */
        {"K", {5, 5}, true, TOUR_METHOD_FRONTIER},
        {"K", {3, 3}, false, TOUR_METHOD_FRONTIER},
        /* The centaur: 9.6 moves a square on 5x5, too many to try. */
        {"KN", {5, 5}, true, TOUR_METHOD_FRONTIER},
        /* The camel on 6x6: 20 squares wide, 3.3 moves a square. */
        {"C", {6, 6}, false, TOUR_METHOD_PATHS},
    };
    for (size_t i = 0; i < sizeof choices / sizeof choices[0]; i++) {
        piece_spec piece = betza(choices[i].betza);
        counting.piece = &piece;
        counting.board = choices[i].board;
        counting.closed = choices[i].closed;
        assert_int_equal(
            tour_count_by_method(&counting, &options, &tally, NULL), BX_OK);
        if (tally.method != choices[i].method)
            fail_msg("%s on %dx%d: the other method", choices[i].betza,
                     choices[i].board.width, choices[i].board.height);
    }
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(big_numbers_print_exactly),
        cmocka_unit_test(agrees_with_trying_every_path),
        cmocka_unit_test(pairs_of_ends_add_up),
        cmocka_unit_test(published_knight_counts),
        cmocka_unit_test(threads_give_the_published_counts),
        cmocka_unit_test(limits_stop_it_cleanly),
        cmocka_unit_test(wide_boards_go_by_columns),
    };
    const struct CMUnitTest deep[] = {
        cmocka_unit_test(published_knight_counts_deep),
        cmocka_unit_test(every_preset_up_to_6x6_deep),
    };
    if (argc > 1 && strcmp(argv[1], "deep") == 0)
        return cmocka_run_group_tests(deep, NULL, NULL);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
