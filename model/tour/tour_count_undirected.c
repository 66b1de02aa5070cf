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
 * The squares not yet visited are a set of bits, and so are each square's
 * neighbours: a room is one count of the bits the two share, where
 * counts kept per square would be updated at every step.
 *
 * The work is split into parts (a start and its first step), which
 * threads take in turn. */
#include "tour_count_undirected.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#include "bits.h"
#include "move_graph_symmetry.h"
#include "square_set.h"
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
    int words;                 /* 64-bit words in a set of squares */
    const uint64_t *near;      /* near + u * words: u's neighbours */
    /* The CPU counts bits in one instruction (walk_tours reads it;
     * cppcheck does not see the read through the counter). */
    /* cppcheck-suppress unusedStructMember */
    bool popcnt;
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
    const uint64_t *near;
    int words;
    bool closed;
    bool tells; /* the caller's thread: tells the progress */
    int start;
    int first;
    uint64_t *unvisited; /* the squares not yet visited */
    uint64_t *no_end;    /* squares that need room two: no path ends there */
    unsigned char *gain; /* open: tours a path ending there adds */
    /* The walk's own stack, one entry per square placed, so the depth of
     * the walk (up to the whole board) is not the depth of the C stack. */
    int *path;      /* path[d]: the head after d steps */
    uint64_t *todo; /* todo + d * words: the moves of path[d] left to try */
    int *ends;      /* ends[d]: squares with room one at depth d (open) */
    unsigned long long count;
    long long pending; /* positions not yet added to the shared count */
    long long poll_at; /* pending at which spend looks up from the walk */
} counter;

/* The walk's functions take the words of a set as an argument: walk_tours
 * calls them with the constant 1 for boards of up to 64 squares, where
 * the loops over words fold away and a set is one register. */
#define COUNT_INLINE static inline __attribute__((always_inline))

/* The word of a set that holds square v: with one word, the constant 0,
 * so the set can stay in a register. */
COUNT_INLINE int word_of(int v, int words)
{
    return words == 1 ? 0 : v >> 6;
}

COUNT_INLINE bool in_set(const uint64_t *set, int v, int words)
{
    return set[word_of(v, words)] >> (v & 63) & 1;
}

COUNT_INLINE void put(uint64_t *set, int v, int words)
{
    set[word_of(v, words)] |= UINT64_C(1) << (v & 63);
}

COUNT_INLINE void take(uint64_t *set, int v, int words)
{
    set[word_of(v, words)] &= ~(UINT64_C(1) << (v & 63));
}

/* Removes the lowest square of set and returns it, or -1 when empty. */
COUNT_INLINE int take_lowest(uint64_t *set, int words)
{
    for (int k = 0; k < words; k++) {
        if (set[k] != 0) {
            int v = __builtin_ctzll(set[k]);
            set[k] &= set[k] - 1;
            return k * 64 + v;
        }
    }
    return -1;
}

COUNT_INLINE const uint64_t *around(const counter *c, int u, int words)
{
    return c->near + (size_t)u * (size_t)words;
}

/* The room of u, not yet visited, when head is the head. */
COUNT_INLINE int room(const counter *c, const uint64_t *unvisited, int u,
                      int head, int words, bool popcnt)
{
    const uint64_t *next_to_u = around(c, u, words);
    int r = in_set(next_to_u, head, words);
    for (int k = 0; k < words; k++)
        r += popcnt ? __builtin_popcountll(next_to_u[k] & unvisited[k])
                    : bits_count(next_to_u[k] & unvisited[k]);
    if (c->closed && head != c->start)
        r += in_set(next_to_u, c->start, words);
    return r;
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

/* Sets when spend next looks up: at the next poll, or sooner at the node
 * limit (all threads' positions, as far as the shared count knows). */
static void set_poll(counter *c)
{
    const shared *s = c->s;
    long long limit = s->ask->search->node_limit;

    c->poll_at = TOUR_POLL_NODES;
    if (limit > 0) {
        long long over = limit + 1 -
                         atomic_load_explicit(&s->nodes, memory_order_relaxed);
        if (over < c->poll_at)
            c->poll_at = over;
    }
}

/* spend's rare half: the limit, the shared count, the caller's say. */
static bool look_up(counter *c)
{
    shared *s = c->s;
    const tour_search *search = s->ask->search;

    if (search->node_limit > 0 &&
        atomic_load_explicit(&s->nodes, memory_order_relaxed) + c->pending >
            search->node_limit) {
        atomic_store(&s->stop, true);
        return false;
    }
    if (c->pending >= TOUR_POLL_NODES) {
        atomic_fetch_add(&s->nodes, c->pending);
        c->pending = 0;
        tell(c);
        if (search->keep_going != NULL && !search->keep_going(search->context))
            atomic_store(&s->stop, true);
    }
    set_poll(c);
    return !atomic_load(&s->stop);
}

/* Counts one position; false when the count must stop (the limit, or
 * another thread stopped). */
COUNT_INLINE bool spend(counter *c)
{
    return ++c->pending < c->poll_at || look_up(c);
}

/* Whether the walk can go on once the head has stepped onto v: every
 * unvisited neighbour of the head keeps the room it needs; *ends counts
 * those left with room one. */
COUNT_INLINE bool still_alive(const counter *c, const uint64_t *unvisited,
                              int head, int v, int *ends, int words,
                              bool popcnt)
{
    uint64_t left[SQUARE_SET_WORDS];
    const uint64_t *next_to_head = around(c, head, words);

    if (c->closed && head == c->start)
        return true;
    for (int k = 0; k < words; k++)
        left[k] = next_to_head[k] & unvisited[k];
    for (int u; (u = take_lowest(left, words)) >= 0;) {
        int r = room(c, unvisited, u, v, words, popcnt);
        if (r < 1 + in_set(c->no_end, u, words))
            return false;
        *ends += r == 1;
    }
    return true;
}

/* What a whole path ending at v adds. A closed tour counts once: when it
 * ends above its first step. */
COUNT_INLINE unsigned long long whole(const counter *c, int v, int words)
{
    if (!c->closed)
        return c->gain[v];
    return in_set(around(c, v, words), c->start, words) && v > c->first;
}

/* The depth-first walk from c->start, each move of each head in turn;
 * counts every whole tour; false when it was stopped. */
COUNT_INLINE bool walk_tours_in(counter *c, int ends, int words,
                               bool popcnt)
{
    uint64_t unvisited[SQUARE_SET_WORDS];
    int n = c->g->count;
    int d = 0;

    for (int k = 0; k < words; k++) {
        unvisited[k] = c->unvisited[k];
        c->todo[k] = 0;
    }
    c->path[0] = c->start;
    put(c->todo, c->first, words);
    c->ends[0] = ends;
    for (;;) {
        int head = c->path[d];
        int v = take_lowest(c->todo + (size_t)d * (size_t)words, words);
        if (v < 0) {
            if (d == 0)
                return true;
            put(unvisited, head, words);
            d--;
            continue;
        }
        if (!spend(c))
            return false;
        int now_ends =
            c->ends[d] - (room(c, unvisited, v, head, words, popcnt) == 1);
        take(unvisited, v, words);
        if (still_alive(c, unvisited, head, v, &now_ends, words, popcnt) &&
            now_ends <= 1) {
            if (d + 2 < n) {
                const uint64_t *next_to_v = around(c, v, words);
                d++;
                c->path[d] = v;
                for (int k = 0; k < words; k++)
                    c->todo[(size_t)d * (size_t)words + (size_t)k] =
                        next_to_v[k] & unvisited[k];
                c->ends[d] = now_ends;
                continue;
            }
            c->count += whole(c, v, words); /* every square placed */
        }
        put(unvisited, v, words);
    }
}

/* The walk of one word with the CPU's POPCNT, for CPUs that have it. */
#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("popcnt")))
#endif
static bool walk_tours_popcnt(counter *c, int ends)
{
    return walk_tours_in(c, ends, 1, true);
}

/* The walk with sets of one word, where the board has 64 squares or
 * fewer (every count that ends in reasonable time), or of any size. */
static bool walk_tours(counter *c, int ends)
{
    if (c->words == 1 && c->s->popcnt)
        return walk_tours_popcnt(c, ends);
    return c->words == 1 ? walk_tours_in(c, ends, 1, false)
                         : walk_tours_in(c, ends, c->words, false);
}

/* Sets, for an open count, which squares may end a path from p's start
 * and what each adds: see the head of the file. */
static void set_ends(counter *c, const part *p)
{
    const shared *s = c->s;
    int n = c->g->count;

    for (int k = 0; k < c->words; k++)
        c->no_end[k] = 0;
    for (int v = 0; v < n; v++) {
        int gain = s->orbit == NULL          ? p->weight
                   : s->orbit[v] < p->start  ? 0
                   : s->orbit[v] == p->start ? p->weight
                                             : 2 * p->weight;
        c->gain[v] = (unsigned char)gain;
        if (c->closed || gain == 0)
            put(c->no_end, v, c->words);
    }
}

/* Counts the paths of one part; false when stopped. */
static bool count_part(counter *c, const part *p)
{
    int n = c->g->count;
    int ends = 0;

    c->start = p->start;
    c->first = p->first;
    set_ends(c, p);
    for (int k = 0; k < c->words; k++)
        c->unvisited[k] = 0;
    for (int u = 0; u < n; u++)
        if (u != p->start)
            put(c->unvisited, u, c->words);
    for (int u = 0; u < n; u++) {
        if (u == p->start)
            continue;
        int r = room(c, c->unvisited, u, p->start, c->words, false);
        if (r < 1 + in_set(c->no_end, u, c->words))
            return true; /* no tour from here: counted none */
        ends += r == 1;
    }
    return ends > 1 || walk_tours(c, ends);
}

static bool counter_alloc(counter *c, int n)
{
    size_t words = (size_t)c->words;

    c->unvisited = calloc(words, sizeof *c->unvisited);
    c->no_end = calloc(words, sizeof *c->no_end);
    c->gain = malloc((size_t)n);
    c->path = malloc((size_t)n * sizeof *c->path);
    c->todo = malloc((size_t)n * words * sizeof *c->todo);
    c->ends = malloc((size_t)n * sizeof *c->ends);
    return c->unvisited && c->no_end && c->gain && c->path && c->todo &&
           c->ends;
}

static void counter_free(counter *c)
{
    free(c->unvisited);
    free(c->no_end);
    free(c->gain);
    free(c->path);
    free(c->todo);
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
    set_poll(c);
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

static bool cpu_counts_bits(void)
{
#if defined(__x86_64__) && defined(__GNUC__)
    return __builtin_cpu_supports("popcnt");
#else
    return false;
#endif
}

static void run_threads(shared *s, counter *counters, int threads)
{
    for (int t = 0; t < threads; t++)
        counters[t] = (counter){.s = s, .g = s->g, .near = s->near,
                                .words = s->words, .closed = s->ask->closed,
                                .tells = t == 0};
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
    int words = (n + 63) / 64;
    uint64_t *near = calloc((size_t)n * (size_t)words, sizeof *near);
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
                near[(size_t)u * (size_t)words + (size_t)(g->succ[e] >> 6)] |=
                    UINT64_C(1) << (g->succ[e] & 63);
        shared s = {.g = g, .ask = &asked, .words = words, .near = near,
                    .popcnt = cpu_counts_bits(),
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
