/* Published theorems on knight's and leaper tours, as tests of
 * tour_find's decisions: each board is either toured (and the tour passes
 * the checker) or proved to have no tour, never given up on.
 *
 * - Schwenk, "Which rectangular chessboards have a knight's tour?",
 *   Mathematics Magazine 64 (1991): with m <= n, the m x n board has a
 *   closed knight's tour unless m and n are both odd, or m is 1, 2 or 4,
 *   or m = 3 and n is 4, 6 or 8.
 * - Conrad, Hindrichs, Morsy and Wegener, "Solution of the knight's
 *   Hamiltonian path problem on chessboards", Discrete Applied
 *   Mathematics 50 (1994): with m <= n, the m x n board has an open
 *   knight's tour unless m is 1 or 2 (the 1x1 board aside), or m = 3 and
 *   n is 3, 5 or 6, or m = n = 4.
 * - Knuth, "Leaper graphs", Mathematical Gazette 78 (1994), Theorem 1:
 *   for 2 <= m <= n and 1 <= r <= s, the {r,s}-leaper's graph on m x n is
 *   connected iff r + s and s - r are coprime, n >= 2s and m >= r + s. A
 *   disconnected graph has no tour, open or closed.
 * - Beluhov, "A proof of Willcocks's conjecture" (2017): when p - q and
 *   p + q are coprime, the (p,q)-leaper has a closed tour of the square
 *   board of side 2(p + q). */
#include "boardex_test.h"

#include "tour.h"
#include "tour_find.h"
#include "tour_sat.h"

/* Far above what any board here needs (the largest takes well under a
 * million positions), so a broken search fails instead of hanging. */
enum { NODE_LIMIT = 20000000 };

static piece_spec leaper(int r, int s)
{
    char text[32];
    direction_list directions;
    piece_spec piece;
    snprintf(text, sizeof text, "(%d,%d)", r, s);
    assert_int_equal(directions_parse(text, &directions, NULL), BX_OK);
    assert_int_equal(directions_symmetric(&directions, NULL), BX_OK);
    piece_clear(&piece);
    assert_int_equal(piece_add_directions(&piece, &directions, 1, NULL),
                     BX_OK);
    return piece;
}

/* Finds a tour from start; a found tour must pass the checker. Returns
 * the outcome, which is never "gave up", and out holds the reason. */
static tour_outcome decide_from(board_size board, const piece_spec *piece,
                                square start, bool closed, tour_found *out)
{
    tour_search search = {.board = board, .piece = piece,
                          .start = start, .closed = closed,
                          .node_limit = NODE_LIMIT,
                          .decide = tour_sat_decide};
    tour_grid grid;
    tour_report report;
    tour_found found;
    assert_int_equal(tour_find(&search, &grid, &found, NULL), BX_OK);
    if (found.outcome == TOUR_GAVE_UP)
        fail_msg("gave up on %dx%d: %s", board.width, board.height,
                 found.why);
    if (found.outcome == TOUR_FOUND) {
        assert_int_equal(tour_check(&grid, piece, &report, NULL), BX_OK);
        assert_true(tour_report_passes(&report, closed));
    }
    *out = found;
    return found.outcome;
}

/* The same from the bottom left corner, a1. */
static tour_outcome decide_why(board_size board, const piece_spec *piece,
                               bool closed, tour_found *out)
{
    square a1 = {board.height - 1, 0};
    return decide_from(board, piece, a1, closed, out);
}

static tour_outcome decide(board_size board, const piece_spec *piece,
                           bool closed)
{
    tour_found found;
    return decide_why(board, piece, closed, &found);
}

static int gcd(int a, int b)
{
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static bool schwenk_has_closed_tour(int w, int h)
{
    int m = w < h ? w : h, n = w < h ? h : w;
    if (m % 2 == 1 && n % 2 == 1)
        return false;
    if (m == 1 || m == 2 || m == 4)
        return false;
    return !(m == 3 && (n == 4 || n == 6 || n == 8));
}

static void schwenk_closed_knight_tours(void **state)
{
    piece_spec knight = leaper(1, 2);
    (void)state;
    for (int w = 1; w <= 12; w++)
        for (int h = 1; h <= 12; h++) {
            board_size board = {w, h};
            tour_outcome expected = schwenk_has_closed_tour(w, h)
                                        ? TOUR_FOUND
                                        : TOUR_IMPOSSIBLE;
            if (decide(board, &knight, true) != expected)
                fail_msg("%dx%d: Schwenk says %s", w, h,
                         expected == TOUR_FOUND ? "a closed tour exists"
                                                : "no closed tour exists");
        }
}

static bool conrad_has_open_tour(int w, int h)
{
    int m = w < h ? w : h, n = w < h ? h : w;
    if (m == 1 && n == 1)
        return true;
    if (m <= 2)
        return false;
    if (m == 3 && (n == 3 || n == 5 || n == 6))
        return false;
    return !(m == 4 && n == 4);
}

/* The theorem says whether a path exists from some square: a board with
 * one is toured from the first start that has one (and a start that has
 * none must be proved so), a board without one is proved so from every
 * start. */
static void conrad_open_knight_tours(void **state)
{
    piece_spec knight = leaper(1, 2);
    (void)state;
    for (int w = 1; w <= 12; w++)
        for (int h = 1; h <= 12; h++) {
            board_size board = {w, h};
            bool toured = false;
            for (int i = 0; i < w * h && !toured; i++) {
                square start = {i / w, i % w};
                tour_found found;
                toured = decide_from(board, &knight, start, false, &found) ==
                         TOUR_FOUND;
            }
            if (toured != conrad_has_open_tour(w, h))
                fail_msg("%dx%d: Conrad et al. say %s", w, h,
                         toured ? "no open tour exists"
                                : "an open tour exists");
        }
}

static bool knuth_connected(int r, int s, int w, int h)
{
    int m = w < h ? w : h, n = w < h ? h : w;
    return gcd(r + s, s - r) == 1 && n >= 2 * s && m >= r + s;
}

/* The squares reached from the corner by a plain flood fill: the check
 * that the theorem is written down right, independent of the model. */
static bool flood_connected(int r, int s, int w, int h)
{
    static bool seen[26][26];
    int stack[26 * 26][2], top = 0, reached = 1;
    const int d[8][2] = {{r, s},  {s, r},  {-r, s},  {-s, r},
                         {r, -s}, {s, -r}, {-r, -s}, {-s, -r}};
    memset(seen, 0, sizeof seen);
    seen[0][0] = true;
    stack[top][0] = 0;
    stack[top++][1] = 0;
    while (top > 0) {
        top--;
        int x = stack[top][0], y = stack[top][1];
        for (int k = 0; k < 8; k++) {
            int nx = x + d[k][0], ny = y + d[k][1];
            if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[nx][ny])
                continue;
            seen[nx][ny] = true;
            reached++;
            stack[top][0] = nx;
            stack[top++][1] = ny;
        }
    }
    return reached == w * h;
}

/* Every {r,s}-leaper with 1 <= r <= s <= 6 on every board from 2x2 to
 * 26x26: where Knuth's theorem says the graph is disconnected, neither an
 * open nor a closed tour exists and tour_find must prove it. */
static void knuth_disconnected_leapers_have_no_tour(void **state)
{
    int disconnected = 0;
    (void)state;
    for (int r = 1; r <= 6; r++)
        for (int s = r; s <= 6; s++) {
            piece_spec piece = leaper(r, s);
            for (int w = 2; w <= 26; w++)
                for (int h = 2; h <= 26; h++) {
                    bool connected = knuth_connected(r, s, w, h);
                    assert_int_equal(connected,
                                     flood_connected(r, s, w, h));
                    if (connected)
                        continue;
                    disconnected++;
                    board_size board = {w, h};
                    tour_found found;
                    for (int closed = 0; closed < 2; closed++) {
                        if (decide_why(board, &piece, closed, &found) !=
                            TOUR_IMPOSSIBLE)
                            fail_msg("{%d,%d} on %dx%d is disconnected",
                                     r, s, w, h);
                        /* The reason names a square it cannot reach. */
                        if (strstr(found.why, "cannot go from a1 to") ==
                            NULL)
                            fail_msg("{%d,%d} on %dx%d: %s", r, s, w, h,
                                     found.why);
                    }
                }
        }
    /* Most boards are disconnected for the longer leaps. */
    assert_true(disconnected > 5000);
}

/* Every free leaper whose Willcocks board fits in 26x26: 20 of them, from
 * the knight on 6x6 to the (6,7)-leaper on 26x26. */
static void beluhov_willcocks_boards_have_closed_tours(void **state)
{
    int leapers = 0;
    (void)state;
    for (int p = 1; p <= 12; p++)
        for (int q = p + 1; 2 * (p + q) <= 26; q++) {
            if (gcd(q - p, p + q) != 1)
                continue;
            piece_spec piece = leaper(p, q);
            board_size board = {2 * (p + q), 2 * (p + q)};
            leapers++;
            if (decide(board, &piece, true) != TOUR_FOUND)
                fail_msg("(%d,%d) on %dx%d: Beluhov proved a closed tour",
                         p, q, board.width, board.height);
        }
    assert_int_equal(leapers, 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(schwenk_closed_knight_tours),
        cmocka_unit_test(conrad_open_knight_tours),
        cmocka_unit_test(knuth_disconnected_leapers_have_no_tour),
        cmocka_unit_test(beluhov_willcocks_boards_have_closed_tours),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
