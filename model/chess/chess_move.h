/* A chess move, and making it on a copy of the position.
 *
 * The engine copies the position into each child instead of undoing moves:
 * on 15 words that is cheaper than remembering what to put back. The
 * making is inline here so both builds of the engine (engine_body.h)
 * compile it into their loops. */
#ifndef BOARDEX_CHESS_MOVE_H
#define BOARDEX_CHESS_MOVE_H

#include <stdint.h>

#include "position.h"

/* A move: the piece that moves, and what a pawn becomes (CHESS_PAWN when
 * it is no promotion). Castling is the king's two-square move, en passant
 * the pawn's move to the en-passant square. */
typedef struct {
    uint8_t from, to;
    uint8_t piece;     /* chess_kind */
    uint8_t promotion; /* chess_kind; CHESS_PAWN for none */
} chess_move;

/* More than any position can have: a destination is reached by at most 16
 * pieces (the nearest in each of 8 directions and 8 knights), so 64 * 16
 * (from, to) pairs, plus 3 more moves for each of the at most 24 pawn
 * moves onto the last rank. */
enum { CHESS_MOVES_MAX = 64 * 16 + 3 * 24 };

enum { CHESS_MOVE_TEXT = 6 };

/* The position after move, which must be one the engine generated for
 * pos: pieces, side to move, castling rights, en-passant square, clocks. */
void chess_move_apply(const chess_position *pos, chess_move move,
                      chess_position *out);

/* "e2e4", "e7e8q": UCI's long algebraic form, as every engine writes it. */
void chess_move_text(chess_move move, char out[CHESS_MOVE_TEXT]);

/* The castling rights that a move from or to sq ends: moving a king or a
 * rook, or taking a rook, ends the rights that need it. A table rather
 * than a switch: every move made asks it twice, and a table lookup has
 * no branch to mispredict. */
static inline unsigned chess_move_rights_lost(int sq)
{
    static const unsigned char LOST[BB_SQUARES] = {
        [A1] = CASTLE_WHITE_QUEEN,
        [E1] = CASTLE_WHITE_KING | CASTLE_WHITE_QUEEN,
        [H1] = CASTLE_WHITE_KING,
        [A8] = CASTLE_BLACK_QUEEN,
        [E8] = CASTLE_BLACK_KING | CASTLE_BLACK_QUEEN,
        [H8] = CASTLE_BLACK_KING,
    };
    return LOST[sq & (BB_SQUARES - 1)];
}

static inline void chess_move_toggle(chess_position *pos, chess_color color,
                               chess_kind kind, bitboard squares)
{
    pos->pieces[color][kind] ^= squares;
    pos->by_color[color] ^= squares;
}

/* chess_move_make for a side to move the caller knows: the engine's
 * perft calls it with us a constant, which takes the colour's branches
 * out. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline void chess_move_make_for(const chess_position *pos,
                                       chess_move move, chess_position *out,
                                       chess_color us)
{
    chess_color them = chess_other(us);
    bitboard from = bb_square(move.from), to = bb_square(move.to);

    *out = *pos;
    out->halfmove++;
    out->en_passant = -1;
    if (pos->by_color[them] & to) {
        /* Emptying `to` in every enemy set costs less than finding the
         * one kind there, a branch the CPU cannot predict. */
        for (int k = CHESS_PAWN; k <= CHESS_KING; k++)
            out->pieces[them][k] &= ~to;
        out->by_color[them] &= ~to;
        out->halfmove = 0;
    }
    chess_move_toggle(out, us, (chess_kind)move.piece, from | to);
    if (move.piece == CHESS_PAWN) {
        out->halfmove = 0;
        if (move.promotion != CHESS_PAWN) {
            out->pieces[us][CHESS_PAWN] ^= to;
            out->pieces[us][move.promotion] ^= to;
        } else if (chess_col(move.from) != chess_col(move.to) &&
                   (pos->occupied & to) == 0) {
            /* A diagonal step onto an empty square: en passant, taking
             * the pawn beside the mover. */
            int taken = chess_square_at(chess_row(move.from),
                                        chess_col(move.to));
            chess_move_toggle(out, them, CHESS_PAWN, bb_square(taken));
        } else if (move.to - move.from == 16 || move.from - move.to == 16) {
            out->en_passant = (move.from + move.to) / 2;
        }
    } else if (move.piece == CHESS_KING &&
               (move.to - move.from == 2 || move.from - move.to == 2)) {
        /* Castling: the rook jumps to the square the king passed. */
        int rook_from = move.to > move.from ? move.from + 3 : move.from - 4;
        int rook_to = (move.from + move.to) / 2;
        chess_move_toggle(out, us, CHESS_ROOK,
                    bb_square(rook_from) | bb_square(rook_to));
    }
    /* Always, not only while rights remain: two loads cost less than a
     * branch that goes each way as often as the other. */
    out->castling &= ~(chess_move_rights_lost(move.from) |
                       chess_move_rights_lost(move.to));
    out->occupied = out->by_color[CHESS_WHITE] | out->by_color[CHESS_BLACK];
    if (us == CHESS_BLACK)
        out->fullmove++;
    out->to_move = them;
}

static inline void chess_move_make(const chess_position *pos, chess_move move,
                                   chess_position *out)
{
    chess_move_make_for(pos, move, out, pos->to_move);
}

#endif
