#include "heat_palette.h"

/* Blue through cyan, green and yellow to red, all light enough that black
 * figures stay readable on them. */
static const int RAMP_256[HEAT_LEVELS] = {33, 39, 44, 49, 83,
                                          154, 220, 214, 208, 196};

/* The same ramp in the 8 basic colours: blue, cyan, green, yellow, red. */
static const int RAMP_8[HEAT_LEVELS] = {4, 4, 6, 6, 2, 2, 3, 3, 1, 1};

static int clamp_level(int level)
{
    if (level < 0)
        return 0;
    return level >= HEAT_LEVELS ? HEAT_LEVELS - 1 : level;
}

int heat_level(int value, int low, int high)
{
    if (high <= low)
        return value > 0 ? HEAT_LEVELS - 1 : 0;
    long scaled = (long)(value - low) * (HEAT_LEVELS - 1) / (high - low);
    return clamp_level((int)scaled);
}

int heat_color256(int level)
{
    return RAMP_256[clamp_level(level)];
}

int heat_color8(int level)
{
    return RAMP_8[clamp_level(level)];
}
