/* Undo and redo over the explorer's state (the ring is explorer_history.h).
 *
 * A change is recorded around it: explorer_history_begin() takes the work
 * as it is, explorer_history_commit() keeps that as an undo step when the
 * work differs afterwards. explorer_key() does this around every key, so
 * an action only names its change (state->work.change) when the key table's
 * words would not say it well. */
#ifndef BOARDEX_EXPLORER_UNDO_H
#define BOARDEX_EXPLORER_UNDO_H

#include "explorer_state.h"

void explorer_history_clear(explorer_state *state);
void explorer_history_begin(explorer_state *state);
/* Keeps the step taken by begin when the work changed; returns whether. */
bool explorer_history_commit(explorer_state *state, const char *change);

/* Takes the last change back (or forward again); false when there is none.
 * The status line names it: "undone: placed Q on c2". */
bool explorer_undo(explorer_state *state);
bool explorer_redo(explorer_state *state);

/* The work as it is now was written to a file (w). */
void explorer_history_saved(explorer_state *state);

/* Whether quitting would lose changes made since the start or since the
 * work was last written. */
bool explorer_has_changes(const explorer_state *state);

#endif
