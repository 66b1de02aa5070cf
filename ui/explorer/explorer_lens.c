#include "explorer_lens.h"

#include <stdio.h>
#include <stdlib.h>

const char *explorer_lens_name(explorer_lens lens)
{
    static const char *const NAMES[LENS_COUNT] = {"moves", "distance",
                                                  "compare"};
    return lens >= 0 && lens < LENS_COUNT ? NAMES[lens] : "?";
}

bool explorer_lens_value(const explorer_state *state, int index, int *value)
{
    switch (state->lens) {
    case LENS_DISTANCE:
        *value = state->distance.steps[index];
        return *value != DISTANCE_NEVER;
    case LENS_COMPARE:
        *value = state->mobility.moves[index] -
                 state->second_mobility.moves[index];
        return true;
    default:
        *value = state->mobility.moves[index];
        return true;
    }
}

void explorer_lens_text(const explorer_state *state, int index,
                        char out[LENS_TEXT_MAX])
{
    int value;
    if (!explorer_lens_value(state, index, &value))
        snprintf(out, LENS_TEXT_MAX, "-");
    else if (state->lens == LENS_COMPARE && value != 0)
        snprintf(out, LENS_TEXT_MAX, "%+d", value);
    else
        snprintf(out, LENS_TEXT_MAX, "%d", value);
}

lens_scale explorer_lens_scale(const explorer_state *state)
{
    lens_scale scale = {0, 0, state->lens == LENS_COMPARE};
    int count = board_square_count(state->work.board);

    if (state->absolute_scale) {
        scale.high = count - 1;
        return scale;
    }
    scale.low = scale.diverging ? 0 : 1 << 30;
    for (int i = 0; i < count; i++) {
        int value;
        if (!explorer_lens_value(state, i, &value))
            continue;
        if (scale.diverging)
            value = abs(value);
        if (!scale.diverging && value < scale.low)
            scale.low = value;
        if (value > scale.high)
            scale.high = value;
    }
    if (state->lens == LENS_DISTANCE)
        scale.low = 0; /* the cursor square itself */
    return scale;
}
