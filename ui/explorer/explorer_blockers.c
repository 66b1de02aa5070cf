/* Blockers of Mobility mode: pieces of the other side on chosen squares,
 * put and taken with x, all taken with X (model/piece/targets.h says what
 * they do to each kind of move). */
#include <stdio.h>

#include "explorer_actions.h"

static void say_blockers(explorer_state *state, const char *what)
{
    char text[EXPLORER_MESSAGE_MAX];
    int count = square_set_count(&state->work.blockers);
    snprintf(text, sizeof text, "%s: %d blocker%s (pieces of the other side; "
             "x puts or takes one, X takes all)",
             what, count, count == 1 ? "" : "s");
    explorer_say(state, text);
}

static void toggle_blocker(explorer_state *state)
{
    char name[SQUARE_NAME_MAX];
    char what[EXPLORER_CHANGE_MAX];
    bx_error err;
    board_size board = state->work.board;
    int index = square_index(board, state->work.cursor);
    bool had = square_set_has(&state->work.blockers, index);
    if (had)
        square_set_remove(&state->work.blockers, index);
    else
        square_set_add(&state->work.blockers, index);
    square_to_fide(board, state->work.cursor, name, NULL);
    snprintf(what, sizeof what, had ? "took the blocker off %s"
                                    : "put a blocker on %s", name);
    snprintf(state->work.change, sizeof state->work.change, "%s", what);
    if (explorer_recompute(state, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    say_blockers(state, what);
}

static void clear_blockers(explorer_state *state)
{
    bx_error err;
    int count = square_set_count(&state->work.blockers);
    if (count == 0) {
        explorer_say(state, "no blockers to take: x puts one on the cursor "
                            "square");
        return;
    }
    square_set_clear(&state->work.blockers);
    snprintf(state->work.change, sizeof state->work.change,
             "took the %d blocker%s off", count, count == 1 ? "" : "s");
    if (explorer_recompute(state, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    say_blockers(state, state->work.change);
}

void action_blocker_toggle(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    toggle_blocker(state);
}

void action_blockers_clear(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    clear_blockers(state);
}
