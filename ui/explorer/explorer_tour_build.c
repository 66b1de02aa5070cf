/* Tour mode: building a tour by picking its squares in order (Enter or a
 * click), starting again (C), the Warnsdorff lens (v) and solution files
 * for puzzles (W). */
#include <stdio.h>

#include "explorer_actions.h"

void explorer_tour_pick_square(explorer_state *state, int index)
{
    bx_error err;
    char name[SQUARE_NAME_MAX];
    char text[EXPLORER_MESSAGE_MAX];
    board_size board = explorer_board(state);
    int n = explorer_tour_next_number(&state->work.tour);

    if (explorer_tour_pick(&state->work.tour, board, &state->work.piece,
                           index, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    square_to_fide(board, square_at(board, index), name, NULL);
    snprintf(state->work.change, sizeof state->work.change,
             "step %d on %s", n, name);
    int next = explorer_tour_next_number(&state->work.tour);
    if (next == 0) {
        char verdict[EXPLORER_MESSAGE_MAX / 2];
        snprintf(text, sizeof text, "step %d on %s: %s", n, name,
                 explorer_tour_verdict(state, verdict, sizeof verdict));
    } else {
        snprintf(text, sizeof text, "step %d on %s; step %d goes on a "
                 "marked square (u takes it back)", n, name, next);
    }
    explorer_say(state, text);
    explorer_refresh_cursor(state);
}

void action_tour_pick(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_tour_pick_square(
        state, square_index(explorer_board(state), state->work.cursor));
}

void action_tour_clear(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    if (!state->work.tour.loaded) {
        explorer_say(state, "the board is empty: Enter or a click puts "
                            "step 1");
        return;
    }
    explorer_tour_clear(&state->work.tour);
    snprintf(state->work.change, sizeof state->work.change,
             "cleared the tour");
    explorer_say(state, "cleared the tour: Enter or a click puts step 1 "
                        "(u brings the tour back)");
    explorer_refresh_cursor(state);
}

void action_tour_onward_toggle(explorer_state *state, const key_arg *arg,
                               int key)
{
    (void)arg;
    (void)key;
    state->onward_shown = !state->onward_shown;
    explorer_refresh_cursor(state);
    explorer_say(state, state->onward_shown
                            ? "Warnsdorff lens: each square not visited "
                              "shows its onward moves; the fewest is "
                              "Warnsdorff's choice"
                            : "Warnsdorff lens off: the tour's numbers");
}

void action_puzzle_solution_toggle(explorer_state *state, const key_arg *arg,
                                   int key)
{
    (void)arg;
    (void)key;
    state->puzzle_solution = !state->puzzle_solution;
    explorer_say(state, state->puzzle_solution
                            ? "w of a puzzle writes its solution too, as "
                              "NAME-solution beside it"
                            : "w of a puzzle writes the puzzle alone");
}
