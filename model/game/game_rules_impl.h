/* Inside the door (model/game): what a game_rules handle holds, and the
 * conversions between the door's position and each generator's. Not for
 * other rooms. */
#ifndef BOARDEX_GAME_RULES_IMPL_H
#define BOARDEX_GAME_RULES_IMPL_H

#include "engine.h"
#include "game.h"
#include "game_variant.h"
#include "perft_table.h"
#include "variant.h"
#include "variant_movegen.h"

struct game_rules {
    chess_rules set;
    /* The chess engine answers: the six chess pieces on 8x8. Otherwise the
     * variant generator, over `variant`. */
    const chess_engine *engine;
    char *betza[GAME_MAX_DEFINED]; /* as given, for names and legends */
    variant_rules variant; /* the letters compiled, at the size */
    /* The variant played (castling, en passant, promotion by its data):
     * &played, or NULL under seed or fide rules. */
    const game_variant *full;
    game_variant played;
};

/* Whether the game under a variant's rules is over before side (to
 * move) plays, by a rule that leaves it no move (game_full_end.c: the
 * bare king). */
bool game_full_over(const game_rules *rules, const game_position *pos,
                    chess_color side);

/* Under a variant's rules (game_full.c): side's legal moves as
 * game_moves gives them, worked out in g, and a move made. */
int game_full_moves(variant_generator *g, const game_rules *rules,
                    const game_position *pos, chess_color color, int from,
                    game_move *out, int max);
void game_full_apply(const game_rules *rules, const game_position *pos,
                     game_move move, game_position *out);
/* game_full_apply copying only the board's squares: out must hold a
 * position of pos's size already, its squares past the board empty (as
 * perft's child, reused from one move to the next). */
void game_full_apply_board(const game_rules *rules, const game_position *pos,
                           game_move move, game_position *out);

/* For the bulk count of the last ply (game_full_perft.c): the pawn rules
 * of color as the variant generator counts them (double steps, each
 * row's promotions, the promotion limit counted on pos), and the side to
 * move's moves that count leaves out, en passant and castling, as
 * game_full_moves writes them (the first max to out; how many). */
void game_full_pawn_rules(const game_rules *rules, const game_position *pos,
                          chess_color color, variant_pawn_rules *out);
int game_full_special_moves(const game_rules *rules, const game_position *pos,
                            game_move *out, int max);
/* The squares of the side to move's pawns that stand to take en passant
 * (legal or not): how many (0 to 2), into from. */
int game_full_en_passant_takers(const game_rules *rules,
                                const game_position *pos, int from[2]);

/* Perft under a variant's rules: the last ply counted in bulk; with a
 * memory (not NULL) of the rules' counts, subtrees counted before are
 * looked up. */
uint64_t game_full_perft(const game_rules *rules, const game_position *pos,
                         int depth, chess_perft_table *memory);

/* A variant's FEN read into out, which game_position_clear has cleared
 * (its castling, en passant and clocks too), and written
 * (game_full_text.c). */
bx_status game_full_from_fen(const game_rules *rules, const char *fen,
                             game_position *out, bx_error *err);
void game_full_to_fen(const game_rules *rules, const game_position *pos,
                      char out[GAME_FEN_MAX]);

/* The door's position as the chess engine's (8x8, chess kinds only). */
void game_to_chess(const game_position *pos, chess_position *out);
void game_from_chess(const chess_position *pos, game_position *out);

/* The door's position as the variant generator's. */
void game_to_variant(const game_position *pos, variant_position *out);

#endif
