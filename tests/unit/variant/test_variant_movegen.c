/* Legal moves with defined pieces on any board: hand-worked positions for
 * each kind of move, a naive generator on random pieces and sizes, and the
 * bitboard generator on random standard positions. */
#include "boardex_test.h"

#include "reference_movegen.h"
#include "naive_of_variant.h"
#include "random_variant.h"
#include "position_text.h"
#include "variant_movegen.h"
#include "variant_test.h"
#include "variant_text.h"

static variant_rules *new_rules(int width, int height, const char *defines)
{
    variant_rules *rules = malloc(sizeof *rules);
    char copy[256];
    bx_error err = {"", 0, 0};
    assert_non_null(rules);
    variant_rules_init(rules, (board_size){width, height});
    snprintf(copy, sizeof copy, "%s", defines);
    for (char *d = strtok(copy, " "); d != NULL; d = strtok(NULL, " "))
        if (variant_rules_define_text(rules, d, &err) != BX_OK)
            fail_msg("%s: %s", d, err.message);
    return rules;
}

static variant_position read_fen(const variant_rules *rules, const char *fen)
{
    variant_position pos;
    bx_error err = {"", 0, 0};
    if (variant_from_fen(fen, rules, &pos, &err) != BX_OK)
        fail_msg("%s: %s", fen, err.message);
    return pos;
}

/* Each count worked by hand; "B W" as the count command prints it. */
static const struct {
    int width, height;
    const char *defines;
    const char *fen;
    int black, white;
} HAND_WORKED[] = {
    /* A cannon pinned: C=mRcpR on e4 between its king e1 and the rook e8.
     * White: the cannon stays on the e-file, e2 e3 e5 e6 e7 (no screen
     * before the rook, so no capture) = 5; the king d1 d2 e2 f1 f2 = 5
     * (the cannon blocks the rook's file). Black: the king a7 b7 b8 = 3;
     * the rook b8 c8 d8 f8 g8 h8, e7 e6 e5 and takes e4 = 10. */
    {8, 8, "C=mRcpR", "k3r3/8/8/8/4C3/8/8/4K3 w", 13, 10},
    /* A cannon giving check over a screen: C on e1, screen P e4, king e8.
     * Black is attacked, so white's count is -1. Black's king: d7 d8 f7
     * f8; e7 stays on the cannon's line beyond the screen. = 4. */
    {8, 8, "C=mRcpR", "4k3/8/8/8/4P3/8/8/K3C3 b", 4, -1},
    /* A grasshopper capture: G=gQ on a1 hops the pawn b2 and takes the
     * knight c3; its other lines end at the kings with nowhere to land.
     * White: G 1, king g1 g2 h2 = 4. Black: king a7 b7 b8 = 3; pawn b1
     * and takes a1 = 2; knight a2 a4 b1 b5 d1 d5 e2 e4 = 8; = 13. */
    {8, 8, "G=gQ", "k7/8/8/8/8/2n5/1p6/G6K w", 13, 4},
    /* A lame horse blocked: H=nN on d4; its own pawn d5 blocks c6 e6, the
     * black pawn e4 blocks f5 f3; it goes to c2 e2 b5 b3 = 4; pawn d6 1;
     * king g1 g2 h2 3; = 8. Black: king g7 g8 h7 3, pawn e3 1 = 4. */
    {8, 8, "H=nN", "7k/8/8/3P4/3Hp3/8/8/7K w", 4, 8},
    /* A capture-only piece on an empty board: nothing to take, no move. */
    {8, 8, "X=cQ", "8/8/8/3X4/8/8/8/8 w", 0, 0},
    /* ... but it gives check: X on d4 attacks h8 along the diagonal, so
     * white's count is -1; the black king goes g8 or h7 (g7 is still on
     * the diagonal) = 2. */
    {8, 8, "X=cQ", "7k/8/8/8/3X4/8/8/K7 b", 2, -1},
    /* A nightrider blocked half way: Z=NN on a1 rides c2 and takes e3
     * (not on to g4), and b3 but not c5 (its own pawn) = 3; pawn c6 1;
     * king g1 g2 h2 3 (the pawn e3 attacks d2 f2) = 7. Black: pawn e2 1,
     * king g7 g8 h7 3 = 4. */
    {8, 8, "Z=NN", "7k/8/8/2P5/8/4p3/8/Z6K w", 4, 7},
    /* Forward only for both colours: F=fR. White's F on a1 goes up to a8,
     * 7; black's on h8 goes down (its forward) to h1, 7. Kings d1 and e8
     * have 5 each. */
    {8, 8, "F=fR", "4k2f/8/8/8/8/8/8/F2K4 w", 12, 12},
    /* 10x10: the rook e5 has 9 + 9 = 18; pawn c2 steps to c3 and c4
     * (rank 2) = 2; king a1 3: 23. Black: pawn h9 (rank H-1) h8 h7 = 2,
     * king j10 i10 i9 j9 = 3: 5. */
    {10, 10, "", "9k/7p2/10/10/10/4R5/10/10/2P7/K9 w", 5, 23},
    /* 12x12: the archbishop A=BN on a1 rides the long diagonal to l12
     * (11) and leaps b3 c2 (2); king l1 k1 k2 l2 3: 16. Black's king a12
     * a11 b11 b12 = 3. */
    {12, 12, "A=BN", "k11/12/12/12/12/12/12/12/12/12/12/A10K w", 3, 16},
    /* 26x26: the queen on m16 (row 10, col 12): 25 + 25 on its lines,
     * diagonals 10 up-left, 10 up-right, 12 down-left, 13 down-right =
     * 95; king a1 3: 98. The black king z26 has y26 y25 z25 = 3. */
    {26, 26, "",
     "25k/26/26/26/26/26/26/26/26/26/12Q13/26/26/26/26/26/26/26/26/26/26/"
     "26/26/26/26/K25 w",
     3, 98},
    /* 1x8: one file. Each pawn double-steps from its second rank (rank 2
     * for white, rank 7 = H-1 for black): 2 each; the kings are stuck. */
    {1, 8, "", "k/p/1/1/1/1/P/K w", 2, 2},
    /* Two screens pin both: the black cannon e8 looks at the king e1 over
     * the bishop e5 and the knight e3; either leaving the e-file leaves
     * one screen, so neither may move. White: the king d1 d2 e2 f1 f2
     * (e2 still has both screens between) = 5. Black: the king a7 b7 (b8
     * is on the bishop's diagonal) = 2; the cannon d8 c8 b8 f8 g8 h8, e7
     * e6, and over the bishop takes e3 = 9; = 11. */
    {8, 8, "C=mRcpR", "k3c3/8/8/4B3/8/4N3/8/4K3 w", 11, 5},
    /* A cannon's check (over the pawn e4) is stopped only by a second
     * screen: the rook a5 to e5 (1); the pawn to e5 is still one screen,
     * the king's e2 is still attacked, d1 d2 f1 f2 are free: 4; = 5.
     * Black attacks the king: -1. */
    {8, 8, "C=mRcpR", "4c2k/8/8/R7/4P3/8/8/4K3 w", -1, 5},
    /* With nothing between the cannon e8 and the king e1 a piece may not
     * step in: the rook a4 has a1-a3 a5-a8 and b4-d4 f4-h4 but not e4 =
     * 13; the king 5 = 18. Black: the king g7 g8 h7 3; the cannon a8-d8,
     * f8 g8, e7-e2 = 12 and no capture (e1 is its first piece) = 15. */
    {8, 8, "C=mRcpR", "4c2k/8/8/8/R7/8/8/4K3 w", 15, 18},
    /* 16x8, 128 squares, the most the bitboards hold: the rook on p1 is
     * the last square (bit 127), the black king on a8 the first. The rook
     * b1-o1 (the king a1 stops it) 14 and p2-p8 7; the king a2 b1 b2 3:
     * 24. Black: the king a7 b7 b8 = 3. */
    {16, 8, "", "k15/16/16/16/16/16/16/K14R w", 3, 24},
    /* 8x16, standing up: the queen on h1 (bit 127) has h2-h16 15, b1-g1
     * 6 and the diagonal g2-a8 7 = 28; the king a1 3: 31. The black king
     * on a16 (bit 0): a15 b15 b16 = 3. */
    {8, 16, "", "k7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/K6Q w", 3, 31},
};

static void hand_worked_positions(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof HAND_WORKED / sizeof HAND_WORKED[0]; i++) {
        variant_rules *rules = new_rules(HAND_WORKED[i].width,
                                         HAND_WORKED[i].height,
                                         HAND_WORKED[i].defines);
        variant_position pos = read_fen(rules, HAND_WORKED[i].fen);
        int black = variant_count(gen, &pos, rules, CHESS_BLACK);
        int white = variant_count(gen, &pos, rules, CHESS_WHITE);
        int both[CHESS_COLORS];
        if (black != HAND_WORKED[i].black || white != HAND_WORKED[i].white)
            fail_msg("%s: got %d %d, expected %d %d", HAND_WORKED[i].fen,
                     black, white, HAND_WORKED[i].black,
                     HAND_WORKED[i].white);
        variant_count_both(gen, &pos, rules, both);
        assert_int_equal(both[CHESS_BLACK], black);
        assert_int_equal(both[CHESS_WHITE], white);
        free(rules);
    }
}

/* Squares named as everywhere: the move j9j10 on 10x10. */
static void moves_on_a_large_board(void **state)
{
    variant_rules *rules = new_rules(10, 10, "");
    variant_position pos = read_fen(rules, "10/9P/10/10/10/10/10/10/10/10 w");
    variant_move moves[4];
    (void)state;
    assert_int_equal(variant_legal(gen, &pos, rules, CHESS_WHITE, -1, moves, 4), 1);
    /* j9 is row 1, col 9; j10 row 0. */
    assert_int_equal(moves[0].from, 1 * 10 + 9);
    assert_int_equal(moves[0].to, 9);
    free(rules);
}

static void fen_round_trips(void **state)
{
    static const struct {
        int width, height;
        const char *defines, *fen;
    } CASES[] = {
        {10, 10, "A=BN c=mRcpR", "rnbqkcbnra/pppppppppp/10/10/10/10/10/10/"
                                 "PPPPPPPPPP/RNBQKCBNRA w - - 0 1"},
        {26, 2, "", "k25/25K b - - 0 1"},
        {1, 1, "", "1 w - - 0 1"},
        {3, 1, "g=gQ", "GgK w - - 0 1"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        variant_rules *rules =
            new_rules(CASES[i].width, CASES[i].height, CASES[i].defines);
        variant_position pos = read_fen(rules, CASES[i].fen), again;
        char fen[VARIANT_FEN_MAX], board[VARIANT_BOARD_MAX];
        bx_error err;
        variant_to_fen(&pos, rules, fen);
        assert_string_equal(fen, CASES[i].fen);
        variant_to_board(&pos, rules, board);
        assert_int_equal(variant_from_board_text(board, strlen(board), rules,
                                                 &again, &err),
                         BX_OK);
        assert_memory_equal(again.cells, pos.cells, sizeof pos.cells);
        free(rules);
    }
}

static void bad_text_and_definitions(void **state)
{
    variant_rules *rules = new_rules(10, 8, "A=BN");
    variant_position pos;
    bx_error err;
    (void)state;
    assert_failure(variant_from_fen("8/10/10/10/10/10/10/10", rules, &pos,
                                    &err),
                   BX_INVALID, err, "FEN rank 8 has 8 squares, expected 10");
    assert_failure(variant_from_fen("11/10/10/10/10/10/10/10", rules, &pos,
                                    &err),
                   BX_INVALID, err, "FEN rank 8 has more than 10 squares");
    assert_failure(variant_from_fen("x9/10/10/10/10/10/10/10", rules, &pos,
                                    &err),
                   BX_INVALID, err,
                   "FEN rank 8: 'x' is not a piece letter or a number of "
                   "empty squares");
    assert_failure(variant_from_fen("10/10/10/10/10/10/10", rules, &pos,
                                    &err),
                   BX_INVALID, err, "FEN has 7 ranks, expected 8");
    assert_failure(variant_from_fen("K9/10/10/10/10/10/10/K9", rules, &pos,
                                    &err),
                   BX_INVALID, err,
                   "white has 2 kings; a colour has at most one");
    assert_failure(variant_from_fen("10/10/10/10/10/10/10/P9", rules, &pos,
                                    &err),
                   BX_INVALID, err,
                   "white pawn on its own first rank at a1");
    assert_failure(variant_rules_define(rules, 'n', "NN", &err), BX_INVALID,
                   err, "N is a chess piece; define another letter");
    assert_failure(variant_rules_define(rules, 'a', "NN", &err), BX_INVALID,
                   err, "A is defined twice");
    assert_failure(variant_rules_define(rules, 'C', "pN", &err), BX_INVALID,
                   err,
                   "C: unsupported Betza: 'p' at 1 (hoppers move on riders "
                   "only, as pR or gQ)");
    assert_failure(variant_rules_define(rules, 'C', "nW", &err), BX_INVALID,
                   err,
                   "C: unsupported Betza: 'n' at 1 (lame leaps are nN, nA "
                   "and nD only)");
    assert_failure(variant_rules_define_text(rules, "CR", &err), BX_INVALID,
                   err, "expected LETTER=BETZA, got 'CR'");
    /* The 20 letters that are not chess pieces can all be defined. */
    for (char c = 'C'; c <= 'Z'; c++)
        if (strchr("KQRBNP", c) == NULL)
            assert_int_equal(variant_rules_define(rules, c, "W", &err), BX_OK);
    assert_int_equal(rules->kind_count, CHESS_KINDS + VARIANT_MAX_DEFINED);
    assert_failure(variant_rules_define(rules, 'z', "W", &err), BX_INVALID,
                   err, "Z is defined twice");
    free(rules);
}

/* The heat map's counts: every square a piece could capture on, hoppers
 * beyond their screen, move-only squares not at all. */
static void attack_counts(void **state)
{
    variant_rules *rules = new_rules(8, 8, "C=mRcpR");
    /* White: cannon e1 behind its pawn e4, rook h5, king a1. */
    variant_position pos = read_fen(rules, "4k3/8/8/7R/4P3/8/8/K3C3 w");
    int counts[BOARD_MAX_SQUARES], total = 0;
    board_size size = {8, 8};
    square sq;
    (void)state;
    variant_attack_counts(gen, &pos, rules, CHESS_WHITE, counts);
    for (int i = 0; i < 64; i++)
        total += counts[i];
    /* The cannon: e5 e6 e7 e8 past the screen (its rank has no screen
     * towards h1, and a1 is the edge behind the king): 4. The pawn d5 f5:
     * 2. The king a2 b1 b2: 3. The rook: g5 f5 e5 d5 c5 b5 a5 and h1-h4,
     * h6-h8: 14. 23 in all; d5, e5 and f5 twice. */
    assert_int_equal(total, 23);
    square_from_fide(size, "e5", &sq, NULL);
    assert_int_equal(counts[square_index(size, sq)], 2);
    square_from_fide(size, "e8", &sq, NULL);
    assert_int_equal(counts[square_index(size, sq)], 1);
    square_from_fide(size, "e3", &sq, NULL);
    assert_int_equal(counts[square_index(size, sq)], 0);
    free(rules);
}

/* The targets of the piece on the square named from (as FEN names it),
 * each named and followed by a blank, in the generator's order. */
static const char *targets_of(const variant_rules *rules,
                              const variant_position *pos, chess_color color,
                              const char *from)
{
    static char text[256];
    variant_move moves[64];
    square sq;
    size_t used = 0;
    text[0] = '\0';
    assert_int_equal(square_from_fide(rules->size, from, &sq, NULL), BX_OK);
    int n = variant_legal(gen, pos, rules, color, square_index(rules->size, sq),
                          moves, 64);
    for (int i = 0; i < n && i < 64; i++) {
        char name[8];
        square_to_fide(rules->size, square_at(rules->size, moves[i].to),
                       name, NULL);
        used += (size_t)snprintf(text + used, sizeof text - used, "%s ", name);
    }
    return text;
}

/* A lopsided piece for both colours, mirrored and turned. rW steps one
 * file right: white's X on d4 goes to e4; black's x on d5, mirrored top
 * to bottom (its step has no rank to flip), also right to e5, turned a
 * half turn left to c5. frN leaps one rank forward and two files right:
 * white's d4 to f5; black's d5 mirrored (down one, right two) to f4,
 * turned (down one, left two) to b4. */
static void black_mirrored_or_turned(void **state)
{
    static const struct {
        const char *betza;
        bool turned;
        const char *white, *black;
    } CASES[] = {
        {"rW", false, "e4 ", "e5 "},
        {"rW", true, "e4 ", "c5 "},
        {"frN", false, "f5 ", "f4 "},
        {"frN", true, "f5 ", "b4 "},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        variant_rules *rules = new_rules(8, 8, "");
        bx_error err = {"", 0, 0};
        if (CASES[i].turned)
            assert_int_equal(variant_rules_turn_black(rules, &err), BX_OK);
        assert_int_equal(variant_rules_define(rules, 'X', CASES[i].betza, &err),
                         BX_OK);
        variant_position pos = read_fen(rules, "4k3/8/8/3x4/3X4/8/8/4K3 w");
        assert_string_equal(targets_of(rules, &pos, CHESS_WHITE, "d4"),
                            CASES[i].white);
        assert_string_equal(targets_of(rules, &pos, CHESS_BLACK, "d5"),
                            CASES[i].black);
        free(rules);
    }
}

/* Knightmate's royal piece: K=N. White's king on d4 leaps to b3 b5 c2 c6
 * e2 e6 f3 f5; the black rook on a6 holds rank 6, so c6 and e6 are out
 * (a piece no chess king's step near the king would bring into view);
 * black's royal knight on e8 covers c7 d6 f6 g7, none of them. 6 moves,
 * on 8x8 (the bitboard count) and on 12x12 (the mailbox's). Checked by
 * a rook on its rank, it leaps off the rank: all 8 leaps. */
static void royal_knight(void **state)
{
    (void)state;
    variant_rules *rules = new_rules(8, 8, "");
    bx_error err = {"", 0, 0};
    assert_true(variant_rules_are_chess(rules));
    assert_int_equal(variant_rules_redefine(rules, 'K', "N", &err), BX_OK);
    assert_false(variant_rules_are_chess(rules));
    variant_position pos = read_fen(rules, "4k3/8/r7/8/3K4/8/8/8 w");
    assert_string_equal(targets_of(rules, &pos, CHESS_WHITE, "d4"),
                        "b5 f5 b3 f3 c2 e2 "); /* the walk's order */
    assert_int_equal(variant_count(gen, &pos, rules, CHESS_WHITE), 6);
    pos = read_fen(rules, "4k3/8/8/8/r2K4/8/8/8 w");
    assert_true(variant_in_check(&pos, rules, CHESS_WHITE));
    assert_int_equal(variant_count(gen, &pos, rules, CHESS_WHITE), 8);
    free(rules);
    rules = new_rules(12, 12, "");
    assert_int_equal(variant_rules_redefine(rules, 'k', "N", &err), BX_OK);
    pos = read_fen(rules, "4k7/12/12/12/12/12/12/r11/12/3K8/12/12 w");
    assert_int_equal(variant_count(gen, &pos, rules, CHESS_WHITE), 6);
    free(rules);
}

/* What a variant may not do to the chess letters, each refused in one
 * line; a letter taken away is no longer read. */
static void chess_letters_refused(void **state)
{
    variant_rules *rules = new_rules(8, 8, "");
    variant_position pos;
    bx_error err = {"", 0, 0};
    (void)state;
    assert_failure(variant_rules_redefine(rules, 'p', "W", &err), BX_INVALID,
                   err, "P: a variant may redefine only NBRQK");
    assert_failure(variant_rules_redefine(rules, 'A', "W", &err), BX_INVALID,
                   err, "A: a variant may redefine only NBRQK");
    assert_failure(variant_rules_redefine(rules, 'N', "pN", &err), BX_INVALID,
                   err,
                   "N: unsupported Betza: 'p' at 1 (hoppers move on riders "
                   "only, as pR or gQ)");
    assert_failure(variant_rules_remove(rules, 'k', &err), BX_INVALID, err,
                   "K: a variant may remove only PNBRQ");
    assert_int_equal(variant_rules_remove(rules, 'q', &err), BX_OK);
    assert_false(variant_rules_are_chess(rules));
    assert_int_equal(variant_rules_kind_of(rules, 'Q'), -1);
    assert_failure(variant_from_fen("4k3/8/8/8/8/8/8/3QK3 w", rules, &pos,
                                    &err),
                   BX_INVALID, err,
                   "FEN rank 1: 'Q' is not a piece letter or a number of "
                   "empty squares");
    assert_int_equal(variant_rules_define(rules, 'A', "W", &err), BX_OK);
    assert_failure(variant_rules_redefine(rules, 'N', "W", &err), BX_INVALID,
                   err,
                   "N: the chess letters are settled before other letters "
                   "are defined");
    assert_failure(variant_rules_remove(rules, 'b', &err), BX_INVALID, err,
                   "B: the chess letters are settled before other letters "
                   "are defined");
    assert_failure(variant_rules_turn_black(rules, &err), BX_INVALID, err,
                   "black's pieces are turned before letters are defined");
    free(rules);
}

static int compare_moves(const void *a, const void *b)
{
    const naive_move *x = a, *y = b;
    int kx = ((x->fr * 32 + x->fc) * 32 + x->tr) * 32 + x->tc;
    int ky = ((y->fr * 32 + y->fc) * 32 + y->tr) * 32 + y->tc;
    return (kx > ky) - (kx < ky);
}

/* The generator's moves as the naive ones, sorted. */
static int legal_as_naive(const variant_position *pos,
                          const variant_rules *rules, chess_color color,
                          naive_move *out)
{
    static variant_move moves[NAIVE_MAX_MOVES];
    int width = pos->size.width;
    int n = variant_legal(gen, pos, rules, color, -1, moves, NAIVE_MAX_MOVES);
    for (int i = 0; i < n; i++)
        out[i] = (naive_move){moves[i].from / width, moves[i].from % width,
                              moves[i].to / width, moves[i].to % width};
    qsort(out, (size_t)n, sizeof *out, compare_moves);
    return n;
}

/* The generator's legal moves and counts for both sides of pos against
 * the naive generator's: the same moves, and the same -1 for a side whose
 * enemy is attacked. Returns how many sides were attacked. */
static int check_against_naive(const variant_position *pos,
                               const variant_rules *rules)
{
    static naive_move naive[NAIVE_MAX_MOVES], ours[NAIVE_MAX_MOVES],
        scratch[NAIVE_MAX_MOVES];
    static naive_board b;
    int both[CHESS_COLORS], checks = 0;
    int width = pos->size.width, height = pos->size.height;
    to_naive(pos, rules, &b);
    for (int c = 0; c < CHESS_COLORS; c++) {
        bool white = c == CHESS_WHITE;
        int expected = naive_legal(&b, white, naive, scratch);
        int got = legal_as_naive(pos, rules, (chess_color)c, ours);
        char fen[VARIANT_FEN_MAX];
        qsort(naive, (size_t)expected, sizeof *naive, compare_moves);
        variant_to_fen(pos, rules, fen);
        if (got != expected ||
            memcmp(naive, ours, sizeof *naive * (size_t)got) != 0)
            fail_msg("%dx%d %s (N %s K %s; %s %s %s %s)%s %s: %d moves, "
                     "naive %d",
                     width, height, fen, rules->kinds[CHESS_KNIGHT].betza,
                     rules->kinds[CHESS_KING].betza,
                     rules->kind_count > 6 ? rules->kinds[6].betza : "",
                     rules->kind_count > 7 ? rules->kinds[7].betza : "",
                     rules->kind_count > 8 ? rules->kinds[8].betza : "",
                     rules->kind_count > 9 ? rules->kinds[9].betza : "",
                     rules->half_turn ? " half turn" : "",
                     white ? "white" : "black", got, expected);
        bool attacked = naive_king_attacked(&b, !white, scratch);
        assert_int_equal(variant_count(gen, pos, rules, (chess_color)c),
                         attacked ? -1 : expected);
        variant_count_both(gen, pos, rules, both);
        assert_int_equal(both[c], attacked ? -1 : expected);
        checks += attacked;
    }
    return checks;
}

/* Random pieces on a random board: as many moves as the naive generator,
 * the same moves, and the same -1 for a side whose enemy is attacked. */
static void random_against_naive(void **state)
{
    uint64_t seed = UINT64_C(0x2545f4914f6cdd1d);
    int compared = 0, checks = 0, hoppers = 0;
    (void)state;
    for (int round = 0; round < 12000; round++) {
        int width = 1 + pick(&seed, round % 10 == 0 ? 26 : 12);
        int height = 1 + pick(&seed, round % 10 == 0 ? 26 : 12);
        variant_rules *rules = new_rules(width, height, "");
        variant_position pos;
        bx_error err;
        /* Up to 20 defined pieces (the most rules hold) one round in
         * five, else up to 4. */
        random_definitions(rules, &seed,
                           1 + pick(&seed, round % 5 == 4 ? 20 : 4));
        random_fill(&pos, rules, &seed, pick(&seed, width * height / 2 + 2));
        if (variant_check_rules(&pos, rules, &err) != BX_OK) {
            free(rules);
            continue;
        }
        checks += check_against_naive(&pos, rules);
        for (int k = CHESS_KINDS; k < rules->kind_count; k++)
            hoppers += strchr(rules->kinds[k].betza, 'p') != NULL ||
                       strchr(rules->kinds[k].betza, 'g') != NULL;
        compared++;
        free(rules);
    }
    printf("naive comparison: %d positions, %d sides attacked, %d hopper "
           "definitions\n",
           compared, checks, hoppers);
    assert_true(compared > 4500);
    assert_true(checks > 1000);
}

/* Random rules whose chess letters move otherwise (N B R Q K redefined
 * from the Betza pool, the royal K too), some taken away, and black's
 * pieces turned a half turn one round in two: the same moves as the naive
 * generator, which reads each letter's moves and turns black's its own
 * way. */
static void redefined_letters_against_naive(void **state)
{
    static const char REDEFINABLE[] = "NBRQK";
    /* Pieces whose moves to the left and the right differ, where the
     * mirror and the half turn part. */
    static const char *const LOPSIDED[] = {"rW", "frN", "lF", "rbN",
                                           "lR", "frF", "rWlN", "lfA"};
    uint64_t seed = UINT64_C(0x9e3779b97f4a7c15);
    int compared = 0, checks = 0, royal = 0;
    (void)state;
    for (int round = 0; round < 4000; round++) {
        int width = 1 + pick(&seed, 12), height = 1 + pick(&seed, 12);
        variant_rules *rules = new_rules(width, height, "");
        variant_position pos;
        bx_error err = {"", 0, 0};
        if (pick(&seed, 2) && variant_rules_turn_black(rules, &err) != BX_OK)
            fail_msg("turn: %s", err.message);
        for (int i = 0; i < 5; i++) {
            const char *betza =
                pick(&seed, 2)
                    ? LOPSIDED[pick(&seed, (int)(sizeof LOPSIDED /
                                                 sizeof LOPSIDED[0]))]
                    : BETZA_POOL[pick(&seed, (int)(sizeof BETZA_POOL /
                                                   sizeof BETZA_POOL[0]))];
            if (pick(&seed, 3) == 0)
                continue;
            if (i < 4 && pick(&seed, 8) == 0) {
                if (variant_rules_remove(rules, REDEFINABLE[i], &err) != BX_OK)
                    fail_msg("remove %c: %s", REDEFINABLE[i], err.message);
            } else if (variant_rules_redefine(rules, REDEFINABLE[i], betza,
                                              &err) != BX_OK) {
                fail_msg("%c=%s: %s", REDEFINABLE[i], betza, err.message);
            }
            royal += i == 4;
        }
        random_definitions(rules, &seed, pick(&seed, 3));
        random_fill(&pos, rules, &seed, pick(&seed, width * height / 2 + 2));
        if (variant_check_rules(&pos, rules, &err) == BX_OK) {
            checks += check_against_naive(&pos, rules);
            compared++;
        }
        free(rules);
    }
    printf("redefined letters: %d positions, %d sides attacked, %d royal "
           "pieces redefined\n",
           compared, checks, royal);
    assert_true(compared > 1500);
    assert_true(checks > 300);
}

/* variant_attacked_squares (castling's question, every square asked at
 * once, and squares off the board) against variant_attacked square by
 * square, on random pieces and boards. */
static void attacked_squares_at_once(void **state)
{
    static short asked[BOARD_MAX_SQUARES + 2];
    static bool attacked[BOARD_MAX_SQUARES + 2];
    uint64_t seed = UINT64_C(0x9b05688c2b3e6c1f);
    int yes = 0;
    (void)state;
    for (int round = 0; round < 600; round++) {
        int width = 1 + pick(&seed, 26), height = 1 + pick(&seed, 26);
        int n = width * height;
        variant_rules *rules = new_rules(width, height, "");
        variant_position pos;
        random_definitions(rules, &seed, pick(&seed, 5));
        random_fill(&pos, rules, &seed, pick(&seed, n / 2 + 2));
        asked[0] = -1;
        asked[1] = (short)n;
        for (int sq = 0; sq < n; sq++)
            asked[sq + 2] = (short)sq;
        for (int c = 0; c < CHESS_COLORS; c++) {
            variant_attacked_squares(&pos, rules, asked, n + 2,
                                     (chess_color)c, attacked);
            assert_false(attacked[0]);
            assert_false(attacked[1]);
            for (int sq = 0; sq < n; sq++) {
                assert_int_equal(attacked[sq + 2],
                                 variant_attacked(&pos, rules, sq,
                                                  (chess_color)c));
                yes += attacked[sq + 2];
            }
        }
        free(rules);
    }
    assert_true(yes > 3000);
}

/* A random chess position the rules accept (kings, pawns off the first
 * ranks), with up to 30 more pieces. */
static void random_chess(uint64_t *seed, chess_position *pos)
{
    static const char LETTERS[] = "PNBRQpnbrq";
    char fen_board[8][8];
    bx_error err;
    memset(fen_board, '.', sizeof fen_board);
    fen_board[pick(seed, 8)][pick(seed, 8)] = 'K';
    for (int i = 0, n = pick(seed, 31); i <= n; i++) {
        int r = pick(seed, 8), c = pick(seed, 8);
        if (fen_board[r][c] == '.')
            fen_board[r][c] = i == 0 ? 'k' : LETTERS[pick(seed, 10)];
    }
    const char *rows[8];
    char text[8][9];
    for (int r = 0; r < 8; r++) {
        for (int c = 0; c < 8; c++) {
            char p = fen_board[r][c];
            /* The board form: upper case black. */
            text[r][c] = (char)(isupper((unsigned char)p) ? tolower(p)
                                                          : toupper(p));
        }
        text[r][8] = '\0';
        rows[r] = text[r];
    }
    position_clear(pos);
    if (position_from_rows(rows, 8, pos, &err) != BX_OK)
        position_clear(pos);
}

/* The general generator on standard 8x8 positions gives exactly the
 * bitboard generator's answers: counts and every destination. */
static void agrees_with_bitboards(void **state)
{
    variant_rules *rules = new_rules(8, 8, "");
    uint64_t seed = UINT64_C(0x9e3779b97f4a7c15);
    int compared = 0;
    (void)state;
    while (compared < 20000) {
        chess_position chess;
        variant_position pos;
        char fen[POSITION_FEN_MAX];
        bx_error err;
        random_chess(&seed, &chess);
        position_to_fen(&chess, fen);
        if (variant_from_fen(fen, rules, &pos, &err) != BX_OK)
            fail_msg("%s: %s", fen, err.message);
        for (int c = 0; c < CHESS_COLORS; c++) {
            move_targets expected;
            static variant_move moves[NAIVE_MAX_MOVES];
            bitboard got[BB_SQUARES] = {0};
            int n;
            assert_int_equal(variant_count(gen, &pos, rules, (chess_color)c),
                             reference_count(&chess, (chess_color)c));
            reference_legal(&chess, (chess_color)c, &expected);
            n = variant_legal(gen, &pos, rules, (chess_color)c, -1, moves,
                              NAIVE_MAX_MOVES);
            assert_int_equal(n, expected.count);
            for (int i = 0; i < n; i++)
                got[moves[i].from] |= bb_square(moves[i].to);
            for (int sq = 0; sq < BB_SQUARES; sq++)
                if (got[sq] != expected.targets[sq])
                    fail_msg("%s: square %d differs", fen, sq);
        }
        compared++;
    }
    free(rules);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hand_worked_positions),
        cmocka_unit_test(moves_on_a_large_board),
        cmocka_unit_test(fen_round_trips),
        cmocka_unit_test(bad_text_and_definitions),
        cmocka_unit_test(attack_counts),
        cmocka_unit_test(random_against_naive),
        cmocka_unit_test(redefined_letters_against_naive),
        cmocka_unit_test(black_mirrored_or_turned),
        cmocka_unit_test(royal_knight),
        cmocka_unit_test(chess_letters_refused),
        cmocka_unit_test(agrees_with_bitboards),
        cmocka_unit_test(attacked_squares_at_once),
    };
    return cmocka_run_group_tests(tests, make_generator, free_generator);
}
