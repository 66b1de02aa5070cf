/* Loading files into the explorer's state (explorer_load.c). */
#ifndef BOARDEX_EXPLORER_LOAD_H
#define BOARDEX_EXPLORER_LOAD_H

#include "explorer_state.h"

/* Whether a position read from text is in the board form and looks
 * written the other way round (UPPER-case pawns only on rank 2, lower-case
 * only on rank 7, as in a FEN): then X is what the user wants. */
bool explorer_looks_reversed(const char *text, size_t len,
                             const explorer_position *ep);

/* Reads a board-form or FEN file into Position mode; sets
 * state->looks_reversed. */
bx_status explorer_load_position_file(explorer_state *state, const char *path,
                                      bx_error *err);

/* Reads a tour file into Tour mode; its shape becomes the board. */
bx_status explorer_load_tour_file(explorer_state *state, const char *path,
                                  bx_error *err);

/* Reads a tour grid from text (a file's or a paste's) into Tour mode; the
 * panel names it source. Unchanged on failure. */
bx_status explorer_load_tour_text(explorer_state *state, const char *text,
                                  size_t len, const char *source,
                                  bx_error *err);

#endif
