/* What keys do: one function per kind of key-table row, each taking the
 * state, the row's argument for the key and the key that triggered it
 * (the character, for rows that type text). Defined by topic in explorer_actions.c
 * (moving, modes, help, the piece menu, sizes) and explorer_prompt.c (line
 * editing and what Enter does with the line). */
#ifndef BOARDEX_EXPLORER_ACTIONS_H
#define BOARDEX_EXPLORER_ACTIONS_H

#include "key_binding.h"

key_action action_quit;
key_action action_quit_ask;
key_action action_quit_cancel;
key_action action_undo;
key_action action_redo;
key_action action_repaint;
key_action action_suspend;
key_action action_board_only;
key_action action_help_open;
key_action action_help_close;
key_action action_help_scroll;

key_action action_mode_next;
key_action action_mode_previous;
key_action action_mode_jump;

key_action action_move;

key_action action_menu_open;
key_action action_menu_move;
key_action action_menu_pick;
key_action action_menu_close;
key_action action_menu_jump;

key_action action_define_piece;
key_action action_betza_prompt;
key_action action_size_cycle;
key_action action_size_prompt;

key_action action_prompt_edit;
key_action action_prompt_text;
key_action action_prompt_submit;
key_action action_prompt_cancel;
key_action action_prompt_recall;

/* The lenses of Mobility mode (explorer_lens_actions.c). */
key_action action_lens_next;
key_action action_second_menu;
key_action action_scale_toggle;
key_action action_menu_betza;

/* Blockers of Mobility mode (explorer_blockers.c). */
key_action action_blocker_toggle;
key_action action_blockers_clear;

/* Writing what is on screen (explorer_write_actions.c). */
key_action action_write_prompt;
void explorer_submit_write(explorer_state *state);
void explorer_submit_overwrite(explorer_state *state);

/* Tour mode (explorer_tour_actions.c). */
void explorer_submit_tour_file(explorer_state *state);
key_action action_tour_next;
key_action action_tour_previous;
key_action action_tour_end;
key_action action_tour_closed_toggle;
key_action action_tour_find;
key_action action_tour_bad;
key_action action_tour_play;
key_action action_tour_stop;
key_action action_step_prompt;

/* Building a tour and the Warnsdorff lens (explorer_tour_build.c). */
key_action action_tour_pick;
key_action action_tour_clear;
key_action action_tour_onward_toggle;
key_action action_puzzle_solution_toggle;
/* A pick of square index, by a key or a click. */
void explorer_tour_pick_square(explorer_state *state, int index);

/* Position mode (explorer_position_actions.c). */
key_action action_place_start;
key_action action_place_stop;
key_action action_place_piece;
key_action action_place_empty;
key_action action_place_skip;
key_action action_place_back;
key_action action_position_clear;
key_action action_position_initial;
key_action action_position_swap;
key_action action_fen_prompt;
key_action action_file_prompt;
key_action action_attacks_toggle;
key_action action_letter_prompt;
void explorer_submit_letter(explorer_state *state);

/* The placement lens (explorer_placement.c). */
key_action action_placement_prompt;
void explorer_submit_placement(explorer_state *state);

/* Playing moves in Position mode (explorer_move_actions.c). */
key_action action_move_pick;
key_action action_move_to;
key_action action_move_drop;
void explorer_submit_promotion(explorer_state *state);
/* "the pawn becomes (q r b n a c)": the promotion prompt's question, the
 * pieces the picked pawn may become there. */
void explorer_promotion_question(const explorer_state *state, char *out,
                                 size_t size);
key_action action_move_prompt;
void explorer_submit_move(explorer_state *state);
/* A click on square index: picks the piece there, or moves the picked
 * one there. */
void explorer_move_click(explorer_state *state, int index);

/* Turning the board, marks and the position's settings
 * (explorer_settings_actions.c). */
key_action action_flip;
key_action action_mark_cycle;
key_action action_marks_clear;
key_action action_settings_open;
key_action action_settings_close;
key_action action_settings_side;
key_action action_settings_castle;
key_action action_settings_en_passant;
key_action action_settings_clock;
void explorer_submit_clock(explorer_state *state);
key_action action_rules_toggle;

/* Built-in variants in Position mode (explorer_variant_actions.c): V
 * opens their menu; a pick plays the variant from its start. */
key_action action_variant_menu;
void explorer_variant_pick(explorer_state *state, int index);
key_action action_prompt_complete;

#endif
