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

/* The move as the move list writes it. */
static void move_text(const game_rules *rules, const game_position *pos,
                      game_move move, char out[EXPLORER_MOVE_TEXT])
{
    (void)rules;
    char text[GAME_MOVE_TEXT];
    game_move_text(pos->size, move, text);
    snprintf(out, EXPLORER_MOVE_TEXT, "%s", text);
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
        move_text(rules, &ep->pos, move, ep->played[ep->played_count++]);
    game_move_apply(rules, &ep->pos, move, &after);
    ep->pos = after;
    explorer_position_update(ep);
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
