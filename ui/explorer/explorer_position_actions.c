/* Position mode's keys: placing pieces like typing a FEN row, clearing,
 * the initial position, FEN and file prompts, and the attack heat map. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_file.h"

static int cursor_index(const explorer_state *state)
{
    return square_index(state->work.position.pos.size, state->work.cursor);
}

/* One square on, as in a FEN row; after the last file the next rank's a. */
static void step_right(explorer_state *state)
{
    board_size size = state->work.position.pos.size;
    if (state->work.cursor.col < size.width - 1)
        state->work.cursor.col++;
    else if (state->work.cursor.row < size.height - 1)
        state->work.cursor = (square){state->work.cursor.row + 1, 0};
}

static void cursor_name(const explorer_state *state,
                        char name[SQUARE_NAME_MAX])
{
    square_to_fide(state->work.position.pos.size, state->work.cursor, name,
                   NULL);
}

static void after_change(explorer_state *state)
{
    explorer_refresh_cursor(state);
    if (!state->work.position.report.legal)
        explorer_error(state, state->work.position.report.problem);
}

void action_place_start(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    char white[EXPLORER_LETTERS_MAX], black[EXPLORER_LETTERS_MAX];
    char text[EXPLORER_MESSAGE_MAX];
    explorer_position_letter_list(&state->work.position, white, black);
    state->focus = FOCUS_PLACING;
    snprintf(text, sizeof text, "placing: %s white, %s black, x empties, "
             "Esc or Enter stops", white, black);
    explorer_say(state, text);
}

void action_place_stop(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_BOARD;
    explorer_say(state, "placing stopped");
}

void action_place_piece(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    char name[SQUARE_NAME_MAX];
    cursor_name(state, name);
    snprintf(state->work.change, sizeof state->work.change, "placed %c on %s",
             (char)key, name);
    explorer_position_put(&state->work.position, cursor_index(state),
                          (char)key);
    step_right(state);
    after_change(state);
}

void action_place_empty(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    char name[SQUARE_NAME_MAX];
    cursor_name(state, name);
    snprintf(state->work.change, sizeof state->work.change, "emptied %s",
             name);
    explorer_position_put(&state->work.position, cursor_index(state),
                          POSITION_EMPTY);
    after_change(state);
}

/* A digit empties that many squares, as in a FEN row. */
void action_place_skip(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    for (int i = 0; i < key - '0'; i++) {
        explorer_position_put(&state->work.position, cursor_index(state),
                              POSITION_EMPTY);
        step_right(state);
    }
    after_change(state);
}

/* Undoes the last letter: back one square and empty it. */
void action_place_back(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    if (state->work.cursor.col > 0)
        state->work.cursor.col--;
    else if (state->work.cursor.row > 0)
        state->work.cursor = (square){state->work.cursor.row - 1,
                                      state->work.position.pos.size.width - 1};
    action_place_empty(state, arg, key);
}

void action_position_clear(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_position_clear(&state->work.position);
    snprintf(state->work.change, sizeof state->work.change,
             "cleared the board");
    explorer_refresh_cursor(state);
    explorer_say(state, "board cleared: e places pieces, I sets the "
                        "initial position");
}

void action_position_initial(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_position *ep = &state->work.position;
    board_size was = ep->pos.size;
    bx_error err;
    snprintf(state->work.change, sizeof state->work.change,
             "the initial position");
    if (ep->variant != NULL) { /* the variant's start */
        char label[64], text[EXPLORER_MESSAGE_MAX];
        if (explorer_position_set_variant(ep, ep->variant, &err) != BX_OK) {
            explorer_error(state, err.message);
            return;
        }
        explorer_variant_label(ep->variant, label, sizeof label);
        snprintf(text, sizeof text, "the start position of %s", label);
        explorer_refresh_cursor(state);
        explorer_say(state, text);
        return;
    }
    explorer_position_initial(ep);
    /* The cursor onto the 8x8 board. */
    explorer_set_mode(state, state->work.mode);
    explorer_say(state, was.width == CHESS_SIDE && was.height == CHESS_SIDE
                            ? "the initial position"
                            : "the initial position, on 8x8");
}

void action_fen_prompt(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_open_prompt(state, PROMPT_FEN, state->work.position.report.fen);
}

void action_file_prompt(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_open_prompt(state,
                         state->work.mode == MODE_TOUR ? PROMPT_TOUR_FILE
                                                       : PROMPT_POSITION_FILE,
                         "");
}

void action_attacks_toggle(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->show_attacks = !state->show_attacks;
    explorer_say(state, state->show_attacks
                            ? "heat map: attackers of each square, white/black"
                            : "heat map: legal moves of each piece");
}

void action_rules_toggle(explorer_state *state, const key_arg *arg, int key)
{
    explorer_position *ep = &state->work.position;
    bx_error err;
    (void)arg;
    (void)key;
    if (ep->variant != NULL) {
        /* Back to the rules R switches, the pieces kept. */
        char text[EXPLORER_MESSAGE_MAX];
        const game_variant *left = ep->variant;
        (void)explorer_position_use_variant(ep, NULL, &err);
        snprintf(state->work.change, sizeof state->work.change,
                 "left the variant %s", left->name);
        snprintf(text, sizeof text,
                 "%s left: the rules are %s; V picks a variant again",
                 left->name,
                 ep->in_force == CHESS_RULES_FIDE ? "fide" : "seed");
        explorer_say(state, text);
        return;
    }
    if (game_rules_allow(CHESS_RULES_FIDE, ep->pos.size, ep->letter_count,
                         &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_position_set_rules(ep, ep->rules == CHESS_RULES_FIDE
                                        ? CHESS_RULES_SEED
                                        : CHESS_RULES_FIDE);
    snprintf(state->work.change, sizeof state->work.change,
             "rules made %s", ep->rules == CHESS_RULES_FIDE ? "fide" : "seed");
    explorer_say(state, ep->rules == CHESS_RULES_FIDE
                            ? "rules: fide (castling, en passant, promotion)"
                            : "rules: seed (the ChessMoves rules: no castling, "
                              "en passant or promotion)");
}

/* Tab in a file prompt: complete the path like a shell. */
void action_prompt_complete(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    char path[LINE_EDIT_MAX];
    char matches[EXPLORER_MESSAGE_MAX];
    if (state->prompt != PROMPT_POSITION_FILE &&
        state->prompt != PROMPT_TOUR_FILE)
        return;
    snprintf(path, sizeof path, "%s", state->line.text);
    int count = explorer_complete_path(path, sizeof path, matches,
                                       sizeof matches);
    line_edit_set(&state->line, path);
    state->line.selected = false; /* typing goes on from the completion */
    if (count == 0)
        explorer_error(state, "no file matches");
    else if (count > 1)
        explorer_say(state, matches);
}

void action_position_swap(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_position_swap_colors(&state->work.position);
    snprintf(state->work.change, sizeof state->work.change,
             "swapped the colours");
    after_change(state);
    if (state->work.position.report.legal)
        explorer_say(state, "colours swapped: white is black and black white");
}
