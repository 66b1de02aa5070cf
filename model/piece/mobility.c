#include "mobility.h"

#include <stdio.h>
#include <string.h>

#include "text_append.h"

/* The multiplication sign U+00D7 of the mobility string, in UTF-8. */
static const char TIMES[] = "\xc3\x97";

static bx_status check_square(board_size board, square from, bx_error *err)
{
    if (!board_size_valid(board) || !square_on_board(board, from))
        return bx_fail(err, BX_INVALID, "invalid position");
    return BX_OK;
}

/* Adds the squares of one direction to out; from is on the board. */
static void add_direction(board_size board, square from, direction dir,
                          bool repeated, square_set *out)
{
    /* A step as long as the board never lands on it; checking first also
     * keeps row + dr from overflowing for huge directions. */
    if (dir.dr <= -BOARD_MAX_SIDE || dir.dr >= BOARD_MAX_SIDE ||
        dir.dc <= -BOARD_MAX_SIDE || dir.dc >= BOARD_MAX_SIDE ||
        (dir.dr == 0 && dir.dc == 0))
        return;
    square at = {from.row + dir.dr, from.col + dir.dc};
    while (square_on_board(board, at)) {
        square_set_add(out, square_index(board, at));
        if (!repeated)
            break;
        at.row += dir.dr;
        at.col += dir.dc;
    }
}

bx_status direction_reach(board_size board, square from, direction dir,
                          bool repeated, square_set *out, bx_error *err)
{
    bx_status status = check_square(board, from, err);
    if (status != BX_OK)
        return status;
    square_set_clear(out);
    add_direction(board, from, dir, repeated, out);
    return BX_OK;
}

bx_status piece_reach(board_size board, const piece_spec *piece, square from,
                      square_set *out, bx_error *err)
{
    bx_status status = check_square(board, from, err);
    if (status != BX_OK)
        return status;
    square_set_clear(out);
    for (int i = 0; i < piece->once.count; i++)
        add_direction(board, from, piece->once.list[i], false, out);
    for (int i = 0; i < piece->repeated.count; i++)
        add_direction(board, from, piece->repeated.list[i], true, out);
    return BX_OK;
}

bx_status mobility_compute(board_size board, const piece_spec *piece,
                           mobility_table *out, bx_error *err)
{
    /* squares_with[m] = how many squares reach exactly m squares. */
    int squares_with[BOARD_MAX_SQUARES] = {0};
    square_set reach;

    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    memset(out, 0, sizeof *out);
    out->board = board;
    for (int i = 0; i < board_square_count(board); i++) {
        bx_status status =
            piece_reach(board, piece, square_at(board, i), &reach, err);
        if (status != BX_OK)
            return status;
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
