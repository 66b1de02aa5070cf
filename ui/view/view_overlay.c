/* What opens over the board: the preset menu, the help screen, and the
 * screen shown when the terminal is too small. */
#include <stdio.h>
#include <string.h>

#include "explorer_help.h"
#include "view.h"
#include "view_text.h"

void view_draw_menu(const explorer_state *state, const view_style *style,
                    const view_layout *layout)
{
    /* The same box view_layout_menu_entry_at finds clicks in. */
    menu_box geometry =
        view_layout_menu(layout, piece_preset_count(), state->menu_index);
    int width = geometry.width, rows = geometry.rows;
    int top = geometry.top, left = geometry.left;
    attr_t box = role_attr(style, ROLE_MENU);
    char text[96];

    /* width < 12 on screens under 14 columns; cppcheck 2.10 wrongly finds
     * it always true. */
    /* cppcheck-suppress knownConditionTrueFalse */
    if (rows < 1 || width < 12)
        return;
    int first = geometry.first; /* the highlighted entry stays in view */
    for (int y = 0; y < rows + 2; y++)
        view_fill(top + y, left, width, box);
    view_put(style, top, left + 2,
             state->menu_for_second
                 ? "Pick the second piece (a letter jumps; Enter, Esc)"
                 : "Pick a piece (a letter jumps; Enter, Esc)",
             width - 4, box | A_BOLD);
    for (int i = 0; i < rows; i++) {
        const piece_preset_info *info = piece_preset_at(first + i);
        if (info == NULL)
            break;
        bool active = first + i == state->menu_index;
        attr_t attr = active ? role_attr(style, ROLE_MENU_ACTIVE) : box;
        snprintf(text, sizeof text, " %-12s %-5s %s", info->name, info->betza,
                 info->summary);
        view_fill(top + 1 + i, left + 1, width - 2, attr);
        view_put(style, top + 1 + i, left + 1, text, width - 2, attr);
    }
}

void view_draw_help(const explorer_state *state, const view_style *style)
{
    int lines, cols;
    getmaxyx(stdscr, lines, cols);
    int total = help_line_count();
    int rows = lines - 2;
    int first = state->help_scroll;
    char names[64];
    char text[160];

    if (first > total - rows)
        first = total - rows > 0 ? total - rows : 0;
    view_fill(0, 0, cols, role_attr(style, ROLE_TITLE));
    view_put(style, 0, 1, "boardex keys", cols - 1,
             role_attr(style, ROLE_TITLE) | A_BOLD);
    /* Each key's sentence wraps at the screen's width, under itself when
     * there is room beside the key names, else under the names. */
    int y = 1, shown = first;
    while (y <= rows && shown < total) {
        help_line line = help_line_in_mode((int)state->mode, shown);
        if (line.heading != NULL) {
            view_put(style, y++, 1, line.heading, cols - 1,
                     role_attr(style, ROLE_HEADING));
            shown++;
            continue;
        }
        key_binding_names(line.binding, names, sizeof names);
        snprintf(text, sizeof text, "  %-22s %s", names, line.binding->help);
        /* The sentence starts 25 columns in: "  " and 22 for the keys. */
        int indent = cols - 1 - 25 >= 20 ? 25 : 4;
        int used = view_wrap(style, y, 1, text, cols - 1, rows - y + 1,
                             indent, A_NORMAL);
        y += used > 0 ? used : 1;
        shown++;
    }
    snprintf(text, sizeof text,
             "lines %d-%d of %d  Up/Down/Space scroll, ? or Esc closes",
             first + 1, shown, total);
    view_put(style, lines - 1, 0, text, cols, role_attr(style, ROLE_STATUS));
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
    snprintf(text[3], sizeof text[3], "enlarge, or q quits");
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
