/* Loading files into the explorer: a position (board form or FEN) into
 * Position mode, a tour grid into Tour mode. A failed load changes
 * nothing. */
#include <stdlib.h>
#include <string.h>

#include "explorer_file.h"
#include "explorer_load.h"

bool explorer_looks_reversed(const char *text, size_t len,
                             const explorer_position *ep)
{
    /* A FEN has '/' on its first line; the board form never. */
    const char *line_end = memchr(text, '\n', len);
    size_t first = line_end != NULL ? (size_t)(line_end - text) : len;
    if (memchr(text, '/', first) != NULL)
        return false;
    /* Board form: UPPER case is black. Written the FEN way round, the
     * UPPER-case pawns stand on rank 2, so black's pawns land there, and
     * white's on the rank below the top. */
    int pawns = 0;
    for (int i = 0; i < board_square_count(ep->pos.size); i++) {
        unsigned char cell = ep->pos.cells[i];
        if (cell == VARIANT_EMPTY || variant_cell_kind(cell) != CHESS_PAWN)
            continue;
        int row = square_at(ep->pos.size, i).row;
        int wrong_way = variant_cell_color(cell) == CHESS_BLACK
                            ? ep->pos.size.height - 2
                            : 1;
        if (row != wrong_way)
            return false;
        pawns++;
    }
    return pawns > 0;
}

bx_status explorer_load_position_file(explorer_state *state, const char *path,
                                      bx_error *err)
{
    char *text;
    size_t len;
    char name[BX_QUOTE_MAX];
    bx_error why;
    bx_status status = explorer_read_file(path, &text, &len, err);
    if (status != BX_OK)
        return status;
    status = explorer_position_from_pasted(&state->work.position, text, len,
                                           &state->fen_source, &why);
    state->looks_reversed =
        status == BX_OK &&
        explorer_looks_reversed(text, len, &state->work.position);
    free(text);
    if (status != BX_OK) {
        bx_quote_path(name, path);
        return bx_fail(err, status, "%s: %s", name, why.message);
    }
    explorer_refresh_cursor(state);
    return BX_OK;
}

bx_status explorer_load_tour_file(explorer_state *state, const char *path,
                                  bx_error *err)
{
    char *text;
    size_t len;
    char name[BX_QUOTE_MAX];
    bx_error why;
    bx_status status = explorer_read_file(path, &text, &len, err);
    if (status != BX_OK)
        return status;
    /* The panel names the file, not the directories it is in. */
    const char *base = strrchr(path, '/');
    bx_quote_path(name, base != NULL && base[1] != '\0' ? base + 1 : path);
    status = explorer_load_tour_text(state, text, len, name, &why);
    free(text);
    if (status != BX_OK) {
        char quoted[BX_QUOTE_MAX];
        bx_quote_path(quoted, path);
        if (why.line > 0)
            return bx_fail_line(err, status, why.line, "%s: line %d: %s",
                                quoted, why.line, why.message);
        return bx_fail(err, status, "%s: %s", quoted, why.message);
    }
    return BX_OK;
}

bx_status explorer_load_tour_text(explorer_state *state, const char *text,
                                  size_t len, const char *source,
                                  bx_error *err)
{
    explorer_tour loaded = state->work.tour;
    bx_status status = explorer_tour_from_text(
        &loaded, text, len, &state->work.piece, source, err);
    if (status != BX_OK)
        return status;
    /* The grid's shape is the board; Mobility follows it. */
    status = explorer_set_board(state, loaded.grid.board, err);
    if (status != BX_OK)
        return status;
    state->work.tour = loaded;
    explorer_refresh_cursor(state);
    return BX_OK;
}
