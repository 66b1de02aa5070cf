/* Colour roles: what a colour means, mapped once to curses attributes for
 * a 256-colour, 8-colour or monochrome terminal. Drawing code asks for a
 * role, never for a colour. */
#ifndef BOARDEX_COLORS_H
#define BOARDEX_COLORS_H

#include <stdbool.h>

#include <curses.h>

#include "heat_palette.h"

typedef enum {
    ROLE_NORMAL,
    ROLE_TITLE,       /* the top bar */
    ROLE_TAB_ACTIVE,  /* the current mode in the top bar */
    ROLE_HEADING,     /* panel headings */
    ROLE_LABEL,       /* panel field names */
    ROLE_STATUS,      /* the status line */
    ROLE_ERROR,       /* an error in the status line */
    ROLE_HINT_KEY,    /* a key in the hint line */
    ROLE_LIGHT,       /* a plain light square */
    ROLE_DARK,        /* a plain dark square */
    ROLE_MARK,        /* a square the cursor square reaches */
    ROLE_BAD,         /* a bad step of a tour */
    ROLE_MENU,        /* the menu and prompt boxes */
    ROLE_MENU_ACTIVE, /* the highlighted menu entry */
    ROLE_HEAT_0,      /* ROLE_HEAT_0 + level, coolest to hottest */
    /* ROLE_DIVERGING_0 + DIVERGING_LEVELS + level for the compare lens's
     * levels -DIVERGING_LEVELS..DIVERGING_LEVELS, neutral in the middle. */
    ROLE_DIVERGING_0 = ROLE_HEAT_0 + HEAT_LEVELS,
    ROLE_COUNT = ROLE_DIVERGING_0 + 2 * DIVERGING_LEVELS + 1
} color_role;

typedef enum { DEPTH_MONO, DEPTH_8, DEPTH_256 } color_depth;

typedef struct {
    color_depth depth;
    bool unicode; /* UTF-8 glyphs (pieces, ×, •) or ASCII stand-ins */
    attr_t roles[ROLE_COUNT];
} view_style;

/* The depth the terminal allows, after start_color(); mono when asked
 * (NO_COLOR, --no-color) or when the terminal has no colour. */
color_depth colors_detect(bool no_color);

/* Without colour, what marks a bad square (a tour's bad step, a king in
 * check and its checkers) in its text, beside ROLE_BAD's bold: nothing
 * else on the board is drawn with it. */
#define MONO_BAD_MARK "!"

/* Allocates colour pairs for depth and fills style->roles. */
void colors_init(view_style *style, color_depth depth, bool unicode);

static inline attr_t role_attr(const view_style *style, color_role role)
{
    return style->roles[role];
}

static inline attr_t heat_attr(const view_style *style, int level)
{
    if (level < 0)
        level = 0;
    if (level >= HEAT_LEVELS)
        level = HEAT_LEVELS - 1;
    return style->roles[ROLE_HEAT_0 + level];
}

static inline attr_t diverging_attr(const view_style *style, int level)
{
    if (level < -DIVERGING_LEVELS)
        level = -DIVERGING_LEVELS;
    if (level > DIVERGING_LEVELS)
        level = DIVERGING_LEVELS;
    return style->roles[ROLE_DIVERGING_0 + DIVERGING_LEVELS + level];
}

#endif
