/* The fast move generator: legal moves, move counts and perft under either
 * set of rules.
 *
 *  - seed: the ChessMoves rules of movegen.h (no castling, en passant or
 *    promotion); the engine gives the same moves as movegen.c.
 *  - fide: standard chess, with castling and en passant from the
 *    position's fields and promotion to queen, rook, bishop or knight.
 *
 * Moves are generated legal from check and pin masks, never made and taken
 * back; counting at the last ply adds up the sizes of target sets without
 * listing moves ("bulk counting"). Sliders use tables written at build time
 * (chess_tables.h): the engine is compiled twice, once indexing them with
 * magic multiplication and once with BMI2's PEXT, and chess_engine_best
 * picks one for the CPU it runs on. Both give the same answers; the tests
 * run both.
 *
 * Positions must hold position_check_rules (and, for fide, position_check_fide)
 * for the answers to mean much; nothing reads out of bounds whatever the
 * position. The side to move is pos->to_move. */
#ifndef BOARDEX_ENGINE_H
#define BOARDEX_ENGINE_H

#include <stdbool.h>
#include <stdint.h>

#include "chess_rules.h"
#include "position.h"

/* A move: the piece that moves, and what a pawn becomes (CHESS_PAWN when
 * it is no promotion). Castling is the king's two-square move, en passant
 * the pawn's move to the en-passant square. */
typedef struct {
    uint8_t from, to;
    uint8_t piece;     /* chess_kind */
    uint8_t promotion; /* chess_kind; CHESS_PAWN for none */
} chess_move;

/* More than any position can have: a destination is reached by at most 16
 * pieces (the nearest in each of 8 directions and 8 knights), so 64 * 16
 * (from, to) pairs, plus 3 more moves for each of the at most 24 pawn
 * moves onto the last rank. */
enum { CHESS_MOVES_MAX = 64 * 16 + 3 * 24, CHESS_MOVE_TEXT = 6 };

typedef struct {
    const char *name; /* "pext" or "magic" */
    /* How many legal moves the side to move has. */
    int (*count)(const position *pos, chess_rules rules);
    /* Writes them to moves (room for CHESS_MOVES_MAX), returns how many. */
    int (*generate)(const position *pos, chess_rules rules,
                    chess_move *moves);
    /* Whether color's one king is attacked (position_in_check, faster). */
    bool (*in_check)(const position *pos, chess_color color);
    /* The leaf nodes of the game tree depth plies deep (1 at depth 0). */
    uint64_t (*perft)(const position *pos, chess_rules rules, int depth);
} chess_engine;

/* PEXT when the CPU has BMI2, else magic. */
const chess_engine *chess_engine_best(void);
/* Magic multiplication: any 64-bit CPU. */
const chess_engine *chess_engine_portable(void);
/* PEXT, or NULL when this CPU (or this build) has no BMI2. */
const chess_engine *chess_engine_pext(void);

/* pos with color to move: pos itself when it already is, else the same
 * board with no en-passant square (the right belongs to the side to move,
 * so the other side never has it). */
void chess_position_for(const position *pos, chess_color color,
                        position *out);

/* color's number of legal moves as if it were color's turn, or -1 when the
 * other colour is in check (as movegen_count). */
int chess_count(const chess_engine *engine, const position *pos,
                chess_rules rules, chess_color color);

/* color's legal moves as if it were color's turn, whether or not the other
 * colour is in check; returns how many it wrote (room for
 * CHESS_MOVES_MAX). */
int chess_generate(const chess_engine *engine, const position *pos,
                   chess_rules rules, chess_color color, chess_move *moves);

/* The position after move, which must be one the engine generated for
 * pos: pieces, side to move, castling rights, en-passant square, clocks. */
void chess_move_apply(const position *pos, chess_move move, position *out);

/* "e2e4", "e7e8q": UCI's long algebraic form, as every engine writes it. */
void chess_move_text(chess_move move, char out[CHESS_MOVE_TEXT]);

#endif
