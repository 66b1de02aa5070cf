/* Position mode on any board or with defined pieces: the general
 * generator of model/variant answers, under the seed (ChessMoves) rules.
 * The rules are compiled again from the letters for every question (tens
 * of microseconds, the generator's tables included): nothing compiled can
 * go stale when a letter is redefined or a change is undone, and the undo
 * snapshots do not carry them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_position.h"
#include "variant_movegen.h"

void explorer_position_to_variant(const explorer_position *ep,
                                  variant_position *out)
{
    out->size = ep->size;
    memcpy(out->cells, ep->cells, sizeof out->cells);
    out->to_move = ep->pos.to_move;
}

/* The rules of the letters, on the heap: far too large for a stack. */
static variant_rules *compile(const explorer_position *ep)
{
    variant_rules *rules = malloc(sizeof *rules);
    if (rules != NULL)
        explorer_position_variant_rules(ep, rules);
    return rules;
}

/* The pieces of color that attack color's opponent's king. A piece
 * attacks it when handing the piece to the other side lowers the king
 * square's count by one: every other piece blocks and screens alike
 * whatever its colour, so only the piece's own attack goes. */
static void find_checkers(explorer_position *ep, const variant_rules *rules,
                          variant_position *pos, chess_color color)
{
    int king = variant_king(pos, chess_other(color));
    int before[BOARD_MAX_SQUARES], after[BOARD_MAX_SQUARES];
    if (king < 0 || ep->attackers[color][king] == 0)
        return;
    variant_attack_counts(pos, rules, color, before);
    for (int sq = 0; sq < board_square_count(pos->size); sq++) {
        unsigned char cell = pos->cells[sq];
        if (cell == VARIANT_EMPTY || variant_cell_color(cell) != color)
            continue;
        pos->cells[sq] = cell ^ VARIANT_BLACK;
        variant_attack_counts(pos, rules, color, after);
        pos->cells[sq] = cell;
        if (after[king] < before[king])
            square_set_add(&ep->checkers, sq);
    }
}

/* The legal moves of each piece of color, into ep->moves: one generation
 * of the side's moves, tallied by the square they leave (a piece at a
 * time would repeat the side's check and pin work for every piece).
 * Returns the side's number of legal moves. */
static int count_moves(explorer_position *ep, const variant_rules *rules,
                       const variant_position *pos, chess_color color)
{
    int n = variant_legal(pos, rules, color, -1, NULL, 0);
    variant_move *moves = malloc(sizeof *moves * (size_t)(n > 0 ? n : 1));
    if (moves == NULL) {
        for (int sq = 0; sq < board_square_count(pos->size); sq++)
            if (pos->cells[sq] != VARIANT_EMPTY &&
                variant_cell_color(pos->cells[sq]) == color)
                ep->moves[sq] =
                    (short)variant_legal(pos, rules, color, sq, NULL, 0);
        return n;
    }
    n = variant_legal(pos, rules, color, -1, moves, n);
    for (int i = 0; i < n; i++)
        ep->moves[moves[i].from]++;
    free(moves);
    return n;
}

void explorer_position_update_general(explorer_position *ep)
{
    variant_position pos;
    bx_error err;
    variant_rules *rules = compile(ep);

    /* ep->pos keeps its castling rights and en-passant square, unused
     * here: back on the chess path they hold while their pieces stay. */
    explorer_position_to_variant(ep, &pos);
    if (rules == NULL) {
        ep->legal = false;
        snprintf(ep->problem, sizeof ep->problem, "out of memory");
        ep->fen[0] = '\0';
        return;
    }
    variant_to_fen(&pos, rules, ep->fen);
    ep->legal = variant_check_rules(&pos, rules, &err) == BX_OK;
    snprintf(ep->problem, sizeof ep->problem, "%s",
             ep->legal ? "" : err.message);
    if (ep->legal) {
        for (int c = 0; c < CHESS_COLORS; c++)
            ep->in_check[c] = variant_in_check(&pos, rules, (chess_color)c);
        for (int c = 0; c < CHESS_COLORS; c++) {
            int counts[BOARD_MAX_SQUARES];
            chess_color color = (chess_color)c;
            /* The count command's answer: -1 when the other side is
             * attacked, else the moves listed (the same count). */
            ep->counted[c] = !ep->in_check[chess_other(color)];
            ep->count[c] =
                ep->counted[c] ? count_moves(ep, rules, &pos, color) : -1;
            variant_attack_counts(&pos, rules, color, counts);
            for (int sq = 0; sq < board_square_count(pos.size); sq++)
                ep->attackers[c][sq] = (short)counts[sq];
        }
        for (int c = 0; c < CHESS_COLORS; c++)
            find_checkers(ep, rules, &pos, (chess_color)c);
    }
    free(rules);
}

void explorer_position_general_targets(const explorer_position *ep, int sq,
                                       square_set *out)
{
    variant_position pos;
    variant_move moves[BOARD_MAX_SQUARES];
    variant_rules *rules = compile(ep);
    if (rules == NULL)
        return;
    explorer_position_to_variant(ep, &pos);
    /* One piece goes to each square at most once. */
    int n = variant_legal(&pos, rules, variant_cell_color(ep->cells[sq]), sq,
                          moves, BOARD_MAX_SQUARES);
    for (int i = 0; i < n && i < BOARD_MAX_SQUARES; i++)
        square_set_add(out, moves[i].to);
    free(rules);
}
