/* Open tours counted on the frontier one start, or one pair of ends, at
 * a time (tour_frontier_count_between): a count whose ends are free holds
 * far more states at once, too many for a knight on 7x7. Pairs that one of
 * the piece's symmetries carries onto another are counted once, pairs
 * that the two colours of the moves rule out not at all, and threads
 * take the pairs in turn. Reads no clock: the caller bounds it. */
#ifndef BOARDEX_TOUR_FRONTIER_ENDS_H
#define BOARDEX_TOUR_FRONTIER_ENDS_H

#include "tour_frontier.h"

/* Adds up the open tours of g (directed), from only_start or from every
 * square when it is -1, on up to `threads` threads (0 or 1: one). Fails
 * as tour_frontier_count does; the watch's keep_going may be asked from
 * any thread, its progress from one at a time. */
bx_status tour_frontier_count_by_ends(const move_graph *g, int only_start,
                                      int threads,
                                      const tour_frontier_watch *watch,
                                      tour_frontier_result *out,
                                      bx_error *err);

/* Adds up the open tours of g (directed) from every square, start by
 * start: a count from one start holds far fewer states than one whose
 * ends are both free, and a start that one of the piece's symmetries
 * carries onto another is counted once, one the colours of the moves
 * rule out (move_graph_path_ends) not at all. Each start's count shares
 * its steps among the watch's threads. Fails as tour_frontier_count
 * does. */
bx_status tour_frontier_count_by_starts(const move_graph *g,
                                        const tour_frontier_watch *watch,
                                        tour_frontier_result *out,
                                        bx_error *err);

#endif
