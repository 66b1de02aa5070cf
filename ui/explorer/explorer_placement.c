/* Position mode's placement lens ("what if a piece stood here"): p asks
 * for the piece; the map itself is explorer_placement_map.c's. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"

void action_placement_prompt(explorer_state *state, const key_arg *arg,
                             int key)
{
    char letter[2] = {state->placement_letter != '\0'
                          ? state->placement_letter
                          : 'B',
                      '\0'};
    (void)arg;
    (void)key;
    explorer_open_prompt(state, PROMPT_PLACEMENT, letter);
}

void explorer_submit_placement(explorer_state *state)
{
    const char *text = state->line.text;
    char white[EXPLORER_LETTERS_MAX], black[EXPLORER_LETTERS_MAX];
    char message[EXPLORER_MESSAGE_MAX];
    if (text[0] == '\0') {
        state->placement_letter = '\0';
        explorer_close_prompt(state);
        explorer_refresh_cursor(state);
        explorer_say(state, "placement lens off: legal moves per piece");
        return;
    }
    if (text[1] != '\0' || !explorer_position_knows(&state->work.position,
                                                    text[0])) {
        explorer_position_letter_list(&state->work.position, white, black);
        snprintf(message, sizeof message,
                 "one piece letter: %s white, %s black (empty: lens off)",
                 white, black);
        explorer_error(state, message);
        return;
    }
    state->placement_letter = text[0];
    explorer_close_prompt(state);
    explorer_refresh_cursor(state);
    char piece[EXPLORER_LETTER_BETZA_MAX + 16];
    explorer_position_piece_name(&state->work.position, text[0], piece,
                                 sizeof piece);
    snprintf(message, sizeof message,
             "placement lens: the moves a %.60s would have on each empty "
             "square (+ gives check); p and an empty line turn it off",
             piece);
    explorer_say(state, message);
}
