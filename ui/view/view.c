/* The whole screen: erase, draw each part for the current layout, then
 * one refresh. Curses sends only what changed. */
#include "view.h"

static int digits(int value)
{
    int count = 1;
    while (value >= 10 || value <= -10) {
        value /= 10;
        count++;
    }
    return count + (value < 0);
}

/* Squares wide enough for the widest number the mode shows, and a mark or
 * a space before it so neighbours never run together. */
static layout_needs needs_of(const explorer_state *state)
{
    layout_needs needs = {.min_cell_width = 2,
                          .board_only = state->board_only};
    switch (state->work.mode) {
    case MODE_MOBILITY:
        needs.min_cell_width = digits(state->mobility.most_moves) + 1;
        break;
    case MODE_POSITION:
        needs.min_cell_width =
            digits(state->work.position.report.most_moves) + 1;
        /* Attackers: at least a piece, the total and a free column. */
        if (state->show_attacks &&
            digits(state->work.position.report.most_attackers) + 2 >
                needs.min_cell_width)
            needs.min_cell_width =
                digits(state->work.position.report.most_attackers) + 2;
        break;
    case MODE_TOUR:
        if (state->work.tour.loaded)
            needs.min_cell_width = digits(state->work.tour.report.count) + 1;
        break;
    case MODE_COUNT:
        break;
    }
    return needs;
}

view_layout view_current_layout(const explorer_state *state)
{
    int lines, cols;
    getmaxyx(stdscr, lines, cols);
    layout_needs needs = needs_of(state);
    return view_layout_fit(explorer_board(state), lines, cols, &needs);
}

void view_draw(const explorer_state *state, const view_style *style)
{
    view_layout layout = view_current_layout(state);

    erase();
    curs_set(0);
    if (state->focus == FOCUS_HELP) {
        view_draw_help(state, style);
    } else if (layout.too_small) {
        view_draw_too_small(state, style, &layout);
    } else {
        view_draw_board(state, style, &layout);
        view_draw_panel(state, style, &layout);
        if (state->focus == FOCUS_MENU)
            view_draw_menu(state, style, &layout);
        /* Last: the prompt places the terminal cursor. */
        view_draw_bars(state, style, &layout);
    }
    refresh();
}
