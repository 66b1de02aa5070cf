/* The menu over the board (FOCUS_MENU): its entries for what it picks
 * (state.menu_target), a preset piece or a built-in variant. The keys,
 * the mouse and the screen all ask here, so they count the same rows. */
#ifndef BOARDEX_EXPLORER_MENU_H
#define BOARDEX_EXPLORER_MENU_H

#include <stddef.h>

#include "explorer_state.h"

enum { EXPLORER_MENU_TEXT = 160 };

/* Opens the menu on the target's current piece (or variant); Enter picks
 * for that one. */
void explorer_open_menu(explorer_state *state, explorer_menu_target target);

/* How many entries the open menu has. */
int explorer_menu_count(const explorer_state *state);

/* The name of entry index ("knight", "capablanca"), or "" past the end. */
const char *explorer_menu_name(const explorer_state *state, int index);

/* Entry index as one line of at most width columns: " knight  N  ..."
 * or " capablanca  10x8  archbishop A ...", a long description cut at a
 * word with "...". */
void explorer_menu_entry(const explorer_state *state, int index, int width,
                         char *out, size_t size);

/* The columns the widest entry wants, with the box's border. */
int explorer_menu_width(const explorer_state *state);

/* The menu's title, and the status line's words under it. */
const char *explorer_menu_title(const explorer_state *state);
void explorer_menu_status(const explorer_state *state, char *out,
                          size_t size);

#endif
