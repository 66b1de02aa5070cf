/* Drawing the explorer: the only code that calls curses to draw. It reads
 * the state and never changes it. */
#ifndef BOARDEX_VIEW_H
#define BOARDEX_VIEW_H

#include "colors.h"
#include "explorer_state.h"
#include "view_layout.h"

/* Draws the whole screen for the terminal's current size and refreshes. */
void view_draw(const explorer_state *state, const view_style *style);

/* Tells the state the screen's page: the lines a help page holds and,
 * while the help is open, its length in rows at this width. Called before
 * each key is handled. */
void view_page_size(explorer_state *state);

/* The layout for the terminal's current size (for mouse clicks). */
view_layout view_current_layout(const explorer_state *state);

/* The parts, one file each. */
void view_draw_board(const explorer_state *state, const view_style *style,
                     const view_layout *layout);
void view_draw_panel(const explorer_state *state, const view_style *style,
                     const view_layout *layout);
void view_draw_bars(const explorer_state *state, const view_style *style,
                    const view_layout *layout);
void view_draw_menu(const explorer_state *state, const view_style *style,
                    const view_layout *layout);
void view_draw_help(const explorer_state *state, const view_style *style);
void view_draw_too_small(const explorer_state *state,
                         const view_style *style, const view_layout *layout);

/* The piece's figure for the board: a glyph for the orthodox pieces, else
 * its initial (in ASCII when style->unicode is off). */
const char *view_piece_glyph(const char *piece_name, const view_style *style);

/* The marks of Mobility mode, each its own glyph so that none needs
 * colour (the legend names each). */
typedef enum {
    VIEW_MARK_NONE,
    VIEW_MARK_BOTH,         /* a target it may move to or take on */
    VIEW_MARK_MOVE_ONLY,    /* moves there, could not take there (m) */
    VIEW_MARK_CAPTURE_ONLY, /* would take a blocker there, cannot move (c) */
    VIEW_MARK_BLOCKER,      /* a piece of the other side */
    VIEW_MARK_TAKEN,        /* a blocker the cursor's piece takes */
    VIEW_MARK_KINDS
} view_mobility_kind;

const char *view_mobility_mark(view_mobility_kind kind,
                               const view_style *style);

/* Which marks Mobility mode draws now, one flag per kind. */
void view_mobility_marks_shown(const explorer_state *state,
                               bool shown[VIEW_MARK_KINDS]);

/* A piece's figure for a FEN letter: a chess glyph ("K" in ASCII), a
 * defined piece's letter as it is ("A", "a"), "" for none. */
const char *view_chess_glyph(char letter, const view_style *style);

#endif
