/* Pieces as sets of moves.
 *
 * A move is a vector (dr,dc), a range and a modality. The range is how many
 * steps along the vector one move may take: 1 is a leap (the knight's
 * (1,2)), n is up to n steps, stopping at the edge, and PIECE_RANGE_UNLIMITED
 * is a rider (the bishop's (1,1)). The problem text's *once* directions are
 * range 1, its *repeated* ones unlimited. The modality says whether the move
 * may go to an empty square, capture, or both: on an empty board only the
 * moves that may move count, so a capture-only move reaches nothing there
 * (blockers, targets.h, give it something to take). */
#ifndef BOARDEX_PIECE_H
#define BOARDEX_PIECE_H

#include <stdbool.h>
#include <stddef.h>

#include "status.h"

enum {
    /* A direction list, and a whole piece, hold at most this many: far more
     * than any real piece has, small enough to keep a piece on the stack. */
    PIECE_MAX_DIRECTIONS = 256,
    PIECE_MAX_MOVES = PIECE_MAX_DIRECTIONS,
    PIECE_NAME_MAX = 16,
    PIECE_RANGE_UNLIMITED = 0, /* as Betza's W0 */
    PIECE_RANGE_MAX = 26,      /* a longer finite range is never needed */
};

typedef struct {
    int dr; /* rows: +1 is one rank down the board (towards rank 1) */
    int dc; /* columns: +1 is one file to the right */
} direction;

typedef struct {
    direction list[PIECE_MAX_DIRECTIONS];
    int count;
} direction_list;

typedef enum {
    PIECE_MOVE_AND_CAPTURE, /* the default */
    PIECE_MOVE_ONLY,        /* Betza m: to empty squares only */
    PIECE_CAPTURE_ONLY,     /* Betza c: captures only */
} piece_modality;

/* How a move gets to its square. Only pieces in the way tell these apart
 * (blockers, targets.h, or a position): on an empty board lame moves are
 * plain leaps, and hoppers (which need a piece in the way) reach
 * nothing. */
typedef enum {
    PIECE_PATH_FREE, /* leaps over anything; a rider's steps are free */
    PIECE_PATH_LAME, /* Betza n: blocked on its way, as the xiangqi horse */
    PIECE_PATH_HOP,  /* Betza p: jumps one piece on its line, as the cannon */
    PIECE_PATH_GRASSHOPPER, /* Betza g: lands just behind the first piece */
} piece_path;

typedef struct {
    direction dir;
    short range;         /* steps: 1..PIECE_RANGE_MAX or unlimited (0) */
    unsigned char modality; /* piece_modality */
    unsigned char path;     /* piece_path */
} piece_move;

typedef struct {
    piece_move list[PIECE_MAX_MOVES];
    int count;
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

/* Replaces each direction of list by its 8 images (±a,±b) and (±b,±a),
 * each kept once: (1,2) becomes the knight. Fails like directions_parse
 * when the result is longer than PIECE_MAX_DIRECTIONS. */
bx_status directions_symmetric(direction_list *list, bx_error *err);

/* Empties piece: a piece that cannot move. */
void piece_clear(piece_spec *piece);

/* Adds one move per direction of list, each with range and
 * move-and-capture. Fails ("too many directions (at most 256)") when the
 * piece would exceed PIECE_MAX_MOVES, leaving it unchanged. */
bx_status piece_add_directions(piece_spec *piece, const direction_list *list,
                               int range, bx_error *err);

/* The piece of a once and a repeated direction text (directions_parse),
 * as the problem text writes pieces: range 1 and unlimited moves. */
bx_status piece_from_directions(const char *once, const char *repeated,
                                piece_spec *out, bx_error *err);

/* Adds one move; fails like piece_add_directions. */
bx_status piece_add_move(piece_spec *piece, piece_move move, bx_error *err);

/* The directions of the piece's plain move-and-capture moves of exactly
 * range (1 for --once, PIECE_RANGE_UNLIMITED for --repeated), in order. */
void piece_directions(const piece_spec *piece, int range,
                      direction_list *out);

/* Whether every move is a free move-and-capture leap or ride, so that
 * --once and --repeated lists say all there is to say about the piece. */
bool piece_is_plain(const piece_spec *piece);

/* Sorts the moves (by dr, dc, range, modality, path) and drops repeats, and
 * moves that another move of the same vector, modality and path covers
 * (W is inside W2, W2 inside WW). Two pieces that move alike on every
 * board normalise to the same list. */
void piece_normalize(piece_spec *piece);

/* Whether a and b are the same set of moves (compared normalised). */
bool piece_equal(const piece_spec *a, const piece_spec *b);

/* Adds the moves of from to to. */
bx_status piece_join(piece_spec *to, const piece_spec *from, bx_error *err);

/* The named presets (knight, bishop, camel, nightrider, ...). */
typedef struct {
    const char *name;
    const char *summary; /* one phrase: what the piece is */
    const char *betza;   /* the piece in Betza notation: "N", "(4,1)" */
} piece_preset_info;

int piece_preset_count(void);
const piece_preset_info *piece_preset_at(int index);

/* The preset called name (lower case, as listed), or NULL. */
const piece_preset_info *piece_preset_named(const char *name);

/* The preset that moves exactly as piece does (piece_equal), or NULL;
 * names a piece in messages ("is not a knight move"). */
const char *piece_preset_name(const piece_spec *piece);

/* Fills out with the preset called name (lower case, as listed) or
 * written so in Betza ("N", "NN", "(4,1)": exactly as listed).
 * Unknown names are "unknown piece: NAME". The preset's moves are built
 * from its base vectors, not from its Betza, so a test can compare them. */
bx_status piece_from_name(const char *name, piece_spec *out, bx_error *err);

#endif
