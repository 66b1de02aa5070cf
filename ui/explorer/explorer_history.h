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

/* The parts of the work, each saved on its own: a write saves the parts
 * it holds (explorer_write_saves), and quitting asks while any part
 * differs from the part as last saved. */
typedef enum {
    WORK_PIECE = 1 << 0,    /* the piece and the board of Mobility and Tour */
    WORK_SECOND = 1 << 1,   /* the compare lens's second piece */
    WORK_POSITION = 1 << 2, /* Position mode's pieces, side, castling... */
    WORK_RULES = 1 << 3,    /* its rules and defined letters (A = BN) */
    WORK_TOUR = 1 << 4,     /* the tour grid and whether it is closed */
    WORK_MARKS = 1 << 5,    /* Position mode's marks for explaining */
    WORK_ALL = (1 << 6) - 1,
} explorer_work_part;

typedef struct {
    explorer_work steps[EXPLORER_UNDO_STEPS];
    int first;       /* the oldest step's slot in the ring */
    int undoable;    /* steps before the current work */
    int redoable;    /* steps after it (cleared by a new change) */
    /* Each part as it was last saved (written, or at the start). */
    explorer_work saved;
    explorer_work before; /* taken by explorer_history_begin */
} explorer_history;

#endif
