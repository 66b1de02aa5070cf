#include "view_layout.h"

/* Square sizes from largest to smallest. Terminal cells are about twice as
 * tall as wide, so these look roughly square. */
static const struct {
    int width, height;
    int panel; /* the panel width it leaves at least */
} CELL_SIZES[] = {{9, 4, 44},
                  {7, 3, LAYOUT_PANEL_MIN},
                  {5, 2, LAYOUT_PANEL_MIN},
                  {4, 2, LAYOUT_PANEL_MIN},
                  {3, 1, LAYOUT_PANEL_MIN},
                  {2, 1, LAYOUT_PANEL_MIN}};

enum { CELL_SIZE_COUNT = sizeof CELL_SIZES / sizeof CELL_SIZES[0] };

/* Title line, blank line, board, file letters, status line, hint line. */
static int lines_needed(board_size board, int cell_height)
{
    return 2 + board.height * cell_height + 1 + 2;
}

static int cols_needed(board_size board, int cell_width, int panel)
{
    return LAYOUT_LABELS + board.width * cell_width + LAYOUT_GAP + panel +
           1; /* and a margin on the right */
}

view_layout view_layout_compute(board_size board, int lines, int cols)
{
    view_layout layout = {.screen_lines = lines, .screen_cols = cols};
    int chosen = -1;

    for (int i = 0; i < CELL_SIZE_COUNT && chosen < 0; i++)
        if (lines_needed(board, CELL_SIZES[i].height) <= lines &&
            cols_needed(board, CELL_SIZES[i].width, CELL_SIZES[i].panel) <=
                cols)
            chosen = i;
    layout.need_lines =
        lines_needed(board, CELL_SIZES[CELL_SIZE_COUNT - 1].height);
    layout.need_cols = cols_needed(board, CELL_SIZES[CELL_SIZE_COUNT - 1].width,
                                   LAYOUT_PANEL_MIN);
    if (chosen < 0) {
        layout.too_small = true;
        return layout;
    }
    layout.cell_width = CELL_SIZES[chosen].width;
    layout.cell_height = CELL_SIZES[chosen].height;
    layout.board_top = 2;
    layout.board_left = LAYOUT_LABELS;
    layout.files_row = layout.board_top + board.height * layout.cell_height;
    layout.panel_top = 2;
    layout.panel_left =
        layout.board_left + board.width * layout.cell_width + LAYOUT_GAP;
    layout.panel_width = cols - layout.panel_left - 1;
    layout.status_row = lines - 2;
    layout.hint_row = lines - 1;
    layout.panel_bottom = layout.status_row - 1;
    return layout;
}

bool view_layout_square_at(const view_layout *layout, board_size board,
                           int y, int x, square *out)
{
    if (layout->too_small || y < layout->board_top || x < layout->board_left)
        return false;
    square sq = {(y - layout->board_top) / layout->cell_height,
                 (x - layout->board_left) / layout->cell_width};
    if (!square_on_board(board, sq))
        return false;
    *out = sq;
    return true;
}
