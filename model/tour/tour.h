/* Tours: a piece visiting every square of a board exactly once.
 *
 * A tour is written as a grid of W x H numbers, rows top to bottom: the
 * number on a square is its place in the sequence (1 is the first square).
 * It is a tour of a piece when it holds 1 .. W*H each exactly once and every
 * step n -> n+1 is one move of the piece on the empty board (piece_reach);
 * it is closed when the last square -> 1 is one move too. The grid's shape
 * gives the board: a 5x5 grid is a 5x5 board. */
#ifndef BOARDEX_TOUR_H
#define BOARDEX_TOUR_H

#include <stdbool.h>
#include <stddef.h>

#include "piece.h"
#include "square.h"
#include "status.h"

typedef struct {
    board_size board;
    int number[BOARD_MAX_SQUARES]; /* per square index, as written */
} tour_grid;

/* Reads a grid from text: integers separated by white space and/or commas;
 * a lone "." is a blank, read as 0 (a partial tour: see tour_complete.h);
 * brackets are ignored, and a line or a closing bracket ends a row, so the
 * Python literal [[1, 2], [4, 3]] reads as it is, on one line or many.
 * On failure err says what is wrong ("'x' is not a number", "5 numbers,
 * expected 8", "empty grid"), and err->line is the line it is on (0 for
 * the whole text). */
bx_status tour_grid_parse(const char *text, size_t len, tour_grid *out,
                          bx_error *err);

/* Writes the grid in the form tour_grid_parse reads: one row per line,
 * numbers right-aligned to a common width, single spaces between them, a
 * blank (0) as ".".
 * Returns false when it does not fit in size bytes. */
bool tour_grid_format(const tour_grid *grid, char *out, size_t size);

typedef enum {
    TOUR_NONE,   /* not a tour: see tour_report.reason */
    TOUR_OPEN,   /* a tour whose last square is not one move from 1 */
    TOUR_CLOSED, /* a tour whose last square is one move from 1 */
} tour_kind;

/* The verdict on one step n -> n+1 (and on the closing step last -> 1). */
typedef enum {
    TOUR_STEP_MOVE,       /* one move of the piece */
    TOUR_STEP_NOT_A_MOVE, /* both squares are known, no move joins them */
    TOUR_STEP_UNKNOWN,    /* n or n+1 is missing from the grid */
} tour_step;

typedef struct {
    board_size board;
    tour_kind kind;
    /* Why the grid is not a tour (kind TOUR_NONE), e.g. "12 is missing" or
     * "step 12 → 13: c3 → d6 is not a knight move"; "" otherwise. */
    char reason[BX_ERROR_MAX];
    int count; /* W*H: the numbers a tour holds */
    /* path[n - 1]: the square index holding n (its first place when it is
     * repeated), or -1 when n is missing. */
    int path[BOARD_MAX_SQUARES];
    /* step[n - 1]: the step n -> n+1 for n < count, and at count - 1 the
     * closing step count -> 1. */
    tour_step step[BOARD_MAX_SQUARES];
    int bad_steps; /* steps n -> n+1 (not the closing one) that fail */
} tour_report;

/* Checks the grid as a tour of piece: fills out with the kind, the first
 * reason it is not a tour, the path and every step's verdict. Fails only on
 * a grid whose board size is invalid. */
bx_status tour_check(const tour_grid *grid, const piece_spec *piece,
                     tour_report *out, bx_error *err);

/* The problem text's ronde(grid, piece, closed): a tour, and closed when
 * closed is asked for. */
static inline bool tour_report_passes(const tour_report *report, bool closed)
{
    return report->kind == TOUR_CLOSED ||
           (report->kind == TOUR_OPEN && !closed);
}

/* Why step n -> n+1 (from path[n - 1] to path[n], square indices) is not
 * a move: "step 12 → 13: c3 → d6 is not a knight move" (→ is U+2192), or
 * "... is not a move of the piece" when the piece is no preset. */
void tour_explain_step(board_size board, const piece_spec *piece, int n,
                       const int path[], char *reason, size_t size);

#endif
