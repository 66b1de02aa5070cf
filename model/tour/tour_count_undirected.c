/* Counting tours when every move can be made backwards: a depth-first walk
 * with the cut of undirected graphs, stronger than the directed walk's.
 *
 * A square not yet visited will sit in the tour between two squares (one,
 * if it is the end of an open tour) taken from its unvisited neighbours,
 * the head of the walk when it is one move away, and, for a closed tour,
 * the start. Call their number its room. A square with room below two
 * (closed, or a square that may not end the tour) or zero (open) kills the
 * branch, and so do two squares with room one (open: both would have to
 * be the end). Stepping from the head h onto v lowers by one exactly the
 * room of h's unvisited neighbours (they lose h as the head; those next to
 * v lose v and gain it as the new head), so only they are checked.
 *
 * Open tours from every square are counted once per undirected path and
 * per orbit of the piece's symmetries (move_graph_symmetry.h): from the
 * lowest square of each orbit, a path is kept only when it ends in the
 * same orbit or a higher one, and a path ending higher stands for itself
 * and its reverse. The squares of lower orbits may not end the path, so
 * they need room two: the cut is stronger as well as the walk shorter.
 * A square that a symmetry leaves in place has its first steps counted
 * once per orbit of those symmetries likewise.
 *
 * The work is split into parts (a start and its first step), which
 * threads take in turn. */
#include "tour_count_undirected.h"

#include <stdatomic.h>
#include <stdlib.h>

#include "move_graph_symmetry.h"
#include "tour_threads.h"

/* The paths from start whose first step is first. */
typedef struct {
    int start;
    int first;
    int weight; /* tours each path stands for, before halving */
} part;

/* What the threads share. */
typedef struct {
    const move_graph *g;
    const tour_count_ask *ask;
    const unsigned char *near; /* near[u * count + v]: one move apart */
    const int *orbit;          /* NULL: no halving (closed, or one start) */
    const part *parts;
    int part_count;
    atomic_int next_part;
    atomic_int parts_done;
    atomic_llong nodes;
    atomic_bool stop;
    atomic_bool no_memory;
} shared;

/* One thread's walk. What the walk reads at every step is copied here
 * from what the threads share: a load away rather than three. The walk
 * writes its count at every step, so each counter has its cache lines
 * to itself. */
typedef struct {
    _Alignas(TOUR_WORKER_ALIGN) shared *s;
    const move_graph *g;
    const unsigned char *near;
    bool closed;
    bool tells; /* the caller's thread: tells the progress */
    int start;
    int first;
    bool *visited;
    int *avail;           /* unvisited neighbours per square */
    unsigned char *need;  /* least room a square not yet visited needs */
    unsigned char *gain;  /* open: tours a path ending there adds */
    /* The walk's own stack, one entry per square placed, so the depth of
     * the walk (up to the whole board) is not the depth of the C stack. */
    int *path;   /* path[d]: the head after d steps */
    int *cursor; /* cursor[d]: the next move of path[d] to try */
    int *ends;   /* ends[d]: squares with room one at depth d (open) */
    unsigned long long count;
    long long pending; /* positions not yet added to the shared count */
} counter;

static int room(const counter *c, int u, int head)
{
    int n = c->g->count;
    const unsigned char *near = c->near;
    int r = c->avail[u] + near[u * n + head];
    if (c->closed && head != c->start)
        r += near[u * n + c->start];
    return r;
}

static void enter(counter *c, int v)
{
    const move_graph *g = c->g;

    c->visited[v] = true;
    for (int f = g->succ_start[v]; f < g->succ_start[v + 1]; f++)
        c->avail[g->succ[f]]--;
}

static void leave(counter *c, int v)
{
    const move_graph *g = c->g;

    for (int f = g->succ_start[v]; f < g->succ_start[v + 1]; f++)
        c->avail[g->succ[f]]++;
    c->visited[v] = false;
}

/* Tells the caller where the count is, when c is on its thread. */
static void tell(const counter *c)
{
    const shared *s = c->s;
    if (!c->tells || s->ask->progress == NULL)
        return;
    tour_count_progress at = {
        atomic_load_explicit(&s->parts_done, memory_order_relaxed),
        s->part_count,
        atomic_load_explicit(&s->nodes, memory_order_relaxed) + c->pending};
    s->ask->progress(&at, s->ask->search->context);
}

/* Counts one position; false when the count must stop (the limit, or
 * another thread stopped). */
static bool spend(counter *c)
{
    shared *s = c->s;
    const tour_search *search = s->ask->search;

    c->pending++;
    if (search->node_limit > 0 &&
        atomic_load_explicit(&s->nodes, memory_order_relaxed) + c->pending >
            search->node_limit) {
        atomic_store(&s->stop, true);
        return false;
    }
    if (c->pending < TOUR_POLL_NODES)
        return true;
    atomic_fetch_add(&s->nodes, c->pending);
    c->pending = 0;
    tell(c);
    if (search->keep_going != NULL && !search->keep_going(search->context))
        atomic_store(&s->stop, true);
    return !atomic_load(&s->stop);
}

/* Whether the walk can go on once the head has stepped onto v: every
 * unvisited neighbour of the head keeps the room it needs; *ends counts
 * those left with room one. */
static bool still_alive(const counter *c, int head, int v, int *ends)
{
    const move_graph *g = c->g;

    if (c->closed && head == c->start)
        return true;
    for (int f = g->succ_start[head]; f < g->succ_start[head + 1]; f++) {
        int u = g->succ[f];
        if (c->visited[u])
            continue;
        int r = room(c, u, v);
        if (r < c->need[u])
            return false;
        *ends += r == 1;
    }
    return true;
}

/* What a whole path ending at v adds. A closed tour counts once: when it
 * ends above its first step. */
static unsigned long long whole(const counter *c, int v)
{
    if (!c->closed)
        return c->gain[v];
    int n = c->g->count;
    return c->near[v * n + c->start] && v > c->first;
}

/* The depth-first walk from c->start, each move of each head in turn;
 * counts every whole tour; false when it was stopped. */
static bool walk_tours(counter *c, int ends)
{
    const move_graph *g = c->g;
    int n = g->count;
    int d = 0;

    c->path[0] = c->start;
    c->cursor[0] = g->succ_start[c->start];
    c->ends[0] = ends;
    for (;;) {
        int head = c->path[d];
        if (c->cursor[d] == g->succ_start[head + 1]) {
            if (d == 0)
                return true;
            leave(c, head);
            d--;
            continue;
        }
        int v = g->succ[c->cursor[d]++];
        if (c->visited[v] || (d == 0 && v != c->first))
            continue;
        if (!spend(c))
            return false;
        int now_ends = c->ends[d] - (room(c, v, head) == 1);
        enter(c, v);
        if (still_alive(c, head, v, &now_ends) && now_ends <= 1) {
            if (d + 2 < n) {
                d++;
                c->path[d] = v;
                c->cursor[d] = g->succ_start[v];
                c->ends[d] = now_ends;
                continue;
            }
            c->count += whole(c, v); /* every square placed */
        }
        leave(c, v);
    }
}

/* Sets, for an open count, which squares may end a path from p's start
 * and what each adds: see the head of the file. */
static void set_ends(counter *c, const part *p)
{
    const shared *s = c->s;
    int n = c->g->count;

    for (int v = 0; v < n; v++) {
        int gain = s->orbit == NULL          ? p->weight
                   : s->orbit[v] < p->start  ? 0
                   : s->orbit[v] == p->start ? p->weight
                                             : 2 * p->weight;
        c->gain[v] = (unsigned char)gain;
        c->need[v] = c->closed || gain == 0 ? 2 : 1;
    }
}

/* Counts the paths of one part; false when stopped. */
static bool count_part(counter *c, const part *p)
{
    const move_graph *g = c->g;
    int n = g->count;
    int ends = 0;

    c->start = p->start;
    c->first = p->first;
    set_ends(c, p);
    for (int u = 0; u < n; u++) {
        c->visited[u] = false;
        c->avail[u] = g->succ_start[u + 1] - g->succ_start[u];
    }
    enter(c, p->start);
    for (int u = 0; u < n; u++) {
        if (u == p->start)
            continue;
        int r = room(c, u, p->start);
        if (r < c->need[u])
            return true; /* no tour from here: counted none */
        ends += r == 1;
    }
    return ends > 1 || walk_tours(c, ends);
}

static bool counter_alloc(counter *c, int n)
{
    c->visited = malloc((size_t)n * sizeof *c->visited);
    c->avail = malloc((size_t)n * sizeof *c->avail);
    c->need = malloc((size_t)n);
    c->gain = malloc((size_t)n);
    c->path = malloc((size_t)n * sizeof *c->path);
    c->cursor = malloc((size_t)n * sizeof *c->cursor);
    c->ends = malloc((size_t)n * sizeof *c->ends);
    return c->visited && c->avail && c->need && c->gain && c->path &&
           c->cursor && c->ends;
}

static void counter_free(counter *c)
{
    free(c->visited);
    free(c->avail);
    free(c->need);
    free(c->gain);
    free(c->path);
    free(c->cursor);
    free(c->ends);
}

/* A thread: takes the next part until none is left or the count stops,
 * adding its tours up in its counter. */
static int take_parts(void *arg)
{
    counter *c = arg;
    shared *s = c->s;

    if (!counter_alloc(c, s->g->count)) {
        atomic_store(&s->no_memory, true);
        atomic_store(&s->stop, true);
        return 0;
    }
    for (int i; !atomic_load(&s->stop) &&
                (i = atomic_fetch_add(&s->next_part, 1)) < s->part_count;) {
        if (!count_part(c, &s->parts[i]))
            break;
        atomic_fetch_add(&s->parts_done, 1);
        tell(c);
    }
    atomic_fetch_add(&s->nodes, c->pending);
    c->pending = 0;
    return 0;
}

/* How many first steps from start a symmetry leaving start in place
 * carries onto first, or 0 when first is not the lowest of them (then
 * the lowest stands for it). */
static int first_steps_like(const move_graph_symmetry *sym, int n, int start,
                            int first)
{
    int seen[MOVE_GRAPH_MOST_SYMMETRIES], count = 0;

    for (int t = 0; t < sym->count; t++) {
        const int *image = sym->image + (size_t)t * (size_t)n;
        if (image[start] != start)
            continue;
        if (image[first] < first)
            return 0;
        bool again = false;
        for (int k = 0; k < count; k++)
            again |= seen[k] == image[first];
        if (!again)
            seen[count++] = image[first];
    }
    return count;
}

/* The parts of the count; their number, or -1 when memory runs out. */
static int plan_parts(const move_graph *g, const tour_count_ask *ask,
                      const move_graph_symmetry *sym, part **out)
{
    int n = g->count, count = 0;
    part *parts = malloc(((size_t)move_graph_edges(g) + 1) * sizeof *parts);

    *out = parts;
    if (parts == NULL)
        return -1;
    for (int s = 0; s < n; s++) {
        bool wanted = ask->closed ? s == ask->only_start
                      : ask->only_start >= 0 ? s == ask->only_start
                                             : sym->orbit[s] == s;
        if (!wanted)
            continue;
        for (int e = g->succ_start[s]; e < g->succ_start[s + 1]; e++) {
            int f = g->succ[e];
            int like = ask->closed ? 1 : first_steps_like(sym, n, s, f);
            int orbit = ask->only_start >= 0 || ask->closed
                            ? 1
                            : sym->orbit_size[s];
            if (like > 0)
                parts[count++] = (part){s, f, orbit * like};
        }
    }
    return count;
}

static void run_threads(shared *s, counter *counters, int threads)
{
    for (int t = 0; t < threads; t++)
        counters[t] = (counter){.s = s, .g = s->g, .near = s->near,
                                .closed = s->ask->closed, .tells = t == 0};
    tour_threads_run(take_parts, counters, sizeof *counters, threads);
}

void tour_count_undirected(const move_graph *g, const tour_count_ask *ask,
                           tour_count_answer *out)
{
    int n = g->count;
    tour_count_ask asked = *ask;
    move_graph_symmetry sym;
    counter counters[TOUR_MOST_THREADS] = {{0}};
    part *parts = NULL;
    unsigned char *near = calloc((size_t)n * (size_t)n, 1);
    int threads = ask->threads < 1              ? 1
                  : ask->threads > TOUR_MOST_THREADS ? TOUR_MOST_THREADS
                                                : ask->threads;
    bool ok = move_graph_symmetry_find(g, &sym) && near != NULL;
    int part_count = -1;

    *out = (tour_count_answer){0};
    if (asked.closed)
        asked.only_start = move_graph_fewest_moves(g);
    if (ok)
        part_count = plan_parts(g, &asked, &sym, &parts);
    if (part_count < 0) {
        out->out_of_memory = true;
    } else {
        for (int u = 0; u < n; u++)
            for (int e = g->succ_start[u]; e < g->succ_start[u + 1]; e++)
                near[u * n + g->succ[e]] = 1;
        shared s = {.g = g, .ask = &asked, .near = near,
                    .orbit = asked.closed || asked.only_start >= 0
                                 ? NULL
                                 : sym.orbit,
                    .parts = parts, .part_count = part_count};
        atomic_init(&s.next_part, 0);
        atomic_init(&s.parts_done, 0);
        atomic_init(&s.nodes, 0);
        atomic_init(&s.stop, false);
        atomic_init(&s.no_memory, false);
        run_threads(&s, counters, threads);
        for (int t = 0; t < threads; t++) {
            out->tours += counters[t].count;
            counter_free(&counters[t]);
        }
        out->nodes = atomic_load(&s.nodes);
        out->out_of_memory = atomic_load(&s.no_memory);
        out->exact = !atomic_load(&s.stop);
    }
    free(parts);
    free(near);
    move_graph_symmetry_free(&sym);
}
