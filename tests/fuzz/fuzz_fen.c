/* FEN, as --fen and `count --fen -` read it. A FEN that parses gives a valid
 * position that reads back the same from its own FEN and board form, and
 * whose move counts agree with its list of legal moves. */
#include <string.h>

#include "movegen.h"
#include "position_text.h"
#include "fuzz.h"

/* The same FEN, or with placement_only the same pieces: the board form
 * has no side to move. */
static void check_same(const position *a, const position *b,
                       bool placement_only)
{
    char fen_a[POSITION_FEN_MAX];
    char fen_b[POSITION_FEN_MAX];
    position_to_fen(a, fen_a);
    position_to_fen(b, fen_b);
    size_t len = placement_only ? strcspn(fen_a, " ") : sizeof fen_a;
    fuzz_require(strncmp(fen_a, fen_b, len) == 0);
}

static void check_moves(const position *pos, chess_color color)
{
    move_targets moves;
    int count = movegen_count(pos, color);

    movegen_legal(pos, color, &moves);
    fuzz_require(moves.count >= 0 && moves.count <= BB_SQUARES * 27);
    fuzz_require(count == -1 || count == moves.count);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    position pos;
    bx_error err;

    if (text == NULL)
        return 0;
    if (position_from_fen(text, &pos, &err) == BX_OK) {
        char fen[POSITION_FEN_MAX];
        char board[POSITION_BOARD_MAX];
        position back;

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
    } else {
        fuzz_require_message(err.message);
    }
    free(text);
    return 0;
}
