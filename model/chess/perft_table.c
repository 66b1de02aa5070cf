/* perft's memory of counted subtrees (perft_table.h). */
#if defined(__linux__)
#define _DEFAULT_SOURCE /* madvise */
#include <sys/mman.h>
#endif

#include "perft_table.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#include "bitboard.h"
#include "chess_tables.h"

/* One entry: data holds the count above the depth's 8 bits, and check is
 * the key XOR data, so a half-written entry fails the key test. */
typedef struct {
    _Atomic uint64_t check;
    _Atomic uint64_t data;
} perft_entry;

/* Four entries a bucket, one cache line; a new count replaces the
 * entry with the smallest count, the subtree cheapest to count again. */
enum { BUCKET_ENTRIES = 4, COUNT_BITS = 56, LINE_BYTES = 64 };

/* Probes land anywhere in the table, so with small pages nearly each one
 * also misses the TLB (a page walk, measured as most of the time at
 * 256 MiB): tables of 2 MiB and more are aligned for huge pages and, on
 * Linux, asked to get them. */
#define HUGE_PAGE_BYTES ((size_t)2 * 1024 * 1024)

struct chess_perft_table {
    uint64_t pieces[CHESS_COLORS][CHESS_KINDS][64];
    uint64_t castling[16];
    uint64_t en_passant[64];
    uint64_t black_to_move;
    size_t bucket_mask;
    perft_entry *entries; /* (bucket_mask + 1) * BUCKET_ENTRIES */
    void *block;          /* what holds them, aligned within it */
};

/* SplitMix64: fixed keys, the same in every run. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void make_keys(chess_perft_table *table)
{
    uint64_t state = 0x626F61726465784BULL;
    for (int c = 0; c < CHESS_COLORS; c++)
        for (int k = 0; k < CHESS_KINDS; k++)
            for (int sq = 0; sq < 64; sq++)
                table->pieces[c][k][sq] = next_random(&state);
    for (int i = 0; i < 16; i++)
        table->castling[i] = next_random(&state);
    for (int sq = 0; sq < 64; sq++)
        table->en_passant[sq] = next_random(&state);
    table->black_to_move = next_random(&state);
}

chess_perft_table *chess_perft_table_new(size_t megabytes)
{
    if (megabytes == 0 || megabytes > CHESS_PERFT_TABLE_MAX_MB)
        return NULL;
    size_t bucket_bytes = sizeof(perft_entry) * BUCKET_ENTRIES;
    size_t buckets = 1;
    while (buckets * 2 * bucket_bytes <= megabytes * 1024 * 1024)
        buckets *= 2;
    chess_perft_table *table = malloc(sizeof *table);
    if (table == NULL)
        return NULL;
    size_t bytes = buckets * bucket_bytes;
    size_t align = bytes >= HUGE_PAGE_BYTES ? HUGE_PAGE_BYTES : LINE_BYTES;
    /* Zeroed memory, and an entry of zeros is empty: a large block comes
     * as fresh pages the system zeroes when first touched, so a shallow
     * count with a large table touches only the entries it uses (perft 3
     * with 4 GiB took 1.8 s and 4 GiB of memory to clear them all). A
     * lock-free atomic integer is its value's bytes, so zeros are 0. */
    table->block = calloc(1, bytes + align);
    if (table->block == NULL) {
        free(table);
        return NULL;
    }
    table->entries =
        (perft_entry *)(((uintptr_t)table->block + align - 1) &
                        ~(uintptr_t)(align - 1));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (align == HUGE_PAGE_BYTES) /* a hint: the table works without */
        (void)madvise(table->entries, bytes, MADV_HUGEPAGE);
#endif
    table->bucket_mask = buckets - 1;
    make_keys(table);
    return table;
}

void chess_perft_table_free(chess_perft_table *table)
{
    if (table == NULL)
        return;
    free(table->block);
    free(table);
}

/* Whether a pawn of the side to move stands where it could take en
 * passant. Only then is the target part of the key: after a double step
 * no pawn can answer, the position counts as the one reached without it
 * (1. d4 Nf6 2. e4 and 1. e4 Nf6 2. d4 meet in the table). */
static bool en_passant_counts(const chess_position *pos)
{
    int target = pos->en_passant;
    if (target < 0 || target >= 64)
        return false;
    /* The squares a pawn takes on target from are those an enemy pawn
     * on target would attack. */
    bitboard from = pos->to_move == CHESS_WHITE
                        ? CHESS_BLACK_PAWN_ATTACKS[target]
                        : CHESS_WHITE_PAWN_ATTACKS[target];
    return (from & pos->pieces[pos->to_move][CHESS_PAWN]) != 0;
}

static uint64_t side_fields(const chess_perft_table *table,
                            const chess_position *pos)
{
    uint64_t key = table->castling[pos->castling & 15];
    if (en_passant_counts(pos))
        key ^= table->en_passant[pos->en_passant];
    if (pos->to_move == CHESS_BLACK)
        key ^= table->black_to_move;
    return key;
}

static uint64_t pieces_of(const chess_perft_table *table, int color,
                          int kind, bitboard set)
{
    uint64_t key = 0;
    while (set != 0)
        key ^= table->pieces[color][kind][bb_pop(&set)];
    return key;
}

uint64_t chess_perft_key(const chess_perft_table *table,
                         const chess_position *pos)
{
    uint64_t key = side_fields(table, pos);
    for (int c = 0; c < CHESS_COLORS; c++)
        for (int k = 0; k < CHESS_KINDS; k++)
            key ^= pieces_of(table, c, k, pos->pieces[c][k]);
    return key;
}

uint64_t chess_perft_key_after(const chess_perft_table *table, uint64_t key,
                               const chess_position *parent,
                               const chess_position *child)
{
    key ^= side_fields(table, parent) ^ side_fields(table, child);
    for (int c = 0; c < CHESS_COLORS; c++)
        for (int k = 0; k < CHESS_KINDS; k++) {
            bitboard changed = parent->pieces[c][k] ^ child->pieces[c][k];
            if (changed != 0)
                key ^= pieces_of(table, c, k, changed);
        }
    return key;
}

static perft_entry *bucket_of(chess_perft_table *table, uint64_t key)
{
    return &table->entries[(key & table->bucket_mask) * BUCKET_ENTRIES];
}

bool chess_perft_probe(chess_perft_table *table, uint64_t key, int depth,
                       uint64_t *count)
{
    perft_entry *bucket = bucket_of(table, key);
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
        uint64_t data =
            atomic_load_explicit(&bucket[i].data, memory_order_relaxed);
        uint64_t check =
            atomic_load_explicit(&bucket[i].check, memory_order_relaxed);
        if ((check ^ data) == key && (int)(data & 0xFF) == depth &&
            data != 0) {
            *count = data >> 8;
            return true;
        }
    }
    return false;
}

void chess_perft_prefetch(const chess_perft_table *table, uint64_t key)
{
#if defined(__GNUC__)
    __builtin_prefetch(&table->entries[(key & table->bucket_mask) *
                                       BUCKET_ENTRIES]);
#else
    (void)table;
    (void)key;
#endif
}

void chess_perft_store(chess_perft_table *table, uint64_t key, int depth,
                       uint64_t count)
{
    if (count >> COUNT_BITS != 0 || depth <= 0 || depth > 0xFF)
        return;
    perft_entry *bucket = bucket_of(table, key);
    uint64_t data = count << 8 | (uint64_t)depth;
    perft_entry *entry = &bucket[0];
    uint64_t smallest = UINT64_MAX;
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
        uint64_t held =
            atomic_load_explicit(&bucket[i].data, memory_order_relaxed);
        if (held < smallest) {
            smallest = held;
            entry = &bucket[i];
        }
    }
    atomic_store_explicit(&entry->data, data, memory_order_relaxed);
    atomic_store_explicit(&entry->check, key ^ data, memory_order_relaxed);
}
