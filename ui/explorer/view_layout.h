/* Where things go on the screen: square size, board, panel, status and
 * hint lines, for a board and a terminal size. Pure arithmetic, so the
 * mouse code and the tests can use it without a terminal. */
#ifndef BOARDEX_VIEW_LAYOUT_H
#define BOARDEX_VIEW_LAYOUT_H

#include <stdbool.h>

#include "square.h"

enum {
    LAYOUT_PANEL_MIN = 30, /* the side panel's narrowest readable width */
    LAYOUT_LABELS = 4,     /* margin and rank numbers left of the board */
    LAYOUT_GAP = 2,        /* between the board and the panel */
    /* Rows the panel needs at least when it goes below the board. */
    LAYOUT_PANEL_BELOW_MIN = 4,
};

/* What the screen's content asks of the layout. */
typedef struct {
    int min_cell_width; /* every number fits: its digits and one more */
    bool board_only;    /* z: no panel */
} layout_needs;

typedef struct {
    int screen_lines, screen_cols; /* the terminal */
    bool too_small;
    int need_lines, need_cols; /* the least this board can be drawn in */

    int cell_width, cell_height; /* one square */
    int board_top, board_left;   /* the top-left square's top-left corner */
    int files_row;               /* file letters under the board */
    int panel_top, panel_left, panel_width, panel_bottom;
    bool panel_below; /* under the board, the screen too narrow beside */
    int status_row, hint_row;
} view_layout;

/* The largest squares that show every number with the panel beside the
 * board; else with the panel below it (or, board_only, no panel); else
 * too_small, with need_lines x need_cols the least that would do. */
view_layout view_layout_fit(board_size board, int screen_lines,
                            int screen_cols, const layout_needs *needs);

/* The same for squares of any width (numbers may be left out). */
view_layout view_layout_compute(board_size board, int screen_lines,
                                int screen_cols);

/* The title bar: " boardex " then a tab " N Name " per mode, one column
 * apart. The column where mode's tab starts, and the mode whose tab is at
 * column x of the title row (-1 for none). */
int view_layout_tab_start(int mode);
int view_layout_tab_at(int x);

/* The menu's box over the board: rows entries from first (so the
 * highlighted one shows), in a box from (top, left) of width columns (the
 * widest entry's, explorer_menu_width, where the screen has them) and
 * rows + 2 lines. rows < 1 when it does not fit. */
typedef struct {
    int top, left, width, rows, first;
} menu_box;

menu_box view_layout_menu(const view_layout *layout, int entries,
                          int widest, int highlighted);

/* The menu entry under screen cell (y, x), or -1. */
int view_layout_menu_entry_at(const menu_box *box, int y, int x);

/* The square under screen cell (y, x), if any. */
bool view_layout_square_at(const view_layout *layout, board_size board,
                           int y, int x, square *out);

#endif
