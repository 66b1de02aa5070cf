/* Loading files into the explorer: a position (board form or FEN) into
 * Position mode, a tour grid into Tour mode. A failed load changes
 * nothing. */
#include <stdlib.h>
#include <string.h>

#include "explorer_file.h"
#include "explorer_load.h"

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
    status = explorer_position_from_text(&state->position, text, len, &why);
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
    explorer_tour loaded = state->tour;
    status = explorer_tour_from_text(&loaded, text, len, &state->piece, name,
                                     &why);
    free(text);
    if (status != BX_OK) {
        char quoted[BX_QUOTE_MAX];
        bx_quote_path(quoted, path);
        if (why.line > 0)
            return bx_fail_line(err, status, why.line, "%s: line %d: %s",
                                quoted, why.line, why.message);
        return bx_fail(err, status, "%s: %s", quoted, why.message);
    }
    /* The grid's shape is the board; Mobility follows it. */
    status = explorer_set_board(state, loaded.grid.board, err);
    if (status != BX_OK)
        return status;
    state->tour = loaded;
    explorer_refresh_cursor(state);
    return BX_OK;
}
