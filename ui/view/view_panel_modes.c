/* The side panel of each mode: Mobility (the piece and its figures) and
 * Tour (the verdict and the step), over the helpers of view_panel.c;
 * Position's is view_panel_position.c. */
#include <stdio.h>
#include <string.h>

#include "text_append.h"
#include "view.h"
#include "view_panel.h"
#include "view_text.h"

/* The piece's moves of one range (1 for once, unlimited for repeated). */
static void directions_field(panel *p, const char *label,
                             const piece_spec *piece, int range)
{
    char text[PIECE_MAX_DIRECTIONS * 24];
    direction_list of_range;
    const direction_list *list = &of_range;
    piece_directions(piece, range, &of_range);
    if (list->count == 0)
        snprintf(text, sizeof text, "none");
    else if (!directions_format(list, text, sizeof text))
        snprintf(text, sizeof text, "%d directions", list->count);
    panel_field(p, label, text, 3);
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
    if (state->piece_betza[0] != '\0')
        panel_field(p, "Betza", state->piece_betza, 2);
    if (piece_is_plain(&state->piece)) {
        directions_field(p, "once", &state->piece, 1);
        directions_field(p, "repeated", &state->piece, PIECE_RANGE_UNLIMITED);
    } else {
        /* Ranges and m/c do not fit once/repeated lists: the Betza (or
         * `boardex betza`) says what they are. */
        snprintf(text, sizeof text, "%d, with ranges or m/c",
                 state->piece.count);
        panel_field(p, "moves", text, 1);
    }
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
    if (state->lens == LENS_MOVES) /* the other lenses need the rows */
        panel_field(p, "cursor", text, 1);
    if (group != NULL && state->lens == LENS_MOVES) {
        snprintf(text, sizeof text, "group %d \xc3\x97 %d", group->squares,
                 group->moves);
        panel_field(p, "", text, 1);
    }
    panel_lens(p, state); /* the lens, its scale and its legend */
    panel_common_marks(p, "reached from the cursor");
}

static void panel_tour(panel *p, const explorer_state *state)
{
    const explorer_tour *tour = &state->tour;
    const tour_report *report = &tour->report;
    char text[EXPLORER_MESSAGE_MAX + 64];

    panel_heading(p, "Tour: every square once");
    panel_field(p, "tour", tour->loaded ? tour->source : "none", 1);
    panel_field(p, "piece", state->piece_name, 1);
    if (state->piece_betza[0] != '\0')
        panel_field(p, "Betza", state->piece_betza, 2);
    board_size board = explorer_board(state);
    snprintf(text, sizeof text, "%dx%d", board.width, board.height);
    panel_field(p, "board", text, 1);
    panel_field(p, "closed",
                tour->closed ? "required (c)" : "not required (c)", 1);
    explorer_tour_verdict(state, text, sizeof text);
    if (panel_rows_left(p) > 0) {
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
        if (panel_rows_left(p) > 2) {
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
        square_to_fide(board, square_at(board, from), here,
                       NULL);
    if (to >= 0)
        square_to_fide(board, square_at(board, to), next, NULL);
    if (tour->shown < report->count)
        snprintf(text, sizeof text, "%d of %d: %s, next %s", tour->shown,
                 report->count, here, next);
    else
        snprintf(text, sizeof text, "%d of %d: %s (the end)", tour->shown,
                 report->count, here);
    panel_field(p, "step", text, 1);
    snprintf(text, sizeof text, "%d%s", report->bad_steps,
             report->bad_steps > 0 ? ", marked on the board" : "");
    panel_field(p, "bad", text, 1);
    if (!tour->loaded || panel_rows_left(p) < 3)
        return;
    p->y++;
    panel_heading(p, "Legend: the path");
    char swatch[8];
    snprintf(swatch, sizeof swatch, "%3d", 1);
    panel_mark(p, swatch, heat_attr(p->style, heat_level(1, 1, report->count)),
               "early steps cool, late hot");
    snprintf(swatch, sizeof swatch, "%3d", report->count);
    panel_mark(p, swatch,
               p->style->depth == DEPTH_MONO
                   ? A_DIM
                   : role_attr(p->style, ROLE_LIGHT),
               "not drawn yet (n, e)");
    panel_mark(p, "  !", role_attr(p->style, ROLE_BAD),
               "bad step, number twice");
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
