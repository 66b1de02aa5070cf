/* The local proofs of move_graph_cut.h on graphs drawn by hand, where the
 * answer is read off the drawing. */
#include "boardex_test.h"

#include "move_graph.h"
#include "move_graph_cut.h"

/* An undirected graph on a row of squares a1, b1, ...: edges as pairs of
 * files, each made a move both ways. */
typedef struct {
    move_graph g;
    int succ_start[BOARD_MAX_SIDE + 1];
    int succ[4 * BOARD_MAX_SIDE];
} drawn_graph;

static void draw(drawn_graph *d, int count, const char *edges)
{
    int at = 0;
    d->g.board = (board_size){count, 1};
    d->g.count = count;
    for (int v = 0; v < count; v++) {
        d->succ_start[v] = at;
        for (const char *e = edges; e[0] != '\0'; e += 3) {
            if (e[0] - 'a' == v)
                d->succ[at++] = e[1] - 'a';
            else if (e[1] - 'a' == v)
                d->succ[at++] = e[0] - 'a';
        }
    }
    d->succ_start[count] = at;
    d->g.succ_start = d->succ_start;
    d->g.succ = d->succ;
    /* Undirected: the predecessors are the successors. */
    d->g.pred_start = d->succ_start;
    d->g.pred = d->succ;
}

static bool rules_out(drawn_graph *d, int start, bool closed, char *why)
{
    why[0] = '\0';
    return move_graph_cut_rules_out(&d->g, start, closed, why, BX_ERROR_MAX);
}

static void single_moves(void **state)
{
    drawn_graph d;
    char why[BX_ERROR_MAX];
    (void)state;
    /* a1 - b1 - c1: a path of three squares. */
    draw(&d, 3, "ab bc ");
    assert_true(rules_out(&d, 0, true, why));
    assert_string_equal(why, "a1 has a single move, and a closed tour enters "
                             "and leaves every square by two");
    assert_true(rules_out(&d, 1, false, why));
    assert_string_equal(why, "a1 and c1 have a single move each, so they are "
                             "the two ends of any path, and b1 is neither");
    assert_false(rules_out(&d, 0, false, why));
    assert_false(rules_out(&d, 2, false, why));
    /* A star: b1 in the middle of a1, c1 and d1. */
    draw(&d, 4, "ba bc bd ");
    assert_true(rules_out(&d, 0, false, why));
    assert_string_equal(why, "a1, c1 and d1 have a single move each, and "
                             "only the two ends of a path can");
}

static void cut_squares(void **state)
{
    drawn_graph d;
    char why[BX_ERROR_MAX];
    (void)state;
    /* A bow tie: triangles a1 b1 c1 and c1 d1 e1 share c1. */
    draw(&d, 5, "ab bc ca cd de ec ");
    assert_true(rules_out(&d, 0, true, why));
    assert_string_equal(why, "removing c1 splits the board's moves into 2 "
                             "parts, and a closed tour would pass it twice");
    assert_true(rules_out(&d, 2, false, why));
    assert_string_equal(why, "removing c1 splits the board's moves into 2 "
                             "parts, and a path from it covers only one");
    /* a1 b1 c1 d1 e1 is a path from a1, so nothing rules it out. */
    assert_false(rules_out(&d, 0, false, why));
    assert_string_equal(why, "");
    /* Three triangles on c1: no path covers all three. */
    draw(&d, 7, "ab bc ca cd de ec cf fg gc ");
    assert_true(rules_out(&d, 0, false, why));
    assert_string_equal(why, "removing c1 splits the board's moves into 3 "
                             "parts, and a path through it joins only two");
    /* A ring of five has no cut square. */
    draw(&d, 5, "ab bc cd de ea ");
    assert_false(rules_out(&d, 0, true, why));
    assert_false(rules_out(&d, 3, false, why));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(single_moves),
        cmocka_unit_test(cut_squares),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
