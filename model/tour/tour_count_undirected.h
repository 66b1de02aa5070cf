/* The count of tour_count.h for moves that can all be made backwards, with
 * a stronger cut. Internal to the model. */
#ifndef BOARDEX_TOUR_COUNT_UNDIRECTED_H
#define BOARDEX_TOUR_COUNT_UNDIRECTED_H

#include <stdbool.h>

#include "move_graph.h"
#include "tour_count.h"
#include "tour_walk.h"

typedef struct {
    bool closed;
    int only_start; /* open: from this square only, or -1 for every one */
    int threads;    /* threads to share the work; 0 or 1: one */
    const tour_search *search; /* its node_limit and keep_going */
    /* tour_counting's, with search->context */
    void (*progress)(const tour_count_progress *at, void *context);
} tour_count_ask;

typedef struct {
    unsigned long long tours; /* all of them, or those found by the stop */
    long long nodes;          /* positions tried */
    bool exact;               /* false: the limit came first */
    bool out_of_memory;
} tour_count_answer;

/* Counts the open tours (directed) or closed ones (undirected) of g, a
 * graph of three squares or more, as ask says. */
void tour_count_undirected(const move_graph *g, const tour_count_ask *ask,
                           tour_count_answer *out);

#endif
