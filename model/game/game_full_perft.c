/* Perft under a variant's rules (game_variant.h). The moves are made one
 * by one down to the last ply, which is counted in bulk: the variant
 * generator's bitboard count (variant_count_pawns) with the variant's
 * pawns, each promotion counted per piece allowed, plus en passant and
 * castling from game_full.c. Where the bitboards cannot take a position,
 * the moves are listed and counted. With a memory, a subtree two plies
 * deep or more is looked up before it is counted and stored after. */
#include <stdlib.h>
#include <string.h>

#include "game_perft_key.h"
#include "game_rules_impl.h"
#include "perft_table.h"

enum { MOVES_ON_STACK = 256 };

typedef struct {
    const game_rules *rules;
    /* The generator's working memory, one for the whole walk: a frame of
     * its size on every ply would not fit a small stack. */
    variant_generator *generator;
    /* Without a promotion limit each colour's pawn rules are the same in
     * every position, so they are worked out once. */
    bool limited;
    variant_pawn_rules pawns[CHESS_COLORS];
    chess_perft_table *memory; /* NULL: none */
} perft_walk;

/* The door's position as the bitboard counter reads it: the board's
 * squares only, rounded up to the sixteen it loads at a time (the bytes
 * past the board, copied as they are, it masks off). */
static void board_for_count(const game_position *pos, variant_position *v)
{
    size_t bytes = ((size_t)board_square_count(pos->size) + 15) & ~(size_t)15;
    v->size = pos->size;
    v->to_move = pos->to_move;
    memcpy(v->cells, pos->cells, bytes < sizeof v->cells ? bytes
                                                         : sizeof v->cells);
}

/* The side to move's legal moves, counted without making them. */
static uint64_t count_last_ply(const perft_walk *walk,
                               const game_position *pos)
{
    const game_rules *rules = walk->rules;
    variant_pawn_rules limited;
    const variant_pawn_rules *pawns = &walk->pawns[pos->to_move];
    variant_position v;
    int count;
    if (game_full_over(rules, pos, pos->to_move))
        return 0;
    if (walk->limited) {
        game_full_pawn_rules(rules, pos, pos->to_move, &limited);
        pawns = &limited;
    }
    board_for_count(pos, &v);
    if (variant_count_pawns(&v, &rules->variant, pos->to_move, pawns,
                            &count))
        return (uint64_t)count +
               (uint64_t)game_full_special_moves(rules, pos, NULL, 0);
    return (uint64_t)game_full_moves(walk->generator, rules, pos,
                                     pos->to_move, -1, NULL, 0);
}

static uint64_t perft(const perft_walk *walk, const game_position *pos,
                      int depth)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return count_last_ply(walk, pos);
    uint64_t key = 0, total = 0;
    if (walk->memory != NULL) {
        /* An en-passant square no pawn can use is no part of the
         * position: the one reached without it meets it in the table. */
        int takers[2];
        int en_passant =
            game_full_en_passant_takers(walk->rules, pos, takers) > 0
                ? pos->en_passant
                : -1;
        key = game_perft_key(pos->cells, board_square_count(pos->size),
                             pos->to_move, pos->castling, en_passant);
        if (chess_perft_probe(walk->memory, key, depth, &total))
            return total;
    }
    const game_rules *rules = walk->rules;
    game_move stack[MOVES_ON_STACK];
    game_move *moves = stack;
    int n = game_full_moves(walk->generator, rules, pos, pos->to_move, -1,
                            stack, MOVES_ON_STACK);
    if (n > MOVES_ON_STACK) {
        moves = malloc(sizeof *moves * (size_t)n);
        if (moves == NULL)
            return 0;
        game_full_moves(walk->generator, rules, pos, pos->to_move, -1,
                        moves, n);
    }
    /* One child for all moves, whole once: each move then copies only
     * the board's squares. */
    game_position child = *pos;
    for (int i = 0; i < n; i++) {
        game_full_apply_board(rules, pos, moves[i], &child);
        total += perft(walk, &child, depth - 1);
    }
    if (moves != stack)
        free(moves);
    if (walk->memory != NULL)
        chess_perft_store(walk->memory, key, depth, total);
    return total;
}

uint64_t game_full_perft(const game_rules *rules, const game_position *pos,
                         int depth, chess_perft_table *memory)
{
    perft_walk walk;
    walk.rules = rules;
    walk.memory = memory;
    walk.generator = variant_generator_new();
    if (walk.generator == NULL)
        return 0; /* out of memory, as for a move list below */
    walk.limited = rules->full->promotion_limit[0] != '\0';
    for (int c = 0; c < CHESS_COLORS; c++)
        game_full_pawn_rules(rules, pos, (chess_color)c, &walk.pawns[c]);
    uint64_t total = perft(&walk, pos, depth);
    variant_generator_free(walk.generator);
    return total;
}
