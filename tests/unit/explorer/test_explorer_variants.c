/* Built-in variants in Position mode (issue 22 item 4): V's menu, a pick
 * that plays the variant from its start, moves under its rules (its
 * pieces, its promotions), undo, the quit question, w and o of a .fen
 * and the recovery text, and --variant at the start.
 *
 * The counts are the variants' perft 1, from Fairy-Stockfish's own test
 * suite (tests/perft.sh there): capablanca's start 28, grand's 65. */
/* mkdtemp */
#define _POSIX_C_SOURCE 200809L

#include "explorer_test.h"
#include "folder_test.h"

#include "explorer_recovery.h"
#include "explorer_undo.h"
#include "game_variant.h"

static const char CAPABLANCA_START[] =
    "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
static const char CHESS_START[] =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

static char folder[64];

static int make_folder(void **state)
{
    (void)state;
    return test_make_folder(folder, sizeof folder, "variants");
}

static int remove_folder(void **state)
{
    (void)state;
    return test_remove_folder(folder);
}

static int setup(void **state)
{
    int status = explorer_test_setup(state, '2');
    explorer_state *explorer = *state;
    explorer->writes_files = true; /* into the temporary folder only */
    return status;
}

/* Whether q quits at once (nothing would be lost); back on the board. */
static bool q_quits(explorer_state *explorer)
{
    type(explorer, "q");
    bool quits = explorer->quit;
    explorer->quit = false;
    if (!quits)
        type(explorer, "n");
    return quits;
}

/* V, then the letters typed (each jumps to the next name starting with
 * it), then Enter. */
static void pick(explorer_state *explorer, const char *jumps)
{
    type(explorer, "V");
    assert_int_equal(explorer->focus, FOCUS_MENU);
    assert_int_equal(explorer->menu_target, MENU_VARIANT);
    type(explorer, jumps);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
}

/* Picks the piece on from and moves it to to with Enter, as on a board. */
static void move_by_keys(explorer_state *explorer, const char *from,
                         const char *to)
{
    go_to(explorer, from);
    explorer_key(explorer, BX_KEY_ENTER);
    go_to(explorer, to);
    explorer_key(explorer, BX_KEY_ENTER);
}

static void test_a_pick_plays_the_variant_from_its_start(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    assert_true(q_quits(explorer));
    /* The menu opens on chess's row; c jumps over amazon and almost. */
    pick(explorer, "c");
    assert_non_null(ep->variant);
    assert_string_equal(ep->variant->name, "capablanca");
    assert_int_equal(ep->pos.size.width, 10);
    assert_int_equal(ep->pos.size.height, 8);
    assert_string_equal(ep->report.fen, CAPABLANCA_START);
    assert_int_equal(ep->report.count[CHESS_WHITE], 28);
    assert_int_equal(ep->report.count[CHESS_BLACK], 28);
    /* Its archbishop and chancellor are letters like any defined one. */
    assert_int_equal(ep->letter_count, 2);
    assert_int_equal(ep->letters[0].letter, 'A');
    assert_string_equal(ep->letters[0].betza, "BN");
    assert_int_equal(ep->letters[1].letter, 'C');
    assert_string_equal(ep->letters[1].betza, "RN");
    assert_string_equal(
        game_rules_variant(explorer_position_game_rules(ep))->name,
        ep->variant->name);
    assert_string_equal(explorer->message,
                        "capablanca 10x8: archbishop A (bishop and knight), "
                        "chancellor C (rook and knight); the king castles to "
                        "i or c");
    assert_false(q_quits(explorer));
    /* Opened again, the menu is on the variant played; Esc keeps it. */
    type(explorer, "V");
    assert_string_equal(
        game_variant_at(explorer->menu_index)->name, "capablanca");
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_string_equal(ep->variant->name, "capablanca");
    /* g twice: gothic, then grand, 10x10. */
    pick(explorer, "gg");
    assert_string_equal(ep->variant->name, "grand");
    assert_int_equal(ep->report.count[CHESS_WHITE], 65);
}

/* The archbishop on c1 leaps as a knight to b3 or d3 (its diagonals are
 * blocked by the pawns); d4 is no move of it. */
static void test_moves_follow_the_variants_rules(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    pick(explorer, "c");
    assert_int_equal(ep->report.moves[square_index(ep->pos.size,
                                                   (square){7, 2})],
                     2);
    type(explorer, "m");
    answer(explorer, "Ad4");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_true(explorer->message_is_error);
    answer(explorer, "Ad3");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(ep->report.fen, "rnabqkbcnr/pppppppppp/10/10/10/3A6/"
                                        "PPPPPPPPPP/RN1BQKBCNR b KQkq - 1 1");
    assert_string_equal(explorer->work.change, "played c1d3");
    /* Undo takes the move back, then the pick: chess as it was. */
    type(explorer, "u");
    assert_string_equal(ep->report.fen, CAPABLANCA_START);
    type(explorer, "u");
    assert_null(ep->variant);
    assert_int_equal(ep->letter_count, 0);
    assert_string_equal(ep->report.fen, CHESS_START);
    assert_int_equal(ep->report.count[CHESS_WHITE], 20);
    assert_true(q_quits(explorer));
    explorer_key(explorer, BX_KEY_CTRL_R);
    assert_string_equal(ep->variant->name, "capablanca");
    assert_int_equal(ep->report.count[CHESS_WHITE], 28);
}

/* A capablanca pawn on b7 may become q r b n, or its a and c. */
static void test_promotion_asks_among_the_variants_letters(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    char question[128];
    pick(explorer, "c");
    type(explorer, "f");
    answer(explorer, "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    assert_string_equal(ep->variant->name, "capablanca");
    move_by_keys(explorer, "b7", "b8");
    assert_int_equal(explorer->prompt, PROMPT_PROMOTION);
    explorer_prompt_question(explorer, question, sizeof question);
    assert_string_equal(question, "the pawn becomes (q r b n a c)");
    answer(explorer, "x");
    assert_string_equal(explorer->message,
                        "the pawn becomes one of: q r b n a c");
    explorer_key(explorer, BX_KEY_ESCAPE);
    /* A FEN of another board is not the variant's. */
    type(explorer, "f");
    answer(explorer, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_string_equal(explorer->message,
                        "the position is 8x8, capablanca's board 10x8: R "
                        "leaves the variant");
    explorer_key(explorer, BX_KEY_ESCAPE);
    move_by_keys(explorer, "b7", "b8");
    answer(explorer, "c");
    /* The chancellor on b8 gives check along the rank. */
    assert_string_equal(ep->report.fen, "1C2k5/10/10/10/10/10/10/4K5 b - - "
                                        "0 1");
    assert_string_equal(explorer_position_side_state(ep, CHESS_BLACK),
                        "check");
}

/* Grand's pawn may stay one on rank 9 (it must promote on 10 only), and
 * white has lost every piece here, so each may be chosen: the question
 * offers them first, the queen typed in, and p last. */
static void test_an_optional_promotion_may_stay_a_pawn(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    char question[128];
    pick(explorer, "gg");
    type(explorer, "f");
    answer(explorer, "k9/10/4P5/10/10/10/10/10/10/K9 w - - 0 1");
    move_by_keys(explorer, "e8", "e9");
    assert_int_equal(explorer->prompt, PROMPT_PROMOTION);
    assert_string_equal(explorer->line.text, "q");
    explorer_prompt_question(explorer, question, sizeof question);
    assert_string_equal(question, "the pawn becomes (q r b n a c p)");
    answer(explorer, "p");
    assert_string_equal(ep->report.fen,
                        "k9/4P5/10/10/10/10/10/10/10/K9 b - - 0 1");
}

/* Makruk's pawn must become a met (M) on rank 6: one move, no question. */
static void test_a_mandatory_promotion_asks_nothing(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    pick(explorer, "mm"); /* modern, then makruk */
    assert_string_equal(ep->variant->name, "makruk");
    type(explorer, "f");
    answer(explorer, "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1");
    move_by_keys(explorer, "e5", "e6");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(ep->report.fen, "4k3/8/4M3/8/8/8/8/4K3 b - - 0 1");
}

/* w of a .fen names the variant in PGN tags; o reads them back into the
 * same rules; the quit question follows the variant as part of the
 * rules. */
static void test_a_fen_file_keeps_the_variant(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    char path[128], text[8192];
    snprintf(path, sizeof path, "%s/capablanca.fen", folder);
    pick(explorer, "c");
    type(explorer, "m");
    answer(explorer, "e2e4");
    type(explorer, "w");
    answer(explorer, path);
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, "[Variant \"capablanca\"]\n"
                              "[FEN \"rnabqkbcnr/pppppppppp/10/10/4P5/10/"
                              "PPPP1PPPPP/RNABQKBCNR b KQkq e3 0 1\"]\n");
    assert_true(q_quits(explorer));
    /* The diagram's title names the variant as its rules. */
    char svg[128];
    snprintf(svg, sizeof svg, "%s/capablanca.svg", folder);
    type(explorer, "w");
    answer(explorer, svg);
    test_read_back(svg, text, sizeof text);
    assert_non_null(strstr(text, " b KQkq e3 0 1 (capablanca rules)"));
    /* R leaves the variant, the pieces kept: a change of the rules. */
    type(explorer, "R");
    assert_null(ep->variant);
    assert_int_equal(ep->in_force, CHESS_RULES_SEED);
    assert_string_equal(explorer->message,
                        "capablanca left: the rules are seed; V picks a "
                        "variant again");
    assert_false(q_quits(explorer));
    type(explorer, "o");
    answer(explorer, path);
    assert_non_null(ep->variant);
    assert_string_equal(ep->variant->name, "capablanca");
    assert_string_equal(ep->report.fen, "rnabqkbcnr/pppppppppp/10/10/4P5/10/"
                                        "PPPP1PPPPP/RNABQKBCNR b KQkq e3 0 1");
    assert_true(q_quits(explorer));
}

/* A PGN whose tag names no variant boardex has is refused, and one that
 * says "Standard" is chess under the rules chosen with R. */
static void test_pasted_variant_tags(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    explorer_position pasted = *ep;
    game_paste_source source;
    bx_error err;
    static const char CRAZY[] = "[Variant \"Crazyhouse\"]\n[FEN \"" "8/8/8/8"
                                "/8/8/8/8 w - - 0 1\"]\n";
    static const char GRAND[] = "[Event \"?\"]\n[Variant \"Grand\"]\n[FEN \""
                                "k9/10/4P5/10/10/10/10/10/10/K9 w - - 0 1\"]\n";
    static const char STANDARD[] = "[Variant \"Standard\"]\n[FEN \"4k3/8/8/8"
                                   "/8/8/8/4K3 w - - 0 1\"]\n";
    assert_int_equal(explorer_position_from_pasted(&pasted, CRAZY,
                                                   sizeof CRAZY - 1, &source,
                                                   &err),
                     BX_INVALID);
    assert_string_equal(err.message, "unknown variant 'crazyhouse' (boardex "
                                     "variants lists them)");
    assert_int_equal(explorer_position_from_pasted(&pasted, GRAND,
                                                   sizeof GRAND - 1, &source,
                                                   &err),
                     BX_OK);
    assert_string_equal(pasted.variant->name, "grand");
    /* The king's 3 moves and the pawn's 7 ways to e9: grand promotes to
     * a piece lost, and white has lost them all (q r b n a c), or the
     * pawn stays one short of rank 10. */
    assert_int_equal(pasted.report.count[CHESS_WHITE], 10);
    assert_int_equal(explorer_position_from_pasted(&pasted, STANDARD,
                                                   sizeof STANDARD - 1,
                                                   &source, &err),
                     BX_OK);
    assert_null(pasted.variant);
    assert_int_equal(pasted.in_force, CHESS_RULES_FIDE);
    assert_string_equal(pasted.report.fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

/* A running count as large as a FEN gives it (its limit and ply six
 * digits each, as the FEN readers take them) comes back from the
 * recovery text. */
static void test_recovery_keeps_a_count_at_the_fens_edge(void **state)
{
    explorer_state *explorer = *state;
    static const char FEN[] = "4k3/8/8/8/8/8/8/4K3 w - 999999 999999 999999";
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    bx_error err;
    assert_non_null(text);
    pick(explorer, "mm"); /* modern, then makruk */
    type(explorer, "f");
    answer(explorer, FEN);
    assert_string_equal(explorer->work.position.report.fen, FEN);
    assert_true(explorer_recovery_text(explorer, text, EXPLORER_RECOVERY_MAX));
    void *made;
    explorer_test_setup(&made, 0);
    explorer_state *b = made;
    assert_int_equal(explorer_recovery_load(b, text, strlen(text), &err),
                     BX_OK);
    assert_string_equal(b->work.position.report.fen, FEN);
    explorer_free(b);
    free(text);
}

/* The recovery text names the variant; read back, the same rules. */
static void test_recovery_keeps_the_variant(void **state)
{
    explorer_state *explorer = *state;
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    bx_error err;
    assert_non_null(text);
    pick(explorer, "gg"); /* grand */
    type(explorer, "m");
    answer(explorer, "e3e5");
    assert_true(explorer_recovery_text(explorer, text, EXPLORER_RECOVERY_MAX));
    assert_non_null(strstr(text, "\nvariant grand\ndefine A BN\ndefine C RN\n"));

    void *made;
    explorer_test_setup(&made, 0);
    explorer_state *b = made;
    assert_int_equal(explorer_recovery_load(b, text, strlen(text), &err),
                     BX_OK);
    const explorer_position *ep = &b->work.position;
    assert_non_null(ep->variant);
    assert_string_equal(ep->variant->name, "grand");
    assert_string_equal(
        game_rules_variant(explorer_position_game_rules(ep))->name,
        ep->variant->name);
    assert_string_equal(ep->report.fen,
                        explorer->work.position.report.fen);
    assert_int_equal(ep->report.count[CHESS_BLACK],
                     explorer->work.position.report.count[CHESS_BLACK]);
    /* A variant with a position off its board is damage, refused. */
    static const char DAMAGED[] = "boardex recovery 1\nvariant grand\n"
                                  "position 2x2 w 0 -1 0 1\nrank ..\n"
                                  "rank ..\n";
    assert_int_equal(explorer_recovery_load(b, DAMAGED, sizeof DAMAGED - 1,
                                            &err),
                     BX_INVALID);
    assert_string_equal(err.message, "the position is not on grand's board");
    assert_string_equal(ep->variant->name, "grand");
    explorer_free(b);
    free(text);
}

/* A running count in a makruk FEN (Fairy-Stockfish's test.py, "makruk
 * board honor counting": d4d5 from this position writes 128 37): kept by
 * f, one ply more after a move, taken back by undo, said by the
 * settings, and kept by the recovery text. */
static void test_a_running_count_is_kept(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    bx_error err;
    assert_non_null(text);
    pick(explorer, "mm"); /* modern, then makruk */
    type(explorer, "f");
    answer(explorer, "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 36 1");
    assert_string_equal(ep->report.fen,
                        "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 36 1");
    type(explorer, "m");
    answer(explorer, "d4d5");
    assert_string_equal(ep->report.fen,
                        "3k4/2m5/5M2/3KM3/4S3/8/8/8 b - 128 37 1");
    type(explorer, "u");
    assert_string_equal(ep->report.fen,
                        "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 36 1");
    type(explorer, "c");
    assert_non_null(strstr(explorer->message, ", count 36 of 128"));
    explorer_key(explorer, BX_KEY_ESCAPE);

    assert_true(explorer_recovery_text(explorer, text, EXPLORER_RECOVERY_MAX));
    assert_non_null(strstr(text, "\nposition 8x8 w 0 -1 0 1\ncount 128 36\n"));
    void *made;
    explorer_test_setup(&made, 0);
    explorer_state *b = made;
    assert_int_equal(explorer_recovery_load(b, text, strlen(text), &err),
                     BX_OK);
    assert_string_equal(b->work.position.report.fen, ep->report.fen);
    static const char DAMAGED[] = "boardex recovery 1\ncount 0 5\n";
    assert_int_equal(explorer_recovery_load(b, DAMAGED, sizeof DAMAGED - 1,
                                            &err),
                     BX_INVALID);
    assert_string_equal(err.message, "line 2: not a count's limit and ply");
    explorer_free(b);
    free(text);
}

/* While a count runs its FEN writes the count's ply in the halfmove
 * clock's field (Fairy-Stockfish's Position::fen: "128 10" is a limit
 * of 128 plies with 10 counted), so h edits that field, by that name,
 * and the FEN shows the change; without a count h is the halfmove clock. */
static void test_h_under_a_running_count_sets_its_ply(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    pick(explorer, "mm"); /* modern, then makruk */
    type(explorer, "f");
    answer(explorer, "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 10 40");
    type(explorer, "ch");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_non_null(strstr(explorer_prompt_label(explorer->prompt), "count"));
    assert_string_equal(explorer->line.text, "10");
    answer(explorer, "20");
    assert_int_equal(explorer->focus, FOCUS_SETTINGS);
    assert_string_equal(ep->report.fen,
                        "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 20 40");
    assert_non_null(strstr(explorer->message, "count 20 of 128"));
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "u");
    assert_string_equal(ep->report.fen,
                        "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 10 40");

    type(explorer, "f");
    answer(explorer, "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - - 10 40");
    type(explorer, "ch");
    assert_null(strstr(explorer_prompt_label(explorer->prompt), "count"));
    answer(explorer, "20");
    assert_string_equal(ep->report.fen,
                        "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - - 20 40");
}

/* Its pieces are the variant's: L cannot redefine them while it is
 * played; a new letter adds to them. I is its start again; a new size
 * leaves it. */
static void test_letters_start_and_size_under_a_variant(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    pick(explorer, "c");
    type(explorer, "L");
    answer(explorer, "A=Q");
    assert_string_equal(explorer->message,
                        "A is capablanca's BN: R leaves the variant to "
                        "redefine it");
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "L");
    answer(explorer, "Z=K");
    assert_int_equal(ep->letter_count, 3);
    go_to(explorer, "e4");
    type(explorer, "eZ");
    explorer_key(explorer, BX_KEY_ESCAPE);
    /* The king-like Z on e4 has its 8 moves, under capablanca's rules. */
    assert_int_equal(ep->report.moves[square_index(ep->pos.size,
                                                   (square){4, 4})],
                     8);
    type(explorer, "I");
    assert_string_equal(ep->report.fen, CAPABLANCA_START);
    assert_string_equal(explorer->message,
                        "the start position of capablanca 10x8");
    type(explorer, "s"); /* the next size of the cycle */
    assert_null(ep->variant);
    assert_string_equal(explorer->message,
                        "board 10x10, seed rules, left capablanca: every "
                        "piece kept");
}

/* The settings (c) under a variant: a castling right can go, not come
 * back but with a FEN (the 8x8 squares the settings know are not its
 * own); the clocks are the variant's too. */
static void test_settings_under_a_variant(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    pick(explorer, "c");
    type(explorer, "cK");
    assert_string_equal(ep->report.fen, "rnabqkbcnr/pppppppppp/10/10/10/10/"
                                        "PPPPPPPPPP/RNABQKBCNR w Qkq - 0 1");
    type(explorer, "K");
    assert_string_equal(explorer->message,
                        "castling K not allowed: under capablanca, castling "
                        "comes from a FEN (f)");
    type(explorer, "h");
    answer(explorer, "7");
    assert_string_equal(ep->report.fen, "rnabqkbcnr/pppppppppp/10/10/10/10/"
                                        "PPPPPPPPPP/RNABQKBCNR w Qkq - 7 1");
}

/* --variant NAME starts in Position mode with it, nothing to save. */
static void test_started_with_a_variant(void **state)
{
    (void)state;
    explorer_state *explorer = malloc(sizeof *explorer);
    explorer_options options;
    bx_error err;
    assert_non_null(explorer);
    explorer_default_options(&options);
    options.variant = game_variant_find("capablanca", &err);
    options.mode = MODE_POSITION;
    assert_int_equal(explorer_init(explorer, &options, &err), BX_OK);
    assert_int_equal(explorer->work.mode, MODE_POSITION);
    assert_string_equal(explorer->work.position.report.fen, CAPABLANCA_START);
    assert_false(explorer_has_changes(explorer));
    explorer_free(explorer);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(
            test_a_pick_plays_the_variant_from_its_start, setup, teardown),
        cmocka_unit_test_setup_teardown(test_moves_follow_the_variants_rules,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_promotion_asks_among_the_variants_letters, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_an_optional_promotion_may_stay_a_pawn, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_mandatory_promotion_asks_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_fen_file_keeps_the_variant,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_pasted_variant_tags, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(
            test_recovery_keeps_a_count_at_the_fens_edge, setup, teardown),
        cmocka_unit_test_setup_teardown(test_recovery_keeps_the_variant,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_running_count_is_kept, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(
            test_h_under_a_running_count_sets_its_ply, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_letters_start_and_size_under_a_variant, setup, teardown),
        cmocka_unit_test_setup_teardown(test_settings_under_a_variant, setup,
                                        teardown),
        cmocka_unit_test(test_started_with_a_variant),
    };
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
