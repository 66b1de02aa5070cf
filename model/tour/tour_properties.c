/* Sums and symmetries of a tour (tour_properties.h). */
#include "tour_properties.h"

#include <string.h>

static bool all_equal(const long *sums, int count)
{
    for (int i = 1; i < count; i++)
        if (sums[i] != sums[0])
            return false;
    return true;
}

static void sum_lines(const tour_grid *grid, tour_properties *out)
{
    board_size board = grid->board;
    for (int row = 0; row < board.height; row++)
        for (int col = 0; col < board.width; col++) {
            long n = grid->number[row * board.width + col];
            out->row_sum[row] += n;
            out->column_sum[col] += n;
            if (board.width == board.height) {
                if (row == col)
                    out->diagonal_sum[0] += n;
                if (row + col == board.width - 1)
                    out->diagonal_sum[1] += n;
            }
        }
    out->has_diagonals = board.width == board.height;
    out->semi_magic = all_equal(out->row_sum, board.height) &&
                      all_equal(out->column_sum, board.width);
    out->magic = out->semi_magic && out->has_diagonals &&
                 out->diagonal_sum[0] == out->row_sum[0] &&
                 out->diagonal_sum[1] == out->row_sum[0] &&
                 out->row_sum[0] == out->column_sum[0];
}

/* Whether squares a and b (indices) are joined by one of the tour's moves:
 * their numbers are neighbours, or the first and the last of a closed
 * tour. */
static bool joined(const tour_grid *grid, const tour_report *report, int a,
                   int b)
{
    int x = grid->number[a], y = grid->number[b];
    if (x - y == 1 || y - x == 1)
        return true;
    return report->kind == TOUR_CLOSED && report->count > 2 &&
           ((x == 1 && y == report->count) || (y == 1 && x == report->count));
}

/* Whether turning the board maps every move of the tour onto a move of
 * the tour; turn gives a square's index after the turn. Moves are
 * counted, so that as many map as there are. */
static bool symmetric_under(const tour_grid *grid, const tour_report *report,
                            int (*turn)(board_size, int))
{
    board_size board = grid->board;
    int moves = report->count - 1 +
                (report->kind == TOUR_CLOSED && report->count > 2);
    for (int n = 0; n < moves; n++) {
        int from = report->path[n];
        int to = report->path[(n + 1) % report->count];
        if (!joined(grid, report, turn(board, from), turn(board, to)))
            return false;
    }
    return true;
}

static int half_turn(board_size board, int index)
{
    return board.width * board.height - 1 - index;
}

/* A quarter turn clockwise on a square board: (row, col) goes to
 * (col, side - 1 - row). */
static int quarter_turn(board_size board, int index)
{
    int side = board.width;
    int row = index / side, col = index % side;
    return col * side + (side - 1 - row);
}

void tour_properties_of(const tour_grid *grid, const tour_report *report,
                        tour_properties *out)
{
    memset(out, 0, sizeof *out);
    out->board = grid->board;
    sum_lines(grid, out);
    if (report->kind == TOUR_NONE)
        return;
    out->half_turn = symmetric_under(grid, report, half_turn);
    out->quarter_turn = grid->board.width == grid->board.height &&
                        symmetric_under(grid, report, quarter_turn);
}

tour_magic tour_properties_magic(const tour_properties *p)
{
    if (p->magic)
        return TOUR_MAGIC;
    if (!p->semi_magic)
        return TOUR_NOT_MAGIC;
    return p->row_sum[0] == p->column_sum[0] ? TOUR_SEMI_MAGIC
                                             : TOUR_SEMI_MAGIC_UNEQUAL;
}

tour_symmetry tour_properties_symmetry(const tour_properties *p)
{
    if (p->quarter_turn)
        return TOUR_QUARTER_TURN;
    return p->half_turn ? TOUR_HALF_TURN : TOUR_NOT_SYMMETRIC;
}
