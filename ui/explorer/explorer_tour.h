/* Tour mode's data: a tour grid (from a file or found by the model), the
 * model's verdict on it for the current piece, and how far along the path
 * the board is drawn. */
#ifndef BOARDEX_EXPLORER_TOUR_H
#define BOARDEX_EXPLORER_TOUR_H

#include <stdbool.h>
#include <stddef.h>

#include "piece.h"
#include "square_set.h"
#include "status.h"
#include "tour.h"
#include "tour_complete.h"
#include "tour_find.h"

enum {
    /* A quoted file name (bx_quote), or "found from a1". */
    EXPLORER_TOUR_SOURCE_MAX = BX_QUOTE_MAX,
    /* Positions `g` tries before it gives up: about a second at worst, so
     * the screen never hangs; an 8x8 knight's tour needs a few hundred. */
    EXPLORER_TOUR_NODE_LIMIT = 5000000,
};

typedef struct {
    bool loaded;
    char source[EXPLORER_TOUR_SOURCE_MAX]; /* file name, or "found from a1" */
    tour_grid grid;
    tour_report report; /* for the piece and `closed` */
    bool closed;        /* a closed tour is required */
    int shown;          /* the path is drawn from 1 to shown */
    unsigned char written[BOARD_MAX_SQUARES]; /* times each number (n - 1)
                                                 is on the grid */
} explorer_tour;

/* No tour, knight rules, open tours accepted. */
void explorer_tour_clear(explorer_tour *tour);

/* Reads a grid from a file's text and checks it; unchanged on failure. */
bx_status explorer_tour_from_text(explorer_tour *tour, const char *text,
                                  size_t len, const piece_spec *piece,
                                  const char *source, bx_error *err);

/* Checks the grid again (after the piece or `closed` changed). */
void explorer_tour_recheck(explorer_tour *tour, const piece_spec *piece);

/* Looks for a tour from start with the model's search; on success it is
 * loaded and drawn whole. *outcome says found / impossible / gave up and
 * why holds the model's explanation. */
bx_status explorer_tour_find(explorer_tour *tour, board_size board,
                             const piece_spec *piece, square start,
                             tour_found *found, bx_error *err);

/* The blank squares (number 0, "." in a file) of a partial tour. */
int explorer_tour_blanks(const explorer_tour *tour);

/* What a whole tour is as a number square and a figure, in words for the
 * panel: "semi-magic (260)", "magic (15)", "half-turn symmetric",
 * "quarter-turn symmetric", joined by ", "; "" for a grid that is no tour
 * or a tour that is neither (tour_properties.h decides). */
void explorer_tour_shape(const explorer_tour *tour, char *out, size_t size);

/* Fills the blanks of a partial tour so that it is a tour of the piece
 * (closed when required) keeping every number given; on success it is
 * drawn whole. found says completed / impossible / gave up, and why. */
bx_status explorer_tour_complete(explorer_tour *tour, const piece_spec *piece,
                                 tour_found *found, bx_error *err);

/* The number a pick places next: the smallest of 1 .. W*H not on the grid
 * (1 with no tour), or 0 when every square has its number. */
int explorer_tour_next_number(const explorer_tour *tour);

/* Building a tour by picking squares in order: square index (of board,
 * the board shown) gets the next number, when it is blank and one move
 * of the piece from the step before (and to the step after, when that is
 * on the grid already, as in a puzzle). With no tour a blank grid of
 * board is started. The path is drawn to the new step. Unchanged on
 * failure; err says why ("step 3 → 4: c3 → d6 is not a knight move"). */
bx_status explorer_tour_pick(explorer_tour *tour, board_size board,
                             const piece_spec *piece, int index,
                             bx_error *err);

/* The squares of the steps drawn (1 .. shown): the visited ones. */
void explorer_tour_visited(const explorer_tour *tour, square_set *out);

/* The square index holding number n (1-based), or -1. */
int explorer_tour_square_of(const explorer_tour *tour, int n);

/* Whether the square's number is out of range or written twice (both
 * places), or a bad step ends on it: what the board marks as bad. A blank
 * (0, of a partial tour) is not bad. */
bool explorer_tour_square_bad(const explorer_tour *tour, int index);

#endif
