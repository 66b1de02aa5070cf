/* How the explorer's fuzz targets (keys, view) turn input bytes into key
 * presses and clicks, so both speak the same input language. */
#ifndef BOARDEX_FUZZ_EXPLORER_H
#define BOARDEX_FUZZ_EXPLORER_H

#include "explorer_keys.h"
#include "explorer_start.h"

enum {
    FUZZ_CLICK = 0x8a, /* the next byte picks the square: 16 * (row + 2) + col + 2 */
    FUZZ_NAMED_KEYS = BX_KEY_BACK_TAB - BX_KEY_UP + 1, /* from 0x80 */
};

/* Presses the key data[*i] stands for, reading one more byte for a click.
 * g in Tour mode is left out: it searches for a tour for up to 5 million
 * positions, which would make it most of every run (the search itself is
 * fuzzed through the CLI target's findtour, with a time limit). */
static inline void fuzz_press(explorer_state *state, const uint8_t *data,
                              size_t size, size_t *i)
{
    int byte = data[*i];
    if (byte == FUZZ_CLICK && *i + 1 < size) {
        int at = data[++*i];
        explorer_click(state, (square){at / 16 - 2, at % 16 - 2});
    } else if (byte >= 0x80 && byte < 0x80 + FUZZ_NAMED_KEYS) {
        explorer_key(state, BX_KEY_UP + (byte - 0x80));
    } else if (!(byte == 'g' && state->mode == MODE_TOUR &&
                 state->focus == FOCUS_BOARD)) {
        explorer_key(state, byte);
    }
}

#endif
