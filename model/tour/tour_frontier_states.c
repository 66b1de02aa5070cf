/* A state's part is the top bits of a hash of its key, its place in the
 * merging table the low bits of the same hash. */
#include "tour_frontier_states.h"

#include <stdlib.h>
#include <string.h>

enum {
    PART_BITS = 8, /* FRONTIER_PARTS == 1 << PART_BITS */
    FIRST_RUN = 64,
    FIRST_MERGER = 1024,
};

static uint64_t hash_of(frontier_key key)
{
    uint64_t low = (uint64_t)key, high = (uint64_t)(key >> 64);
    uint64_t h = low * 0x9E3779B97F4A7C15u ^ high * 0xC2B2AE3D27D4EB4Fu;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9u;
    h ^= h >> 32;
    return h;
}

/* The part of a key: the top bits of a plain multiplicative hash (the
 * mixed one of hash_of, for the merging table, is not needed here). */
static int part_of(frontier_key key)
{
    uint64_t low = (uint64_t)key, high = (uint64_t)(key >> 64);
    return (int)((low * 0x9E3779B97F4A7C15u ^ high * 0xC2B2AE3D27D4EB4Fu) >>
                 (64 - PART_BITS));
}

bool frontier_states_init(frontier_states *states, int workers)
{
    states->workers = workers;
    states->now = calloc(FRONTIER_PARTS, sizeof *states->now);
    states->next = calloc(FRONTIER_PARTS, sizeof *states->next);
    states->outbox = calloc((size_t)workers, sizeof *states->outbox);
    states->merger = calloc((size_t)workers, sizeof *states->merger);
    return states->now != NULL && states->next != NULL &&
           states->outbox != NULL && states->merger != NULL;
}

static void free_runs(frontier_run *runs)
{
    if (runs == NULL)
        return;
    for (int q = 0; q < FRONTIER_PARTS; q++)
        free(runs[q].at);
    free(runs);
}

void frontier_states_free(frontier_states *states)
{
    free_runs(states->now);
    free_runs(states->next);
    for (int w = 0; states->outbox != NULL && w < states->workers; w++)
        for (int q = 0; q < FRONTIER_PARTS; q++)
            free(states->outbox[w].part[q].at);
    free(states->outbox);
    for (int w = 0; states->merger != NULL && w < states->workers; w++)
        free(states->merger[w].slot);
    free(states->merger);
    memset(states, 0, sizeof *states);
}

/* Room in run for `count` entries in all. */
static bool reserve(frontier_run *run, size_t count)
{
    size_t capacity = run->capacity > 0 ? run->capacity : FIRST_RUN;
    frontier_entry *at;

    if (count <= run->capacity)
        return true;
    while (capacity < count)
        capacity *= 2;
    at = realloc(run->at, capacity * sizeof *at);
    if (at == NULL)
        return false;
    run->at = at;
    run->capacity = capacity;
    return true;
}

bool frontier_states_put(frontier_outbox *outbox, frontier_key key,
                         tour_big ways)
{
    frontier_run *run = &outbox->part[part_of(key)];

    if (run->count == run->capacity && !reserve(run, run->count + 1))
        return false;
    run->at[run->count].key = key;
    run->at[run->count].ways = ways;
    run->count++;
    return true;
}

/* Empties the first slots of the merging table, at least twice `count`
 * of them (kept at most half full), and returns how many; 0 when memory
 * cannot be had. */
static size_t merger_ready(frontier_merger *merger, size_t count)
{
    size_t capacity = FIRST_MERGER;

    while (capacity < 2 * count)
        capacity *= 2;
    if (capacity > merger->capacity) {
        free(merger->slot);
        merger->slot = malloc(capacity * sizeof *merger->slot);
        merger->capacity = merger->slot != NULL ? capacity : 0;
        if (merger->slot == NULL)
            return 0;
    }
    memset(merger->slot, 0, capacity * sizeof *merger->slot);
    return capacity;
}

/* Adds entry to the `count` entries of merged, through the table of
 * capacity slots (a power of two; 0 marks an empty one, else the index
 * of the entry plus one); returns the new count. */
static size_t merge_entry(frontier_entry *merged, size_t count,
                          uint32_t *slot, size_t capacity,
                          const frontier_entry *entry)
{
    size_t at = (size_t)hash_of(entry->key) & (capacity - 1);

    while (slot[at] != 0) {
        frontier_entry *held = &merged[slot[at] - 1];
        if (held->key == entry->key) {
            held->ways += entry->ways;
            return count;
        }
        at = (at + 1) & (capacity - 1);
    }
    merged[count] = *entry;
    slot[at] = (uint32_t)(count + 1);
    return count + 1;
}

bool frontier_states_merge(frontier_states *states, int worker, int part)
{
    frontier_run *merged = &states->next[part];
    frontier_merger *merger = &states->merger[worker];
    size_t count = 0, capacity;

    for (int w = 0; w < states->workers; w++)
        count += states->outbox[w].part[part].count;
    merged->count = 0;
    if (count == 0)
        return true;
    /* Indexes are 32 bits: a part of 2^32 states is far past memory. */
    if (count >= UINT32_MAX || !reserve(merged, count))
        return false;
    capacity = merger_ready(merger, count);
    if (capacity == 0)
        return false;
    /* Counted here, not in the run next to another worker's. */
    count = 0;
    for (int w = 0; w < states->workers; w++) {
        const frontier_run *run = &states->outbox[w].part[part];
        for (size_t i = 0; i < run->count; i++)
            count = merge_entry(merged->at, count, merger->slot, capacity,
                                &run->at[i]);
    }
    merged->count = count;
    return true;
}

void frontier_states_advance(frontier_states *states)
{
    frontier_run *done = states->now;

    states->now = states->next;
    states->next = done;
    for (int q = 0; q < FRONTIER_PARTS; q++)
        states->next[q].count = 0;
    for (int w = 0; w < states->workers; w++)
        for (int q = 0; q < FRONTIER_PARTS; q++)
            states->outbox[w].part[q].count = 0;
}

size_t frontier_states_count(const frontier_states *states)
{
    size_t count = 0;

    for (int q = 0; q < FRONTIER_PARTS; q++)
        count += states->now[q].count;
    return count;
}
