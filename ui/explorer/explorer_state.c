/* The explorer's state: setting it up and the changes every mode shares. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_file.h"
#include "explorer_state.h"

static const board_size SIZE_CYCLE[EXPLORER_SIZE_CYCLE] = {
    {8, 8}, {5, 5}, {6, 6}, {10, 8}, {10, 10}, {12, 12}};

board_size explorer_size_at(int index)
{
    if (index < 0 || index >= EXPLORER_SIZE_CYCLE)
        index = 0;
    return SIZE_CYCLE[index];
}

const char *explorer_mode_name(explorer_mode mode)
{
    static const char *const NAMES[MODE_COUNT] = {"Mobility", "Position",
                                                  "Tour"};
    return mode >= 0 && mode < MODE_COUNT ? NAMES[mode] : "?";
}

void explorer_default_options(explorer_options *options)
{
    memset(options, 0, sizeof *options);
    options->board = board_standard();
    piece_from_name("knight", &options->piece, NULL);
    snprintf(options->piece_name, sizeof options->piece_name, "knight");
    options->mode = MODE_MOBILITY;
}

static void set_message(explorer_state *state, const char *text, bool error)
{
    snprintf(state->message, sizeof state->message, "%s", text);
    state->message_is_error = error;
}

void explorer_say(explorer_state *state, const char *text)
{
    set_message(state, text, false);
}

void explorer_error(explorer_state *state, const char *text)
{
    set_message(state, text, true);
}

board_size explorer_board(const explorer_state *state)
{
    return state->mode == MODE_POSITION ? board_standard() : state->board;
}

void explorer_refresh_cursor(explorer_state *state)
{
    square_set_clear(&state->reach);
    if (state->mode == MODE_MOBILITY || state->mode == MODE_TOUR) {
        piece_reach(state->board, &state->piece, state->cursor, &state->reach,
                    NULL);
    } else if (state->mode == MODE_POSITION) {
        bitboard targets = explorer_position_targets(
            &state->position, chess_square_from_board(state->cursor));
        while (targets != 0)
            square_set_add(&state->reach,
                           square_index(board_standard(),
                                        chess_square_to_board(
                                            bb_pop(&targets))));
    }
}

/* Keeps the cursor on the current mode's board. */
static void clamp_cursor(explorer_state *state)
{
    board_size board = explorer_board(state);
    if (state->cursor.row >= board.height)
        state->cursor.row = board.height - 1;
    if (state->cursor.col >= board.width)
        state->cursor.col = board.width - 1;
}

/* Recomputes everything drawn from the piece and the board. */
static bx_status recompute(explorer_state *state, bx_error *err)
{
    bx_status status =
        mobility_compute(state->board, &state->piece, &state->mobility, err);
    if (status == BX_OK)
        explorer_refresh_cursor(state);
    return status;
}

bx_status explorer_init(explorer_state *state, const explorer_options *options,
                        bx_error *err)
{
    memset(state, 0, sizeof *state);
    if (!board_size_valid(options->board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    state->mode = options->mode;
    state->board = options->board;
    /* Start where pieces show off: the middle of the board (d4 on 8x8). */
    state->cursor = (square){options->board.height / 2,
                             (options->board.width - 1) / 2};
    state->piece = options->piece;
    snprintf(state->piece_name, sizeof state->piece_name, "%s",
             options->piece_name);
    explorer_position_initial(&state->position);
    explorer_tour_clear(&state->tour);
    bx_status status = BX_OK;
    if (options->fen != NULL)
        status = explorer_position_from_fen(&state->position, options->fen,
                                            err);
    else if (options->board_file != NULL)
        status = explorer_load_position_file(state, options->board_file, err);
    if (status == BX_OK)
        status = recompute(state, err);
    if (status == BX_OK && options->tour_file != NULL)
        status = explorer_load_tour_file(state, options->tour_file, err);
    if (status != BX_OK)
        return status;
    clamp_cursor(state);
    explorer_refresh_cursor(state);
    return BX_OK;
}

void explorer_move_cursor(explorer_state *state, int dr, int dc)
{
    board_size board = explorer_board(state);
    square next = {state->cursor.row + dr, state->cursor.col + dc};
    if (next.row < 0)
        next.row = 0;
    if (next.row >= board.height)
        next.row = board.height - 1;
    if (next.col < 0)
        next.col = 0;
    if (next.col >= board.width)
        next.col = board.width - 1;
    state->cursor = next;
    explorer_refresh_cursor(state);
}

void explorer_click(explorer_state *state, square sq)
{
    if ((state->focus != FOCUS_BOARD && state->focus != FOCUS_PLACING) ||
        !square_on_board(explorer_board(state), sq))
        return;
    state->cursor = sq;
    explorer_refresh_cursor(state);
}

void explorer_set_mode(explorer_state *state, explorer_mode mode)
{
    if (mode < 0 || mode >= MODE_COUNT)
        return;
    state->mode = mode;
    clamp_cursor(state);
    explorer_refresh_cursor(state);
}

bx_status explorer_set_piece(explorer_state *state, const piece_spec *piece,
                             const char *name, bx_error *err)
{
    explorer_state before = *state;
    state->piece = *piece;
    snprintf(state->piece_name, sizeof state->piece_name, "%s", name);
    bx_status status = recompute(state, err);
    if (status != BX_OK)
        *state = before; /* an error changes nothing else */
    else
        explorer_tour_recheck(&state->tour, &state->piece);
    return status;
}

bx_status explorer_set_board(explorer_state *state, board_size board,
                             bx_error *err)
{
    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    state->board = board;
    /* A tour of another size no longer fits the board. */
    if (state->tour.loaded && (state->tour.grid.board.width != board.width ||
                               state->tour.grid.board.height != board.height))
        explorer_tour_clear(&state->tour);
    clamp_cursor(state);
    return recompute(state, err);
}

void explorer_open_prompt(explorer_state *state, prompt_kind kind,
                          const char *text)
{
    state->focus = FOCUS_PROMPT;
    state->prompt = kind;
    line_edit_set(&state->line, text);
}

void explorer_close_prompt(explorer_state *state)
{
    state->focus = FOCUS_BOARD;
}

bx_status explorer_load_position_file(explorer_state *state, const char *path,
                                      bx_error *err)
{
    char *text;
    size_t len;
    char name[64];
    bx_error why;
    bx_status status = explorer_read_file(path, &text, &len, err);
    if (status != BX_OK)
        return status;
    status = explorer_position_from_text(&state->position, text, len, &why);
    free(text);
    if (status != BX_OK) {
        bx_quote(name, sizeof name, path, 48);
        return bx_fail(err, status, "%s: %s", name, why.message);
    }
    explorer_refresh_cursor(state);
    return BX_OK;
}
