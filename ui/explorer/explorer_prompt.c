/* Prompts: editing the line, and what Enter does with it for each kind of
 * prompt. A bad entry keeps the prompt open with the error shown; Esc
 * leaves everything as it was. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_keys.h"

void action_prompt_edit(explorer_state *state, int key)
{
    line_edit *line = &state->line;
    switch (key) {
    case KEY_CODE_LEFT:
        line_edit_left(line);
        break;
    case KEY_CODE_RIGHT:
        line_edit_right(line);
        break;
    case KEY_CODE_HOME:
    case KEY_CODE_CTRL_A:
        line_edit_home(line);
        break;
    case KEY_CODE_END:
    case KEY_CODE_CTRL_E:
        line_edit_end(line);
        break;
    case KEY_CODE_BACKSPACE:
        line_edit_backspace(line);
        break;
    case KEY_CODE_DELETE:
        line_edit_delete(line);
        break;
    case KEY_CODE_CTRL_U:
        line_edit_clear(line);
        break;
    default:
        break;
    }
}

void action_prompt_text(explorer_state *state, int key)
{
    line_edit_insert(&state->line, key);
}

void action_prompt_cancel(explorer_state *state, int key)
{
    (void)key;
    state->prompt = PROMPT_NONE;
    explorer_say(state, "cancelled");
}

static void submit_once(explorer_state *state)
{
    bx_error err;
    char text[LINE_EDIT_MAX];
    direction_list repeated;

    if (directions_parse(state->line.text, &state->pending_once, &err) !=
        BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    piece_directions(&state->piece, PIECE_RANGE_UNLIMITED, &repeated);
    if (!directions_format(&repeated, text, sizeof text))
        text[0] = '\0';
    explorer_open_prompt(state, PROMPT_REPEATED, text);
}

static void submit_repeated(explorer_state *state)
{
    piece_spec piece;
    direction_list repeated;
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];

    piece_clear(&piece);
    if (directions_parse(state->line.text, &repeated, &err) != BX_OK ||
        piece_add_directions(&piece, &state->pending_once, 1, &err) !=
            BX_OK ||
        piece_add_directions(&piece, &repeated, PIECE_RANGE_UNLIMITED,
                             &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    /* Unchanged moves keep their preset name. */
    bool same = piece_equal(&piece, &state->piece);
    char name[EXPLORER_PIECE_NAME_MAX];
    snprintf(name, sizeof name, "%s", same ? state->piece_name : "custom");
    if (explorer_set_piece(state, &piece, name, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    state->prompt = PROMPT_NONE;
    snprintf(text, sizeof text, "%s piece: %d once, %d repeated directions",
             name, state->pending_once.count, repeated.count);
    explorer_say(state, text);
}

static void submit_size(explorer_state *state)
{
    board_size board;
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];

    if (board_size_parse(state->line.text, &board, &err) != BX_OK ||
        explorer_set_board(state, board, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    state->prompt = PROMPT_NONE;
    snprintf(text, sizeof text, "board %dx%d", board.width, board.height);
    explorer_say(state, text);
}

static void submit_fen(explorer_state *state)
{
    bx_error err;
    if (explorer_position_from_fen(&state->position, state->line.text, &err) !=
        BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    state->prompt = PROMPT_NONE;
    explorer_refresh_cursor(state);
    explorer_say(state, "position set from the FEN");
}

static void submit_position_file(explorer_state *state)
{
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];
    if (explorer_load_position_file(state, state->line.text, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    state->prompt = PROMPT_NONE;
    snprintf(text, sizeof text, "opened %.150s", state->line.text);
    explorer_say(state, text);
}

void action_prompt_submit(explorer_state *state, int key)
{
    (void)key;
    switch (state->prompt) {
    case PROMPT_ONCE:
        submit_once(state);
        break;
    case PROMPT_REPEATED:
        submit_repeated(state);
        break;
    case PROMPT_SIZE:
        submit_size(state);
        break;
    case PROMPT_FEN:
        submit_fen(state);
        break;
    case PROMPT_POSITION_FILE:
        submit_position_file(state);
        break;
    case PROMPT_TOUR_FILE:
        explorer_submit_tour_file(state);
        break;
    case PROMPT_NONE:
        break;
    }
}

const char *explorer_prompt_label(prompt_kind kind)
{
    switch (kind) {
    case PROMPT_ONCE:
        return "once directions";
    case PROMPT_REPEATED:
        return "repeated directions";
    case PROMPT_SIZE:
        return "board size WxH";
    case PROMPT_FEN:
        return "FEN";
    case PROMPT_POSITION_FILE:
        return "board or FEN file (Tab completes)";
    case PROMPT_TOUR_FILE:
        return "tour file (Tab completes)";
    case PROMPT_NONE:
        break;
    }
    return "";
}

const char *explorer_prompt_guide(prompt_kind kind)
{
    switch (kind) {
    case PROMPT_ONCE:
        return "leaps as (dr,dc), e.g. (1,2) (2,1), or empty. Enter: on "
               "to rides, Esc cancels";
    case PROMPT_REPEATED:
        return "rides, e.g. (1,1) (1,-1) (-1,1) (-1,-1), or empty. Enter "
               "applies, Esc cancels";
    case PROMPT_SIZE:
        return "W files x H ranks, 1x1 to 26x26. Enter applies, Esc cancels";
    case PROMPT_FEN:
        return "upper case white, e.g. 4k3/8/8/8/8/8/8/4K3 w. Enter applies, "
               "Esc cancels";
    case PROMPT_POSITION_FILE:
    case PROMPT_TOUR_FILE:
        return "Tab completes the name. Enter opens, Esc cancels";
    case PROMPT_NONE:
        break;
    }
    return "";
}
