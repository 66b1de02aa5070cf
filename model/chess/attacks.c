/* Attack sets that combine pieces: per-piece attacks, whole-side attack
 * maps, attackers of a square and the lines between two squares. */
#include "attacks.h"

bitboard piece_attacks(chess_kind kind, chess_color color, int sq,
                       bitboard occupied)
{
    bitboard here = bb_square(sq);
    switch (kind) {
    case CHESS_PAWN:
        return pawn_attacks(here, color);
    case CHESS_KNIGHT:
        return knight_attacks(here);
    case CHESS_BISHOP:
        return bishop_attacks(sq, occupied);
    case CHESS_ROOK:
        return rook_attacks(sq, occupied);
    case CHESS_QUEEN:
        return rook_attacks(sq, occupied) | bishop_attacks(sq, occupied);
    case CHESS_KING:
        return king_attacks(here);
    }
    return 0;
}

bitboard attacks_by(const chess_position *pos, chess_color color,
                    bitboard occupied)
{
    const bitboard *own = pos->pieces[color];
    bitboard queens = own[CHESS_QUEEN];
    bitboard attacked = pawn_attacks(own[CHESS_PAWN], color) |
                        knight_attacks(own[CHESS_KNIGHT]) |
                        king_attacks(own[CHESS_KING]);

    for (bitboard set = own[CHESS_ROOK] | queens; set != 0;)
        attacked |= rook_attacks(bb_pop(&set), occupied);
    for (bitboard set = own[CHESS_BISHOP] | queens; set != 0;)
        attacked |= bishop_attacks(bb_pop(&set), occupied);
    return attacked;
}

bitboard attackers_of(const chess_position *pos, int sq, bitboard occupied)
{
    const bitboard(*p)[CHESS_KINDS] = pos->pieces;
    bitboard here = bb_square(sq);
    bitboard queens = p[CHESS_WHITE][CHESS_QUEEN] | p[CHESS_BLACK][CHESS_QUEEN];
    bitboard rooks = p[CHESS_WHITE][CHESS_ROOK] | p[CHESS_BLACK][CHESS_ROOK];
    bitboard bishops =
        p[CHESS_WHITE][CHESS_BISHOP] | p[CHESS_BLACK][CHESS_BISHOP];

    /* A white pawn attacks sq exactly when a black pawn on sq would attack
     * the white pawn's square, and the other way round. */
    return (pawn_attacks(here, CHESS_BLACK) & p[CHESS_WHITE][CHESS_PAWN]) |
           (pawn_attacks(here, CHESS_WHITE) & p[CHESS_BLACK][CHESS_PAWN]) |
           (knight_attacks(here) &
            (p[CHESS_WHITE][CHESS_KNIGHT] | p[CHESS_BLACK][CHESS_KNIGHT])) |
           (king_attacks(here) &
            (p[CHESS_WHITE][CHESS_KING] | p[CHESS_BLACK][CHESS_KING])) |
           (rook_attacks(sq, occupied) & (rooks | queens)) |
           (bishop_attacks(sq, occupied) & (bishops | queens));
}

bitboard line_through(int a, int b)
{
    int ra = chess_row(a), ca = chess_col(a);
    int rb = chess_row(b), cb = chess_col(b);
    if (a == b)
        return 0;
    if (ra == rb)
        return line_rank(a);
    if (ca == cb)
        return line_file(a);
    if (ra - ca == rb - cb)
        return line_diagonal(a);
    if (ra + ca == rb + cb)
        return line_antidiagonal(a);
    return 0;
}

bitboard squares_between(int a, int b)
{
    int low = a < b ? a : b, high = a < b ? b : a;
    /* Below high and above low: high > low, so low <= 62 and the shift is
     * defined. */
    return line_through(a, b) & (bb_square(high) - 1) &
           ~((bb_square(low) << 1) - 1);
}
