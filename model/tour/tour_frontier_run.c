/* The frontier count, step by step: at each step the workers take the
 * step's square into the states, a part of the states at a time, each
 * putting what it makes in its own outbox; then they merge the outboxes,
 * a part at a time, into the states of the next step. A step is taken a
 * slice of parts at a time, each merged before the next, so what the
 * outboxes hold is a slice's, not a whole step's. The rules of a
 * step are in tour_frontier_take.c, the states in tour_frontier_states.c,
 * the threads in tour_threads.c. */
#include "tour_frontier_run.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "tour_threads.h"

enum {
    POLL_STATES = 4096,
    PROGRESS_STATES = 16 * POLL_STATES,
    /* A step of fewer states is not worth starting threads for. */
    SHARED_STEP_STATES = 64,
    /* From this many states on, a step is taken an eighth of its parts
     * at a time, each eighth merged before the next is taken: the
     * knight's open tours on 7x7 took 300 bytes a state when a whole
     * step waited in the outboxes. Below it, one slice is faster (each
     * part's table is read once a step): the knight's 6x6 open tours
     * take 6 s in 690 MB, 7 s in 410 MB by eighths. */
    SLICED_STEP_STATES = 1 << 23,
    SLICES = 8,
};

typedef struct counter counter;

typedef struct {
    _Alignas(TOUR_WORKER_ALIGN) counter *counter;
    int index;
    frontier_taker taker;
    long long taken; /* states taken, for polling the watch */
} worker;

struct counter {
    const frontier_plan *plan;
    const tour_frontier_watch *watch;
    frontier_rules rules;
    frontier_run_ask ask;
    int cut; /* the steps taken when the run was split, else 0 */
    frontier_states states;
    worker *workers;
    int worker_count;
    tour_frontier_progress at; /* where the step is, while it runs */
    int slice;                 /* the first part of the slice taken */
    int slice_parts;           /* and how many parts it has */
    atomic_int next_part;      /* the next part a worker takes */
    atomic_bool stopped;       /* keep_going said to stop */
    atomic_bool no_memory;
};

/* Where the count is at step of p: the board's squares taken before it
 * (by the other half, too, when the count is split) tell the line. */
static tour_frontier_progress where(const frontier_plan *p, int step,
                                    size_t states)
{
    int taken = p->taken_before;

    for (int k = 0; k < step; k++)
        taken += p->port == NULL || !p->port[k];
    return (tour_frontier_progress){.line = taken / p->line_length + 1,
                                    .lines = p->squares / p->line_length,
                                    .by_columns = p->by_columns,
                                    .states = (long long)states};
}

static bool halted(counter *c)
{
    return atomic_load_explicit(&c->stopped, memory_order_relaxed) ||
           atomic_load_explicit(&c->no_memory, memory_order_relaxed);
}

/* Asks the watch whether to go on; only the first worker (the caller's
 * thread) says where the count is. */
static bool keep_going(worker *w)
{
    counter *c = w->counter;
    const tour_frontier_watch *watch = c->watch;

    if (watch->keep_going != NULL && !watch->keep_going(watch->context))
        atomic_store(&c->stopped, true);
    if (halted(c))
        return false;
    if (w->index == 0 && watch->progress != NULL &&
        w->taken % PROGRESS_STATES == 0)
        watch->progress(&c->at, watch->context);
    return true;
}

static int take_parts(void *arg)
{
    worker *w = arg;
    counter *c = w->counter;
    int part;

    while (!halted(c) &&
           (part = c->slice + atomic_fetch_add(&c->next_part, 1)) <
               c->slice + c->slice_parts) {
        const frontier_run *states = &c->states.now[part];
        for (size_t i = 0; i < states->count; i++) {
            if (++w->taken % POLL_STATES == 0 && !keep_going(w))
                return 0;
            frontier_take(&w->taker, states->at[i].key, states->at[i].ways);
        }
        if (w->taker.out_of_memory)
            atomic_store(&c->no_memory, true);
    }
    return 0;
}

static int merge_parts(void *arg)
{
    worker *w = arg;
    counter *c = w->counter;
    int part;

    while ((part = atomic_fetch_add(&c->next_part, 1)) < FRONTIER_PARTS)
        if (!frontier_states_merge(&c->states, part))
            atomic_store(&c->no_memory, true);
    return 0;
}

/* Runs job over every part, on as many workers as the step is worth. */
static void share(counter *c, int (*job)(void *), size_t states)
{
    atomic_store(&c->next_part, 0);
    tour_threads_run(job, c->workers, sizeof *c->workers,
                         states < SHARED_STEP_STATES ? 1 : c->worker_count);
}

/* Whether the run splits after `taken` steps holding `states`: at the end
 * of a line, once half of the squares are taken and the states reach
 * the ask's number, with a line left. */
static bool split_here(const counter *c, int taken, size_t states)
{
    const frontier_plan *p = c->plan;
    return c->ask.split_states > 0 && states >= c->ask.split_states &&
           2 * taken >= p->steps && taken % p->line_length == 0 &&
           taken < p->steps;
}

/* Runs every step from the state before the first square. */
static bx_status run_steps(counter *c, tour_frontier_result *out,
                           bx_error *err)
{
    const frontier_plan *p = c->plan;
    size_t most = c->watch->most_states > 0 ? c->watch->most_states
                                            : TOUR_FRONTIER_MOST_STATES;
    size_t states = 1;

    if (!frontier_states_put(&c->states.outbox[0], 0, 1))
        return bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
    share(c, merge_parts, 1);
    frontier_states_advance(&c->states);
    for (int step = 0; step < p->steps; step++) {
        c->at = where(p, step, states);
        out->reached = c->at;
        for (int w = 0; w < c->worker_count; w++) {
            c->workers[w].taker.step = step;
            c->workers[w].taker.last = c->ask.whole && step == p->steps - 1;
            c->workers[w].taker.keep_last = c->ask.keep_last;
        }
        c->slice_parts = states < SLICED_STEP_STATES
                             ? FRONTIER_PARTS
                             : FRONTIER_PARTS / SLICES;
        for (c->slice = 0; c->slice < FRONTIER_PARTS &&
                           !atomic_load(&c->no_memory) &&
                           !atomic_load(&c->stopped);
             c->slice += c->slice_parts) {
            share(c, take_parts, states);
            if (!atomic_load(&c->no_memory) && !atomic_load(&c->stopped))
                share(c, merge_parts, states);
        }
        if (atomic_load(&c->no_memory))
            return bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
        if (atomic_load(&c->stopped))
            return BX_OK;
        frontier_states_advance(&c->states);
        states = frontier_states_count(&c->states);
        if (states > most)
            return bx_fail(err, BX_TOO_LARGE,
                           "the frontier count needs more than %zu states "
                           "at a step",
                           most);
        out->reached = where(p, step, states);
        if (c->watch->progress != NULL)
            c->watch->progress(&out->reached, c->watch->context);
        if (split_here(c, step + 1, states)) {
            c->cut = step + 1;
            break;
        }
    }
    for (int w = 0; w < c->worker_count; w++)
        out->tours += c->workers[w].taker.total;
    out->exact = true;
    return BX_OK;
}

int frontier_workers(const tour_frontier_watch *watch)
{
    if (watch->threads <= 1)
        return 1;
    return watch->threads < TOUR_MOST_THREADS ? watch->threads
                                                  : TOUR_MOST_THREADS;
}

/* Sets up the counter's workers and states; false when memory cannot be
 * had. */
static bool counter_ready(counter *c, int workers)
{
    c->worker_count = workers;
    /* sizeof (worker) is a multiple of its alignment, as C11 requires. */
    c->workers =
        aligned_alloc(TOUR_WORKER_ALIGN, (size_t)workers * sizeof(worker));
    if (c->workers == NULL || !frontier_states_init(&c->states, workers))
        return false;
    memset(c->workers, 0, (size_t)workers * sizeof *c->workers);
    for (int w = 0; w < workers; w++) {
        c->workers[w].counter = c;
        c->workers[w].index = w;
        c->workers[w].taker.rules = &c->rules;
        c->workers[w].taker.outbox = &c->states.outbox[w];
    }
    return true;
}

bx_status frontier_take_steps(const frontier_plan *plan,
                              const frontier_rules *rules,
                              frontier_run_ask ask,
                              const tour_frontier_watch *watch,
                              frontier_states *left, int *cut,
                              tour_frontier_result *out, bx_error *err)
{
    counter c = {.plan = plan, .watch = watch, .rules = *rules, .ask = ask};
    bx_status status;

    memset(out, 0, sizeof *out);
    atomic_init(&c.next_part, 0);
    atomic_init(&c.stopped, false);
    atomic_init(&c.no_memory, false);
    if (!counter_ready(&c, frontier_workers(watch)))
        status = bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
    else
        status = run_steps(&c, out, err);
    *cut = c.cut;
    if (status == BX_OK && out->exact &&
        (c.cut > 0 || !ask.whole || ask.keep_last)) {
        *left = c.states; /* the caller's now */
        memset(&c.states, 0, sizeof c.states);
    }
    frontier_states_free(&c.states);
    free(c.workers);
    return status;
}

