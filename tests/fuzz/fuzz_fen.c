/* FEN, as --fen and `count --fen -` read it. A FEN that parses gives a valid
 * position that reads back the same from its own FEN and board form, and
 * whose move counts agree with its list of legal moves. Under fide rules
 * too: the FEN comes back whole, both builds of the engine agree, and every
 * move it generates leads to a valid position. */
#include <string.h>

#include "engine.h"
#include "reference_movegen.h"
#include "position_text.h"
#include "fuzz.h"

/* The same FEN, or with placement_only the same pieces: the board form
 * has no side to move. */
static void check_same(const chess_position *a, const chess_position *b,
                       bool placement_only)
{
    char fen_a[POSITION_FEN_MAX];
    char fen_b[POSITION_FEN_MAX];
    position_to_fen(a, fen_a);
    position_to_fen(b, fen_b);
    size_t len = placement_only ? strcspn(fen_a, " ") : sizeof fen_a;
    fuzz_require(strncmp(fen_a, fen_b, len) == 0);
}

static void check_moves(const chess_position *pos, chess_color color)
{
    move_targets moves;
    int count = reference_count(pos, color);

    reference_legal(pos, color, &moves);
    fuzz_require(moves.count >= 0 && moves.count <= BB_SQUARES * 27);
    fuzz_require(count == -1 || count == moves.count);
}

/* The engine under seed rules (both builds) counts what the table-free
 * reference_legal lists. */
static void check_engine_seed(const chess_position *pos)
{
    const chess_engine *engines[2] = {chess_engine_portable(),
                                      chess_engine_best()};
    for (int c = 0; c < CHESS_COLORS; c++) {
        move_targets moves;
        reference_legal(pos, (chess_color)c, &moves);
        for (int e = 0; e < 2; e++) {
            int count = chess_count(engines[e], pos, CHESS_RULES_SEED,
                                    (chess_color)c);
            fuzz_require(count == -1 || count == moves.count);
        }
    }
}

static void check_fide(const char *text)
{
    static chess_move moves[CHESS_MOVES_MAX];
    const chess_engine *portable = chess_engine_portable();
    const chess_engine *best = chess_engine_best();
    char fen[POSITION_FEN_MAX], again[POSITION_FEN_MAX];
    chess_position pos, back;
    bx_error err;

    if (position_from_fen_rules(text, CHESS_RULES_FIDE, &pos, &err) !=
        BX_OK) {
        fuzz_require_message(err.message);
        return;
    }
    position_to_fen_rules(&pos, CHESS_RULES_FIDE, fen);
    fuzz_require(position_from_fen_rules(fen, CHESS_RULES_FIDE, &back,
                                         &err) == BX_OK);
    position_to_fen_rules(&back, CHESS_RULES_FIDE, again);
    fuzz_require(strcmp(fen, again) == 0);
    int n = portable->generate(&pos, CHESS_RULES_FIDE, moves);
    fuzz_require(n >= 0 && n <= CHESS_MOVES_MAX);
    fuzz_require(n == portable->count(&pos, CHESS_RULES_FIDE));
    fuzz_require(n == best->count(&pos, CHESS_RULES_FIDE));
    for (int i = 0; i < n; i++) {
        chess_position after;
        chess_move_apply(&pos, moves[i], &after);
        fuzz_require(position_is_valid(&after));
        fuzz_require(!best->in_check(&after, pos.to_move));
    }
    fuzz_require(portable->perft(&pos, CHESS_RULES_FIDE, 2) ==
                 best->perft(&pos, CHESS_RULES_FIDE, 2));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    chess_position pos;
    bx_error err;

    if (text == NULL)
        return 0;
    if (position_from_fen(text, &pos, &err) == BX_OK) {
        char fen[POSITION_FEN_MAX];
        char board[POSITION_BOARD_MAX];
        chess_position back;

        fuzz_require(position_is_valid(&pos));
        position_to_fen(&pos, fen);
        fuzz_require(position_from_fen(fen, &back, &err) == BX_OK);
        check_same(&pos, &back, false);
        position_to_board(&pos, board);
        fuzz_require(position_from_board_text(board, strlen(board), &back,
                                              &err) == BX_OK);
        check_same(&pos, &back, true);
        check_moves(&pos, CHESS_WHITE);
        check_moves(&pos, CHESS_BLACK);
        check_engine_seed(&pos);
    } else {
        fuzz_require_message(err.message);
    }
    check_fide(text);
    free(text);
    return 0;
}
