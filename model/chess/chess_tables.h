/* Attack tables of the chess model, constants written at build time by
 * tools/gen_chess_tables.c (so the model keeps no state and does no
 * start-up work) from the table-free walks of attacks.h, which stay the
 * reference they are tested against.
 *
 * A slider's attacks depend only on the occupied squares of its mask (its
 * lines without the board's far edges). Two ways turn those squares into an
 * index of the square's table:
 *  - magic: ((occupied & mask) * magic) >> shift, which any 64-bit CPU does;
 *  - pext:  PEXT(occupied, mask) with BMI2, one instruction.
 * Each has its own table, since the two indexes order subsets differently. */
#ifndef BOARDEX_CHESS_TABLES_H
#define BOARDEX_CHESS_TABLES_H

#include "bitboard.h"

typedef struct {
    bitboard mask;
    bitboard magic;
    int shift;
    const bitboard *magic_attacks;
    const bitboard *pext_attacks;
} chess_slider;

extern const chess_slider CHESS_ROOK_SLIDERS[64];
extern const chess_slider CHESS_BISHOP_SLIDERS[64];

extern const bitboard CHESS_KNIGHT_ATTACKS[64];
extern const bitboard CHESS_KING_ATTACKS[64];
extern const bitboard CHESS_WHITE_PAWN_ATTACKS[64];
extern const bitboard CHESS_BLACK_PAWN_ATTACKS[64];

/* The squares strictly between a and b on their rank, file or diagonal,
 * plus b; only b when they share no line. A check by the piece on b is
 * answered by moving onto one of these squares. */
extern const bitboard CHESS_RAY_TO[64][64];

static inline bitboard magic_rook_attacks(int sq, bitboard occupied)
{
    const chess_slider *s = &CHESS_ROOK_SLIDERS[sq];
    return s->magic_attacks[((occupied & s->mask) * s->magic) >> s->shift];
}

static inline bitboard magic_bishop_attacks(int sq, bitboard occupied)
{
    const chess_slider *s = &CHESS_BISHOP_SLIDERS[sq];
    return s->magic_attacks[((occupied & s->mask) * s->magic) >> s->shift];
}

#endif
