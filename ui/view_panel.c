/* The side panel: the mode's figures, and the heat-map legend. */
#include <stdio.h>
#include <string.h>

#include "view.h"
#include "view_text.h"

enum { LABEL_WIDTH = 10 }; /* "repeated  " */

/* A panel being filled from the top; rows past the bottom are dropped. */
typedef struct {
    const view_style *style;
    int y, x, width, bottom;
} panel;

static int rows_left(const panel *p)
{
    return p->bottom - p->y + 1;
}

static void heading(panel *p, const char *text)
{
    if (rows_left(p) > 0)
        view_put(p->style, p->y++, p->x, text, p->width,
                 role_attr(p->style, ROLE_HEADING));
}

/* "label     value", the value wrapped under itself in at most max_lines. */
static void field(panel *p, const char *label, const char *value,
                  int max_lines)
{
    if (rows_left(p) <= 0)
        return;
    if (max_lines > rows_left(p))
        max_lines = rows_left(p);
    view_put(p->style, p->y, p->x, label, LABEL_WIDTH,
             role_attr(p->style, ROLE_LABEL));
    int used = view_wrap(p->style, p->y, p->x + LABEL_WIDTH, value,
                         p->width - LABEL_WIDTH, max_lines, 0, A_NORMAL);
    p->y += used > 0 ? used : 1;
}

static void directions_field(panel *p, const char *label,
                             const direction_list *list)
{
    char text[PIECE_MAX_DIRECTIONS * 24];
    if (list->count == 0)
        snprintf(text, sizeof text, "none");
    else if (!directions_format(list, text, sizeof text))
        snprintf(text, sizeof text, "%d directions", list->count);
    field(p, label, text, 3);
}

/* The heat map's key: each count on its colour, and how many squares
 * have it; several to a row. */
static void legend(panel *p, const mobility_table *table)
{
    enum { ENTRY_WIDTH = 11 }; /* " 12 " + " 16 sq" + gap */
    int least = table->group_count > 0 ? table->groups[0].moves : 0;
    int per_row = p->width / ENTRY_WIDTH > 0 ? p->width / ENTRY_WIDTH : 1;
    char text[32];

    if (rows_left(p) < 2)
        return;
    heading(p, "Legend: moves, squares");
    for (int g = 0; g < table->group_count; g++) {
        int column = g % per_row;
        if (column == 0 && g > 0)
            p->y++;
        if (rows_left(p) <= 0)
            return;
        if (column == 0 && rows_left(p) == 1 &&
            table->group_count - g > per_row) {
            snprintf(text, sizeof text, "... %d more", table->group_count - g);
            view_put(p->style, p->y++, p->x, text, p->width, A_NORMAL);
            return;
        }
        const mobility_group *group = &table->groups[g];
        int x = p->x + column * ENTRY_WIDTH;
        snprintf(text, sizeof text, "%3d ", group->moves);
        view_put(p->style, p->y, x, text, 4,
                 heat_attr(p->style, heat_level(group->moves, least,
                                                table->most_moves)));
        snprintf(text, sizeof text, " %d sq", group->squares);
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

    heading(p, "Mobility: a lone piece");
    field(p, "piece", state->piece_name, 1);
    directions_field(p, "once", &state->piece.once);
    directions_field(p, "repeated", &state->piece.repeated);
    snprintf(text, sizeof text, "%dx%d, %d squares", state->board.width,
             state->board.height, board_square_count(state->board));
    field(p, "board", text, 1);
    snprintf(text, sizeof text, "%d", table->strength);
    field(p, "strength", text, 1);
    if (!mobility_format(table, text, sizeof text))
        snprintf(text, sizeof text, "%d groups", table->group_count);
    field(p, "mobility", text, 4);
    square_to_fide(state->board, state->cursor, name, NULL);
    snprintf(text, sizeof text, "%s reaches %d", name, moves);
    field(p, "cursor", text, 1);
    if (group != NULL) {
        snprintf(text, sizeof text, "group %d \xc3\x97 %d", group->squares,
                 group->moves);
        field(p, "", text, 1);
    }
    if (rows_left(p) > 2)
        p->y++;
    legend(p, table);
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
        heading(&p, "Position: pieces and legal moves");
        view_wrap(style, p.y, p.x, "Not in this build yet: it needs the "
                  "positions model.", p.width, 3, 0, A_NORMAL);
        break;
    case MODE_TOUR:
        heading(&p, "Tour: a piece visiting every square");
        view_wrap(style, p.y, p.x, "Not in this build yet: it needs the "
                  "tours model.", p.width, 3, 0, A_NORMAL);
        break;
    case MODE_COUNT:
        break;
    }
}
