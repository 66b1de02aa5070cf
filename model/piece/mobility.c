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

/* One move as the empty board sees it: a vector short enough to land and
 * how many steps it may take. */
typedef struct {
    int dr, dc;
    int steps;
} walk;

/* A step as long as the board never lands on it; leaving it out also
 * keeps row + dr from overflowing for huge directions. */
static bool can_land(direction dir)
{
    return dir.dr > -BOARD_MAX_SIDE && dir.dr < BOARD_MAX_SIDE &&
           dir.dc > -BOARD_MAX_SIDE && dir.dc < BOARD_MAX_SIDE &&
           (dir.dr != 0 || dir.dc != 0);
}

/* The walks of the moves that reach squares on an empty board: not the
 * capture-only ones (nothing to capture), and only vectors that can land.
 * The path does not matter with nothing in the way. Returns how many. */
static int walks_of(const piece_spec *piece, walk *walks)
{
    int count = 0;
    for (int i = 0; i < piece->count; i++) {
        const piece_move *move = &piece->list[i];
        if (move->modality == PIECE_CAPTURE_ONLY || !can_land(move->dir))
            continue;
        /* An unlimited ride is never longer than the board. */
        walks[count++] = (walk){move->dir.dr, move->dir.dc,
                                move->range == PIECE_RANGE_UNLIMITED
                                    ? BOARD_MAX_SIDE
                                    : move->range};
    }
    return count;
}

/* Adds the squares of each walk from `from` (on the board) to out, each
 * walk stopping after its steps or at the edge. */
static void add_walks(board_size board, square from, const walk *walks,
                      int count, square_set *out)
{
    for (int i = 0; i < count; i++) {
        square at = {from.row + walks[i].dr, from.col + walks[i].dc};
        for (int step = walks[i].steps;
             step > 0 && square_on_board(board, at); step--) {
            square_set_add(out, square_index(board, at));
            at.row += walks[i].dr;
            at.col += walks[i].dc;
        }
    }
}

bx_status direction_reach(board_size board, square from, direction dir,
                          bool repeated, square_set *out, bx_error *err)
{
    bx_status status = check_square(board, from, err);
    if (status != BX_OK)
        return status;
    square_set_clear(out);
    if (can_land(dir)) {
        walk one = {dir.dr, dir.dc, repeated ? BOARD_MAX_SIDE : 1};
        add_walks(board, from, &one, 1, out);
    }
    return BX_OK;
}

bx_status piece_reach(board_size board, const piece_spec *piece, square from,
                      square_set *out, bx_error *err)
{
    walk walks[PIECE_MAX_MOVES];
    bx_status status = check_square(board, from, err);
    if (status != BX_OK)
        return status;
    square_set_clear(out);
    add_walks(board, from, walks, walks_of(piece, walks), out);
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
    /* The walks once for the whole board, not once per square. */
    walk walks[PIECE_MAX_MOVES];
    int walk_count = walks_of(piece, walks);
    for (int i = 0; i < board_square_count(board); i++) {
        square_set_clear(&reach);
        add_walks(board, square_at(board, i), walks, walk_count, &reach);
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
