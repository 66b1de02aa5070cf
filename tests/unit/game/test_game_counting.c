/* A running count in a variant's FEN (game_position's counting_limit and
 * counting_ply): under a counting rule Fairy-Stockfish writes the count's
 * limit where the en-passant square goes and its ply where the halfmove
 * clock goes. The FENs and what is written back come from Fairy-Stockfish:
 * its src/position.cpp (Position::set reads a number in the en-passant
 * field as countingLimit and then the halfmove field as countingPly;
 * Position::fen writes them back, or "-" and rule50 when countingLimit is
 * 0), its src/position.h (counting_limit: 126 at most under Cambodian
 * counting) and the get_fen cases of its test.py. The perft is worked by
 * hand below. */
#include "boardex_test.h"

#include "game_test.h"
#include "game_variant.h"
#include "game_variant_file.h"

static game_rules *rules_of(const game_variant *variant)
{
    bx_error err = {"", 0, 0};
    game_rules *rules = NULL;
    if (game_rules_new_variant(variant, &rules, &err) != BX_OK)
        fail_msg("%s: %s", variant->name, err.message);
    return rules;
}

static game_rules *from_file(const char *text)
{
    game_variant variant;
    bx_error err = {"", 0, 0};
    if (game_variant_file_read(text, strlen(text), NULL, &variant, &err) !=
        BX_OK)
        fail_msg("line %d: %s", err.line, err.message);
    return rules_of(&variant);
}

/* fen read under rules and written back as expected. */
static void assert_written(const game_rules *rules, const char *fen,
                           const char *expected)
{
    char out[GAME_FEN_MAX];
    game_position pos = game_test_fen(rules, fen);
    game_position_to_fen(rules, &pos, out);
    assert_string_equal(out, expected);
}

/* Each built-in variant with a countingRule in Fairy-Stockfish's
 * src/variant.cpp (makruk_variant and aiwok_variant, its child:
 * MAKRUK_COUNTING; asean_variant: ASEAN_COUNTING) writes the FEN back. */
static void count_read_and_written_back(void **state)
{
    static const struct {
        const char *variant, *fen;
    } CASES[] = {
        /* test.py, "makruk board honor counting" (its promoted met's "~"
         * left out: read and not written, test_game_promoted_mark.c). */
        {"makruk", "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 36 1"},
        {"makruk", "8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1"},
        /* A count just started, black to move: ply 0. */
        {"makruk", "8/8/4k3/8/8/8/3K4/R7 b - 128 0 40"},
        /* ASEAN's count for a rook against a bare king: 2 x 16 plies
         * (Position::count_limit, ASEAN_COUNTING). */
        {"asean", "8/8/4k3/8/8/8/3K4/R7 b - 32 3 40"},
        {"ai-wok", "4k3/8/8/8/8/8/R7/4K3 b - 32 6 1"},
        /* Six digits, the most a clock has. */
        {"makruk", "8/8/4k3/8/8/8/3K4/R7 w - 999999 999999 999999"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        game_rules *rules = game_test_variant(CASES[i].variant);
        assert_written(rules, CASES[i].fen, CASES[i].fen);
        game_rules_free(rules);
    }
}

/* The fields as Position::set keeps them: the limit, the ply from the
 * halfmove field, the fifty moves' clock at 0, no en-passant square. */
static void count_kept_in_the_position(void **state)
{
    game_rules *rules = game_test_variant("makruk");
    (void)state;
    game_position pos =
        game_test_fen(rules, "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 36 7");
    assert_int_equal(pos.counting_limit, 128);
    assert_int_equal(pos.counting_ply, 36);
    assert_int_equal(pos.halfmove, 0);
    assert_int_equal(pos.en_passant, -1);
    assert_int_equal(pos.fullmove, 7);
    pos = game_test_fen(rules, "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - - 36 7");
    assert_int_equal(pos.counting_limit, 0);
    assert_int_equal(pos.counting_ply, 0);
    assert_int_equal(pos.halfmove, 36);
    game_rules_free(rules);
}

/* A limit of 0 is no count: Position::fen writes "-" and the halfmove
 * clock. */
static void zero_limit_is_no_count(void **state)
{
    game_rules *rules = game_test_variant("makruk");
    (void)state;
    assert_written(rules, "8/8/4k3/8/8/8/3K4/R7 w - 0 10 40",
                   "8/8/4k3/8/8/8/3K4/R7 w - - 10 40");
    assert_written(rules, "8/8/4k3/8/8/8/3K4/R7 w - 000128 10 40",
                   "8/8/4k3/8/8/8/3K4/R7 w - 128 10 40");
    game_rules_free(rules);
}

/* A move goes on counting: test.py's d4d5 from the position above, a king
 * step that captures nothing (Position::do_move adds one to countingPly;
 * no count starts or restarts on it). */
static void a_move_counts_one_ply(void **state)
{
    game_rules *rules = game_test_variant("makruk");
    game_move moves[GAME_PIECE_MOVES_MAX];
    char out[GAME_FEN_MAX];
    (void)state;
    game_position pos =
        game_test_fen(rules, "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 36 1");
    int d4 = square_index(pos.size, (square){4, 3});
    int d5 = square_index(pos.size, (square){3, 3});
    int n = game_moves(rules, &pos, CHESS_WHITE, d4, moves,
                       GAME_PIECE_MOVES_MAX);
    int found = -1;
    for (int i = 0; i < n; i++)
        if (moves[i].to == d5)
            found = i;
    assert_true(found >= 0);
    game_position after;
    game_move_apply(rules, &pos, moves[found], &after);
    game_position_to_fen(rules, &after, out);
    assert_string_equal(out, "3k4/2m5/5M2/3KM3/4S3/8/8/8 b - 128 37 1");
    game_rules_free(rules);
}

/* White Kd2 Ra1, black Ke6. Depth 1: the king's 8 steps and the rook's 7
 * up the a-file and 7 along rank 1: 22. Depth 2, black's king replies
 * from e6 (8 squares round it): after the king's 8 moves, 8 each (64);
 * the rook on a2, a3, a4 or a8 takes none of them (32), on a5 or a7 a
 * rank of three (5 + 5), on a6 it checks along rank 6 and holds d6 and f6
 * (6); on b1, c1, g1, h1 none (32), on d1 it is behind its king (8), on
 * f1 the f-file's three (5), on e1 it checks up the e-file and holds e5
 * and e7 (6). 64 + 32 + 10 + 6 + 32 + 8 + 5 + 6 = 163. The count changes
 * no move: the same figures with "- 0 40". */
static void perft_does_not_see_the_count(void **state)
{
    game_rules *rules = game_test_variant("makruk");
    (void)state;
    game_position counted =
        game_test_fen(rules, "8/8/4k3/8/8/8/3K4/R7 w - 128 10 40");
    game_position plain = game_test_fen(rules, "8/8/4k3/8/8/8/3K4/R7 w - - 0 40");
    assert_int_equal(game_perft(rules, &counted, 1), 22);
    assert_int_equal(game_perft(rules, &counted, 2), 163);
    for (int depth = 1; depth <= 4; depth++)
        assert_int_equal(game_perft(rules, &counted, depth),
                         game_perft(rules, &plain, depth));
    game_rules_free(rules);
}

/* A number stays refused without a counting rule, in one line that says
 * what it would be; under one, what is no count is refused too. */
static void refusals(void **state)
{
    game_rules *chess = game_test_variant("chess");
    game_rules *seed = game_test_rules(8, 8, CHESS_RULES_SEED, "A=BN");
    game_rules *makruk = game_test_variant("makruk");
    static const char NOT_A_SQUARE[] =
        "FEN en passant field is not - or a square (a counting limit is "
        "read under a counting rule only): '128'";
    (void)state;
    game_test_refused(chess, "8/8/4k3/8/8/8/3K4/R7 w - 128 10 40",
                      NOT_A_SQUARE);
    game_test_refused(seed, "8/8/4k3/8/8/8/3K4/R7 w - 128 10 40",
                      NOT_A_SQUARE);
    game_test_refused(makruk, "8/8/4k3/8/8/8/3K4/R7 w - -5 10 40",
                      "FEN en passant field is not -, a square or a counting "
                      "limit: '-5'");
    game_test_refused(makruk, "8/8/4k3/8/8/8/3K4/R7 w - 12a 10 40",
                      "FEN en passant field is not -, a square or a counting "
                      "limit: '12a'");
    game_test_refused(makruk, "8/8/4k3/8/8/8/3K4/R7 w - 1234567 10 40",
                      "FEN counting limit has more than 6 digits: '1234567'");
    game_test_refused(makruk,
                      "8/8/4k3/8/8/8/3K4/R7 w - 99999999999999999999 10 40",
                      "FEN counting limit has more than 6 digits: "
                      "'99999999999999999999'");
    game_test_refused(makruk, "8/8/4k3/8/8/8/3K4/R7 w - 128 1234567 40",
                      "FEN halfmove clock is not a number: '1234567'");
    game_rules_free(chess);
    game_rules_free(seed);
    game_rules_free(makruk);
}

/* The chess engine's reader (fide rules) keeps its own message. */
static void fide_reader_unchanged(void **state)
{
    game_rules *fide = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    (void)state;
    game_test_refused(fide, "8/8/4k3/8/8/8/3K4/R7 w - 128 10 40",
                      "FEN en passant field is not - or a square: '128'");
    game_rules_free(fide);
}

/* countingRule in a variants.ini, read as src/parser.cpp reads a
 * CountingRule (makruk, cambodian, asean, none), and inherited from a
 * built-in parent as Fairy-Stockfish's variants inherit it. */
static void counting_rule_in_a_variant_file(void **state)
{
    static const char FEN[] = "8/8/4k3/8/8/8/3K4/R7 w - 128 10 40";
    (void)state;
    game_rules *rules = from_file("[mk:chess]\ncountingRule = makruk\n");
    assert_written(rules, FEN, FEN);
    game_rules_free(rules);
    rules = from_file("[child:makruk]\n");
    assert_written(rules, FEN, FEN);
    game_rules_free(rules);
    /* Cambodian counting writes a limit beyond 126 as 126 (position.h,
     * board_honor_counting_shorter). */
    rules = from_file("[ouk:makruk]\ncountingRule = cambodian\n");
    assert_written(rules, FEN, "8/8/4k3/8/8/8/3K4/R7 w - 126 10 40");
    assert_written(rules, "8/8/4k3/8/8/8/3K4/R7 w - 126 10 40",
                   "8/8/4k3/8/8/8/3K4/R7 w - 126 10 40");
    game_rules_free(rules);
    rules = from_file("[as:chess]\ncountingRule = asean\n");
    assert_written(rules, FEN, FEN);
    game_rules_free(rules);
    rules = from_file("[plain:makruk]\ncountingRule = none\n");
    game_test_refused(rules, FEN,
                      "FEN en passant field is not - or a square (a counting "
                      "limit is read under a counting rule only): '128'");
    game_rules_free(rules);

    game_variant v;
    bx_error err = {"", 0, 0};
    static const char BAD[] = "[mk:chess]\ncountingRule = thai\n";
    assert_int_equal(game_variant_file_read(BAD, strlen(BAD), NULL, &v, &err),
                     BX_INVALID);
    assert_int_equal(err.line, 2);
    assert_string_equal(err.message,
                        "'thai' is not makruk, cambodian, asean or none");
}

/* A built-in's section says its countingRule (read back by every
 * built-in's round trip in test_game_variant_file.c); chess's says none. */
static void counting_rule_written_in_a_section(void **state)
{
    static const struct {
        const char *name, *line;
    } CASES[] = {
        {"makruk", "\ncountingRule = makruk\n"},
        {"asean", "\ncountingRule = asean\n"},
        {"ai-wok", "\ncountingRule = makruk\n"},
        {"chess", NULL},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        bx_error err = {"", 0, 0};
        const game_variant *variant = game_variant_find(CASES[i].name, &err);
        char ini[GAME_VARIANT_INI_MAX];
        assert_non_null(variant);
        assert_int_equal(game_variant_ini(variant, ini, &err), BX_OK);
        if (CASES[i].line != NULL)
            assert_non_null(strstr(ini, CASES[i].line));
        else
            assert_null(strstr(ini, "countingRule"));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(count_read_and_written_back),
        cmocka_unit_test(count_kept_in_the_position),
        cmocka_unit_test(zero_limit_is_no_count),
        cmocka_unit_test(a_move_counts_one_ply),
        cmocka_unit_test(perft_does_not_see_the_count),
        cmocka_unit_test(refusals),
        cmocka_unit_test(fide_reader_unchanged),
        cmocka_unit_test(counting_rule_in_a_variant_file),
        cmocka_unit_test(counting_rule_written_in_a_section),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
