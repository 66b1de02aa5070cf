/* The placement lens: where one more piece could stand, and how many
 * legal moves it would have there. Every square is asked with the
 * door's own questions (game_check, game_in_check, game_moves) on the
 * position with the piece put there, so pins, blocks and checks are the
 * generator's, whichever one the rules chose. */
#include <string.h>

#include "game.h"

/* Whether sq is one of the two squares the fide en-passant field says a
 * pawn just crossed: the one it passed over and the one it left, both
 * empty in a position that passes game_check. */
static bool crosses_en_passant(const game_position *pos, int sq)
{
    if (pos->en_passant < 0)
        return false;
    /* White to move: a black pawn went down the board, from the row
     * above; black to move: a white pawn from the row below. */
    int from = pos->en_passant +
               (pos->to_move == CHESS_WHITE ? -pos->size.width
                                            : pos->size.width);
    return sq == pos->en_passant || sq == from;
}

/* Whether placed (pos with the piece of color put on sq) breaks the
 * rules for any reason but the check it may give: under fide, the side
 * not to move in check fails game_check, and that is what the lens marks
 * as giving check, not a position it cannot stand in. */
static bool breaks_rules(const game_rules *rules, const game_position *pos,
                         const game_position *placed, int sq,
                         chess_color color, bool gives_check)
{
    bx_error err;
    if (game_check(rules, placed, &err) == BX_OK)
        return false;
    if (!gives_check || game_rules_set(rules) != CHESS_RULES_FIDE ||
        placed->to_move != color || crosses_en_passant(pos, sq))
        return true;
    /* The same position with the checked side to move: only castling and
     * the check are asked again (en passant is answered above). */
    game_position turned = *placed;
    turned.to_move = chess_other(color);
    turned.en_passant = -1;
    return game_check(rules, &turned, &err) != BX_OK;
}

static bool pawn_rank(board_size size, unsigned char cell, int sq)
{
    if (variant_cell_kind(cell) != CHESS_PAWN)
        return false;
    int row = sq / size.width;
    return row == 0 || row == size.height - 1;
}

static void tally(game_placement_map *out, int sq, int moves)
{
    out->state[sq] = GAME_PLACE_COUNTED;
    out->moves[sq] = moves;
    /* Squares come in ascending order, so only a strictly better one
     * moves best or worst: the lowest index wins a tie. */
    if (out->counted == 0 || moves > out->most) {
        out->most = moves;
        out->best = sq;
    }
    if (out->counted == 0 || moves < out->fewest) {
        out->fewest = moves;
        out->worst = sq;
    }
    out->counted++;
    out->sum += moves;
}

void game_placement(const game_rules *rules, const game_position *pos,
                    unsigned char cell, game_placement_map *out)
{
    chess_color color = variant_cell_color(cell);
    game_position placed = *pos;
    bx_error err;

    memset(out, 0, sizeof *out); /* GAME_PLACE_NO everywhere */
    out->size = pos->size;
    out->cell = cell;
    out->best = -1;
    out->worst = -1;
    if (game_check(rules, pos, &err) != BX_OK)
        return;
    for (int sq = 0; sq < board_square_count(pos->size); sq++) {
        if (pos->cells[sq] != VARIANT_EMPTY ||
            pawn_rank(pos->size, cell, sq))
            continue;
        placed.cells[sq] = cell;
        bool gives_check = game_in_check(rules, &placed, chess_other(color));
        if (breaks_rules(rules, pos, &placed, sq, color, gives_check))
            out->state[sq] = GAME_PLACE_NO;
        else if (gives_check)
            out->state[sq] = GAME_PLACE_GIVES_CHECK;
        else
            tally(out, sq,
                  game_moves(rules, &placed, color, sq, NULL, 0));
        placed.cells[sq] = VARIANT_EMPTY;
    }
}
