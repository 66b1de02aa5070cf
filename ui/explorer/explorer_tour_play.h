/* Tour mode's moves along the path that other files need: jumping to a
 * step (the `#` prompt, clicks) and autoplay (`P`), whose clock is the
 * front end's. */
#ifndef BOARDEX_EXPLORER_TOUR_PLAY_H
#define BOARDEX_EXPLORER_TOUR_PLAY_H

#include <stdbool.h>

#include "explorer_state.h"

/* Autoplay's pace: one step every so many milliseconds. */
enum { EXPLORER_PLAY_STEP_MS = 300 };

/* Draws the path up to step n (clamped to 1..count), cursor on it. */
void explorer_tour_jump(explorer_state *state, int n);

/* One autoplay step, when playing; autoplay stops at the last step.
 * Returns whether anything changed. */
bool explorer_tick(explorer_state *state);

/* What Enter does in the `#` prompt. */
void explorer_submit_step(explorer_state *state);

#endif
