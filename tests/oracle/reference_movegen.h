/* The reference generator, an oracle for the tests: legal moves under the
 * ChessMoves rules, written apart from the engine the product uses (no
 * tables, no bulk counting), so that the two can be held against each
 * other and against the naive make-every-move generator.
 *
 * No castling, no en passant, no promotion (a pawn on the far edge has no
 * moves), a double pawn step from the start row over two empty squares, and
 * no move may leave the mover's own king attacked. A piece gives check even
 * when it is pinned. A colour without a king has no check rules.
 *
 * Generation is legal from the start rather than "try and take back": the
 * king may go only where the enemy does not attack with the king lifted off
 * the board (so it cannot step back along a checking slider's line); in
 * check other pieces must capture the checker or block its line (the check
 * mask); a pinned piece stays on the line through its king and the pinner.
 * Positions must hold position_check_rules for the answers to mean much,
 * but nothing here reads out of bounds whatever the position. */
#ifndef BOARDEX_REFERENCE_MOVEGEN_H
#define BOARDEX_REFERENCE_MOVEGEN_H

#include <stdbool.h>

#include "bitboard.h"
#include "position.h"
#include "position_rules.h"

/* The legal destinations of the piece on each square (empty for squares
 * without a piece of the side), and how many moves that makes. */
typedef struct {
    bitboard targets[BB_SQUARES];
    int count;
} move_targets;

/* What constrains color's moves: the enemy pieces giving check, color's
 * pieces pinned to its king, and the squares the king may not enter. */
typedef struct {
    int king;         /* square, or -1 without a (single) king */
    bitboard checkers;
    bitboard pinned;
    bitboard check_mask; /* where a non-king move must land */
    bitboard danger;     /* attacked with the king lifted off the board */
} move_constraints;

/* The ChessMoves answer for color: its number of legal moves, or -1 when
 * the other colour is already in check; the moves reference_legal lists. */
int reference_count(const chess_position *pos, chess_color color);

/* All legal moves of color, whether or not the other side is in check. */
void reference_legal(const chess_position *pos, chess_color color,
                   move_targets *out);

/* The legal destinations of the piece on sq (its own colour's rules); empty
 * for an empty square. */
bitboard reference_square(const chess_position *pos, int sq);

void reference_constraints(const chess_position *pos, chess_color color,
                         move_constraints *out);

/* For each square, how many pieces of color attack it (pinned or not, as
 * check is defined). */
void reference_attack_counts(const chess_position *pos, chess_color color,
                           int counts[BB_SQUARES]);

#endif
