#include "distance.h"

#include "mobility.h"
#include "square_set.h"

bx_status distance_compute(board_size board, const piece_spec *piece,
                           square origin, distance_map *out, bx_error *err)
{
    return distance_compute_among(board, piece, NULL, origin, out, err);
}

bx_status distance_compute_among(board_size board, const piece_spec *piece,
                                 const square_set *blockers, square origin,
                                 distance_map *out, bx_error *err)
{
    /* Each square enters the queue once, when it is first reached, so
     * queue[head..tail) holds the squares still to expand in the order of
     * their distance. */
    int queue[BOARD_MAX_SQUARES];
    int head = 0, tail = 0;
    square_set reach;

    if (!board_size_valid(board) || !square_on_board(board, origin))
        return bx_fail(err, BX_INVALID, "invalid position");
    out->board = board;
    out->origin = origin;
    square_set_clear(&out->blockers);
    if (blockers != NULL)
        out->blockers = *blockers;
    out->farthest = 0;
    for (int i = 0; i < board_square_count(board); i++)
        out->steps[i] = DISTANCE_NEVER;
    out->steps[square_index(board, origin)] = 0;
    queue[tail++] = square_index(board, origin);
    while (head < tail) {
        int from = queue[head++];
        /* A capture ends the journey: nothing goes on from a blocker. */
        piece_reach_among(board, piece, blockers, square_at(board, from),
                          &reach, NULL);
        for (int to = 0; to < board_square_count(board); to++) {
            if (!square_set_has(&reach, to) || out->steps[to] != DISTANCE_NEVER)
                continue;
            out->steps[to] = out->steps[from] + 1;
            out->farthest = out->steps[to];
            queue[tail++] = to;
        }
    }
    out->reached = tail;
    return BX_OK;
}
