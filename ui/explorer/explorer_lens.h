/* The lenses of Mobility mode as numbers and colours: what each square
 * shows, how it is written, and the colour scale (relative to the lens's
 * own range, or absolute: 0 to W*H-1, so pieces on one board compare). */
#ifndef BOARDEX_EXPLORER_LENS_H
#define BOARDEX_EXPLORER_LENS_H

#include <stdbool.h>

#include "explorer_state.h"

enum { LENS_TEXT_MAX = 8 }; /* "-675", "+675" */

const char *explorer_lens_name(explorer_lens lens);

/* The number the lens shows on square index; false where it has none (a
 * square the piece never reaches from the cursor). */
bool explorer_lens_value(const explorer_state *state, int index, int *value);

/* The value as the CLI prints it: "3", "+3", "0" (compare), "-" (none). */
void explorer_lens_text(const explorer_state *state, int index,
                        char out[LENS_TEXT_MAX]);

/* The colour scale: values from low (coolest) to high (hottest); for the
 * diverging compare lens neutral at 0 and strongest at -high and +high. */
typedef struct {
    int low;
    int high;
    bool diverging;
} lens_scale;

lens_scale explorer_lens_scale(const explorer_state *state);

#endif
