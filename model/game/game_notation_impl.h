/* Inside the door (model/game): what the SAN writer and reader share.
 * Not for other rooms. */
#ifndef BOARDEX_GAME_NOTATION_IMPL_H
#define BOARDEX_GAME_NOTATION_IMPL_H

#include "game.h"

/* The side to move's legal moves in a new array (*out, for free; never
 * NULL unless out of memory, when 0 is returned) and how many. */
int game_notation_moves(const game_rules *rules, const game_position *pos,
                        game_move **out);

/* The kind of the piece on sq, or -1 for an empty square or none. */
int game_notation_kind(const game_position *pos, int sq);

/* Whether move is castling: a king going two files on 8x8 under fide, or
 * two or more under a variant that castles. */
bool game_notation_castles(const game_rules *rules, const game_position *pos,
                           game_move move);

/* A square's name ("e4", "j10"), or "" off the board. */
void game_notation_square(board_size size, int sq,
                          char name[SQUARE_NAME_MAX]);

enum { GAME_NOTATION_TEXT_MAX = 24 /* longer than any move's text */ };

/* What the text says. -1 in a field: not said. */
typedef struct {
    enum { READ_SAN, READ_COORDINATES, READ_CASTLING } form;
    int kind;       /* SAN: the piece's kind */
    int from;       /* coordinates: the square left */
    int file, rank; /* SAN: the column and row of the square left */
    int to;
    int promotion;    /* chess_kind, or GAME_NO_PROMOTION */
    bool castle_long; /* castling: O-O-O */
    char why[64];     /* why the text is no move, or "" */
} game_reading;

/* What the text s (trimmed, without its +#!? marks) says: r, or false
 * with r->why when it says no move. */
bool game_notation_read(const game_rules *rules, board_size size,
                        const char *s, game_reading *r);

#endif
