/* The FEN's fields besides the placement, edited without a FEN: the side
 * to move, each castling right, the en-passant square and the clocks. A
 * field the position cannot have is refused with the reason; whether it
 * can is the door's answer (game_position_drop_lost_fields), the reasons
 * name the squares it looks at. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_position.h"

/* Castling's squares on 8x8 (square_index: row 0 the top rank). */
static const struct {
    unsigned right;
    chess_color color;
    int king, rook;
    const char *king_name, *rook_name;
} RIGHTS[] = {
    {GAME_CASTLE_WHITE_KING, CHESS_WHITE, 60, 63, "e1", "h1"},
    {GAME_CASTLE_WHITE_QUEEN, CHESS_WHITE, 60, 56, "e1", "a1"},
    {GAME_CASTLE_BLACK_KING, CHESS_BLACK, 4, 7, "e8", "h8"},
    {GAME_CASTLE_BLACK_QUEEN, CHESS_BLACK, 4, 0, "e8", "a8"},
};

/* An edit of the fields: the move list starts over, the door is asked. */
static void edited(explorer_position *ep)
{
    explorer_position_forget_moves(ep);
    explorer_position_update(ep);
}

/* Castling, en passant and the clocks are fide's (the clocks a variant's
 * too): the reason otherwise. */
static bx_status need_fide(const explorer_position *ep, const char *what,
                           bx_error *err)
{
    bool clocks = strcmp(what, "the clocks") == 0;
    if (ep->in_force == CHESS_RULES_FIDE || (ep->variant != NULL && clocks))
        return BX_OK;
    /* A variant plays them on its own squares: its FEN gives them. */
    if (ep->variant != NULL)
        return bx_fail(err, BX_INVALID, "under %s, %s comes from a FEN (f)",
                       ep->variant->name, what);
    return bx_fail(err, BX_INVALID, "%s %s only under fide rules%s", what,
                   strcmp(what, "the clocks") == 0 ? "count" : "exists",
                   ep->fide_out ? " (chess pieces on 8x8)"
                                : ": R switches to them");
}

void explorer_position_set_side(explorer_position *ep, chess_color side)
{
    ep->pos.to_move = side;
    /* An en-passant square was the other side's double step. */
    ep->pos.en_passant = -1;
    edited(ep);
}

bx_status explorer_position_toggle_castling(explorer_position *ep,
                                            unsigned right, bx_error *err)
{
    size_t i = 0;
    while (i < sizeof RIGHTS / sizeof RIGHTS[0] && RIGHTS[i].right != right)
        i++;
    if (i == sizeof RIGHTS / sizeof RIGHTS[0])
        return bx_fail(err, BX_INVALID, "no such castling right");
    if ((ep->pos.castling & right) != 0) {
        ep->pos.castling &= ~right;
        edited(ep);
        return BX_OK;
    }
    if (need_fide(ep, "castling", err) != BX_OK)
        return BX_INVALID;
    const char *color = chess_color_name(RIGHTS[i].color);
    char king = RIGHTS[i].color == CHESS_WHITE ? 'K' : 'k';
    char rook = RIGHTS[i].color == CHESS_WHITE ? 'R' : 'r';
    if (explorer_position_letter(ep, RIGHTS[i].king) != king)
        return bx_fail(err, BX_INVALID, "no %s king on %s", color,
                       RIGHTS[i].king_name);
    if (explorer_position_letter(ep, RIGHTS[i].rook) != rook)
        return bx_fail(err, BX_INVALID, "no %s rook on %s", color,
                       RIGHTS[i].rook_name);
    game_position tried = ep->pos;
    tried.castling |= right;
    game_position_drop_lost_fields(explorer_position_game_rules(ep), &tried);
    if ((tried.castling & right) == 0)
        return bx_fail(err, BX_INVALID, "the position cannot have it");
    ep->pos.castling |= right;
    edited(ep);
    return BX_OK;
}

int explorer_position_en_passant_squares(const explorer_position *ep,
                                         int out[], int max)
{
    const game_rules *rules = explorer_position_game_rules(ep);
    int n = 0;
    if (ep->in_force != CHESS_RULES_FIDE || rules == NULL)
        return 0;
    for (int sq = 0; sq < board_square_count(ep->pos.size); sq++) {
        game_position tried = ep->pos;
        tried.en_passant = sq;
        game_position_drop_lost_fields(rules, &tried);
        if (tried.en_passant == sq && n < max)
            out[n++] = sq;
    }
    return n;
}

bx_status explorer_position_next_en_passant(explorer_position *ep,
                                            bx_error *err)
{
    int squares[CHESS_SIDE];
    if (need_fide(ep, "en passant", err) != BX_OK)
        return BX_INVALID;
    int n = explorer_position_en_passant_squares(ep, squares, CHESS_SIDE);
    if (n == 0 && ep->pos.en_passant < 0) {
        chess_color last = chess_other(ep->pos.to_move);
        return bx_fail(err, BX_INVALID,
                       "no en-passant square: no %s pawn on rank %d with "
                       "the two squares behind it empty could have just "
                       "made a double step",
                       chess_color_name(last),
                       last == CHESS_WHITE ? 4 : 5);
    }
    /* None, then each square in board order, then none again. */
    int next = -1;
    for (int i = 0; i < n && next < 0; i++)
        if (squares[i] > ep->pos.en_passant)
            next = squares[i];
    ep->pos.en_passant = next;
    edited(ep);
    return BX_OK;
}

explorer_clock explorer_position_halfmove_field(const explorer_position *ep)
{
    return game_position_count_runs(explorer_position_game_rules(ep),
                                    &ep->pos)
               ? CLOCK_COUNT_PLY
               : CLOCK_HALFMOVE;
}

/* The field of pos that holds clock. */
static int *clock_field(game_position *pos, explorer_clock clock)
{
    return clock == CLOCK_FULLMOVE    ? &pos->fullmove
           : clock == CLOCK_COUNT_PLY ? &pos->counting_ply
                                      : &pos->halfmove;
}

int explorer_position_clock(const explorer_position *ep, explorer_clock clock)
{
    game_position pos = ep->pos; /* clock_field's, read */
    return *clock_field(&pos, clock);
}

bx_status explorer_position_set_clock(explorer_position *ep,
                                      explorer_clock clock, const char *text,
                                      bx_error *err)
{
    static const char *const NAMES[] = {
        [CLOCK_HALFMOVE] = "halfmove clock",
        [CLOCK_COUNT_PLY] = "count's ply",
        [CLOCK_FULLMOVE] = "move number",
    };
    char *end;
    int least = clock == CLOCK_FULLMOVE ? 1 : 0;
    if (need_fide(ep, "the clocks", err) != BX_OK)
        return BX_INVALID;
    while (*text == ' ')
        text++;
    long value = strtol(text, &end, 10);
    while (*end == ' ')
        end++;
    if (text[0] < '0' || text[0] > '9' || *end != '\0' || value < least ||
        value > EXPLORER_CLOCK_MAX)
        return bx_fail(err, BX_INVALID, "the %s must be a number from %d "
                       "to %d", NAMES[clock], least, EXPLORER_CLOCK_MAX);
    *clock_field(&ep->pos, clock) = (int)value;
    edited(ep);
    return BX_OK;
}
