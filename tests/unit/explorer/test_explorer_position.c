/* Position mode driven by keys: placing pieces like a FEN row, the
 * initial position's 20 and 20, FEN and file prompts, illegal positions. */
#define _POSIX_C_SOURCE 200809L /* mkstemp, mkdtemp */

#include "explorer_test.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "explorer_file.h"
#include "explorer_input.h"

static int setup(void **state)
{
    return explorer_test_setup(state, '2');
}

static void test_initial_position_counts_20_and_20(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    assert_true(ep->report.legal);
    assert_int_equal(ep->report.count[CHESS_WHITE], 20);
    assert_int_equal(ep->report.count[CHESS_BLACK], 20);
    /* fide rules by default: the initial position has every right. */
    assert_int_equal(ep->rules, CHESS_RULES_FIDE);
    assert_string_equal(
        ep->report.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /* d4 is empty; e2's pawn may go to e3 and e4. */
    assert_int_equal(square_set_count(&explorer->reach), 0);
    type(explorer, "jjl");
    assert_int_equal(explorer->work.cursor.row, 6);
    assert_int_equal(explorer->work.cursor.col, 4);
    assert_int_equal(square_set_count(&explorer->reach), 2);
    assert_true(square_set_has(&explorer->reach, E3));
    assert_true(square_set_has(&explorer->reach, E4));
    /* Knights have 2 moves each, the rooks none. */
    assert_int_equal(ep->report.moves[B1], 2);
    assert_int_equal(ep->report.moves[A1], 0);
}

static void test_place_kings_like_a_fen_row(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "C");
    assert_int_equal(explorer->work.position.report.count[CHESS_WHITE], 0);
    go_to(explorer, "a8");
    type(explorer, "e");
    assert_int_equal(explorer->focus, FOCUS_PLACING);
    type(explorer, "4k3"); /* q, k, hjkl are pieces now, not commands */
    assert_false(explorer->quit);
    /* After file h the cursor goes on to a7, as a FEN reads. */
    assert_int_equal(explorer->work.cursor.row, 1);
    assert_int_equal(explorer->work.cursor.col, 0);
    type(explorer, "h"); /* not a piece: said, nothing placed */
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "h is not a piece: KQRBNP white, kqrbnp black, x "
                        "empties, Esc stops placing");
    go_to(explorer, "e1");
    type(explorer, "K");
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    const explorer_position *ep = &explorer->work.position;
    assert_string_equal(ep->report.fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_int_equal(ep->report.count[CHESS_WHITE], 5);
    assert_int_equal(ep->report.count[CHESS_BLACK], 5);
}

static void test_illegal_position_stays_editable(void **state)
{
    explorer_state *explorer = *state;
    go_to(explorer, "d4");
    type(explorer, "eK");
    const explorer_position *ep = &explorer->work.position;
    assert_false(ep->report.legal);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message, ep->report.problem);
    assert_true(strlen(ep->report.problem) > 0);
    assert_int_equal(square_set_count(&explorer->reach), 0);
    /* Backspace takes the second king back. */
    explorer_key(explorer, BX_KEY_BACKSPACE);
    assert_true(ep->report.legal);
    assert_int_equal(ep->report.count[CHESS_WHITE], 20);
    /* x and Space empty the square under the cursor. */
    go_to(explorer, "e2");
    type(explorer, "x");
    assert_int_equal(explorer_position_letter(ep, E2), POSITION_EMPTY);
    /* Without the e2 pawn: 7 pawns x 2 + knights 5 (g1-e2 too) + king
     * e2 1 + queen e2..h5 4 + bishop e2..a6 5 = 29. */
    assert_int_equal(ep->report.count[CHESS_WHITE], 29);
}

static void test_fen_prompt(void **state)
{
    explorer_state *explorer = *state;
    /* The problem's example has white to move with black in check, which
     * only the seed rules allow. */
    type(explorer, "R");
    assert_int_equal(explorer->work.position.rules, CHESS_RULES_SEED);
    type(explorer, "f");
    assert_int_equal(explorer->prompt, PROMPT_FEN);
    answer(explorer, "1k2r3/8/8/4Q3/8/8/4K3/8 w - - 0 1");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    /* The problem text's first example: {5, -1}. */
    assert_int_equal(explorer->work.position.report.count[CHESS_BLACK], 5);
    assert_int_equal(explorer->work.position.report.count[CHESS_WHITE], -1);
    assert_true(explorer->work.position.report.in_check[CHESS_BLACK]);
    type(explorer, "f");
    answer(explorer, "8/8/8/8/8/8/8/9");
    assert_int_equal(explorer->prompt, PROMPT_FEN);
    assert_true(explorer->message_is_error);
    assert_int_equal(explorer->work.position.report.count[CHESS_BLACK], 5);
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
}

/* R switches the rules; fide counts castling, en passant and promotions,
 * and placing pieces keeps a right only while its king and rook stay. */
static void test_rules_switch(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "f");
    answer(explorer, "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_true(ep->report.legal);
    /* White: Ke1 d1 d2 e2 f2 f1 and two castlings = 7; Ra1 b1 c1 d1 and
     * a2..a8 = 10, Rh1 g1 f1 and h2..h8 = 9; e5e6 and e5d6 e.p. = 2:
     * 28. Black, as if its turn: king 5 + 2 castlings, rooks 10 + 9,
     * d5d4 = 27. */
    assert_int_equal(ep->report.count[CHESS_WHITE], 28);
    assert_int_equal(ep->report.count[CHESS_BLACK], 27);
    assert_int_equal(ep->report.moves[E1], 7);
    assert_int_equal(ep->report.moves[E5], 2);
    go_to(explorer, "e1");
    assert_true(square_set_has(&explorer->reach, G1));
    assert_true(square_set_has(&explorer->reach, C1));
    /* Seed: no castling, no e.p.: 5 + 10 + 9 + 1 = 25 and 5 + 19 + 1. */
    type(explorer, "R");
    assert_int_equal(ep->rules, CHESS_RULES_SEED);
    assert_int_equal(ep->report.count[CHESS_WHITE], 25);
    assert_int_equal(ep->report.count[CHESS_BLACK], 25);
    assert_string_equal(ep->report.fen,
                        "r3k2r/8/8/3pP3/8/8/8/R3K2R w - - 0 1");
    type(explorer, "R");
    assert_string_equal(ep->report.fen,
                        "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    /* Taking the h1 rook away ends K, and only K; the e.p. square stays
     * while the d5 pawn does. */
    go_to(explorer, "h1");
    type(explorer, "ex");
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_string_equal(ep->report.fen, "r3k2r/8/8/3pP3/8/8/8/R3K3 w Qkq d6 0 1");
    go_to(explorer, "d5");
    type(explorer, "ex");
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_string_equal(ep->report.fen, "r3k2r/8/8/4P3/8/8/8/R3K3 w Qkq - 0 1");
    /* A FEN fide cannot play is refused, naming the field. */
    type(explorer, "f");
    answer(explorer, "4k3/8/8/8/8/8/8/4K3 w K -");
    assert_non_null(strstr(explorer->message, "castling right K: no white "
                                             "rook on h1"));
}

static void test_attack_view(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "a");
    assert_true(explorer->show_attacks);
    /* e3 is attacked by the d2 and f2 pawns; f3 by e2, g2 and the g1
     * knight. */
    assert_int_equal(explorer->work.position.report.attackers[CHESS_WHITE][E3],
                     2);
    assert_int_equal(explorer->work.position.report.attackers[CHESS_WHITE][F3],
                     3);
    assert_int_equal(explorer->work.position.report.attackers[CHESS_BLACK][E3],
                     0);
    type(explorer, "a");
    assert_false(explorer->show_attacks);
}

static void test_open_board_file(void **state)
{
    explorer_state *explorer = *state;
    char path[] = "explorer-position-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    /* The problem's board form: upper case is black. */
    const char *board = ".K..R...\n........\n........\n....q...\n"
                        "........\n........\n....k...\n........\n";
    assert_int_equal(write(fd, board, strlen(board)), (ssize_t)strlen(board));
    close(fd);
    type(explorer, "o");
    assert_int_equal(explorer->prompt, PROMPT_POSITION_FILE);
    type(explorer, path);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.position.report.fen,
                        "1k2r3/8/8/4Q3/8/8/4K3/8 w - - 0 1");
    /* A FEN file, its line ending in CR LF. */
    fd = open(path, O_WRONLY | O_TRUNC);
    assert_true(fd >= 0);
    const char *fen = "4k3/8/8/8/8/8/8/4K3 b - - 0 1\r\n";
    assert_int_equal(write(fd, fen, strlen(fen)), (ssize_t)strlen(fen));
    close(fd);
    type(explorer, "o");
    type(explorer, path);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.position.report.fen,
                        "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    type(explorer, "o");
    type(explorer, "no-such-file");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->prompt, PROMPT_POSITION_FILE);
    assert_string_equal(explorer->message,
                        "no-such-file: No such file or directory");
    unlink(path);
    /* A FIFO with no writer, and a device (as /dev/stdin is a terminal
     * while the explorer runs): refused at once, never read. */
    char fifo[] = "explorer-fifo-XXXXXX";
    assert_non_null(mkdtemp(fifo));
    char fifo_path[64];
    snprintf(fifo_path, sizeof fifo_path, "%s/f", fifo);
    assert_int_equal(mkfifo(fifo_path, 0600), 0);
    /* The prompt stays open after a failed load: empty its line. */
    explorer_key(explorer, BX_KEY_CTRL_U);
    type(explorer, fifo_path);
    explorer_key(explorer, BX_KEY_ENTER);
    char want[96];
    snprintf(want, sizeof want, "%s: not a regular file", fifo_path);
    assert_string_equal(explorer->message, want);
    answer(explorer, "/dev/null");
    assert_string_equal(explorer->message, "/dev/null: not a regular file");
    /* The issue's example: /dev/stdin, here made a device for sure (in
     * the explorer it is the terminal, whose keys it once read as the
     * file). */
    assert_non_null(freopen("/dev/null", "r", stdin));
    answer(explorer, "/dev/stdin");
    assert_string_equal(explorer->message, "/dev/stdin: not a regular file");
    unlink(fifo_path);
    rmdir(fifo);
}

static void test_path_completion(void **unused)
{
    (void)unused;
    char dir[] = "explorer-complete-XXXXXX";
    char path[512];
    char matches[128];
    assert_non_null(mkdtemp(dir));
    const char *names[] = {"alpha.fen", "alpine.txt", "beta"};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        FILE *file = fopen(path, "w");
        assert_non_null(file);
        fclose(file);
    }
    snprintf(path, sizeof path, "%s/al", dir);
    assert_int_equal(explorer_complete_path(path, sizeof path, matches,
                                            sizeof matches),
                     2);
    char want[512];
    snprintf(want, sizeof want, "%s/alp", dir);
    assert_string_equal(path, want);
    assert_string_equal(matches, "alpha.fen alpine.txt"); /* sorted */
    /* Too many for the space: as many as fit, and how many there are. */
    char narrow[24];
    snprintf(path, sizeof path, "%s/", dir);
    assert_int_equal(explorer_complete_path(path, sizeof path, narrow,
                                            sizeof narrow),
                     3);
    assert_string_equal(narrow, " ... (3 matches)");
    char roomy[40];
    snprintf(path, sizeof path, "%s/", dir);
    explorer_complete_path(path, sizeof path, roomy, sizeof roomy);
    assert_string_equal(roomy, "alpha.fen alpine.txt beta");
    snprintf(path, sizeof path, "%s/b", dir);
    assert_int_equal(explorer_complete_path(path, sizeof path, matches,
                                            sizeof matches),
                     1);
    snprintf(want, sizeof want, "%s/beta", dir);
    assert_string_equal(path, want);
    /* "~/" is the home directory, and stays "~/" in the line. */
    char cwd[256];
    assert_non_null(getcwd(cwd, sizeof cwd));
    char home[400];
    snprintf(home, sizeof home, "%s/%s", cwd, dir);
    setenv("HOME", home, 1);
    snprintf(path, sizeof path, "~/al");
    assert_int_equal(explorer_complete_path(path, sizeof path, matches,
                                            sizeof matches),
                     2);
    assert_string_equal(path, "~/alp");
    char *text;
    size_t len;
    assert_int_equal(explorer_read_file("~/beta", &text, &len, NULL), BX_OK);
    assert_int_equal((int)len, 0);
    free(text);
    /* "~" alone is the home directory too. */
    snprintf(path, sizeof path, "~");
    assert_int_equal(explorer_complete_path(path, sizeof path, matches,
                                            sizeof matches),
                     3);
    assert_string_equal(matches, "alpha.fen alpine.txt beta");
    snprintf(path, sizeof path, "%.30s", dir); /* a lone directory */
    path[strlen(dir) - 2] = '\0';
    assert_int_equal(explorer_complete_path(path, sizeof path, matches,
                                            sizeof matches) >= 1, 1);
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        unlink(path);
    }
    rmdir(dir);
}

/* A HOME of n slashes: the root directory, spelled as long as wanted. */
static void set_long_home(size_t n)
{
    char *home = malloc(n + 1);
    assert_non_null(home);
    memset(home, '/', n);
    home[n] = '\0';
    setenv("HOME", home, 1);
    free(home);
}

/* "~/" with a HOME of any length: at the limit of a path (4095 bytes and
 * the terminator) it works, one byte past it is refused, and nothing
 * overflows (a 4100-byte HOME once overran a stack buffer on Tab). */
static void test_long_home(void **unused)
{
    (void)unused;
    char *text;
    size_t len;
    bx_error err;
    char *saved = getenv("HOME") ? strdup(getenv("HOME")) : NULL;

    /* "~/x": HOME, "/" and "x" are 4093 + 2 = 4095 bytes, the most. */
    set_long_home(EXPLORER_PATH_MAX - 3);
    assert_int_equal(explorer_read_file("~/x", &text, &len, &err),
                     BX_INVALID);
    assert_string_equal(err.message, "~/x: No such file or directory");
    set_long_home(EXPLORER_PATH_MAX - 2);
    assert_int_equal(explorer_read_file("~/x", &text, &len, &err),
                     BX_INVALID);
    assert_string_equal(err.message, "~/x: File name too long");

    /* Tab: "~/tm" completes to "~/tmp/" (the root's tmp) while HOME, "/"
     * and "tmp/" fit in 4095 bytes; one byte more and the line stays. */
    char path[LINE_EDIT_MAX];
    char matches[128];
    set_long_home(EXPLORER_PATH_MAX - 6);
    snprintf(path, sizeof path, "~/tm");
    assert_int_equal(explorer_complete_path(path, sizeof path, matches,
                                            sizeof matches),
                     1);
    assert_string_equal(path, "~/tmp/");
    set_long_home(EXPLORER_PATH_MAX - 5);
    snprintf(path, sizeof path, "~/tm");
    assert_int_equal(explorer_complete_path(path, sizeof path, matches,
                                            sizeof matches),
                     0);
    assert_string_equal(path, "~/tm");
    /* The issue's 4,100 bytes, and far more. */
    set_long_home(4100);
    assert_int_equal(explorer_complete_path(path, sizeof path, matches,
                                            sizeof matches),
                     0);
    assert_string_equal(path, "~/tm");
    set_long_home(100000);
    assert_int_equal(explorer_read_file("~/x", &text, &len, &err),
                     BX_INVALID);
    assert_string_equal(err.message, "~/x: File name too long");

    if (saved != NULL)
        setenv("HOME", saved, 1);
    free(saved);
}

/* Sets a FEN through the f prompt (its old value is selected: replaced). */
static void set_fen(explorer_state *explorer, const char *fen)
{
    type(explorer, "f");
    type(explorer, fen);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
}

/* Black Kh8, white Qg7 guarded by Kg6: black is in check with no move. */
static void test_checkmate_and_stalemate_per_side(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    set_fen(explorer, "7k/6Q1/6K1/8/8/8/8/8 b");
    assert_string_equal(explorer_position_side_state(ep, CHESS_BLACK),
                        "checkmate");
    assert_string_equal(explorer_position_side_state(ep, CHESS_WHITE), "");
    /* Qg6 instead: g8, g7 and h7 are covered, h8 is not attacked. */
    set_fen(explorer, "7k/8/6Q1/8/8/8/8/K7 b");
    assert_string_equal(explorer_position_side_state(ep, CHESS_BLACK),
                        "stalemate");
    assert_int_equal(ep->report.count[CHESS_BLACK], 0);
    /* Re1 against Ke8, black to move: check, four ways out (d8 f8 d7 f7;
     * e7 is on the file). */
    set_fen(explorer, "4k3/8/8/8/8/8/8/4RK2 b");
    assert_string_equal(explorer_position_side_state(ep, CHESS_BLACK),
                        "check");
    assert_int_equal(ep->report.count[CHESS_BLACK], 4);
}

/* White already attacks the black king: white's count is -1 and its
 * pieces' counts are not counted as if legal (the rook would show 13,
 * taking the king among them). */
static void test_a_side_at_minus_one_has_no_piece_counts(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    /* Only the seed (ChessMoves) rules allow the side not to move in
     * check; fide refuses the position. R switches to them. */
    type(explorer, "R");
    assert_int_equal(ep->rules, CHESS_RULES_SEED);
    set_fen(explorer, "4k3/8/8/8/8/8/8/4RK2 w");
    assert_int_equal(ep->report.count[CHESS_WHITE], -1);
    assert_false(ep->report.counted[CHESS_WHITE]);
    assert_int_equal(ep->report.moves[60], 0); /* e1: the rook */
    assert_true(ep->report.counted[CHESS_BLACK]);
    assert_int_equal(ep->report.moves[4], 4); /* e8: the king */
}

static void test_x_swaps_colours_and_u_swaps_back(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "X");
    const explorer_position *ep = &explorer->work.position;
    assert_int_equal(explorer_position_letter(ep, 8), 'P');  /* a7 */
    assert_int_equal(explorer_position_letter(ep, 60), 'k'); /* e1 */
    /* Castling rights do not survive the swap (the kings changed sides). */
    assert_string_equal(ep->report.fen,
                        "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w - - 0 1");
    type(explorer, "u");
    assert_string_equal(
        ep->report.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

/* The board form has UPPER case for black; one written the FEN way round
 * (UPPER-case pawns on rank 2) loads as the format says, with a hint. */
static void test_board_form_written_the_other_way_hints_at_x(void **state)
{
    explorer_state *explorer = *state;
    const char *text = "rnbqkbnr\npppppppp\n........\n........\n"
                       "........\n........\nPPPPPPPP\nRNBQKBNR\n";
    explorer_paste(explorer, text, strlen(text));
    assert_non_null(strstr(explorer->message, "X swaps them"));
    /* As the format says: the UPPER-case pawns on rank 2 are black. */
    assert_int_equal(explorer_position_letter(&explorer->work.position, 48),
                     'p');
    /* The same pieces the board form's own way round: no hint. */
    const char *right = "RNBQKBNR\nPPPPPPPP\n........\n........\n"
                        "........\n........\npppppppp\nrnbqkbnr\n";
    explorer_paste(explorer, right, strlen(right));
    assert_string_equal(explorer->message, "pasted a position: u undoes it");
}

/* p B: the placement lens of a white bishop on the initial position.
 * Only ranks 3 to 6 are empty (32 squares). By hand, rank 6 (pawns on
 * rank 7 are captures, rank 2 blocks): a6 b7x, b5 c4 d3 = 4; b6 a7x c7x
 * a5 c5 d4 e3 = 6; c6 b7x d7x b5 a4 d5 e4 f3 = 7; d6 c7x e7x c5 b4 a3 e5
 * f4 g3 = 8; e6, f6, g6, h6 mirror d6, c6, b6, a6. Rank 5: 4 6 8 8 8 8 6 4;
 * rank 4: 4 6 7 8 8 7 6 4; rank 3: 4 5 6 7 7 6 5 4. Sum 50 + 52 + 50 +
 * 44 = 196. No square gives check: the black king is behind its pawns. */
static void test_placement_lens(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "p");
    assert_int_equal(explorer->prompt, PROMPT_PLACEMENT);
    explorer_key(explorer, BX_KEY_CTRL_U);
    answer(explorer, "B");
    assert_true(explorer->placement_shown);
    const game_placement_map *map = &explorer->placement;
    static const int RANK_6[8] = {4, 6, 7, 8, 8, 7, 6, 4};
    static const int RANK_3[8] = {4, 5, 6, 7, 7, 6, 5, 4};
    for (int col = 0; col < 8; col++) {
        assert_int_equal(map->moves[2 * 8 + col], RANK_6[col]);
        assert_int_equal(map->moves[5 * 8 + col], RANK_3[col]);
    }
    assert_int_equal(map->counted, 32);
    assert_int_equal(map->sum, 196);
    assert_int_equal(map->state[E1], GAME_PLACE_NO);
    /* A move changes the position, and the map follows. Before 1. e4 a
     * bishop on d3 has c4 b5 a6 and e4 f5 g6 h7x: 7; after it, e4 is its
     * own pawn and e2 is free: c4 b5 a6 e2, 4. e2 and e3 must stay empty
     * for the en-passant square e3: not placeable. */
    assert_int_equal(map->moves[5 * 8 + 3], 7);
    go_to(explorer, "e2");
    explorer_key(explorer, BX_KEY_ENTER);
    go_to(explorer, "e4");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(map->moves[5 * 8 + 3], 4);
    assert_int_equal(map->state[E2], GAME_PLACE_NO);
    assert_int_equal(map->state[E3], GAME_PLACE_NO);
    type(explorer, "p");
    explorer_key(explorer, BX_KEY_CTRL_U);
    answer(explorer, "");
    assert_false(explorer->placement_shown);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_long_home),
        cmocka_unit_test_setup_teardown(test_placement_lens, setup, teardown),
        cmocka_unit_test_setup_teardown(test_initial_position_counts_20_and_20,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_place_kings_like_a_fen_row,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_illegal_position_stays_editable,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_fen_prompt, setup, teardown),
        cmocka_unit_test_setup_teardown(test_rules_switch, setup, teardown),
        cmocka_unit_test_setup_teardown(test_attack_view, setup, teardown),
        cmocka_unit_test_setup_teardown(test_open_board_file, setup,
                                        teardown),
        cmocka_unit_test(test_path_completion),
        cmocka_unit_test(test_long_home),
        cmocka_unit_test_setup_teardown(test_placement_lens, setup, teardown),
        cmocka_unit_test_setup_teardown(test_checkmate_and_stalemate_per_side,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_side_at_minus_one_has_no_piece_counts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_x_swaps_colours_and_u_swaps_back,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_board_form_written_the_other_way_hints_at_x, setup,
            teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
