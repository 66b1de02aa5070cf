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
    states->merger = calloc(FRONTIER_PARTS, sizeof *states->merger);
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
    for (int q = 0; states->merger != NULL && q < FRONTIER_PARTS; q++)
        free(states->merger[q].slot);
    free(states->merger);
    memset(states, 0, sizeof *states);
}

/* Room in run for `count` entries in all. Runs grow by half, not double:
 * the states are most of the memory, and the copies cost little beside
 * taking the states. */
static bool reserve(frontier_run *run, size_t count)
{
    size_t capacity = run->capacity > 0 ? run->capacity : FIRST_RUN;
    frontier_entry *at;

    if (count <= run->capacity)
        return true;
    while (capacity < count)
        capacity += capacity / 2;
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

/* Makes room in the table for `count` entries of merged (at most half
 * full), putting those already merged back in when it grows; false when
 * memory cannot be had. */
static bool merger_room(frontier_merger *merger, const frontier_run *merged,
                        size_t count)
{
    size_t capacity = merger->capacity > 0 ? merger->capacity : FIRST_MERGER;
    uint32_t *slot;

    if (2 * count <= merger->capacity)
        return true;
    while (capacity < 2 * count)
        capacity *= 2;
    slot = calloc(capacity, sizeof *slot);
    if (slot == NULL)
        return false;
    for (size_t i = 0; i < merged->count; i++) {
        size_t at = (size_t)hash_of(merged->at[i].key) & (capacity - 1);
        while (slot[at] != 0)
            at = (at + 1) & (capacity - 1);
        slot[at] = (uint32_t)(i + 1);
    }
    free(merger->slot);
    merger->slot = slot;
    merger->capacity = capacity;
    return true;
}

/* Adds entry to merged through its table (0 marks an empty slot, else
 * the index of the entry plus one); false when memory cannot be had.
 * Both grow as the merged states do, not as the states merged in: most
 * of those are equal to one already there. */
static bool merge_entry(frontier_run *merged, frontier_merger *merger,
                        const frontier_entry *entry)
{
    size_t mask = merger->capacity - 1;
    size_t at = (size_t)hash_of(entry->key) & mask;

    while (merger->slot[at] != 0) {
        frontier_entry *held = &merged->at[merger->slot[at] - 1];
        if (held->key == entry->key) {
            held->ways += entry->ways;
            return true;
        }
        at = (at + 1) & mask;
    }
    /* Indexes are 32 bits: a part of 2^32 states is far past memory. */
    if (merged->count + 1 >= UINT32_MAX ||
        !reserve(merged, merged->count + 1) ||
        !merger_room(merger, merged, merged->count + 1))
        return false;
    if (merger->capacity - 1 != mask) {
        /* The table grew: the entry's empty slot is elsewhere now. */
        mask = merger->capacity - 1;
        at = (size_t)hash_of(entry->key) & mask;
        while (merger->slot[at] != 0)
            at = (at + 1) & mask;
    }
    merged->at[merged->count] = *entry;
    merger->slot[at] = (uint32_t)(merged->count + 1);
    merged->count++;
    return true;
}

bool frontier_states_merge(frontier_states *states, int part)
{
    frontier_run *merged = &states->next[part];
    frontier_merger *merger = &states->merger[part];

    if (!merger_room(merger, merged, 1))
        return false;
    for (int w = 0; w < states->workers; w++) {
        frontier_run *run = &states->outbox[w].part[part];
        for (size_t i = 0; i < run->count; i++)
            if (!merge_entry(merged, merger, &run->at[i]))
                return false;
        run->count = 0;
    }
    return true;
}

void frontier_states_advance(frontier_states *states)
{
    frontier_run *done = states->now;

    states->now = states->next;
    states->next = done;
    for (int q = 0; q < FRONTIER_PARTS; q++) {
        frontier_merger *merger = &states->merger[q];
        states->next[q].count = 0;
        if (merger->slot != NULL)
            memset(merger->slot, 0, merger->capacity * sizeof *merger->slot);
    }
}

size_t frontier_states_count(const frontier_states *states)
{
    size_t count = 0;

    for (int q = 0; q < FRONTIER_PARTS; q++)
        count += states->now[q].count;
    return count;
}
