#include "mobility.h"

#include <stdio.h>
#include <string.h>

#include "targets.h"
#include "text_append.h"

/* The multiplication sign U+00D7 of the mobility string, in UTF-8. */
static const char TIMES[] = "\xc3\x97";

bx_status direction_reach(board_size board, square from, direction dir,
                          bool repeated, square_set *out, bx_error *err)
{
    piece_spec one;
    piece_clear(&one);
    one.list[one.count++] = (piece_move){
        dir, (short)(repeated ? PIECE_RANGE_UNLIMITED : 1),
        PIECE_MOVE_AND_CAPTURE, PIECE_PATH_FREE};
    return piece_reach(board, &one, from, out, err);
}

bx_status piece_reach(board_size board, const piece_spec *piece, square from,
                      square_set *out, bx_error *err)
{
    return piece_reach_among(board, piece, NULL, from, out, err);
}

bx_status mobility_compute(board_size board, const piece_spec *piece,
                           mobility_table *out, bx_error *err)
{
    return mobility_compute_among(board, piece, NULL, out, err);
}

bx_status mobility_compute_among(board_size board, const piece_spec *piece,
                                 const square_set *blockers,
                                 mobility_table *out, bx_error *err)
{
    /* squares_with[m] = how many squares reach exactly m squares. */
    int squares_with[BOARD_MAX_SQUARES] = {0};
    square_set reach;

    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    memset(out, 0, sizeof *out);
    out->board = board;
    if (blockers != NULL)
        out->blockers = *blockers;
    /* No blockers: the empty board's shorter walk (targets.c). */
    if (square_set_count(&out->blockers) == 0)
        blockers = NULL;
    for (int i = 0; i < board_square_count(board); i++) {
        /* A blocker's square holds the other side: no count, no group. */
        if (square_set_has(&out->blockers, i))
            continue;
        piece_reach_among(board, piece, blockers, square_at(board, i),
                          &reach, NULL);
        int moves = square_set_count(&reach);
        out->moves[i] = moves;
        out->strength += moves;
        if (moves > out->most_moves)
            out->most_moves = moves;
        squares_with[moves]++;
    }
    for (int m = 0; m <= out->most_moves; m++)
        if (squares_with[m] > 0)
            out->groups[out->group_count++] =
                (mobility_group){m, squares_with[m]};
    return BX_OK;
}

bool mobility_format(const mobility_table *table, char *out, size_t size)
{
    size_t used = 0;

    if (size == 0)
        return false;
    out[0] = '\0';
    for (int g = 0; g < table->group_count; g++) {
        if (!text_appendf(out, size, &used, "%s%d %s %d", g > 0 ? " + " : "",
                          table->groups[g].squares, TIMES,
                          table->groups[g].moves))
            return false;
    }
    return true;
}

const mobility_group *mobility_group_of(const mobility_table *table,
                                        int moves)
{
    for (int g = 0; g < table->group_count; g++)
        if (table->groups[g].moves == moves)
            return &table->groups[g];
    return NULL;
}

bx_status mobility_compare(const mobility_table *first,
                           const mobility_table *second,
                           int difference[BOARD_MAX_SQUARES], bx_error *err)
{
    if (first->board.width != second->board.width ||
        first->board.height != second->board.height)
        return bx_fail(err, BX_INVALID, "the boards differ");
    for (int i = 0; i < board_square_count(first->board); i++)
        difference[i] = first->moves[i] - second->moves[i];
    return BX_OK;
}
