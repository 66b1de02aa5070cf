/* Position mode with defined pieces and other board sizes, driven by keys:
 * L gives a piece a letter, e places it, s/S resize the position, and
 * every count below is derived by hand in a comment. */
#include "explorer_test.h"

#include "explorer_actions.h"
#include "explorer_input.h"

static int setup_position(void **state)
{
    return explorer_test_setup(state, '2');
}

static int setup_mobility(void **state)
{
    return explorer_test_setup(state, '1');
}

static int index_of(const explorer_state *explorer, const char *name)
{
    square sq;
    board_size size = explorer->work.position.pos.size;
    assert_int_equal(square_from_fide(size, name, &sq, NULL), BX_OK);
    return square_index(size, sq);
}

/* Empties the board and places letters from the cursor on square at. */
static void place(explorer_state *explorer, const char *at,
                  const char *letters)
{
    go_to(explorer, at);
    type(explorer, "e");
    type(explorer, letters);
    explorer_key(explorer, BX_KEY_ESCAPE);
}

/* The archbishop typed in Betza in Mobility mode, then L A. */
static void test_letter_for_a_typed_piece(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "b");
    answer(explorer, "BN");
    type(explorer, "L");
    assert_int_equal(explorer->prompt, PROMPT_LETTER);
    answer(explorer, "a"); /* either case names the letter */
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_false(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "A = BN: in Position mode e then A places a white "
                        "one, a a black one");
    assert_int_equal(ep->letter_count, 1);
    assert_int_equal(ep->letters[0].letter, 'A');
    assert_string_equal(ep->letters[0].betza, "BN");

    type(explorer, "2C");
    place(explorer, "d4", "A");
    /* An archbishop alone on d4: bishop e5-h8 4, c5-a7 3, e3-g1 3, c3-a1
     * 3 = 13, and the knight's 8: 21. */
    assert_true(ep->fide_out);
    assert_true(ep->report.legal);
    assert_int_equal(ep->report.moves[index_of(explorer, "d4")], 21);
    assert_int_equal(ep->report.count[CHESS_WHITE], 21);
    assert_int_equal(ep->report.count[CHESS_BLACK], 0);
    assert_string_equal(ep->report.fen, "8/8/8/8/3A4/8/8/8 w - - 0 1");
    /* Its targets are the cursor's marks. */
    go_to(explorer, "d4");
    assert_int_equal(square_set_count(&explorer->reach), 21);
    assert_true(square_set_has(&explorer->reach, index_of(explorer, "h8")));
    assert_true(square_set_has(&explorer->reach, index_of(explorer, "e6")));
    assert_false(square_set_has(&explorer->reach, index_of(explorer, "d5")));
}

/* A piece defined with d (directions, no Betza) gets its Betza written
 * from its moves; lower case places a black one. */
static void test_letter_for_a_defined_piece_black(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    char name[64];
    type(explorer, "d");
    answer(explorer, "(1,2) (2,1) (-1,2) (-2,1) (1,-2) (2,-1) (-1,-2) "
                     "(-2,-1)");
    answer(explorer, "(1,1) (-1,-1)");
    type(explorer, "L");
    answer(explorer, "Z");
    assert_false(explorer->message_is_error);
    assert_int_equal(ep->letter_count, 1);
    type(explorer, "2C");
    place(explorer, "a1", "z");
    /* A knight with one diagonal line (a1-h8 both ways): from a1 the
     * knight's b3 and c2, and the diagonal b2-h8, 7: 9, all black's. */
    assert_int_equal(ep->report.count[CHESS_BLACK], 9);
    assert_int_equal(ep->report.count[CHESS_WHITE], 0);
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "a1")),
                     'z');
    explorer_position_piece_name(ep, 'z', name, sizeof name);
    assert_true(strncmp(name, "black Z (", 9) == 0);
}

/* The initial position on 10x10 keeps every piece on its square from a1;
 * undo brings back 8x8 with the fide rules and castling. */
static void test_size_change_keeps_pieces_and_undoes(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "S");
    assert_string_equal(explorer->line.text, "8x8");
    answer(explorer, "10x10");
    assert_int_equal(ep->pos.size.width, 10);
    assert_int_equal(ep->pos.size.height, 10);
    assert_string_equal(explorer->message,
                        "board 10x10, seed rules: every piece kept");
    assert_true(ep->fide_out);
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "a1")),
                     'R');
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "e8")),
                     'k');
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "i1")),
                     POSITION_EMPTY);
    /* White: 8 pawns on their second rank, 2 each: 16; b1 knight a3 c3,
     * g1 knight f3 h3 i2: 5; h1 rook i1 j1: 2; the rest blocked: 23.
     * Black's second rank is 9 now, so its pawns step once: 8; rooks a8
     * a9 a10 = 2, h8 h9 h10 i8 j8 = 4; knights b8 a10 c10 d9 a6 c6 = 5,
     * g8 f10 h10 e9 i9 i7 f6 h6 = 7; bishops c8 b9 a10 d9 e10 = 4, f8 e9
     * d10 g9 h10 = 4; queen d9 d10 c9 b10 e9 f10 = 6; king d9 e9 f9 = 3:
     * 43. */
    assert_int_equal(ep->report.count[CHESS_WHITE], 23);
    assert_int_equal(ep->report.count[CHESS_BLACK], 43);
    assert_int_equal(explorer_board(explorer).width, 10);
    type(explorer, "R"); /* fide is refused here, and nothing changes */
    assert_true(explorer->message_is_error);
    assert_int_equal(ep->rules, CHESS_RULES_FIDE);
    assert_int_equal(ep->report.count[CHESS_BLACK], 43);

    type(explorer, "u");
    assert_int_equal(ep->pos.size.width, 8);
    assert_false(ep->fide_out);
    assert_int_equal(ep->report.count[CHESS_WHITE], 20);
    assert_string_equal(
        ep->report.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    explorer_key(explorer, BX_KEY_CTRL_R);
    assert_int_equal(ep->pos.size.width, 10);
    assert_int_equal(ep->report.count[CHESS_BLACK], 43);
    /* I is the initial position on 8x8, whatever the board was. */
    type(explorer, "I");
    assert_string_equal(explorer->message, "the initial position, on 8x8");
    assert_int_equal(ep->pos.size.width, 8);
    assert_int_equal(ep->report.count[CHESS_WHITE], 20);
}

/* A defined letter takes the position to the seed rules, placed or not:
 * the door plays fide with the chess pieces alone, and R says so. Undoing
 * the definition brings fide and the castling rights back, since king
 * and rooks never moved. */
static void test_defined_piece_and_back(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "L");
    answer(explorer, "A=BN");
    assert_true(ep->fide_out); /* defined, not on the board */
    assert_int_equal(explorer_position_rules_in_force(ep), CHESS_RULES_SEED);
    type(explorer, "R");
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "fide rules are for chess on 8x8; defined pieces and "
                        "other sizes take seed rules");
    place(explorer, "d4", "A");
    assert_true(ep->fide_out);
    assert_int_equal(explorer_position_rules_in_force(ep), CHESS_RULES_SEED);
    /* The archbishop on d4 in the initial position: bishop c5 b6 a7
     * (capture), e5 f6 g7 (capture), c3, e3: 8; knight b3 b5 c6 e6 f5 f3
     * (c2 and e2 are white pawns): 6. 14; the d2 pawn steps once: 19 + 14
     * = 33. */
    assert_int_equal(ep->report.moves[index_of(explorer, "d4")], 14);
    assert_int_equal(ep->report.count[CHESS_WHITE], 33);
    assert_string_equal(
        ep->report.fen, "rnbqkbnr/pppppppp/8/8/3A4/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    go_to(explorer, "d4");
    type(explorer, "ex");
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_true(ep->fide_out);
    assert_string_equal(
        ep->report.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    type(explorer, "uuu"); /* the take, the put, the definition */
    assert_int_equal(ep->letter_count, 0);
    assert_false(ep->fide_out);
    assert_int_equal(explorer_position_rules_in_force(ep), CHESS_RULES_FIDE);
    assert_string_equal(
        ep->report.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

/* 8x8 to 6x6 keeps a1-f2 (12 white pieces) and drops the other 20. */
static void test_size_change_drops_what_does_not_fit(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "s"); /* 8x8 -> 5x5 in the cycle */
    assert_int_equal(ep->pos.size.width, 5);
    /* a1-e1 and a2-e2 stay: 10 of 32. */
    assert_string_equal(explorer->message,
                        "board 5x5, seed rules: 22 pieces did not fit and "
                        "went (u brings them back)");
    type(explorer, "u");
    type(explorer, "S");
    answer(explorer, "6x6");
    assert_string_equal(explorer->message,
                        "board 6x6, seed rules: 20 pieces did not fit and "
                        "went (u brings them back)");
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "f1")),
                     'B');
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "f2")),
                     'P');
    /* The cursor stays on the smaller board. */
    assert_true(explorer->work.cursor.row < 6 &&
                explorer->work.cursor.col < 6);
    /* Back to 8x8 brings nothing back but an empty top. The king and
     * the a1 rook never left their squares, so white's queen-side right
     * holds; the h1 rook and black's pieces went, and their rights. */
    type(explorer, "S");
    answer(explorer, "8x8");
    assert_false(ep->fide_out);
    assert_string_equal(ep->report.fen, "8/8/8/8/8/8/PPPPPP2/RNBQKB2 w Q - 0 1");
    /* The rules chosen are back on 8x8: fide. */
    assert_int_equal(explorer_position_rules_in_force(ep), CHESS_RULES_FIDE);
}

/* A redefined letter keeps its pieces, which then move the new way;
 * undo takes the redefinition back. */
static void test_redefinition(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "CL");
    answer(explorer, "A=BN");
    place(explorer, "d4", "A");
    assert_int_equal(ep->report.moves[index_of(explorer, "d4")], 21);
    type(explorer, "L");
    answer(explorer, "A=N");
    assert_false(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "A redefined: A = N; its 1 piece on the board move "
                        "the new way");
    assert_int_equal(ep->letter_count, 1);
    /* Now a knight on d4: 8. */
    assert_int_equal(ep->report.moves[index_of(explorer, "d4")], 8);
    type(explorer, "u");
    assert_string_equal(ep->letters[0].betza, "BN");
    assert_int_equal(ep->report.moves[index_of(explorer, "d4")], 21);
}

/* The refusals are the model's, as --define's: one status line, the
 * prompt left open with the line, nothing defined. */
static void test_refusals(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    static const struct {
        const char *line, *message;
    } CASES[] = {
        {"K", "K is a chess piece; define another letter"},
        {"n=BN", "N is a chess piece; define another letter"},
        {"1", "a piece letter is one of a-z or A-Z"},
        {"AB", "type one letter (A gives the piece that letter), or "
               "LETTER=BETZA"},
    };
    type(explorer, "L");
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        answer(explorer, CASES[i].line);
        assert_true(explorer->message_is_error);
        assert_string_equal(explorer->message, CASES[i].message);
        assert_int_equal(explorer->focus, FOCUS_PROMPT);
    }
    answer(explorer, "A=xyz");
    assert_true(explorer->message_is_error);
    assert_true(strncmp(explorer->message, "A: ", 3) == 0);
    answer(explorer, "A=pN"); /* p is for riders only */
    assert_true(explorer->message_is_error);
    assert_int_equal(ep->letter_count, 0);
    explorer_key(explorer, BX_KEY_ESCAPE);
    /* 20 letters, then the 21st is refused. */
    const char *letters = "ACDEFGHIJLMOSTUVWXYZ";
    for (const char *c = letters; *c != '\0'; c++) {
        char line[8] = {*c, '=', 'W', '\0'};
        type(explorer, "L");
        answer(explorer, line);
        assert_false(explorer->message_is_error);
    }
    assert_int_equal(ep->letter_count, 20);
    type(explorer, "L");
    answer(explorer, "Q=W");
    assert_string_equal(explorer->message,
                        "Q is a chess piece; define another letter");
    answer(explorer, "o=W"); /* O is defined: a redefinition is fine */
    assert_false(explorer->message_is_error);
    type(explorer, "L");
    answer(explorer, "b=W");
    assert_string_equal(explorer->message,
                        "B is a chess piece; define another letter");
    explorer_key(explorer, BX_KEY_ESCAPE);
}

/* An undefined letter is no piece while placing; loading a FEN with one
 * fails with the model's message and keeps the position. */
static void test_undefined_letters(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "L");
    answer(explorer, "A=BN");
    type(explorer, "C");
    go_to(explorer, "a1");
    type(explorer, "eG");
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "G is not a piece: KQRBNPA white, kqrbnpa black, x "
                        "empties, Esc stops placing");
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "f");
    answer(explorer, "10/10/10/10/10/10/10/10/10/G9 w - - 0 1");
    assert_true(explorer->message_is_error);
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_int_equal(ep->pos.size.width, 8);
    /* The same FEN with a defined letter takes its size: 10x10. */
    answer(explorer, "10/10/10/10/10/10/10/10/10/A9 w - - 0 1");
    assert_false(explorer->message_is_error);
    assert_int_equal(ep->pos.size.width, 10);
    assert_int_equal(ep->pos.size.height, 10);
    /* An archbishop on a1 of 10x10: the diagonal b2-j10, 9, and the
     * knight's b3 c2: 11. */
    assert_int_equal(ep->report.count[CHESS_WHITE], 11);
    assert_string_equal(ep->report.fen, "10/10/10/10/10/10/10/10/10/A9 w - - 0 1");
}

/* A cannon (mRcpR) checks over a screen: the heat map counts its attacks
 * beyond the screen, it is the checker, and the side it checks is the
 * one to count. */
static void test_cannon_checks_over_a_screen(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    type(explorer, "L");
    answer(explorer, "C=mRcpR");
    type(explorer, "f");
    answer(explorer, "k7/8/8/8/p7/8/8/C6K b - - 0 1");
    assert_false(explorer->message_is_error);
    assert_true(ep->fide_out);
    /* The cannon on a1 jumps the pawn on a4 and attacks a5, a6, a7 and
     * the king on a8; it captures nothing before the screen. */
    int a[9];
    for (int rank = 2; rank <= 8; rank++) {
        char name[4] = {'a', (char)('0' + rank), '\0'};
        a[rank] = ep->report.attackers[CHESS_WHITE][index_of(explorer, name)];
    }
    assert_int_equal(a[2], 0);
    assert_int_equal(a[4], 0);
    assert_int_equal(a[5], 1);
    assert_int_equal(a[7], 1);
    assert_int_equal(a[8], 1);
    assert_true(ep->report.in_check[CHESS_BLACK]);
    assert_true(square_set_has(&ep->report.checkers, index_of(explorer, "a1")));
    assert_false(square_set_has(&ep->report.checkers, index_of(explorer, "h1")));
    /* White attacks the black king: white's count is -1. Black: the king
     * goes to b8 or b7 (a7 is still on the cannon's line beyond the
     * screen); the pawn's a4-a3 only moves the screen, the king stays
     * attacked: 2. */
    assert_int_equal(ep->report.count[CHESS_WHITE], -1);
    assert_int_equal(ep->report.count[CHESS_BLACK], 2);
    assert_int_equal(ep->report.moves[index_of(explorer, "a4")], 0);
    assert_string_equal(explorer_position_side_state(ep, CHESS_BLACK),
                        "check");
}

/* The row of the key table whose action is action in the placing focus. */
static const key_binding *placing_row(key_action *action)
{
    for (int i = 0; i < key_binding_count(); i++) {
        const key_binding *row = key_binding_at(i);
        if (row->focus == FOCUS_PLACING && row->action == action)
            return row;
    }
    fail_msg("no placing row for the action");
    return NULL;
}

/* X and U defined: while placing x puts a black X and u a black U, so
 * the hint line offers Space to empty and no undo key (Ctrl-R stays). */
static void test_letters_that_are_keys(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    const key_binding *empty = placing_row(action_place_empty);
    const key_binding *undo = placing_row(action_undo);
    type(explorer, "e");
    assert_int_equal(key_binding_hint_key(empty, explorer), 'x');
    assert_int_equal(key_binding_hint_key(undo, explorer), 'u');
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "L");
    answer(explorer, "X=W");
    type(explorer, "L");
    answer(explorer, "U=F");
    type(explorer, "C");
    go_to(explorer, "a1");
    type(explorer, "exu");
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "a1")),
                     'x');
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "b1")),
                     'u');
    assert_int_equal(key_binding_hint_key(empty, explorer), ' ');
    assert_int_equal(key_binding_hint_key(undo, explorer), 0);
    explorer_key(explorer, BX_KEY_ESCAPE);
}

/* A pasted board form of 10 lines of 10 takes that size; u undoes it. */
static void test_paste_takes_its_size(void **state)
{
    explorer_state *explorer = *state;
    const explorer_position *ep = &explorer->work.position;
    static const char BOARD[] = "K.........\n..........\n..........\n"
                                "....P.....\n..........\n..........\n"
                                "....c....g\n..........\n..........\n"
                                "k.........\n";
    type(explorer, "L");
    answer(explorer, "C=mRcpR");
    explorer_paste(explorer, BOARD, sizeof BOARD - 1); /* G not defined */
    assert_true(explorer->message_is_error);
    assert_int_equal(ep->pos.size.width, 8);
    type(explorer, "L");
    answer(explorer, "G=gQ");
    explorer_paste(explorer, BOARD, sizeof BOARD - 1);
    assert_false(explorer->message_is_error);
    assert_int_equal(ep->pos.size.width, 10);
    assert_int_equal(ep->pos.size.height, 10);
    /* UPPER case is black: the black king on a10, the white one on a1.
     * White: king a2 b1 b2 3; cannon e4 moves e5 e6 (the pawn on e7),
     * e3-e1 3, a4-d4 4, f4-i4 4 (the grasshopper on j4), no capture: 13;
     * grasshopper j4 over the cannon to d4: 1. 17. Black: king a9 b10 b9
     * 3, pawn e6 (rank 9 is its second rank): 1. 4. */
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "a10")),
                     'k');
    assert_int_equal(ep->report.count[CHESS_WHITE], 17);
    assert_int_equal(ep->report.count[CHESS_BLACK], 4);
    assert_int_equal(ep->report.moves[index_of(explorer, "j4")], 1);
    type(explorer, "u");
    assert_int_equal(ep->pos.size.width, 8);
    assert_int_equal(ep->report.count[CHESS_WHITE], 20);
}

/* A FEN of fewer ranks than the cursor's row, and undoing it: the cursor
 * stays on the board shown (it was read past the board and drawn from
 * memory beyond the square's name before). */
static void test_cursor_stays_on_a_smaller_board(void **state)
{
    explorer_state *explorer = *state;
    go_to(explorer, "a1"); /* row 7, column 0 */
    type(explorer, "f");
    answer(explorer, "10/10/10/4K5 w - - 0 1"); /* 10 files, 4 ranks */
    assert_false(explorer->message_is_error);
    assert_int_equal(explorer->work.position.pos.size.height, 4);
    assert_true(square_on_board(explorer->work.position.pos.size,
                                explorer->work.cursor));
    go_to(explorer, "j4");
    type(explorer, "u"); /* back to 8x8: j is past h */
    assert_int_equal(explorer->work.position.pos.size.width, 8);
    assert_true(square_on_board(explorer->work.position.pos.size,
                                explorer->work.cursor));
    type(explorer, "f");
    answer(explorer, "3/3/K2 w - - 0 1");
    assert_true(square_on_board(explorer->work.position.pos.size,
                                explorer->work.cursor));
    go_to(explorer, "c3");
    static const char TWO[] = "K.\n..\n..\n.k\n"; /* 2 files, 4 ranks */
    explorer_paste(explorer, TWO, sizeof TWO - 1);
    assert_false(explorer->message_is_error);
    assert_int_equal(explorer->work.position.pos.size.width, 2);
    assert_true(square_on_board(explorer->work.position.pos.size,
                                explorer->work.cursor));
}

/* explore --define A=BN --size 10x10: an empty 10x10 with A defined. */
static void test_start_options(void **unused)
{
    (void)unused;
    explorer_state *explorer = malloc(sizeof *explorer);
    explorer_options options;
    bx_error err;
    assert_non_null(explorer);
    explorer_default_options(&options);
    options.board = (board_size){10, 10};
    options.defines[0] = "A=BN";
    options.defines[1] = "c=mRcpR";
    options.define_count = 2;
    options.mode = MODE_POSITION;
    assert_int_equal(explorer_init(explorer, &options, &err), BX_OK);
    const explorer_position *ep = &explorer->work.position;
    assert_int_equal(ep->pos.size.width, 10);
    assert_int_equal(ep->letter_count, 2);
    assert_int_equal(ep->letters[1].letter, 'C');
    assert_string_equal(ep->report.fen, "10/10/10/10/10/10/10/10/10/10 w - - 0 1");
    assert_int_equal(explorer_board(explorer).height, 10);
    /* e places the letters given on the command line. */
    place(explorer, "j10", "c");
    assert_int_equal(explorer_position_letter(ep, index_of(explorer, "j10")),
                     'c');
    explorer_free(explorer);

    /* A bad definition fails the start with the model's message. */
    explorer = malloc(sizeof *explorer);
    assert_non_null(explorer);
    options.defines[0] = "K=N";
    options.define_count = 1;
    assert_int_equal(explorer_init(explorer, &options, &err), BX_INVALID);
    assert_string_equal(err.message,
                        "K is a chess piece; define another letter");
    explorer_free(explorer);
}

/* The rules are compiled when the size, the rules or a letter changes,
 * never per key: moving the cursor, placing and taking pieces, swapping
 * the colours and asking a piece's targets compile nothing; a new letter
 * compiles once, and undoing it once more. */
static void test_keys_compile_no_rules(void **state)
{
    explorer_state *explorer = *state;
    const explorer_compiled *compiled = &explorer->compiled;
    type(explorer, "L");
    answer(explorer, "A=BN");
    int before = compiled->compiles;
    place(explorer, "d4", "A");
    place(explorer, "e1", "K");
    go_to(explorer, "d4");
    type(explorer, "hjklX");
    explorer_key(explorer, BX_KEY_UP);
    assert_int_equal(compiled->compiles, before);
    type(explorer, "L");
    answer(explorer, "C=mRcpR");
    assert_int_equal(compiled->compiles, before + 1);
    type(explorer, "u");
    assert_int_equal(compiled->compiles, before + 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_letter_for_a_typed_piece,
                                        setup_mobility, teardown),
        cmocka_unit_test_setup_teardown(
            test_letter_for_a_defined_piece_black, setup_mobility, teardown),
        cmocka_unit_test_setup_teardown(
            test_size_change_keeps_pieces_and_undoes, setup_position,
            teardown),
        cmocka_unit_test_setup_teardown(
            test_size_change_drops_what_does_not_fit, setup_position,
            teardown),
        cmocka_unit_test_setup_teardown(test_defined_piece_and_back,
                                        setup_position, teardown),
        cmocka_unit_test_setup_teardown(test_redefinition, setup_position,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_refusals, setup_position,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_undefined_letters,
                                        setup_position, teardown),
        cmocka_unit_test_setup_teardown(test_cannon_checks_over_a_screen,
                                        setup_position, teardown),
        cmocka_unit_test_setup_teardown(test_letters_that_are_keys,
                                        setup_position, teardown),
        cmocka_unit_test_setup_teardown(test_cursor_stays_on_a_smaller_board,
                                        setup_position, teardown),
        cmocka_unit_test_setup_teardown(test_paste_takes_its_size,
                                        setup_position, teardown),
        cmocka_unit_test(test_start_options),
        cmocka_unit_test_setup_teardown(test_keys_compile_no_rules,
                                        setup_position, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
