/* Check, and the checks that make the rules defined for a position. */
#include "position_rules.h"

#include "attacks.h"

bool position_in_check(const position *pos, chess_color color)
{
    int king = position_king(pos, color);
    return king >= 0 && (attackers_of(pos, king, pos->occupied) &
                         pos->by_color[chess_other(color)]) != 0;
}

bx_status position_check_rules(const position *pos, bx_error *err)
{
    /* The first rank of white is row 7 (rank 1), of black row 0 (rank 8). */
    static const int FIRST_ROW[CHESS_COLORS] = {7, 0};

    for (int c = 0; c < CHESS_COLORS; c++) {
        const char *name = chess_color_name((chess_color)c);
        int kings = bb_count(pos->pieces[c][CHESS_KING]);
        bitboard stuck = pos->pieces[c][CHESS_PAWN] & bb_row(FIRST_ROW[c]);
        if (kings > 1)
            return bx_fail(err, BX_INVALID,
                           "%s has %d kings; a colour has at most one", name,
                           kings);
        char stuck_name[2];
        if (stuck != 0) {
            chess_square_name(bb_first(stuck), stuck_name);
            return bx_fail(err, BX_INVALID,
                           "%s pawn on its own first rank at %c%c", name,
                           stuck_name[0], stuck_name[1]);
        }
    }
    if (position_in_check(pos, CHESS_WHITE) &&
        position_in_check(pos, CHESS_BLACK))
        return bx_fail(err, BX_INVALID, "both kings are in check");
    return BX_OK;
}
