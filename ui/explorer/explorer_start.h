/* Starting the explorer from the command line's options (explorer_start.c). */
#ifndef BOARDEX_EXPLORER_START_H
#define BOARDEX_EXPLORER_START_H

#include "explorer_state.h"

/* How the explorer starts (from the command line). */
typedef struct {
    board_size board;
    piece_spec piece;
    char piece_name[EXPLORER_PIECE_NAME_MAX]; /* "knight", or "custom" */
    const char *betza; /* the piece as given in Betza, or NULL */
    explorer_mode mode;
    chess_rules rules;      /* Position mode's rules (fide by default) */
    const game_variant *variant; /* ... or a built-in variant's, or NULL */
    /* ... or the variants of a variants.ini, every section in the file's
     * order (copied at the start, so they may be the caller's), starting
     * on file_variants[file_start]; file_variant_count 0 for none */
    const game_variant *file_variants;
    int file_variant_count;
    int file_start;
    const char *fen;        /* Position mode starts from it, or NULL */
    const char *board_file; /* ... or from this board or FEN file */
    const char *tour_file;  /* Tour mode starts with this tour, or NULL */
    /* Letters for Position mode, "A=BN" as --define gives them (checked
     * by the model before: no letter twice). */
    const char *defines[GAME_MAX_DEFINED];
    int define_count;
} explorer_options;

/* Options for a knight on 8x8 in Mobility mode. */
void explorer_default_options(explorer_options *options);

/* Sets up the state and computes the first tables. Fails, with a message,
 * when the options are inconsistent (a size beyond 26x26) or a file named
 * in them cannot be loaded. */
bx_status explorer_init(explorer_state *state, const explorer_options *options,
                        bx_error *err);

/* Frees a state made with malloc and explorer_init (failed or not): what
 * it compiled, then the state itself. */
void explorer_free(explorer_state *state);

#endif
