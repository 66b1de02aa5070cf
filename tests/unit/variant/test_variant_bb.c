/* The bitboard counter against the mailbox generator: every build of it
 * (portable, with bit instructions where this CPU has them, and without
 * SSE2) on random pieces, random boards of up to 128 squares and random
 * fillings, empty to full; and the fall back to the mailbox where the
 * tables cannot hold the pieces or the board. The mailbox generator is
 * itself checked against a naive one (test_variant_movegen.c). */
#include "boardex_test.h"

#include "naive_variant.h"
#include "random_variant.h"
#include "variant_bb_count.h"
#include "variant_movegen.h"
#include "variant_test.h"

#if VARIANT_BB_AVAILABLE
extern const variant_bb_build test_variant_bb_swar_build;
#endif

static variant_rules *new_rules(int width, int height)
{
    variant_rules *rules = malloc(sizeof *rules);
    assert_non_null(rules);
    variant_rules_init(rules, (board_size){width, height});
    return rules;
}

/* The mailbox's answer: -1 when the other side is attacked, else the
 * number of legal moves it lists. */
static int mailbox_count(const variant_position *pos,
                         const variant_rules *rules, chess_color color)
{
    chess_color enemy = color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
    if (variant_in_check(pos, rules, enemy))
        return -1;
    return variant_legal(gen, pos, rules, color, -1, NULL, 0);
}

/* The builds there are here; none where the compiler has no 128-bit
 * integer (the mailbox counts everything, and these tests are skipped). */
static int builds(const variant_bb_build *out[3])
{
    int n = 0;
#if VARIANT_BB_AVAILABLE
    out[n++] = variant_bb_portable();
    out[n++] = &test_variant_bb_swar_build;
    if (variant_bb_fast() != NULL)
        out[n++] = variant_bb_fast();
#else
    (void)out;
#endif
    return n;
}

/* A board of at most 128 squares: up to 16 a side, 16x8 and 8x16 (all
 * 128) one round in eight. */
static board_size random_size(uint64_t *seed, int round)
{
    board_size size;
    if (round % 8 == 0)
        return round % 16 == 0 ? (board_size){16, 8} : (board_size){8, 16};
    do {
        size.width = 1 + pick(seed, 16);
        size.height = 1 + pick(seed, 16);
    } while (size.width * size.height > VARIANT_BB_SQUARES);
    return size;
}

static void builds_agree_with_mailbox(void **state)
{
    const variant_bb_build *build[3];
    int n_builds = builds(build), compared = 0, attacked = 0, dense = 0;
    uint64_t seed = UINT64_C(0x6a09e667f3bcc909);
    (void)state;
    if (n_builds == 0)
        skip();
    for (int round = 0; round < 30000; round++) {
        board_size size = random_size(&seed, round);
        int squares = board_square_count(size);
        variant_rules *rules = new_rules(size.width, size.height);
        variant_position pos;
        /* Empty to full; one round in seven a second white king. */
        int pieces = pick(&seed, squares + 2);
        random_definitions(rules, &seed, pick(&seed, 21));
        random_fill(&pos, rules, &seed, pieces);
        if (round % 7 == 3) {
            int sq = pick(&seed, squares);
            if (pos.cells[sq] == VARIANT_EMPTY)
                pos.cells[sq] = variant_cell(CHESS_WHITE, CHESS_KING);
        }
        assert_true(rules->bb.usable);
        dense += pieces > squares / 2;
        for (int c = 0; c < CHESS_COLORS; c++) {
            int expected = mailbox_count(&pos, rules, (chess_color)c);
            attacked += expected == -1;
            for (int b = 0; b < n_builds; b++) {
                int both[CHESS_COLORS], one = -2;
                assert_true(build[b]->count_both(&pos, rules, both));
                assert_true(build[b]->count(&pos, rules, (chess_color)c,
                                            &one));
                if (both[c] != expected || one != expected)
                    fail_msg("%s build, %dx%d round %d, %s: %d and %d, "
                             "mailbox %d",
                             build[b]->name, size.width, size.height, round,
                             c == CHESS_WHITE ? "white" : "black", both[c],
                             one, expected);
            }
        }
        compared++;
        free(rules);
    }
    printf("bitboards: %d builds, %d positions (%d more than half full), "
           "%d sides attacked\n",
           n_builds, compared, dense, attacked);
    assert_true(attacked > 3000);
    assert_true(dense > 10000);
}

/* The mailbox's list weighed by pawn rules: each pawn move counts its
 * row's weight; a pawn's step of two counts only when the rules step twice
 * from the seed rules' row (which is all the mailbox knows), else none. */
static int weighed_mailbox_count(const variant_position *pos,
                                 const variant_rules *rules,
                                 chess_color color,
                                 const variant_pawn_rules *pawns)
{
    static variant_move moves[4 * BOARD_MAX_SQUARES];
    int width = pos->size.width, height = pos->size.height, total = 0;
    int seed_row = color == CHESS_WHITE ? height - 2 : 1;
    int n = variant_legal(gen, pos, rules, color, -1, moves,
                          4 * BOARD_MAX_SQUARES);
    for (int i = 0; i < n; i++) {
        int from = moves[i].from, to = moves[i].to;
        if (variant_cell_kind(pos->cells[from]) != CHESS_PAWN) {
            total++;
            continue;
        }
        int rows = to / width - from / width;
        if ((rows == 2 || rows == -2) &&
            pawns->double_step_row[color] != seed_row)
            continue;
        total += pawns->weight[color][to / width];
    }
    return total;
}

/* count_pawns (variant_count_pawns) against the mailbox's list weighed as
 * the pawn rules say, on every build: random pieces, boards and
 * fillings with more pawns, random weights per row (0 to 4), steps of two from the seed
 * rules' row or none; the other side attacked or not, as the mailbox
 * lists them either way. */
static void pawn_rules_agree_with_mailbox(void **state)
{
    const variant_bb_build *build[3];
    int n_builds = builds(build), compared = 0, weighed = 0, attacked = 0;
    uint64_t seed = UINT64_C(0x3c6ef372fe94f82b);
    (void)state;
    if (n_builds == 0)
        skip();
    for (int round = 0; round < 10000; round++) {
        board_size size = random_size(&seed, round);
        int squares = board_square_count(size);
        variant_rules *rules = new_rules(size.width, size.height);
        variant_position pos;
        variant_pawn_rules pawns;
        random_definitions(rules, &seed, pick(&seed, 8));
        random_fill(&pos, rules, &seed, pick(&seed, squares + 2));
        /* More pawns than a random kind gives. */
        for (int i = pick(&seed, 9); i > 0; i--) {
            int sq = pick(&seed, squares);
            if (pos.cells[sq] == VARIANT_EMPTY)
                pos.cells[sq] = variant_cell((chess_color)pick(&seed, 2),
                                             CHESS_PAWN);
        }
        for (int c = 0; c < CHESS_COLORS; c++) {
            int seed_row = c == CHESS_WHITE ? size.height - 2 : 1;
            pawns.double_step_row[c] = pick(&seed, 2) ? seed_row : -1;
            for (int row = 0; row < BOARD_MAX_SIDE; row++)
                pawns.weight[c][row] =
                    (unsigned char)(pick(&seed, 3) ? 1 : pick(&seed, 5));
        }
        for (int c = 0; c < CHESS_COLORS; c++) {
            chess_color color = (chess_color)c;
            attacked += variant_in_check(&pos, rules, chess_other(color));
            int expected = weighed_mailbox_count(&pos, rules, color, &pawns);
            weighed += expected != variant_legal(gen, &pos, rules, color, -1,
                                                 NULL, 0);
            for (int b = 0; b < n_builds; b++) {
                int got = -2;
                assert_true(build[b]->count_pawns(&pos, rules, color,
                                                  &pawns, &got));
                if (got != expected)
                    fail_msg("%s build, %dx%d round %d, %s: %d, weighed "
                             "mailbox %d",
                             build[b]->name, size.width, size.height, round,
                             c == CHESS_WHITE ? "white" : "black", got,
                             expected);
            }
            compared++;
        }
        free(rules);
    }
    printf("pawn rules: %d counts compared (%d with the other side "
           "attacked), %d differing from the seed rules'\n",
           compared, attacked, weighed);
    assert_true(attacked > 1000);
    assert_true(weighed > compared / 10);
}

/* Naive moves for a position, in the naive generator's own reading. */
static int naive_count(const variant_position *pos,
                       const variant_rules *rules, chess_color color)
{
    static naive_move moves[NAIVE_MAX_MOVES], scratch[NAIVE_MAX_MOVES];
    naive_board b;
    bool white = color == CHESS_WHITE;
    memset(&b, 0, sizeof b);
    b.width = pos->size.width;
    b.height = pos->size.height;
    for (int r = 0; r < b.height; r++)
        for (int c = 0; c < b.width; c++) {
            unsigned char cell = pos->cells[r * b.width + c];
            b.sq[r][c] = cell == VARIANT_EMPTY
                             ? '.'
                             : variant_letter(rules, cell, LETTERS_FEN);
        }
    for (int k = 1; k < rules->kind_count; k++)
        b.pieces[rules->kinds[k].letter - 'A'] = &rules->kinds[k].moves;
    if (naive_king_attacked(&b, !white, scratch))
        return -1;
    return naive_legal(&b, white, moves, scratch);
}

/* Pieces whose lines outnumber the tables (riders of every range two to
 * nine, orthogonal and diagonal: 72 lines), and a board of 132 squares:
 * the bitboards decline, and the counts still come, from the mailbox. */
static void too_much_for_the_tables(void **state)
{
    static const char *const RANGED[] = {"R2B2", "R3B3", "R4B4", "R5B5",
                                         "R6B6", "R7B7", "R8B8", "R9B9"};
    const variant_bb_build *build[3];
    int n_builds = builds(build);
    uint64_t seed = UINT64_C(0xbb67ae8584caa73b);
    variant_rules *many = new_rules(10, 10), *large = new_rules(12, 11);
    (void)state;
    for (int i = 0; i < 8; i++) {
        bx_error err = {"", 0, 0};
        if (variant_rules_define(many, DEFINED_LETTERS[i], RANGED[i],
                                 &err) != BX_OK)
            fail_msg("%s: %s", RANGED[i], err.message);
    }
    random_definitions(large, &seed, 4);
    assert_false(many->bb.usable);
    assert_false(large->bb.usable);
    for (int round = 0; round < 300; round++) {
        variant_rules *rules = round % 2 ? many : large;
        variant_position pos;
        int counts[CHESS_COLORS];
        random_fill(&pos, rules, &seed,
                    pick(&seed, board_square_count(rules->size) / 2));
        for (int b = 0; b < n_builds; b++)
            assert_false(build[b]->count_both(&pos, rules, counts));
        variant_count_both(gen, &pos, rules, counts);
        for (int c = 0; c < CHESS_COLORS; c++)
            assert_int_equal(counts[c],
                             naive_count(&pos, rules, (chess_color)c));
    }
    free(many);
    free(large);
}

/* A square holding no piece of the rules (a kind past the defined ones):
 * the mailbox reads it as off the board; the bitboards decline it. */
static void a_square_holding_no_piece(void **state)
{
    const variant_bb_build *build[3];
    int n_builds = builds(build);
    variant_rules *rules = new_rules(8, 8);
    variant_position pos;
    int counts[CHESS_COLORS] = {-2, -2};
    (void)state;
    variant_position_clear(&pos, rules);
    pos.cells[0] = variant_cell(CHESS_WHITE, CHESS_KING);
    pos.cells[63] = variant_cell(CHESS_BLACK, CHESS_KING);
    pos.cells[9] = variant_cell(CHESS_BLACK, rules->kind_count);
    for (int b = 0; b < n_builds; b++)
        assert_false(build[b]->count_both(&pos, rules, counts));
    pos.cells[9] = VARIANT_BLACK; /* black, but no kind at all */
    for (int b = 0; b < n_builds; b++)
        assert_false(build[b]->count_both(&pos, rules, counts));
    assert_int_equal(counts[CHESS_WHITE], -2);
    free(rules);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(builds_agree_with_mailbox),
        cmocka_unit_test(pawn_rules_agree_with_mailbox),
        cmocka_unit_test(too_much_for_the_tables),
        cmocka_unit_test(a_square_holding_no_piece),
    };
    return cmocka_run_group_tests(tests, make_generator, free_generator);
}
