/* Board sizes ("8x8", "10x8"). A size that parses is valid and reads back
 * from its own "WxH". */
#include <stdio.h>

#include "square.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    board_size board;
    bx_error err;

    if (text == NULL)
        return 0;
    if (board_size_parse(text, &board, &err) == BX_OK) {
        char again[32];
        board_size back;
        fuzz_require(board_size_valid(board));
        snprintf(again, sizeof again, "%dx%d", board.width, board.height);
        fuzz_require(board_size_parse(again, &back, &err) == BX_OK);
        fuzz_require(back.width == board.width &&
                     back.height == board.height);
    } else {
        fuzz_require_message(err.message);
    }
    free(text);
    return 0;
}
