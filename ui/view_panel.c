/* The side panel: the mode's figures, and the heat-map legend. */
#include <stdio.h>
#include <string.h>

#include "view.h"
#include "view_text.h"

enum { LABEL_WIDTH = 9 }; /* "repeated " */

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

/* The heat map's key: each value on its colour, and how many squares
 * (or pieces) have it; several to a row. groups ascend by value. */
static void legend(panel *p, const char *title, const mobility_group *groups,
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

    if (rows_left(p) < 2 || count == 0)
        return;
    heading(p, title);
    for (int g = 0; g < count; g++) {
        int column = g % per_row;
        if (column == 0 && g > 0)
            p->y++;
        if (rows_left(p) <= 0)
            return;
        if (column == 0 && rows_left(p) == 1 && count - g > per_row) {
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
    legend(p, "Legend: moves, squares", table->groups, table->group_count,
           table->group_count > 0 ? table->groups[0].moves : 0,
           table->most_moves, "sq");
}

/* "20", "-1 (black is in check)", "3, in check". */
static void side_field(panel *p, const explorer_position *view,
                       chess_color color)
{
    char text[64];
    chess_color other = chess_other(color);
    if (view->count[color] < 0)
        snprintf(text, sizeof text, "-1 (%s is in check)",
                 chess_color_name(other));
    else
        snprintf(text, sizeof text, "%d legal moves%s", view->count[color],
                 view->in_check[color] ? ", in check" : "");
    field(p, chess_color_name(color), text, 1);
}

/* "e5 black queen, ..." for the pieces giving check. */
static void checkers_field(panel *p, const explorer_position *view)
{
    char text[256] = "none";
    size_t used = 0;
    for (int sq = 0; sq < BB_SQUARES; sq++) {
        if (!((view->checkers >> sq) & 1u))
            continue;
        char name[SQUARE_NAME_MAX];
        square_to_fide(board_standard(), square_at(board_standard(), sq),
                       name, NULL);
        int written = snprintf(text + used, sizeof text - used, "%s%s %s",
                               used > 0 ? ", " : "", name,
                               explorer_position_piece_name(
                                   view->placement[sq]));
        if (written < 0 || (size_t)written >= sizeof text - used)
            break;
        used += (size_t)written;
    }
    field(p, "checkers", text, 2);
}

/* Groups of equal values for the legend: value -> how many have it. */
static int group_values(const int *values, const bool *counted, int n,
                        mobility_group *groups)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (!counted[i])
            continue;
        int g = 0;
        while (g < count && groups[g].moves < values[i])
            g++;
        if (g < count && groups[g].moves == values[i]) {
            groups[g].squares++;
            continue;
        }
        memmove(&groups[g + 1], &groups[g], sizeof groups[0] * (size_t)(count - g));
        groups[g] = (mobility_group){values[i], 1};
        count++;
    }
    return count;
}

static void position_panel(panel *p, const explorer_state *state)
{
    const explorer_position *view = &state->position;
    int index = square_index(board_standard(), state->cursor);
    char letter = view->placement[index];
    char name[SQUARE_NAME_MAX];
    char text[160];

    heading(p, state->placing ? "Position: placing pieces"
                              : "Position: pieces and legal moves");
    if (view->legal) {
        side_field(p, view, CHESS_WHITE);
        side_field(p, view, CHESS_BLACK);
        checkers_field(p, view);
    } else if (rows_left(p) > 0) {
        view_put(p->style, p->y, p->x, "illegal", LABEL_WIDTH,
                 role_attr(p->style, ROLE_LABEL));
        p->y += view_wrap(p->style, p->y, p->x + LABEL_WIDTH, view->problem,
                          p->width - LABEL_WIDTH, 2, 0,
                          role_attr(p->style, ROLE_ERROR));
    }
    square_to_fide(board_standard(), state->cursor, name, NULL);
    if (letter == POSITION_EMPTY)
        snprintf(text, sizeof text, "%s empty", name);
    else if (view->legal)
        snprintf(text, sizeof text, "%s %s, %d moves", name,
                 explorer_position_piece_name(letter), view->moves[index]);
    else
        snprintf(text, sizeof text, "%s %s", name,
                 explorer_position_piece_name(letter));
    field(p, "cursor", text, 2);
    field(p, "FEN", view->fen, 3);
    if (!view->legal)
        return;
    if (rows_left(p) > 2)
        p->y++;
    mobility_group groups[BB_SQUARES];
    bool counted[BB_SQUARES];
    int values[BB_SQUARES];
    if (state->show_attacks) {
        for (int sq = 0; sq < BB_SQUARES; sq++) {
            values[sq] = view->attackers[CHESS_WHITE][sq] +
                         view->attackers[CHESS_BLACK][sq];
            counted[sq] = values[sq] > 0;
        }
        int count = group_values(values, counted, BB_SQUARES, groups);
        legend(p, "Legend: attackers, squares", groups, count, 0,
               view->most_attackers, "sq");
    } else {
        for (int sq = 0; sq < BB_SQUARES; sq++) {
            values[sq] = view->moves[sq];
            counted[sq] = view->placement[sq] != POSITION_EMPTY;
        }
        int count = group_values(values, counted, BB_SQUARES, groups);
        legend(p, "Legend: moves, pieces", groups, count, 0, view->most_moves,
               "pc");
    }
}

static void tour_panel(panel *p, const explorer_state *state)
{
    const explorer_tour *tour = &state->tour;
    const tour_report *report = &tour->report;
    char text[EXPLORER_MESSAGE_MAX + 64];

    heading(p, "Tour: every square once");
    field(p, "tour", tour->loaded ? tour->source : "none", 1);
    field(p, "piece", state->piece_name, 1);
    snprintf(text, sizeof text, "%dx%d", state->board.width,
             state->board.height);
    field(p, "board", text, 1);
    field(p, "closed", tour->closed ? "required (c)" : "not required (c)", 1);
    explorer_tour_verdict(state, text, sizeof text);
    if (rows_left(p) > 0) {
        bool good = tour->loaded && tour_report_passes(report, tour->closed);
        view_put(p->style, p->y, p->x, "verdict", LABEL_WIDTH,
                 role_attr(p->style, ROLE_LABEL));
        p->y += view_wrap(p->style, p->y, p->x + LABEL_WIDTH, text,
                          p->width - LABEL_WIDTH, 4, 0,
                          good || !tour->loaded
                              ? A_BOLD
                              : role_attr(p->style, ROLE_ERROR));
    }
    if (!tour->loaded) {
        if (rows_left(p) > 2) {
            p->y++;
            p->y += view_wrap(p->style, p->y, p->x,
                              "o opens a tour file (numbers 1..W*H in rows); "
                              "g finds a tour from the cursor square.",
                              p->width, 3, 0, A_NORMAL);
        }
        return;
    }
    int from = explorer_tour_square_of(tour, tour->shown);
    int to = explorer_tour_square_of(tour, tour->shown + 1);
    char here[SQUARE_NAME_MAX] = "?", next[SQUARE_NAME_MAX] = "?";
    if (from >= 0)
        square_to_fide(state->board, square_at(state->board, from), here,
                       NULL);
    if (to >= 0)
        square_to_fide(state->board, square_at(state->board, to), next, NULL);
    if (tour->shown < report->count)
        snprintf(text, sizeof text, "%d of %d: %s, next %s", tour->shown,
                 report->count, here, next);
    else
        snprintf(text, sizeof text, "%d of %d: %s (the end)", tour->shown,
                 report->count, here);
    field(p, "step", text, 1);
    snprintf(text, sizeof text, "%d%s", report->bad_steps,
             report->bad_steps > 0 ? ", marked on the board" : "");
    field(p, "bad", text, 1);
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
        position_panel(&p, state);
        break;
    case MODE_TOUR:
        tour_panel(&p, state);
        break;
    case MODE_COUNT:
        break;
    }
}
