/* Tour mode's path in a character grid. A step of a leaper joins squares
 * that are not neighbours, so no line can be drawn between them; instead
 * each square of the path drawn carries an arrow pointing the way to the
 * next step (one of 8 compass headings), on the side of its number that
 * the next square lies: "12↗" or "↙12" ("12/" or "/12" in ASCII, where
 * the side tells / up-right from / down-left). The start is marked ▶ (S)
 * and the end ■ (E), on the side the arrow leaves free; the step drawn
 * last carries the piece. With the Warnsdorff lens on, each square not
 * visited shows its onward count instead of its number. */
#ifndef BOARDEX_EXPLORER_TOUR_PATH_H
#define BOARDEX_EXPLORER_TOUR_PATH_H

#include <stdbool.h>
#include <stddef.h>

#include "explorer_state.h"

typedef enum {
    HEADING_NONE,
    HEADING_UP,
    HEADING_UP_RIGHT,
    HEADING_RIGHT,
    HEADING_DOWN_RIGHT,
    HEADING_DOWN,
    HEADING_DOWN_LEFT,
    HEADING_LEFT,
    HEADING_UP_LEFT,
} tour_heading;

/* The way from step n to step n + 1 on the board: by the signs of the
 * rank and file differences; HEADING_NONE when either is not on the
 * grid. */
tour_heading explorer_tour_heading(const explorer_tour *tour, int n);

/* The arrow of a heading ("↗", or "/" in ASCII); "" for none. */
const char *explorer_tour_arrow(tour_heading heading, bool unicode);

/* Whether the arrow goes before the number: it points left. */
bool explorer_tour_arrow_before(tour_heading heading);

/* The marks of the start and the end. */
const char *explorer_tour_start_mark(bool unicode);
const char *explorer_tour_end_mark(bool unicode);

/* What the screen needs from the terminal for a tour square's text. */
typedef struct {
    bool unicode;
    const char *piece; /* on the step drawn last */
    const char *reach; /* on squares the cursor's square reaches */
    const char *bad;   /* before a bad step's number; NULL: none */
} tour_cell_marks;

/* The text of square index in a cell cell_width columns wide: the number
 * (or the onward count, or nothing for a blank) right-aligned to the
 * widest number, with one column before it and one after for the arrow
 * and the marks; where the cell has no room for both columns, one column
 * before it with the piece or the reach mark, as without the path. */
void explorer_tour_cell_text(const explorer_state *state, int index,
                             int cell_width, const tour_cell_marks *marks,
                             char *out, size_t size);

#endif
