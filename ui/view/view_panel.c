/* The side panel's helpers: headings, labelled fields, the heat-map
 * legend, and the placing of a mode's parts in the rows there are. The
 * mode panels that use them are in view_panel_modes.c. */
#include <stdio.h>
#include <string.h>

#include "text_wrap.h"
#include "view.h"
#include "view_panel.h"
#include "view_text.h"

int panel_rows_left(const panel *p)
{
    return p->bottom - p->y + 1;
}

void panel_put(const panel *p, int y, int x, const char *text, int max_cols,
               attr_t attr)
{
    if (!p->dry)
        view_put(p->style, y, x, text, max_cols, attr);
}

int panel_wrap(panel *p, int offset, const char *text, int max_lines,
               attr_t attr)
{
    if (max_lines > panel_rows_left(p))
        max_lines = panel_rows_left(p);
    if (max_lines <= 0)
        return 0;
    int width = p->width - offset;
    int used = p->dry ? text_wrap_lines(text, width, max_lines, 0)
                      : view_wrap(p->style, p->y, p->x + offset, text, width,
                                  max_lines, 0, attr);
    used = used > 0 ? used : 1;
    p->y += used;
    return used;
}

void panel_heading(panel *p, const char *text)
{
    if (panel_rows_left(p) > 0)
        panel_put(p, p->y++, p->x, text, p->width,
                  role_attr(p->style, ROLE_HEADING));
}

void panel_field(panel *p, const char *label, const char *value,
                 int max_lines)
{
    if (panel_rows_left(p) <= 0)
        return;
    panel_put(p, p->y, p->x, label, LABEL_WIDTH,
              role_attr(p->style, ROLE_LABEL));
    panel_wrap(p, LABEL_WIDTH, value, max_lines, A_NORMAL);
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
            panel_put(p, p->y++, p->x, text, p->width, A_NORMAL);
            return;
        }
        int x = p->x + column * ENTRY_WIDTH;
        snprintf(text, sizeof text, "%3d ", groups[g].moves);
        panel_put(p, p->y, x, text, 4,
                  heat_attr(p->style, heat_level(groups[g].moves, least, most)));
        snprintf(text, sizeof text, " %d %s", groups[g].squares, unit);
        panel_put(p, p->y, x + 4, text, ENTRY_WIDTH - 5, A_NORMAL);
    }
    p->y++;
}

/* A swatch and its words at column offset of the current row. */
static int mark_at(const panel *p, int offset, const char *swatch,
                   attr_t attr, const char *text)
{
    panel_put(p, p->y, p->x + offset + 1, swatch, 3, attr);
    panel_put(p, p->y, p->x + offset + 5, text, p->width - offset - 5,
              A_NORMAL);
    return offset + 5 + view_text_width(text);
}

void panel_mark(panel *p, const char *swatch, attr_t attr, const char *text)
{
    if (panel_rows_left(p) <= 0)
        return;
    mark_at(p, 0, swatch, attr, text);
    p->y++;
}

void panel_common_marks(panel *p, const char *reach)
{
    const char *dot = p->style->unicode ? "\xe2\x80\xa2" : "*";
    const char *cursor = "cursor";
    if (panel_rows_left(p) <= 0)
        return;
    int end = mark_at(p, 0, " 8 ", A_REVERSE | A_BOLD, cursor);
    if (end + 2 + 5 + view_text_width(reach) <= p->width) {
        mark_at(p, end + 2, dot, role_attr(p->style, ROLE_MARK), reach);
        p->y++;
        return;
    }
    p->y++;
    panel_mark(p, dot, role_attr(p->style, ROLE_MARK), reach);
}

void panel_marks(panel *p, const panel_mark_entry *entries, int count)
{
    int offset = 0;
    for (int i = 0; i < count; i++) {
        const panel_mark_entry *e = &entries[i];
        int width = 5 + view_text_width(e->text);
        if (offset > 0 && offset + 2 + width > p->width) {
            p->y++;
            offset = 0;
        }
        if (panel_rows_left(p) <= 0)
            return;
        offset = mark_at(p, offset > 0 ? offset + 2 : 0, e->swatch, e->attr,
                         e->text);
    }
    if (offset > 0)
        p->y++;
}

/* The rows a part takes, drawn dry into an endless panel as wide. */
static int part_rows(const panel *p, const explorer_state *state,
                     panel_part *part)
{
    panel dry = *p;
    dry.dry = true;
    dry.y = 0;
    dry.bottom = 1 << 20;
    part(&dry, state);
    return dry.y;
}

void panel_place(panel *p, const explorer_state *state, panel_part *fields,
                 panel_part *legend, bool below)
{
    int rows = panel_rows_left(p);
    int field_rows = part_rows(p, state, fields);
    int legend_rows = part_rows(p, state, legend);
    if (rows <= 0)
        return;
    if (field_rows + legend_rows <= rows) {
        fields(p, state);
        if (field_rows + legend_rows < rows && legend_rows > 0)
            p->y++; /* a blank row between, when there is one to spare */
        legend(p, state);
        return;
    }
    panel fields_part = *p, legend_part = *p;
    if (below && p->width >= 2 * LAYOUT_PANEL_MIN + LAYOUT_GAP) {
        /* Side by side: the fields left, the legend right. */
        fields_part.width = (p->width - LAYOUT_GAP) / 2;
        legend_part.x = p->x + fields_part.width + LAYOUT_GAP;
        legend_part.width = p->width - fields_part.width - LAYOUT_GAP;
    } else {
        /* The legend keeps the bottom rows; the fields get the rest. */
        if (legend_rows > rows - 1)
            legend_rows = rows - 1;
        legend_part.y = p->bottom - legend_rows + 1;
        fields_part.bottom = legend_part.y - 1;
    }
    if (field_rows > fields_part.bottom - fields_part.y + 1) {
        /* Cut where it shows: the last row says there is more. */
        int hidden = field_rows - (fields_part.bottom - fields_part.y);
        char note[64];
        fields_part.bottom--;
        snprintf(note, sizeof note, "... %d more: a taller terminal",
                 hidden);
        panel_put(p, fields_part.bottom + 1, fields_part.x, note,
                  fields_part.width, role_attr(p->style, ROLE_LABEL));
    }
    fields(&fields_part, state);
    legend(&legend_part, state);
    p->y = legend_part.y > fields_part.y ? legend_part.y : fields_part.y;
}
