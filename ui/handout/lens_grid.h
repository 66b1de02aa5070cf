/* Each lens as a titled handout grid: the numbers per square, the colour
 * scale and the words, made in one place for the CLI (heatmap, distance,
 * compare, board --placement) and the explorer's w, so the two write the same handout. The
 * position counts lens is picture_position_cells (pictures.h).
 *
 * With absolute, the colours run from 0 to the most any lens can show on
 * the board (every other square), so two pictures of one board share
 * their colours whatever the pieces; otherwise over the grid's own range.
 * mono words the legend for greys. */
#ifndef BOARDEX_LENS_GRID_H
#define BOARDEX_LENS_GRID_H

#include <stdbool.h>

#include "distance.h"
#include "game.h"
#include "handout.h"
#include "mobility.h"

/* Each square's number of moves of the piece called name. */
void lens_grid_moves(handout_grid *grid, const mobility_table *table,
                     const char *name, bool absolute, bool mono);

/* The fewest moves from the map's origin to each square ('-' where
 * never), the origin outlined. */
void lens_grid_distance(handout_grid *grid, const distance_map *map,
                        const char *name, bool absolute, bool mono);

/* Per square, the first piece's moves minus the second's, signed (both
 * tables of one board; on two boards the grid stays blank). */
void lens_grid_compare(handout_grid *grid, const mobility_table *first,
                       const mobility_table *second, const char *first_name,
                       const char *second_name, bool absolute, bool mono);

/* The placement lens (game_placement) of the piece letter (FEN case) in
 * pos: each counted square's number of moves, coloured; "+" where the
 * piece would give check and "-" where it cannot stand, both without
 * colour; and the pieces of pos as their FEN letters. */
void lens_grid_placement(handout_grid *grid, const game_rules *rules,
                         const game_position *pos,
                         const game_placement_map *map, char letter,
                         bool absolute, bool mono);

#endif
