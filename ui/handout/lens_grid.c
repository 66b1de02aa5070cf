#include "lens_grid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int most_possible(board_size board)
{
    return board_square_count(board) - 1;
}

/* Blockers' squares: "#" without colour, or with steps (a distance map)
 * "#" and the moves needed to take the blocker ("#3"), coloured as the
 * distance; the legend says so. */
static void mark_blockers(handout_grid *grid, const square_set *blockers,
                          const int *steps)
{
    size_t used = strlen(grid->legend);
    if (square_set_count(blockers) == 0)
        return;
    for (int i = 0; i < board_square_count(grid->board); i++) {
        if (!square_set_has(blockers, i))
            continue;
        bool taken = steps != NULL && steps[i] != DISTANCE_NEVER;
        if (taken)
            snprintf(grid->cell[i], sizeof grid->cell[i], "#%d", steps[i]);
        else
            snprintf(grid->cell[i], sizeof grid->cell[i], "#");
        grid->blank[i] = !taken;
    }
    snprintf(grid->legend + used, sizeof grid->legend - used, "%s",
             steps != NULL ? "; #: a blocker (#N: taken in N moves)"
                           : "; #: a blocker (no count)");
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
    mark_blockers(grid, &table->blockers, NULL);
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
    mark_blockers(grid, &map->blockers, map->steps);
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
    mark_blockers(grid, &first->blockers, NULL);
}

/* "white bishop", or for a defined letter "white A (BN)". */
static void piece_name(const game_rules *rules, unsigned char cell,
                       char *out, size_t size)
{
    static const char *const KINDS[CHESS_KINDS] = {
        "pawn", "knight", "bishop", "rook", "queen", "king"};
    int kind = variant_cell_kind(cell);
    const char *color = chess_color_name(variant_cell_color(cell));
    if (kind < CHESS_KINDS)
        snprintf(out, size, "%s %s", color, KINDS[kind]);
    else
        snprintf(out, size, "%s %c (%s)", color,
                 game_rules_letter(rules, kind - CHESS_KINDS),
                 game_rules_betza(rules, kind - CHESS_KINDS));
}

void lens_grid_placement(handout_grid *grid, const game_rules *rules,
                         const game_position *pos,
                         const game_placement_map *map, char letter,
                         bool absolute, bool mono)
{
    board_size board = pos->size;
    unsigned char cell = 0;
    char name[HANDOUT_TITLE_MAX / 2];
    handout_grid_init(grid, board); /* "-" and no colour everywhere */
    for (int i = 0; i < board_square_count(board); i++) {
        if (pos->cells[i] != VARIANT_EMPTY)
            snprintf(grid->cell[i], sizeof grid->cell[i], "%c",
                     game_letter(rules, pos->cells[i], LETTERS_FEN));
        else if (map->state[i] == GAME_PLACE_GIVES_CHECK)
            snprintf(grid->cell[i], sizeof grid->cell[i], "%s", "+");
        else if (map->state[i] == GAME_PLACE_COUNTED)
            handout_grid_set(grid, i, map->moves[i], false);
    }
    grid->min_width = 2; /* as the heat map */
    grid->low = absolute ? 0 : map->fewest;
    grid->high = absolute ? most_possible(board) : map->most;
    if (!game_cell_of_letter(rules, letter, &cell))
        cell = map->cell;
    piece_name(rules, cell, name, sizeof name);
    handout_name_placement(grid, name, mono);
}
