/* 128-bit bitboards: the faster generator's view of a board of at most
 * 128 squares (10 x 10, 11 x 11, 12 x 10 ...), bit square_index set for
 * each square. Larger boards, and compilers without a 128-bit integer,
 * keep the padded mailbox (variant_mailbox.h).
 *
 * The tables hang off the rules and are filled as pieces are defined:
 * - lines: for a vector (dr, dc) and a step count, the squares a rider
 *   passes from each square on an empty board. A rider's reach is its
 *   line cut after the first piece on it, the squares past that piece
 *   being the same vector's line without limit (its "beyond" line) from
 *   that piece's square.
 * - leaps: for a kind and a colour, the squares its one-step moves reach
 *   from each square, one table for moving there and one for capturing
 *   (the same table when they are equal, as for most leapers).
 * - each kind's other moves by colour, in walk groups (variant_kind.h),
 *   side by side in one short list so that a piece's moves share a cache
 *   line or two. */
#ifndef BOARDEX_VARIANT_BB_H
#define BOARDEX_VARIANT_BB_H

#include <stdbool.h>
#include <stdint.h>

#include "square.h"

#if defined(__SIZEOF_INT128__) && defined(__GNUC__)
#define VARIANT_BB_AVAILABLE 1
__extension__ typedef unsigned __int128 variant_bb;
#else
#define VARIANT_BB_AVAILABLE 0
typedef struct {
    uint64_t word[2];
} variant_bb; /* only held, never used: the mailbox does the work */
#endif

enum {
    VARIANT_BB_SQUARES = 128,
    /* The row of every line table that is empty: the line past a square
     * that is not there. */
    VARIANT_BB_NOWHERE = VARIANT_BB_SQUARES,
    /* Distinct (vector, steps) lines and leap tables: far more than real
     * sets of pieces use; past them the mailbox does the work. */
    VARIANT_BB_LINES = 64,
    VARIANT_BB_LEAPS = 48,
    VARIANT_BB_MOVES = 512,
    /* As variant.h's VARIANT_MAX_KINDS: the chess kinds and 20 more. */
    VARIANT_BB_KINDS = 26,
};

typedef struct {
    signed char dr, dc;
    unsigned char steps;
} variant_bb_line_key;

/* A move that is not a plain leap: a rider's, hopper's or grasshopper's
 * line for its range and its vector's line without limit, and whether the
 * line goes up the square numbers (its first piece is then the lowest
 * bit); a lame leap's vector and the square it passes. */
typedef struct {
    short line, beyond;
    unsigned char ascending, modality;
    signed char dr, dc, lame_dr, lame_dc;
} variant_bb_move;

/* A kind's moves for one colour: leap tables (table 0, always empty, when
 * it has none) and its other moves: moves[first .. up) the riders going
 * up the square numbers, then up to down those going down (so that each
 * loop looks for the first piece the same way), then up to lame the lame
 * leaps, to hops the hoppers and to end the grasshoppers. */
typedef struct {
    short leap_move, leap_capture;
    short first, up, down, lame, hops, end;
} variant_bb_kind;

typedef struct {
    /* Whether the board fits and every line and leap found a table; leap
     * table 0 is empty. */
    bool usable;
    board_size size;
    /* The board's squares, those off its first and last columns (where a
     * pawn may capture towards them), and each colour's pawns' second
     * rank (white's row H - 2, black's row 1). */
    variant_bb squares, not_first_col, not_last_col, pawn_start[2];
    int line_count, leap_count;
    variant_bb_line_key line_key[VARIANT_BB_LINES];
    variant_bb line[VARIANT_BB_LINES][VARIANT_BB_SQUARES + 1];
    variant_bb leap[VARIANT_BB_LEAPS][VARIANT_BB_SQUARES];
    variant_bb_kind kinds[2][VARIANT_BB_KINDS]; /* by colour, then kind */
    variant_bb_move moves[2][VARIANT_BB_MOVES];
} variant_bb_tables;

#endif
