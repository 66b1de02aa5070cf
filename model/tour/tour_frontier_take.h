/* One step of the frontier count (tour_frontier.c): a square taken into
 * a state of the frontier, which makes the states that follow it, or
 * whole tours at the last square. How a state is packed into a key is
 * decided here. Internal to the model. */
#ifndef BOARDEX_TOUR_FRONTIER_TAKE_H
#define BOARDEX_TOUR_FRONTIER_TAKE_H

#include <stdbool.h>
#include <stdint.h>

#include "tour_big.h"
#include "tour_frontier_plan.h"
#include "tour_frontier_states.h"

/* What every step of a count shares. */
typedef struct {
    const frontier_plan *plan;
    bool closed;
    int fixed[2];      /* open: squares that must end the tour, or -1 */
    int fixed_step[2]; /* the steps taking them, or -1 */
    /* Open: may_end[square], whether an end not given may be there
     * (move_graph_path_ends); NULL: anywhere. */
    const bool *may_end;
} frontier_rules;

/* One worker's taking: the step, and where what it makes goes. */
typedef struct {
    const frontier_rules *rules;
    int step;
    bool last;      /* the plan's last step: whole tours count */
    bool keep_last; /* and its states are kept as well */
    frontier_key taken;      /* the state being taken, but its ends */
    tour_big ways;           /* of the state being taken further */
    frontier_outbox *outbox; /* the states made */
    tour_big total;          /* whole tours made */
    bool out_of_memory;
} frontier_taker;

/* A slot's code in a state (tour_frontier_take.c says what each means):
 * labels from FRONTIER_FIRST_LABEL on. */
enum {
    FRONTIER_EMPTY,
    FRONTIER_FREE,
    FRONTIER_TO_END,
    FRONTIER_FIRST_LABEL,
};

/* The codes of the first `slots` slots of a key. */
void frontier_key_codes(frontier_key key, int slots, unsigned char *code);

/* Whether a state of that many frontier squares fits in a key. */
bool frontier_key_fits(int slots);

/* The rules of a count over plan (every slot fitting in a key); open
 * tours with up to two ends given (fixed[k] >= 0). */
frontier_rules frontier_rules_of(const frontier_plan *plan, bool closed,
                                 const int fixed[2]);

/* Takes the taker's step's square into the state key reached in `ways`
 * ways: the states that follow go to the outbox, whole tours to total.
 * Key 0 is the state before the first square. */
void frontier_take(frontier_taker *taker, frontier_key key, tour_big ways);

#endif
