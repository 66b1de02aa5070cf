/* Which images of an atom Betza's direction letters pick (betza_pick.h). */
#include "betza_pick.h"

#include <stdlib.h>
#include <string.h>

static const char LETTERS[] = "fbvlrs";
enum { LETTER_COUNT = 6 };

static int letter_index(char c)
{
    const char *at = c != '\0' ? strchr(LETTERS, c) : NULL;
    return at != NULL ? (int)(at - LETTERS) : -1;
}

bool betza_is_direction(char c)
{
    return letter_index(c) >= 0;
}

betza_axis_kind betza_axis(char c)
{
    return letter_index(c) < 3 ? BETZA_VERTICAL : BETZA_HORIZONTAL;
}

uint64_t betza_pick_bit(char first, char second)
{
    int a = letter_index(first);
    int b = second == '\0' ? 0 : letter_index(second);
    if (a < 0 || b < 0)
        return 0; /* not direction letters: no pick */
    /* Bits 0..5 single letters, then one per ordered pair. */
    int bit = second == '\0' ? a : LETTER_COUNT + a * LETTER_COUNT + b;
    return UINT64_C(1) << bit;
}

int betza_images(const int leap[2], direction images[8])
{
    static const int SIGNS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    int count = 0;
    for (int s = 0; s < 4; s++) {
        int x = leap[0] * SIGNS[s][0];
        int y = leap[1] * SIGNS[s][1];
        direction both[2] = {{x, y}, {y, x}};
        for (int k = 0; k < 2; k++) {
            bool seen = false;
            for (int i = 0; i < count && !seen; i++)
                seen = images[i].dr == both[k].dr && images[i].dc == both[k].dc;
            if (!seen)
                images[count++] = both[k];
        }
    }
    return count;
}

/* Whether the image goes the letter's way along the letter's axis. */
static bool goes(char letter, direction image)
{
    int along = betza_axis(letter) == BETZA_VERTICAL ? image.dr : image.dc;
    switch (letter) {
    case 'f':
    case 'l':
        return along < 0;
    case 'b':
    case 'r':
        return along > 0;
    default: /* v, s */
        return along != 0;
    }
}

/* The axis of the image's long leg; only asked of oblique images. */
static betza_axis_kind long_axis(direction image)
{
    return abs(image.dr) > abs(image.dc) ? BETZA_VERTICAL : BETZA_HORIZONTAL;
}

static bool pick_selects(char first, char second, direction image)
{
    bool orthogonal = image.dr == 0 || image.dc == 0;
    bool diagonal = abs(image.dr) == abs(image.dc);
    if (second == '\0')
        return goes(first, image) &&
               (orthogonal || diagonal ||
                long_axis(image) == betza_axis(first));
    if (orthogonal)
        return goes(first, image) || goes(second, image);
    if (diagonal)
        return goes(first, image) && goes(second, image);
    return goes(first, image) && goes(second, image) &&
           long_axis(image) == betza_axis(second);
}

bool betza_picks_select(uint64_t picks, direction image)
{
    if (picks == 0)
        return true;
    for (int f = 0; f < LETTER_COUNT; f++) {
        if ((picks & betza_pick_bit(LETTERS[f], '\0')) &&
            pick_selects(LETTERS[f], '\0', image))
            return true;
        for (int s = 0; s < LETTER_COUNT; s++)
            if (betza_axis(LETTERS[f]) != betza_axis(LETTERS[s]) &&
                (picks & betza_pick_bit(LETTERS[f], LETTERS[s])) &&
                pick_selects(LETTERS[f], LETTERS[s], image))
                return true;
    }
    return false;
}

void betza_letters_for(direction image, char letters[3])
{
    char vertical = image.dr < 0 ? 'f' : 'b';
    char horizontal = image.dc < 0 ? 'l' : 'r';
    memset(letters, 0, 3);
    if (image.dc == 0) {
        letters[0] = vertical;
    } else if (image.dr == 0) {
        letters[0] = horizontal;
    } else if (abs(image.dr) >= abs(image.dc)) {
        /* Long leg (or either, on a diagonal) vertical: short one first. */
        letters[0] = horizontal;
        letters[1] = vertical;
    } else {
        letters[0] = vertical;
        letters[1] = horizontal;
    }
}
