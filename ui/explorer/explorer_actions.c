/* Key actions over the whole explorer: quitting, help, modes, the cursor,
 * the preset menu and board sizes. Prompts are in explorer_prompt.c. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_help.h"
#include "explorer_keys.h"

void action_quit(explorer_state *state, int key)
{
    (void)key;
    state->quit = true;
}

void action_repaint(explorer_state *state, int key)
{
    (void)key;
    state->repaint = true;
}

void action_help_open(explorer_state *state, int key)
{
    (void)key;
    state->help_open = true;
    state->help_scroll = 0;
}

void action_help_close(explorer_state *state, int key)
{
    (void)key;
    state->help_open = false;
}

void action_help_scroll(explorer_state *state, int key)
{
    int last = help_line_count() - 1;
    int scroll = state->help_scroll;

    if (key == KEY_CODE_UP || key == 'k')
        scroll--;
    else if (key == KEY_CODE_DOWN || key == 'j')
        scroll++;
    else if (key == KEY_CODE_PAGE_UP)
        scroll -= 10;
    else if (key == KEY_CODE_PAGE_DOWN || key == ' ')
        scroll += 10;
    else if (key == KEY_CODE_HOME)
        scroll = 0;
    else if (key == KEY_CODE_END)
        scroll = last;
    state->help_scroll = scroll < 0 ? 0 : scroll > last ? last : scroll;
}

void action_mode_next(explorer_state *state, int key)
{
    (void)key;
    explorer_set_mode(state, (explorer_mode)((state->mode + 1) % MODE_COUNT));
}

void action_mode_previous(explorer_state *state, int key)
{
    (void)key;
    explorer_set_mode(state, (explorer_mode)((state->mode + MODE_COUNT - 1) %
                                             MODE_COUNT));
}

void action_mode_jump(explorer_state *state, int key)
{
    explorer_set_mode(state, (explorer_mode)(key - '1'));
}

void action_move(explorer_state *state, int key)
{
    switch (key) {
    case KEY_CODE_UP:
    case 'k':
        explorer_move_cursor(state, -1, 0);
        break;
    case KEY_CODE_DOWN:
    case 'j':
        explorer_move_cursor(state, 1, 0);
        break;
    case KEY_CODE_LEFT:
    case 'h':
        explorer_move_cursor(state, 0, -1);
        break;
    case KEY_CODE_RIGHT:
    case 'l':
        explorer_move_cursor(state, 0, 1);
        break;
    default:
        break;
    }
}

void action_menu_open(explorer_state *state, int key)
{
    (void)key;
    state->menu_open = true;
    state->menu_index = 0;
    /* Open on the current piece when it is a preset. */
    for (int i = 0; i < piece_preset_count(); i++)
        if (strcmp(piece_preset_at(i)->name, state->piece_name) == 0)
            state->menu_index = i;
}

void action_menu_move(explorer_state *state, int key)
{
    int last = piece_preset_count() - 1;
    int index = state->menu_index;

    if (key == KEY_CODE_UP || key == 'k')
        index = index == 0 ? last : index - 1; /* wraps, like most menus */
    else if (key == KEY_CODE_DOWN || key == 'j')
        index = index == last ? 0 : index + 1;
    else if (key == KEY_CODE_HOME)
        index = 0;
    else if (key == KEY_CODE_END)
        index = last;
    state->menu_index = index;
}

void action_menu_jump(explorer_state *state, int key)
{
    int count = piece_preset_count();
    for (int step = 1; step <= count; step++) {
        int index = (state->menu_index + step) % count;
        if (piece_preset_at(index)->name[0] == key) {
            state->menu_index = index;
            return;
        }
    }
}

void action_menu_pick(explorer_state *state, int key)
{
    (void)key;
    const piece_preset_info *info = piece_preset_at(state->menu_index);
    piece_spec piece;
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];

    state->menu_open = false;
    if (info == NULL)
        return;
    if (piece_from_name(info->name, &piece, &err) != BX_OK ||
        explorer_set_piece(state, &piece, info->name, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    snprintf(text, sizeof text, "%s: %s", info->name, info->summary);
    explorer_say(state, text);
}

void action_menu_close(explorer_state *state, int key)
{
    (void)key;
    state->menu_open = false;
}

void action_define_piece(explorer_state *state, int key)
{
    (void)key;
    char text[LINE_EDIT_MAX];
    direction_list once;
    piece_directions(&state->piece, 1, &once);
    if (!directions_format(&once, text, sizeof text))
        text[0] = '\0';
    explorer_open_prompt(state, PROMPT_ONCE, text);
}

static bool same_size(board_size a, board_size b)
{
    return a.width == b.width && a.height == b.height;
}

void action_size_cycle(explorer_state *state, int key)
{
    (void)key;
    int next = 0; /* a size off the cycle goes back to its start */
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];

    for (int i = 0; i < EXPLORER_SIZE_CYCLE; i++)
        if (same_size(explorer_size_at(i), state->board))
            next = (i + 1) % EXPLORER_SIZE_CYCLE;
    board_size board = explorer_size_at(next);
    if (explorer_set_board(state, board, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    snprintf(text, sizeof text, "board %dx%d", board.width, board.height);
    explorer_say(state, text);
}

void action_size_prompt(explorer_state *state, int key)
{
    (void)key;
    char text[32];
    snprintf(text, sizeof text, "%dx%d", state->board.width,
             state->board.height);
    explorer_open_prompt(state, PROMPT_SIZE, text);
}
