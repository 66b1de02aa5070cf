/* The title bar (modes as tabs), the status line and the key-hint line,
 * which turns into the prompt while a line is edited. */
#include <stdio.h>
#include <string.h>

#include "explorer_keys.h"
#include "explorer_menu.h"
#include "utf8.h"
#include "view.h"
#include "view_text.h"

static void draw_title(const explorer_state *state, const view_style *style,
                       const view_layout *layout)
{
    attr_t bar = role_attr(style, ROLE_TITLE);
    char text[64];
    int x = 0;

    view_fill(0, 0, layout->screen_cols, bar);
    x += view_put(style, 0, x, " boardex ", layout->screen_cols - x,
                  bar | A_BOLD);
    for (int mode = 0; mode < MODE_COUNT; mode++) {
        bool active = mode == (int)state->work.mode;
        snprintf(text, sizeof text, " %d %s ", mode + 1,
                 explorer_mode_name((explorer_mode)mode));
        /* Where view_layout_tab_at looks for clicks. */
        x = view_layout_tab_start(mode);
        x += view_put(style, 0, x, text, layout->screen_cols - x,
                      active ? role_attr(style, ROLE_TAB_ACTIVE) : bar);
    }
    snprintf(text, sizeof text, "%dx%d ", explorer_board(state).width,
             explorer_board(state).height);
    int width = view_text_width(text);
    if (layout->screen_cols - width > x + 1)
        view_put(style, 0, layout->screen_cols - width, text, width, bar);
}

/* "q quit  ? help  Tab mode ..." from the key table. */
static void draw_hints(const explorer_state *state, const view_style *style,
                       int y, int cols)
{
    int x = 0;
    for (int i = 0; i < key_binding_count() && x < cols; i++) {
        const key_binding *binding = key_binding_at(i);
        int key = key_binding_hint_key(binding, state);
        if (binding->hint == NULL || !key_binding_active(binding, state) ||
            key == 0)
            continue;
        char name[KEY_NAME_MAX];
        key_code_name(key, name);
        int need = view_text_width(name) + 1 + view_text_width(binding->hint);
        if (x + need > cols)
            break;
        x += view_put(style, y, x, name, cols - x,
                      role_attr(style, ROLE_HINT_KEY));
        x += view_put(style, y, x + 1, binding->hint, cols - x - 1,
                      A_NORMAL) + 3;
    }
}

/* "label: text" with the text scrolled so the cursor stays visible.
 * Returns the screen column of the line's first byte, which may be left
 * of the screen when the line is scrolled. */
static int draw_prompt(const explorer_state *state, const view_style *style,
                       int y, int cols)
{
    char question[EXPLORER_MESSAGE_MAX];
    char label[EXPLORER_MESSAGE_MAX + 2];
    explorer_prompt_question(state, question, sizeof question);
    snprintf(label, sizeof label, "%s: ", question);
    int x = view_put(style, y, 0, label, cols, role_attr(style, ROLE_HEADING));
    int room = cols - x - 1;
    if (room < 1)
        return x;
    const line_edit *line = &state->line;
    /* Columns before the cursor; start far enough right to show it. */
    char before[LINE_EDIT_MAX];
    memcpy(before, line->text, (size_t)line->cursor);
    before[line->cursor] = '\0';
    int cursor_col = view_text_width(before);
    int skip = cursor_col >= room ? cursor_col - room + 1 : 0;
    const char *shown = line->text;
    for (int i = 0; i < skip && *shown != '\0'; i++) {
        shown++;
        while (utf8_is_continuation(*shown))
            shown++;
    }
    view_put(style, y, x, shown, room, A_NORMAL);
    move(y, x + cursor_col - skip);
    curs_set(1);
    return x - skip;
}

/* "^ message" with the caret under byte at - 1 of the line that starts
 * at column line_x (the message alone when that is off the screen). */
static void draw_caret_message(const explorer_state *state,
                               const view_style *style, int y, int cols,
                               int line_x)
{
    char before[LINE_EDIT_MAX];
    size_t len = strlen(state->line.text);
    size_t upto = (size_t)state->message_at - 1 < len
                      ? (size_t)state->message_at - 1
                      : len;
    memcpy(before, state->line.text, upto);
    before[upto] = '\0';
    int x = line_x + view_text_width(before);
    if (x < 0 || x >= cols - 2)
        x = 0;
    view_put(style, y, x, "^ ", cols - x, role_attr(style, ROLE_ERROR));
    view_put(style, y, x + 2, state->message, cols - x - 2,
             role_attr(style, ROLE_ERROR));
}

static void draw_status(const explorer_state *state, const view_style *style,
                        int y, int cols)
{
    char text[EXPLORER_MESSAGE_MAX + 64];
    attr_t attr = role_attr(style, ROLE_STATUS);

    if (state->message[0] != '\0') {
        snprintf(text, sizeof text, "%s", state->message);
        if (state->message_is_error)
            attr = role_attr(style, ROLE_ERROR);
    } else if (state->focus == FOCUS_PROMPT) {
        snprintf(text, sizeof text, "%s", explorer_prompt_guide(state->prompt));
    } else if (state->focus == FOCUS_MENU) {
        explorer_menu_status(state, text, sizeof text);
    } else if (state->focus == FOCUS_PLACING) {
        char white[EXPLORER_LETTERS_MAX], black[EXPLORER_LETTERS_MAX];
        explorer_position_letter_list(&state->work.position, white, black);
        snprintf(text, sizeof text, "Position \xe2\x94\x82 placing: %s "
                 "white, %s black, 1-8 skip, x empties, Esc stops", white,
                 black);
    } else if (state->work.mode == MODE_POSITION) {
        const explorer_position *ep = &state->work.position;
        if (ep->report.legal)
            snprintf(text, sizeof text,
                     "Position \xe2\x94\x82 white %d, black %d \xe2\x94\x82 "
                     "%s", ep->report.count[CHESS_WHITE], ep->report.count[CHESS_BLACK],
                     state->show_attacks ? "attackers white/black"
                                         : "legal moves per piece");
        else
            snprintf(text, sizeof text, "Position \xe2\x94\x82 %s",
                     ep->report.problem);
    } else if (state->work.mode == MODE_TOUR) {
        char verdict[EXPLORER_MESSAGE_MAX];
        snprintf(text, sizeof text, "Tour \xe2\x94\x82 %s",
                 explorer_tour_verdict(state, verdict, sizeof verdict));
    } else {
        char name[SQUARE_NAME_MAX];
        board_size board = explorer_board(state);
        square_to_fide(board, state->work.cursor, name, NULL);
        if (square_set_has(&state->work.blockers,
                           square_index(board, state->work.cursor)))
            snprintf(text, sizeof text,
                     "%s \xe2\x94\x82 a blocker on %s: x takes it off",
                     explorer_mode_name(state->work.mode), name);
        else
            snprintf(text, sizeof text,
                     "%s \xe2\x94\x82 %s on %s reaches %d",
                     explorer_mode_name(state->work.mode),
                     state->work.piece_name, name,
                     square_set_count(&state->reach));
    }
    /* A message longer than the line takes the lines above too (up to
     * three in all), so it is read whole: the 5x5 tour proofs, a long
     * file error. */
    int width = view_text_width(text);
    if (width > cols && y > 1 && cols > 0) {
        int rows = width > 2 * cols && y > 2 ? 3 : 2;
        for (int i = 0; i < rows; i++)
            view_fill(y - rows + 1 + i, 0, cols, A_NORMAL);
        view_wrap(style, y - rows + 1, 0, text, cols, rows, 0, attr);
        return;
    }
    view_put(style, y, 0, text, cols, attr);
}

void view_draw_bars(const explorer_state *state, const view_style *style,
                    const view_layout *layout)
{
    draw_title(state, style, layout);
    if (state->focus == FOCUS_PROMPT && state->message_at > 0) {
        /* The caret goes under the fault: the line one row up, the
         * caret and the message below it. */
        int line_x = draw_prompt(state, style, layout->status_row,
                                 layout->screen_cols);
        int cursor_y, cursor_x;
        getyx(stdscr, cursor_y, cursor_x);
        draw_caret_message(state, style, layout->hint_row,
                           layout->screen_cols, line_x);
        move(cursor_y, cursor_x); /* back to the line's cursor */
        return;
    }
    draw_status(state, style, layout->status_row, layout->screen_cols);
    if (state->focus == FOCUS_PROMPT)
        draw_prompt(state, style, layout->hint_row, layout->screen_cols);
    else
        draw_hints(state, style, layout->hint_row, layout->screen_cols);
}
