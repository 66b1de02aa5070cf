/* Finding a tour: the phases of the search, and closing an open tour by
 * rotations. The walk itself is in tour_walk.c. */
#include "tour_find.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "move_graph.h"
#include "move_graph_cut.h"
#include "tour_walk.h"

enum {
    /* Each phase of a closed search gets this many positions per square
     * before the next is tried; the last phase runs to the caller's limit. */
    PHASE_NODES_PER_SQUARE = 20,
    ROTATIONS_PER_SQUARE = 200,
    /* Walks with random tie-breaks, each with its own short phase: a
     * sparse piece's walk stuck deep in one order often is not in another. */
    RESTARTS = 32,
    RESTART_NODES_PER_SQUARE = 50,
    /* With a complete method to hand over to, the last backtracking phase
     * stops after this many positions per square. */
    DECIDER_AFTER_PER_SQUARE = 2000,
};

/* Closes an open tour of a symmetric move graph by Posa's rotations: when
 * the end e of path v1 .. vi vi+1 .. e is one move from vi, the path
 * v1 .. vi e .. vi+1 covers the same squares and ends at vi+1. Rotating
 * at random ends keeps the path a tour from the start, until an end is one
 * move from the start. Returns whether it closed. */
static uint32_t xorshift(uint32_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    return *state;
}

/* xorshift32 from the search's seed: varied, repeatable, never 0. */
static uint32_t first_random(const tour_search *s)
{
    uint32_t random = 2463534242u ^ (s->seed * 2654435761u);
    return random != 0 ? random : 1;
}

static bool close_by_rotation(walk *w, tour_budget *budget, int *place)
{
    const move_graph *g = w->g;
    int n = g->count;
    int *path = w->path;
    bool *home = w->visited; /* reused: one move from the start */
    uint32_t random = first_random(budget->search);

    for (int i = 0; i < n; i++) {
        place[path[i]] = i;
        home[i] = false;
    }
    for (int e = g->succ_start[w->start]; e < g->succ_start[w->start + 1];
         e++)
        home[g->succ[e]] = true;
    while (!home[path[n - 1]]) {
        int end = path[n - 1];
        int degree = g->succ_start[end + 1] - g->succ_start[end];
        int pivot = -1;
        if (!tour_budget_spend(budget) || degree == 0)
            return false;
        xorshift(&random);
        /* The first move of the end, from a random one on, that is not
         * back along the path. */
        for (int k = 0; k < degree && pivot < 0; k++) {
            int u = g->succ[g->succ_start[end] +
                            (int)((random + (uint32_t)k) % (uint32_t)degree)];
            if (place[u] < n - 2)
                pivot = place[u];
        }
        if (pivot < 0)
            return false;
        for (int a = pivot + 1, b = n - 1; a < b; a++, b--) {
            int t = path[a];
            path[a] = path[b];
            path[b] = t;
            place[path[a]] = a;
            place[path[b]] = b;
        }
    }
    return true;
}

/* An open walk from w->start closed by rotations (moves must be
 * reversible); on success w->path holds the cycle. */
static tour_outcome open_then_rotate(walk *w, tour_budget *budget, int *place)
{
    long long count = w->g->count;
    tour_outcome outcome;

    budget->phase_end = budget->nodes + PHASE_NODES_PER_SQUARE * count;
    outcome = walk_search(w, false, budget);
    if (outcome == TOUR_FOUND) {
        budget->phase_end = budget->nodes + ROTATIONS_PER_SQUARE * count;
        if (!close_by_rotation(w, budget, place))
            outcome = TOUR_GAVE_UP;
    }
    return outcome;
}

/* Turns the cycle in w->path so that it begins at start. */
static void turn_cycle(walk *w, int start, int *scratch)
{
    int n = w->g->count;
    int at = 0;

    while (w->path[at] != start)
        at++;
    for (int i = 0; i < n; i++)
        scratch[i] = w->path[(at + i) % n];
    memcpy(w->path, scratch, (size_t)n * sizeof *scratch);
}

/* The last backtracking phase: to the caller's limit, or, when a complete
 * method follows, to its own share. */
static tour_outcome last_walk(walk *w, bool closed, tour_budget *budget)
{
    budget->phase_end =
        budget->search->decide == NULL
            ? 0
            : budget->nodes +
                  (long long)DECIDER_AFTER_PER_SQUARE * w->g->count;
    return walk_search(w, closed, budget);
}

/* Walks from the start whose ties go at random (the seed's), each for a
 * short phase. Whatever the order, a walk that runs out of paths has
 * tried them all, so its "impossible" is a proof too. */
static tour_outcome restart(walk *w, bool closed, tour_budget *budget)
{
    uint32_t random = first_random(budget->search) ^ 0x9e3779b9u;
    tour_outcome outcome = TOUR_GAVE_UP;

    if (random == 0)
        random = 1;
    for (int r = 0; r < RESTARTS && outcome == TOUR_GAVE_UP &&
                    !budget->stopped;
         r++) {
        for (int i = 0; i < w->g->count; i++)
            w->order[i] = (int)(xorshift(&random) % 4096u) *
                              BOARD_MAX_SQUARES + i;
        budget->phase_end = budget->nodes + (long long)RESTART_NODES_PER_SQUARE *
                                                w->g->count;
        outcome = walk_search(w, closed, budget);
    }
    walk_rank_squares(w->g->board, w->order);
    return outcome;
}

/* A closed tour: first a short closed search; then open tours closed by
 * rotations, from the start and, since a cycle may begin anywhere, from a
 * few other squares; then closed walks with random tie-breaks. Returns
 * TOUR_GAVE_UP when these quick phases have not decided. An open search
 * that proves there is no open tour from the start proves there is no
 * closed one either. */
static tour_outcome try_closed(walk *w, tour_budget *budget, int *place)
{
    const move_graph *g = w->g;
    int start = w->start;
    tour_outcome outcome;

    budget->phase_end = (long long)PHASE_NODES_PER_SQUARE * g->count;
    outcome = walk_search(w, true, budget);
    if (outcome == TOUR_GAVE_UP && !budget->stopped &&
        move_graph_symmetric(g)) {
        const int others[] = {
            start,
            square_index(g->board,
                         (square){g->board.height / 2, g->board.width / 2}),
            g->count / 3, 2 * g->count / 3};
        for (int i = 0; i < 4 && outcome == TOUR_GAVE_UP && !budget->stopped;
             i++) {
            w->start = others[i];
            outcome = open_then_rotate(w, budget, place);
            if (outcome == TOUR_IMPOSSIBLE && i > 0)
                outcome = TOUR_GAVE_UP; /* proves nothing about start */
        }
        w->start = start;
        if (outcome == TOUR_FOUND)
            turn_cycle(w, start, place);
    }
    if (outcome == TOUR_GAVE_UP && !budget->stopped)
        outcome = restart(w, true, budget);
    return outcome;
}

/* The quick phases, then the closed search again, to the caller's limit
 * (or the complete method's turn). */
static tour_outcome find_closed(walk *w, tour_budget *budget, int *place)
{
    tour_outcome outcome = try_closed(w, budget, place);
    if (outcome == TOUR_GAVE_UP && !budget->stopped)
        outcome = last_walk(w, true, budget);
    return outcome;
}

/* An open tour: a short walk, walks with random tie-breaks, then a closed
 * tour read from the start (every closed tour is an open one too, from any
 * square), then the walk to the caller's limit. */
static tour_outcome find_open(walk *w, tour_budget *budget, int *place)
{
    tour_outcome outcome;

    budget->phase_end = (long long)PHASE_NODES_PER_SQUARE * w->g->count;
    outcome = walk_search(w, false, budget);
    if (outcome == TOUR_GAVE_UP && !budget->stopped)
        outcome = restart(w, false, budget);
    if (outcome == TOUR_GAVE_UP && !budget->stopped) {
        /* Its "impossible" says nothing of open tours: only a found cycle
         * counts. */
        if (try_closed(w, budget, place) != TOUR_FOUND)
            outcome = TOUR_GAVE_UP;
        else
            outcome = TOUR_FOUND;
    }
    if (outcome == TOUR_GAVE_UP && !budget->stopped)
        outcome = last_walk(w, false, budget);
    return outcome;
}

static bx_status run(const move_graph *g, const tour_search *s, int start,
                     tour_grid *grid, tour_found *found, bx_error *err)
{
    walk w = {g, start, s->closed, NULL, NULL, NULL, NULL, NULL,
              NULL, NULL, NULL, 0};
    tour_budget budget = {s, 0, 0, false};
    char from[SQUARE_NAME_MAX];
    bool no_memory = !walk_alloc(&w, g);

    if (!no_memory) {
        /* next doubles as the rotations' table of places in the path:
         * every walk starts it afresh. */
        found->outcome = s->closed ? find_closed(&w, &budget, w.next)
                                   : find_open(&w, &budget, w.next);
        found->nodes = budget.nodes;
        square_to_fide(g->board, s->start, from, NULL);
        if (found->outcome == TOUR_GAVE_UP && !budget.stopped &&
            s->decide != NULL) {
            found->outcome = s->decide(g, start, s->closed, s, w.path,
                                       found->why, sizeof found->why,
                                       &no_memory);
            if (found->outcome == TOUR_GAVE_UP && !no_memory) {
                char decider[BX_ERROR_MAX];
                snprintf(decider, sizeof decider, "%s", found->why);
                snprintf(found->why, sizeof found->why,
                         "backtracking gave up after %lld positions and %.90s",
                         found->nodes, decider);
            }
        }
        if (found->outcome == TOUR_FOUND)
            for (int d = 0; d < g->count; d++)
                grid->number[w.path[d]] = d + 1;
        else if (found->outcome == TOUR_IMPOSSIBLE && found->why[0] == '\0')
            snprintf(found->why, sizeof found->why,
                     "every path from %s was tried (%lld positions)", from,
                     found->nodes);
        else if (found->outcome == TOUR_GAVE_UP && found->why[0] == '\0')
            snprintf(found->why, sizeof found->why,
                     "gave up after %lld positions", found->nodes);
    }
    walk_free(&w);
    if (no_memory)
        return bx_fail(err, BX_TOO_LARGE, "out of memory for the search");
    return BX_OK;
}

bx_status tour_find(const tour_search *search, tour_grid *grid,
                    tour_found *found, bx_error *err)
{
    move_graph graph;
    bx_status status;

    memset(found, 0, sizeof *found);
    if (!board_size_valid(search->board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    if (!square_on_board(search->board, search->start))
        return bx_fail(err, BX_INVALID, "invalid position");
    status = move_graph_build(search->board, search->piece, &graph, err);
    if (status != BX_OK)
        return status;
    memset(grid, 0, sizeof *grid);
    grid->board = search->board;
    int start = square_index(search->board, search->start);
    if (move_graph_rules_out(&graph, start, search->closed, found->why,
                             sizeof found->why) ||
        move_graph_cut_rules_out(&graph, start, search->closed, found->why,
                                 sizeof found->why))
        found->outcome = TOUR_IMPOSSIBLE;
    else
        status = run(&graph, search, start, grid, found, err);
    move_graph_free(&graph);
    return status;
}
