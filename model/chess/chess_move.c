/* Moves as text, and applied (chess_move.h). */
#include "chess_move.h"

void chess_move_apply(const chess_position *pos, chess_move move,
                      chess_position *out)
{
    chess_move_make(pos, move, out);
}

void chess_move_text(chess_move move, char out[CHESS_MOVE_TEXT])
{
    chess_square_name(move.from, out);
    chess_square_name(move.to, out + 2);
    if (move.promotion != CHESS_PAWN && move.promotion <= CHESS_QUEEN) {
        out[4] = chess_piece_letter(CHESS_BLACK, (chess_kind)move.promotion,
                                    LETTERS_FEN);
        out[5] = '\0';
    } else {
        out[4] = '\0';
    }
}
