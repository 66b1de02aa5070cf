/* Playing moves in Position mode: Enter (or Space, or a click) picks a
 * piece of the side to move, Enter on a target makes the move under the
 * position's rules, Esc drops the piece; castling by moving the king, en
 * passant, promotion asking for the piece, moves on a 10x10 board with a
 * defined piece, refusals, undo and redo. Each FEN after a move is the
 * standard one, written out by hand. */
#include "explorer_test.h"

static int setup(void **state)
{
    return explorer_test_setup(state, '2');
}

static void set_fen(explorer_state *explorer, const char *fen)
{
    type(explorer, "f");
    answer(explorer, fen);
    assert_false(explorer->message_is_error);
}

/* Picks the piece on from and moves it to to with Enter twice. */
static void move(explorer_state *explorer, const char *from, const char *to)
{
    go_to(explorer, from);
    explorer_key(explorer, BX_KEY_ENTER);
    assert_int_equal(explorer->focus, FOCUS_MOVING);
    go_to(explorer, to);
    explorer_key(explorer, BX_KEY_ENTER);
}

static const char *fen_of(const explorer_state *explorer)
{
    return explorer->work.position.report.fen;
}

static void moves_of(const explorer_state *explorer, char *out, size_t size)
{
    explorer_position_move_list(&explorer->work.position, out, size);
}

/* The move list writes SAN on 8x8 chess. 1. e4: the pawn steps twice, e3 is the en-passant square, black to
 * move; 1... e5 2. Nf3. Undo takes the moves back one by one, redo plays
 * them again, and the move list follows. */
static void test_opening_moves_and_undo(void **state)
{
    explorer_state *explorer = *state;
    char list[256];
    move(explorer, "e2", "e4");
    assert_string_equal(
        fen_of(explorer),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    move(explorer, "e7", "e5");
    move(explorer, "g1", "f3");
    assert_string_equal(
        fen_of(explorer),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    moves_of(explorer, list, sizeof list);
    assert_string_equal(list, "1. e4 e5 2. Nf3");
    type(explorer, "u");
    moves_of(explorer, list, sizeof list);
    assert_string_equal(list, "1. e4 e5");
    explorer_key(explorer, BX_KEY_CTRL_R);
    moves_of(explorer, list, sizeof list);
    assert_string_equal(list, "1. e4 e5 2. Nf3");
    /* An edit starts the list over. */
    go_to(explorer, "a3");
    type(explorer, "eP");
    explorer_key(explorer, BX_KEY_ESCAPE);
    moves_of(explorer, list, sizeof list);
    assert_string_equal(list, "");
}

/* Castling is the king's two-square move; the rook jumps over it. */
static void test_castling_by_the_king(void **state)
{
    explorer_state *explorer = *state;
    set_fen(explorer, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    char list[64];
    move(explorer, "e1", "g1");
    assert_string_equal(fen_of(explorer),
                        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    move(explorer, "e8", "c8");
    assert_string_equal(fen_of(explorer),
                        "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    /* The f1 rook then gives no check (f8 is empty, the king on c8). */
    moves_of(explorer, list, sizeof list);
    assert_string_equal(list, "1. O-O O-O-O");
}

/* exd6 en passant takes the d5 pawn that has just stepped twice. */
static void test_en_passant(void **state)
{
    explorer_state *explorer = *state;
    set_fen(explorer, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    move(explorer, "e5", "d6");
    assert_string_equal(fen_of(explorer), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
}

/* A pawn on its last rank asks what it becomes; a wrong answer keeps the
 * question with the choices, Esc keeps the pawn where it was. */
static void test_promotion_asks(void **state)
{
    explorer_state *explorer = *state;
    set_fen(explorer, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    move(explorer, "a7", "a8");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_int_equal(explorer->prompt, PROMPT_PROMOTION);
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_string_equal(fen_of(explorer), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    move(explorer, "a7", "a8");
    answer(explorer, "k");
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_true(explorer->message_is_error);
    assert_non_null(strstr(explorer->message, "q"));
    answer(explorer, "n");
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(fen_of(explorer), "N3k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

/* m takes a move typed in SAN or coordinates; the door's refusals keep
 * the prompt open with the reason. From the initial position 1. Nf3 d5
 * 2. d3: then Nbd2 and Nfd2 both reach d2, so "Nd2" is ambiguous. */
static void test_typed_moves(void **state)
{
    explorer_state *explorer = *state;
    char list[64];
    type(explorer, "m");
    assert_int_equal(explorer->prompt, PROMPT_MOVE);
    answer(explorer, "Nf3");
    type(explorer, "m");
    answer(explorer, "d7d5");
    type(explorer, "m");
    answer(explorer, "d3");
    type(explorer, "m");
    answer(explorer, "e4"); /* black's pawns reach e6, e5, d4 */
    assert_int_equal(explorer->focus, FOCUS_PROMPT);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message, "e4 is not legal here: no pawn can "
                                           "go to e4");
    explorer_key(explorer, BX_KEY_ESCAPE);
    type(explorer, "m");
    answer(explorer, "Nc6");
    type(explorer, "m");
    answer(explorer, "Nd2");
    assert_string_equal(explorer->message,
                        "Nd2 is ambiguous: Nb1d2 or Nf3d2");
    explorer_key(explorer, BX_KEY_CTRL_U);
    answer(explorer, "Nfd2");
    moves_of(explorer, list, sizeof list);
    assert_string_equal(list, "1. Nf3 d5 2. d3 Nc6 3. Nfd2");
    assert_string_equal(
        fen_of(explorer),
        "r1bqkbnr/ppp1pppp/2n5/3p4/8/3P4/PPPNPPPP/RNBQKB1R b KQkq - 2 3");
}

/* What cannot be moved says why, and changes nothing. */
static void test_refusals(void **state)
{
    explorer_state *explorer = *state;
    const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq "
                        "- 0 1";
    go_to(explorer, "e7");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_true(explorer->message_is_error);
    assert_string_equal(explorer->message,
                        "it is white's move, not the black pawn on e7's");
    go_to(explorer, "e4");
    explorer_key(explorer, BX_KEY_ENTER);
    assert_string_equal(explorer->message, "no piece on e4 to move");
    go_to(explorer, "a1");
    explorer_key(explorer, ' ');
    assert_string_equal(explorer->message,
                        "the white rook on a1 has no legal move");
    go_to(explorer, "g1");
    explorer_key(explorer, ' ');
    go_to(explorer, "g3");
    explorer_key(explorer, ' ');
    assert_string_equal(explorer->message,
                        "the white knight on g1 cannot go to g3");
    assert_int_equal(explorer->focus, FOCUS_MOVING);
    explorer_key(explorer, BX_KEY_ESCAPE);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    assert_string_equal(fen_of(explorer), start);
}

/* On 10x10 with an archbishop (A = BN) under the seed rules: e5 to h8
 * along the diagonal; the move list writes coordinates. */
static void test_defined_piece_on_ten_by_ten(void **state)
{
    explorer_state *explorer = *state;
    char list[64];
    type(explorer, "L");
    answer(explorer, "A=BN");
    set_fen(explorer, "4k5/10/10/10/10/4A5/10/10/10/4K5 w - - 0 1");
    move(explorer, "e5", "h8");
    assert_string_equal(fen_of(explorer),
                        "4k5/10/7A2/10/10/10/10/10/10/4K5 b - - 0 1");
    moves_of(explorer, list, sizeof list);
    assert_string_equal(list, "1. e5h8");
}

/* A click picks a piece of the side to move and a second click moves
 * it; a click on another square only moves the cursor. */
static void test_clicks(void **state)
{
    explorer_state *explorer = *state;
    square d2 = {6, 3}, d4 = {4, 3}, d5 = {3, 3};
    explorer_click(explorer, d5);
    assert_int_equal(explorer->focus, FOCUS_BOARD);
    explorer_click(explorer, d2);
    assert_int_equal(explorer->focus, FOCUS_MOVING);
    explorer_click(explorer, d4);
    assert_string_equal(
        fen_of(explorer),
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1");
    type(explorer, "u"); /* a click's move is one step of undo */
    assert_string_equal(
        fen_of(explorer),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_opening_moves_and_undo, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_castling_by_the_king, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_en_passant, setup, teardown),
        cmocka_unit_test_setup_teardown(test_promotion_asks, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_refusals, setup, teardown),
        cmocka_unit_test_setup_teardown(test_typed_moves, setup, teardown),
        cmocka_unit_test_setup_teardown(test_defined_piece_on_ten_by_ten,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_clicks, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
