/* The explorer's state machine fed a stream of keys and clicks, as a user
 * mashing the keyboard would: every mode, menu, prompt and help screen.
 * Each byte is a key: 0x00-0x7f that ASCII or control code, 0x80-0x89 an
 * arrow or other named key, 0x8a a click on the square picked by the next
 * byte (anywhere, on the board or off it), 0x8b-0xff that code point typed
 * as text. After every key the cursor is on the board, and the status line
 * and the prompt are terminated strings of their size.
 *
 * One key is left out: g in Tour mode searches for a tour for up to 5
 * million positions (0.4 s at most in a release build, seconds under the
 * sanitizers), which would make it most of every run. The search itself
 * is fuzzed through the CLI target's findtour, with a time limit. */
#include <stdio.h>
#include <string.h>

#include "../../ui/explorer_keys.h"
#include "../../ui/explorer_state.h"
#include "fuzz.h"

enum { CLICK = 0x8a, NAMED_KEYS = KEY_CODE_BACK_TAB - KEY_CODE_UP + 1 };

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
        int byte = data[i];
        if (byte == CLICK && i + 1 < size) {
            int at = data[++i];
            explorer_click(state, (square){at / 16 - 2, at % 16 - 2});
        } else if (byte >= 0x80 && byte < 0x80 + NAMED_KEYS) {
            explorer_key(state, KEY_CODE_UP + (byte - 0x80));
        } else if (!(byte == 'g' && state->mode == MODE_TOUR &&
                     explorer_context_of(state) == CONTEXT_BOARD)) {
            explorer_key(state, byte);
        }
        check_state(state);
    }
    free(state);
    return 0;
}
