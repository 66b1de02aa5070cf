/* A turn or mirror is one of the piece's symmetries when it carries every
 * move onto a move: it is a bijection of the squares, so the moves it
 * yields are then exactly the piece's. */
#include "move_graph_symmetry.h"

#include <stdlib.h>
#include <string.h>

void move_graph_symmetry_free(move_graph_symmetry *sym)
{
    free(sym->image);
    free(sym->orbit);
    free(sym->orbit_size);
    memset(sym, 0, sizeof *sym);
}

/* Where turn-or-mirror t (bit 2: swap files and ranks, bit 0: mirror the
 * files, bit 1: the ranks) carries square v. */
static int carry(board_size board, int t, int v)
{
    int x = v % board.width, y = v / board.width;
    if (t & 4) {
        int swap = x;
        x = y;
        y = swap;
    }
    if (t & 1)
        x = board.width - 1 - x;
    if (t & 2)
        y = board.height - 1 - y;
    return y * board.width + x;
}

static bool keeps_moves(const move_graph *g, const unsigned char *near,
                        const int *image)
{
    int n = g->count;
    for (int u = 0; u < n; u++)
        for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
            if (!near[(size_t)image[u] * (size_t)n +
                      (size_t)image[g->succ[e]]])
                return false;
    return true;
}

bool move_graph_symmetry_find(const move_graph *g, move_graph_symmetry *out)
{
    int n = g->count;
    int turns = g->board.width == g->board.height ? 8 : 4;
    unsigned char *near = calloc((size_t)n * (size_t)n, 1);

    memset(out, 0, sizeof *out);
    out->image = malloc((size_t)MOVE_GRAPH_MOST_SYMMETRIES * (size_t)n *
                        sizeof *out->image);
    out->orbit = malloc((size_t)n * sizeof *out->orbit);
    out->orbit_size = calloc((size_t)n, sizeof *out->orbit_size);
    if (near == NULL || out->image == NULL || out->orbit == NULL ||
        out->orbit_size == NULL) {
        free(near);
        return false;
    }
    for (int u = 0; u < n; u++)
        for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
            near[(size_t)u * (size_t)n + (size_t)g->succ[e]] = 1;
    for (int t = 0; t < turns; t++) {
        int *image = out->image + (size_t)out->count * (size_t)n;
        for (int v = 0; v < n; v++)
            image[v] = carry(g->board, t, v);
        if (keeps_moves(g, near, image))
            out->count++;
    }
    for (int v = 0; v < n; v++) {
        out->orbit[v] = v;
        for (int t = 0; t < out->count; t++)
            if (out->image[(size_t)t * (size_t)n + (size_t)v] < out->orbit[v])
                out->orbit[v] = out->image[(size_t)t * (size_t)n + (size_t)v];
    }
    for (int v = 0; v < n; v++)
        out->orbit_size[out->orbit[v]]++;
    for (int v = 0; v < n; v++)
        out->orbit_size[v] = out->orbit_size[out->orbit[v]];
    free(near);
    return true;
}
