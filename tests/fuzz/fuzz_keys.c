/* The explorer's state machine fed a stream of terminal bytes through the
 * front end's key decoder, as a user mashing the keyboard, pasting and
 * clicking would: every mode, menu, prompt and help screen. A NUL byte
 * stands for a pause (a lone Esc becomes the Esc key; Ctrl-@ means
 * nothing here). After every byte the cursor is on the board, and the
 * status line and the prompt are terminated strings of their size.
 *
 * g in Tour mode is left out (fuzz_explorer.h says why). */
#include <stdio.h>
#include <string.h>

#include "fuzz.h"
#include "fuzz_explorer.h"

static void check_state(const explorer_state *state)
{
    fuzz_require(square_on_board(explorer_board(state), state->work.cursor));
    fuzz_require(memchr(state->message, '\0', sizeof state->message) !=
                 NULL);
    fuzz_require((int)state->work.mode >= 0 &&
                 (int)state->work.mode < MODE_COUNT);
    fuzz_require(state->line.length >= 0 &&
                 state->line.length < LINE_EDIT_MAX &&
                 state->line.text[state->line.length] == '\0' &&
                 state->line.cursor >= 0 &&
                 state->line.cursor <= state->line.length);
    fuzz_require(state->history.undoable >= 0 &&
                 state->history.undoable + state->history.redoable <=
                     EXPLORER_UNDO_STEPS);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    explorer_options options;
    explorer_state *state = malloc(sizeof *state);
    key_decoder *decoder = malloc(sizeof *decoder);
    bx_error err;

    /* A typed file name of "-" or /dev/stdin must not wait for input. */
    if (state == NULL || decoder == NULL ||
        freopen("/dev/null", "r", stdin) == NULL)
        abort();
    explorer_default_options(&options);
    fuzz_require(explorer_init(state, &options, &err) == BX_OK);
    key_decoder_init(decoder);
    for (size_t i = 0; i < size && !state->quit; i++) {
        if (data[i] == 0)
            fuzz_pause(state, decoder);
        else
            fuzz_feed(state, decoder, data[i]);
        check_state(state);
    }
    fuzz_pause(state, decoder);
    check_state(state);
    free(decoder);
    explorer_free(state);
    return 0;
}
