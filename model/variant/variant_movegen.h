/* Legal moves in a variant position (variant.h), under the ChessMoves rules
 * generalised: a king (at most one a colour) may not be left attacked;
 * pawns step forward, capture diagonally forward and step twice from
 * their own second rank over two empty squares, without promotion,
 * castling or en passant; a defined piece moves as its Betza says.
 *
 * Every move is generated pseudo-legally and, when it could matter, made
 * and the king tested. Only the enemy pieces that could reach the king
 * with nothing in the way can ever attack it, and of those only the ones
 * one move can turn on it are watched: a move touching none of the
 * squares on their paths (or a lame leap's blocking square) is legal
 * unless the king is in check, and in check a move touching neither the
 * checker nor its path is not. The position must be the rules' size (one
 * of another size is read as if it had it).
 *
 * The counts on boards of at most 128 squares come from the bitboard
 * counter (variant_bb_count.h), which decides the same way; the lists,
 * the checks and larger boards from the padded mailbox. */
#ifndef BOARDEX_VARIANT_MOVEGEN_H
#define BOARDEX_VARIANT_MOVEGEN_H

#include <stdbool.h>

#include "status.h"
#include "variant.h"
#include "variant_pawns.h"

typedef struct {
    short from, to; /* square_index of the position's size */
} variant_move;

/* What the generator works in: the position copied into a padded
 * mailbox, the squares a piece reaches and what each king sees. Sized
 * for the largest board, about 60 KB: too much for a stack frame that a
 * small stack (a thread's) must hold. A caller that asks often (perft)
 * makes one and hands it to every call; it holds nothing from one call
 * to the next. NULL when out of memory. */
typedef struct variant_generator variant_generator;
variant_generator *variant_generator_new(void);
void variant_generator_free(variant_generator *g);

/* Whether a piece of color by attacks square sq (pinned or not; hoppers
 * over any piece). */
bool variant_attacked(const variant_position *pos, const variant_rules *rules,
                      int sq, chess_color by);

/* variant_attacked for each of count squares (into out), the position
 * read once. */
void variant_attacked_squares(const variant_position *pos,
                              const variant_rules *rules,
                              const short *squares, int count,
                              chess_color by, bool *out);

/* The square of color's king, or -1 when it has none or several. */
int variant_king(const variant_position *pos, chess_color color);

/* Whether color's king is attacked (false without a single king). */
bool variant_in_check(const variant_position *pos, const variant_rules *rules,
                      chess_color color);

/* The ChessMoves answer: color's number of legal moves, or -1 when the
 * other colour is already attacked. */
int variant_count(variant_generator *g, const variant_position *pos,
                  const variant_rules *rules, chess_color color);

/* Both colours' variant_count, counts[CHESS_WHITE] and [CHESS_BLACK], at
 * once: the position is read and each king's lines looked at once. */
void variant_count_both(variant_generator *g, const variant_position *pos,
                        const variant_rules *rules, int counts[CHESS_COLORS]);

/* color's number of legal moves with the pawns under pawn rules (no en
 * passant or castling, which the caller adds), whether or not the other
 * colour is in check, as variant_legal lists them: true with *count set;
 * false,
 * untouched, where only the bitboards count this way and cannot take the
 * position (a board of more than 128 squares, pieces their tables cannot
 * hold). */
bool variant_count_pawns(const variant_position *pos,
                         const variant_rules *rules, chess_color color,
                         const variant_pawn_rules *pawns, int *count);

/* color's legal moves (of the piece on from only, unless from is -1),
 * whether or not the other side is in check: how many there are, of which
 * the first max are written to out (out may be NULL when max is 0). */
int variant_legal(variant_generator *g, const variant_position *pos,
                  const variant_rules *rules, chess_color color, int from,
                  variant_move *out, int max);

/* Whether the rules are defined for the position: at most one king a
 * colour, no pawn on its own first rank, not both kings attacked. */
bx_status variant_check_rules(const variant_position *pos,
                              const variant_rules *rules, bx_error *err);

/* The pieces of by that attack the other colour's one king: how many,
 * their squares written to out. None without a single king. */
int variant_checkers(const variant_position *pos, const variant_rules *rules,
                     chess_color by, short out[BOARD_MAX_SQUARES]);

/* For each square, how many pieces of color attack it. */
void variant_attack_counts(variant_generator *g, const variant_position *pos,
                           const variant_rules *rules, chess_color color,
                           int counts[BOARD_MAX_SQUARES]);

#endif
