/* The placement lens's map: the door's count of the moves one more piece
 * would have on each empty square, made again only when the position, its
 * rules or the piece change, so moving the cursor costs a comparison. */
#include <string.h>

#include "explorer_state.h"

void explorer_placement_refresh(explorer_state *state)
{
    const explorer_position *ep = &state->work.position;
    const game_rules *rules = explorer_position_game_rules(ep);
    unsigned char cell;
    if (state->placement_letter == '\0' || rules == NULL ||
        !game_cell_of_letter(rules, state->placement_letter, &cell)) {
        state->placement_shown = false;
        return;
    }
    if (state->placement.cell != cell ||
        state->placement_compiles != ep->compiled->compiles ||
        memcmp(&state->placement_of, &ep->pos, sizeof ep->pos) != 0) {
        game_placement(rules, &ep->pos, cell, &state->placement);
        state->placement_of = ep->pos;
        state->placement_compiles = ep->compiled->compiles;
    }
    state->placement_shown = true;
}
