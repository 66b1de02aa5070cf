/* Legal move counts: the problem's examples, hand-worked positions for each
 * rule, and a comparison with a naive generator on random positions. */
#include "boardex_test.h"

#include "attacks.h"
#include "brute_moves.h"
#include "reference_movegen.h"
#include "position_text.h"
#include "random_positions.h"

/* The seven examples of the ChessMoves text, in its board form. */
static const struct {
    const char *rows[8];
    int black, white;
} EXAMPLES[] = {
    {{".K..R...", "........", "........", "....q...", "........", "........",
      "....k...", "........"}, 5, -1},
    {{"RNBQKBNR", "PPPPPPPP", "........", "........", "........", "........",
      "pppppppp", "rnbqkbnr"}, 20, 20},
    {{"RNBQKBNR", ".PPPPPPP", "........", "........", "........", "........",
      "pppppppp", "rnbqkbnr"}, 24, 20},
    {{".NBQKBNR", ".PPPPPPP", "........", "....R...", "........", "........",
      "pppp.ppp", "rnbqkbnr"}, -1, 3},
    {{".K......", "........", ".......P", "........", "........", "........",
      "........", "qrrk...."}, 0, -1},
    {{".K......", "..Q.....", "...b....", "........", "........", "........",
      "........", "..k....."}, -1, 6},
    {{".K......", "..Q.....", "...b....", "........", "........", "........",
      "........", ".....k.."}, 5, 15},
};

/* The same seven in FEN, written by hand (upper case white). */
static const char *const EXAMPLE_FENS[] = {
    "1k2r3/8/8/4Q3/8/8/4K3/8 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
    "1nbqkbnr/1ppppppp/8/4r3/8/8/PPPP1PPP/RNBQKBNR w",
    "1k6/8/7p/8/8/8/8/QRRK4",
    "1k6/2q5/3B4/8/8/8/8/2K5 w - - 0 1",
    "1k6/2q5/3B4/8/8/8/8/5K2 w - - 0 1",
};

static chess_position from_fen(const char *fen)
{
    chess_position pos;
    bx_error err = {"", 0, 0};
    if (position_from_fen(fen, &pos, &err) != BX_OK)
        fail_msg("%s: %s", fen, err.message);
    assert_true(position_is_valid(&pos));
    return pos;
}

static void assert_counts(const chess_position *pos, int black, int white)
{
    assert_int_equal(reference_count(pos, CHESS_BLACK), black);
    assert_int_equal(reference_count(pos, CHESS_WHITE), white);
}

static void problem_examples(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof EXAMPLES / sizeof EXAMPLES[0]; i++) {
        chess_position pos;
        bx_error err;
        assert_int_equal(position_from_rows(EXAMPLES[i].rows, 8, &pos, &err),
                         BX_OK);
        assert_counts(&pos, EXAMPLES[i].black, EXAMPLES[i].white);
        pos = from_fen(EXAMPLE_FENS[i]);
        assert_counts(&pos, EXAMPLES[i].black, EXAMPLES[i].white);
    }
}

/* Hand-worked positions; the comment under each says why the counts are
 * what they are. */
static const struct {
    const char *name, *fen;
    int black, white;
} HAND[] = {
    {"rank pin: the rook slides along its pin line only",
     "7k/8/8/8/8/8/8/K2R3r w", 13, 9},
    /* Rd1: b1 c1 e1 f1 g1 xh1 (not the d-file); Ka1: a2 b1 b2. */
    {"file pin: a pinned knight cannot move", "4r2k/8/8/8/8/8/4N3/4K3 w",
     15, 4},
    /* Ke1: d1 d2 f1 f2. Black: rook 4+2+5+1, king g8 g7 h7. */
    {"file pin: a pinned rook moves along the file",
     "4r2k/8/8/8/8/8/4R3/4K3 w", 15, 10},
    /* Re2: e3..e7, xe8; Ke1: d1 d2 f1 f2. */
    {"diagonal pin (a1-h8): two bishops pin each other",
     "7k/8/5b2/8/8/2B5/8/K7 w", 7, 7},
    /* Bc3: b2 d4 e5 xf6; Ka1: a2 b1 b2. Bf6: g7 e5 d4 xc3; Kh8: g8 g7
     * h7. */
    {"diagonal pin (h5-d1): a pinned pawn may only take the pinner",
     "7k/8/8/8/8/2b5/3P4/4K3 w", 12, 5},
    /* Pd2: xc3 only; Ke1: d1 e2 f1 f2. Bc3: b2 a1 xd2 b4 a5 d4 e5 f6 g7. */
    {"double check: only the king moves", "4r2k/8/8/8/8/3n4/8/1B2K3 w", -1,
     3},
    /* Bb1 may not take the knight; Ke1: d1 d2 f1 (e2 rook, f2 knight). */
    {"the piece that would discover check may move",
     "4r2k/8/8/8/4n3/8/8/4K3 w", 20, 3},
    /* Ne4: 8 moves; Re8: a8-d8, f8 g8, e7-e5; Kh8: g8 g7 h7. White Ke1:
     * d1 e2 f1 (d2 and f2 attacked by the knight). */
    {"discovered check from the rook", "4r2k/8/8/8/8/8/3n4/4K3 w", -1, 3},
    /* Ke1: d1, xd2, f2 (e2 on the rook's line, f1 taken by the knight). */
    {"discovered double check", "4r2k/8/8/8/8/5n2/8/4K3 w", -1, 3},
    /* Ke1: d1 f1 f2 (d2 knight, e2 rook). */
    {"the king may not step back along the checking rook's line",
     "R2k4/8/8/8/8/8/8/4K3 b", 3, -1},
    /* Kd8: c7 d7 e7; c8 and e8 are on the rook's rank. */
    {"blocked double steps", "4k3/8/8/8/4p3/3p4/3PP3/K7 w", 7, 5},
    /* Pd2: none; Pe2: e3, xd3 (not e4); Ka1: 3. Black: Ke8 5, e3, xe2. */
    {"pawns on the far edge have no moves", "P3k3/8/8/8/8/8/8/K6p w", 5, 3},
    /* Pa8 and ph1 stay; Ka1: a2 b1 b2; Ke8: d8 f8 d7 e7 f7. */
    {"checkmate on the back rank", "R5k1/5ppp/8/8/8/8/8/6K1 b", 0, -1},
    {"stalemate", "k7/8/1Q6/8/8/8/8/7K b", 0, 26},
    /* Ka8: a7 b7 b8 all covered. Qb6: 7 + 7 + 9; Kh1: g1 g2 h2. */
    {"no kings at all: a rook among pawns", "8/8/3p4/8/1P1R2p1/8/8/8 w", 2,
     10},
    /* Rd4: d5 xd6, d3 d2 d1, c4, e4 f4 xg4; Pb4: b5. Black: d5, g3. */
};

static void hand_checked_positions(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof HAND / sizeof HAND[0]; i++) {
        chess_position pos = from_fen(HAND[i].fen);
        int black = reference_count(&pos, CHESS_BLACK);
        int white = reference_count(&pos, CHESS_WHITE);
        if (black != HAND[i].black || white != HAND[i].white)
            fail_msg("%s (%s): got %d %d, expected %d %d", HAND[i].name,
                     HAND[i].fen, black, white, HAND[i].black,
                     HAND[i].white);
    }
}

/* The bitboard generator against the naive one: counts, and every piece's
 * destinations, on dense and sparse random positions. */
static void agrees_with_naive_generator(void **state)
{
    uint64_t seed = UINT64_C(0x9e3779b97f4a7c15);
    int checks = 0, double_checks = 0, pins = 0, minus_one = 0;
    (void)state;
    for (int n = 0; n < 20000; n++) {
        chess_position pos;
        brute_board board;
        random_position(&seed, (int)(next_random(&seed) % 31), &pos, &board);
        for (int c = 0; c < CHESS_COLORS; c++) {
            bool white = c == CHESS_WHITE;
            unsigned long long expected[64];
            move_targets moves;
            int naive = brute_moves(&board, white, expected);
            move_constraints limits;
            reference_constraints(&pos, (chess_color)c, &limits);
            checks += limits.checkers != 0;
            double_checks += bb_count(limits.checkers) > 1;
            pins += limits.pinned != 0;
            minus_one += brute_count(&board, white) < 0;
            reference_legal(&pos, (chess_color)c, &moves);
            assert_int_equal(moves.count, naive);
            assert_int_equal(reference_count(&pos, (chess_color)c),
                             brute_count(&board, white));
            for (int sq = 0; sq < 64; sq++) {
                assert_int_equal(moves.targets[sq], expected[sq]);
                chess_color color;
                chess_kind kind;
                if (position_piece_at(&pos, sq, &color, &kind) &&
                    color == (chess_color)c)
                    assert_int_equal(reference_square(&pos, sq), expected[sq]);
            }
        }
    }
    /* The suite really exercises the hard cases. */
    printf("random positions: %d checks, %d double checks, %d with pins, "
           "%d answers of -1\n",
           checks, double_checks, pins, minus_one);
    assert_true(checks > 1000 && double_checks > 100 && pins > 1000 &&
                minus_one > 1000);
}

/* tests/data/positions.txt: "BLACK WHITE FEN" lines, '#' comments. Each
 * answer is checked against both generators. */
static void known_answers_file(void **state)
{
    FILE *file = fopen(BOARDEX_DATA_DIR "/positions.txt", "r");
    char line[256];
    int checked = 0;
    (void)state;
    assert_non_null(file);
    while (fgets(line, sizeof line, file) != NULL) {
        int black, white, used;
        chess_position pos;
        brute_board board;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        assert_int_equal(sscanf(line, "%d %d %n", &black, &white, &used), 2);
        pos = from_fen(line + used);
        for (int sq = 0; sq < 64; sq++) {
            chess_color color;
            chess_kind kind;
            board.sq[sq / 8][sq % 8] =
                !position_piece_at(&pos, sq, &color, &kind) ? '.'
                : color == CHESS_WHITE ? "PNBRQK"[kind]
                                       : "pnbrqk"[kind];
        }
        if (reference_count(&pos, CHESS_BLACK) != black ||
            reference_count(&pos, CHESS_WHITE) != white ||
            brute_count(&board, false) != black ||
            brute_count(&board, true) != white)
            fail_msg("%s: expected %d %d", line + used, black, white);
        checked++;
    }
    fclose(file);
    assert_int_equal(checked, 13);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(problem_examples),
        cmocka_unit_test(hand_checked_positions),
        cmocka_unit_test(agrees_with_naive_generator),
        cmocka_unit_test(known_answers_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
