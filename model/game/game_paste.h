/* What people paste where a FEN is asked for: a lichess analysis or
 * editor URL (the FEN in its path, '_' for blanks), a URL with a fen=
 * parameter (chess.com's analysis board), PGN text with a [FEN "..."]
 * tag anywhere in it, or a FEN with extra blanks. Pure text to text: the
 * FEN found and where it came from; reading the FEN is the door's job
 * (game_position_from_fen). */
#ifndef BOARDEX_GAME_PASTE_H
#define BOARDEX_GAME_PASTE_H

#include "game.h"

typedef enum {
    GAME_PASTE_TEXT,     /* the text itself, its blanks tidied */
    GAME_PASTE_LICHESS,  /* lichess.org/analysis/... or /editor/... */
    GAME_PASTE_CHESSCOM, /* chess.com/...?fen=... */
    GAME_PASTE_URL,      /* another URL's fen= parameter */
    GAME_PASTE_PGN,      /* a PGN [FEN "..."] tag */
} game_paste_source;

/* The FEN in text, in out (at most GAME_FEN_MAX - 1 bytes, blanks
 * collapsed to one space and trimmed), and its source. Refused with "no
 * FEN found ..." when the text is blank, a URL carries none, or PGN has
 * no FEN tag (*source then says which), and when what was found is
 * longer than any FEN. */
bx_status game_paste_fen(const char *text, char out[GAME_FEN_MAX],
                         game_paste_source *source, bx_error *err);

/* "a lichess URL", "a chess.com URL", "a URL's fen= parameter", "a PGN
 * [FEN] tag", "the text". */
const char *game_paste_source_name(game_paste_source source);

#endif
