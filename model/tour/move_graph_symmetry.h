/* The turns and mirrors of the board that carry the piece's moves onto
 * its moves: counting from one square of each set they carry into one
 * another (an orbit), weighted by the set's size, counts from all. */
#ifndef BOARDEX_MOVE_GRAPH_SYMMETRY_H
#define BOARDEX_MOVE_GRAPH_SYMMETRY_H

#include <stdbool.h>

#include "move_graph.h"

enum { MOVE_GRAPH_MOST_SYMMETRIES = 8 };

typedef struct {
    int count; /* symmetries found, the identity first */
    /* image[t * squares + v]: where symmetry t carries square v. */
    int *image;
    /* orbit[v]: the lowest square v is carried to, which stands for its
     * orbit; orbit_size[v]: the squares of v's orbit. */
    int *orbit;
    int *orbit_size;
} move_graph_symmetry;

/* Finds g's symmetries among the board's eight turns and mirrors (four
 * on a board that is not square); false when memory cannot be had.
 * Free with move_graph_symmetry_free, also after a failure. */
bool move_graph_symmetry_find(const move_graph *g, move_graph_symmetry *out);
void move_graph_symmetry_free(move_graph_symmetry *sym);

#endif
