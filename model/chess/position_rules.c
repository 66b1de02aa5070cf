/* Check, and the checks that make the rules defined for a position: under
 * both sets of rules, and what fide rules need besides. */
#include "position_rules.h"

#include "attacks.h"
#include "chess_rules.h"

bool position_in_check(const chess_position *pos, chess_color color)
{
    int king = position_king(pos, color);
    return king >= 0 && (attackers_of(pos, king, pos->occupied) &
                         pos->by_color[chess_other(color)]) != 0;
}

bx_status position_check_rules(const chess_position *pos, bx_error *err)
{
    /* The first rank of white is row 7 (rank 1), of black row 0 (rank 8). */
    static const int FIRST_ROW[CHESS_COLORS] = {7, 0};
    chess_rule_facts facts = {.both_in_check = false};

    for (int c = 0; c < CHESS_COLORS; c++) {
        bitboard stuck = pos->pieces[c][CHESS_PAWN] & bb_row(FIRST_ROW[c]);
        facts.kings[c] = bb_count(pos->pieces[c][CHESS_KING]);
        facts.stuck_pawn[c][0] = '\0';
        if (stuck != 0) {
            chess_square_name(bb_first(stuck), facts.stuck_pawn[c]);
            facts.stuck_pawn[c][2] = '\0';
        }
    }
    facts.both_in_check = position_in_check(pos, CHESS_WHITE) &&
                          position_in_check(pos, CHESS_BLACK);
    return chess_rules_judge(&facts, err);
}

/* One castling right: its letter, colour, and the king's and rook's
 * squares. */
typedef struct {
    unsigned right;
    char letter;
    chess_color color;
    int king, rook;
} castle_right;

static const castle_right RIGHTS[] = {
    {CASTLE_WHITE_KING, 'K', CHESS_WHITE, E1, H1},
    {CASTLE_WHITE_QUEEN, 'Q', CHESS_WHITE, E1, A1},
    {CASTLE_BLACK_KING, 'k', CHESS_BLACK, E8, H8},
    {CASTLE_BLACK_QUEEN, 'q', CHESS_BLACK, E8, A8},
};

static bx_status check_castling(const chess_position *pos, bx_error *err)
{
    for (size_t i = 0; i < sizeof RIGHTS / sizeof RIGHTS[0]; i++) {
        const castle_right *r = &RIGHTS[i];
        const char *name = chess_color_name(r->color);
        char sq[2];
        if ((pos->castling & r->right) == 0)
            continue;
        if ((pos->pieces[r->color][CHESS_KING] & bb_square(r->king)) == 0) {
            chess_square_name(r->king, sq);
            return bx_fail(err, BX_INVALID,
                           "castling right %c: no %s king on %c%c",
                           r->letter, name, sq[0], sq[1]);
        }
        if ((pos->pieces[r->color][CHESS_ROOK] & bb_square(r->rook)) == 0) {
            chess_square_name(r->rook, sq);
            return bx_fail(err, BX_INVALID,
                           "castling right %c: no %s rook on %c%c",
                           r->letter, name, sq[0], sq[1]);
        }
    }
    return BX_OK;
}

/* The pawn that may be taken en passant just stepped from `from` over
 * `passed` to `lands`, all on one file. */
static bx_status check_en_passant(const chess_position *pos, bx_error *err)
{
    chess_color mover = chess_other(pos->to_move);
    /* White to move: a black pawn passed rank 6 (row 2); black to move: a
     * white pawn passed rank 3 (row 5). */
    int passed_row = pos->to_move == CHESS_WHITE ? 2 : 5;
    int step = mover == CHESS_WHITE ? -8 : 8;
    int passed = pos->en_passant;
    char name[2], other[2];

    if (passed < 0)
        return BX_OK;
    chess_square_name(passed, name);
    if (chess_row(passed) != passed_row)
        return bx_fail(err, BX_INVALID,
                       "en passant square %c%c: with %s to move it must be "
                       "on rank %d",
                       name[0], name[1], chess_color_name(pos->to_move),
                       8 - passed_row);
    int lands = passed + step, from = passed - step;
    if ((pos->pieces[mover][CHESS_PAWN] & bb_square(lands)) == 0) {
        chess_square_name(lands, other);
        return bx_fail(err, BX_INVALID,
                       "en passant square %c%c: no %s pawn on %c%c that "
                       "could have just passed it",
                       name[0], name[1], chess_color_name(mover), other[0],
                       other[1]);
    }
    if (pos->occupied & (bb_square(passed) | bb_square(from))) {
        int full = (pos->occupied & bb_square(passed)) ? passed : from;
        chess_square_name(full, other);
        return bx_fail(err, BX_INVALID,
                       "en passant square %c%c: %c%c is not empty, so no "
                       "pawn just passed it",
                       name[0], name[1], other[0], other[1]);
    }
    return BX_OK;
}

void position_drop_lost_fields(chess_position *pos)
{
    for (size_t i = 0; i < sizeof RIGHTS / sizeof RIGHTS[0]; i++)
        if ((pos->pieces[RIGHTS[i].color][CHESS_KING] &
             bb_square(RIGHTS[i].king)) == 0 ||
            (pos->pieces[RIGHTS[i].color][CHESS_ROOK] &
             bb_square(RIGHTS[i].rook)) == 0)
            pos->castling &= ~RIGHTS[i].right;
    if (check_en_passant(pos, NULL) != BX_OK)
        pos->en_passant = -1;
}

bx_status position_check_fide(const chess_position *pos, bx_error *err)
{
    /* The last rank of white is row 0 (rank 8), of black row 7 (rank 1). */
    static const int LAST_ROW[CHESS_COLORS] = {0, 7};
    bx_status status;

    for (int c = 0; c < CHESS_COLORS; c++) {
        bitboard stuck = pos->pieces[c][CHESS_PAWN] & bb_row(LAST_ROW[c]);
        char sq[2];
        if (stuck != 0) {
            chess_square_name(bb_first(stuck), sq);
            return bx_fail(err, BX_INVALID,
                           "%s pawn on its last rank at %c%c; under fide "
                           "rules it has promoted",
                           chess_color_name((chess_color)c), sq[0], sq[1]);
        }
    }
    status = check_castling(pos, err);
    if (status == BX_OK)
        status = check_en_passant(pos, err);
    if (status == BX_OK && position_in_check(pos, chess_other(pos->to_move)))
        return bx_fail(err, BX_INVALID,
                       "side to move %c: %s is in check, so it would be "
                       "%s's turn",
                       pos->to_move == CHESS_WHITE ? 'w' : 'b',
                       chess_color_name(chess_other(pos->to_move)),
                       chess_color_name(chess_other(pos->to_move)));
    return status;
}
