/* Key actions over the whole explorer: quitting, help, modes, the cursor,
 * the preset menu and board sizes. Prompts are in explorer_prompt.c. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_menu.h"
#include "explorer_undo.h"

void action_quit(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    state->quit = true;
    state->quit_key = key;
}

void action_quit_ask(explorer_state *state, const key_arg *arg, int key)
{
    if (!explorer_has_changes(state)) {
        action_quit(state, arg, key);
        return;
    }
    state->focus = FOCUS_CONFIRM_QUIT;
    explorer_say(state, "quit and lose the changes? y/n");
}

/* Any answer to the quit question but yes: the key does nothing else. */
void action_quit_cancel(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_BOARD;
    explorer_say(state, "not quitting: the changes are kept");
}

void action_undo(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_undo(state);
}

void action_redo(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_redo(state);
}

void action_repaint(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->repaint = true;
}

void action_suspend(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->suspend = true;
}

void action_help_open(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_HELP;
    state->help_scroll = 0;
}

void action_help_close(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_BOARD;
}

/* Moves an index by steps within 0..last; KEY_TO_FIRST and KEY_TO_LAST go
 * to the ends. With wrap, one step past an end comes round to the other
 * (as most menus do). */
static int step_index(int index, int steps, int last, bool wrap)
{
    if (steps == KEY_TO_FIRST)
        return 0;
    if (steps == KEY_TO_LAST)
        return last;
    index += steps;
    if (wrap && (steps == 1 || steps == -1))
        return index < 0 ? last : index > last ? 0 : index;
    return index < 0 ? 0 : index > last ? last : index;
}

void action_help_scroll(explorer_state *state, const key_arg *arg, int key)
{
    (void)key;
    /* Screen rows, not help lines: a page moves by the rows it shows, so
     * paging through sees every row once however the keys wrap. */
    int steps = arg->steps;
    int page = state->page_lines > 1 ? state->page_lines : 1;
    int last = state->help_rows - page > 0 ? state->help_rows - page : 0;
    if (steps == KEY_PAGE || steps == -KEY_PAGE)
        steps = steps > 0 ? page : -page;
    state->help_scroll = step_index(state->help_scroll, steps, last, false);
}

void action_mode_next(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_set_mode(state,
                      (explorer_mode)((state->work.mode + 1) % MODE_COUNT));
}

void action_mode_previous(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_set_mode(
        state,
        (explorer_mode)((state->work.mode + MODE_COUNT - 1) % MODE_COUNT));
}

void action_mode_jump(explorer_state *state, const key_arg *arg, int key)
{
    (void)key;
    explorer_set_mode(state, arg->mode);
}

void action_move(explorer_state *state, const key_arg *arg, int key)
{
    (void)key;
    /* Up is up on the screen, on a turned board too. */
    int sign = state->flipped ? -1 : 1;
    explorer_move_cursor(state, sign * arg->dr, sign * arg->dc);
}

void action_menu_open(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_open_menu(state, MENU_PIECE);
}

void action_menu_move(explorer_state *state, const key_arg *arg, int key)
{
    (void)key;
    state->menu_index = step_index(state->menu_index, arg->steps,
                                   explorer_menu_count(state) - 1, true);
}

void action_menu_jump(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    int count = explorer_menu_count(state);
    for (int step = 1; step <= count; step++) {
        int index = (state->menu_index + step) % count;
        if (explorer_menu_name(state, index)[0] == key) {
            state->menu_index = index;
            return;
        }
    }
}

void action_menu_pick(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    const piece_preset_info *info = piece_preset_at(state->menu_index);
    piece_spec piece;
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];

    if (state->menu_target == MENU_VARIANT) {
        explorer_variant_pick(state, state->menu_index);
        return;
    }
    state->focus = FOCUS_BOARD;
    if (info == NULL)
        return;
    if (piece_from_name(info->name, &piece, &err) != BX_OK ||
        (state->menu_target == MENU_SECOND
             ? explorer_set_second(state, &piece, info->name, info->betza,
                                   &err)
             : explorer_set_piece(state, &piece, info->name, &err)) !=
            BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    snprintf(state->work.change, sizeof state->work.change, "picked the %s%s",
             state->menu_target == MENU_SECOND ? "second piece, " : "",
             info->name);
    snprintf(text, sizeof text, "%s%s: %s",
             state->menu_target == MENU_SECOND ? "second piece " : "",
             info->name,
             info->summary);
    explorer_say(state, text);
}

void action_menu_close(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_BOARD;
}

void action_define_piece(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    char text[LINE_EDIT_MAX];
    direction_list once;
    piece_directions(&state->work.piece, 1, &once);
    if (!directions_format(&once, text, sizeof text))
        text[0] = '\0';
    explorer_open_prompt(state, PROMPT_ONCE, text);
}

void action_betza_prompt(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    /* A Betza cut for the panel would not read back: start empty then. */
    size_t len = strlen(state->work.piece_betza);
    bool cut =
        len >= 3 && strcmp(state->work.piece_betza + len - 3, "...") == 0;
    explorer_open_prompt(state, PROMPT_BETZA,
                         cut ? "" : state->work.piece_betza);
}

static bool same_size(board_size a, board_size b)
{
    return a.width == b.width && a.height == b.height;
}

/* The size s and S start from: the position's in Position mode, else the
 * one chosen (a loaded tour's board aside). */
static board_size size_shown(const explorer_state *state)
{
    return state->work.mode == MODE_POSITION ? state->work.position.pos.size
                                             : state->work.board;
}

void action_size_cycle(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    int next = 0; /* a size off the cycle goes back to its start */
    bx_error err;

    for (int i = 0; i < EXPLORER_SIZE_CYCLE; i++)
        if (same_size(explorer_size_at(i), size_shown(state)))
            next = (i + 1) % EXPLORER_SIZE_CYCLE;
    if (explorer_change_size(state, explorer_size_at(next), &err) != BX_OK)
        explorer_error(state, err.message);
}

void action_size_prompt(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    char text[32];
    board_size board = size_shown(state);
    snprintf(text, sizeof text, "%dx%d", board.width, board.height);
    explorer_open_prompt(state, PROMPT_SIZE, text);
}

void action_board_only(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->board_only = !state->board_only;
    explorer_say(state, state->board_only ? "the board alone: z shows the "
                                            "panel again"
                                          : "board and panel");
}

void explorer_menu_click(explorer_state *state, int index)
{
    if (state->focus != FOCUS_MENU)
        return;
    if (index < 0 || index >= explorer_menu_count(state)) {
        action_menu_close(state, NULL, 0);
        return;
    }
    state->menu_index = index;
    explorer_history_begin(state);
    action_menu_pick(state, NULL, 0);
    explorer_history_commit(state, state->menu_target == MENU_VARIANT
                                       ? "picked a variant"
                                       : "picked a piece");
}
