/* Tour mode's keys: open a tour file, step along the path, require a
 * closed tour, find a tour from the cursor square or complete a partial
 * one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_load.h"
#include "explorer_tour_play.h"

/* The verdict in a phrase, for the status line and the panel. */
const char *explorer_tour_verdict(const explorer_state *state, char *out,
                                  size_t size)
{
    const explorer_tour *tour = &state->work.tour;
    const tour_report *report = &tour->report;
    int blanks = explorer_tour_blanks(tour);
    if (!tour->loaded)
        snprintf(out, size, "no tour: o opens a file, g finds one");
    else if (blanks > 0)
        snprintf(out, size, "partial tour, %d blank square%s: g fills %s in",
                 blanks, blanks == 1 ? "" : "s", blanks == 1 ? "it" : "them");
    else if (report->kind == TOUR_NONE)
        snprintf(out, size, "not a tour: %s", report->reason);
    else if (report->kind == TOUR_OPEN && tour->closed)
        snprintf(out, size, "open tour, but a closed one is required");
    else
        snprintf(out, size, "%s %s tour",
                 report->kind == TOUR_CLOSED ? "closed" : "open",
                 state->work.piece_name);
    return out;
}

void explorer_submit_tour_file(explorer_state *state)
{
    bx_error err;
    char verdict[EXPLORER_MESSAGE_MAX];
    if (explorer_load_tour_file(state, state->line.text, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    snprintf(state->work.change, sizeof state->work.change,
             "opened the tour %.40s", state->line.text);
    explorer_say(state, explorer_tour_verdict(state, verdict, sizeof verdict));
}

static void show_step(explorer_state *state, int shown)
{
    explorer_tour *tour = &state->work.tour;
    if (!tour->loaded) {
        explorer_say(state, "no tour yet: o opens a file, g finds one");
        return;
    }
    if (shown < 1)
        shown = 1;
    if (shown > tour->report.count)
        shown = tour->report.count;
    tour->shown = shown;
    explorer_refresh_cursor(state); /* the lens counts what is visited */
}

void action_tour_next(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    show_step(state, state->work.tour.shown + 1);
}

void action_tour_previous(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    show_step(state, state->work.tour.shown - 1);
}

void action_tour_end(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    show_step(state, state->work.tour.report.count);
}

void action_tour_closed_toggle(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    char verdict[EXPLORER_MESSAGE_MAX];
    char text[EXPLORER_MESSAGE_MAX + 40];
    state->work.tour.closed = !state->work.tour.closed;
    snprintf(state->work.change, sizeof state->work.change, "%s",
             state->work.tour.closed ? "required closed tours"
                                     : "accepted open tours");
    explorer_tour_recheck(&state->work.tour, &state->work.piece);
    snprintf(text, sizeof text, "%s: %s",
             state->work.tour.closed ? "closed tours only" : "open tours too",
             explorer_tour_verdict(state, verdict, sizeof verdict));
    explorer_say(state, text);
}

/* g on a partial tour: fill in its blanks. */
static void complete_tour(explorer_state *state)
{
    tour_found found;
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];
    int blanks = explorer_tour_blanks(&state->work.tour);

    if (explorer_tour_complete(&state->work.tour, &state->work.piece, &found,
                               &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    if (found.outcome == TOUR_FOUND) {
        snprintf(text, sizeof text, "filled %d blank square%s: a%s %s tour",
                 blanks, blanks == 1 ? "" : "s",
                 state->work.tour.report.kind == TOUR_CLOSED ? " closed"
                                                             : "n open",
                 state->work.piece_name);
        explorer_say(state, text);
    } else {
        snprintf(text, sizeof text, "no completion: %.120s",
                 found.outcome == TOUR_IMPOSSIBLE ? found.why
                                                  : "none found in time");
        explorer_error(state, text);
    }
    explorer_refresh_cursor(state);
}

void action_tour_find(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    if (explorer_tour_blanks(&state->work.tour) > 0) {
        complete_tour(state);
        return;
    }
    tour_found found;
    bx_error err;
    char name[SQUARE_NAME_MAX];
    char text[EXPLORER_MESSAGE_MAX];

    board_size board = explorer_board(state);
    square_to_fide(board, state->work.cursor, name, NULL);
    if (explorer_tour_find(&state->work.tour, board, &state->work.piece,
                           state->work.cursor, &found, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    /* An open search may find a tour that closes as well: say so, as the
     * verdict line does. */
    bool closes = state->work.tour.report.kind == TOUR_CLOSED;
    if (found.outcome == TOUR_FOUND)
        snprintf(text, sizeof text, "found a%s %s tour from %s%s (%lld "
                 "positions tried)",
                 state->work.tour.closed ? " closed" : closes ? "" : "n open",
                 state->work.piece_name, name,
                 !state->work.tour.closed && closes ? " that also closes" : "",
                 found.nodes);
    else if (found.outcome == TOUR_IMPOSSIBLE)
        snprintf(text, sizeof text, "no %s tour from %s exists: %.300s",
                 state->work.tour.closed ? "closed" : "open", name, found.why);
    else
        snprintf(text, sizeof text, "no tour found from %s within %d "
                 "positions", name, EXPLORER_TOUR_NODE_LIMIT);
    snprintf(state->work.change, sizeof state->work.change,
             "found a tour from %s", name);
    if (found.outcome == TOUR_FOUND)
        explorer_say(state, text);
    else
        explorer_error(state, text);
    explorer_refresh_cursor(state);
}

/* The cursor on the square of the last step drawn, so `#`, `b`, a click
 * and autoplay show where the path is. */
static void cursor_to_shown(explorer_state *state)
{
    int index =
        explorer_tour_square_of(&state->work.tour, state->work.tour.shown);
    if (index >= 0) {
        state->work.cursor = square_at(explorer_board(state), index);
        explorer_refresh_cursor(state);
    }
}

void explorer_tour_jump(explorer_state *state, int n)
{
    show_step(state, n);
    cursor_to_shown(state);
}

void action_step_prompt(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    char text[16];
    if (!state->work.tour.loaded) {
        explorer_say(state, "no tour yet: o opens a file, g finds one");
        return;
    }
    snprintf(text, sizeof text, "%d", state->work.tour.shown);
    explorer_open_prompt(state, PROMPT_STEP, text);
}

void explorer_submit_step(explorer_state *state)
{
    char *end;
    char text[EXPLORER_MESSAGE_MAX];
    int count = state->work.tour.report.count;
    long n = strtol(state->line.text, &end, 10);
    while (*end == ' ')
        end++;
    if (end == state->line.text || *end != '\0' || n < 1 || n > count) {
        snprintf(text, sizeof text, "not a step: '%.40s'; 1 to %d",
                 state->line.text, count);
        explorer_error(state, text);
        return;
    }
    explorer_close_prompt(state);
    explorer_tour_jump(state, (int)n);
}

/* What is wrong with step n (on square index, -1 when missing): the step
 * into it that is not a move, or its number written wrong. */
static void describe_bad(const explorer_state *state, int n, int index,
                         char *out, size_t size)
{
    const explorer_tour *tour = &state->work.tour;
    char reason[sizeof tour->report.reason];
    if (index < 0)
        snprintf(reason, sizeof reason, "%d is missing", n);
    else if (n > 1 && tour->report.step[n - 2] == TOUR_STEP_NOT_A_MOVE)
        tour_explain_step(tour->grid.board, &state->work.piece, n - 1,
                          tour->report.path, reason, sizeof reason);
    else if (n >= 1 && n <= tour->report.count && tour->written[n - 1] > 1)
        snprintf(reason, sizeof reason, "%d is written on more than one square",
                 n);
    else
        snprintf(reason, sizeof reason, "%s", tour->report.reason);
    snprintf(out, size, "bad step: %s", reason);
}

/* The next step after the one shown that is not a move of the piece (or
 * whose number is missing or repeated), wrapping round to the start. */
void action_tour_bad(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    const explorer_tour *tour = &state->work.tour;
    char text[EXPLORER_MESSAGE_MAX];
    int count = tour->report.count;
    if (!tour->loaded) {
        explorer_say(state, "no tour yet: o opens a file, g finds one");
        return;
    }
    for (int i = 1; i <= count; i++) {
        int n = (tour->shown + i - 1) % count + 1; /* shown + i, wrapped */
        int index = explorer_tour_square_of(tour, n);
        bool bad = index < 0 || explorer_tour_square_bad(tour, index) ||
                   (n > 1 && tour->report.step[n - 2] != TOUR_STEP_MOVE);
        if (bad) {
            explorer_tour_jump(state, n);
            describe_bad(state, n, index, text, sizeof text);
            explorer_error(state, text);
            return;
        }
    }
    explorer_say(state, "no bad step: every step is a move");
}

void action_tour_play(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    if (!state->work.tour.loaded) {
        explorer_say(state, "no tour yet: o opens a file, g finds one");
        return;
    }
    if (state->work.tour.shown >= state->work.tour.report.count)
        state->work.tour.shown = 0; /* from the start again */
    state->focus = FOCUS_PLAYING;
    explorer_say(state, "playing the path: any key stops");
}

/* Any key but Ctrl-C while playing: it stops autoplay, and only that. */
void action_tour_stop(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_BOARD;
    explorer_say(state, "stopped playing");
}

bool explorer_tick(explorer_state *state)
{
    if (state->focus != FOCUS_PLAYING)
        return false;
    explorer_tour_jump(state, state->work.tour.shown + 1);
    if (state->work.tour.shown >= state->work.tour.report.count) {
        state->focus = FOCUS_BOARD;
        explorer_say(state, "played to the end");
    }
    return true;
}
