/* The fast move generator: legal moves, move counts and perft under either
 * set of rules.
 *
 *  - seed: the ChessMoves rules (no castling, en passant or promotion);
 *    the tests hold it against a reference generator and a naive one.
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

#include "chess_move.h"
#include "chess_rules.h"
#include "perft_table.h"
#include "position.h"

typedef struct {
    const char *name; /* "pext" or "magic" */
    /* How many legal moves the side to move has. */
    int (*count)(const chess_position *pos, chess_rules rules);
    /* Writes them to moves (room for CHESS_MOVES_MAX), returns how many. */
    int (*generate)(const chess_position *pos, chess_rules rules,
                    chess_move *moves);
    /* Whether color's one king is attacked (position_in_check, faster). */
    bool (*in_check)(const chess_position *pos, chess_color color);
    /* The leaf nodes of the game tree depth plies deep (1 at depth 0). */
    uint64_t (*perft)(const chess_position *pos, chess_rules rules, int depth);
    /* The same, remembering subtrees in table (perft_table.h), which
     * threads may share. */
    uint64_t (*perft_hashed)(const chess_position *pos, chess_rules rules,
                             int depth, chess_perft_table *table);
} chess_engine;

/* PEXT when the CPU has BMI2 and runs PEXT fast, else magic. */
const chess_engine *chess_engine_best(void);
/* Magic multiplication: any 64-bit CPU. */
const chess_engine *chess_engine_portable(void);
/* PEXT, or NULL when this CPU (or this build) has no BMI2. */
const chess_engine *chess_engine_pext(void);

/* An x86 CPU as CPUID names it: whether AMD made it (or Hygon, on AMD's
 * design), and its family with the extended family added. */
typedef struct {
    bool amd;
    unsigned family;
} chess_cpu;

/* Whether cpu runs PEXT in a few cycles. AMD's families before Zen 3
 * (0x19) have BMI2 but run PEXT in microcode, tens to hundreds of cycles
 * as the mask's bits grow, and there magic multiplication is faster. */
bool chess_cpu_pext_fast(chess_cpu cpu);

/* pos with color to move: pos itself when it already is, else the same
 * board with no en-passant square (the right belongs to the side to move,
 * so the other side never has it). */
void chess_position_for(const chess_position *pos, chess_color color,
                        chess_position *out);

/* color's number of legal moves as if it were color's turn, or -1 when the
 * other colour is in check (the ChessMoves answer). */
int chess_count(const chess_engine *engine, const chess_position *pos,
                chess_rules rules, chess_color color);

/* color's legal moves as if it were color's turn, whether or not the other
 * colour is in check; returns how many it wrote (room for
 * CHESS_MOVES_MAX). */
int chess_generate(const chess_engine *engine, const chess_position *pos,
                   chess_rules rules, chess_color color, chess_move *moves);

/* The engine's two builds; chess_engine_best and chess_engine_pext say
 * which this CPU can run. */
extern const chess_engine chess_engine_magic_variant;
#if defined(__x86_64__) && defined(__GNUC__)
extern const chess_engine chess_engine_pext_variant; /* needs BMI2 */
#endif

#endif
