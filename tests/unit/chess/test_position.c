/* Positions: reading and writing both text forms, the rule checks with
 * their messages, the invariant, and the attack sets against the mobility
 * model. */
#include "boardex_test.h"

#include "attacks.h"
#include "mobility.h"
#include "reference_movegen.h"
#include "position_text.h"

/* Example 1 of the problem: asymmetric, so crossed case conventions show. */
static const char *const EXAMPLE_1[8] = {
    ".K..R...", "........", "........", "....q...",
    "........", "........", "....k...", "........"};
static const char *const EXAMPLE_1_FEN = "1k2r3/8/8/4Q3/8/8/4K3/8 w - - 0 1";

static int sq_of(const char *name)
{
    return (8 - (name[1] - '0')) * 8 + (name[0] - 'a');
}

static void assert_piece(const chess_position *pos, const char *name,
                         chess_color color, chess_kind kind)
{
    chess_color c;
    chess_kind k;
    assert_true(position_piece_at(pos, sq_of(name), &c, &k));
    assert_int_equal(c, color);
    assert_int_equal(k, kind);
}

static void board_form_upper_case_is_black(void **state)
{
    chess_position pos;
    bx_error err;
    (void)state;
    assert_int_equal(position_from_rows(EXAMPLE_1, 8, &pos, &err), BX_OK);
    assert_piece(&pos, "b8", CHESS_BLACK, CHESS_KING);
    assert_piece(&pos, "e8", CHESS_BLACK, CHESS_ROOK);
    assert_piece(&pos, "e5", CHESS_WHITE, CHESS_QUEEN);
    assert_piece(&pos, "e2", CHESS_WHITE, CHESS_KING);
    assert_int_equal(bb_count(pos.occupied), 4);
    assert_true(position_is_valid(&pos));
}

static void fen_upper_case_is_white(void **state)
{
    chess_position pos;
    bx_error err;
    (void)state;
    assert_int_equal(position_from_fen(EXAMPLE_1_FEN, &pos, &err), BX_OK);
    assert_piece(&pos, "b8", CHESS_BLACK, CHESS_KING);
    assert_piece(&pos, "e8", CHESS_BLACK, CHESS_ROOK);
    assert_piece(&pos, "e5", CHESS_WHITE, CHESS_QUEEN);
    assert_piece(&pos, "e2", CHESS_WHITE, CHESS_KING);
    assert_int_equal(pos.to_move, CHESS_WHITE);
}

static void both_forms_round_trip(void **state)
{
    chess_position from_rows, from_fen, again;
    char fen[POSITION_FEN_MAX], board[POSITION_BOARD_MAX];
    bx_error err;
    (void)state;
    assert_int_equal(position_from_rows(EXAMPLE_1, 8, &from_rows, &err),
                     BX_OK);
    position_to_fen(&from_rows, fen);
    assert_string_equal(fen, EXAMPLE_1_FEN);
    assert_int_equal(position_from_fen(fen, &from_fen, &err), BX_OK);
    assert_memory_equal(&from_rows, &from_fen, sizeof from_rows);
    position_to_board(&from_fen, board);
    assert_string_equal(board, ".K..R...\n........\n........\n....q...\n"
                               "........\n........\n....k...\n........\n");
    assert_int_equal(position_from_board_text(board, strlen(board), &again,
                                              &err),
                     BX_OK);
    assert_memory_equal(&from_rows, &again, sizeof again);
}

static void board_text_line_endings(void **state)
{
    static const char *const TEXTS[] = {
        "RNBQKBNR\nPPPPPPPP\n........\n........\n........\n........\n"
        "pppppppp\nrnbqkbnr",
        "RNBQKBNR\r\nPPPPPPPP\r\n........\r\n........\r\n........\r\n"
        "........\r\npppppppp\r\nrnbqkbnr\r\n",
    };
    char fen[POSITION_FEN_MAX];
    (void)state;
    for (size_t i = 0; i < 2; i++) {
        chess_position pos;
        bx_error err;
        assert_int_equal(
            position_from_board_text(TEXTS[i], strlen(TEXTS[i]), &pos, &err),
            BX_OK);
        position_to_fen(&pos, fen);
        assert_string_equal(
            fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    }
}

static void fen_optional_fields(void **state)
{
    static const char *const ACCEPTED[] = {
        "4k3/8/8/8/8/8/8/4K3",
        "  4k3/8/8/8/8/8/8/4K3 b\n",
        "4k3/8/8/8/8/8/8/4K3 b KQkq e3 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 12 40",
        "4k3/8/8/8/8/8/8/4K3 w Kq c6",
        "4k3/8/8/8/8/8/8/4K3 w - - bm Ke2; id \"epd\";",
    };
    static const chess_color SIDE[] = {CHESS_WHITE, CHESS_BLACK, CHESS_BLACK,
                                       CHESS_WHITE, CHESS_WHITE, CHESS_WHITE};
    (void)state;
    for (size_t i = 0; i < sizeof ACCEPTED / sizeof ACCEPTED[0]; i++) {
        chess_position pos;
        bx_error err = {"", 0, 0};
        if (position_from_fen(ACCEPTED[i], &pos, &err) != BX_OK)
            fail_msg("'%s': %s", ACCEPTED[i], err.message);
        assert_int_equal(pos.to_move, SIDE[i]);
        assert_piece(&pos, "e1", CHESS_WHITE, CHESS_KING);
    }
}

static void assert_fen_rejected(const char *fen, const char *message)
{
    chess_position pos;
    bx_error err = {"", 0, 0};
    assert_failure(position_from_fen(fen, &pos, &err), BX_INVALID, err,
                   message);
}

static void assert_rows_rejected(const char *const rows[], int count,
                                 const char *message)
{
    chess_position pos;
    bx_error err = {"", 0, 0};
    assert_failure(position_from_rows(rows, count, &pos, &err), BX_INVALID,
                   err, message);
}

static void rules_rejections(void **state)
{
    static const char *const TWO_BLACK_KINGS[8] = {
        "K.......", "........", "........", "........",
        "........", "........", "....k...", ".......K"};
    static const char *const BLACK_PAWN_ON_ROW_0[8] = {
        "P...K...", "........", "........", "........",
        "........", "........", "........", "....k..."};
    (void)state;
    assert_fen_rejected("4k3/8/8/8/8/8/8/K6K", "white has 2 kings; a colour "
                                               "has at most one");
    assert_rows_rejected(TWO_BLACK_KINGS, 8,
                         "black has 2 kings; a colour has at most one");
    assert_fen_rejected("4k3/8/8/8/8/8/8/P3K3",
                        "white pawn on its own first rank at a1");
    assert_fen_rejected("p3k3/8/8/8/8/8/8/4K3",
                        "black pawn on its own first rank at a8");
    assert_rows_rejected(BLACK_PAWN_ON_ROW_0, 8,
                         "black pawn on its own first rank at a8");
    assert_fen_rejected("4k2R/8/8/8/8/8/8/4K2r", "both kings are in check");
    assert_fen_rejected("8/8/8/3kK3/8/8/8/8", "both kings are in check");
}

static void board_form_rejections(void **state)
{
    static const char *const SEVEN[8] = {
        "....K...", "........", "........", "........",
        "........", "........", "....k..."};
    static const char *const LONG_ROW[8] = {
        "....K...", "........", ".........", "........",
        "........", "........", "....k...", "........"};
    static const char *const LETTER[8] = {
        "....K...", "........", "........", "....x...",
        "........", "........", "....k...", "........"};
    static const char *const FEN_DIGIT[8] = {
        "....K...", "........", "........", "........",
        "...4....", "........", "....k...", "........"};
    static const char NINE_LINES[] =
        "....K...\n........\n........\n........\n........\n........\n"
        "....k...\n........\n........\n";
    static const char SHORT_LINE[] =
        "....K...\n........\n........\n........\n........\n.......\n"
        "....k...\n........\n";
    static const char NUL_BYTE[] =
        "..\0.K...\n........\n........\n........\n........\n........\n"
        "....k...\n........\n";
    chess_position pos;
    bx_error err;
    (void)state;
    assert_rows_rejected(SEVEN, 7, "expected 8 rows, got 7");
    assert_rows_rejected(LONG_ROW, 8, "row 2 has 9 characters, expected 8");
    assert_rows_rejected(LETTER, 8, "row 3: unknown piece letter 'x'");
    assert_rows_rejected(FEN_DIGIT, 8, "row 4: unknown piece letter '4'");
    assert_failure(position_from_board_text(NINE_LINES, strlen(NINE_LINES),
                                            &pos, &err),
                   BX_INVALID, err, "expected 8 rows, got 9");
    assert_failure(position_from_board_text(SHORT_LINE, strlen(SHORT_LINE),
                                            &pos, &err),
                   BX_INVALID, err, "row 5 has 7 characters, expected 8");
    assert_failure(position_from_board_text("", 0, &pos, &err), BX_INVALID,
                   err, "expected 8 rows, got 0");
    assert_failure(position_from_board_text(NUL_BYTE, sizeof NUL_BYTE - 1,
                                            &pos, &err),
                   BX_INVALID, err, "row 0: unknown piece letter \\x00");
}

static void fen_rejections(void **state)
{
    (void)state;
    assert_fen_rejected("", "empty FEN");
    assert_fen_rejected("4k3/8/8/8/8/8/8/3K4 w - - 0 1 x",
                        "FEN has text after the move number: 'x'");
    assert_fen_rejected("4k3/8/8/8/9/8/8/4K3",
                        "FEN rank 4: '9' is not a piece letter or 1-8");
    assert_fen_rejected("4k3/8/8/0/8/8/8/4K3",
                        "FEN rank 5: '0' is not a piece letter or 1-8");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K3/8", "FEN has more than 8 ranks");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K3/", "FEN has more than 8 ranks");
    assert_fen_rejected("4k3/8/8/8/8/8/4K3", "FEN has 7 ranks, expected 8");
    assert_fen_rejected("4k3/7/8/8/8/8/8/4K3",
                        "FEN rank 7 has 7 squares, expected 8");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K4",
                        "FEN rank 1 has more than 8 squares");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K2pp",
                        "FEN rank 1 has more than 8 squares");
    assert_fen_rejected("4k3/8/44/8/8/8/8/4K3", "FEN rank 6: two digits in a "
                                                "row");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4X3",
                        "FEN rank 1: 'X' is not a piece letter or 1-8");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K3 white",
                        "FEN side to move is not w or b: 'white'");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K3 w KQxq",
                        "FEN castling field is not - or KQkq: 'KQxq'");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K3 w - e9",
                        "FEN en passant field is not - or a square: 'e9'");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K3 w - - 1x 1",
                        "FEN halfmove clock is not a number: '1x'");
    assert_fen_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 -1",
                        "FEN move number is not a number: '-1'");
}

static void put_and_invariant(void **state)
{
    chess_position pos;
    (void)state;
    position_clear(&pos);
    assert_true(position_is_valid(&pos));
    assert_true(position_put(&pos, CHESS_WHITE, CHESS_ROOK, sq_of("d4")));
    assert_false(position_put(&pos, CHESS_BLACK, CHESS_PAWN, sq_of("d4")));
    assert_false(position_put(&pos, CHESS_BLACK, CHESS_PAWN, 64));
    assert_false(position_put(&pos, CHESS_BLACK, CHESS_PAWN, -1));
    assert_true(position_is_valid(&pos));
    assert_int_equal(position_king(&pos, CHESS_WHITE), -1);
    pos.pieces[CHESS_BLACK][CHESS_QUEEN] |= bb_square(sq_of("d4"));
    assert_false(position_is_valid(&pos)); /* two pieces on d4 */
    pos.pieces[CHESS_BLACK][CHESS_QUEEN] = bb_square(sq_of("a1"));
    assert_false(position_is_valid(&pos)); /* colour set out of step */
}

/* On an empty board each piece attacks what the mobility model's preset
 * of the same name reaches: an independent implementation. */
static void attacks_match_mobility_model(void **state)
{
    static const struct {
        const char *name;
        chess_kind kind;
    } PIECES[] = {{"knight", CHESS_KNIGHT}, {"king", CHESS_KING},
                  {"rook", CHESS_ROOK},     {"bishop", CHESS_BISHOP},
                  {"queen", CHESS_QUEEN}};
    (void)state;
    for (size_t p = 0; p < sizeof PIECES / sizeof PIECES[0]; p++) {
        piece_spec spec;
        assert_int_equal(piece_from_name(PIECES[p].name, &spec, NULL), BX_OK);
        for (int sq = 0; sq < 64; sq++) {
            square_set reach;
            bitboard expected = 0;
            piece_reach(board_standard(), &spec, square_at(board_standard(), sq),
                        &reach, NULL);
            for (int i = 0; i < 64; i++)
                if (square_set_has(&reach, i))
                    expected |= bb_square(i);
            assert_int_equal(piece_attacks(PIECES[p].kind, CHESS_WHITE, sq, 0),
                             expected);
        }
    }
}

static void attacks_with_blockers(void **state)
{
    bitboard blockers = bb_square(sq_of("d6")) | bb_square(sq_of("b4")) |
                        bb_square(sq_of("d1")) | bb_square(sq_of("f6"));
    bitboard rook = bb_square(sq_of("d5")) | bb_square(sq_of("d6")) |
                    bb_square(sq_of("c4")) | bb_square(sq_of("b4")) |
                    bb_square(sq_of("e4")) | bb_square(sq_of("f4")) |
                    bb_square(sq_of("g4")) | bb_square(sq_of("h4")) |
                    bb_square(sq_of("d3")) | bb_square(sq_of("d2")) |
                    bb_square(sq_of("d1"));
    (void)state;
    assert_int_equal(rook_attacks(sq_of("d4"), blockers), rook);
    /* a7 b6 c5, e5 f6, a1 b2 c3, e3 f2 g1 */
    assert_int_equal(bb_count(bishop_attacks(sq_of("d4"), blockers)), 11);
    assert_false(bishop_attacks(sq_of("d4"), blockers) &
                 bb_square(sq_of("g7")));
    /* White pawns attack up the board, black pawns down. */
    assert_int_equal(pawn_attacks(bb_square(sq_of("a2")), CHESS_WHITE),
                     bb_square(sq_of("b3")));
    assert_int_equal(pawn_attacks(bb_square(sq_of("h7")), CHESS_BLACK),
                     bb_square(sq_of("g6")));
    assert_int_equal(squares_between(sq_of("a1"), sq_of("d4")),
                     bb_square(sq_of("b2")) | bb_square(sq_of("c3")));
    assert_int_equal(squares_between(sq_of("h1"), sq_of("h4")),
                     bb_square(sq_of("h2")) | bb_square(sq_of("h3")));
    assert_int_equal(squares_between(sq_of("a1"), sq_of("b3")), 0);
    assert_int_equal(squares_between(sq_of("e4"), sq_of("f4")), 0);
}

static void explorer_queries(void **state)
{
    chess_position pos;
    bx_error err;
    move_constraints white, black;
    int counts[64];
    (void)state;
    assert_int_equal(position_from_rows(EXAMPLE_1, 8, &pos, &err), BX_OK);
    /* The pinned queen checks the black king and is pinned herself. */
    reference_constraints(&pos, CHESS_BLACK, &black);
    assert_int_equal(black.checkers, bb_square(sq_of("e5")));
    assert_int_equal(black.pinned, 0);
    reference_constraints(&pos, CHESS_WHITE, &white);
    assert_int_equal(white.checkers, 0);
    assert_int_equal(white.pinned, bb_square(sq_of("e5")));
    assert_true(position_in_check(&pos, CHESS_BLACK));
    assert_false(position_in_check(&pos, CHESS_WHITE));
    /* Rook e8: only xe5 (the check mask); king b8: a8 a7 b7 c8. */
    assert_int_equal(reference_square(&pos, sq_of("e8")),
                     bb_square(sq_of("e5")));
    assert_int_equal(bb_count(reference_square(&pos, sq_of("b8"))), 4);
    assert_int_equal(reference_square(&pos, sq_of("e3")), 0);

    assert_int_equal(position_from_fen(
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", &pos,
                         &err),
                     BX_OK);
    reference_attack_counts(&pos, CHESS_WHITE, counts);
    assert_int_equal(counts[sq_of("f3")], 3); /* Ng1, e2, g2 */
    assert_int_equal(counts[sq_of("c3")], 3); /* Nb1, b2, d2 */
    assert_int_equal(counts[sq_of("e3")], 2);
    assert_int_equal(counts[sq_of("e4")], 0);
    assert_int_equal(counts[sq_of("d2")], 4); /* Nb1 Bc1 Qd1 Ke1 */
    reference_attack_counts(&pos, CHESS_BLACK, counts);
    assert_int_equal(counts[sq_of("f6")], 3);
    assert_int_equal(counts[sq_of("f3")], 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(board_form_upper_case_is_black),
        cmocka_unit_test(fen_upper_case_is_white),
        cmocka_unit_test(both_forms_round_trip),
        cmocka_unit_test(board_text_line_endings),
        cmocka_unit_test(fen_optional_fields),
        cmocka_unit_test(rules_rejections),
        cmocka_unit_test(board_form_rejections),
        cmocka_unit_test(fen_rejections),
        cmocka_unit_test(put_and_invariant),
        cmocka_unit_test(attacks_match_mobility_model),
        cmocka_unit_test(attacks_with_blockers),
        cmocka_unit_test(explorer_queries),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
