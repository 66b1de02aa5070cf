/* Clicks: on a mode's tab, and on a square, where what a click does
 * depends on the mode (Tour mode draws the path to the square's step, or
 * puts the next step on a blank square; Position mode picks or moves a
 * piece). */
#include "board_turn.h"
#include "explorer_actions.h"
#include "explorer_state.h"
#include "explorer_undo.h"

/* Clicks work on the board (squares while placing too, tabs from the menu
 * too) and stop autoplay; the quit question stays asked, for a key. */
static bool takes_clicks(const explorer_state *state, bool on_tab)
{
    switch (state->focus) {
    case FOCUS_BOARD:
    case FOCUS_PLAYING:
    case FOCUS_CONFIRM_QUIT:
    case FOCUS_MOVING:
        return true;
    case FOCUS_PLACING:
        return !on_tab;
    case FOCUS_MENU:
        return on_tab;
    default:
        return false;
    }
}

void explorer_click_tab(explorer_state *state, int mode)
{
    if (mode < 0 || mode >= MODE_COUNT || !takes_clicks(state, true))
        return;
    if (state->focus != FOCUS_CONFIRM_QUIT)
        state->focus = FOCUS_BOARD;
    explorer_set_mode(state, (explorer_mode)mode);
}

void explorer_click(explorer_state *state, square sq)
{
    if (!takes_clicks(state, false) ||
        !square_on_board(explorer_board(state), sq))
        return;
    if (state->focus == FOCUS_PLAYING)
        state->focus = FOCUS_BOARD;
    state->work.cursor = sq;
    /* In Tour mode a click on a square draws the path up to its step. */
    const explorer_tour *tour = &state->work.tour;
    int index = square_index(explorer_board(state), sq);
    /* In Position mode a click picks a piece of the side to move, and
     * moves a picked one. */
    chess_color color;
    const explorer_position *ep = &state->work.position;
    if (state->work.mode == MODE_POSITION &&
        (state->focus == FOCUS_MOVING ||
         (state->focus == FOCUS_BOARD &&
          explorer_position_color_at(ep, index, &color) &&
          color == ep->pos.to_move))) {
        explorer_history_begin(state);
        explorer_move_click(state, index);
        explorer_history_commit(state, "played a move");
        return;
    }
    /* In Tour mode a click on a blank square (or on an empty board) puts
     * the next step there, as Enter does. */
    if (state->work.mode == MODE_TOUR && state->focus == FOCUS_BOARD &&
        (!tour->loaded || tour->grid.number[index] == 0)) {
        explorer_history_begin(state);
        explorer_tour_pick_square(state, index);
        explorer_history_commit(state, "picked a step");
        return;
    }
    if (state->work.mode == MODE_TOUR && tour->loaded &&
        explorer_tour_square_of(tour, tour->grid.number[index]) == index)
        state->work.tour.shown = tour->grid.number[index];
    explorer_refresh_cursor(state);
}


square explorer_screen_square(const explorer_state *state, square sq)
{
    return board_turn(explorer_board(state), sq, state->flipped);
}

void explorer_click_screen(explorer_state *state, square at)
{
    explorer_click(state, explorer_screen_square(state, at));
}
