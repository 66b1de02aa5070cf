/* The door to positions (model/game) on the chess side and as text: perft
 * against the published counts, random 8x8 positions against the older
 * reference generator (movegen.h) and the naive one (brute_moves.h), FEN
 * and board text at several sizes, the choice of rules, moves made and
 * the whole-position report against hand-worked answers. */
#include "boardex_test.h"

#include "chess_move.h"
#include "game_test.h"
#include "reference_movegen.h"
#include "unit/chess/random_positions.h"

/* The index of a square named as FEN names it ("e4", "j10"). */
static int at(board_size size, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(size, name, &sq, NULL), BX_OK);
    return square_index(size, sq);
}

/* Published perft counts (chessprogramming.org, "Perft Results"). */
static void perft_published(void **state)
{
    static const struct {
        const char *fen;
        int depth;
        uint64_t nodes;
    } CASES[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 20},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2, 400},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4,
         197281},
        /* Kiwipete (position 2). */
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
         1, 48},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
         2, 2039},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
         3, 97862},
        /* Position 3. */
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 1, 14},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 2, 191},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 3, 2812},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 4, 43238},
    };
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        game_position pos = game_test_fen(rules, CASES[i].fen);
        uint64_t nodes = game_perft(rules, &pos, CASES[i].depth);
        if (nodes != CASES[i].nodes)
            fail_msg("%s depth %d: %llu, published %llu", CASES[i].fen,
                     CASES[i].depth, (unsigned long long)nodes,
                     (unsigned long long)CASES[i].nodes);
    }
    game_rules_free(rules);
}

/* The reference position as the door's, square by square. */
static game_position from_reference(const game_rules *rules,
                                    const chess_position *chess)
{
    game_position pos;
    game_position_clear(rules, &pos);
    for (int sq = 0; sq < 64; sq++) {
        chess_color color;
        chess_kind kind;
        if (position_piece_at(chess, sq, &color, &kind))
            pos.cells[sq] = variant_cell(color, (int)kind);
    }
    return pos;
}

/* Random seed-rules positions: every question against movegen.h (and the
 * count against the naive brute_moves.h too). */
static void random_chess_against_reference(void **state)
{
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    uint64_t seed = UINT64_C(0x6a09e667f3bcc908);
    int checks = 0;
    (void)state;
    for (int round = 0; round < 3000; round++) {
        chess_position chess;
        brute_board brute;
        random_position(&seed, (int)(next_random(&seed) % 30), &chess,
                        &brute);
        game_position pos = from_reference(rules, &chess);
        int both[CHESS_COLORS];
        square_set checkers, expected_checkers;
        game_count_both(rules, &pos, both);
        game_checkers(rules, &pos, &checkers);
        square_set_clear(&expected_checkers);
        for (int c = 0; c < CHESS_COLORS; c++) {
            chess_color color = (chess_color)c;
            bool other_attacked = position_in_check(&chess, chess_other(color));
            move_targets expected;
            move_constraints constraints;
            game_move moves[CHESS_MOVES_MAX];
            bitboard got[64] = {0};
            int counts[BOARD_MAX_SQUARES], reference[BB_SQUARES];

            reference_legal(&chess, color, &expected);
            assert_int_equal(both[c], other_attacked ? -1 : expected.count);
            assert_int_equal(both[c], brute_count(&brute, c == CHESS_WHITE));
            assert_int_equal(game_in_check(rules, &pos, color),
                             position_in_check(&chess, color));
            checks += other_attacked;

            int n = game_moves(rules, &pos, color, -1, moves, CHESS_MOVES_MAX);
            assert_int_equal(n, expected.count);
            for (int i = 0; i < n; i++) {
                assert_int_equal(moves[i].promotion, GAME_NO_PROMOTION);
                got[moves[i].from] |= bb_square(moves[i].to);
            }
            for (int sq = 0; sq < 64; sq++) {
                assert_true(got[sq] == expected.targets[sq]);
                assert_int_equal(game_moves(rules, &pos, color, sq, NULL, 0),
                                 bb_count(expected.targets[sq]));
            }

            /* The pieces checking color's king are the other side's. */
            reference_constraints(&chess, color, &constraints);
            for (bitboard b = constraints.checkers; b != 0;)
                square_set_add(&expected_checkers, bb_pop(&b));

            game_attack_counts(rules, &pos, color, counts);
            reference_attack_counts(&chess, color, reference);
            for (int sq = 0; sq < 64; sq++)
                assert_int_equal(counts[sq], reference[sq]);
        }
        for (int sq = 0; sq < 64; sq++)
            assert_int_equal(square_set_has(&checkers, sq),
                             square_set_has(&expected_checkers, sq));
    }
    assert_true(checks > 300); /* the -1 answers were exercised */
    game_rules_free(rules);
}

static void round_trip(const game_rules *rules, const char *fen)
{
    game_position pos = game_test_fen(rules, fen), again;
    char written[GAME_FEN_MAX], board[GAME_BOARD_MAX];
    bx_error err = {"", 0, 0};
    game_position_to_fen(rules, &pos, written);
    assert_string_equal(written, fen);
    game_position_to_board(rules, &pos, board);
    assert_int_equal(game_position_from_board_text(rules, board,
                                                   strlen(board), &again,
                                                   &err),
                     BX_OK);
    assert_memory_equal(again.cells, pos.cells, sizeof pos.cells);
}

static void fen_and_board_text(void **state)
{
    game_rules *ten = game_test_rules(10, 10, CHESS_RULES_SEED, "A=BN");
    game_rules *big = game_test_rules(26, 26, CHESS_RULES_SEED, "");
    game_rules *one = game_test_rules(1, 1, CHESS_RULES_SEED, "");
    game_rules *fide = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    game_rules *seed = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    board_size size;
    (void)state;
    round_trip(ten, "rnbqkabnra/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/"
                    "RNBQKABNRA w - - 0 1");
    round_trip(big, "25k/26/26/26/26/26/26/26/26/26/12Q13/26/26/26/26/26/26/"
                    "26/26/26/26/26/26/26/26/K25 b - - 0 1");
    round_trip(one, "1 w - - 0 1");
    round_trip(one, "K w - - 0 1");
    /* fide keeps every field; the position after 1.e4 as published. */
    round_trip(fide, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    round_trip(fide,
               "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    round_trip(fide, "4k3/8/8/8/8/8/8/4K3 b - - 17 42");
    /* seed reads the fields for form only and writes "- - 0 1". */
    char fen[GAME_FEN_MAX];
    game_position pos = game_test_fen(
        seed, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 5 9");
    game_position_to_fen(seed, &pos, fen);
    assert_string_equal(
        fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1");
    pos = game_test_fen(ten, "k9/10/10/10/10/10/10/10/10/A8K b - - 3 12");
    game_position_to_fen(ten, &pos, fen);
    assert_string_equal(fen, "k9/10/10/10/10/10/10/10/10/A8K b - - 0 1");

    /* Shapes: ranks x common width. */
    assert_true(game_fen_size("k9/10/10 w", &size));
    assert_int_equal(size.width, 10);
    assert_int_equal(size.height, 3);
    assert_true(game_fen_size("  K", &size));
    assert_int_equal(size.width, 1);
    assert_int_equal(size.height, 1);
    assert_true(game_fen_size("25k/26", &size));
    assert_int_equal(size.width, 26);
    /* A tab ends the board field as a blank does, as the FEN readers
     * take it (found by fuzzing: "8/8/8/8" and tabs read as 8x4, but
     * the shape counted each tab as a square). */
    assert_true(game_fen_size("\t8/8/8/8\t\tb KQ7 w", &size));
    assert_int_equal(size.width, 8);
    assert_int_equal(size.height, 4);
    assert_false(game_fen_size("8/7", &size));       /* ragged */
    assert_false(game_fen_size("27", &size));        /* too wide */
    assert_false(game_fen_size("", &size));          /* no square */
    assert_false(game_fen_size("99999999999", &size)); /* a huge run */
    assert_true(game_board_text_size("K..\n...\r\n..k\n", 13, &size));
    assert_int_equal(size.width, 3);
    assert_int_equal(size.height, 3);
    assert_true(game_board_text_size("K.", 2, &size));
    assert_int_equal(size.width, 2);
    assert_int_equal(size.height, 1);
    assert_false(game_board_text_size("K..\n..\n", 7, &size));
    assert_false(game_board_text_size("", 0, &size));
    char wide[28];
    memset(wide, '.', 27);
    wide[27] = '\0';
    assert_false(game_board_text_size(wide, 27, &size));
    assert_true(game_board_text_size(wide, 26, &size));

    game_rules_free(ten);
    game_rules_free(big);
    game_rules_free(one);
    game_rules_free(fide);
    game_rules_free(seed);
}

static void rules_choice(void **state)
{
    static const char MESSAGE[] =
        "fide rules are for chess on 8x8; defined pieces and other sizes "
        "take seed rules";
    game_rules *rules = NULL;
    bx_error err = {"", 0, 0};
    (void)state;
    assert_failure(game_rules_new((board_size){10, 10}, CHESS_RULES_FIDE,
                                  &rules, &err),
                   BX_INVALID, err, MESSAGE);
    assert_null(rules);
    rules = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    assert_failure(game_rules_define(rules, 'A', "BN", &err), BX_INVALID, err,
                   MESSAGE);
    assert_int_equal(game_rules_letter_count(rules), 0);
    game_rules_free(rules);
    /* seed takes both: another size and a letter. */
    rules = game_test_rules(10, 10, CHESS_RULES_SEED, "A=BN");
    assert_int_equal(game_rules_letter_count(rules), 1);
    assert_int_equal(game_rules_letter(rules, 0), 'A');
    assert_string_equal(game_rules_betza(rules, 0), "BN");
    game_rules_free(rules);
    rules = game_test_rules(8, 8, CHESS_RULES_SEED, "a=BN");
    assert_int_equal(game_rules_letter(rules, 0), 'A');
    game_rules_free(rules);
}

/* The move from..to that game_moves lists, which must be there. */
static game_move listed(const game_rules *rules, const game_position *pos,
                        int from, int to)
{
    game_move moves[64];
    int n = game_moves(rules, pos, pos->to_move, from, moves, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (moves[i].to == to)
            return moves[i];
    fail_msg("no move %d-%d", from, to);
    return (game_move){0, 0, GAME_NO_PROMOTION};
}

static void moves_applied(void **state)
{
    game_rules *fide = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    game_rules *ten = game_test_rules(10, 10, CHESS_RULES_SEED, "A=BN");
    board_size std = {8, 8}, big = {10, 10};
    char fen[GAME_FEN_MAX];
    game_position after, then;
    (void)state;
    /* 1.e4: the pawn passed e3, black to move (the FEN of the standard). */
    game_position start = game_test_fen(
        fide, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    game_move_apply(fide, &start,
                    listed(fide, &start, at(std, "e2"), at(std, "e4")),
                    &after);
    assert_int_equal(after.en_passant, at(std, "e3"));
    assert_int_equal(after.to_move, CHESS_BLACK);
    game_position_to_fen(fide, &after, fen);
    assert_string_equal(
        fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /* O-O: the king to g1, the rook h1 to f1; white's rights gone, the
     * halfmove clock counts the quiet move. */
    game_position castle = game_test_fen(fide, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    game_move_apply(fide, &castle,
                    listed(fide, &castle, at(std, "e1"), at(std, "g1")),
                    &after);
    game_position_to_fen(fide, &after, fen);
    assert_string_equal(fen, "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");

    /* 10x10 seed: the rook a1 takes the knight a5 (clock back to 0, still
     * move 7), then the black king j10-i10 (clock 1, move 8). */
    game_position pos = game_test_fen(ten, "9k/10/10/10/10/n9/10/10/10/R3K4A w");
    pos.halfmove = 4;
    pos.fullmove = 7;
    game_move_apply(ten, &pos,
                    listed(ten, &pos, at(big, "a1"), at(big, "a5")), &after);
    assert_int_equal(after.cells[at(big, "a5")], variant_cell(CHESS_WHITE,
                                                              CHESS_ROOK));
    assert_int_equal(after.cells[at(big, "a1")], VARIANT_EMPTY);
    assert_int_equal(after.halfmove, 0);
    assert_int_equal(after.fullmove, 7);
    assert_int_equal(after.to_move, CHESS_BLACK);
    game_move_apply(ten, &after,
                    listed(ten, &after, at(big, "j10"), at(big, "i10")),
                    &then);
    assert_int_equal(then.cells[at(big, "i10")], variant_cell(CHESS_BLACK,
                                                              CHESS_KING));
    assert_int_equal(then.halfmove, 1);
    assert_int_equal(then.fullmove, 8);
    assert_int_equal(then.to_move, CHESS_WHITE);
    game_position_to_fen(ten, &then, fen);
    assert_string_equal(fen, "8k1/10/10/10/10/R9/10/10/10/4K4A w - - 0 1");
    game_rules_free(fide);
    game_rules_free(ten);
}

static void whole_position_report(void **state)
{
    game_rules *fide = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    game_rules *seed = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    static game_report report; /* large */
    board_size std = {8, 8};
    const char *castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    (void)state;
    /* The king e1: d1 d2 e2 f2 f1, none attacked (the black rooks hold the
     * a- and h-files and the 8th rank); and under fide O-O-O and O-O, as
     * b1 c1 d1 and f1 g1 are empty and e1 d1 c1 f1 g1 not attacked: 7.
     * The rook a1: a2-a7, takes a8, b1 c1 d1 = 10; h1: h2-h7, takes h8,
     * g1 f1 = 9. White: 7+10+9 = 26 under fide, 5+10+9 = 24 under seed;
     * black the mirror image. */
    game_position pos = game_test_fen(fide, castles);
    game_report_make(fide, &pos, &report);
    assert_true(report.legal);
    assert_int_equal(report.moves[at(std, "e1")], 7);
    assert_int_equal(report.moves[at(std, "e8")], 7);
    assert_int_equal(report.moves[at(std, "a1")], 10);
    assert_int_equal(report.count[CHESS_WHITE], 26);
    assert_int_equal(report.count[CHESS_BLACK], 26);
    assert_int_equal(report.most_moves, 10);
    assert_string_equal(report.fen, castles);
    pos = game_test_fen(seed, castles);
    game_report_make(seed, &pos, &report);
    assert_int_equal(report.moves[at(std, "e1")], 5);
    assert_int_equal(report.count[CHESS_WHITE], 24);
    assert_true(report.counted[CHESS_WHITE] && report.counted[CHESS_BLACK]);

    /* The rook e4 checks e8 and a rook put on h1 checks e1: not legal
     * (the FEN reader refuses it, so the rook is put by hand). */
    pos = game_test_fen(seed, "4k3/8/8/8/4R3/8/8/4K3 w - - 0 1");
    pos.cells[at(std, "h1")] = variant_cell(CHESS_BLACK, CHESS_ROOK);
    game_report_make(seed, &pos, &report);
    assert_false(report.legal);
    assert_string_equal(report.problem, "both kings are in check");
    assert_int_equal(report.count[CHESS_WHITE], 0);

    /* Black in check from e4: white's side is -1 and not counted (the
     * rook's 14 moves are not shown); the black king d8 d7 f8 f7 = 4 (e7
     * is on the rook's file). The rook e4 attacks e5-e8, a4-d4, f4-h4,
     * e1-e3: e8 once. */
    pos = game_test_fen(seed, "4k3/8/8/8/4R3/8/8/K7 w - - 0 1");
    game_report_make(seed, &pos, &report);
    assert_true(report.legal);
    assert_false(report.counted[CHESS_WHITE]);
    assert_int_equal(report.count[CHESS_WHITE], -1);
    assert_int_equal(report.moves[at(std, "e4")], 0);
    assert_int_equal(report.moves[at(std, "a1")], 0);
    assert_true(report.counted[CHESS_BLACK]);
    assert_int_equal(report.count[CHESS_BLACK], 4);
    assert_int_equal(report.moves[at(std, "e8")], 4);
    assert_true(report.in_check[CHESS_BLACK]);
    assert_false(report.in_check[CHESS_WHITE]);
    assert_true(square_set_has(&report.checkers, at(std, "e4")));
    assert_int_equal(square_set_count(&report.checkers), 1);
    assert_int_equal(report.attackers[CHESS_WHITE][at(std, "e8")], 1);
    game_rules_free(fide);
    game_rules_free(seed);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(perft_published),
        cmocka_unit_test(random_chess_against_reference),
        cmocka_unit_test(fen_and_board_text),
        cmocka_unit_test(rules_choice),
        cmocka_unit_test(moves_applied),
        cmocka_unit_test(whole_position_report),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
