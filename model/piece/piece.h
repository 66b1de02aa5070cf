/* Pieces as sets of directions, as in the mobility problem text.
 *
 * A piece moves *once* in each of its leaper directions (one step, if it
 * lands on the board) and *repeatedly* in each of its rider directions
 * (steps 1, 2, ... until it leaves the board). The knight is once
 * {(1,2), (2,1), ...}; the bishop is repeated {(1,1), (1,-1), ...}. */
#ifndef BOARDEX_PIECE_H
#define BOARDEX_PIECE_H

#include <stdbool.h>
#include <stddef.h>

#include "status.h"

enum {
    /* Each list holds at most this many directions: far more than any
     * real piece has, small enough to keep a piece on the stack. */
    PIECE_MAX_DIRECTIONS = 256,
    PIECE_NAME_MAX = 16,
};

typedef struct {
    int dr; /* rows: +1 is one rank down the board (towards rank 1) */
    int dc; /* columns: +1 is one file to the right */
} direction;

typedef struct {
    direction list[PIECE_MAX_DIRECTIONS];
    int count;
} direction_list;

typedef struct {
    direction_list once;
    direction_list repeated;
} piece_spec;

/* Parses "(1,2) (2,1)", "1,2 2,1" or "(1, 2), (2, 1)" into out, replacing
 * its contents. An empty or blank text is an empty list. (0,0), a
 * non-number, a missing part or a number beyond int is an error naming the
 * bad token: "invalid direction: (0,0)". */
bx_status directions_parse(const char *text, direction_list *out,
                           bx_error *err);

/* Adds the directions of from to to (duplicates are kept; they are
 * harmless). Fails when the result would exceed PIECE_MAX_DIRECTIONS. */
bx_status directions_append(direction_list *to, const direction_list *from,
                            bx_error *err);

/* Writes the list as "(1,2) (2,1)", which directions_parse reads back, or
 * "" when empty. Returns false when it does not fit in size bytes. */
bool directions_format(const direction_list *list, char *out, size_t size);

/* Whether a and b hold the same directions, in any order and with any
 * duplicates. */
bool directions_same_set(const direction_list *a, const direction_list *b);

/* Joins both lists of from into to. */
bx_status piece_join(piece_spec *to, const piece_spec *from, bx_error *err);

/* The named presets (knight, bishop, camel, nightrider, ...). */
typedef struct {
    const char *name;
    const char *summary; /* one phrase: what the piece is */
} piece_preset_info;

int piece_preset_count(void);
const piece_preset_info *piece_preset_at(int index);

/* Fills out with the preset called name (lower case, as listed).
 * Unknown names are "unknown piece: NAME". */
bx_status piece_from_name(const char *name, piece_spec *out, bx_error *err);

/* The preset whose directions are exactly the piece's (as sets), or NULL;
 * names a piece in messages ("is not a knight move"). */
const char *piece_preset_name(const piece_spec *piece);

#endif
