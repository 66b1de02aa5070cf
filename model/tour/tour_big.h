/* Tour counts past 2^64: several published counts are that large. */
#ifndef BOARDEX_TOUR_BIG_H
#define BOARDEX_TOUR_BIG_H

#include <stddef.h>

__extension__ typedef unsigned __int128 tour_big;

/* Enough for the 39 digits of 2^128 - 1 and the terminating zero. */
enum { TOUR_BIG_DIGITS = 40 };

/* Writes count in decimal, exactly (the C library prints no 128-bit
 * integers); returns text. */
char *tour_big_decimal(tour_big count, char text[TOUR_BIG_DIGITS]);

#endif
