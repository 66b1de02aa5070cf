/* Moves as people write them (game_move_san, game_move_parse): SAN
 * against well-known positions whose notation is written out by hand
 * below, each with how it follows from the PGN standard's rules; other
 * ways to type a move; the refusals word for word. Random games are in
 * test_game_notation_random.c. */
#include "boardex_test.h"

#include "game_test.h"
#include "game_variant.h"

/* The index of a square named as FEN names it ("e4", "j10"). */
static int at(board_size size, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(size, name, &sq, NULL), BX_OK);
    return square_index(size, sq);
}

/* One move's SAN in a position, and that SAN read back to the move. */
typedef struct {
    const char *fen;
    const char *from, *to;
    int promotion;
    const char *san;
} san_case;

static void check_cases(game_rules *rules, const san_case *cases, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const san_case *c = &cases[i];
        game_position pos = game_test_fen(rules, c->fen);
        game_move move = {(short)at(pos.size, c->from),
                          (short)at(pos.size, c->to),
                          (signed char)c->promotion};
        char san[GAME_SAN_MAX];
        game_move_san(rules, &pos, move, san);
        if (strcmp(san, c->san) != 0)
            fail_msg("%s %s%s: SAN %s, expected %s", c->fen, c->from, c->to,
                     san, c->san);
        game_move back = {-1, -1, GAME_NO_PROMOTION};
        bx_error err = {"", 0, 0};
        if (game_move_parse(rules, &pos, c->san, &back, &err) != BX_OK)
            fail_msg("%s: %s", c->san, err.message);
        assert_int_equal(back.from, move.from);
        assert_int_equal(back.to, move.to);
        assert_int_equal(back.promotion, move.promotion);
    }
}

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/* 1.d3 d5 2.Nf3 Nf6: knights on b1 and f3 both reach the empty d2. */
#define TWO_KNIGHTS                                                            \
    "rnbqkb1r/ppp1pppp/5n2/3p4/8/3P1N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3"
/* Rooks on a1 and a5, one file: the rank tells them apart. */
#define TWO_ROOKS "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
/* Queens on h4, e4 and h1 all reach e1. */
#define THREE_QUEENS "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1"
/* A white pawn on e7, a8 free of its checks. */
#define PROMOTING "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"

static void san_of_chess_moves(void **state)
{
    static const san_case CASES[] = {
        /* A knight's move: its letter and the square. */
        {START, "g1", "f3", GAME_NO_PROMOTION, "Nf3"},
        /* A pawn's move: the square only. */
        {START, "e2", "e4", GAME_NO_PROMOTION, "e4"},
        /* 1.e4 d5: the pawn's capture named by its file. */
        {"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
         "e4", "d5", GAME_NO_PROMOTION, "exd5"},
        /* 1.e4 a6 2.e5 d5: en passant, written as the capture it is. */
        {"rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
         "e5", "d6", GAME_NO_PROMOTION, "exd6"},
        /* 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5: castling short. */
        {"r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
         "e1", "g1", GAME_NO_PROMOTION, "O-O"},
        /* Castling long; the rook lands on d1, not on the king's line. */
        {"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1", "c1", GAME_NO_PROMOTION,
         "O-O-O"},
        /* The rook lands on f1 under the king on f8: check. */
        {"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1", GAME_NO_PROMOTION,
         "O-O+"},
        /* The rook lands on d1 under the king on d8: check. */
        {"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1", "c1", GAME_NO_PROMOTION,
         "O-O-O+"},
        /* Black castles the same way. */
        {"r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8", "g8", GAME_NO_PROMOTION,
         "O-O"},
        {"r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8", "c8", GAME_NO_PROMOTION,
         "O-O-O"},
        /* A queen or rook on e8 sees a8 along the rank (the king steps to
         * a7 or b7: no mate); a knight or bishop does not. */
        {PROMOTING, "e7", "e8", CHESS_QUEEN, "e8=Q+"},
        {PROMOTING, "e7", "e8", CHESS_ROOK, "e8=R+"},
        {PROMOTING, "e7", "e8", CHESS_BISHOP, "e8=B"},
        {PROMOTING, "e7", "e8", CHESS_KNIGHT, "e8=N"},
        /* Scholar's mate, 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? 4.Qxf7#: the queen,
         * guarded by the bishop, takes on f7; the king has no square. */
        {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
         "h5", "f7", GAME_NO_PROMOTION, "Qxf7#"},
        /* Two knights to d2, on files b and f: the file. */
        {TWO_KNIGHTS, "b1", "d2", GAME_NO_PROMOTION, "Nbd2"},
        {TWO_KNIGHTS, "f3", "d2", GAME_NO_PROMOTION, "Nfd2"},
        /* The bishop, queen and king going there are alone of their kind. */
        {TWO_KNIGHTS, "c1", "d2", GAME_NO_PROMOTION, "Bd2"},
        {TWO_KNIGHTS, "d1", "d2", GAME_NO_PROMOTION, "Qd2"},
        /* Two rooks on file a: the rank. */
        {TWO_ROOKS, "a1", "a3", GAME_NO_PROMOTION, "R1a3"},
        {TWO_ROOKS, "a5", "a3", GAME_NO_PROMOTION, "R5a3"},
        /* h4 shares its file with h1 and its rank with e4: both. e4's file
         * is its own: the file. h1's file is shared, its rank not: the
         * rank. */
        {THREE_QUEENS, "h4", "e1", GAME_NO_PROMOTION, "Qh4e1"},
        {THREE_QUEENS, "e4", "e1", GAME_NO_PROMOTION, "Qee1"},
        {THREE_QUEENS, "h1", "e1", GAME_NO_PROMOTION, "Q1e1"},
    };
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    (void)state;
    check_cases(rules, CASES, sizeof CASES / sizeof CASES[0]);
    game_rules_free(rules);
}

/* 10x10 under seed: a defined piece's letter, and a pawn reaching the
 * last rank stays a pawn. */
/* The archbishop on a1 (bishop and knight); a black pawn on d4. */
#define ARCHBISHOP "k9/10/10/10/10/10/3p6/10/10/A8K w - - 0 1"

static void san_on_other_boards(void **state)
{
    static const san_case CASES[] = {
        {ARCHBISHOP, "a1", "c2", GAME_NO_PROMOTION, "Ac2"},
        {ARCHBISHOP, "a1", "c3", GAME_NO_PROMOTION, "Ac3"},
        {ARCHBISHOP, "a1", "d4", GAME_NO_PROMOTION, "Axd4"},
        {ARCHBISHOP, "j1", "j2", GAME_NO_PROMOTION, "Kj2"},
        /* The pawn on j9 goes to j10 and stays one. */
        {"k9/9P/10/10/10/10/10/10/10/K9 w - - 0 1", "j9", "j10",
         GAME_NO_PROMOTION, "j10"},
        /* A knight's step to b3 puts its bishop's line on the black king
         * on c4, which may take it: check, not mate. */
        {"10/10/10/10/10/10/2k7/10/10/A8K w - - 0 1", "a1", "b3",
         GAME_NO_PROMOTION, "Ab3+"},
    };
    game_rules *rules = game_test_rules(10, 10, CHESS_RULES_SEED, "A=BN");
    (void)state;
    check_cases(rules, CASES, sizeof CASES / sizeof CASES[0]);
    game_rules_free(rules);
}

/* Texts other than the SAN written above, each read to one move. */
static void other_spellings(void **state)
{
    static const struct {
        const char *fen, *text, *from, *to;
        int promotion;
    } CASES[] = {
        {START, "Ng1f3", "g1", "f3", GAME_NO_PROMOTION},
        {START, "Nf3!?", "g1", "f3", GAME_NO_PROMOTION},
        {START, " e4 ", "e2", "e4", GAME_NO_PROMOTION},
        {START, "e2e4", "e2", "e4", GAME_NO_PROMOTION},
        {START, "e2-e4", "e2", "e4", GAME_NO_PROMOTION},
        {"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
         "ed5", "e4", "d5", GAME_NO_PROMOTION},
        {"r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
         "0-0", "e1", "g1", GAME_NO_PROMOTION},
        {"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "0-0-0", "e1", "c1",
         GAME_NO_PROMOTION},
        {PROMOTING, "e8Q", "e7", "e8", CHESS_QUEEN},
        {PROMOTING, "e8=n", "e7", "e8", CHESS_KNIGHT},
        {PROMOTING, "e7e8r", "e7", "e8", CHESS_ROOK},
        {PROMOTING, "e7e8=B", "e7", "e8", CHESS_BISHOP},
        {THREE_QUEENS, "Qh4xe1#", "h4", "e1", GAME_NO_PROMOTION},
    };
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        game_position pos = game_test_fen(rules, CASES[i].fen);
        game_move move = {-1, -1, GAME_NO_PROMOTION};
        bx_error err = {"", 0, 0};
        if (game_move_parse(rules, &pos, CASES[i].text, &move, &err) != BX_OK)
            fail_msg("%s: %s", CASES[i].text, err.message);
        assert_int_equal(move.from, at(pos.size, CASES[i].from));
        assert_int_equal(move.to, at(pos.size, CASES[i].to));
        assert_int_equal(move.promotion, CASES[i].promotion);
    }
    game_rules_free(rules);
}

/* Each refusal, word for word. */
static void refusals(void **state)
{
    static const struct {
        const char *fen, *text, *message;
    } CASES[] = {
        {START, "xyz",
         "'xyz' is not a move: expected a move such as e4, Nf3, exd5, e8=Q, "
         "O-O or e2e4"},
        {START, "", "'' is not a move: it is empty"},
        {START, "Zd4", "'Zd4' is not a move: no piece is written Z here"},
        {START, "e9", "'e9' is not a move: there is no square e9 on 8x8"},
        {START, "Ne8=Q", "'Ne8=Q' is not a move: only a pawn is promoted"},
        {START, "e8=K", "'e8=K' is not a move: a pawn cannot become K"},
        /* 41 characters: the quote keeps 40. */
        {START, "abcdefghijklmnopqrstuvwxyzabcdefghijklmno",
         "'abcdefghijklmnopqrstuvwxyzabcdefghijklmn...' is not a move: it is "
         "too long for a move"},
        {START, "Nd5", "Nd5 is not legal here: no knight can go to d5"},
        {START, "Nbd2", "Nbd2 is not legal here: no knight on file b can go "
                        "to d2"},
        {START, "e5", "e5 is not legal here: no pawn can go to e5"},
        {START, "e2e5", "e2e5 is not legal here"},
        {START, "O-O", "O-O is not legal here"},
        {TWO_KNIGHTS, "Nd2", "Nd2 is ambiguous: Nb1d2 or Nf3d2"},
        {"4k3/8/8/8/4N3/5N2/8/1N2K3 w - - 0 1", "Nd2",
         "Nd2 is ambiguous: Nb1d2, Nf3d2 or Ne4d2"},
        {TWO_ROOKS, "Ra3", "Ra3 is ambiguous: Ra1a3 or Ra5a3"},
        {THREE_QUEENS, "Qhe1", "Qhe1 is ambiguous: Qh1e1 or Qh4e1"},
        {THREE_QUEENS, "Q4e1", "Q4e1 is ambiguous: Qe4e1 or Qh4e1"},
        {PROMOTING, "e8",
         "e8 needs the piece it becomes: e8=Q, e8=R, e8=B or e8=N"},
        {PROMOTING, "e7e8",
         "e7e8 needs the piece it becomes: e7e8q, e7e8r, e7e8b or e7e8n"},
    };
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        game_position pos = game_test_fen(rules, CASES[i].fen);
        game_move move = {-1, -1, GAME_NO_PROMOTION};
        bx_error err = {"", 0, 0};
        if (game_move_parse(rules, &pos, CASES[i].text, &move, &err) ==
            BX_OK)
            fail_msg("%s: read as a move", CASES[i].text);
        assert_string_equal(err.message, CASES[i].message);
    }
    game_rules_free(rules);
}

/* A pawn of Capablanca chess may become an archbishop or a chancellor
 * too (its variant's promotion letters "qrbnac"): the refusal of a
 * promotion without its piece names all six, the chess pieces first. */
static void refusal_names_a_variants_pieces(void **state)
{
    game_rules *rules;
    bx_error err = {"", 0, 0};
    game_move move;
    (void)state;
    assert_int_equal(game_rules_new_variant(game_variant_find("capablanca",
                                                              NULL),
                                            &rules, NULL),
                     BX_OK);
    game_position pos = game_test_fen(rules, "4k5/1P8/10/10/10/10/10/4K5 w - -"
                                             " 0 1");
    assert_int_equal(game_move_parse(rules, &pos, "b7b8", &move, &err),
                     BX_INVALID);
    assert_string_equal(err.message,
                        "b7b8 needs the piece it becomes: b7b8q, b7b8r, "
                        "b7b8b, b7b8n, b7b8a or b7b8c");
    assert_int_equal(game_move_parse(rules, &pos, "b8", &move, &err),
                     BX_INVALID);
    assert_string_equal(err.message,
                        "b8 needs the piece it becomes: b8=Q, b8=R, b8=B, "
                        "b8=N, b8=A or b8=C");
    game_rules_free(rules);
}

/* Capablanca's king castles from f1 to i1 (O-O) or c1 (O-O-O): its
 * castle_file pair (game_variant.c), the rook beside it. SAN reads and
 * writes those as castling, as Fairy-Stockfish's SAN does. */
static void castling_under_a_variant(void **state)
{
    game_rules *rules;
    game_move move;
    char san[GAME_SAN_MAX];
    bx_error err = {"", 0, 0};
    (void)state;
    assert_int_equal(game_rules_new_variant(game_variant_find("capablanca",
                                                              NULL),
                                            &rules, NULL),
                     BX_OK);
    game_position pos =
        game_test_fen(rules, "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    board_size size = pos.size;
    assert_int_equal(game_move_parse(rules, &pos, "O-O", &move, &err), BX_OK);
    assert_int_equal(move.from, square_index(size, (square){7, 5})); /* f1 */
    assert_int_equal(move.to, square_index(size, (square){7, 8}));   /* i1 */
    game_move_san(rules, &pos, move, san);
    assert_string_equal(san, "O-O");
    assert_int_equal(game_move_parse(rules, &pos, "O-O-O", &move, &err),
                     BX_OK);
    assert_int_equal(move.to, square_index(size, (square){7, 2})); /* c1 */
    game_move_san(rules, &pos, move, san);
    assert_string_equal(san, "O-O-O");
    /* One step of the king is no castling. */
    assert_int_equal(game_move_parse(rules, &pos, "f1g1", &move, &err),
                     BX_OK);
    game_move_san(rules, &pos, move, san);
    assert_string_equal(san, "Kg1");
    game_rules_free(rules);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(san_of_chess_moves),
        cmocka_unit_test(san_on_other_boards),
        cmocka_unit_test(other_spellings),
        cmocka_unit_test(refusals),
        cmocka_unit_test(refusal_names_a_variants_pieces),
        cmocka_unit_test(castling_under_a_variant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
