/* The heat-map ramp shared by `boardex heatmap` and the explorer: few
 * moves are cool (blue), many are hot (red). */
#ifndef BOARDEX_HEAT_PALETTE_H
#define BOARDEX_HEAT_PALETTE_H

#include <stdbool.h>

enum {
    HEAT_LEVELS = 10,
    DIVERGING_LEVELS = 5, /* steps on each side of the neutral middle */
};

/* The level 0..HEAT_LEVELS-1 of value on a scale from low to high. */
int heat_level(int value, int low, int high);

/* xterm-256 background colour of a level; black text reads on all. */
int heat_color256(int level);

/* The nearest of the 8 basic colours (COLOR_* numbering) for a level. */
int heat_color8(int level);

/* The diverging scale of the compare lens: a level from
 * -DIVERGING_LEVELS to DIVERGING_LEVELS with the sign of value, its size
 * on a scale from 0 to bound (never 0 for a value that is not 0). */
int diverging_level(int value, int bound);

/* xterm-256 colour of a diverging level: reds where the first piece
 * reaches more (positive), blues where the second does, grey at 0. */
int diverging_color256(int level);

/* The nearest of the 8 basic colours: red, then yellow for the first
 * piece's weak side; blue, then cyan for the second's; white at 0. */
int diverging_color8(int level);

/* 0xRRGGBB of an xterm-256 colour (the 6x6x6 cube and the grey ramp), for
 * pictures that leave the terminal. */
long palette_rgb(int color256);

/* 0xRRGGBB of a grey for a level of levels (0 = white): five bands whose
 * steps stay apart on a black-and-white printer. */
long palette_grey(int level, int levels);

/* Whether figures on that grey should be white rather than black. */
bool palette_grey_is_dark(int level, int levels);

#endif
