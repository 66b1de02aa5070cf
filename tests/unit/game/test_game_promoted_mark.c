/* Fairy-Stockfish's mark of a promoted piece in a variant's FEN: a '~'
 * right after the piece's letter ("M~", a pawn promoted to a met in
 * makruk). Its src/position.cpp, Position::set, reads a '~' after any
 * piece letter in any variant as "promoted"; Position::fen writes it back
 * only with drops (captures to hand), two boards or when asked
 * (showPromoted, as the sites built on pyffish ask for makruk). boardex
 * has no drops, so the mark is read and dropped. The FENs are from its
 * test.py (get_fen's makruk cases); the figures and FENs written back are
 * what Debian's fairy-stockfish 11.1 prints for them over UCI
 * (`position fen ...`, `go perft N`, and `d`, whose Fen line drops the
 * mark: "8/8/4k3/8/3M~4/8/3K4/8 w - - 0 40" prints as
 * "8/8/4k3/8/3M4/8/3K4/8 w - - 0 40"). */
#include "boardex_test.h"

#include "game_test.h"

/* Read with the marks, a FEN gives the position read without them, and
 * is written back as Fairy-Stockfish's `d` writes it: without them. */
static void marks_read_and_dropped(void **state)
{
    static const struct {
        const char *variant, *marked, *written;
    } CASES[] = {
        /* The mark after a white piece (test.py, "makruk FEN"). */
        {"makruk", "rnsmksnr/8/1pM~1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3",
         "rnsmksnr/8/1pM1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3"},
        /* After black pieces, with a running count (test.py, KFF vs K). */
        {"makruk", "8/8/8/4k2K/5m~2/4m~3/8/8 w - 128 8 58",
         "8/8/8/4k2K/5m2/4m3/8/8 w - 128 8 58"},
        /* test.py, "makruk board honor counting". */
        {"makruk", "3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 128 36 1",
         "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 36 1"},
        /* On the last square of a rank, and of the board. */
        {"makruk", "7M~/8/4k3/8/8/8/3K4/7m~ w - - 0 40",
         "7M/8/4k3/8/8/8/3K4/7m w - - 0 40"},
        /* Fairy-Stockfish's chess reads it too. */
        {"chess", "4k3/8/8/8/3Q~4/8/8/4K3 w - - 0 1",
         "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        game_rules *rules = game_test_variant(CASES[i].variant);
        game_position marked = game_test_fen(rules, CASES[i].marked);
        game_position plain = game_test_fen(rules, CASES[i].written);
        char out[GAME_FEN_MAX];
        assert_memory_equal(marked.cells, plain.cells,
                            sizeof marked.cells);
        assert_int_equal(marked.to_move, plain.to_move);
        assert_int_equal(marked.counting_limit, plain.counting_limit);
        game_position_to_fen(rules, &marked, out);
        assert_string_equal(out, CASES[i].written);
        game_rules_free(rules);
    }
}

/* A promoted piece moves as any other: the engine's `go perft` on the
 * marked FENs. */
static void perft_as_fairy_stockfish(void **state)
{
    static const struct {
        const char *variant, *fen;
        int depth;
        uint64_t nodes;
    } CASES[] = {
        {"makruk", "8/8/4k3/8/3M~4/8/3K4/8 w - - 0 40", 2, 85},
        {"makruk", "rnsmksnr/8/1pM~1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3",
         3, 13581},
        {"makruk", "8/8/8/4k2K/5m~2/4m~3/8/8 w - 128 8 58", 3, 191},
        {"makruk", "3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 128 36 1", 3, 1481},
        {"chess", "4k3/8/8/8/3Q~4/8/8/4K3 w - - 0 1", 2, 101},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        game_rules *rules = game_test_variant(CASES[i].variant);
        game_position pos = game_test_fen(rules, CASES[i].fen);
        assert_int_equal(game_perft(rules, &pos, CASES[i].depth),
                         CASES[i].nodes);
        game_rules_free(rules);
    }
}

/* Fairy-Stockfish skips a '~' that follows no piece letter without a
 * word; boardex, which never writes one, says so in one line. */
static void stray_marks_refused(void **state)
{
    static const char NO_LETTER[] =
        "FEN rank 4: '~' follows no piece letter (it marks the promoted "
        "piece before it)";
    game_rules *makruk = game_test_variant("makruk");
    (void)state;
    game_test_refused(makruk, "8/8/4k3/8/~3M4/8/3K4/8 w - - 0 40", NO_LETTER);
    game_test_refused(makruk, "8/8/4k3/8/3M~~4/8/3K4/8 w - - 0 40", NO_LETTER);
    game_test_refused(makruk, "8/8/4k3/8/3M4~/8/3K4/8 w - - 0 40", NO_LETTER);
    game_test_refused(makruk, "8/8/4k3/8/3~M4/8/3K4/8 w - - 0 40", NO_LETTER);
    game_test_refused(makruk, "8/8/4k3/~/3M4/8/3K4/8 w - - 0 40",
                      "FEN rank 5: '~' follows no piece letter (it marks the "
                      "promoted piece before it)");
    game_rules_free(makruk);
}

/* Outside a variant no FEN has the mark: boardex's own rules with a
 * defined letter refuse it in one line, and chess without a variant keeps
 * its standard FEN reader's message. */
static void refused_without_a_variant(void **state)
{
    game_rules *seed = game_test_rules(8, 8, CHESS_RULES_SEED, "A=BN");
    game_rules *fide = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    (void)state;
    game_test_refused(seed, "8/8/4k3/8/3A~4/8/3K4/8 w - - 0 40",
                      "FEN rank 4: '~' marks a promoted piece in a variant's "
                      "FEN only");
    game_test_refused(fide, "4k3/8/8/8/3Q~4/8/8/4K3 w - - 0 1",
                      "FEN rank 4: '~' is not a piece letter or 1-8");
    game_rules_free(seed);
    game_rules_free(fide);
}

/* The board a FEN describes (the explorer sizes a pasted FEN by it): the
 * mark is no square. */
static void shape_without_the_marks(void **state)
{
    board_size size = {0, 0};
    (void)state;
    assert_true(game_fen_size("8/8/4k3/8/3M~4/8/3K4/8 w - - 0 40", &size));
    assert_int_equal(size.width, 8);
    assert_int_equal(size.height, 8);
    assert_true(game_fen_size("7M~/8/8/8/8/8/8/m~m~6 w", &size));
    assert_int_equal(size.width, 8);
    assert_int_equal(size.height, 8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(marks_read_and_dropped),
        cmocka_unit_test(perft_as_fairy_stockfish),
        cmocka_unit_test(stray_marks_refused),
        cmocka_unit_test(refused_without_a_variant),
        cmocka_unit_test(shape_without_the_marks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
