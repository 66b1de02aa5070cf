/* The heat-map ramp shared by `boardex heatmap` and the explorer: few
 * moves are cool (blue), many are hot (red). */
#ifndef BOARDEX_HEAT_PALETTE_H
#define BOARDEX_HEAT_PALETTE_H

enum { HEAT_LEVELS = 10 };

/* The level 0..HEAT_LEVELS-1 of value on a scale from low to high. */
int heat_level(int value, int low, int high);

/* xterm-256 background colour of a level; black text reads on all. */
int heat_color256(int level);

/* The nearest of the 8 basic colours (COLOR_* numbering) for a level. */
int heat_color8(int level);

#endif
