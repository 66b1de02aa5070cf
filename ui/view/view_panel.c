/* The side panel's helpers: headings, labelled fields and the heat-map
 * legend. The mode panels that use them are in view_panel_modes.c. */
#include <stdio.h>
#include <string.h>

#include "view.h"
#include "view_panel.h"
#include "view_text.h"

int panel_rows_left(const panel *p)
{
    return p->bottom - p->y + 1;
}

void panel_heading(panel *p, const char *text)
{
    if (panel_rows_left(p) > 0)
        view_put(p->style, p->y++, p->x, text, p->width,
                 role_attr(p->style, ROLE_HEADING));
}

void panel_field(panel *p, const char *label, const char *value,
                 int max_lines)
{
    if (panel_rows_left(p) <= 0)
        return;
    if (max_lines > panel_rows_left(p))
        max_lines = panel_rows_left(p);
    view_put(p->style, p->y, p->x, label, LABEL_WIDTH,
             role_attr(p->style, ROLE_LABEL));
    int used = view_wrap(p->style, p->y, p->x + LABEL_WIDTH, value,
                         p->width - LABEL_WIDTH, max_lines, 0, A_NORMAL);
    p->y += used > 0 ? used : 1;
}

void panel_legend(panel *p, const char *title, const mobility_group *groups,
                  int count, int least, int most, const char *unit)
{
    char text[32];
    int widest = 0; /* the longest " 16 sq" */
    for (int g = 0; g < count; g++) {
        int width = snprintf(text, sizeof text, " %d %s", groups[g].squares,
                             unit);
        widest = width > widest ? width : widest;
    }
    const int ENTRY_WIDTH = 4 + widest + 1; /* swatch, count, gap */
    int per_row = p->width / ENTRY_WIDTH > 0 ? p->width / ENTRY_WIDTH : 1;

    if (panel_rows_left(p) < 2 || count == 0)
        return;
    panel_heading(p, title);
    for (int g = 0; g < count; g++) {
        int column = g % per_row;
        if (column == 0 && g > 0)
            p->y++;
        if (panel_rows_left(p) <= 0)
            return;
        if (column == 0 && panel_rows_left(p) == 1 && count - g > per_row) {
            snprintf(text, sizeof text, "... %d more", count - g);
            view_put(p->style, p->y++, p->x, text, p->width, A_NORMAL);
            return;
        }
        int x = p->x + column * ENTRY_WIDTH;
        snprintf(text, sizeof text, "%3d ", groups[g].moves);
        view_put(p->style, p->y, x, text, 4,
                 heat_attr(p->style, heat_level(groups[g].moves, least, most)));
        snprintf(text, sizeof text, " %d %s", groups[g].squares, unit);
        view_put(p->style, p->y, x + 4, text, ENTRY_WIDTH - 5, A_NORMAL);
    }
    p->y++;
}

void panel_mark(panel *p, const char *swatch, attr_t attr, const char *text)
{
    if (panel_rows_left(p) <= 0)
        return;
    view_put(p->style, p->y, p->x + 1, swatch, 3, attr);
    view_put(p->style, p->y, p->x + 5, text, p->width - 5, A_NORMAL);
    p->y++;
}

void panel_common_marks(panel *p, const char *reach)
{
    const char *dot = p->style->unicode ? "\xe2\x80\xa2" : "*";
    panel_mark(p, dot, role_attr(p->style, ROLE_MARK), reach);
    panel_mark(p, " 8 ", A_REVERSE | A_BOLD, "the cursor");
}
