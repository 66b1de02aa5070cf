/* The explorer's state machine fed a stream of keys and clicks, as a user
 * mashing the keyboard would: every mode, menu, prompt and help screen.
 * Each byte is a key: 0x00-0x7f that ASCII or control code, 0x80-0x89 an
 * arrow or other named key, 0x8a a click on the square picked by the next
 * byte (anywhere, on the board or off it), 0x8b-0xff that code point typed
 * as text. After every key the cursor is on the board, and the status line
 * and the prompt are terminated strings of their size.
 *
 * g in Tour mode is left out (fuzz_explorer.h says why). */
#include <stdio.h>
#include <string.h>

#include "fuzz.h"
#include "fuzz_explorer.h"

static void check_state(const explorer_state *state)
{
    fuzz_require(square_on_board(explorer_board(state), state->cursor));
    fuzz_require(memchr(state->message, '\0', sizeof state->message) !=
                 NULL);
    fuzz_require((int)state->mode >= 0 && (int)state->mode < MODE_COUNT);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    explorer_options options;
    explorer_state *state = malloc(sizeof *state);
    bx_error err;

    /* A typed file name of "-" or /dev/stdin must not wait for input. */
    if (state == NULL || freopen("/dev/null", "r", stdin) == NULL)
        abort();
    explorer_default_options(&options);
    fuzz_require(explorer_init(state, &options, &err) == BX_OK);
    for (size_t i = 0; i < size && !state->quit; i++) {
        fuzz_press(state, data, size, &i);
        check_state(state);
    }
    free(state);
    return 0;
}
