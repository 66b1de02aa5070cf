/* Warnsdorff's counts over the empty-board moves of any piece. */
#include "tour_onward.h"

#include "mobility.h"

void tour_onward_counts(board_size board, const piece_spec *piece,
                        const square_set *visited,
                        int counts[BOARD_MAX_SQUARES])
{
    for (int i = 0; i < board_square_count(board); i++) {
        square_set reach;
        counts[i] = TOUR_ONWARD_VISITED;
        if (square_set_has(visited, i))
            continue;
        counts[i] = 0;
        /* Fails only on a board that is not valid: then nothing counts. */
        if (piece_reach(board, piece, square_at(board, i), &reach, NULL) !=
            BX_OK)
            continue;
        for (int w = 0; w < SQUARE_SET_WORDS; w++)
            counts[i] += bits_count(reach.words[w] & ~visited->words[w]);
    }
}
