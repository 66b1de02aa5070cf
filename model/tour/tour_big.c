#include "tour_big.h"

char *tour_big_decimal(tour_big count, char text[TOUR_BIG_DIGITS])
{
    char digits[TOUR_BIG_DIGITS];
    int n = 0, i = 0;

    do {
        digits[n++] = (char)('0' + (int)(count % 10));
        count /= 10;
    } while (count > 0);
    while (n > 0)
        text[i++] = digits[--n];
    text[i] = '\0';
    return text;
}
