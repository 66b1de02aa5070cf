/* The board: file letters, rank numbers and one cell per square, each
 * with its figure on its heat-map colour. */
#include <stdio.h>
#include <string.h>

#include "view.h"
#include "view_text.h"

const char *view_piece_glyph(const char *piece_name, const view_style *style)
{
    static const struct {
        const char *name, *glyph, *letter;
    } GLYPHS[] = {
        {"king", "\xe2\x99\x94", "K"},   {"queen", "\xe2\x99\x95", "Q"},
        {"rook", "\xe2\x99\x96", "R"},   {"bishop", "\xe2\x99\x97", "B"},
        {"knight", "\xe2\x99\x98", "N"},
    };
    for (size_t i = 0; i < sizeof GLYPHS / sizeof GLYPHS[0]; i++)
        if (strcmp(GLYPHS[i].name, piece_name) == 0)
            return style->unicode ? GLYPHS[i].glyph : GLYPHS[i].letter;
    return "@"; /* a fairy or custom piece */
}

/* What a cell shows: its text (centred) and its attributes. */
typedef struct {
    char text[32];
    attr_t attr;
} cell;

static void draw_cell(const view_layout *layout, const view_style *style,
                      square sq, const cell *content)
{
    int top = layout->board_top + sq.row * layout->cell_height;
    int left = layout->board_left + sq.col * layout->cell_width;
    for (int y = 0; y < layout->cell_height; y++)
        view_fill(top + y, left, layout->cell_width, content->attr);
    int width = view_text_width(content->text);
    if (width > layout->cell_width)
        width = layout->cell_width;
    /* Centred; an odd spare column goes right, so the figure's last digit
     * sits over the file letter. */
    int x = left + (layout->cell_width - width) / 2;
    view_put(style, top + (layout->cell_height - 1) / 2, x, content->text,
             width, content->attr);
}

/* Digits of the largest count, so numbers line up in every column. */
static int digits(int value)
{
    int count = 1;
    while (value >= 10) {
        value /= 10;
        count++;
    }
    return count;
}

/* A figure with, in front, the cursor's piece or a reached-square mark:
 * the same width on every square, so the numbers line up. The mark goes
 * when the square is too narrow; the attributes still show it. */
static void compose(char *out, size_t size, const char *prefix, int value,
                    int width, int cell_width)
{
    char number[16];
    snprintf(number, sizeof number, "%d", value);
    if ((int)strlen(number) > cell_width) /* beyond the square: "++" */
        snprintf(number, sizeof number, "%.*s", cell_width, "++++++++");
    if (width + 1 > cell_width)
        snprintf(out, size, "%*s", width, number);
    else
        snprintf(out, size, "%*s%s%s", width - (int)strlen(number), "",
                 prefix, number);
}

static cell mobility_cell(const explorer_state *state,
                          const view_style *style, const view_layout *layout,
                          square sq)
{
    const mobility_table *table = &state->mobility;
    int index = square_index(state->board, sq);
    int moves = table->moves[index];
    int least = table->group_count > 0 ? table->groups[0].moves : 0;
    bool cursor = sq.row == state->cursor.row && sq.col == state->cursor.col;
    bool marked = square_set_has(&state->reach, index);
    const char *prefix = " ";
    cell content;

    if (cursor && layout->cell_width >= 5)
        prefix = view_piece_glyph(state->piece_name, style);
    else if (marked)
        prefix = style->unicode ? "\xe2\x80\xa2" : "*";
    compose(content.text, sizeof content.text, prefix, moves,
            digits(table->most_moves), layout->cell_width);
    content.attr =
        heat_attr(style, heat_level(moves, least, table->most_moves));
    if (marked)
        content.attr |= role_attr(style, ROLE_MARK);
    if (cursor)
        content.attr |= A_REVERSE | A_BOLD;
    return content;
}

static void draw_labels(const explorer_state *state, const view_style *style,
                        const view_layout *layout)
{
    attr_t attr = role_attr(style, ROLE_LABEL);
    char text[16];
    for (int row = 0; row < state->board.height; row++) {
        snprintf(text, sizeof text, "%2d", state->board.height - row);
        bool here = row == state->cursor.row;
        view_put(style,
                 layout->board_top + row * layout->cell_height +
                     (layout->cell_height - 1) / 2,
                 1, text, 2, here ? A_BOLD : attr);
    }
    for (int col = 0; col < state->board.width; col++) {
        snprintf(text, sizeof text, "%c", 'a' + col);
        bool here = col == state->cursor.col;
        view_put(style, layout->files_row,
                 layout->board_left + col * layout->cell_width +
                     layout->cell_width / 2,
                 text, 1, here ? A_BOLD : attr);
    }
}

void view_draw_board(const explorer_state *state, const view_style *style,
                     const view_layout *layout)
{
    draw_labels(state, style, layout);
    for (int index = 0; index < board_square_count(state->board); index++) {
        square sq = square_at(state->board, index);
        cell content;
        switch (state->mode) {
        case MODE_MOBILITY:
        default:
            content = mobility_cell(state, style, layout, sq);
            break;
        }
        draw_cell(layout, style, sq, &content);
    }
}
