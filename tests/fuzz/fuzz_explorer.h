/* How the explorer's fuzz targets (keys, view) turn input bytes into key
 * presses, pastes and clicks: through the key decoder the terminal front
 * end uses (key_decoder.h), so the bytes are what a terminal sends (UTF-8,
 * escape sequences, SGR mouse reports, bracketed pastes, stray bytes). A
 * click at screen row r, column c picks the square (r - 2, c - 2), on the
 * board or off it. */
#ifndef BOARDEX_FUZZ_EXPLORER_H
#define BOARDEX_FUZZ_EXPLORER_H

#include "explorer_input.h"
#include "explorer_keys.h"
#include "explorer_start.h"
#include "key_decoder.h"

/* g in Tour mode is left out: it searches for a tour for up to 5 million
 * positions, which would make it most of every run (the search itself is
 * fuzzed through the CLI target's findtour, with a time limit). */
static inline void fuzz_event(explorer_state *state, const key_event *event)
{
    if (event->kind == KEY_EVENT_CLICK)
        explorer_click(state, (square){event->row - 2, event->col - 2});
    else if (!(event->kind == KEY_EVENT_KEY && event->key == 'g' &&
               state->work.mode == MODE_TOUR && state->focus == FOCUS_BOARD))
        explorer_input(state, event);
}

/* Feeds one byte; with end set, also the pause after the last byte (a lone
 * Esc is then the Esc key). */
static inline void fuzz_feed(explorer_state *state, key_decoder *decoder,
                             uint8_t byte)
{
    key_event events[KEY_DECODER_EVENTS_MAX];
    int count = key_decoder_feed(decoder, byte, events);
    for (int e = 0; e < count && !state->quit; e++)
        fuzz_event(state, &events[e]);
}

static inline void fuzz_pause(explorer_state *state, key_decoder *decoder)
{
    key_event events[KEY_DECODER_EVENTS_MAX];
    int count = key_decoder_timeout(decoder, events);
    for (int e = 0; e < count && !state->quit; e++)
        fuzz_event(state, &events[e]);
}

#endif
