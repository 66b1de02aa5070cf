/* Meeting in the middle. The first half runs the plan's first steps and
 * stops; its frontier then is the ports, the squares of the first half
 * with moves into the second. The second half runs backwards from the
 * last square, taking each port just before its first neighbour (see
 * frontier_plan_build_rest), so its states say what the second half gave
 * each port: no move, one or two, and where the piece of path through the
 * second half leads from a port given one (to another port, or to an end
 * of the tour there).
 *
 * Two states, one of each half, meet when every port is given by the
 * second half what it still needs after the first, and the pieces of both
 * halves, joined at the ports, make one path (one cycle, closed): every
 * port given one move is the end of a piece of each half, so following
 * the pieces from an end of the tour, a piece of one half then of the
 * other, must pass every such port. Every tour is made of exactly one state of
 * each half, so the tours are the sum over the states that meet of the
 * product of their ways. States are met by what their ports need, sorted,
 * so that only states that agree on it are compared. */
#include "tour_frontier_halves.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "tour_frontier_run.h"
#include "tour_threads.h"

enum {
    /* A key's slots: there are never more ports. */
    MOST_PORTS = 32,
    NO_PARTNER = 0xFF, /* the piece leads to an end of the tour */
    MEETING_BATCH = 1024, /* states of the first half a worker takes */
};

/* A state of a half at the ports: how many moves cross the cut at each
 * (2 bits a port), and for a port crossed once, the port its half's
 * piece leads to, or NO_PARTNER. */
typedef struct {
    uint64_t crossing;
    tour_big ways;
    unsigned char partner[MOST_PORTS];
} meeting;

/* The ports in the second half's order, and their slots in each half. */
typedef struct {
    int count;
    int first_slot[MOST_PORTS];
    int second_slot[MOST_PORTS];
} ports;

static bool find_ports(const frontier_plan *plan, int cut,
                       const frontier_plan *rest, ports *out)
{
    out->count = 0;
    for (int step = 0; step < rest->steps; step++) {
        if (!rest->port[step])
            continue;
        if (out->count == MOST_PORTS)
            return false;
        int k = out->count++;
        out->second_slot[k] = rest->slot[step];
        out->first_slot[k] = -1;
        for (int s = 0; s < cut; s++)
            if (plan->square[s] == rest->square[step])
                out->first_slot[k] = plan->slot[s];
    }
    return true;
}

/* A state of a half as a meeting: slot[k] is port k's slot in it, and
 * moves[code] how many moves cross at a port with that code. */
static void meet_state(frontier_key key, tour_big ways, int slots,
                       const int *slot, int count, const int moves[3],
                       meeting *out)
{
    unsigned char code[MOST_PORTS];
    int label_port[16];

    frontier_key_codes(key, slots, code);
    memset(label_port, -1, sizeof label_port);
    out->crossing = 0;
    out->ways = ways;
    for (int k = 0; k < count; k++) {
        int c = code[slot[k]];
        int crossing = c >= FRONTIER_TO_END ? 1 : moves[c];
        out->crossing |= (uint64_t)crossing << 2 * k;
        out->partner[k] = NO_PARTNER;
        if (c >= FRONTIER_FIRST_LABEL) {
            int other = label_port[c & 15];
            if (other >= 0) {
                out->partner[k] = (unsigned char)other;
                out->partner[other] = (unsigned char)k;
            } else {
                label_port[c & 15] = k;
            }
        }
    }
}

static int by_crossing(const void *a, const void *b)
{
    uint64_t x = ((const meeting *)a)->crossing;
    uint64_t y = ((const meeting *)b)->crossing;
    return (x > y) - (x < y);
}

/* Whether the pieces of both halves make one path (closed: one cycle)
 * through the `crossed` ports crossed once. */
static bool one_piece(const meeting *first, const meeting *second,
                      int count, int crossed, bool closed)
{
    const meeting *half[2] = {first, second};
    int start = -1, side = 0, visited = 1;

    for (int k = 0; k < count && start < 0; k++) {
        if ((first->crossing >> 2 * k & 3) != 1)
            continue;
        if (closed)
            start = k;
        else if (first->partner[k] == NO_PARTNER)
            start = k, side = 1; /* the first half's piece ends here */
    }
    for (int k = 0; !closed && k < count && start < 0; k++)
        if ((first->crossing >> 2 * k & 3) == 1 &&
            second->partner[k] == NO_PARTNER)
            start = k, side = 0;
    if (start < 0)
        return false;
    for (int at = start;; side ^= 1) {
        int next = half[side]->partner[at];
        if (next == NO_PARTNER || (closed && next == start))
            break;
        at = next;
        if (++visited > crossed)
            return false;
    }
    return visited == crossed;
}

/* The states of a half, as meetings; NULL when memory cannot be had. */
static meeting *meetings_of(const frontier_states *states, int slots,
                            const int *slot, int count, const int moves[3],
                            size_t *made)
{
    size_t total = frontier_states_count(states), i = 0;
    meeting *out = malloc(total * sizeof *out + 1);

    for (int q = 0; out != NULL && q < FRONTIER_PARTS; q++)
        for (size_t e = 0; e < states->now[q].count; e++)
            meet_state(states->now[q].at[e].key, states->now[q].at[e].ways,
                       slots, slot, count, moves, &out[i++]);
    *made = i;
    return out;
}

/* The ways of the first half's state whose every port needs two moves,
 * if it has one. */
static tour_big untouched_ways(const meeting *first, size_t firsts,
                               int count)
{
    uint64_t every_two = 0;

    for (int k = 0; k < count; k++)
        every_two |= (uint64_t)2 << 2 * k;
    for (size_t i = 0; i < firsts; i++)
        if (first[i].crossing == every_two)
            return first[i].ways;
    return 0;
}

/* What the workers of a meeting share. */
typedef struct {
    const meeting *first;
    size_t firsts;
    const meeting *second; /* sorted by crossing */
    size_t seconds;
    int count;
    bool closed;
    const tour_frontier_watch *watch;
    atomic_size_t next;
    atomic_bool stop;
} meeting_work;

typedef struct {
    _Alignas(TOUR_WORKER_ALIGN) meeting_work *work;
    tour_big tours;
} meeter;

/* The tours of one state of the first half with those of the second. */
static tour_big meet_one(const meeting_work *w, const meeting *first)
{
    size_t low = 0, high = w->seconds;
    int crossed = 0;
    tour_big tours = 0;

    while (low < high) { /* the first state of the second half that agrees */
        size_t mid = low + (high - low) / 2;
        if (w->second[mid].crossing < first->crossing)
            low = mid + 1;
        else
            high = mid;
    }
    for (int k = 0; k < w->count; k++)
        crossed += (first->crossing >> 2 * k & 3) == 1;
    for (size_t j = low;
         j < w->seconds && w->second[j].crossing == first->crossing; j++)
        if (one_piece(first, &w->second[j], w->count, crossed, w->closed))
            tours += first->ways * w->second[j].ways;
    return tours;
}

static int meet_batches(void *arg)
{
    meeter *m = arg;
    meeting_work *w = m->work;
    const tour_frontier_watch *watch = w->watch;
    size_t from;

    while (!atomic_load(&w->stop) &&
           (from = atomic_fetch_add(&w->next, MEETING_BATCH)) < w->firsts) {
        if (watch->keep_going != NULL && !watch->keep_going(watch->context)) {
            atomic_store(&w->stop, true);
            break;
        }
        size_t to = from + MEETING_BATCH < w->firsts ? from + MEETING_BATCH
                                                     : w->firsts;
        for (size_t i = from; i < to; i++)
            m->tours += meet_one(w, &w->first[i]);
    }
    return 0;
}

/* The sum over the states of both halves that meet; false when the watch
 * stopped it. */
static bool meet(meeting_work *w, int workers, tour_big *tours)
{
    meeter meeters[TOUR_MOST_THREADS];

    atomic_init(&w->next, 0);
    atomic_init(&w->stop, false);
    for (int k = 0; k < workers; k++)
        meeters[k] = (meeter){.work = w, .tours = 0};
    tour_threads_run(meet_batches, meeters, sizeof *meeters, workers);
    for (int k = 0; k < workers; k++)
        *tours += meeters[k].tours;
    return !atomic_load(&w->stop);
}

/* Runs the second half and meets it with the first. */
static bx_status run_rest(const frontier_plan *plan, int cut,
                          const frontier_plan *rest,
                          const frontier_rules *rules,
                          const frontier_states *first_states,
                          const tour_frontier_watch *watch,
                          tour_frontier_result *out, bx_error *err)
{
    /* Moves crossing at a port by its code: the first half's code says
     * what the port still needs (none when done, two when untouched), the
     * second's what it was given (none when untouched, two when done). */
    static const int first_moves[3] = {0, 2, 1};
    static const int second_moves[3] = {2, 0, 1};
    frontier_rules second_rules =
        frontier_rules_of(rest, rules->closed, rules->fixed);
    second_rules.may_end = rules->may_end;
    /* The second half's last square may end a whole tour of its own
     * squares and the ports, when the first half used no move: every port
     * needing two then. */
    frontier_run_ask ask = {true, true, 0};
    frontier_states second_states = {0};
    meeting *first = NULL, *second = NULL;
    meeting_work work = {.closed = rules->closed, .watch = watch};
    ports at;
    int no_cut;
    bx_status status;

    find_ports(plan, cut, rest, &at);
    status = frontier_take_steps(rest, &second_rules, ask, watch,
                                 &second_states, &no_cut, out, err);
    if (status == BX_OK && out->exact) {
        first = meetings_of(first_states, plan->slots, at.first_slot,
                            at.count, first_moves, &work.firsts);
        second = meetings_of(&second_states, rest->slots, at.second_slot,
                             at.count, second_moves, &work.seconds);
        if (first == NULL || second == NULL) {
            status = bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
        } else {
            qsort(second, work.seconds, sizeof *second, by_crossing);
            work.first = first;
            work.second = second;
            work.count = at.count;
            tour_big alone = out->tours * untouched_ways(first, work.firsts,
                                                         at.count);
            out->tours = alone;
            out->exact = meet(&work, frontier_workers(watch), &out->tours);
            if (!out->exact)
                out->tours = 0;
        }
    }
    free(first);
    free(second);
    frontier_states_free(&second_states);
    return status;
}

/* Whether the second half of a split after `cut` steps fits: its ports
 * and its states' slots. */
static bool rest_fits(const move_graph *g, const frontier_plan *plan, int cut)
{
    frontier_plan rest;
    ports at;
    bool fits = frontier_plan_build_rest(g, plan, cut, &rest) &&
                frontier_key_fits(rest.slots) &&
                find_ports(plan, cut, &rest, &at);
    frontier_plan_free(&rest);
    return fits;
}

bool frontier_can_split(const move_graph *g, const frontier_plan *plan)
{
    for (int cut = plan->line_length; cut < plan->steps;
         cut += plan->line_length)
        if (2 * cut >= plan->steps && !rest_fits(g, plan, cut))
            return false;
    return true;
}

bx_status frontier_meet_rest(const move_graph *g, const frontier_plan *plan,
                             const frontier_rules *rules, int cut,
                             const frontier_states *first,
                             const tour_frontier_watch *watch,
                             tour_frontier_result *out, bx_error *err)
{
    frontier_plan rest;
    bx_status status;

    if (!frontier_plan_build_rest(g, plan, cut, &rest))
        status = bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
    else
        status = run_rest(plan, cut, &rest, rules, first, watch, out, err);
    frontier_plan_free(&rest);
    return status;
}
