/* The pairs of ends: a path between s and e, carried by a symmetry, is a
 * path between the images of s and e, so each orbit of pairs is counted
 * at its lowest pair and weighted by the orbit's size. Pairs the colours
 * of the moves rule out (move_graph_path_ends) are not counted. */
#include "tour_frontier_ends.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "move_graph_symmetry.h"
#include "tour_threads.h"

typedef struct {
    int start;
    int end;
    int weight; /* directed tours each path between them stands for */
} end_pair;

typedef struct {
    const move_graph *g;
    const tour_frontier_watch *watch;
    const end_pair *pairs;
    int count;
    atomic_int next;
    atomic_bool stop;
    mtx_t lock; /* guards what follows, and the watch's progress */
    int done;
    tour_big total;
    bx_status status;
    bx_error err;
    tour_frontier_progress reached;
} pair_work;

typedef struct {
    pair_work *work;
} hand;

static bool keep_going(void *context)
{
    pair_work *work = ((hand *)context)->work;
    const tour_frontier_watch *watch = work->watch;

    if (watch->keep_going != NULL && !watch->keep_going(watch->context))
        atomic_store(&work->stop, true);
    return !atomic_load(&work->stop);
}

/* Called with the lock held. */
static void tell(pair_work *work, tour_frontier_progress at)
{
    at.pairs_done = work->done;
    at.pairs = work->count;
    work->reached = at;
    if (work->watch->progress != NULL)
        work->watch->progress(&at, work->watch->context);
}

static void progress(const tour_frontier_progress *at, void *context)
{
    pair_work *work = ((hand *)context)->work;

    mtx_lock(&work->lock);
    tell(work, *at);
    mtx_unlock(&work->lock);
}

static int take_pairs(void *context)
{
    hand *h = context;
    pair_work *work = h->work;
    /* The pairs are shared out to threads: each is counted on one. */
    tour_frontier_watch watch = {work->watch->most_states, 1, keep_going,
                                 progress, h, work->watch->split_states};

    for (int i; !atomic_load(&work->stop) &&
                (i = atomic_fetch_add(&work->next, 1)) < work->count;) {
        tour_frontier_result result;
        bx_error err;
        bx_status status = tour_frontier_count_between(
            work->g, work->pairs[i].start, work->pairs[i].end, &watch,
            &result, &err);
        mtx_lock(&work->lock);
        if (status != BX_OK && work->status == BX_OK) {
            work->status = status;
            work->err = err;
        }
        if (status != BX_OK || !result.exact) {
            atomic_store(&work->stop, true);
        } else {
            work->total += result.tours * (tour_big)work->pairs[i].weight;
            work->done++;
            tell(work, result.reached);
        }
        mtx_unlock(&work->lock);
    }
    return 0;
}

/* How many pairs the symmetries carry {start, end} onto (only those
 * keeping start in place when it is given), or 0 when one of them is
 * lower: ordered by their lower square, then the other. */
static int pair_orbit(const move_graph_symmetry *sym, int n, int start,
                      int end, bool start_given)
{
    int seen[MOVE_GRAPH_MOST_SYMMETRIES][2], count = 0;

    for (int t = 0; t < sym->count; t++) {
        const int *image = sym->image + (size_t)t * (size_t)n;
        int a = image[start], b = image[end];
        if (start_given && a != start)
            continue;
        if (!start_given && a > b) {
            int swap = a;
            a = b;
            b = swap;
        }
        if (a < start || (a == start && b < end))
            return 0;
        bool again = false;
        for (int k = 0; k < count; k++)
            again |= seen[k][0] == a && seen[k][1] == b;
        if (!again) {
            seen[count][0] = a;
            seen[count][1] = b;
            count++;
        }
    }
    return count;
}

/* The pairs to count; their number, or -1 when memory runs out. */
static int plan_pairs(const move_graph *g, int only_start, end_pair **out)
{
    int n = g->count, count = 0;
    move_graph_symmetry sym;
    bool *may_start = malloc((size_t)n + 1), *may_end = malloc((size_t)n + 1);
    bool ok = move_graph_symmetry_find(g, &sym) && may_start != NULL &&
              may_end != NULL && move_graph_path_ends(g, -1, may_start);
    /* Squares apart: no path at all, and no pair to count. */
    bool joined = ok && move_graph_connected(g);
    size_t most = only_start >= 0 ? (size_t)n : (size_t)n * (size_t)n / 2;

    *out = ok ? malloc((most + 1) * sizeof **out) : NULL;
    for (int s = 0; *out != NULL && joined && s < n; s++) {
        if ((only_start >= 0 && s != only_start) || !may_start[s] ||
            !move_graph_path_ends(g, s, may_end))
            continue;
        for (int e = only_start >= 0 ? 0 : s + 1; e < n; e++) {
            int weight = e == s ? 0
                                : pair_orbit(&sym, n, s, e, only_start >= 0);
            if (weight > 0 && may_end[e])
                (*out)[count++] =
                    (end_pair){s, e, only_start >= 0 ? weight : 2 * weight};
        }
    }
    free(may_start);
    free(may_end);
    move_graph_symmetry_free(&sym);
    return *out != NULL ? count : -1;
}

bx_status tour_frontier_count_by_ends(const move_graph *g, int only_start,
                                      int threads,
                                      const tour_frontier_watch *watch,
                                      tour_frontier_result *out,
                                      bx_error *err)
{
    end_pair *pairs = NULL;
    hand hands[TOUR_MOST_THREADS];
    pair_work work = {.g = g, .watch = watch, .status = BX_OK};

    memset(out, 0, sizeof *out);
    if (threads < 1)
        threads = 1;
    if (threads > TOUR_MOST_THREADS)
        threads = TOUR_MOST_THREADS;
    work.count = plan_pairs(g, only_start, &pairs);
    if (work.count < 0 || mtx_init(&work.lock, mtx_plain) != thrd_success) {
        free(pairs);
        return bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
    }
    work.pairs = pairs;
    atomic_init(&work.next, 0);
    atomic_init(&work.stop, false);
    for (int t = 0; t < threads; t++)
        hands[t].work = &work;
    tour_threads_run(take_pairs, hands, sizeof *hands, threads);
    mtx_destroy(&work.lock);
    free(pairs);
    out->reached = work.reached;
    out->reached.pairs_done = work.done;
    out->reached.pairs = work.count;
    if (work.status != BX_OK) {
        if (err != NULL) /* as bx_fail, which takes no error too */
            *err = work.err;
        return work.status;
    }
    out->exact = work.done == work.count;
    out->tours = out->exact ? work.total : 0;
    return BX_OK;
}

/* What a count start by start tells its watch. */
typedef struct {
    const tour_frontier_watch *watch;
    int done;
    int count;
} start_work;

static bool start_keep_going(void *context)
{
    const tour_frontier_watch *watch = ((start_work *)context)->watch;
    return watch->keep_going == NULL || watch->keep_going(watch->context);
}

static void start_progress(const tour_frontier_progress *at, void *context)
{
    start_work *work = context;
    tour_frontier_progress told = *at;

    told.starts_done = work->done;
    told.starts = work->count;
    if (work->watch->progress != NULL)
        work->watch->progress(&told, work->watch->context);
}

bx_status tour_frontier_count_by_starts(const move_graph *g,
                                        const tour_frontier_watch *watch,
                                        tour_frontier_result *out,
                                        bx_error *err)
{
    int n = g->count;
    move_graph_symmetry sym;
    bool *may_end = malloc((size_t)n + 1);
    bool ok = move_graph_symmetry_find(g, &sym) && may_end != NULL &&
              move_graph_path_ends(g, -1, may_end);
    start_work work = {watch, 0, 0};
    tour_frontier_watch each = {watch->most_states, watch->threads,
                                start_keep_going, start_progress, &work,
                                watch->split_states};
    bx_status status = BX_OK;
    tour_big total = 0;

    memset(out, 0, sizeof *out);
    for (int s = 0; ok && s < n; s++)
        work.count += sym.orbit[s] == s && may_end[s];
    for (int s = 0; ok && s < n && status == BX_OK; s++) {
        tour_frontier_result one;
        if (sym.orbit[s] != s || !may_end[s])
            continue;
        status = tour_frontier_count(g, false, s, &each, &one, err);
        out->reached = one.reached;
        if (status != BX_OK || !one.exact)
            break;
        total += one.tours * (tour_big)sym.orbit_size[s];
        work.done++;
    }
    out->reached.starts_done = work.done;
    out->reached.starts = work.count;
    out->exact = ok && status == BX_OK && work.done == work.count;
    out->tours = out->exact ? total : 0;
    free(may_end);
    move_graph_symmetry_free(&sym);
    if (!ok)
        return bx_fail(err, BX_TOO_LARGE, "out of memory for the count");
    return status;
}
