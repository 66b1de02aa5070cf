/* The frontier count's run over a plan (tour_frontier.c), for the count
 * of the whole board and for each half of a count split in two
 * (tour_frontier_halves.c). Internal to the model. */
#ifndef BOARDEX_TOUR_FRONTIER_RUN_H
#define BOARDEX_TOUR_FRONTIER_RUN_H

#include <stdbool.h>
#include <stddef.h>

#include "status.h"
#include "tour_frontier_plan.h"
#include "tour_frontier_states.h"
#include "tour_frontier_take.h"
#include "tour_frontier_watch.h"

/* What a run asks. */
typedef struct {
    /* The plan's last step ends whole tours, which count; else the run
     * leaves the states after its last step. */
    bool whole;
    /* Whole, and it leaves the states after its last step too. */
    bool keep_last;
    /* 0, or the states at which the run splits (tour_frontier_halves.h):
     * at the end of a line, once half of the squares are taken, with a
     * line left. */
    size_t split_states;
} frontier_run_ask;

/* Takes the plan's squares under rules, from the state before the first
 * square. out->tours has the whole tours when the run was whole and not
 * split; when it was split, not whole or asked to keep its last states,
 * the states after the last step taken are moved into *left, when the
 * run was exact (free it with frontier_states_free, also
 * when it was not), and *cut is the steps taken when it split, else 0.
 * Fails as tour_frontier_count does. */
bx_status frontier_take_steps(const frontier_plan *plan,
                              const frontier_rules *rules,
                              frontier_run_ask ask,
                              const tour_frontier_watch *watch,
                              frontier_states *left, int *cut,
                              tour_frontier_result *out, bx_error *err);

/* The workers a count asks for: 1 to TOUR_MOST_THREADS. */
int frontier_workers(const tour_frontier_watch *watch);

#endif
