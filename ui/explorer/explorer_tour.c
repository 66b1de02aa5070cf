/* Tour mode over the tours model: reading, checking and finding tours. */
#include <stdio.h>
#include <string.h>

#include "explorer_tour.h"
#include "tour_properties.h"

#include "mobility.h"

void explorer_tour_clear(explorer_tour *tour)
{
    bool closed = tour->closed;
    memset(tour, 0, sizeof *tour);
    tour->closed = closed;
}

void explorer_tour_recheck(explorer_tour *tour, const piece_spec *piece)
{
    if (!tour->loaded)
        return;
    /* Fails only on an invalid board, which a parsed grid never has. */
    tour_check(&tour->grid, piece, &tour->report, NULL);
    /* How often each number is written, so both places of a repeated one
     * are marked (the report keeps only the first). */
    int count = tour->report.count;
    memset(tour->written, 0, sizeof tour->written);
    for (int i = 0; i < count; i++) {
        int n = tour->grid.number[i];
        if (n >= 1 && n <= count && tour->written[n - 1] < 255)
            tour->written[n - 1]++;
    }
}

bx_status explorer_tour_from_text(explorer_tour *tour, const char *text,
                                  size_t len, const piece_spec *piece,
                                  const char *source, bx_error *err)
{
    tour_grid grid;
    bx_status status = tour_grid_parse(text, len, &grid, err);
    if (status != BX_OK)
        return status;
    tour->grid = grid;
    tour->loaded = true;
    tour->shown = 1;
    snprintf(tour->source, sizeof tour->source, "%s", source);
    explorer_tour_recheck(tour, piece);
    return BX_OK;
}

bx_status explorer_tour_find(explorer_tour *tour, board_size board,
                             const piece_spec *piece, square start,
                             tour_found *found, bx_error *err)
{
    tour_search search = {.board = board,
                          .piece = piece,
                          .start = start,
                          .closed = tour->closed,
                          .node_limit = EXPLORER_TOUR_NODE_LIMIT};
    tour_grid grid;
    bx_status status = tour_find(&search, &grid, found, err);
    if (status != BX_OK || found->outcome != TOUR_FOUND)
        return status;
    char name[SQUARE_NAME_MAX];
    square_to_fide(board, start, name, NULL);
    tour->grid = grid;
    tour->loaded = true;
    snprintf(tour->source, sizeof tour->source, "found from %s", name);
    explorer_tour_recheck(tour, piece);
    tour->shown = tour->report.count;
    return BX_OK;
}

int explorer_tour_blanks(const explorer_tour *tour)
{
    int blanks = 0;
    if (!tour->loaded)
        return 0;
    for (int i = 0; i < board_square_count(tour->grid.board); i++)
        blanks += tour->grid.number[i] == 0;
    return blanks;
}

bx_status explorer_tour_complete(explorer_tour *tour, const piece_spec *piece,
                                 tour_found *found, bx_error *err)
{
    tour_completion completion = {.piece = piece,
                                  .closed = tour->closed,
                                  .node_limit = EXPLORER_TOUR_NODE_LIMIT};
    tour_grid grid = tour->grid;
    bx_status status = tour_complete(&completion, &grid, found, err);
    if (status != BX_OK || found->outcome != TOUR_FOUND)
        return status;
    tour->grid = grid;
    explorer_tour_recheck(tour, piece);
    tour->shown = tour->report.count;
    return BX_OK;
}

int explorer_tour_square_of(const explorer_tour *tour, int n)
{
    if (!tour->loaded || n < 1 || n > tour->report.count)
        return -1;
    return tour->report.path[n - 1];
}

bool explorer_tour_square_bad(const explorer_tour *tour, int index)
{
    if (!tour->loaded)
        return false;
    int n = tour->grid.number[index];
    int count = tour->report.count;
    if (n == 0)
        return false; /* a blank of a partial tour */
    if (n < 1 || n > count || tour->written[n - 1] > 1)
        return true; /* out of range, or written on more than one square */
    /* The step into this square, n - 1 -> n, is not a move. */
    return n > 1 && tour->report.step[n - 2] == TOUR_STEP_NOT_A_MOVE;
}

int explorer_tour_next_number(const explorer_tour *tour)
{
    if (!tour->loaded)
        return 1;
    for (int n = 1; n <= tour->report.count; n++)
        if (tour->report.path[n - 1] < 0)
            return n;
    return 0;
}

/* Whether the piece goes from square index from to index to. */
static bool one_move(board_size board, const piece_spec *piece, int from,
                     int to)
{
    square_set reach;
    return piece_reach(board, piece, square_at(board, from), &reach, NULL) ==
               BX_OK &&
           square_set_has(&reach, to);
}

/* Why step n -> n + 1 between squares from and to is not a move, in the
 * words the tour check uses. */
static bx_status refuse_step(board_size board, const piece_spec *piece,
                             int n, int from, int to, bx_error *err)
{
    int path[BOARD_MAX_SQUARES] = {0};
    char reason[BX_ERROR_MAX];
    path[n - 1] = from;
    path[n] = to;
    tour_explain_step(board, piece, n, path, reason, sizeof reason);
    return bx_fail(err, BX_INVALID, "%s", reason);
}

bx_status explorer_tour_pick(explorer_tour *tour, board_size board,
                             const piece_spec *piece, int index,
                             bx_error *err)
{
    explorer_tour picked = *tour;
    char name[SQUARE_NAME_MAX];
    if (!picked.loaded) {
        explorer_tour_clear(&picked);
        picked.grid.board = board;
        picked.loaded = true;
        snprintf(picked.source, sizeof picked.source, "built by picking");
        explorer_tour_recheck(&picked, piece);
    }
    board = picked.grid.board;
    int n = explorer_tour_next_number(&picked);
    square_to_fide(board, square_at(board, index), name, NULL);
    if (n == 0)
        return bx_fail(err, BX_INVALID, "every square has its number: C "
                                        "clears the board to build a tour");
    if (picked.grid.number[index] != 0)
        return bx_fail(err, BX_INVALID, "%s holds %d already: step %d goes "
                       "on a blank square", name, picked.grid.number[index],
                       n);
    int before = n > 1 ? picked.report.path[n - 2] : -1;
    int after = n < picked.report.count ? picked.report.path[n] : -1;
    if (before >= 0 && !one_move(board, piece, before, index))
        return refuse_step(board, piece, n - 1, before, index, err);
    if (after >= 0 && !one_move(board, piece, index, after))
        return refuse_step(board, piece, n, index, after, err);
    picked.grid.number[index] = n;
    explorer_tour_recheck(&picked, piece);
    picked.shown = n;
    *tour = picked;
    return BX_OK;
}

void explorer_tour_visited(const explorer_tour *tour, square_set *out)
{
    square_set_clear(out);
    if (!tour->loaded)
        return;
    for (int i = 0; i < board_square_count(tour->grid.board); i++)
        if (tour->grid.number[i] >= 1 && tour->grid.number[i] <= tour->shown)
            square_set_add(out, i);
}

void explorer_tour_shape(const explorer_tour *tour, char *out, size_t size)
{
    tour_properties p;
    char magic[64] = "";
    const char *turn;

    out[0] = '\0';
    if (!tour->loaded || tour->report.kind == TOUR_NONE)
        return;
    tour_properties_of(&tour->grid, &tour->report, &p);
    switch (tour_properties_magic(&p)) {
    case TOUR_MAGIC:
        snprintf(magic, sizeof magic, "magic (%ld)", p.row_sum[0]);
        break;
    case TOUR_SEMI_MAGIC:
        snprintf(magic, sizeof magic, "semi-magic (%ld)", p.row_sum[0]);
        break;
    case TOUR_SEMI_MAGIC_UNEQUAL:
        snprintf(magic, sizeof magic, "semi-magic (rows %ld, columns %ld)",
                 p.row_sum[0], p.column_sum[0]);
        break;
    case TOUR_NOT_MAGIC:
        break;
    }
    static const char *const SYMMETRY[] = {
        [TOUR_NOT_SYMMETRIC] = "",
        [TOUR_HALF_TURN] = "half-turn symmetric",
        [TOUR_QUARTER_TURN] = "quarter-turn symmetric",
    };
    turn = SYMMETRY[tour_properties_symmetry(&p)];
    snprintf(out, size, "%s%s%s", magic,
             magic[0] != '\0' && turn[0] != '\0' ? ", " : "", turn);
}
