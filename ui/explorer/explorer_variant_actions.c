/* Position mode's variants: V opens their menu, a pick plays
 * the variant from its start position (an undoable change of the
 * position and its rules), and R leaves it for the rules it switches. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_menu.h"

void action_variant_menu(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_open_menu(state, MENU_VARIANT);
}

void explorer_variant_pick(explorer_state *state, int index)
{
    const game_variant *variant =
        explorer_variant_at(&state->work.position, index);
    char label[64];
    char text[EXPLORER_MESSAGE_MAX];
    bx_error err;
    state->focus = FOCUS_BOARD;
    if (variant == NULL)
        return;
    if (explorer_position_set_variant(&state->work.position, variant,
                                      &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_variant_label(variant, label, sizeof label);
    snprintf(state->work.change, sizeof state->work.change,
             "picked the variant %s", variant->name);
    snprintf(text, sizeof text, "%s: %s", label,
             strcmp(variant->differs, "-") == 0 ? "the rules of chess"
                                                : variant->differs);
    explorer_refresh_cursor(state);
    explorer_say(state, text);
}
