/* The frontier count. A state gives each slot of the frontier a code:
 *
 *   EMPTY      no square, or a square with all the moves it needs;
 *   FREE       a square no move touches yet (it needs two);
 *   TO_END     the end of a piece of path whose other end is an end of
 *              the whole tour (or a lone square chosen as such an end);
 *   a label    the end of a piece of path whose other end is the slot
 *              with the same label.
 *
 * and, for open tours, how many squares were chosen as ends of the tour
 * (0 to 2, in the key's top bits). Taking a square: it joins as FREE, or
 * (open) as an end of the tour, then any of its moves to earlier squares
 * that still need one are used, two at most; squares with no neighbour
 * left leave the frontier and must need nothing more. Two pieces of path
 * join; a piece joined to itself is a cycle, and a piece with both ends
 * at tour ends is a whole path: either counts only at the last square,
 * with nothing else left. Labels are renumbered in slot order so equal
 * states meet in the table. Every undirected path is found once. */
#include "tour_frontier.h"

#include <string.h>

#include "tour_frontier_plan.h"
#include "tour_frontier_table.h"

enum {
    EMPTY,
    FREE,
    TO_END,
    FIRST_LABEL,
    SCRATCH_LABEL = 64, /* labels of a step before renumbering */
    MOST_SLOTS = 64,
    END_BITS_AT = 126,  /* where the count of tour ends sits in a key */
    POLL_STATES = 4096,
    PROGRESS_STATES = 16 * POLL_STATES,
};

typedef struct {
    const frontier_plan *plan;
    bool closed;
    int fixed[2];      /* open: squares that must end the tour, or -1 */
    int fixed_step[2]; /* the steps taking them, or -1 */
    int bits; /* per slot in a key */
    int step;
    bool last;
    tour_big ways; /* of the state being taken further */
    frontier_table *next;
    tour_big total;
    frontier_add trouble; /* FRONTIER_ADDED while all is well */
} counter;

static bool all_empty(const unsigned char *code, int slots)
{
    for (int s = 0; s < slots; s++)
        if (code[s] != EMPTY)
            return false;
    return true;
}

/* The other end of the piece of path ending at slot s: s itself for a
 * FREE square, -1 for an end of the tour. */
static int other_end(const unsigned char *code, int slots, int s)
{
    if (code[s] == FREE)
        return s;
    if (code[s] == TO_END)
        return -1;
    for (int k = 0; k < slots; k++)
        if (k != s && code[k] == code[s])
            return k;
    return -1; /* not reached: labels come in pairs */
}

typedef enum { JOIN_DEAD, JOIN_MADE, JOIN_WHOLE } join;

/* Uses the move between slots a and b, both needing one. */
static join use_move(const counter *c, unsigned char *code, int a, int b,
                     unsigned char label)
{
    int slots = c->plan->slots;
    int ca = code[a], cb = code[b];

    if (ca >= FIRST_LABEL && ca == cb) {
        code[a] = code[b] = EMPTY;
        return c->closed && c->last && all_empty(code, slots) ? JOIN_WHOLE
                                                               : JOIN_DEAD;
    }
    int ea = other_end(code, slots, a), eb = other_end(code, slots, b);
    if (ca != FREE)
        code[a] = EMPTY;
    if (cb != FREE)
        code[b] = EMPTY;
    if (ea < 0 && eb < 0)
        return c->last && all_empty(code, slots) ? JOIN_WHOLE : JOIN_DEAD;
    if (ea < 0)
        code[eb] = TO_END;
    else if (eb < 0)
        code[ea] = TO_END;
    else
        code[ea] = code[eb] = label;
    return JOIN_MADE;
}

static int need(unsigned char value)
{
    return value == FREE ? 2 : value != EMPTY;
}

static void keep(counter *c, const unsigned char *code, int ends)
{
    const frontier_plan *p = c->plan;
    unsigned char renamed[SCRATCH_LABEL + 2] = {0};
    unsigned char next_label = FIRST_LABEL;
    frontier_key key = (frontier_key)ends << END_BITS_AT;

    if (c->last)
        return; /* only whole tours count at the last square */
    for (int k = p->leaving_start[c->step]; k < p->leaving_start[c->step + 1];
         k++)
        if (code[p->leaving[k]] != EMPTY)
            return; /* a square left needing moves */
    const unsigned char *room = p->room + (size_t)c->step * p->slots;
    for (int s = 0; s < p->slots; s++) {
        int value = code[s];
        if (need(code[s]) > room[s])
            return; /* it needs more moves than it has left */
        if (value >= FIRST_LABEL) {
            if (renamed[value] == 0)
                renamed[value] = next_label++;
            value = renamed[value];
        }
        key |= (frontier_key)value << (s * c->bits);
    }
    if (c->trouble == FRONTIER_ADDED)
        c->trouble = frontier_table_add_soon(c->next, key, c->ways);
}

/* Tries each subset of the moves from the step's square to earlier
 * squares, from the j-th on, after `made` of them (two at most). */
static void use_moves(counter *c, const unsigned char *code, int ends, int j,
                      int made)
{
    const frontier_plan *p = c->plan;
    int at = p->slot[c->step];
    int first = p->earlier_start[c->step], end = p->earlier_start[c->step + 1];

    while (first + j < end && need(code[at]) > 0 &&
           need(code[p->earlier[first + j]]) == 0)
        j++;
    if (first + j >= end || need(code[at]) == 0) {
        keep(c, code, ends);
        return;
    }
    unsigned char joined[MOST_SLOTS];
    memcpy(joined, code, (size_t)p->slots);
    switch (use_move(c, joined, at, p->earlier[first + j],
                     (unsigned char)(SCRATCH_LABEL + made))) {
    case JOIN_WHOLE:
        c->total += c->ways;
        break;
    case JOIN_MADE:
        use_moves(c, joined, ends, j + 1, made + 1);
        break;
    case JOIN_DEAD:
        break;
    }
    memcpy(joined, code, (size_t)p->slots);
    use_moves(c, joined, ends, j + 1, made);
}

/* Takes the step's square into a state. */
static void take(counter *c, frontier_key key)
{
    const frontier_plan *p = c->plan;
    unsigned char code[MOST_SLOTS];
    int ends = (int)(key >> END_BITS_AT);
    int v = p->square[c->step], at = p->slot[c->step];
    frontier_key mask = ((frontier_key)1 << c->bits) - 1;
    bool fixed_here = v == c->fixed[0] || v == c->fixed[1];
    int fixed_to_come =
        (c->step < c->fixed_step[0]) + (c->step < c->fixed_step[1]);

    for (int s = 0; s < p->slots; s++)
        code[s] = (unsigned char)((key >> (s * c->bits)) & mask);
    if (!fixed_here) {
        code[at] = FREE;
        use_moves(c, code, ends, 0, 0);
    }
    /* Open: the square as an end of the tour, if it must be one, or if an
     * end is left for it (each end given keeps one until it is taken). */
    if (!c->closed && (fixed_here || ends + fixed_to_come < 2)) {
        code[at] = TO_END;
        use_moves(c, code, ends + 1, 0, 0);
    }
}

static bx_status fail_add(frontier_add trouble, const counter *c,
                          bx_error *err)
{
    if (trouble == FRONTIER_FULL)
        return bx_fail(err, BX_TOO_LARGE,
                       "the frontier count needs more than %zu states at "
                       "a step",
                       c->next->most);
    return bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
}

static tour_frontier_progress where(const frontier_plan *p, int step,
                                    size_t states)
{
    return (tour_frontier_progress){.line = step / p->line_length + 1,
                                    .lines = p->steps / p->line_length,
                                    .by_columns = p->by_columns,
                                    .states = (long long)states};
}

/* Runs every step; the tables are set up and the first holds the empty
 * state. */
static bx_status run(counter *c, frontier_table *now, frontier_table *next,
                     const tour_frontier_watch *watch,
                     tour_frontier_result *out, bx_error *err)
{
    const frontier_plan *p = c->plan;
    long long taken = 0;

    for (c->step = 0; c->step < p->steps; c->step++) {
        c->last = c->step == p->steps - 1;
        c->next = next;
        for (size_t i = 0; i < now->capacity; i++) {
            if (now->entries[i].ways == 0)
                continue;
            if (++taken % POLL_STATES == 0) {
                out->reached = where(p, c->step, now->used);
                if (watch->keep_going != NULL &&
                    !watch->keep_going(watch->context))
                    return BX_OK;
                if (watch->progress != NULL &&
                    taken % PROGRESS_STATES == 0)
                    watch->progress(&out->reached, watch->context);
            }
            c->ways = now->entries[i].ways;
            take(c, now->entries[i].key);
            if (c->trouble != FRONTIER_ADDED)
                return fail_add(c->trouble, c, err);
        }
        c->trouble = frontier_table_flush(next);
        if (c->trouble != FRONTIER_ADDED)
            return fail_add(c->trouble, c, err);
        frontier_table *done = now;
        now = next;
        next = done;
        frontier_table_clear(next);
        out->reached = where(p, c->step, now->used);
        if (watch->progress != NULL)
            watch->progress(&out->reached, watch->context);
    }
    out->exact = true;
    return BX_OK;
}

/* Open tours on one or two squares, and closed ones on two: no frontier
 * needed (a closed tour of two squares goes there and back, once). */
static void count_tiny(const move_graph *g, bool closed, const int *fixed,
                       tour_frontier_result *out)
{
    bool joined = g->count == 2 && g->succ_start[1] > 0;
    int given = (fixed[0] >= 0) + (fixed[1] >= 0);

    out->exact = true;
    if (g->count == 1)
        out->tours = !closed && given < 2;
    else if (closed)
        out->tours = joined;
    else
        out->tours = joined ? (given > 0 ? 1 : 2) : 0;
}

/* Bits a slot needs for its codes: labels come in pairs. */
static int bits_for(int slots)
{
    int bits = 1;
    while ((1 << bits) <= FIRST_LABEL + slots / 2)
        bits++;
    return bits;
}

int tour_frontier_width(const move_graph *g)
{
    frontier_plan plan;
    int width = frontier_plan_build(g, &plan) ? plan.slots : -1;
    frontier_plan_free(&plan);
    return width;
}

/* Whether a state of that many frontier squares fits in a key. */
static bool width_fits(int slots)
{
    return slots <= MOST_SLOTS && slots * bits_for(slots) <= END_BITS_AT;
}

bool tour_frontier_fits(const move_graph *g)
{
    int width = tour_frontier_width(g);
    return width >= 0 && width_fits(width);
}

/* The count, open tours with up to two ends given (fixed[k] >= 0). */
static bx_status count(const move_graph *g, bool closed, const int *fixed,
                       const tour_frontier_watch *watch,
                       tour_frontier_result *out, bx_error *err)
{
    frontier_plan plan;
    frontier_table tables[2];
    size_t most = watch->most_states > 0 ? watch->most_states
                                         : TOUR_FRONTIER_MOST_STATES;
    counter c = {.plan = &plan, .closed = closed,
                 .fixed = {fixed[0], fixed[1]}, .fixed_step = {-1, -1},
                 .trouble = FRONTIER_ADDED};
    int given = (fixed[0] >= 0) + (fixed[1] >= 0);
    bx_status status = BX_OK;

    memset(out, 0, sizeof *out);
    if (!move_graph_symmetric(g))
        return bx_fail(err, BX_INVALID,
                       "the frontier count needs moves that can all be "
                       "made backwards");
    if (given == 2 && fixed[0] == fixed[1]) {
        out->exact = true; /* a path of two squares or more */
        return BX_OK;
    }
    if (g->count <= 2) {
        count_tiny(g, closed, fixed, out);
        return BX_OK;
    }
    memset(tables, 0, sizeof tables);
    if (!frontier_plan_build(g, &plan) ||
        !frontier_table_init(&tables[0], most) ||
        !frontier_table_init(&tables[1], most)) {
        status = bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
    } else if (!width_fits(plan.slots)) {
        status = bx_fail(err, BX_TOO_LARGE,
                         "the frontier of %d squares is too wide for the "
                         "count",
                         plan.slots);
    } else {
        c.bits = bits_for(plan.slots);
        for (int step = 0; step < plan.steps; step++)
            for (int k = 0; k < 2; k++)
                if (plan.square[step] == fixed[k])
                    c.fixed_step[k] = step;
        frontier_table_add(&tables[0], 0, 1);
        status = run(&c, &tables[0], &tables[1], watch, out, err);
        /* Each undirected path is found once: directed, twice, unless
         * an end is given (from it, or between the two given). */
        if (out->exact)
            out->tours = closed || given > 0 ? c.total : 2 * c.total;
    }
    frontier_plan_free(&plan);
    frontier_table_free(&tables[0]);
    frontier_table_free(&tables[1]);
    return status;
}

bx_status tour_frontier_count(const move_graph *g, bool closed,
                              int only_start,
                              const tour_frontier_watch *watch,
                              tour_frontier_result *out, bx_error *err)
{
    int fixed[2] = {closed ? -1 : only_start, -1};
    return count(g, closed, fixed, watch, out, err);
}

bx_status tour_frontier_count_between(const move_graph *g, int start,
                                      int end,
                                      const tour_frontier_watch *watch,
                                      tour_frontier_result *out,
                                      bx_error *err)
{
    int fixed[2] = {start, end};
    return count(g, false, fixed, watch, out, err);
}
