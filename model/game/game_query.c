/* The door's questions: each asks the generator the rules chose. */
#include <stdlib.h>
#include <string.h>

#include "attacks.h"
#include "game_rules_impl.h"
#include "position_rules.h"
#include "position_text.h"
#include "variant_movegen.h"
#include "variant_text.h"

bx_status game_check(const game_rules *rules, const game_position *pos,
                     bx_error *err)
{
    if (rules->engine != NULL) {
        chess_position chess;
        game_to_chess(pos, &chess);
        bx_status status = position_check_rules(&chess, err);
        if (status == BX_OK && rules->set == CHESS_RULES_FIDE)
            status = position_check_fide(&chess, err);
        return status;
    }
    variant_position v;
    game_to_variant(pos, &v);
    return variant_check_rules(&v, &rules->variant, err);
}

void game_position_drop_lost_fields(const game_rules *rules,
                                    game_position *pos)
{
    if (rules->full != NULL)
        return; /* a variant's rights are kept as read */
    if (pos->size.width != CHESS_SIDE || pos->size.height != CHESS_SIDE)
        return; /* castling and en passant are 8x8 chess's */
    chess_position chess;
    game_to_chess(pos, &chess);
    /* A defined piece on a rook's square is no rook: it is not converted,
     * so the right goes. */
    position_drop_lost_fields(&chess);
    pos->castling = chess.castling;
    pos->en_passant = chess.en_passant;
}

bool game_in_check(const game_rules *rules, const game_position *pos,
                   chess_color color)
{
    if (rules->engine != NULL) {
        chess_position chess;
        game_to_chess(pos, &chess);
        return rules->engine->in_check(&chess, color);
    }
    variant_position v;
    game_to_variant(pos, &v);
    return variant_in_check(&v, &rules->variant, color);
}

/* Under a variant's rules: the moves counted, or -1 when the other
 * colour is in check (the ChessMoves answer). */
static int full_count(variant_generator *g, const game_rules *rules,
                      const game_position *pos, chess_color color)
{
    if (game_in_check(rules, pos, chess_other(color)))
        return -1;
    return game_full_moves(g, rules, pos, color, -1, NULL, 0);
}

/* The variant generator's working memory for one question, from the heap
 * (variant_movegen.h says why): out of memory, the question counts no
 * move. */
int game_count(const game_rules *rules, const game_position *pos,
               chess_color color)
{
    if (rules->full == NULL && rules->engine != NULL) {
        chess_position chess;
        game_to_chess(pos, &chess);
        return chess_count(rules->engine, &chess, rules->set, color);
    }
    variant_generator *g = variant_generator_new();
    int n = 0;
    if (g != NULL && rules->full != NULL) {
        n = full_count(g, rules, pos, color);
    } else if (g != NULL) {
        variant_position v;
        game_to_variant(pos, &v);
        n = variant_count(g, &v, &rules->variant, color);
    }
    variant_generator_free(g);
    return n;
}

void game_count_both(const game_rules *rules, const game_position *pos,
                     int counts[CHESS_COLORS])
{
    if (rules->full == NULL && rules->engine != NULL) {
        chess_position chess;
        game_to_chess(pos, &chess);
        for (int c = 0; c < CHESS_COLORS; c++)
            counts[c] = chess_count(rules->engine, &chess, rules->set,
                                    (chess_color)c);
        return;
    }
    variant_generator *g = variant_generator_new();
    counts[CHESS_WHITE] = counts[CHESS_BLACK] = 0;
    if (g != NULL && rules->full != NULL) {
        for (int c = 0; c < CHESS_COLORS; c++)
            counts[c] = full_count(g, rules, pos, (chess_color)c);
    } else if (g != NULL) {
        variant_position v;
        game_to_variant(pos, &v);
        variant_count_both(g, &v, &rules->variant, counts);
    }
    variant_generator_free(g);
}

bx_status game_count_fen(const game_rules *rules, const char *fen,
                         int counts[CHESS_COLORS], bx_error *err)
{
    bx_status status;
    if (rules->engine != NULL) {
        chess_position chess;
        status = position_from_fen_rules(fen, rules->set, &chess, err);
        for (int c = 0; status == BX_OK && c < CHESS_COLORS; c++)
            counts[c] = chess_count(rules->engine, &chess, rules->set,
                                    (chess_color)c);
        return status;
    }
    if (rules->full != NULL) {
        game_position pos;
        status = game_position_from_fen(rules, fen, &pos, err);
        if (status == BX_OK)
            game_count_both(rules, &pos, counts);
        return status;
    }
    variant_position v;
    status = variant_from_fen(fen, &rules->variant, &v, err);
    if (status != BX_OK)
        return status;
    variant_generator *g = variant_generator_new();
    counts[CHESS_WHITE] = counts[CHESS_BLACK] = 0;
    if (g != NULL)
        variant_count_both(g, &v, &rules->variant, counts);
    variant_generator_free(g);
    return BX_OK;
}

/* game_moves under the seed rules, worked out in g. */
static int seed_moves(variant_generator *g, const game_rules *rules,
                      const game_position *pos, chess_color color, int from,
                      game_move *out, int max)
{
    variant_position v;
    game_to_variant(pos, &v);
    if (max <= 0)
        return variant_legal(g, &v, &rules->variant, color, from, NULL, 0);
    variant_move *moves = malloc(sizeof *moves * (size_t)max);
    if (moves == NULL)
        return variant_legal(g, &v, &rules->variant, color, from, NULL, 0);
    int n = variant_legal(g, &v, &rules->variant, color, from, moves, max);
    for (int i = 0; i < n && i < max; i++)
        out[i] = (game_move){moves[i].from, moves[i].to, GAME_NO_PROMOTION};
    free(moves);
    return n;
}

int game_moves(const game_rules *rules, const game_position *pos,
               chess_color color, int from, game_move *out, int max)
{
    int n = 0;
    if (rules->full == NULL && rules->engine != NULL) {
        chess_position chess;
        chess_move list[CHESS_MOVES_MAX];
        game_to_chess(pos, &chess);
        int total = chess_generate(rules->engine, &chess, rules->set, color,
                                   list);
        for (int i = 0; i < total; i++) {
            if (from >= 0 && list[i].from != from)
                continue;
            if (n < max)
                out[n] = (game_move){
                    list[i].from, list[i].to,
                    (signed char)(list[i].promotion == CHESS_PAWN
                                      ? GAME_NO_PROMOTION
                                      : list[i].promotion)};
            n++;
        }
        return n;
    }
    variant_generator *g = variant_generator_new();
    if (g != NULL)
        n = rules->full != NULL
                ? game_full_moves(g, rules, pos, color, from, out, max)
                : seed_moves(g, rules, pos, color, from, out, max);
    variant_generator_free(g);
    return n;
}

void game_checkers(const game_rules *rules, const game_position *pos,
                   square_set *out)
{
    square_set_clear(out);
    if (rules->engine != NULL) {
        chess_position chess;
        game_to_chess(pos, &chess);
        for (int c = 0; c < CHESS_COLORS; c++) {
            int king = position_king(&chess, (chess_color)c);
            if (king < 0)
                continue;
            bitboard by = chess.by_color[chess_other((chess_color)c)];
            for (bitboard b = attackers_of(&chess, king, chess.occupied) & by;
                 b != 0;)
                square_set_add(out, bb_pop(&b));
        }
        return;
    }
    variant_position v;
    short squares[BOARD_MAX_SQUARES];
    game_to_variant(pos, &v);
    for (int c = 0; c < CHESS_COLORS; c++) {
        int n = variant_checkers(&v, &rules->variant, (chess_color)c, squares);
        for (int i = 0; i < n; i++)
            square_set_add(out, squares[i]);
    }
}

void game_attack_counts(const game_rules *rules, const game_position *pos,
                        chess_color color, int counts[BOARD_MAX_SQUARES])
{
    if (rules->engine != NULL) {
        chess_position chess;
        game_to_chess(pos, &chess);
        memset(counts, 0, sizeof(int) * BOARD_MAX_SQUARES);
        for (int kind = 0; kind < CHESS_KINDS; kind++)
            for (bitboard b = chess.pieces[color][kind]; b != 0;) {
                bitboard hit = piece_attacks((chess_kind)kind, color,
                                             bb_pop(&b), chess.occupied);
                while (hit != 0)
                    counts[bb_pop(&hit)]++;
            }
        return;
    }
    variant_position v;
    game_to_variant(pos, &v);
    variant_generator *g = variant_generator_new();
    if (g != NULL)
        variant_attack_counts(g, &v, &rules->variant, color, counts);
    else
        memset(counts, 0, sizeof(int) * BOARD_MAX_SQUARES);
    variant_generator_free(g);
}
