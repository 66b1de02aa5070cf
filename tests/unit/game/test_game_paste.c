/* Finding the FEN in what people paste (model/game/game_paste.h): URLs as
 * lichess and chess.com write them (copied from their address bars and
 * share links), PGN with a FEN tag, a FEN with extra blanks, and the
 * refusals. The FEN expected from each is written out by hand. */
#include "boardex_test.h"

#include "game_paste.h"

static const char AFTER_E4[] =
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

static void expect(const char *text, const char *fen,
                   game_paste_source source)
{
    char out[GAME_FEN_MAX];
    game_paste_source got;
    bx_error err;
    assert_int_equal(game_paste_fen(text, out, &got, &err), BX_OK);
    assert_string_equal(out, fen);
    assert_int_equal(got, source);
}

static void refused(const char *text, const char *message,
                    game_paste_source source)
{
    char out[GAME_FEN_MAX];
    game_paste_source got;
    bx_error err;
    assert_int_equal(game_paste_fen(text, out, &got, &err), BX_INVALID);
    assert_string_equal(err.message, message);
    assert_int_equal(got, source);
}

/* The analysis board's address: the FEN in the path, '_' for blanks;
 * with a variant before it, %20 for blanks, a ply after '#', and the
 * board editor's address too. */
static void test_lichess_urls(void **unused)
{
    (void)unused;
    expect("https://lichess.org/analysis/rnbqkbnr/pppppppp/8/8/4P3/8/"
           "PPPP1PPP/RNBQKBNR_b_KQkq_-_0_1",
           AFTER_E4, GAME_PASTE_LICHESS);
    expect("https://lichess.org/analysis/standard/rnbqkbnr/pppppppp/8/8/"
           "4P3/8/PPPP1PPP/RNBQKBNR_b_KQkq_-_0_1",
           AFTER_E4, GAME_PASTE_LICHESS);
    expect("https://lichess.org/analysis/rnbqkbnr/pppppppp/8/8/4P3/8/"
           "PPPP1PPP/RNBQKBNR%20b%20KQkq%20-%200%201#1",
           AFTER_E4, GAME_PASTE_LICHESS);
    expect("lichess.org/analysis/fromPosition/4k3/8/8/8/8/8/8/4K3_w_-_-_0_1",
           "4k3/8/8/8/8/8/8/4K3 w - - 0 1", GAME_PASTE_LICHESS);
    expect("https://lichess.org/editor/4k3/8/8/8/8/8/8/4K3_w_-_-_0_1?color="
           "white",
           "4k3/8/8/8/8/8/8/4K3 w - - 0 1", GAME_PASTE_LICHESS);
    /* A placement alone: the door fills in the rest. */
    expect("  https://lichess.org/analysis/8/8/8/8/8/8/8/K6k \n",
           "8/8/8/8/8/8/8/K6k", GAME_PASTE_LICHESS);
}

/* chess.com's analysis link: the FEN URL-encoded in ?fen=, other
 * parameters after it; '+' is a blank as in any query. */
static void test_fen_parameters(void **unused)
{
    (void)unused;
    expect("https://www.chess.com/analysis?fen=rnbqkbnr%2Fpppppppp%2F8%2F8%"
           "2F4P3%2F8%2FPPPP1PPP%2FRNBQKBNR%20b%20KQkq%20-%200%201"
           "&tab=analysis",
           AFTER_E4, GAME_PASTE_CHESSCOM);
    expect("https://www.chess.com/analysis?tab=analysis&fen=rnbqkbnr/"
           "pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR+b+KQkq+-+0+1",
           AFTER_E4, GAME_PASTE_CHESSCOM);
    expect("https://example.org/board?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2F4K3"
           "%20w%20-%20-%200%201",
           "4k3/8/8/8/8/8/8/4K3 w - - 0 1", GAME_PASTE_URL);
}

/* A PGN's FEN tag, wherever it stands among the others and the moves. */
static void test_pgn_tag(void **unused)
{
    (void)unused;
    expect("[Event \"Lesson\"]\n[Site \"?\"]\n[SetUp \"1\"]\n"
           "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 "
           "1\"]\n\n1... e5 2. Nf3 *\n",
           AFTER_E4, GAME_PASTE_PGN);
    expect("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]",
           "4k3/8/8/8/8/8/8/4K3 w - - 0 1", GAME_PASTE_PGN);
}

/* A FEN as typed: blanks, tabs and a line end at either end and between
 * the fields become single spaces. */
static void test_fen_with_extra_blanks(void **unused)
{
    (void)unused;
    expect("  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR   b\tKQkq  -  0 "
           "1\n",
           AFTER_E4, GAME_PASTE_TEXT);
    /* Anything else goes on as it is, for the FEN reader to judge. */
    expect("xyz", "xyz", GAME_PASTE_TEXT);
}

static void test_nothing_found(void **unused)
{
    (void)unused;
    refused("   \n", "no FEN found: the text is blank", GAME_PASTE_TEXT);
    refused("https://lichess.org/abcdefgh",
            "no FEN found in the URL: a lichess analysis URL carries one "
            "after /analysis/, others in ?fen=",
            GAME_PASTE_URL);
    refused("[Event \"Casual\"]\n\n1. e4 e5 *",
            "no FEN found in the PGN: it has no [FEN \"...\"] tag",
            GAME_PASTE_PGN);
    refused("https://lichess.org/analysis/____",
            "no FEN found in a lichess URL", GAME_PASTE_LICHESS);
    assert_string_equal(game_paste_source_name(GAME_PASTE_LICHESS),
                        "a lichess URL");
    assert_string_equal(game_paste_source_name(GAME_PASTE_PGN),
                        "a PGN [FEN] tag");
}

/* Longer than any FEN: refused, never written past the buffer. */
static void test_too_long(void **unused)
{
    (void)unused;
    static char text[3 * GAME_FEN_MAX];
    memset(text, 'p', sizeof text - 1);
    text[sizeof text - 1] = '\0';
    refused(text, "the FEN is longer than any board's", GAME_PASTE_TEXT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lichess_urls),
        cmocka_unit_test(test_fen_parameters),
        cmocka_unit_test(test_pgn_tag),
        cmocka_unit_test(test_fen_with_extra_blanks),
        cmocka_unit_test(test_nothing_found),
        cmocka_unit_test(test_too_long),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
