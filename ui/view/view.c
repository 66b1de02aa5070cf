/* The whole screen: erase, draw each part for the current layout, then
 * one refresh. Curses sends only what changed. */
#include "view.h"

view_layout view_current_layout(const explorer_state *state)
{
    int lines, cols;
    getmaxyx(stdscr, lines, cols);
    return view_layout_compute(explorer_board(state), lines, cols);
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
