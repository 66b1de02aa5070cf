/* The end of a game under a variant's rules that takes every move away
 * (game_rules_impl.h): Fairy-Stockfish's bare king rule, as its
 * extinction claim reads it. Checkmate and stalemate need no rule: they
 * leave no move already. */
#include "game_rules_impl.h"

bool game_full_over(const game_rules *rules, const game_position *pos,
                    chess_color side)
{
    if (!rules->full->bare_king)
        return false;
    int n = board_square_count(pos->size), pieces[CHESS_COLORS] = {0, 0};
    for (int sq = 0; sq < n; sq++)
        if (pos->cells[sq] != VARIANT_EMPTY)
            pieces[variant_cell_color(pos->cells[sq])]++;
    int own = pieces[side], other = pieces[chess_other(side)];
    /* The other king bare against more: side claims the win. Side's own
     * king bare against three or more: lost, as one capture cannot bare
     * the other king back. */
    return (other <= 1 && own >= 2) || (own <= 1 && other >= 3);
}
