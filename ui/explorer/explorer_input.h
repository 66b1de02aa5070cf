/* What the explorer does with each decoded input event (key_decoder.h):
 * keys go through the key table, pasted text is text, bytes that mean
 * nothing are dropped with a word on the status line. Clicks need the
 * screen's layout and are the front end's (explorer_click). */
#ifndef BOARDEX_EXPLORER_INPUT_H
#define BOARDEX_EXPLORER_INPUT_H

#include <stddef.h>

#include "explorer_state.h"
#include "key_decoder.h"

void explorer_input(explorer_state *state, const key_event *event);

/* Pasted text: into the open prompt as text (control bytes as spaces), or
 * with no prompt open loaded as a FEN or board form (Position mode) or a
 * tour grid (Tour mode); anything else is refused. */
void explorer_paste(explorer_state *state, const char *text, size_t length);

#endif
