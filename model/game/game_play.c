/* Moves made, named and counted to a depth (perft), through the door. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_perft_key.h"
#include "game_rules_impl.h"
#include "perft_table.h"
#include "variant_movegen.h"

static void apply_chess(const game_position *pos, game_move move,
                        game_position *out)
{
    chess_position chess, after;
    game_to_chess(pos, &chess);
    chess_color color;
    chess_kind kind;
    if (!position_piece_at(&chess, move.from, &color, &kind)) {
        *out = *pos;
        return;
    }
    /* The mover's turn, as game_moves generated it. */
    if (color != chess.to_move) {
        chess.to_move = color;
        chess.en_passant = -1;
    }
    chess_move made = {(uint8_t)move.from, (uint8_t)move.to, (uint8_t)kind,
                       (uint8_t)(move.promotion == GAME_NO_PROMOTION
                                     ? CHESS_PAWN
                                     : move.promotion)};
    chess_move_apply(&chess, made, &after);
    game_from_chess(&after, out);
}

/* Under the seed rules a move takes the piece from one square to the
 * other: no castling, en passant or promotion. */
static void apply_variant(const game_position *pos, game_move move,
                          game_position *out)
{
    int n = board_square_count(pos->size);
    *out = *pos;
    if (move.from < 0 || move.from >= n || move.to < 0 || move.to >= n ||
        pos->cells[move.from] == VARIANT_EMPTY)
        return;
    unsigned char cell = pos->cells[move.from];
    chess_color mover = variant_cell_color(cell);
    bool resets = pos->cells[move.to] != VARIANT_EMPTY ||
                  variant_cell_kind(cell) == CHESS_PAWN;
    out->cells[move.to] = cell;
    out->cells[move.from] = VARIANT_EMPTY;
    out->halfmove = resets ? 0 : pos->halfmove + 1;
    out->en_passant = -1;
    if (mover == CHESS_BLACK)
        out->fullmove = pos->fullmove + 1;
    out->to_move = chess_other(mover);
}

void game_move_apply(const game_rules *rules, const game_position *pos,
                     game_move move, game_position *out)
{
    if (rules->full != NULL)
        game_full_apply(rules, pos, move, out);
    else if (rules->engine != NULL)
        apply_chess(pos, move, out);
    else
        apply_variant(pos, move, out);
}

void game_move_text(board_size size, game_move move, char out[GAME_MOVE_TEXT])
{
    char from[SQUARE_NAME_MAX] = "", to[SQUARE_NAME_MAX] = "";
    char promotion[2] = "";
    int n = board_square_count(size);
    if (move.from >= 0 && move.from < n)
        square_to_fide(size, square_at(size, move.from), from, NULL);
    if (move.to >= 0 && move.to < n)
        square_to_fide(size, square_at(size, move.to), to, NULL);
    if (move.promotion >= 0 && move.promotion < CHESS_KINDS)
        promotion[0] = chess_piece_letter(CHESS_BLACK,
                                          (chess_kind)move.promotion,
                                          LETTERS_FEN);
    snprintf(out, GAME_MOVE_TEXT, "%s%s%s", from, to, promotion);
}

void game_rules_move_text(const game_rules *rules, board_size size,
                          game_move move, char out[GAME_MOVE_TEXT])
{
    game_move_text(size, move, out);
    if (move.promotion < CHESS_KINDS)
        return;
    size_t len = strlen(out);
    char letter = game_letter(rules, variant_cell(CHESS_WHITE, move.promotion),
                              LETTERS_FEN);
    if (len + 1 < GAME_MOVE_TEXT) {
        out[len] = (char)(letter - 'A' + 'a');
        out[len + 1] = '\0';
    }
}

/* Perft by the variant generator, working in g: each legal move made on
 * a copy. With a memory (not NULL), a subtree two plies deep or more is
 * looked up before it is counted and stored after. */
static uint64_t perft_variant(variant_generator *g,
                              const variant_rules *rules,
                              const variant_position *pos, int depth,
                              chess_perft_table *memory)
{
    if (depth <= 0)
        return 1;
    uint64_t key = 0, total = 0;
    if (memory != NULL && depth >= 2) {
        key = game_perft_key(pos->cells, board_square_count(pos->size),
                             pos->to_move, 0, -1);
        if (chess_perft_probe(memory, key, depth, &total))
            return total;
    }
    int n = variant_legal(g, pos, rules, pos->to_move, -1, NULL, 0);
    if (depth == 1 || n == 0)
        return (uint64_t)n;
    variant_move *moves = malloc(sizeof *moves * (size_t)n);
    if (moves == NULL)
        return 0;
    variant_legal(g, pos, rules, pos->to_move, -1, moves, n);
    for (int i = 0; i < n; i++) {
        variant_position child = *pos;
        child.cells[moves[i].to] = child.cells[moves[i].from];
        child.cells[moves[i].from] = VARIANT_EMPTY;
        child.to_move = chess_other(pos->to_move);
        total += perft_variant(g, rules, &child, depth - 1, memory);
    }
    free(moves);
    if (memory != NULL)
        chess_perft_store(memory, key, depth, total);
    return total;
}

/* Perft by whichever generator the rules name, with a memory or not
 * (NULL). */
static uint64_t perft_by_rules(const game_rules *rules,
                               const game_position *pos, int depth,
                               chess_perft_table *memory)
{
    if (rules->full != NULL)
        return game_full_perft(rules, pos, depth, memory);
    if (rules->engine != NULL) {
        chess_position chess;
        game_to_chess(pos, &chess);
        return memory != NULL ? rules->engine->perft_hashed(
                                    &chess, rules->set, depth, memory)
                              : rules->engine->perft(&chess, rules->set,
                                                     depth);
    }
    variant_position v;
    game_to_variant(pos, &v);
    /* One generator for the whole walk; out of memory, 0 as above. */
    variant_generator *g = variant_generator_new();
    uint64_t total =
        g != NULL ? perft_variant(g, &rules->variant, &v, depth, memory) : 0;
    variant_generator_free(g);
    return total;
}

uint64_t game_perft(const game_rules *rules, const game_position *pos,
                    int depth)
{
    return perft_by_rules(rules, pos, depth, NULL);
}

/* The door's perft memory is the chess engine's table, with its limit. */
_Static_assert((int)GAME_PERFT_MEMORY_MAX_MB == (int)CHESS_PERFT_TABLE_MAX_MB,
               "the door's perft memory limit is the table's");
struct game_perft_memory {
    chess_perft_table *table;
};

game_perft_memory *game_perft_memory_new(size_t megabytes, bx_error *err)
{
    if (megabytes < 1 || megabytes > GAME_PERFT_MEMORY_MAX_MB) {
        bx_fail(err, BX_INVALID, "a perft memory is 1 to %d MiB",
                GAME_PERFT_MEMORY_MAX_MB);
        return NULL;
    }
    game_perft_memory *memory = malloc(sizeof *memory);
    if (memory != NULL)
        memory->table = chess_perft_table_new(megabytes);
    if (memory == NULL || memory->table == NULL) {
        free(memory);
        bx_fail(err, BX_TOO_LARGE,
                "out of memory for a perft memory of %zu MiB",
                megabytes);
        return NULL;
    }
    return memory;
}

void game_perft_memory_free(game_perft_memory *memory)
{
    if (memory == NULL)
        return;
    chess_perft_table_free(memory->table);
    free(memory);
}

uint64_t game_perft_remembered(const game_rules *rules,
                               const game_position *pos, int depth,
                               game_perft_memory *memory)
{
    return perft_by_rules(rules, pos, depth,
                          memory != NULL ? memory->table : NULL);
}
