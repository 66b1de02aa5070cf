/* The explorer's state: setting it up and the changes every mode shares. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void set_message(explorer_state *state, const char *text, bool error)
{
    snprintf(state->message, sizeof state->message, "%s", text);
    state->message_is_error = error;
    state->message_at = 0;
}

void explorer_say(explorer_state *state, const char *text)
{
    set_message(state, text, false);
}

void explorer_error(explorer_state *state, const char *text)
{
    set_message(state, text, true);
}

void explorer_error_at(explorer_state *state, const char *text, int at)
{
    set_message(state, text, true);
    state->message_at = at > 0 ? at : 0;
}

void explorer_set_betza_text(explorer_state *state, const char *betza)
{
    size_t room = sizeof state->work.piece_betza;
    if (strlen(betza) < room)
        snprintf(state->work.piece_betza, room, "%s", betza);
    else
        snprintf(state->work.piece_betza, room, "%.*s...", (int)room - 4,
                 betza);
}


board_size explorer_board(const explorer_state *state)
{
    if (state->work.mode == MODE_POSITION)
        return state->work.position.pos.size;
    /* A loaded tour keeps its own board whatever Mobility mode's is. */
    if (state->work.mode == MODE_TOUR && state->work.tour.loaded)
        return state->work.tour.grid.board;
    return state->work.board;
}

void explorer_refresh_cursor(explorer_state *state)
{
    square_set_clear(&state->reach);
    if (state->work.mode == MODE_MOBILITY || state->work.mode == MODE_TOUR) {
        /* Blockers stand in Mobility mode only: a tour is on an empty
         * board. */
        const square_set *blockers =
            state->work.mode == MODE_MOBILITY ? &state->work.blockers : NULL;
        piece_targets_among(explorer_board(state), &state->work.piece,
                            blockers, state->work.cursor, &state->targets,
                            NULL);
        piece_targets_reach(&state->targets, &state->reach);
        /* The distance lens measures from the cursor square. */
        distance_compute_among(explorer_board(state), &state->work.piece,
                               blockers, state->work.cursor,
                               &state->distance, NULL);
        if (state->work.mode == MODE_TOUR && state->onward_shown) {
            square_set visited;
            explorer_tour_visited(&state->work.tour, &visited);
            tour_onward_counts(explorer_board(state), &state->work.piece,
                               &visited, state->onward);
        }
    } else if (state->work.mode == MODE_POSITION) {
        /* While a piece is picked, its targets stay marked wherever the
         * cursor goes. */
        bool moving = state->focus == FOCUS_MOVING ||
                      (state->focus == FOCUS_PROMPT &&
                       state->prompt == PROMPT_PROMOTION);
        explorer_position_targets(
            &state->work.position,
            moving ? state->picked
                   : square_index(state->work.position.pos.size,
                                  state->work.cursor),
            &state->reach);
        explorer_placement_refresh(state);
    }
}

/* Keeps the cursor on the current mode's board. */
static void clamp_cursor(explorer_state *state)
{
    board_size board = explorer_board(state);
    if (state->work.cursor.row >= board.height)
        state->work.cursor.row = board.height - 1;
    if (state->work.cursor.col >= board.width)
        state->work.cursor.col = board.width - 1;
}

void explorer_keep_cursor_on_board(explorer_state *state)
{
    square before = state->work.cursor;
    clamp_cursor(state);
    if (before.row != state->work.cursor.row ||
        before.col != state->work.cursor.col)
        explorer_refresh_cursor(state);
}

bx_status explorer_recompute(explorer_state *state, bx_error *err)
{
    bx_status status = mobility_compute_among(
        state->work.board, &state->work.piece, &state->work.blockers,
        &state->mobility, err);
    if (status == BX_OK)
        status = mobility_compute_among(
            state->work.board, &state->work.second, &state->work.blockers,
            &state->second_mobility, err);
    if (status == BX_OK)
        explorer_refresh_cursor(state);
    return status;
}

void explorer_move_cursor(explorer_state *state, int dr, int dc)
{
    board_size board = explorer_board(state);
    square next = {state->work.cursor.row + dr, state->work.cursor.col + dc};
    if (next.row < 0)
        next.row = 0;
    if (next.row >= board.height)
        next.row = board.height - 1;
    if (next.col < 0)
        next.col = 0;
    if (next.col >= board.width)
        next.col = board.width - 1;
    state->work.cursor = next;
    explorer_refresh_cursor(state);
}

void explorer_set_mode(explorer_state *state, explorer_mode mode)
{
    if (mode < 0 || mode >= MODE_COUNT)
        return;
    state->work.mode = mode;
    clamp_cursor(state);
    explorer_refresh_cursor(state);
}

bx_status explorer_set_piece(explorer_state *state, const piece_spec *piece,
                             const char *name, bx_error *err)
{
    piece_spec old_piece = state->work.piece;
    char old_name[EXPLORER_PIECE_NAME_MAX];
    memcpy(old_name, state->work.piece_name, sizeof old_name);
    state->work.piece = *piece;
    snprintf(state->work.piece_name, sizeof state->work.piece_name, "%s",
             name);
    const piece_preset_info *preset = piece_preset_named(name);
    explorer_set_betza_text(state, preset != NULL ? preset->betza : "");
    bx_status status = explorer_recompute(state, err);
    if (status != BX_OK) {
        /* An error changes nothing: the old piece's tables come back. */
        state->work.piece = old_piece;
        memcpy(state->work.piece_name, old_name, sizeof old_name);
        bx_error again;
        explorer_recompute(state, &again);
    } else
        explorer_tour_recheck(&state->work.tour, &state->work.piece);
    return status;
}

void explorer_piece_label(const char *name, const char *betza, char *out,
                          size_t size)
{
    if (betza[0] != '\0')
        snprintf(out, size, "%s (%s)", name, betza);
    else
        snprintf(out, size, "%s", name);
}

bx_status explorer_set_second(explorer_state *state, const piece_spec *piece,
                              const char *name, const char *betza,
                              bx_error *err)
{
    mobility_table table;
    bx_status status = mobility_compute_among(
        state->work.board, piece, &state->work.blockers, &table, err);
    if (status != BX_OK)
        return status;
    state->work.second = *piece;
    state->second_mobility = table;
    snprintf(state->work.second_name, sizeof state->work.second_name, "%s",
             name);
    snprintf(state->work.second_betza, sizeof state->work.second_betza, "%s",
             betza);
    return BX_OK;
}

/* The blockers of a board from that stay on board to: the same file and
 * rank counted from a1; those off it go. */
static void keep_blockers(square_set *blockers, board_size from,
                          board_size to)
{
    square_set kept;
    square_set_clear(&kept);
    for (int i = 0; i < board_square_count(from); i++) {
        if (!square_set_has(blockers, i))
            continue;
        /* The same file and rank counted from a1, as pieces of a position
         * keep theirs. */
        square sq = square_at(from, i);
        square moved = {sq.row - from.height + to.height, sq.col};
        if (square_on_board(to, moved))
            square_set_add(&kept, square_index(to, moved));
    }
    *blockers = kept;
}

bx_status explorer_set_board(explorer_state *state, board_size board,
                             bx_error *err)
{
    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    keep_blockers(&state->work.blockers, state->work.board, board);
    state->work.board = board;
    /* A tour keeps its board while Mobility mode's changes; a new size in
     * Tour mode itself is for a new tour, and the old one goes. */
    if (state->work.mode == MODE_TOUR && state->work.tour.loaded &&
        (state->work.tour.grid.board.width != board.width ||
         state->work.tour.grid.board.height != board.height))
        explorer_tour_clear(&state->work.tour);
    clamp_cursor(state);
    return explorer_recompute(state, err);
}

/* "board 10x10, seed rules: 3 pieces did not fit ...". */
/* "board 6x6, seed rules: every piece kept", and the variant the new
 * size left (left: NULL for none). */
static void say_position_size(explorer_state *state, int dropped,
                              const game_variant *left)
{
    const explorer_position *ep = &state->work.position;
    char text[EXPLORER_MESSAGE_MAX];
    size_t used = (size_t)snprintf(
        text, sizeof text, "board %dx%d, %s rules%s%s: ", ep->pos.size.width,
        ep->pos.size.height,
        explorer_position_rules_in_force(ep) == CHESS_RULES_FIDE ? "fide"
                                                                 : "seed",
        left != NULL ? ", left " : "", left != NULL ? left->name : "");
    if (dropped > 0)
        snprintf(text + used, sizeof text - used,
                 "%d piece%s did not fit and went (u brings %s back)",
                 dropped, dropped == 1 ? "" : "s",
                 dropped == 1 ? "it" : "them");
    else
        snprintf(text + used, sizeof text - used, "every piece kept");
    explorer_say(state, text);
}

bx_status explorer_change_size(explorer_state *state, board_size board,
                               bx_error *err)
{
    char text[EXPLORER_MESSAGE_MAX];
    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    snprintf(state->work.change, sizeof state->work.change, "board %dx%d",
             board.width, board.height);
    if (state->work.mode == MODE_POSITION) {
        const game_variant *was = state->work.position.variant;
        int dropped = explorer_position_resize(&state->work.position, board);
        clamp_cursor(state);
        explorer_refresh_cursor(state);
        say_position_size(state, dropped,
                          was != state->work.position.variant ? was : NULL);
        return BX_OK;
    }
    bx_status status = explorer_set_board(state, board, err);
    if (status != BX_OK)
        return status;
    snprintf(text, sizeof text, "board %dx%d", board.width, board.height);
    explorer_say(state, text);
    return BX_OK;
}

void explorer_open_prompt(explorer_state *state, prompt_kind kind,
                          const char *text)
{
    state->focus = FOCUS_PROMPT;
    state->prompt = kind;
    state->recall_at = state->recall_count[kind];
    line_edit_set(&state->line, text);
}

void explorer_close_prompt(explorer_state *state)
{
    /* The clocks' prompts go back among the settings they came from. */
    state->focus = state->prompt == PROMPT_HALFMOVE ||
                           state->prompt == PROMPT_COUNT_PLY ||
                           state->prompt == PROMPT_FULLMOVE
                       ? FOCUS_SETTINGS
                       : FOCUS_BOARD;
}
