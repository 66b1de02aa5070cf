/* What people paste where Position mode asks for a FEN (issue 23, item
 * 5): the f prompt, a paste onto the board and a file opened with o take
 * a lichess or chess.com URL, a PGN's [FEN] tag and a FEN with extra
 * blanks, and the status line says what was taken. */
/* mkdtemp */
#define _POSIX_C_SOURCE 200809L

#include "explorer_test.h"
#include "explorer_input.h"
#include "folder_test.h"

static const char AFTER_E4[] =
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

static char folder[64];

static int make_folder(void **state)
{
    (void)state;
    return test_make_folder(folder, sizeof folder, "pasted");
}

static int remove_folder(void **state)
{
    (void)state;
    return test_remove_folder(folder);
}

static int setup(void **state)
{
    return explorer_test_setup(state, '2');
}

static const char *fen_of(const explorer_state *explorer)
{
    return explorer->work.position.report.fen;
}

static void test_fen_prompt_takes_urls(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "f");
    answer(explorer, "https://lichess.org/analysis/rnbqkbnr/pppppppp/8/8/"
                     "4P3/8/PPPP1PPP/RNBQKBNR_b_KQkq_-_0_1");
    assert_false(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "took the FEN from a lichess URL");
    assert_string_equal(fen_of(explorer), AFTER_E4);
    type(explorer, "I");
    type(explorer, "f");
    answer(explorer, "https://www.chess.com/analysis?fen=rnbqkbnr%2Fpppppppp"
                     "%2F8%2F8%2F4P3%2F8%2FPPPP1PPP%2FRNBQKBNR%20b%20KQkq%20-"
                     "%200%201&tab=analysis");
    assert_string_equal(explorer->message,
                        "took the FEN from a chess.com URL");
    assert_string_equal(fen_of(explorer), AFTER_E4);
    /* Extra blanks are no fault. */
    type(explorer, "f");
    answer(explorer, "  4k3/8/8/8/8/8/8/4K3   w  -  - 0 1 ");
    assert_string_equal(explorer->message, "position set from the FEN");
    assert_string_equal(fen_of(explorer), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    /* A URL without a FEN stays open with the reason. */
    type(explorer, "f");
    answer(explorer, "https://lichess.org/abcdefgh");
    assert_true(explorer->message_is_error);
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_string_equal(explorer->message,
                        "no FEN found in the URL: a lichess analysis URL "
                        "carries one after /analysis/, others in ?fen=");
}

/* Pasting PGN onto the board: the tag's FEN, said so, undone by u. */
static void test_paste_pgn_onto_the_board(void **state)
{
    explorer_state *explorer = *state;
    static const char PGN[] =
        "[Event \"Lesson\"]\r\n[SetUp \"1\"]\r\n[FEN \"4k3/8/8/8/8/8/8/4K3 b "
        "- - 0 1\"]\r\n\r\n1... Kd7 *\r\n";
    explorer_paste(explorer, PGN, sizeof PGN - 1);
    assert_string_equal(fen_of(explorer), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_string_equal(explorer->message,
                        "took the FEN from a PGN [FEN] tag: u undoes it");
    type(explorer, "u");
    assert_string_equal(
        fen_of(explorer),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    static const char NO_FEN[] = "[Event \"Casual\"]\n\n1. e4 e5 *\n";
    explorer_paste(explorer, NO_FEN, sizeof NO_FEN - 1);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "no FEN found in the PGN: it has no [FEN \"...\"] "
                        "tag");
}

/* o opens a .pgn file the same way. */
static void test_open_a_pgn_file(void **state)
{
    explorer_state *explorer = *state;
    char path[128];
    snprintf(path, sizeof path, "%s/lesson.pgn", folder);
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs("[Event \"Lesson\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/"
          "RNBQKBNR b KQkq - 0 1\"]\n\n1... e5 *\n",
          out);
    fclose(out);
    type(explorer, "o");
    answer(explorer, path);
    assert_false(explorer->message_is_error);
    assert_string_equal(fen_of(explorer), AFTER_E4);
    assert_non_null(strstr(explorer->message,
                           "took the FEN from a PGN [FEN] tag"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_fen_prompt_takes_urls, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_paste_pgn_onto_the_board, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_open_a_pgn_file, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
