/* Keys for the lenses of Mobility mode: the next lens, the second piece
 * of the compare lens, and the colour scale. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_menu.h"
#include "explorer_lens.h"

/* "distance from d4", "compare: knight minus bishop". */
static void say_lens(explorer_state *state)
{
    char text[EXPLORER_MESSAGE_MAX];
    char name[SQUARE_NAME_MAX];
    switch (state->lens) {
    case LENS_DISTANCE:
        square_to_fide(state->work.board, state->work.cursor, name, NULL);
        snprintf(text, sizeof text,
                 "lens: distance, the fewest moves from %s (the cursor)",
                 name);
        break;
    case LENS_COMPARE:
        snprintf(text, sizeof text,
                 "lens: compare, %s minus %s (V picks the second piece)",
                 state->work.piece_name, state->work.second_name);
        break;
    default:
        snprintf(text, sizeof text, "lens: moves from each square");
    }
    explorer_say(state, text);
}

void action_lens_next(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->lens = (explorer_lens)((state->lens + 1) % LENS_COUNT);
    say_lens(state);
}

void action_second_menu(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_open_menu(state, MENU_SECOND);
}

void action_menu_betza(explorer_state *state, const key_arg *arg, int key)
{
    /* b types the second piece in Betza; in the first piece's menu it
     * jumps to a name as any letter does (b outside the menu is Betza). */
    if (state->menu_target != MENU_SECOND) {
        action_menu_jump(state, arg, key);
        return;
    }
    size_t len = strlen(state->work.second_betza);
    bool cut =
        len >= 3 && strcmp(state->work.second_betza + len - 3, "...") == 0;
    explorer_open_prompt(state, PROMPT_SECOND_BETZA,
                         cut ? "" : state->work.second_betza);
}

void action_scale_toggle(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->absolute_scale = !state->absolute_scale;
    explorer_say(state, state->absolute_scale
                            ? "scale: absolute, 0 to every other square"
                            : "scale: relative, the lens's own range");
}
