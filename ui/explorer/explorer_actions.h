/* What keys do: one function per key-table row, each taking the state and
 * the key that triggered it. Defined by topic in explorer_actions.c
 * (moving, modes, help, the piece menu, sizes) and explorer_prompt.c (line
 * editing and what Enter does with the line). */
#ifndef BOARDEX_EXPLORER_ACTIONS_H
#define BOARDEX_EXPLORER_ACTIONS_H

#include "explorer_state.h"

void action_quit(explorer_state *state, int key);
void action_repaint(explorer_state *state, int key);
void action_help_open(explorer_state *state, int key);
void action_help_close(explorer_state *state, int key);
void action_help_scroll(explorer_state *state, int key);

void action_mode_next(explorer_state *state, int key);
void action_mode_previous(explorer_state *state, int key);
void action_mode_jump(explorer_state *state, int key);

void action_move(explorer_state *state, int key);

void action_menu_open(explorer_state *state, int key);
void action_menu_move(explorer_state *state, int key);
void action_menu_pick(explorer_state *state, int key);
void action_menu_close(explorer_state *state, int key);
void action_menu_jump(explorer_state *state, int key);

void action_define_piece(explorer_state *state, int key);
void action_size_cycle(explorer_state *state, int key);
void action_size_prompt(explorer_state *state, int key);

void action_prompt_edit(explorer_state *state, int key);
void action_prompt_text(explorer_state *state, int key);
void action_prompt_submit(explorer_state *state, int key);
void action_prompt_cancel(explorer_state *state, int key);

/* Tour mode (explorer_tour_actions.c). */
void explorer_submit_tour_file(explorer_state *state);
void action_tour_next(explorer_state *state, int key);
void action_tour_previous(explorer_state *state, int key);
void action_tour_end(explorer_state *state, int key);
void action_tour_closed_toggle(explorer_state *state, int key);
void action_tour_find(explorer_state *state, int key);

/* Position mode (explorer_position_actions.c). */
void action_place_start(explorer_state *state, int key);
void action_place_stop(explorer_state *state, int key);
void action_place_piece(explorer_state *state, int key);
void action_place_empty(explorer_state *state, int key);
void action_place_skip(explorer_state *state, int key);
void action_place_back(explorer_state *state, int key);
void action_position_clear(explorer_state *state, int key);
void action_position_initial(explorer_state *state, int key);
void action_fen_prompt(explorer_state *state, int key);
void action_file_prompt(explorer_state *state, int key);
void action_attacks_toggle(explorer_state *state, int key);
void action_prompt_complete(explorer_state *state, int key);

#endif
