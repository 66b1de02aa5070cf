/* `w` writes what is on screen: the default name, the format from the
 * extension, the question before writing over a file, and failures that
 * leave everything as it was. Files go to a fresh temporary folder. */
/* mkdtemp, setenv */
#define _POSIX_C_SOURCE 200809L

#include "explorer_test.h"
#include "folder_test.h"

#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tour.h"

static char folder[64];

static int make_folder(void **state)
{
    (void)state;
    return test_make_folder(folder, sizeof folder, "write");
}

static int remove_folder(void **state)
{
    (void)state;
    return test_remove_folder(folder);
}

static int setup(void **state)
{
    int status = explorer_test_setup(state, 0);
    explorer_state *explorer = *state;
    explorer->writes_files = true; /* into the temporary folder only */
    return status;
}

static void path_of(const char *name, char *out, size_t size)
{
    snprintf(out, size, "%s/%s", folder, name);
}

/* Presses w, answers with name in the test folder, and reads the file
 * written there back into text. */
static void write_and_read(explorer_state *explorer, const char *name,
                           char *text, size_t size)
{
    char path[128];
    path_of(name, path, sizeof path);
    type(explorer, "w");
    answer(explorer, path);
    test_read_back(path, text, size);
}

/* Off (as in every other test and the fuzzers), w writes nothing. */
static void test_writing_can_be_off(void **state)
{
    explorer_state *explorer = *state;
    char path[128];
    struct stat info;
    explorer->writes_files = false;
    path_of("off.svg", path, sizeof path);
    type(explorer, "w");
    answer(explorer, path);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message, "writing files is off here");
    assert_int_equal(stat(path, &info), -1);
}

static void test_default_names(void **state)
{
    explorer_state *explorer = *state;
    type(explorer, "w");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_int_equal(explorer->prompt, PROMPT_WRITE);
    assert_string_equal(explorer->line.text, "knight-8x8-moves.svg");
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "vw"); /* the issue's example */
    assert_string_equal(explorer->line.text, "knight-8x8-distance-d4.svg");
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "vw");
    assert_string_equal(explorer->line.text,
                        "knight-vs-bishop-8x8-compare.svg");
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "2w");
    assert_string_equal(explorer->line.text, "position.fen");
}

static void test_distance_as_csv(void **state)
{
    explorer_state *explorer = *state;
    char path[128], text[4096];
    path_of("distance.csv", path, sizeof path);
    /* On 3x3 the cursor (d4 on 8x8) stays at c1. The knight's squares
     * form the ring a1 b3 c1 a2 c3 b1 a3 c2 around b2, so from c1: b3 and
     * a2 are 1, a1 and c3 2, b1 and c2 3, a3 4, b2 never. */
    type(explorer, "S");
    answer(explorer, "3x3");
    type(explorer, "vw");
    assert_string_equal(explorer->line.text, "knight-3x3-distance-c1.svg");
    answer(explorer, path);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    test_read_back(path, text, sizeof text);
    /* The title and the legend the SVG shows, then the table. */
    assert_string_equal(text, "\"knight (N) \xc2\xb7 3\xc3\x97" "3 \xc2\xb7 "
                              "moves needed from c1\"\n"
                              "\"blue: near, red: far; -: never reached\"\n"
                              "\n"
                              "rank,a,b,c\n"
                              "3,4,1,2\n"
                              "2,1,-,3\n"
                              "1,2,3,0\n");
    assert_false(explorer->message_is_error);
    assert_non_null(strstr(explorer->message, "distance lens as CSV"));
}

static void test_compare_as_text_and_svg(void **state)
{
    explorer_state *explorer = *state;
    char text[16384];
    /* Knight minus wazir on 3x3: the knight has 2 on the ring and 0 in the
     * middle, the wazir 2 in corners, 3 on edges, 4 in the middle. */
    type(explorer, "S");
    answer(explorer, "3x3");
    type(explorer, "vvV");
    type(explorer, "w\n"); /* 'w' jumps to the wazir; Enter picks it */
    assert_string_equal(explorer->work.second_name, "wazir");
    write_and_read(explorer, "compare.txt", text, sizeof text);
    assert_string_equal(text, " 0 -1  0\n"
                              "-1 -4 -1\n"
                              " 0 -1  0\n"
                              "strength 16 vs 24: -8\n");
    write_and_read(explorer, "compare.svg", text, sizeof text);
    assert_true(strncmp(text, "<?xml", 5) == 0);
    int squares = 0;
    for (const char *at = text; (at = strstr(at, "class=\"square\"")) != NULL;
         at++)
        squares++;
    assert_int_equal(squares, 9);
    assert_non_null(strstr(text, "knight (N) minus wazir (W)"));
}

static void test_overwrite_asks_first(void **state)
{
    explorer_state *explorer = *state;
    char path[128], text[4096];
    path_of("moves.txt", path, sizeof path);
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs("keep me\n", out);
    fclose(out);

    type(explorer, "w");
    answer(explorer, path);
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_int_equal(explorer->prompt, PROMPT_OVERWRITE);
    /* The question names the file it would write over. */
    char question[EXPLORER_MESSAGE_MAX], want[256];
    explorer_prompt_question(explorer, question, sizeof question);
    snprintf(want, sizeof want, "%s is there; write over it? (y/n)", path);
    assert_string_equal(question, want);
    answer(explorer, "n");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, "keep me\n");

    type(explorer, "w");
    answer(explorer, path);
    answer(explorer, "y");
    test_read_back(path, text, sizeof text);
    /* The knight's heat map, as `boardex heatmap` prints it: its rows from
     * the top are 2 3 4 4 4 4 3 2, 3 4 6 6 6 6 4 3, 4 6 8 8 8 8 6 4. */
    assert_true(strncmp(text, " 2  3  4  4  4  4  3  2\n"
                              " 3  4  6  6  6  6  4  3\n"
                              " 4  6  8  8  8  8  6  4\n",
                        3 * 24) == 0);
}

static void test_bad_names_change_nothing(void **state)
{
    explorer_state *explorer = *state;
    char path[128];
    struct stat info;

    type(explorer, "w");
    path_of("picture.pdf", path, sizeof path);
    answer(explorer, path);
    assert_int_equal(explorer->focus, FOCUS_PROMPT); /* to mend it */
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "the name must end in .svg, .csv, .md or .txt");
    assert_int_equal(stat(path, &info), -1);

    path_of("no-such-folder/moves.svg", path, sizeof path);
    answer(explorer, path);
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_true(explorer->message_is_error);
    assert_non_null(strstr(explorer->message, "cannot write "));
    assert_non_null(strstr(explorer->message, "No such file or directory"));
    assert_int_equal(stat(path, &info), -1);
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(explorer->work.piece_name, "knight");
}

static void test_position_as_fen_and_board_form(void **state)
{
    explorer_state *explorer = *state;
    char text[4096];
    type(explorer, "2");
    write_and_read(explorer, "start.fen", text, sizeof text);
    /* The initial position under the explorer's default fide rules, with
     * every castling right; under seed rules the FEN has none. */
    assert_string_equal(
        text, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    type(explorer, "R");
    write_and_read(explorer, "seed.fen", text, sizeof text);
    assert_string_equal(
        text, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n");
    write_and_read(explorer, "start.txt", text, sizeof text);
    /* The board form: UPPER case is black, row 0 (rank 8) first. */
    assert_string_equal(text, "RNBQKBNR\nPPPPPPPP\n........\n........\n"
                              "........\n........\npppppppp\nrnbqkbnr\n");
}

/* A 10x10 position with a defined piece: the FEN with its runs of 10,
 * the board form's 10 lines, the CSV with each piece's count, and an SVG
 * of 10 x 10 squares. */
static void test_defined_piece_on_10x10(void **state)
{
    explorer_state *explorer = *state;
    static char text[65536]; /* the SVG of 100 squares is some 16 kB */
    type(explorer, "2L");
    answer(explorer, "A=BN");
    type(explorer, "f");
    answer(explorer, "4k5/10/10/10/10/4A5/10/10/10/4K5 w - - 0 1");
    write_and_read(explorer, "ten.fen", text, sizeof text);
    assert_string_equal(text, "4k5/10/10/10/10/4A5/10/10/10/4K5 w - - 0 1\n");
    write_and_read(explorer, "ten.txt", text, sizeof text);
    assert_string_equal(text, "....K.....\n..........\n..........\n"
                              "..........\n..........\n....a.....\n"
                              "..........\n..........\n..........\n"
                              "....k.....\n");
    /* The archbishop on e5: bishop 5 + 4 + 4 + 4 and knight 8 = 25; the
     * kings 5 each (the archbishop covers none of the black king's). */
    write_and_read(explorer, "ten.csv", text, sizeof text);
    assert_non_null(strstr(text, "rank,a,b,c,d,e,f,g,h,i,j\n"));
    /* FEN case, as on screen: upper case white. */
    assert_non_null(strstr(text, "\n10,.,.,.,.,k5,.,.,.,.,.\n"));
    assert_non_null(strstr(text, "\n5,.,.,.,.,A25,.,.,.,.,.\n"));
    assert_non_null(strstr(text, "\n1,.,.,.,.,K5,.,.,.,.,.\n"));
    write_and_read(explorer, "ten.svg", text, sizeof text);
    assert_false(explorer->message_is_error);
    assert_non_null(strstr(text, "position 4k5/10/10/10/10/4A5/10/10/10/4K5"));
    assert_non_null(strstr(text, ">25</text>"));
    assert_non_null(strstr(text, ">j</text>")); /* the tenth file */
}

static void test_tour_as_the_grid_tour_reads(void **state)
{
    explorer_state *explorer = *state;
    char path[128], text[4096];
    piece_spec knight;
    tour_grid grid;
    tour_report report;

    type(explorer, "3w");
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "no tour to write: o opens one, g finds one");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    type(explorer, "shhh"); /* 5x5, and the cursor from d1 to a1 */
    type(explorer, "g");
    assert_true(explorer->work.tour.loaded);
    type(explorer, "w");
    assert_string_equal(explorer->line.text, "knight-5x5-tour.txt");
    path_of("tour.txt", path, sizeof path);
    answer(explorer, path);
    test_read_back(path, text, sizeof text);
    /* What was written reads back as a knight's tour of 5x5. */
    assert_int_equal(tour_grid_parse(text, strlen(text), &grid, NULL),
                     BX_OK);
    assert_int_equal(grid.board.width, 5);
    piece_from_name("knight", &knight, NULL);
    assert_int_equal(tour_check(&grid, &knight, &report, NULL), BX_OK);
    assert_int_not_equal(report.kind, TOUR_NONE);
}

/* The quit question counts changes since the last write (issue 10). */
static void test_q_asks_only_about_changes_since_the_write(void **state)
{
    explorer_state *explorer = *state;
    char path[128];
    /* The SVG's title names the piece and the size. */
    path_of("after-size.svg", path, sizeof path);
    type(explorer, "s"); /* 5x5: a change */
    type(explorer, "w");
    answer(explorer, path);
    assert_non_null(strstr(explorer->message, "wrote "));
    type(explorer, "q");
    assert_true(explorer->quit); /* nothing to lose */
    explorer->quit = false;
    type(explorer, "s"); /* 6x6 */
    type(explorer, "q");
    assert_false(explorer->quit);
    assert_string_equal(explorer->message, "quit and lose the changes? y/n");
    type(explorer, "n");
    type(explorer, "u"); /* back to the work as written */
    type(explorer, "q");
    assert_true(explorer->quit);
}

/* Whether q quits at once (nothing would be lost); puts the explorer
 * back on the board either way. */
static bool q_quits(explorer_state *explorer)
{
    type(explorer, "q");
    bool quits = explorer->quit;
    explorer->quit = false;
    if (!quits) {
        assert_string_equal(explorer->message,
                            "quit and lose the changes? y/n");
        type(explorer, "n");
    }
    return quits;
}

/* A write saves what it holds and nothing else (issue 23 item 8): a lens
 * written after the position was changed leaves the position unsaved. */
static void test_q_asks_after_an_unrelated_write(void **state)
{
    explorer_state *explorer = *state;
    char text[4096];
    type(explorer, "2C"); /* Position mode: the board cleared */
    type(explorer, "1");  /* back to the knight's lens */
    write_and_read(explorer, "lens.svg", text, sizeof text);
    assert_non_null(strstr(explorer->message, "wrote "));
    assert_false(q_quits(explorer)); /* the position would be lost */
    type(explorer, "2");
    write_and_read(explorer, "empty.fen", text, sizeof text);
    assert_string_equal(text, "8/8/8/8/8/8/8/8 w - - 0 1\n");
    assert_true(q_quits(explorer)); /* the position is in the file */
}

/* And the other way: the position written does not save a new piece. */
static void test_a_position_write_does_not_save_the_piece(void **state)
{
    explorer_state *explorer = *state;
    char text[4096];
    type(explorer, "b");
    answer(explorer, "WfF"); /* a gold general: a change of the piece */
    type(explorer, "2");
    write_and_read(explorer, "before-gold.fen", text, sizeof text);
    assert_false(q_quits(explorer));
    type(explorer, "1"); /* a text grid is numbers alone */
    write_and_read(explorer, "gold.txt", text, sizeof text);
    assert_null(strstr(text, "WfF"));
    assert_false(q_quits(explorer));
    /* The Markdown opens with the SVG's title, which names the piece,
     * "... (WfF) · 8×8 · moves". */
    write_and_read(explorer, "gold.md", text, sizeof text);
    assert_non_null(strstr(text, "WfF) · 8×8"));
    assert_true(q_quits(explorer));
}

/* A defined letter is not in a FEN, nor the side to move in the board
 * form: only the SVG, whose title has the FEN, the rules and "A = BN",
 * saves them all. */
static void test_a_position_is_saved_where_its_fen_and_letters_are(
    void **state)
{
    explorer_state *explorer = *state;
    static char text[65536]; /* the SVG's legend comes last */
    type(explorer, "2L");
    answer(explorer, "A=BN"); /* a defined piece: a change of the rules */
    write_and_read(explorer, "defined.fen", text, sizeof text);
    assert_null(strstr(text, "="));
    assert_false(q_quits(explorer));
    write_and_read(explorer, "defined.txt", text, sizeof text);
    assert_false(q_quits(explorer));
    write_and_read(explorer, "defined.svg", text, sizeof text);
    assert_non_null(strstr(text, "A = BN"));
    assert_true(q_quits(explorer));
    /* A change of the position alone: the board form does not save it. */
    type(explorer, "C");
    write_and_read(explorer, "cleared.txt", text, sizeof text);
    assert_false(q_quits(explorer));
    write_and_read(explorer, "cleared.fen", text, sizeof text);
    assert_true(q_quits(explorer));
}

/* "~/" in a written name is the home directory, as o reads it. */
static void test_a_name_in_the_home_directory(void **state)
{
    explorer_state *explorer = *state;
    char path[128], text[4096];
    const char *home = getenv("HOME");
    char *saved_home = home != NULL ? strdup(home) : NULL;
    setenv("HOME", folder, 1);
    type(explorer, "2w");
    answer(explorer, "~/home.fen");
    if (saved_home != NULL)
        setenv("HOME", saved_home, 1);
    else
        unsetenv("HOME");
    free(saved_home);
    path_of("home.fen", path, sizeof path);
    test_read_back(path, text, sizeof text);
    assert_string_equal(
        text, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    assert_string_equal(explorer->message, "wrote ~/home.fen: the position as FEN");
}

/* A full disk (a file size limit, with SIGXFSZ ignored as the shell's
 * `ulimit -f` test does): the write says why, the old file stays whole,
 * no temporary file is left, and q still asks. */
static void test_a_full_disk_keeps_the_old_file(void **state)
{
    explorer_state *explorer = *state;
    char path[128], text[4096], want[256];
    struct rlimit limit, small;
    path_of("full.svg", path, sizeof path);
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs("keep me\n", out);
    fclose(out);
    int names = test_names_in(folder);
    type(explorer, "s"); /* 5x5: a change to save */
    type(explorer, "w");
    answer(explorer, path);
    assert_int_equal(explorer->prompt, PROMPT_OVERWRITE);
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &limit), 0);
    small = limit;
    small.rlim_cur = 512; /* the SVG is several KiB */
    void (*before)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    answer(explorer, "y");
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &limit), 0);
    signal(SIGXFSZ, before);
    snprintf(want, sizeof want, "cannot write %s: File too large", path);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message, want);
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, "keep me\n");
    assert_int_equal(test_names_in(folder), names);
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_false(q_quits(explorer));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(
            test_q_asks_only_about_changes_since_the_write, setup, teardown),
        cmocka_unit_test_setup_teardown(test_q_asks_after_an_unrelated_write,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_position_write_does_not_save_the_piece, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_position_is_saved_where_its_fen_and_letters_are, setup,
            teardown),
        cmocka_unit_test_setup_teardown(test_a_name_in_the_home_directory,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_full_disk_keeps_the_old_file,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_writing_can_be_off, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_default_names, setup, teardown),
        cmocka_unit_test_setup_teardown(test_distance_as_csv, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_compare_as_text_and_svg, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_overwrite_asks_first, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_bad_names_change_nothing, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_position_as_fen_and_board_form,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_defined_piece_on_10x10, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_tour_as_the_grid_tour_reads,
                                        setup, teardown),
    };
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
