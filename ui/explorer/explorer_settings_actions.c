/* Keys for explaining a position: F turns the board in every mode, M and
 * E put and clear marks, and c opens the position's settings (the side
 * to move, castling, en passant, the clocks), a letter each, as the
 * toggles beside a board editor. */
#include <stdio.h>
#include <string.h>

#include "board_mark.h"
#include "explorer_actions.h"

static int cursor_index(const explorer_state *state)
{
    return square_index(state->work.position.pos.size, state->work.cursor);
}

void action_flip(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->flipped = !state->flipped;
    explorer_say(state, state->flipped ? "board turned: black at the bottom"
                                       : "board turned: white at the bottom");
}

void action_mark_cycle(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    char name[SQUARE_NAME_MAX];
    char text[EXPLORER_MESSAGE_MAX];
    square_to_fide(state->work.position.pos.size, state->work.cursor, name,
                   NULL);
    int mark = explorer_position_cycle_mark(&state->work.position,
                                            cursor_index(state));
    if (mark == BOARD_MARK_NONE)
        snprintf(text, sizeof text, "%s unmarked", name);
    else
        snprintf(text, sizeof text, "%s marked %s (%s); M again: the next "
                 "mark, E clears all", name,
                 board_mark_symbol((board_mark)mark),
                 board_mark_name((board_mark)mark));
    snprintf(state->work.change, sizeof state->work.change, "marked %s",
             name);
    explorer_say(state, text);
}

void action_marks_clear(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    int count = explorer_position_mark_count(&state->work.position);
    char text[EXPLORER_MESSAGE_MAX];
    if (count == 0) {
        explorer_say(state, "no marks to clear: M marks the cursor's square");
        return;
    }
    explorer_position_clear_marks(&state->work.position);
    snprintf(state->work.change, sizeof state->work.change,
             "cleared %d mark%s", count, count == 1 ? "" : "s");
    snprintf(text, sizeof text, "%s (u brings them back)",
             state->work.change);
    explorer_say(state, text);
}

/* What the settings are now, for the status line. */
static void say_settings(explorer_state *state, const char *done)
{
    const game_position *pos = &state->work.position.pos;
    char text[EXPLORER_MESSAGE_MAX];
    char ep[SQUARE_NAME_MAX] = "-";
    if (pos->en_passant >= 0)
        square_to_fide(pos->size, square_at(pos->size, pos->en_passant), ep,
                       NULL);
    /* A variant's running count, which its FEN writes in place of the
     * en-passant square and the halfmove clock: the count, not a clock
     * the FEN does not show. */
    char clock[48];
    if (explorer_position_halfmove_field(&state->work.position) ==
        CLOCK_COUNT_PLY)
        snprintf(clock, sizeof clock, "count %d of %d", pos->counting_ply,
                 pos->counting_limit);
    else
        snprintf(clock, sizeof clock, "halfmove %d", pos->halfmove);
    snprintf(text, sizeof text,
             "%s%s%s to move, castling %s%s%s%s%s, en passant %s, %s, "
             "move %d",
             done, done[0] != '\0' ? ": " : "",
             chess_color_name(pos->to_move),
             pos->castling & GAME_CASTLE_WHITE_KING ? "K" : "",
             pos->castling & GAME_CASTLE_WHITE_QUEEN ? "Q" : "",
             pos->castling & GAME_CASTLE_BLACK_KING ? "k" : "",
             pos->castling & GAME_CASTLE_BLACK_QUEEN ? "q" : "",
             pos->castling == 0 ? "-" : "", ep, clock, pos->fullmove);
    explorer_say(state, text);
}

/* A change of the settings, worded for undo and the status line. */
static void changed(explorer_state *state, const char *what)
{
    snprintf(state->work.change, sizeof state->work.change, "%s", what);
    explorer_refresh_cursor(state);
    say_settings(state, what);
}

void action_settings_open(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_SETTINGS;
    say_settings(state, "");
}

void action_settings_close(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_BOARD;
    say_settings(state, "settings kept");
}

void action_settings_side(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_position *ep = &state->work.position;
    explorer_position_set_side(ep, chess_other(ep->pos.to_move));
    changed(state, ep->pos.to_move == CHESS_WHITE ? "white to move"
                                                  : "black to move");
}

void action_settings_castle(explorer_state *state, const key_arg *arg,
                            int key)
{
    explorer_position *ep = &state->work.position;
    bx_error err;
    char what[EXPLORER_CHANGE_MAX];
    bool had = (ep->pos.castling & arg->flag) != 0;
    if (explorer_position_toggle_castling(ep, arg->flag, &err) != BX_OK) {
        char text[EXPLORER_MESSAGE_MAX];
        snprintf(text, sizeof text, "castling %c not allowed: %s", key,
                 err.message);
        explorer_error(state, text);
        return;
    }
    snprintf(what, sizeof what, "castling %c %s", key,
             had ? "taken away" : "given");
    changed(state, what);
}

void action_settings_en_passant(explorer_state *state, const key_arg *arg,
                                int key)
{
    (void)arg;
    (void)key;
    explorer_position *ep = &state->work.position;
    bx_error err;
    char what[EXPLORER_CHANGE_MAX];
    char name[SQUARE_NAME_MAX];
    if (explorer_position_next_en_passant(ep, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    if (ep->pos.en_passant < 0) {
        changed(state, "no en-passant square");
        return;
    }
    square_to_fide(ep->pos.size, square_at(ep->pos.size, ep->pos.en_passant),
                   name, NULL);
    snprintf(what, sizeof what, "en-passant square %s", name);
    changed(state, what);
}

/* Each clock's prompt, and its name in the status line. */
static const struct {
    prompt_kind prompt;
    const char *name;
} CLOCKS[] = {
    [CLOCK_HALFMOVE] = {PROMPT_HALFMOVE, "halfmove clock"},
    [CLOCK_COUNT_PLY] = {PROMPT_COUNT_PLY, "count's ply"},
    [CLOCK_FULLMOVE] = {PROMPT_FULLMOVE, "move number"},
};

/* n: the move number; h: the FEN's halfmove field, which is the count's
 * ply while a count runs (the halfmove clock is not written then, and
 * an edit of it would not show). */
void action_settings_clock(explorer_state *state, const key_arg *arg, int key)
{
    (void)key;
    const explorer_position *ep = &state->work.position;
    explorer_clock clock = arg->flag != 0
                               ? CLOCK_FULLMOVE
                               : explorer_position_halfmove_field(ep);
    char text[16];
    snprintf(text, sizeof text, "%d", explorer_position_clock(ep, clock));
    explorer_open_prompt(state, CLOCKS[clock].prompt, text);
}

void explorer_submit_clock(explorer_state *state)
{
    explorer_clock clock = CLOCK_HALFMOVE;
    while (clock < CLOCK_FULLMOVE && CLOCKS[clock].prompt != state->prompt)
        clock++;
    bx_error err;
    char what[EXPLORER_CHANGE_MAX];
    if (explorer_position_set_clock(&state->work.position, clock,
                                    state->line.text, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    snprintf(what, sizeof what, "%s %d", CLOCKS[clock].name,
             explorer_position_clock(&state->work.position, clock));
    changed(state, what);
}
