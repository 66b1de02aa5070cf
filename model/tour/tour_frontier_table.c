/* Linear probing over a power-of-two table kept at most half full. */
#define _DEFAULT_SOURCE /* madvise */
#include "tour_frontier_table.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

enum { FIRST_CAPACITY = 1024 };

/* Huge pages: states are read and written at random over the whole table,
 * and with small pages nearly every one costs a page-table walk too. */
static const size_t HUGE_PAGE = (size_t)2 << 20;

/* Zeroed entries; NULL when memory cannot be had. */
static frontier_entry *new_entries(size_t capacity)
{
    size_t bytes = capacity * sizeof(frontier_entry);
    frontier_entry *entries;

    if (bytes < HUGE_PAGE)
        return calloc(capacity, sizeof(frontier_entry));
    entries = aligned_alloc(HUGE_PAGE, bytes); /* a multiple of it */
    if (entries == NULL)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(entries, bytes, MADV_HUGEPAGE); /* a hint: failure is fine */
#endif
    memset(entries, 0, bytes);
    return entries;
}

static size_t slot_of(frontier_key key, uint64_t salt, size_t capacity)
{
    uint64_t low = (uint64_t)key, high = (uint64_t)(key >> 64);
    uint64_t h = (low ^ salt) * 0x9E3779B97F4A7C15u ^
                 high * 0xC2B2AE3D27D4EB4Fu;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9u;
    h ^= h >> 32;
    return (size_t)h & (capacity - 1);
}

bool frontier_table_init(frontier_table *table, size_t most)
{
    table->capacity = FIRST_CAPACITY;
    table->used = 0;
    table->most = most;
    table->salt = 0;
    table->waiting_count = 0;
    table->waiting_first = 0;
    table->entries = new_entries(table->capacity);
    return table->entries != NULL;
}

void frontier_table_free(frontier_table *table)
{
    free(table->entries);
    memset(table, 0, sizeof *table);
}

void frontier_table_clear(frontier_table *table)
{
    size_t fitting = FIRST_CAPACITY;
    table->salt = (table->salt + 1) * 0xD6E8FEB86659FD93u;
    while (fitting < 4 * table->used)
        fitting *= 2;
    /* Far too large for what the last step held: give memory back. */
    if (table->capacity > 4 * fitting) {
        frontier_entry *smaller = new_entries(fitting);
        if (smaller != NULL) {
            free(table->entries);
            table->entries = smaller;
            table->capacity = fitting;
            table->used = 0;
            return;
        }
    }
    memset(table->entries, 0, table->capacity * sizeof *table->entries);
    table->used = 0;
}

static void put(frontier_entry *entries, size_t capacity, uint64_t salt,
                frontier_key key, tour_big ways)
{
    size_t at = slot_of(key, salt, capacity);
    while (entries[at].ways != 0)
        at = (at + 1) & (capacity - 1);
    entries[at].key = key;
    entries[at].ways = ways;
}

static bool grow(frontier_table *table)
{
    size_t capacity = table->capacity * 2;
    frontier_entry *entries = new_entries(capacity);
    if (entries == NULL)
        return false;
    for (size_t i = 0; i < table->capacity; i++)
        if (table->entries[i].ways != 0)
            put(entries, capacity, table->salt, table->entries[i].key,
                table->entries[i].ways);
    free(table->entries);
    table->entries = entries;
    table->capacity = capacity;
    return true;
}

frontier_add frontier_table_add(frontier_table *table, frontier_key key,
                                tour_big ways)
{
    size_t mask = table->capacity - 1;
    size_t at = slot_of(key, table->salt, table->capacity);

    while (table->entries[at].ways != 0) {
        if (table->entries[at].key == key) {
            table->entries[at].ways += ways;
            return FRONTIER_ADDED;
        }
        at = (at + 1) & mask;
    }
    if (table->used >= table->most)
        return FRONTIER_FULL;
    if (2 * (table->used + 1) > table->capacity) {
        if (!grow(table))
            return FRONTIER_NO_MEMORY;
        put(table->entries, table->capacity, table->salt, key, ways);
    } else {
        table->entries[at].key = key;
        table->entries[at].ways = ways;
    }
    table->used++;
    return FRONTIER_ADDED;
}

frontier_add frontier_table_add_soon(frontier_table *table,
                                     frontier_key key, tour_big ways)
{
    frontier_add result = FRONTIER_ADDED;
    int at = table->waiting_first;

    if (table->waiting_count == FRONTIER_AHEAD) {
        result = frontier_table_add(table, table->waiting[at].key,
                                    table->waiting[at].ways);
        table->waiting_first = (at + 1) % FRONTIER_AHEAD;
    } else {
        at = (at + table->waiting_count) % FRONTIER_AHEAD;
        table->waiting_count++;
    }
    table->waiting[at].key = key;
    table->waiting[at].ways = ways;
    __builtin_prefetch(
        &table->entries[slot_of(key, table->salt, table->capacity)], 1);
    return result;
}

frontier_add frontier_table_flush(frontier_table *table)
{
    frontier_add result = FRONTIER_ADDED;

    for (; table->waiting_count > 0 && result == FRONTIER_ADDED;
         table->waiting_count--) {
        frontier_entry *next = &table->waiting[table->waiting_first];
        result = frontier_table_add(table, next->key, next->ways);
        table->waiting_first = (table->waiting_first + 1) % FRONTIER_AHEAD;
    }
    table->waiting_count = 0;
    table->waiting_first = 0;
    return result;
}
