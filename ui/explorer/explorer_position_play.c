/* Moves played in Position mode: made by the door under the position's
 * rules, and kept as a move list until the next edit. */
#include <stdio.h>
#include <string.h>

#include "explorer_position.h"

int explorer_position_moves_to(const explorer_position *ep, int sq, int to,
                               game_move *out, int max)
{
    const game_rules *rules = explorer_position_game_rules(ep);
    game_move moves[GAME_PIECE_MOVES_MAX];
    chess_color color;
    int found = 0;
    if (rules == NULL || !ep->report.legal ||
        !explorer_position_color_at(ep, sq, &color))
        return 0;
    int n = game_moves(rules, &ep->pos, color, sq, moves,
                       GAME_PIECE_MOVES_MAX);
    for (int i = 0; i < n && i < GAME_PIECE_MOVES_MAX; i++)
        if (moves[i].to == to) {
            if (found < max)
                out[found] = moves[i];
            found++;
        }
    return found;
}

void explorer_position_play(explorer_position *ep, game_move move)
{
    const game_rules *rules = explorer_position_game_rules(ep);
    game_position after;
    if (rules == NULL)
        return;
    if (ep->played_count == 0) {
        ep->first_fullmove = ep->pos.fullmove;
        ep->first_side = ep->pos.to_move;
    }
    if (ep->played_count < EXPLORER_PLAYED_MAX)
        game_move_name(rules, &ep->pos, move, ep->played[ep->played_count++]);
    game_move_apply(rules, &ep->pos, move, &after);
    ep->pos = after;
    explorer_position_update(ep);
}

const char *explorer_position_no_move(const explorer_position *ep)
{
    if (!ep->report.legal)
        return ep->report.problem;
    if (!ep->report.counted[ep->pos.to_move])
        return "the side not to move is in check: no move can be made";
    return NULL;
}

bx_status explorer_position_play_text(explorer_position *ep,
                                      const char *text, bx_error *err)
{
    const game_rules *rules = explorer_position_game_rules(ep);
    game_move move;
    if (rules == NULL)
        return bx_fail(err, BX_TOO_LARGE, "out of memory");
    const char *why = explorer_position_no_move(ep);
    if (why != NULL)
        return bx_fail(err, BX_INVALID, "%s", why);
    bx_status status = game_move_parse(rules, &ep->pos, text, &move, err);
    if (status == BX_OK)
        explorer_position_play(ep, move);
    return status;
}

void explorer_position_move_list(const explorer_position *ep, char *out,
                                 size_t size)
{
    size_t used = 0;
    int number = ep->first_fullmove;
    chess_color side = ep->first_side;
    out[0] = '\0';
    for (int i = 0; i < ep->played_count && used < size; i++) {
        const char *blank = i > 0 ? " " : "";
        int n;
        if (side == CHESS_WHITE)
            n = snprintf(out + used, size - used, "%s%d. %s", blank, number,
                         ep->played[i]);
        else if (i == 0)
            n = snprintf(out + used, size - used, "%d... %s", number,
                         ep->played[i]);
        else
            n = snprintf(out + used, size - used, " %s", ep->played[i]);
        if (n < 0)
            break;
        used += (size_t)n;
        if (side == CHESS_BLACK)
            number++;
        side = chess_other(side);
    }
}
