#include "heat_palette.h"

/* Blue through cyan, green and yellow to red, all light enough that black
 * figures stay readable on them. */
static const int RAMP_256[HEAT_LEVELS] = {33, 39, 44, 49, 83,
                                          154, 220, 214, 208, 196};

/* The same ramp in the 8 basic colours: magenta, cyan, green, yellow, red.
 * Not blue: black on the basic blue is unreadable, and a black piece
 * drawn white there looks like a white one. */
static const int RAMP_8[HEAT_LEVELS] = {5, 5, 6, 6, 2, 2, 3, 3, 1, 1};

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

/* Light to strong, so black figures stay readable on every step. */
static const int WARM_256[DIVERGING_LEVELS + 1] = {255, 224, 217, 210, 203, 196};
static const int COOL_256[DIVERGING_LEVELS + 1] = {255, 189, 153, 111, 75, 33};

int diverging_level(int value, int bound)
{
    int size = value < 0 ? -value : value;
    int level;
    if (size == 0)
        return 0;
    if (bound <= 1 || size >= bound)
        level = DIVERGING_LEVELS;
    else
        level = 1 + (int)((long)(size - 1) * (DIVERGING_LEVELS - 1) /
                          (bound - 1));
    return value < 0 ? -level : level;
}

int diverging_color256(int level)
{
    if (level > DIVERGING_LEVELS)
        level = DIVERGING_LEVELS;
    if (level < -DIVERGING_LEVELS)
        level = -DIVERGING_LEVELS;
    return level >= 0 ? WARM_256[level] : COOL_256[-level];
}

int diverging_color8(int level)
{
    if (level == 0)
        return 7; /* white */
    if (level > 0)
        return level > DIVERGING_LEVELS / 2 ? 1 : 3; /* red, yellow */
    return -level > DIVERGING_LEVELS / 2 ? 4 : 6;    /* blue, cyan */
}

long palette_rgb(int color256)
{
    /* The cube's six intensities, as xterm defines them. */
    static const int CUBE[6] = {0, 95, 135, 175, 215, 255};
    if (color256 >= 16 && color256 < 232) {
        int i = color256 - 16;
        return (long)CUBE[i / 36] << 16 | (long)CUBE[i / 6 % 6] << 8 |
               CUBE[i % 6];
    }
    if (color256 >= 232 && color256 < 256) {
        long grey = 8 + 10 * (color256 - 232);
        return grey << 16 | grey << 8 | grey;
    }
    return color256 == 0 ? 0x000000 : 0xffffff;
}

enum { GREY_BANDS = 5 };
static const long GREYS[GREY_BANDS] = {0xffffff, 0xd9d9d9, 0xb0b0b0, 0x808080,
                                       0x505050};

static int grey_band(int level, int levels)
{
    if (levels <= 1 || level <= 0)
        return 0;
    if (level >= levels - 1)
        return GREY_BANDS - 1;
    return 1 + (level - 1) * (GREY_BANDS - 2) / (levels - 2 > 0 ? levels - 2 : 1);
}

long palette_grey(int level, int levels)
{
    return GREYS[grey_band(level, levels)];
}

bool palette_grey_is_dark(int level, int levels)
{
    return grey_band(level, levels) >= GREY_BANDS - 2;
}
