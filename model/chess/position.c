/* The position type: putting pieces, reading them, and its invariant. */
#include "position.h"

void position_clear(chess_position *pos)
{
    *pos = (chess_position){.to_move = CHESS_WHITE, .en_passant = -1,
                      .fullmove = 1};
}

bool position_put(chess_position *pos, chess_color color, chess_kind kind,
                  int sq)
{
    if (sq < 0 || sq >= BB_SQUARES || (color != CHESS_WHITE &&
                                       color != CHESS_BLACK) ||
        kind < CHESS_PAWN || kind > CHESS_KING ||
        (pos->occupied & bb_square(sq)) != 0)
        return false;
    pos->pieces[color][kind] |= bb_square(sq);
    pos->by_color[color] |= bb_square(sq);
    pos->occupied |= bb_square(sq);
    return true;
}

void position_take(chess_position *pos, int sq)
{
    if (!chess_square_valid(sq))
        return;
    bitboard keep = ~bb_square(sq);
    for (int c = 0; c < CHESS_COLORS; c++) {
        for (int k = 0; k < CHESS_KINDS; k++)
            pos->pieces[c][k] &= keep;
        pos->by_color[c] &= keep;
    }
    pos->occupied &= keep;
}

bool position_piece_at(const chess_position *pos, int sq, chess_color *color,
                       chess_kind *kind)
{
    if (sq < 0 || sq >= BB_SQUARES || (pos->occupied & bb_square(sq)) == 0)
        return false;
    for (int c = 0; c < CHESS_COLORS; c++)
        for (int k = 0; k < CHESS_KINDS; k++)
            if (pos->pieces[c][k] & bb_square(sq)) {
                *color = (chess_color)c;
                *kind = (chess_kind)k;
                return true;
            }
    return false;
}

bool position_is_valid(const chess_position *pos)
{
    bitboard seen = 0;
    for (int c = 0; c < CHESS_COLORS; c++) {
        bitboard color_set = 0;
        for (int k = 0; k < CHESS_KINDS; k++) {
            if (pos->pieces[c][k] & seen)
                return false; /* two pieces on one square */
            seen |= pos->pieces[c][k];
            color_set |= pos->pieces[c][k];
        }
        if (color_set != pos->by_color[c])
            return false;
    }
    return seen == pos->occupied &&
           (pos->to_move == CHESS_WHITE || pos->to_move == CHESS_BLACK) &&
           pos->castling <= CASTLE_ALL && pos->en_passant >= -1 &&
           pos->en_passant < BB_SQUARES;
}

int position_king(const chess_position *pos, chess_color color)
{
    bitboard kings = pos->pieces[color][CHESS_KING];
    return bb_count(kings) == 1 ? bb_first(kings) : -1;
}
