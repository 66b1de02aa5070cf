/* Proofs from single squares that no tour exists, for moves that can all
 * be made backwards. Internal to the model: move_graph_rules_out calls it. */
#ifndef BOARDEX_MOVE_GRAPH_CUT_H
#define BOARDEX_MOVE_GRAPH_CUT_H

#include "move_graph.h"

/* Squares with a single move (more than two rule out an open tour, any a
 * closed one, and two an open one that starts elsewhere), and cut squares
 * (any rules out a closed tour; one that splits the rest into three parts
 * rules out an open one, and an open one cannot start at a cut square).
 * Expects every square reachable. On true, why holds the argument. */
bool move_graph_cut_rules_out(const move_graph *graph, int start,
                              bool closed, char *why, size_t size);

#endif
