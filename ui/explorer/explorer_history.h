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

#include "mobility.h"
#include "piece.h"
#include "square.h"
#include "explorer_position.h"
#include "explorer_tour.h"

enum {
    EXPLORER_UNDO_STEPS = 100,
    EXPLORER_CHANGE_MAX = 64,
    EXPLORER_PIECE_NAME_MAX = 24,
    EXPLORER_HISTORY_BETZA_MAX = 64, /* = EXPLORER_BETZA_MAX */
};

/* The user's work: what undo restores. Mode and cursor come back with it
 * so the change undone is in view, but moving them is not a change. */
typedef struct {
    board_size board;
    piece_spec piece;
    char piece_name[EXPLORER_PIECE_NAME_MAX];
    char piece_betza[EXPLORER_HISTORY_BETZA_MAX];
    piece_spec second; /* the compare lens's second piece */
    char second_name[EXPLORER_PIECE_NAME_MAX];
    char second_betza[EXPLORER_HISTORY_BETZA_MAX];
    explorer_position position;
    explorer_tour tour;
    int mode; /* an explorer_mode */
    square cursor;
    char change[EXPLORER_CHANGE_MAX]; /* "placed Q on c2" */
} explorer_work;

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
