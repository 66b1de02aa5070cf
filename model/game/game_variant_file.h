/* Fairy-Stockfish's variant files (variants.ini): a section read into a
 * variant, and a variant written as a section that Fairy-Stockfish loads
 * and plays by the same rules. Text in, text out: the caller reads and
 * writes the file.
 *
 * Read: sections [name] and [name:parent] (the parent a built-in variant
 * or an earlier section; a section without one starts, as in
 * Fairy-Stockfish, from chess's rules with no pieces), comments (# or ;)
 * and blank lines, and the keys below; any other key is refused, never
 * ignored. Keys are applied in Fairy-Stockfish's order whatever their
 * order in the section, the last of a repeated key counting:
 *   maxRank maxFile, the piece keys (pawn knight bishop rook queen king
 *   fers alfil ... centaur, customPiece1..25 = l:BETZA; "= -" removes),
 *   promotionRank doubleStepRank castlingRookPiece (older names),
 *   startFen promotionRegionWhite promotionRegionBlack
 *   promotionPieceTypes promotionLimit mandatoryPawnPromotion doubleStep
 *   doubleStepRegionWhite doubleStepRegionBlack enPassantRegion castling
 *   castlingKingsideFile castlingQueensideFile castlingRookPieces
 *   immobilityIllegal countingRule (kept for the FEN's count, not
 *   played).
 * Pieces read get half_turn: black's moves are white's turned a half
 * turn, as Fairy-Stockfish has them. A refusal has its line in err; a
 * line longer than 1000 characters is refused. */
#ifndef BOARDEX_GAME_VARIANT_FILE_H
#define BOARDEX_GAME_VARIANT_FILE_H

#include <stddef.h>

#include "game_variant.h"

enum {
    GAME_VARIANT_FILE_MAX = 1024 * 1024, /* bytes */
    GAME_VARIANT_FILE_SECTIONS = 256,
    /* A section of the writer: keys, 20 pieces and a FEN. */
    GAME_VARIANT_INI_MAX = 4096 + GAME_FEN_MAX,
};

/* The section named wanted, or with wanted NULL the file's only one, read
 * from len bytes of text into *out. The start position is checked
 * against the variant's board and pieces too. */
bx_status game_variant_file_read(const char *text, size_t len,
                                 const char *wanted, game_variant *out,
                                 bx_error *err);

/* The names of the file's sections, in its order (at most
 * GAME_VARIANT_FILE_SECTIONS), each one game_variant_file_read can be
 * asked for: how many, or -1 with err when the file's lines are refused
 * (as game_variant_file_read refuses them). */
int game_variant_file_sections(
    const char *text, size_t len,
    char names[GAME_VARIANT_FILE_SECTIONS][GAME_VARIANT_NAME_MAX],
    bx_error *err);

/* variant as a section of a variants.ini, "[name]" to its last line. */
bx_status game_variant_ini(const game_variant *variant,
                           char out[GAME_VARIANT_INI_MAX], bx_error *err);

#endif
