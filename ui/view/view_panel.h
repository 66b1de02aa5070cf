/* The side panel, filled from the top by small helpers (view_panel.c) that
 * the mode panels (view_panel_modes.c) share. */
#ifndef BOARDEX_VIEW_PANEL_H
#define BOARDEX_VIEW_PANEL_H

#include "view.h"

enum { LABEL_WIDTH = 9 }; /* "repeated " */

/* A panel being filled from the top; rows past the bottom are dropped.
 * A dry panel draws nothing and only counts the rows it would use, so a
 * part can be measured before it is placed. */
typedef struct {
    const view_style *style;
    int y, x, width, bottom;
    bool dry;
} panel;

/* A part of a mode's panel: its fields, or its legend. A part draws only
 * through the panel_* helpers here, so that a dry pass draws nothing. */
typedef void panel_part(panel *p, const explorer_state *state);

int panel_rows_left(const panel *p);
void panel_heading(panel *p, const char *text);

/* Text at (y, x) of the screen, clipped to max_cols; nothing when dry. */
void panel_put(const panel *p, int y, int x, const char *text, int max_cols,
               attr_t attr);

/* Text wrapped from p->y at column offset, at most max_lines and the rows
 * left; p->y moves past it. Returns the lines used. */
int panel_wrap(panel *p, int offset, const char *text, int max_lines,
               attr_t attr);

/* "label    value", the value wrapped under itself in at most max_lines. */
void panel_field(panel *p, const char *label, const char *value,
                 int max_lines);

/* The heat map's key: each value on its colour and how many squares (or
 * pieces) have it. groups ascend by value. */
void panel_legend(panel *p, const char *title, const mobility_group *groups,
                  int count, int least, int most, const char *unit);

/* One legend line for a mark: the swatch drawn as on the board, then what
 * it means ("• reached from the cursor"). Nothing when no row is left. */
void panel_mark(panel *p, const char *swatch, attr_t attr, const char *text);

/* The marks every mode draws the same way, on one line where it fits: the
 * cursor, and the reach mark ("where it goes"). */
void panel_common_marks(panel *p, const char *reach);

/* Swatches and their words, as many to a row as fit. */
typedef struct {
    const char *swatch;
    attr_t attr;
    const char *text;
} panel_mark_entry;
void panel_marks(panel *p, const panel_mark_entry *entries, int count);

/* Places a mode's fields and legend in the panel's rows: the legend is
 * never the part cut. Both follow each other when they fit; below the
 * board on a wide screen they go side by side; else the fields give way,
 * and their last row says that a taller terminal shows the rest. */
void panel_place(panel *p, const explorer_state *state, panel_part *fields,
                 panel_part *legend, bool below);

/* Mobility mode's lens, scale and second piece, and the legend of the
 * lens's colours (view_panel_lens.c). */
void panel_lens(panel *p, const explorer_state *state);
void panel_lens_legend(panel *p, const explorer_state *state);

#endif
