/* Which squares chess pieces attack, as bitboards.
 *
 * Leapers (pawn, knight, king) are shifts of a whole set at once: moving a
 * set by (dr, dc) is a shift by 8 * dr + dc with the files that wrapped
 * around masked off. That needs no table and answers "what do all black
 * knights attack" in one expression.
 *
 * Sliders walk a line (rank, file, diagonal, anti-diagonal) through their
 * square: on the side above the square the nearest blocker is the lowest
 * set bit, below it the highest, and everything past it is cut off. Both
 * are a few word operations without loops or tables, and with no state at
 * all any number of positions can be asked about at once. */
#ifndef BOARDEX_ATTACKS_H
#define BOARDEX_ATTACKS_H

#include "bitboard.h"
#include "position.h"

/* set moved by dr rows (down the board) and dc columns (to the right);
 * squares that would leave the board vanish. |dc| <= 2. */
static inline bitboard bb_step(bitboard set, int dr, int dc)
{
    int amount = CHESS_SIDE * dr + dc;
    bitboard moved = amount >= 0 ? set << amount : set >> -amount;
    bitboard wrapped = 0;
    for (int c = 0; c < dc; c++) /* landed on the left files */
        wrapped |= bb_file(c);
    for (int c = 0; c < -dc; c++) /* landed on the right files */
        wrapped |= bb_file(CHESS_SIDE - 1 - c);
    return moved & ~wrapped;
}

/* White pawns move up the board (towards row 0), black pawns down. */
static inline int pawn_forward(chess_color color)
{
    return color == CHESS_WHITE ? -1 : 1;
}

static inline bitboard pawn_attacks(bitboard pawns, chess_color color)
{
    int dr = pawn_forward(color);
    return bb_step(pawns, dr, -1) | bb_step(pawns, dr, 1);
}

/* Single steps onto empty squares, and double steps from the start row
 * (row 6 for white, row 1 for black) when both squares are empty. */
static inline bitboard pawn_pushes(bitboard pawns, chess_color color,
                                   bitboard empty)
{
    int dr = pawn_forward(color);
    bitboard one = bb_step(pawns, dr, 0) & empty;
    bitboard passed_start = bb_row(color == CHESS_WHITE ? 5 : 2);
    return one | (bb_step(one & passed_start, dr, 0) & empty);
}

static inline bitboard knight_attacks(bitboard knights)
{
    return bb_step(knights, -2, -1) | bb_step(knights, -2, 1) |
           bb_step(knights, -1, -2) | bb_step(knights, -1, 2) |
           bb_step(knights, 1, -2) | bb_step(knights, 1, 2) |
           bb_step(knights, 2, -1) | bb_step(knights, 2, 1);
}

static inline bitboard king_attacks(bitboard kings)
{
    bitboard row = kings | bb_step(kings, 0, -1) | bb_step(kings, 0, 1);
    return (row | bb_step(row, -1, 0) | bb_step(row, 1, 0)) & ~kings;
}

/* The four lines through a square, each including the square. */
static inline bitboard line_rank(int sq)
{
    return bb_row(chess_row(sq));
}

static inline bitboard line_file(int sq)
{
    return bb_file(chess_col(sq));
}

/* a8-h1 direction: row - col constant. */
static inline bitboard line_diagonal(int sq)
{
    const bitboard main = UINT64_C(0x8040201008040201);
    int shift = CHESS_SIDE * (chess_row(sq) - chess_col(sq));
    return shift >= 0 ? main << shift : main >> -shift;
}

/* h8-a1 direction: row + col constant. */
static inline bitboard line_antidiagonal(int sq)
{
    const bitboard anti = UINT64_C(0x0102040810204080);
    int shift = CHESS_SIDE * (chess_row(sq) + chess_col(sq) - 7);
    return shift >= 0 ? anti << shift : anti >> -shift;
}

/* What a slider on sq attacks along line: up to and including the first
 * occupied square on each side. */
static inline bitboard line_attacks(bitboard line, int sq, bitboard occupied)
{
    bitboard here = bb_square(sq);
    bitboard above = line & ((BB_ALL << sq) ^ here);
    bitboard below = line & (here - 1);
    bitboard block_above = above & occupied;
    bitboard block_below = below & occupied;
    /* b ^ (b - 1) keeps bits up to the lowest blocker (all when none);
     * the highest blocker below cuts off everything beneath it. */
    above &= block_above ^ (block_above - 1);
    below &= BB_ALL << bb_last(block_below | 1);
    return above | below;
}

static inline bitboard rook_attacks(int sq, bitboard occupied)
{
    return line_attacks(line_rank(sq), sq, occupied) |
           line_attacks(line_file(sq), sq, occupied);
}

static inline bitboard bishop_attacks(int sq, bitboard occupied)
{
    return line_attacks(line_diagonal(sq), sq, occupied) |
           line_attacks(line_antidiagonal(sq), sq, occupied);
}

/* What the piece of this kind and colour on sq attacks. */
bitboard piece_attacks(chess_kind kind, chess_color color, int sq,
                       bitboard occupied);

/* Every square color attacks, with the board occupied as given (the
 * generator removes the defending king so it cannot hide behind itself). */
bitboard attacks_by(const chess_position *pos, chess_color color,
                    bitboard occupied);

/* The pieces of both colours that attack sq. */
bitboard attackers_of(const chess_position *pos, int sq, bitboard occupied);

/* The whole line through a and b when they share a rank, file or diagonal,
 * else 0; and the squares strictly between them on it. */
bitboard line_through(int a, int b);
bitboard squares_between(int a, int b);

#endif
