/* The side panel: its helpers, Mobility mode's figures and the heat-map
 * legend. Position and Tour panels are in view_panel_modes.c. */
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

/* The piece's moves of one range (1 for once, unlimited for repeated). */
static void directions_field(panel *p, const char *label,
                             const piece_spec *piece, int range)
{
    char text[PIECE_MAX_DIRECTIONS * 24];
    direction_list list_of_range;
    const direction_list *list = &list_of_range;
    piece_directions(piece, range, &list_of_range);
    if (list->count == 0)
        snprintf(text, sizeof text, "none");
    else if (!directions_format(list, text, sizeof text))
        snprintf(text, sizeof text, "%d directions", list->count);
    panel_field(p, label, text, 3);
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

static void mobility_panel(panel *p, const explorer_state *state)
{
    const mobility_table *table = &state->mobility;
    char text[BOARD_MAX_SQUARES * 16];
    char name[SQUARE_NAME_MAX];
    int index = square_index(state->board, state->cursor);
    int moves = table->moves[index];
    const mobility_group *group = mobility_group_of(table, moves);

    panel_heading(p, "Mobility: a lone piece");
    panel_field(p, "piece", state->piece_name, 1);
    directions_field(p, "once", &state->piece, 1);
    directions_field(p, "repeated", &state->piece, PIECE_RANGE_UNLIMITED);
    snprintf(text, sizeof text, "%dx%d, %d squares", state->board.width,
             state->board.height, board_square_count(state->board));
    panel_field(p, "board", text, 1);
    snprintf(text, sizeof text, "%d", table->strength);
    panel_field(p, "strength", text, 1);
    if (!mobility_format(table, text, sizeof text))
        snprintf(text, sizeof text, "%d groups", table->group_count);
    panel_field(p, "mobility", text, 4);
    square_to_fide(state->board, state->cursor, name, NULL);
    snprintf(text, sizeof text, "%s reaches %d", name, moves);
    panel_field(p, "cursor", text, 1);
    if (group != NULL) {
        snprintf(text, sizeof text, "group %d \xc3\x97 %d", group->squares,
                 group->moves);
        panel_field(p, "", text, 1);
    }
    if (panel_rows_left(p) > 2)
        p->y++;
    panel_legend(p, "Legend: moves, squares", table->groups,
                 table->group_count,
                 table->group_count > 0 ? table->groups[0].moves : 0,
                 table->most_moves, "sq");
}

void view_draw_panel(const explorer_state *state, const view_style *style,
                     const view_layout *layout)
{
    panel p = {style, layout->panel_top, layout->panel_left,
               layout->panel_width, layout->panel_bottom};
    switch (state->mode) {
    case MODE_MOBILITY:
        mobility_panel(&p, state);
        break;
    case MODE_POSITION:
        panel_position(&p, state);
        break;
    case MODE_TOUR:
        panel_tour(&p, state);
        break;
    case MODE_COUNT:
        break;
    }
}
