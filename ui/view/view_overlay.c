/* What opens over the board: the preset menu, the help screen, and the
 * screen shown when the terminal is too small. */
#include <stdio.h>
#include <string.h>

#include "explorer_help.h"
#include "explorer_menu.h"
#include "text_wrap.h"
#include "view.h"
#include "view_text.h"

void view_draw_menu(const explorer_state *state, const view_style *style,
                    const view_layout *layout)
{
    /* The same box view_layout_menu_entry_at finds clicks in. */
    menu_box geometry =
        view_layout_menu(layout, explorer_menu_count(state),
                         explorer_menu_width(state), state->menu_index);
    int width = geometry.width, rows = geometry.rows;
    int top = geometry.top, left = geometry.left;
    attr_t box = role_attr(style, ROLE_MENU);
    char text[EXPLORER_MENU_TEXT];

    /* width < 12 on screens under 14 columns; cppcheck 2.10 wrongly finds
     * it always true. */
    /* cppcheck-suppress knownConditionTrueFalse */
    if (rows < 1 || width < 12)
        return;
    int first = geometry.first; /* the highlighted entry stays in view */
    for (int y = 0; y < rows + 2; y++) {
        view_fill(top + y, left, width, box);
        /* The panel's rows beside the box would show cut in half. */
        view_fill(top + y, left + width, layout->screen_cols - left - width,
                  A_NORMAL);
    }
    view_put(style, top, left + 2, explorer_menu_title(state), width - 4,
             box | A_BOLD);
    for (int i = 0; i < rows && first + i < explorer_menu_count(state); i++) {
        bool active = first + i == state->menu_index;
        attr_t attr = active ? role_attr(style, ROLE_MENU_ACTIVE) : box;
        explorer_menu_entry(state, first + i, width - 2, text, sizeof text);
        view_fill(top + 1 + i, left + 1, width - 2, attr);
        view_put(style, top + 1 + i, left + 1, text, width - 2, attr);
    }
}

/* Draws the wrapped rows of one help line that fall in the screen rows
 * first .. first + shown - 1 of the whole help; *row counts the help's
 * rows drawn or passed so far. */
static void help_line_draw(const view_style *style, help_line line,
                           int width, int first, int shown, int *row)
{
    char text[HELP_TEXT_MAX];
    char piece[HELP_TEXT_MAX];
    help_line_text(line, width, text, sizeof text);
    int indent = line.heading != NULL ? 0 : help_line_indent(width);
    attr_t attr = line.heading != NULL ? role_attr(style, ROLE_HEADING)
                                       : A_NORMAL;
    const char *rest = text;
    /* The same breaks as help_line_rows counts. */
    for (int used = 0; *rest != '\0'; used++) {
        int room = width - (used > 0 ? indent : 0);
        bool all;
        int bytes = text_wrap_break(rest, room, &all);
        if (room <= 0 || bytes <= 0)
            break;
        if (*row >= first && *row < first + shown) {
            snprintf(piece, sizeof piece, "%.*s", bytes, rest);
            view_put(style, 1 + *row - first, 1 + (used > 0 ? indent : 0),
                     piece, room, attr);
        }
        (*row)++;
        rest += bytes;
        while (*rest == ' ')
            rest++;
    }
}

void view_draw_help(const explorer_state *state, const view_style *style)
{
    int lines, cols;
    getmaxyx(stdscr, lines, cols);
    int width = cols - 1;
    int shown = lines - 2 > 0 ? lines - 2 : 0;
    int total = help_row_count((int)state->work.mode, width);
    int first = state->help_scroll;
    char text[96];

    /* The screen may have grown since the last key. */
    if (first > total - shown)
        first = total - shown > 0 ? total - shown : 0;
    view_fill(0, 0, cols, role_attr(style, ROLE_TITLE));
    view_put(style, 0, 1, "boardex keys", cols - 1,
             role_attr(style, ROLE_TITLE) | A_BOLD);
    /* Each key's sentence wraps at the screen's width, under itself when
     * there is room beside the key names, else under the names; the
     * screen shows rows, so a page can start inside a wrapped key. */
    help_line all[HELP_LINES_MAX];
    int count = help_lines_in_mode((int)state->work.mode, all, HELP_LINES_MAX);
    int row = 0;
    for (int i = 0; i < count && row < first + shown; i++)
        help_line_draw(style, all[i], width, first, shown, &row);
    int last = first + shown < total ? first + shown : total;
    snprintf(text, sizeof text,
             "lines %d-%d of %d  Up/Down/Space scroll, ? or Esc closes",
             first + 1, last, total);
    view_put(style, lines - 1, 0, text, cols, role_attr(style, ROLE_STATUS));
}

void view_page_size(explorer_state *state)
{
    state->page_lines = LINES - 2;
    /* Measured only while the help is open: a key press elsewhere stays
     * cheap. */
    if (state->focus == FOCUS_HELP)
        state->help_rows = help_row_count((int)state->work.mode, COLS - 1);
}

/* The way out the too-small screen offers, true for what is open: q
 * quits only from the board (a prompt takes it as text); Esc closes
 * everything else (and stops autoplay, as any key does). Each fits 20
 * columns. */
static const char *too_small_way_out(const explorer_state *state)
{
    switch (state->focus) {
    case FOCUS_BOARD:
        return "enlarge, or q quits";
    case FOCUS_CONFIRM_QUIT:
        return "lose changes? y/n";
    default:
        return "Esc, then q quits";
    }
}

void view_draw_too_small(const explorer_state *state,
                         const view_style *style, const view_layout *layout)
{
    /* Short lines, so the message itself fits a 20-column terminal. */
    char text[4][48];
    board_size board = explorer_board(state);
    snprintf(text[0], sizeof text[0], "Terminal too small");
    snprintf(text[1], sizeof text[1], "%dx%d, needs %dx%d", layout->screen_cols,
             layout->screen_lines, layout->need_cols, layout->need_lines);
    snprintf(text[2], sizeof text[2], "for the %dx%d board", board.width,
             board.height);
    snprintf(text[3], sizeof text[3], "%s", too_small_way_out(state));
    int top = (layout->screen_lines - 4) / 2;
    if (top < 0)
        top = 0;
    for (int i = 0; i < 4 && top + i < layout->screen_lines; i++) {
        int width = (int)strlen(text[i]);
        int x = (layout->screen_cols - width) / 2;
        if (x < 0)
            x = 0;
        view_put(style, top + i, x, text[i], layout->screen_cols - x,
                 i == 0 ? A_BOLD : A_NORMAL);
    }
}
