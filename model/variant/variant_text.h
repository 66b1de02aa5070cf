/* Variant positions as text: FEN with H ranks of W squares and empty runs
 * of any length ("10", "26"), as Fairy-Stockfish writes them, and the
 * board form with H lines of W characters. Letters are the rules': FEN
 * upper case white, the board form upper case black, as for chess
 * (position_text.h). Every reader checks variant_check_rules. */
#ifndef BOARDEX_VARIANT_TEXT_H
#define BOARDEX_VARIANT_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "status.h"
#include "variant.h"

enum {
    /* 676 squares, 25 slashes, " w - - 0 1" and '\0'. */
    VARIANT_FEN_MAX = BOARD_MAX_SQUARES + 40,
    /* 26 lines of 26 characters and a newline, and '\0'. */
    VARIANT_BOARD_MAX = BOARD_MAX_SIDE * (BOARD_MAX_SIDE + 1) + 1,
};

/* row_count rows of the board form. */
bx_status variant_from_rows(const char *const rows[], int row_count,
                            const variant_rules *rules, variant_position *out,
                            bx_error *err);

/* The board form as one text of len bytes: H lines, an optional final
 * newline, "\r\n" accepted; a bad row's message has its line. */
bx_status variant_from_board_text(const char *text, size_t len,
                                  const variant_rules *rules,
                                  variant_position *out, bx_error *err);

/* A FEN: the placement, then optionally the side (w or b), castling, en
 * passant and the clocks, checked for form and otherwise ignored. */
bx_status variant_from_fen(const char *fen, const variant_rules *rules,
                           variant_position *out, bx_error *err);

/* A variant's FEN as Fairy-Stockfish writes it (src/position.cpp,
 * Position::set): variant_from_fen where a '~' may follow a piece letter,
 * its mark of a promoted piece (read and dropped: without drops a promoted
 * piece moves as any other), and under a counting rule the en passant
 * field may also be a whole number of at most six digits, the count's
 * limit. */
bx_status variant_from_fen_fsf(const char *fen, const variant_rules *rules,
                               bool counting, variant_position *out,
                               bx_error *err);

void variant_to_fen(const variant_position *pos, const variant_rules *rules,
                    char out[VARIANT_FEN_MAX]);

void variant_to_board(const variant_position *pos, const variant_rules *rules,
                      char out[VARIANT_BOARD_MAX]);

#endif
