/* Undo and redo over the explorer's state (the ring is explorer_history.h).
 *
 * A change is recorded around it: explorer_history_begin() takes the work
 * as it is, explorer_history_commit() keeps that as an undo step when the
 * work differs afterwards. explorer_key() does this around every key, so
 * an action names its change (state->work.change) in words that say what
 * changed ("placed Q on c2"), or the parts that changed name it. */
#ifndef BOARDEX_EXPLORER_UNDO_H
#define BOARDEX_EXPLORER_UNDO_H

#include "explorer_state.h"

void explorer_history_clear(explorer_state *state);
void explorer_history_begin(explorer_state *state);
/* Keeps the step taken by begin when the work changed; returns whether.
 * The step is named by the action (state->work.change), else by change,
 * else by the parts that changed ("changed the position"). */
bool explorer_history_commit(explorer_state *state, const char *change);

/* Takes the last change back (or forward again); false when there is none.
 * The status line names it: "undone: placed Q on c2". */
bool explorer_undo(explorer_state *state);
bool explorer_redo(explorer_state *state);

/* These parts of the work, as they are now, were written to a file (w),
 * or are where the work starts (WORK_ALL). */
void explorer_history_saved(explorer_state *state, unsigned parts);

/* The parts of the work that differ from the parts as last saved: what
 * quitting would lose. */
unsigned explorer_unsaved_parts(const explorer_state *state);

/* Whether quitting would lose any change (explorer_unsaved_parts). */
bool explorer_has_changes(const explorer_state *state);

#endif
