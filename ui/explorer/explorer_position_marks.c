/* Marks on squares for explaining a position (M cycles, E clears). They
 * stay through moves and edits, as a lesson's arrows do until cleared,
 * and belong to the board they were put on: another size drops them. */
#include <string.h>

#include "board_mark.h"
#include "explorer_position.h"

static bool marks_here(const explorer_position *ep)
{
    return ep->marks_size.width == ep->pos.size.width &&
           ep->marks_size.height == ep->pos.size.height;
}

int explorer_position_mark(const explorer_position *ep, int sq)
{
    if (!marks_here(ep) || sq < 0 || sq >= board_square_count(ep->pos.size))
        return BOARD_MARK_NONE;
    return ep->marks[sq];
}

int explorer_position_cycle_mark(explorer_position *ep, int sq)
{
    if (sq < 0 || sq >= board_square_count(ep->pos.size))
        return BOARD_MARK_NONE;
    if (!marks_here(ep)) {
        memset(ep->marks, 0, sizeof ep->marks);
        ep->marks_size = ep->pos.size;
    }
    ep->marks[sq] = (unsigned char)((ep->marks[sq] + 1) % BOARD_MARKS);
    return ep->marks[sq];
}

void explorer_position_clear_marks(explorer_position *ep)
{
    memset(ep->marks, 0, sizeof ep->marks);
}

int explorer_position_mark_count(const explorer_position *ep)
{
    int count = 0;
    for (int i = 0; marks_here(ep) && i < board_square_count(ep->pos.size);
         i++)
        count += ep->marks[i] != BOARD_MARK_NONE;
    return count;
}

const unsigned char *explorer_position_marks(const explorer_position *ep)
{
    return explorer_position_mark_count(ep) > 0 ? ep->marks : NULL;
}
