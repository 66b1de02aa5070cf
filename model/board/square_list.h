/* A list of squares as a user types it: FIDE names separated by blanks or
 * commas ("d5 e4", "d5,e4", "d5, e4"), read into a set. */
#ifndef BOARDEX_SQUARE_LIST_H
#define BOARDEX_SQUARE_LIST_H

#include <stddef.h>

#include "square.h"
#include "square_set.h"
#include "status.h"

enum { SQUARE_LIST_NAME_MAX = 8 }; /* a name longer than "z26" is no name */

/* Reads text into out (replacing it); a blank text is the empty set.
 * Refused, quoting the word: a name that is no square of the board
 * ("'z9' is not a square of the 8x8 board") and a square named twice
 * ("'d5' is named twice"). */
bx_status square_list_parse(board_size board, const char *text,
                            square_set *out, bx_error *err);

/* Writes the set as "d5 e4" in square index order (top rank first), ""
 * when empty. Returns false when it does not fit in size bytes. */
bool square_list_format(board_size board, const square_set *set, char *out,
                        size_t size);

#endif
