/* The recovery text and file (issue: nothing lost when the terminal goes
 * away). The text round trip is checked against what was built by keys,
 * field by field, and against lines written out by hand; the file against
 * the rules the issue gives: mode 0600, a private folder under
 * $XDG_STATE_HOME/boardex (or ~/.local/state/boardex), no symbolic link
 * followed, never over another file. */
/* mkdtemp, symlink, lstat */
#define _POSIX_C_SOURCE 200809L

#include <sys/stat.h>
#include <unistd.h>

#include "explorer_test.h"

#include "explorer_load.h"
#include "explorer_recovery.h"
#include "explorer_recovery_file.h"
#include "explorer_undo.h"

static int setup(void **state)
{
    return explorer_test_setup(state, 0);
}

static explorer_state *fresh(void)
{
    void *made;
    explorer_test_setup(&made, 0);
    return made;
}

/* Work of every kind: a piece typed as directions (no Betza), a tour
 * grid, a defined letter, and a position that breaks the rules (a second
 * white king: a FEN reader would refuse it, the explorer keeps it). */
static void build_work(explorer_state *explorer)
{
    bx_error err;
    type(explorer, "3");
    assert_int_equal(explorer_load_tour_file(
                         explorer, BOARDEX_DATA_DIR "/knight_5x5_open.txt",
                         &err),
                     BX_OK);
    type(explorer, "d");
    answer(explorer, "(1,3) (3,1)");
    answer(explorer, "(0,2)");
    assert_string_equal(explorer->work.piece_betza, "");
    type(explorer, "2L");
    answer(explorer, "A=BN");
    type(explorer, "f");
    answer(explorer, "4k3/8/8/8/3A4/8/8/4K3 b - - 3 40");
    go_to(explorer, "a1");
    type(explorer, "eK\033"); /* an edit: the clocks start again (0 1) */
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_true(explorer_has_changes(explorer));
}

static void test_round_trip(void **state)
{
    explorer_state *a = *state;
    build_work(a);
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    assert_non_null(text);
    assert_true(explorer_recovery_text(a, text, EXPLORER_RECOVERY_MAX));
    /* Lines written out by hand from what was typed above. */
    assert_non_null(strstr(text, "boardex recovery 1\nmode Position\n"));
    assert_non_null(strstr(text, "\npiece custom\npiece-move "));
    assert_null(strstr(text, "piece-betza"));
    assert_non_null(strstr(text, "\ndefine A BN\n"));
    assert_non_null(strstr(text, "\nposition 8x8 b 0 -1 0 1\n"));
    assert_non_null(strstr(text, "\nrank ....k...\n"));
    assert_non_null(strstr(text, "\nrank ...A....\n"));
    assert_non_null(strstr(text, "\nrank K...K...\n"));
    assert_non_null(strstr(text, "\ntour open\n 3 10 21 16  5\n"));

    explorer_state *b = fresh();
    bx_error err;
    assert_int_equal(explorer_recovery_load(b, text, strlen(text), &err),
                     BX_OK);
    /* Everything built comes back, field by field. */
    assert_int_equal(b->work.mode, MODE_POSITION);
    assert_string_equal(b->work.position.report.fen,
                        a->work.position.report.fen);
    assert_string_equal(b->work.position.report.problem,
                        a->work.position.report.problem);
    assert_memory_equal(b->work.position.pos.cells, a->work.position.pos.cells,
                        sizeof a->work.position.pos.cells);
    assert_int_equal(b->work.position.letter_count, 1);
    assert_int_equal(b->work.position.letters[0].letter, 'A');
    assert_string_equal(b->work.position.letters[0].betza, "BN");
    assert_int_equal(b->work.position.rules, a->work.position.rules);
    assert_int_equal(b->work.piece.count, a->work.piece.count);
    assert_memory_equal(b->work.piece.list, a->work.piece.list,
                        (size_t)a->work.piece.count *
                            sizeof a->work.piece.list[0]);
    assert_string_equal(b->work.piece_name, "custom");
    assert_string_equal(b->work.second_betza, a->work.second_betza);
    assert_true(b->work.tour.loaded);
    assert_int_equal(b->work.tour.grid.board.width, 5);
    assert_memory_equal(b->work.tour.grid.number, a->work.tour.grid.number,
                        25 * sizeof a->work.tour.grid.number[0]);
    assert_int_equal(b->work.cursor.row, a->work.cursor.row);
    assert_int_equal(b->work.cursor.col, a->work.cursor.col);
    /* Restored work is unsaved again, and one undo step. */
    assert_true(explorer_has_changes(b));
    char again[EXPLORER_RECOVERY_MAX];
    assert_true(explorer_recovery_text(b, again, sizeof again));
    assert_string_equal(again, text);
    type(b, "u");
    assert_false(explorer_has_changes(b));
    assert_string_equal(b->work.position.report.fen,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
                        "KQkq - 0 1");
    explorer_free(b);
    free(text);
}

/* A damaged text changes nothing and says why. */
static void test_damaged_texts_change_nothing(void **state)
{
    explorer_state *explorer = *state;
    bx_error err;
    static const struct {
        const char *text, *message;
    } CASES[] = {
        {"hello\n", "not a boardex recovery file"},
        {"boardex recovery 1\nmode Chess\n", "line 2: no such mode"},
        {"boardex recovery 1\npiece-move 0 0 1 0 0\n", "line 2: not a move"},
        {"boardex recovery 1\nposition 2x2 w 0 -1 0 1\nrank ..\n",
         "the position is incomplete"},
        {"boardex recovery 1\nposition 2x2 w 0 -1 0 1\nrank .Z\nrank ..\n",
         "'Z' is no piece here"},
        {"boardex recovery 1\nwhat\n", "line 2: expected FIELD VALUE"},
        /* Past a FEN's six digits (as the FEN readers refuse them). */
        {"boardex recovery 1\nposition 2x2 w 0 -1 1000000 1\n",
         "line 2: not a position's fields"},
        {"boardex recovery 1\nposition 2x2 w 0 -1 0 1000000\n",
         "line 2: not a position's fields"},
        {"boardex recovery 1\ncount 1000000 0\n",
         "line 2: not a count's limit and ply"},
        {"boardex recovery 1\ncount 128 1000000\n",
         "line 2: not a count's limit and ply"},
    };
    char before[EXPLORER_RECOVERY_MAX], after[EXPLORER_RECOVERY_MAX];
    assert_true(explorer_recovery_text(explorer, before, sizeof before));
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        assert_int_equal(explorer_recovery_load(explorer, CASES[i].text,
                                                strlen(CASES[i].text), &err),
                         BX_INVALID);
        assert_string_equal(err.message, CASES[i].message);
        assert_true(explorer_recovery_text(explorer, after, sizeof after));
        assert_string_equal(after, before);
        assert_false(explorer_has_changes(explorer));
    }
}

/* Every clock a FEN can give comes back from the recovery text: the
 * largest, six digits (the FEN readers refuse seven, as the f prompt
 * shows here), and a move number of 0, which a FEN may give. */
static void test_clocks_as_a_fen_gives_them(void **state)
{
    explorer_state *a = *state;
    static const char *const FENS[] = {
        "4k3/8/8/8/8/8/8/4K3 w - - 999999 999999",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 0",
    };
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    assert_non_null(text);
    type(a, "2");
    for (size_t i = 0; i < sizeof FENS / sizeof FENS[0]; i++) {
        type(a, "f");
        answer(a, FENS[i]);
        assert_string_equal(a->work.position.report.fen, FENS[i]);
        assert_true(explorer_recovery_text(a, text, EXPLORER_RECOVERY_MAX));
        explorer_state *b = fresh();
        bx_error err;
        assert_int_equal(explorer_recovery_load(b, text, strlen(text), &err),
                         BX_OK);
        assert_string_equal(b->work.position.report.fen, FENS[i]);
        explorer_free(b);
    }
    type(a, "f");
    answer(a, "4k3/8/8/8/8/8/8/4K3 w - - 1000000 1");
    assert_string_equal(a->work.position.report.fen, FENS[1]);
    explorer_key(a, BX_KEY_ESCAPE);
    free(text);
}

static void test_the_folder(void **unused)
{
    (void)unused;
    char out[EXPLORER_RECOVERY_PATH_MAX];
    bx_error err;
    assert_int_equal(explorer_recovery_folder("/s", "/home/u", out,
                                              sizeof out, &err),
                     BX_OK);
    assert_string_equal(out, "/s/boardex");
    /* Unset, empty or relative: the XDG default under HOME. */
    assert_int_equal(explorer_recovery_folder(NULL, "/home/u", out,
                                              sizeof out, &err),
                     BX_OK);
    assert_string_equal(out, "/home/u/.local/state/boardex");
    assert_int_equal(explorer_recovery_folder("rel", "/home/u", out,
                                              sizeof out, &err),
                     BX_OK);
    assert_string_equal(out, "/home/u/.local/state/boardex");
    assert_int_equal(explorer_recovery_folder("", NULL, out, sizeof out,
                                              &err),
                     BX_INVALID);
    assert_string_equal(err.message, "HOME is not set");
}

static void test_the_file(void **unused)
{
    (void)unused;
    char top[] = "/tmp/boardex-recovery-XXXXXX";
    assert_non_null(mkdtemp(top));
    char folder[512], path[EXPLORER_RECOVERY_PATH_MAX], second[512];
    snprintf(folder, sizeof folder, "%s/state/boardex", top);
    bx_error err;
    char *text = NULL;
    size_t len = 0;
    assert_false(explorer_recovery_find(folder, path, sizeof path, &text,
                                        &len));

    assert_int_equal(explorer_recovery_save(folder, "boardex recovery 1\n",
                                            path, sizeof path, &err),
                     BX_OK);
    struct stat info;
    assert_int_equal(lstat(path, &info), 0);
    assert_true(S_ISREG(info.st_mode));
    assert_int_equal(info.st_mode & 0777, 0600);
    assert_int_equal(lstat(folder, &info), 0);
    assert_int_equal(info.st_mode & 0777, 0700);
    /* A second save never writes over the first. */
    assert_int_equal(explorer_recovery_save(folder, "two\n", second,
                                            sizeof second, &err),
                     BX_OK);
    assert_string_not_equal(second, path);

    char found[EXPLORER_RECOVERY_PATH_MAX];
    assert_true(explorer_recovery_find(folder, found, sizeof found, &text,
                                       &len));
    assert_string_equal(found, path); /* the oldest first */
    assert_string_equal(text, "boardex recovery 1\n");
    assert_int_equal(len, 19);
    free(text);
    unlink(path);
    unlink(second);

    /* A link named like a recovery file is not read. */
    char link[600];
    snprintf(link, sizeof link, "%s/recovery-1.txt", folder);
    assert_int_equal(symlink("/etc/passwd", link), 0);
    assert_false(explorer_recovery_find(folder, found, sizeof found, &text,
                                        &len));
    unlink(link);
    rmdir(folder);

    /* The folder itself a link: nothing is written through it. */
    char elsewhere[600];
    snprintf(elsewhere, sizeof elsewhere, "%s/elsewhere", top);
    assert_int_equal(mkdir(elsewhere, 0700), 0);
    assert_int_equal(symlink(elsewhere, folder), 0);
    assert_int_equal(explorer_recovery_save(folder, "x\n", path, sizeof path,
                                            &err),
                     BX_INVALID);
    assert_int_equal(rmdir(elsewhere), 0); /* still empty */
    unlink(folder);
    snprintf(path, sizeof path, "%s/state", top);
    rmdir(path);
    rmdir(top);
}

/* The start's question: any key but r discards (the file goes), r
 * restores; neither happens silently. */
static void test_the_question(void **state)
{
    explorer_state *a = *state;
    build_work(a);
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    assert_non_null(text);
    assert_true(explorer_recovery_text(a, text, EXPLORER_RECOVERY_MAX));

    explorer_state *b = fresh();
    explorer_recovery_offer(b, "", strdup(text), strlen(text));
    assert_int_equal(b->focus, FOCUS_RESTORE);
    assert_non_null(strstr(b->message, "r restores the work a lost "
                                       "terminal left, any other key "
                                       "discards it"));
    type(b, "x");
    assert_int_equal(b->focus, FOCUS_BOARD);
    assert_string_equal(b->message, "discarded the work a lost terminal left");
    assert_false(explorer_has_changes(b));
    assert_null(b->recovery_text);

    explorer_recovery_offer(b, "", text, strlen(text));
    type(b, "r");
    assert_int_equal(b->focus, FOCUS_BOARD);
    assert_string_equal(b->message,
                        "restored the work a lost terminal left; u undoes it");
    assert_string_equal(b->work.position.report.fen,
                        a->work.position.report.fen);
    assert_true(explorer_has_changes(b));
    explorer_free(b);
}

int main(void)
{
#define TEST(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
    const struct CMUnitTest tests[] = {
        TEST(test_round_trip),
        TEST(test_damaged_texts_change_nothing),
        TEST(test_clocks_as_a_fen_gives_them),
        cmocka_unit_test(test_the_folder),
        cmocka_unit_test(test_the_file),
        TEST(test_the_question),
    };
#undef TEST
    return cmocka_run_group_tests(tests, NULL, NULL);
}
