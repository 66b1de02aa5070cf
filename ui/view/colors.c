/* Colour roles to curses attributes: three columns, 256, 8 and mono. */
#include "colors.h"

color_depth colors_detect(bool no_color)
{
    if (no_color || !has_colors() || start_color() == ERR)
        return DEPTH_MONO;
    use_default_colors();
    return COLORS >= 256 ? DEPTH_256 : COLORS >= 8 ? DEPTH_8 : DEPTH_MONO;
}

/* Monochrome: attributes only. The heat map shows as numbers, the hottest
 * in bold, so nothing needs colour to be read. */
static void mono_roles(view_style *style)
{
    for (int role = 0; role < ROLE_COUNT; role++)
        style->roles[role] = A_NORMAL;
    style->roles[ROLE_TITLE] = A_REVERSE;
    style->roles[ROLE_TAB_ACTIVE] = A_BOLD;
    style->roles[ROLE_HEADING] = A_BOLD;
    style->roles[ROLE_STATUS] = A_NORMAL;
    style->roles[ROLE_ERROR] = A_BOLD;
    style->roles[ROLE_HINT_KEY] = A_BOLD;
    style->roles[ROLE_DARK] = A_DIM;
    style->roles[ROLE_MARK] = A_UNDERLINE;
    /* Not reversed (the cursor is) nor underlined (a reached square and
     * the tour's current step are): without colour a bad square also
     * carries the text mark "!" (view_board.c, MONO_BAD_MARK). */
    style->roles[ROLE_BAD] = A_BOLD;
    style->roles[ROLE_MENU_ACTIVE] = A_REVERSE;
    style->roles[ROLE_HEAT_0 + HEAT_LEVELS - 1] = A_BOLD;
    /* Compare without colour: the sign tells which piece; the strongest
     * either way is bold. */
    style->roles[ROLE_DIVERGING_0] = A_BOLD;
    style->roles[ROLE_DIVERGING_0 + 2 * DIVERGING_LEVELS] = A_BOLD;
}

/* Heat pairs follow the fixed ones, then the diverging pairs. */
enum { PAIR_HEAT = 16, PAIR_DIVERGING = PAIR_HEAT + HEAT_LEVELS };

static attr_t pair(short number, short fg, short bg, attr_t extra)
{
    init_pair(number, fg, bg);
    return (attr_t)COLOR_PAIR(number) | extra;
}

void colors_init(view_style *style, color_depth depth, bool unicode)
{
    style->depth = depth;
    style->unicode = unicode;
    mono_roles(style);
    if (depth == DEPTH_MONO)
        return;

    bool rich = depth == DEPTH_256;
    style->roles[ROLE_TITLE] = pair(1, COLOR_BLACK, COLOR_CYAN, A_NORMAL);
    style->roles[ROLE_TAB_ACTIVE] =
        pair(2, COLOR_WHITE, COLOR_BLUE, A_BOLD);
    style->roles[ROLE_HEADING] = pair(3, COLOR_CYAN, -1, A_BOLD);
    style->roles[ROLE_LABEL] = pair(4, rich ? 244 : COLOR_CYAN, -1, A_NORMAL);
    style->roles[ROLE_ERROR] = pair(5, COLOR_RED, -1, A_BOLD);
    style->roles[ROLE_HINT_KEY] = pair(6, COLOR_BLACK, COLOR_CYAN, A_NORMAL);
    style->roles[ROLE_LIGHT] =
        pair(7, COLOR_BLACK, rich ? 187 : COLOR_WHITE, A_NORMAL);
    style->roles[ROLE_DARK] =
        pair(8, COLOR_BLACK, rich ? 137 : COLOR_YELLOW, A_NORMAL);
    /* Black on red, underlined: a king in check keeps the ink that says
     * its side, as on every square (black ink; the glyph's fill or the
     * letter's case tells white from black). */
    style->roles[ROLE_BAD] = pair(9, COLOR_BLACK, COLOR_RED, A_UNDERLINE);
    style->roles[ROLE_MENU] = pair(10, COLOR_BLACK, COLOR_WHITE, A_NORMAL);
    style->roles[ROLE_MENU_ACTIVE] =
        pair(11, COLOR_WHITE, COLOR_BLUE, A_BOLD);
    style->roles[ROLE_MARK] = A_BOLD;
    for (int level = 0; level < HEAT_LEVELS; level++) {
        /* Black ink on every heat colour, pieces of both sides too: the
         * 8-colour ramp has no blue, where black would not read. */
        short bg = (short)(rich ? heat_color256(level) : heat_color8(level));
        style->roles[ROLE_HEAT_0 + level] =
            pair((short)(PAIR_HEAT + level), COLOR_BLACK, bg, A_NORMAL);
    }
    for (int level = -DIVERGING_LEVELS; level <= DIVERGING_LEVELS; level++) {
        int slot = DIVERGING_LEVELS + level;
        short bg = (short)(rich ? diverging_color256(level)
                                : diverging_color8(level));
        short fg = !rich && bg == COLOR_BLUE ? COLOR_WHITE : COLOR_BLACK;
        style->roles[ROLE_DIVERGING_0 + slot] =
            pair((short)(PAIR_DIVERGING + slot), fg, bg, A_NORMAL);
    }
}
