/* The board form of a position (8 rows of 8 characters), as --board FILE
 * reads it: any bytes, NUL included. The text is handed over with its
 * length and no terminator, so a reader that looks past the end is caught.
 * A board that parses reads back the same from its own board form. */
#include <string.h>

#include "reference_movegen.h"
#include "position_text.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size > 0 ? size : 1);
    chess_position pos;
    bx_error err;

    if (text == NULL)
        return 0;
    if (size > 0)
        memcpy(text, data, size);
    if (position_from_board_text(text, size, &pos, &err) == BX_OK) {
        char board[POSITION_BOARD_MAX];
        char fen_a[POSITION_FEN_MAX];
        char fen_b[POSITION_FEN_MAX];
        chess_position back;

        fuzz_require(position_is_valid(&pos));
        fuzz_require(memchr(text, '\0', size) == NULL);
        position_to_board(&pos, board);
        fuzz_require(position_from_board_text(board, strlen(board), &back,
                                              &err) == BX_OK);
        position_to_fen(&pos, fen_a);
        position_to_fen(&back, fen_b);
        fuzz_require(strcmp(fen_a, fen_b) == 0);
        fuzz_require(reference_count(&pos, CHESS_WHITE) >= -1);
    } else {
        fuzz_require_message(err.message);
    }
    free(text);
    return 0;
}
