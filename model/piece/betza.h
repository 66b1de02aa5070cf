/* Betza notation, as the Interactive Diagram and XBoard write pieces:
 * "N" the knight, "NN" the nightrider, "WfF" the gold general.
 *
 * Reading is two steps. betza_parse turns the text into terms (one atom
 * each, with its modifiers and range) and refuses what is not Betza;
 * betza_expand turns terms into moves and refuses a path the walks do
 * not know (a hopper on a leap, a lame leap other than nN, nA, nD),
 * naming where it was written. One reading serves Mobility mode and
 * positions alike, so a piece moves the same in both.
 *
 * Positions are 1-based character positions in the text (spaces count,
 * though they are otherwise ignored), so a caret can point at them. */
#ifndef BOARDEX_BETZA_H
#define BOARDEX_BETZA_H

#include <stdbool.h>
#include <stdint.h>

#include "piece.h"
#include "status.h"

enum {
    BETZA_MAX_TERMS = 256, /* far more atoms than a real piece writes */
    BETZA_MAX_ATOMS = 2,   /* Q and K stand for W and F together */
    BETZA_NUMBER_MAX = 26, /* the longest range or leap leg read */
};

/* How a term's moves get to their squares (XBetza's path modifiers). */
typedef enum {
    BETZA_PATH_FREE,        /* no modifier */
    BETZA_PATH_LAME,        /* n: may be blocked on the way */
    BETZA_PATH_HOP,         /* p: must hop over a piece */
    BETZA_PATH_GRASSHOPPER, /* g: hops and lands just behind */
} betza_path;

typedef struct {
    int position;      /* where the term starts */
    int path_position; /* where its n/p/g is, 0 when none */
    /* The direction picks written (betza_pick_bit), 0 for all of them. */
    uint64_t picks;
    bool move_only_given;    /* m */
    bool capture_only_given; /* c */
    betza_path path;
    int leaps[BETZA_MAX_ATOMS][2]; /* each atom's (a,b), as written */
    int leap_count;
    int range; /* 1..26, or PIECE_RANGE_UNLIMITED */
} betza_term;

typedef struct {
    betza_term terms[BETZA_MAX_TERMS];
    int count;
} betza_piece;

/* Reads text into out. On failure err's message says what and its
 * column where (the position, as the message names it): "invalid Betza:
 * 'x' at 3 (expected a modifier or an atom)", "unsupported Betza: 'a' at
 * 1 (multi-leg moves)". Every function here that fails sets the column. */
bx_status betza_parse(const char *text, betza_piece *out, bx_error *err);

/* The moves of the terms, normalised (piece_normalize): p (hoppers) and
 * g (grasshoppers) on riders, n on the lame leaps nN, nA and nD only;
 * anything else is refused naming where it was written. */
bx_status betza_expand(const betza_piece *betza, piece_spec *out,
                       bx_error *err);

/* betza_parse then betza_expand. */
bx_status piece_from_betza(const char *text, piece_spec *out, bx_error *err);

/* Writes any piece as Betza that piece_from_betza reads back as the same
 * moves: one term per move, "(a,b)" with the direction letters that pick
 * exactly that move, its range and m/c/n. Returns false when it does not
 * fit in size bytes. */
bool betza_write_moves(const piece_spec *piece, char *out, size_t size);

#endif
