/* The recovery text: what the user built, written when the terminal goes
 * away (a hang-up, end of input, SIGTERM) while changes are unsaved, and
 * read back when the next start is told to restore it. Plain text, one
 * field a line ("board 8x8", "fen ...", "define A BN"), then the tour
 * grid, so a user can read it; the piece keeps its moves as numbers too,
 * so a piece typed as directions comes back as it was.
 *
 * The file around it (where, how it is created, the question at the next
 * start) is explorer_recovery_file.h's. */
#ifndef BOARDEX_EXPLORER_RECOVERY_H
#define BOARDEX_EXPLORER_RECOVERY_H

#include <stdbool.h>
#include <stddef.h>

#include "explorer_state.h"

/* Room for the largest text: two pieces of PIECE_MAX_MOVES moves, every
 * letter, a 26x26 FEN and a 26x26 tour grid. */
enum { EXPLORER_RECOVERY_MAX = 65536 };

/* Writes the work (mode, cursor, board, pieces, rules, letters, FEN,
 * tour) as text into out; false when it does not fit. */
bool explorer_recovery_text(const explorer_state *state, char *out,
                            size_t size);

/* Reads a recovery text back into the work, as one change that u undoes;
 * a text that is not one (or is damaged) changes nothing and says why,
 * with its line. */
bx_status explorer_recovery_load(explorer_state *state, const char *text,
                                 size_t len, bx_error *err);

#endif
