/* The side panel, filled from the top by small helpers (view_panel.c) that
 * the mode panels (view_panel_modes.c) share. */
#ifndef BOARDEX_VIEW_PANEL_H
#define BOARDEX_VIEW_PANEL_H

#include "view.h"

enum { LABEL_WIDTH = 9 }; /* "repeated " */

/* A panel being filled from the top; rows past the bottom are dropped. */
typedef struct {
    const view_style *style;
    int y, x, width, bottom;
} panel;

int panel_rows_left(const panel *p);
void panel_heading(panel *p, const char *text);

/* "label    value", the value wrapped under itself in at most max_lines. */
void panel_field(panel *p, const char *label, const char *value,
                 int max_lines);

/* The heat map's key: each value on its colour and how many squares (or
 * pieces) have it. groups ascend by value. */
/* One legend line for a mark: the swatch drawn as on the board, then what
 * it means ("• reached from the cursor"). Nothing when no row is left. */
void panel_mark(panel *p, const char *swatch, attr_t attr, const char *text);

/* The marks every mode draws the same way: the reach mark and the cursor. */
void panel_common_marks(panel *p, const char *reach);

void panel_legend(panel *p, const char *title, const mobility_group *groups,
                  int count, int least, int most, const char *unit);

/* Mobility mode's lens, scale and second piece, and the legend of the
 * lens's colours (view_panel_lens.c). */
void panel_lens(panel *p, const explorer_state *state);

#endif
