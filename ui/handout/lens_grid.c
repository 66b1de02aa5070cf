#include "lens_grid.h"

#include <stdlib.h>

static int most_possible(board_size board)
{
    return board_square_count(board) - 1;
}

void lens_grid_moves(handout_grid *grid, const mobility_table *table,
                     const char *name, bool absolute, bool mono)
{
    board_size board = table->board;
    handout_grid_init(grid, board);
    for (int i = 0; i < board_square_count(board); i++)
        handout_grid_set(grid, i, table->moves[i], false);
    grid->min_width = 2; /* the width the heat map always had */
    grid->low = absolute ? 0 : table->groups[0].moves; /* groups ascend */
    grid->high = absolute ? most_possible(board) : table->most_moves;
    handout_name_moves(grid, name, mono);
}

void lens_grid_distance(handout_grid *grid, const distance_map *map,
                        const char *name, bool absolute, bool mono)
{
    board_size board = map->board;
    char where[SQUARE_NAME_MAX];
    handout_grid_init(grid, board);
    for (int i = 0; i < board_square_count(board); i++)
        if (map->steps[i] != DISTANCE_NEVER)
            handout_grid_set(grid, i, map->steps[i], false);
    grid->mark = square_index(board, map->origin);
    grid->high = absolute ? most_possible(board) : map->farthest;
    square_to_fide(board, map->origin, where, NULL);
    handout_name_distance(grid, name, where,
                          map->reached < board_square_count(board), mono);
}

void lens_grid_compare(handout_grid *grid, const mobility_table *first,
                       const mobility_table *second, const char *first_name,
                       const char *second_name, bool absolute, bool mono)
{
    board_size board = first->board;
    int difference[BOARD_MAX_SQUARES];
    int most = 0;
    handout_grid_init(grid, board);
    if (mobility_compare(first, second, difference, NULL) != BX_OK)
        return;
    for (int i = 0; i < board_square_count(board); i++) {
        handout_grid_set(grid, i, difference[i], true);
        if (abs(difference[i]) > most)
            most = abs(difference[i]);
    }
    grid->diverging = true;
    grid->high = absolute ? most_possible(board) : most;
    handout_name_compare(grid, first_name, second_name, first->strength,
                         second->strength, mono);
}
