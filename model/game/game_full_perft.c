/* Perft under a variant's rules (game_variant.h). The moves are made one
 * by one down to the last ply, which is counted in bulk: the variant
 * generator's bitboard count (variant_count_pawns) with the variant's
 * pawns, each promotion counted per piece allowed, plus en passant and
 * castling from game_full.c. Where the bitboards cannot take a position,
 * or the side not to move is in check at the root (no legal move reaches
 * that), the moves are listed and counted. */
#include <stdlib.h>

#include "game_rules_impl.h"

enum { MOVES_ON_STACK = 256 };

/* The side to move's legal moves, counted without making them; bulk when
 * the other side's king is known to be safe. */
static uint64_t count_last_ply(const game_rules *rules,
                               const game_position *pos, bool bulk)
{
    variant_pawn_rules pawns;
    variant_position v;
    int count;
    if (bulk) {
        game_full_pawn_rules(rules, pos, pos->to_move, &pawns);
        game_to_variant(pos, &v);
        if (variant_count_pawns(&v, &rules->variant, pos->to_move, &pawns,
                                &count))
            return (uint64_t)count +
                   (uint64_t)game_full_special_moves(rules, pos, NULL, 0);
    }
    return (uint64_t)game_full_moves(rules, pos, pos->to_move, -1, NULL, 0);
}

static uint64_t perft(const game_rules *rules, const game_position *pos,
                      int depth, bool bulk)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return count_last_ply(rules, pos, bulk);
    game_move stack[MOVES_ON_STACK];
    game_move *moves = stack;
    int n = game_full_moves(rules, pos, pos->to_move, -1, stack,
                            MOVES_ON_STACK);
    if (n > MOVES_ON_STACK) {
        moves = malloc(sizeof *moves * (size_t)n);
        if (moves == NULL)
            return 0;
        game_full_moves(rules, pos, pos->to_move, -1, moves, n);
    }
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        game_position child;
        game_full_apply(rules, pos, moves[i], &child);
        /* A legal move leaves its own king safe. */
        total += perft(rules, &child, depth - 1, true);
    }
    if (moves != stack)
        free(moves);
    return total;
}

uint64_t game_full_perft(const game_rules *rules, const game_position *pos,
                         int depth)
{
    variant_position v;
    game_to_variant(pos, &v);
    return perft(rules, pos, depth,
                 !variant_in_check(&v, &rules->variant,
                                   chess_other(pos->to_move)));
}
