/* Squares as users type them ("d4", "4,3", "(4, 3)") on boards of several
 * shapes. A square that parses is on the board and survives the trip to a
 * FIDE name and back. */
#include "square.h"
#include "fuzz.h"

static void check_square(board_size board, const char *text)
{
    square sq;
    bx_error err;
    char name[SQUARE_NAME_MAX];

    if (square_parse(board, text, &sq, &err) != BX_OK) {
        fuzz_require_message(err.message);
        return;
    }
    fuzz_require(square_on_board(board, sq));
    fuzz_require(square_to_fide(board, sq, name, &err) == BX_OK);
    square back;
    fuzz_require(square_from_fide(board, name, &back, &err) == BX_OK);
    fuzz_require(back.row == sq.row && back.col == sq.col);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const board_size BOARDS[] = {
        {8, 8}, {1, 1}, {10, 10}, {26, 26}, {26, 1}, {1, 26}, {3, 12}};
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    for (size_t i = 0; i < sizeof BOARDS / sizeof BOARDS[0]; i++)
        check_square(BOARDS[i], text);
    free(text);
    return 0;
}
