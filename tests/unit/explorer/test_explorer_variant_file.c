/* A variant from a variants.ini in Position mode (explore --variant-file):
 * the explorer keeps its own copy, starts on its start position, V lists
 * it first and picks it back after another variant, a [Variant] tag and
 * the recovery text name it, and an explorer without it refuses the name.
 *
 * The section is tests/data/lesson_6x6.ini's: chess on 6x6 with an archer
 * A=WN where the bishop was. Its counts, by hand: each side has six pawn
 * steps, the knight's two leaps (a3 c3 for white) and the archer's two
 * knight leaps (b3 d3), its wazir steps and other leaps landing on its
 * own pieces: 10 a side. */
#include "explorer_test.h"

#include "explorer_menu.h"
#include "explorer_recovery.h"
#include "explorer_undo.h"
#include "game_variant.h"
#include "game_variant_file.h"

static const char LESSON[] =
    "[lesson6]\n"
    "maxFile = f\nmaxRank = 6\n"
    "pawn = p\nknight = n\nrook = r\nqueen = q\nking = k\n"
    "customPiece1 = a:WN\n"
    "startFen = rnakqr/pppppp/6/6/PPPPPP/RNAKQR w - - 0 1\n"
    "doubleStep = false\ncastling = false\n"
    "promotionRank = 6\npromotionPieceTypes = qrna\n";
static const char LESSON_START[] = "rnakqr/pppppp/6/6/PPPPPP/RNAKQR w - - 0 1";

static void test_it_starts_on_its_start(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    assert_ptr_equal(ep->variant, &explorer->file_variants[0]);
    assert_string_equal(ep->variant->name, "lesson6");
    assert_string_equal(ep->report.fen, LESSON_START);
    assert_int_equal(ep->report.count[CHESS_WHITE], 10);
    assert_int_equal(ep->report.count[CHESS_BLACK], 10);
    assert_false(explorer_has_changes(explorer));
    /* The archer moves as the file says: c1 to b3. */
    type(explorer, "m");
    answer(explorer, "Ab3");
    assert_string_equal(ep->report.fen,
                        "rnakqr/pppppp/6/1A4/PPPPPP/RN1KQR b - - 1 1");
}

static void test_v_lists_it_first_and_picks_it_back(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "V");
    assert_int_equal(explorer_menu_count(explorer), game_variant_count() + 1);
    assert_string_equal(explorer_menu_name(explorer, 0), "lesson6");
    assert_string_equal(explorer_menu_name(explorer, 1),
                        game_variant_at(0)->name);
    assert_int_equal(explorer->menu_index, 0); /* on the one played */
    type(explorer, "cc"); /* chess, then capablanca */
    explorer_key(explorer, BX_KEY_ENTER);
    assert_string_equal(ep->variant->name, "capablanca");
    type(explorer, "V");
    assert_string_equal(explorer_menu_name(explorer, explorer->menu_index),
                        "capablanca");
    explorer_menu_click(explorer, 0);
    assert_ptr_equal(ep->variant, &explorer->file_variants[0]);
    assert_string_equal(ep->report.fen, LESSON_START);
    type(explorer, "u");
    assert_string_equal(ep->variant->name, "capablanca");
    /* R leaves it; V still offers it. */
    type(explorer, "R");
    assert_null(ep->variant);
    type(explorer, "V");
    assert_string_equal(explorer_menu_name(explorer, 0), "lesson6");
}

/* A .fen written under it says [Variant "lesson6"]; read back (any
 * case, as lichess writes names capitalised) it is the file's again. An
 * explorer without the file refuses the name, as it refuses any other
 * name it does not know. */
static void test_a_tag_names_it(void **state)
{
    explorer_state *explorer = *state;
    explorer_position pasted = explorer->work.position;
    game_paste_source source;
    bx_error err;
    static const char TAGGED[] = "[Variant \"Lesson6\"]\n[FEN \"k5/6/6/6/6/"
                                 "A4K w - - 0 1\"]\n";
    type(explorer, "R"); /* away from it first */
    pasted = explorer->work.position;
    assert_int_equal(explorer_position_from_pasted(&pasted, TAGGED,
                                                   sizeof TAGGED - 1,
                                                   &source, &err),
                     BX_OK);
    assert_ptr_equal(pasted.variant, &explorer->file_variants[0]);
    /* The archer on a1: b1 and a2 as a wazir, b3 and c2 as a knight; the
     * king on f1: e1, e2, f2. */
    assert_int_equal(pasted.report.count[CHESS_WHITE], 7);

    void *made;
    explorer_test_setup(&made, '2');
    explorer_state *plain = made;
    pasted = plain->work.position;
    assert_int_equal(explorer_position_from_pasted(&pasted, TAGGED,
                                                   sizeof TAGGED - 1,
                                                   &source, &err),
                     BX_INVALID);
    assert_string_equal(err.message, "unknown variant 'lesson6' (boardex "
                                     "variants lists them)");
    explorer_free(plain);
}

/* An explorer started on a variants.ini section text, its variant
 * copied: the setup's, or another section. */
static explorer_state *started_with(const char *section)
{
    explorer_state *explorer = malloc(sizeof *explorer);
    explorer_options options;
    game_variant read;
    bx_error err;
    assert_non_null(explorer);
    assert_int_equal(game_variant_file_read(section, strlen(section), NULL,
                                            &read, &err),
                     BX_OK);
    explorer_default_options(&options);
    options.file_variants = &read;
    options.file_variant_count = 1;
    options.mode = MODE_POSITION;
    assert_int_equal(explorer_init(explorer, &options, &err), BX_OK);
    memset(&read, 0, sizeof read);
    return explorer;
}

/* An explorer started as `explore --variant-file` starts it: the
 * variant read into a buffer of the caller's, which is gone once the
 * explorer has started (started_with), so that it plays its own copy. */
static int setup(void **state)
{
    *state = started_with(LESSON);
    return 0;
}

/* The recovery text carries the variant whole, its section a line each:
 * an explorer started with the same file restores it as its own, one
 * started without a file takes the section as its file's variant (V
 * lists it; u takes the whole restore back), and one started with
 * another file keeps that one and refuses, changing nothing. */
static void test_recovery_carries_it(void **state)
{
    explorer_state *explorer = *state;
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    bx_error err;
    assert_non_null(text);
    type(explorer, "m");
    answer(explorer, "Ab3");
    assert_true(explorer_recovery_text(explorer, text, EXPLORER_RECOVERY_MAX));
    assert_non_null(strstr(text, "\nvariant-ini [lesson6]\n"));
    assert_non_null(strstr(text, "\nvariant-ini customPiece1 = a:WN\n"));
    assert_non_null(strstr(text, "\nvariant lesson6\ndefine A WN\n"));

    explorer_state *again = started_with(LESSON);
    assert_int_equal(explorer_recovery_load(again, text, strlen(text), &err),
                     BX_OK);
    assert_ptr_equal(again->work.position.variant, &again->file_variants[0]);
    assert_string_equal(again->work.position.report.fen,
                        explorer->work.position.report.fen);
    explorer_free(again);

    void *made;
    explorer_test_setup(&made, '2');
    explorer_state *plain = made;
    assert_int_equal(explorer_recovery_load(plain, text, strlen(text), &err),
                     BX_OK);
    const explorer_position *ep = &plain->work.position;
    assert_ptr_equal(ep->variant, &plain->file_variants[0]);
    assert_ptr_equal(ep->file_variants, plain->file_variants);
    assert_int_equal(ep->file_variant_count, 1);
    assert_string_equal(ep->variant->name, "lesson6");
    assert_string_equal(ep->report.fen, explorer->work.position.report.fen);
    assert_int_equal(ep->report.count[CHESS_BLACK],
                     explorer->work.position.report.count[CHESS_BLACK]);
    type(plain, "V");
    assert_string_equal(explorer_menu_name(plain, 0), "lesson6");
    explorer_key(plain, BX_KEY_ESCAPE);
    type(plain, "u");
    assert_null(ep->variant);
    explorer_free(plain);

    explorer_state *other = started_with("[other:chess]\n");
    assert_int_equal(explorer_recovery_load(other, text, strlen(text), &err),
                     BX_INVALID);
    assert_string_equal(err.message, "unknown variant 'lesson6' (boardex "
                                     "variants lists them)");
    assert_string_equal(other->work.position.variant->name, "other");
    assert_string_equal(other->file_variants[0].name, "other");
    assert_int_equal(other->work.position.file_variant_count, 1);
    explorer_free(other);
    free(text);
}

/* A file of two sections: lesson6, and lesson6q, lesson6 with queens
 * where the archers were (white's 8 moves by hand: six pawn steps and
 * the knight's a3 and c3; each queen and the king are walled in). */
static const char LESSON_Q[] =
    "[lesson6q:lesson6]\n"
    "startFen = rnqkqr/pppppp/6/6/PPPPPP/RNQKQR w - - 0 1\n";

/* An explorer started on every section of text, as explore
 * --variant-file reads them, playing the one named start. */
static explorer_state *started_with_all(const char *text, const char *start)
{
    explorer_state *explorer = malloc(sizeof *explorer);
    char names[GAME_VARIANT_FILE_SECTIONS][GAME_VARIANT_NAME_MAX];
    game_variant *read = calloc(GAME_VARIANT_FILE_SECTIONS, sizeof *read);
    explorer_options options;
    bx_error err;
    assert_non_null(explorer);
    assert_non_null(read);
    explorer_default_options(&options);
    int count = game_variant_file_sections(text, strlen(text), names, &err);
    assert_true(count > 0);
    for (int i = 0; i < count; i++) {
        assert_int_equal(game_variant_file_read(text, strlen(text), names[i],
                                                &read[i], &err),
                         BX_OK);
        if (strcmp(names[i], start) == 0)
            options.file_start = i;
    }
    options.file_variants = read;
    options.file_variant_count = count;
    options.mode = MODE_POSITION;
    assert_int_equal(explorer_init(explorer, &options, &err), BX_OK);
    free(read); /* the explorer keeps its own copies */
    return explorer;
}

/* V lists every section, in the file's order, above the built-ins, and
 * each plays; a name and the recovery text find the second too. */
static void test_v_lists_every_section(void **unused)
{
    (void)unused;
    char two[sizeof LESSON + sizeof LESSON_Q];
    snprintf(two, sizeof two, "%s%s", LESSON, LESSON_Q);
    explorer_state *explorer = started_with_all(two, "lesson6q");
    const explorer_position *ep = &explorer->work.position;
    assert_ptr_equal(ep->variant, &explorer->file_variants[1]);
    assert_string_equal(ep->report.fen,
                        "rnqkqr/pppppp/6/6/PPPPPP/RNQKQR w - - 0 1");
    assert_int_equal(ep->report.count[CHESS_WHITE], 8);
    type(explorer, "V");
    assert_int_equal(explorer_menu_count(explorer), game_variant_count() + 2);
    assert_string_equal(explorer_menu_name(explorer, 0), "lesson6");
    assert_string_equal(explorer_menu_name(explorer, 1), "lesson6q");
    assert_string_equal(explorer_menu_name(explorer, 2),
                        game_variant_at(0)->name);
    assert_int_equal(explorer->menu_index, 1); /* on the one played */
    explorer_menu_click(explorer, 0);
    assert_ptr_equal(ep->variant, &explorer->file_variants[0]);
    assert_string_equal(ep->report.fen, LESSON_START);
    assert_int_equal(ep->report.count[CHESS_WHITE], 10);
    bx_error err;
    assert_ptr_equal(explorer_variant_find(ep, "Lesson6Q", &err),
                     &explorer->file_variants[1]);

    /* Back on lesson6q, a move, then the recovery text: an explorer
     * started with the same file restores it as its own second. */
    type(explorer, "V");
    explorer_menu_click(explorer, 1);
    type(explorer, "m");
    answer(explorer, "Na3");
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    assert_non_null(text);
    assert_true(explorer_recovery_text(explorer, text, EXPLORER_RECOVERY_MAX));
    assert_non_null(strstr(text, "\nvariant lesson6q\n"));
    explorer_state *again = started_with_all(two, "lesson6");
    assert_int_equal(explorer_recovery_load(again, text, strlen(text), &err),
                     BX_OK);
    assert_ptr_equal(again->work.position.variant, &again->file_variants[1]);
    assert_string_equal(again->work.position.report.fen, ep->report.fen);
    explorer_free(again);
    free(text);
    explorer_free(explorer);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_it_starts_on_its_start, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(
            test_v_lists_it_first_and_picks_it_back, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_tag_names_it, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_recovery_carries_it, setup,
                                        teardown),
        cmocka_unit_test(test_v_lists_every_section),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
