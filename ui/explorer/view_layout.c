#include <string.h>

#include "view_layout.h"

#include "piece.h"

/* Square sizes from largest to smallest. Terminal cells are about twice as
 * tall as wide, so these look roughly square; the flat ones at the end
 * keep big boards on small screens. */
static const struct {
    int width, height;
    int panel; /* the panel width it leaves at least */
} CELL_SIZES[] = {{9, 4, 44},
                  {7, 3, LAYOUT_PANEL_MIN},
                  {5, 2, LAYOUT_PANEL_MIN},
                  {4, 2, LAYOUT_PANEL_MIN},
                  {5, 1, LAYOUT_PANEL_MIN},
                  {4, 1, LAYOUT_PANEL_MIN},
                  {3, 1, LAYOUT_PANEL_MIN},
                  {2, 1, LAYOUT_PANEL_MIN}};

enum { CELL_SIZE_COUNT = sizeof CELL_SIZES / sizeof CELL_SIZES[0] };

/* Title line, blank line, board, file letters, status line, hint line. */
static int lines_needed(board_size board, int cell_height)
{
    return 2 + board.height * cell_height + 1 + 2;
}

/* The board alone, with its rank labels and a margin on the right. */
static int board_cols(board_size board, int cell_width)
{
    return LAYOUT_LABELS + board.width * cell_width + 1;
}

static int cols_needed(board_size board, int cell_width, int panel)
{
    return board_cols(board, cell_width) + LAYOUT_GAP + panel;
}

view_layout view_layout_compute(board_size board, int lines, int cols)
{
    layout_needs needs = {.min_cell_width = 2, .board_only = false};
    return view_layout_fit(board, lines, cols, &needs);
}

/* Where the panel goes for cell size i: beside the board, below it, or
 * nowhere (board alone); false when the board itself does not fit. */
typedef enum { PANEL_BESIDE, PANEL_BELOW, PANEL_NONE } panel_place;

static bool fits(board_size board, int lines, int cols, int i,
                 const layout_needs *needs, panel_place *place)
{
    int w = CELL_SIZES[i].width, h = CELL_SIZES[i].height;
    if (w < needs->min_cell_width || lines_needed(board, h) > lines ||
        board_cols(board, w) > cols)
        return false;
    if (needs->board_only)
        *place = PANEL_NONE;
    else if (cols_needed(board, w, CELL_SIZES[i].panel) <= cols)
        *place = PANEL_BESIDE;
    else if (lines_needed(board, h) + LAYOUT_PANEL_BELOW_MIN <= lines &&
             h == 1) /* below only beneath a flat board: all of it shows */
        *place = PANEL_BELOW;
    else
        return false;
    return true;
}

view_layout view_layout_fit(board_size board, int lines, int cols,
                            const layout_needs *needs)
{
    view_layout layout = {.screen_lines = lines, .screen_cols = cols};
    int chosen = -1;
    panel_place place = PANEL_NONE;

    /* The largest squares with the panel beside; failing that, the
     * largest with the panel below (or alone, with z). */
    for (int i = 0; i < CELL_SIZE_COUNT && chosen < 0; i++) {
        panel_place p;
        if (fits(board, lines, cols, i, needs, &p) &&
            (p == PANEL_BESIDE || needs->board_only)) {
            chosen = i;
            place = p;
        }
    }
    for (int i = 0; i < CELL_SIZE_COUNT && chosen < 0; i++) {
        panel_place p;
        if (fits(board, lines, cols, i, needs, &p)) {
            chosen = i;
            place = p;
        }
    }
    /* The least: the smallest squares that still show every number, with
     * the panel below (or the board alone with z). */
    int smallest = CELL_SIZE_COUNT - 1;
    while (smallest > 0 && CELL_SIZES[smallest].width < needs->min_cell_width)
        smallest--;
    layout.need_lines = lines_needed(board, CELL_SIZES[smallest].height) +
                        (needs->board_only ? 0 : LAYOUT_PANEL_BELOW_MIN);
    layout.need_cols = board_cols(board, CELL_SIZES[smallest].width);
    if (chosen < 0) {
        layout.too_small = true;
        return layout;
    }
    layout.cell_width = CELL_SIZES[chosen].width;
    layout.cell_height = CELL_SIZES[chosen].height;
    layout.board_top = 2;
    layout.board_left = LAYOUT_LABELS;
    layout.files_row = layout.board_top + board.height * layout.cell_height;
    layout.status_row = lines - 2;
    layout.hint_row = lines - 1;
    layout.panel_bottom = layout.status_row - 1;
    if (place == PANEL_BESIDE) {
        layout.panel_top = 2;
        layout.panel_left =
            layout.board_left + board.width * layout.cell_width + LAYOUT_GAP;
        layout.panel_width = cols - layout.panel_left - 1;
    } else if (place == PANEL_BELOW) {
        layout.panel_top = layout.files_row + 2;
        layout.panel_left = 1;
        layout.panel_width = cols - 2;
    } else {
        layout.panel_top = layout.panel_bottom + 1; /* no rows */
        layout.panel_left = layout.board_left;
        layout.panel_width = 0;
    }
    layout.panel_below = place == PANEL_BELOW;
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

/* " 1 Mobility ", " 2 Position ", " 3 Tour ": the title's tabs. */
static const char *const TAB_NAMES[] = {"Mobility", "Position", "Tour"};
enum { TAB_COUNT = sizeof TAB_NAMES / sizeof TAB_NAMES[0],
       TITLE_WIDTH = 9 /* " boardex " */ };

static int tab_width(int mode)
{
    return 4 + (int)strlen(TAB_NAMES[mode]); /* " N " + name + " " */
}

int view_layout_tab_start(int mode)
{
    int x = TITLE_WIDTH;
    for (int m = 0; m < mode && m < TAB_COUNT; m++)
        x += 1 + tab_width(m);
    return x + 1;
}

int view_layout_tab_at(int x)
{
    for (int mode = 0; mode < TAB_COUNT; mode++) {
        int start = view_layout_tab_start(mode);
        if (x >= start && x < start + tab_width(mode))
            return mode;
    }
    return -1;
}

menu_box view_layout_menu(const view_layout *layout, int entries,
                          int widest, int highlighted)
{
    menu_box box;
    box.width = widest < layout->screen_cols - 2 ? widest
                                                 : layout->screen_cols - 2;
    box.rows = entries < layout->status_row - 3 ? entries
                                                : layout->status_row - 3;
    box.top = 1 + (layout->status_row - 1 - (box.rows + 2)) / 2;
    box.left = (layout->screen_cols - box.width) / 2;
    box.first = highlighted - box.rows + 1 > 0 ? highlighted - box.rows + 1
                                               : 0;
    return box;
}

int view_layout_menu_entry_at(const menu_box *box, int y, int x)
{
    if (box->rows < 1 || y <= box->top || y > box->top + box->rows ||
        x <= box->left || x >= box->left + box->width - 1)
        return -1;
    return box->first + (y - box->top - 1);
}
