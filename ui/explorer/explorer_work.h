/* The user's work: what undo restores, kept as one struct in the state
 * (state.work) so an undo step is one assignment. */
#ifndef BOARDEX_EXPLORER_WORK_H
#define BOARDEX_EXPLORER_WORK_H

#include "piece.h"
#include "square.h"
#include "square_set.h"
#include "explorer_position.h"
#include "explorer_tour.h"

typedef enum {
    MODE_MOBILITY,
    MODE_POSITION,
    MODE_TOUR,
    MODE_COUNT
} explorer_mode;

enum {
    EXPLORER_CHANGE_MAX = 96,
    EXPLORER_PIECE_NAME_MAX = 24,
    EXPLORER_BETZA_MAX = 64, /* longer Betza is shown cut, with "..." */
};

/* Mode and cursor come back with an undo so the change undone is in
 * view, but moving them is not a change (explorer_undo.c compares the
 * rest). What is computed from the work (mobility, reach, the position's
 * compiled rules) stays outside it and is recomputed after an undo. */
typedef struct {
    explorer_mode mode;
    board_size board; /* Mobility and Tour modes' board (s/S) */
    square cursor;

    piece_spec piece;
    char piece_name[EXPLORER_PIECE_NAME_MAX];
    char piece_betza[EXPLORER_BETZA_MAX]; /* "N", "WfF", or "" for none */
    piece_spec second;                    /* the compare lens's second piece */
    char second_name[EXPLORER_PIECE_NAME_MAX];
    char second_betza[EXPLORER_BETZA_MAX]; /* "B", or what was typed */
    /* Mobility mode: squares holding pieces of the other side (x), on
     * board; the lenses count among them (model/piece/targets.h). */
    square_set blockers;

    /* Position mode, on its own board; position.compiled points at the
     * state's compiled rules, the same before and after an undo. */
    explorer_position position;
    explorer_tour tour; /* Tour mode, on board */

    /* What the last key changed, in words ("placed Q on c2"): an undo
     * step keeps it to say what u takes back. */
    char change[EXPLORER_CHANGE_MAX];
} explorer_work;

#endif
