/* Moves as people write them: Standard Algebraic Notation, written from
 * the door's own questions (game_moves for who else could go there,
 * game_move_apply, game_in_check and game_count for check and mate). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "game_notation_impl.h"
#include "game_rules_impl.h"
#include "game_variant.h"

int game_notation_moves(const game_rules *rules, const game_position *pos,
                        game_move **out)
{
    int n = game_moves(rules, pos, pos->to_move, -1, NULL, 0);
    *out = malloc(sizeof **out * (size_t)(n > 0 ? n : 1));
    if (*out == NULL)
        return 0;
    return game_moves(rules, pos, pos->to_move, -1, *out, n);
}

int game_notation_kind(const game_position *pos, int sq)
{
    if (sq < 0 || sq >= board_square_count(pos->size) ||
        pos->cells[sq] == VARIANT_EMPTY)
        return -1;
    return variant_cell_kind(pos->cells[sq]);
}

bool game_notation_castles(const game_rules *rules, const game_position *pos,
                           game_move move)
{
    const game_variant *variant = game_rules_variant(rules);
    if (variant != NULL) {
        /* A king steps one file; more is castling (capablanca's f1i1). */
        int width = pos->size.width;
        int files = move.to % width - move.from % width;
        return variant->castling &&
               game_notation_kind(pos, move.from) == CHESS_KING &&
               (files >= 2 || files <= -2);
    }
    if (game_rules_set(rules) != CHESS_RULES_FIDE ||
        pos->size.width != CHESS_SIDE || pos->size.height != CHESS_SIDE ||
        game_notation_kind(pos, move.from) != CHESS_KING)
        return false;
    int files = move.to % CHESS_SIDE - move.from % CHESS_SIDE;
    return files == 2 || files == -2;
}

void game_notation_square(board_size size, int sq, char name[SQUARE_NAME_MAX])
{
    name[0] = '\0';
    if (sq >= 0 && sq < board_square_count(size))
        square_to_fide(size, square_at(size, sq), name, NULL);
}

/* Whether a pawn's move changes file: a capture, en passant too. */
static bool takes(const game_position *pos, game_move move)
{
    if (pos->cells[move.to] != VARIANT_EMPTY)
        return true;
    return game_notation_kind(pos, move.from) == CHESS_PAWN &&
           move.from % pos->size.width != move.to % pos->size.width;
}

/* Which of the from square's file and rank the SAN must give (the PGN
 * rule: the file if it tells the other candidates apart, else the rank,
 * else both). A pawn's capture gives its file always. */
static void disambiguate(const game_rules *rules, const game_position *pos,
                         game_move move, bool *file, bool *rank)
{
    int width = pos->size.width;
    int kind = game_notation_kind(pos, move.from);
    game_move *list;
    int n = game_notation_moves(rules, pos, &list);
    bool other = false, same_file = false, same_rank = false;
    *file = kind == CHESS_PAWN && takes(pos, move);
    for (int i = 0; i < n; i++) {
        const game_move *m = &list[i];
        if (m->to != move.to || m->from == move.from ||
            game_notation_kind(pos, m->from) != kind)
            continue;
        bool on_file = m->from % width == move.from % width;
        bool on_rank = m->from / width == move.from / width;
        if (*file && !on_file)
            continue; /* the pawn's file tells it apart already */
        other = true;
        same_file |= on_file;
        same_rank |= on_rank;
    }
    free(list);
    *rank = false;
    if (!other)
        return;
    if (*file || same_file) {
        *rank = true;
        *file = *file || same_rank;
    } else {
        *file = true;
    }
}

/* "+" when the move checks the other side, "#" when it also leaves it
 * no legal move. */
static const char *check_mark(const game_rules *rules,
                              const game_position *pos, game_move move)
{
    game_position after;
    game_move_apply(rules, pos, move, &after);
    chess_color them = after.to_move;
    if (!game_in_check(rules, &after, them))
        return "";
    return game_count(rules, &after, them) == 0 ? "#" : "+";
}

void game_move_san(const game_rules *rules, const game_position *pos,
                   game_move move, char out[GAME_SAN_MAX])
{
    board_size size = pos->size;
    int kind = game_notation_kind(pos, move.from);
    out[0] = '\0';
    if (kind < 0 || move.to < 0 || move.to >= board_square_count(size))
        return;
    const char *mark = check_mark(rules, pos, move);
    if (game_notation_castles(rules, pos, move)) {
        snprintf(out, GAME_SAN_MAX, "%s%s",
                 move.to > move.from ? "O-O" : "O-O-O", mark);
        return;
    }
    char piece[2] = "", from[SQUARE_NAME_MAX], to[SQUARE_NAME_MAX];
    char promotion[3] = "";
    if (kind != CHESS_PAWN)
        piece[0] = game_letter(rules, variant_cell(CHESS_WHITE, kind),
                               LETTERS_FEN);
    bool file, rank;
    disambiguate(rules, pos, move, &file, &rank);
    game_notation_square(size, move.from, from);
    game_notation_square(size, move.to, to);
    /* The name is the file's letter, then the rank's digits. */
    const char *from_rank = from + 1;
    if (move.promotion >= 0 && move.promotion < CHESS_KINDS) {
        promotion[0] = '=';
        promotion[1] = chess_piece_letter(
            CHESS_WHITE, (chess_kind)move.promotion, LETTERS_FEN);
    }
    snprintf(out, GAME_SAN_MAX, "%s%.*s%s%s%s%s%s", piece, file ? 1 : 0, from,
             rank ? from_rank : "", takes(pos, move) ? "x" : "", to,
             promotion, mark);
}

void game_move_name(const game_rules *rules, const game_position *pos,
                    game_move move, char out[GAME_SAN_MAX])
{
    _Static_assert((int)GAME_MOVE_TEXT <= (int)GAME_SAN_MAX,
                   "a move's coordinates fit its name");
    if (rules->engine != NULL)
        game_move_san(rules, pos, move, out);
    else
        game_rules_move_text(rules, pos->size, move, out);
}
