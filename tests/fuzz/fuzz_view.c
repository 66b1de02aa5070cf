/* Drawing the explorer at any terminal size. Curses runs on a terminal
 * that writes to /dev/null (xterm-256color), so view_draw runs whole with
 * no screen. The bytes are terminal input as in fuzz_keys, except that
 * 0xfd and the two bytes after it resize the screen to (lines, columns) of
 * 0 to 255, and 0xfe flips between colour with Unicode and monochrome
 * ASCII (neither byte is ever UTF-8; 0xff still is a bad byte), and NUL
 * is a pause as in fuzz_keys. The
 * screen is drawn after every key; the drawing must stay in the screen
 * (curses refuses the rest) and read only valid state.
 *
 * Curses is one global screen per process, so it is set up once and kept;
 * every input starts from a fresh explorer state at 80x24. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "view.h"
#include "fuzz.h"
#include "fuzz_explorer.h"

enum { RESIZE = 0xfd, RESTYLE = 0xfe };

/* The one curses screen, made on the first call. */
static bool curses_ready(void)
{
    static SCREEN *screen;
    if (screen == NULL) {
        FILE *nowhere = fopen("/dev/null", "r+"); /* kept: curses uses it */
        if (nowhere == NULL)
            return false;
        screen = newterm("xterm-256color", nowhere, nowhere);
        if (screen == NULL)
            return false;
    }
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    explorer_options options;
    explorer_state *state = malloc(sizeof *state);
    key_decoder *decoder = malloc(sizeof *decoder);
    view_style styles[2];
    int style = 0;
    bx_error err;

    if (state == NULL || decoder == NULL || !curses_ready())
        abort();
    colors_init(&styles[0], colors_detect(false), true);
    colors_init(&styles[1], DEPTH_MONO, false);
    resizeterm(24, 80);
    explorer_default_options(&options);
    fuzz_require(explorer_init(state, &options, &err) == BX_OK);
    key_decoder_init(decoder);
    view_draw(state, &styles[style]);
    for (size_t i = 0; i < size && !state->quit; i++) {
        int byte = data[i];
        if (byte == RESIZE && i + 2 < size) {
            resizeterm(data[i + 1], data[i + 2]);
            i += 2;
        } else if (byte == RESTYLE) {
            style = !style;
        } else if (byte == 0) {
            fuzz_pause(state, decoder); /* as in fuzz_keys */
        } else {
            fuzz_feed(state, decoder, data[i]);
        }
        view_draw(state, &styles[style]);
    }
    free(decoder);
    explorer_free(state);
    return 0;
}
