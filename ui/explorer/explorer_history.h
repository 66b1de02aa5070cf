/* Undo and redo: every change to what the user built (pieces placed, a
 * position or tour loaded or pasted, a piece picked or defined, the board
 * size, the closed toggle) can be taken back, at least
 * EXPLORER_UNDO_STEPS of them.
 *
 * A step is a snapshot of the work taken before a change. Undo swaps it
 * with the work as it is, so the same slot then holds what redo brings
 * back: one ring serves both. The functions are in explorer_undo.h. */
#ifndef BOARDEX_EXPLORER_HISTORY_H
#define BOARDEX_EXPLORER_HISTORY_H

#include <stdbool.h>

#include "explorer_work.h"

enum { EXPLORER_UNDO_STEPS = 100 };

typedef struct {
    explorer_work steps[EXPLORER_UNDO_STEPS];
    int first;       /* the oldest step's slot in the ring */
    int undoable;    /* steps before the current work */
    int redoable;    /* steps after it (cleared by a new change) */
    bool dropped;    /* older steps fell out of the ring */
    int saved;       /* undoable when last written (w), -1 for never */
    explorer_work before; /* taken by explorer_history_begin */
} explorer_history;

#endif
