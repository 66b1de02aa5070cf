/* The key a perft memory files a variant's position under (the chess
 * engine keys its own: model/chess/perft_table.h). Internal to the door. */
#ifndef BOARDEX_GAME_PERFT_KEY_H
#define BOARDEX_GAME_PERFT_KEY_H

#include <stdint.h>

/* A Zobrist key of what a count under a variant's rules depends on: each
 * of the squares' cells (variant_cell() or 0), the side to move, the
 * castling rights and the en-passant square (-1: none). The clocks and a
 * running count are left out: no move depends on them. One memory
 * serves one rule set, so the rules are not in the key either. */
uint64_t game_perft_key(const unsigned char *cells, int squares,
                        int to_move, unsigned castling, int en_passant);

#endif
