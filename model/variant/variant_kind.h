/* A kind of piece of a variant compiled for the generators: its moves per
 * colour as steps ready for walking, and the attack groups and rays the
 * rules gather from all kinds (variant.h). */
#ifndef BOARDEX_VARIANT_KIND_H
#define BOARDEX_VARIANT_KIND_H

#include <stdbool.h>

#include "chess_square.h"
#include "piece.h"

enum {
    VARIANT_BETZA_MAX = 64, /* the Betza text kept for the panel, cut */
};

/* The groups of a kind's compiled steps, in their order. */
typedef enum {
    VARIANT_WALK_LEAP,
    VARIANT_WALK_RIDE,
    VARIANT_WALK_LAME,
    VARIANT_WALK_HOP,
    VARIANT_WALK_GRASSHOPPER,
    VARIANT_WALK_NOWHERE,
    VARIANT_WALKS = VARIANT_WALK_NOWHERE,
} variant_walk_group;

/* One move of a kind, ready for walking: the vector already mirrored for
 * the colour, the range as a step count (unlimited is the board's side; 0
 * when even one step leaves the board), and for a lame leap the square it
 * passes, relative to where it starts. delta and lame_delta are the same
 * as offsets in the generator's padded board (see variant_rules.pad). */
typedef struct {
    signed char dr, dc;
    unsigned char steps;
    unsigned char modality; /* piece_modality */
    unsigned char path;     /* piece_path */
    signed char lame_dr, lame_dc;
    short delta, lame_delta;
} variant_step;

/* A group of the attacks one colour can make: the kinds (a bit each) that
 * capture along vector (dr, dc) with this path and step count. */
typedef struct {
    signed char dr, dc;
    unsigned char steps;
    unsigned char path;
    signed char lame_dr, lame_dc;
    unsigned int kinds;
} variant_attack;

/* The attack groups along one vector: attacks[first .. first + count),
 * and the kinds of all of them. */
typedef struct {
    signed char dr, dc;
    short first, count;
    unsigned int kinds;
    /* The vector's line without limit (variant_bb.h), or -1 when the
     * ray's captures are all one step long (or the bitboards unusable). */
    short beyond;
} variant_ray;

typedef struct {
    char letter;  /* upper case: 'N', or a defined 'A' */
    /* As given; for a chess kind "" unless the variant redefines it. */
    char betza[VARIANT_BETZA_MAX];
    bool removed; /* a chess kind the variant does not have */
    piece_spec moves;              /* white's moves (empty for the pawn) */
    /* Compiled per colour (variant_rules_define fills these), grouped
     * so that the walk takes each group in a loop of its own:
     * steps[0 .. ends[VARIANT_WALK_LEAP]) are the plain leaps (free,
     * range 1), then up to ends[VARIANT_WALK_RIDE] the free riders, and
     * so on; the steps after ends[VARIANT_WALK_GRASSHOPPER] never land
     * on the board. */
    variant_step steps[CHESS_COLORS][PIECE_MAX_MOVES];
    int step_count;
    int ends[VARIANT_WALKS];
    /* Whether no two of its moves can reach one square (so its targets
     * need no check for repeats): false when two moves go the same way,
     * unless one is a plain walk and the other hops or is a grasshopper
     * along the same vector, which only go past the first piece. */
    bool distinct;
} variant_kind;

#endif
