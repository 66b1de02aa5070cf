/* Starting the explorer: the default options and the first state, with
 * the FEN, board file or tour file the command line named. */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

#include "explorer_help.h"
#include "explorer_load.h"
#include "explorer_start.h"
#include "explorer_undo.h"

void explorer_default_options(explorer_options *options)
{
    memset(options, 0, sizeof *options);
    options->board = board_standard();
    piece_from_name("knight", &options->piece, NULL);
    snprintf(options->piece_name, sizeof options->piece_name, "knight");
    options->mode = MODE_MOBILITY;
    options->rules = CHESS_RULES_FIDE;
}

bx_status explorer_init(explorer_state *state, const explorer_options *options,
                        bx_error *err)
{
    /* Everything but the undo ring, which is written before it is read
     * (explorer_history_clear empties it): the ring is 2.9 MB, which
     * zeroing would touch on every start, before the terminal is even
     * known to be there. */
    size_t ring = offsetof(explorer_state, history) +
                  offsetof(explorer_history, steps);
    size_t after = ring + sizeof state->history.steps;
    memset(state, 0, ring);
    memset((char *)state + after, 0, sizeof *state - after);
    state->work.position.compiled = &state->compiled;
    if (!board_size_valid(options->board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    /* The help is made from the key table, which the actions cannot see
     * without a circle: they read its length in screen rows from here
     * (one a line until the front end measures it at the screen width). */
    state->help_rows = help_line_count();
    state->page_lines = 10;
    explorer_history_clear(state);
    state->work.mode = options->mode;
    state->work.board = options->board;
    /* Start where pieces show off: the middle of the board (d4 on 8x8). */
    state->work.cursor =
        (square){options->board.height / 2, (options->board.width - 1) / 2};
    state->work.piece = options->piece;
    snprintf(state->work.piece_name, sizeof state->work.piece_name, "%s",
             options->piece_name);
    state->work.position.rules = options->rules;
    const piece_preset_info *preset = piece_preset_named(options->piece_name);
    if (options->betza != NULL)
        explorer_set_betza_text(state, options->betza);
    else if (preset != NULL)
        explorer_set_betza_text(state, preset->betza);
    /* Compare starts against the bishop: knight 336 vs bishop 560. */
    piece_from_name("bishop", &state->work.second, NULL);
    snprintf(state->work.second_name, sizeof state->work.second_name,
             "bishop");
    snprintf(state->work.second_betza, sizeof state->work.second_betza, "B");
    bx_status status = BX_OK;
    state->work.position.pos.size = options->board; /* checked above */
    for (int i = 0; i < options->define_count && status == BX_OK; i++) {
        const char *text = options->defines[i];
        bool again;
        status = text[0] != '\0' && text[1] == '='
                     ? explorer_position_define(&state->work.position, text[0],
                                                text + 2, &again, err)
                     : bx_fail(err, BX_INVALID, "expected LETTER=BETZA");
    }
    if (status != BX_OK)
        return status;
    /* The initial position on 8x8; on another board, an empty one. */
    if (options->board.width == CHESS_SIDE &&
        options->board.height == CHESS_SIDE)
        explorer_position_initial(&state->work.position);
    else
        explorer_position_clear(&state->work.position);
    int files = options->file_variant_count, first = options->file_start;
    if (files < 0 || files > GAME_VARIANT_FILE_SECTIONS ||
        (files > 0 && (first < 0 || first >= files)))
        return bx_fail(err, BX_INVALID, "no such variant of the file");
    for (int i = 0; i < files; i++)
        state->file_variants[i] = options->file_variants[i];
    state->work.position.file_variants = state->file_variants;
    state->work.position.file_variant_count = files;
    const game_variant *variant =
        files > 0 ? &state->file_variants[first] : options->variant;
    if (variant != NULL)
        status = explorer_position_set_variant(&state->work.position,
                                               variant, err);
    if (status != BX_OK)
        return status;
    explorer_tour_clear(&state->work.tour);
    game_paste_source source;
    /* --fen takes a lichess or chess.com URL or a PGN tag too. */
    if (options->fen != NULL)
        status = explorer_position_from_fen_paste(&state->work.position,
                                                  options->fen, &source, err);
    else if (options->board_file != NULL)
        status = explorer_load_position_file(state, options->board_file, err);
    if (status == BX_OK) /* computes the mobility table */
        status = explorer_set_board(state, options->board, err);
    if (status == BX_OK && options->tour_file != NULL)
        status = explorer_load_tour_file(state, options->tour_file, err);
    if (status != BX_OK)
        return status;
    explorer_set_mode(state, options->mode); /* the cursor on its board */
    explorer_history_saved(state, WORK_ALL); /* the start loses nothing */
    return BX_OK;
}

void explorer_free(explorer_state *state)
{
    if (state == NULL)
        return;
    explorer_compiled_free(&state->compiled);
    free(state->recovery_text);
    free(state);
}
