/* A whole position at once: what every face shows of it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* The legal moves of each piece of color, tallied by the square they
 * leave: one generation of the side's moves (a piece at a time would
 * repeat the side's check and pin work for every piece). Returns the
 * side's number of legal moves. */
static int tally_moves(const game_rules *rules, const game_position *pos,
                       chess_color color, short moves[])
{
    int n = game_moves(rules, pos, color, -1, NULL, 0);
    game_move *list = malloc(sizeof *list * (size_t)(n > 0 ? n : 1));
    if (list == NULL) {
        for (int sq = 0; sq < board_square_count(pos->size); sq++)
            if (pos->cells[sq] != VARIANT_EMPTY &&
                variant_cell_color(pos->cells[sq]) == color)
                moves[sq] = (short)game_moves(rules, pos, color, sq, NULL, 0);
        return n;
    }
    n = game_moves(rules, pos, color, -1, list, n);
    for (int i = 0; i < n; i++)
        moves[list[i].from]++;
    free(list);
    return n;
}

void game_report_make(const game_rules *rules, const game_position *pos,
                      game_report *out)
{
    bx_error err;
    memset(out, 0, sizeof *out);
    game_position_to_fen(rules, pos, out->fen);
    out->legal = game_check(rules, pos, &err) == BX_OK;
    if (!out->legal) {
        snprintf(out->problem, sizeof out->problem, "%s", err.message);
        return;
    }
    for (int c = 0; c < CHESS_COLORS; c++)
        out->in_check[c] = game_in_check(rules, pos, (chess_color)c);
    for (int c = 0; c < CHESS_COLORS; c++) {
        chess_color color = (chess_color)c;
        int counts[BOARD_MAX_SQUARES];
        /* The count command's answer: -1 when the other side is in
         * check, else the moves listed (the same count). */
        out->counted[c] = !out->in_check[chess_other(color)];
        out->count[c] =
            out->counted[c] ? tally_moves(rules, pos, color, out->moves) : -1;
        game_attack_counts(rules, pos, color, counts);
        for (int sq = 0; sq < board_square_count(pos->size); sq++)
            out->attackers[c][sq] = (short)counts[sq];
    }
    game_checkers(rules, pos, &out->checkers);
    for (int sq = 0; sq < board_square_count(pos->size); sq++) {
        if (out->moves[sq] > out->most_moves)
            out->most_moves = out->moves[sq];
        int both = out->attackers[CHESS_WHITE][sq] +
                   out->attackers[CHESS_BLACK][sq];
        if (both > out->most_attackers)
            out->most_attackers = both;
    }
}
