/* Betza's direction letters, and which images of an atom they pick.
 *
 * Forward is towards the top rank (dr < 0), right towards the last file
 * (dc > 0). A pick is one letter, or two letters of different axes written
 * together ("fr"). What it selects depends on the atom:
 *   orthogonal (a,0): each letter its own move; a pair both letters' moves;
 *   diagonal (a,a): a letter the two moves on its side; a pair the one
 *     move on both sides;
 *   oblique (a,b), 0<a<b: a letter the two moves whose long leg goes its
 *     way; a pair the one move whose short leg goes the first letter's way
 *     and long leg the second's ("rfN" two forward one right).
 * v is f or b, s is l or r. */
#ifndef BOARDEX_BETZA_PICK_H
#define BOARDEX_BETZA_PICK_H

#include <stdbool.h>
#include <stdint.h>

#include "piece.h"

typedef enum { BETZA_VERTICAL, BETZA_HORIZONTAL } betza_axis_kind;

/* Whether c is one of f b l r v s. */
bool betza_is_direction(char c);

betza_axis_kind betza_axis(char c);

/* The bit of the pick "first" or "first second" (second '\0' for one
 * letter); both letters are direction letters of different axes. */
uint64_t betza_pick_bit(char first, char second);

/* The distinct images (±a,±b) and (±b,±a) of a leap, into images (room
 * for 8). Returns how many. */
int betza_images(const int leap[2], direction images[8]);

/* Whether the picks (0 for all) select image, one image of an atom (the
 * image alone tells whether the atom is orthogonal, diagonal or oblique). */
bool betza_picks_select(uint64_t picks, direction image);

/* The letters that pick exactly image out of its leap's images, into
 * letters (room for 3): "f", "fr", "rf". */
void betza_letters_for(direction image, char letters[3]);

#endif
