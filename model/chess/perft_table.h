/* A memory of the subtrees perft has counted, so that a position reached
 * again by another order of moves (a transposition) is counted once.
 *
 * Positions are keyed by a Zobrist hash: one random 64-bit number per
 * piece on a square, per castling right, per en-passant square (only
 * when a pawn stands to take there) and for black to move, XORed
 * together. An entry keeps the whole 64-bit key and
 * the depth beside the count, so a probe answers only for the same key
 * and the same depth; two positions sharing a key is the one way a count
 * could go wrong, about one chance in 2^64 per probe. Entries are written
 * and read without locks (each is checked by XORing its key with its
 * count, so a torn write reads as a miss), so threads may share a table.
 *
 * A table holds the keys it was made with; it serves one rule set at a
 * time (the rules are not in the key). */
#ifndef BOARDEX_PERFT_TABLE_H
#define BOARDEX_PERFT_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "position.h"

typedef struct chess_perft_table chess_perft_table;

enum { CHESS_PERFT_TABLE_MAX_MB = 65536 };

/* A table of about megabytes MiB (rounded down to a power of two of
 * entries, at least one bucket), or NULL when the memory cannot be had. */
chess_perft_table *chess_perft_table_new(size_t megabytes);
void chess_perft_table_free(chess_perft_table *table);

/* The key of a position, from scratch. */
uint64_t chess_perft_key(const chess_perft_table *table,
                         const chess_position *pos);

/* The key of child, one move after parent whose key is key: only what
 * the move changed is XORed in. */
uint64_t chess_perft_key_after(const chess_perft_table *table, uint64_t key,
                               const chess_position *parent,
                               const chess_position *child);

/* The count stored for key at depth, if any. */
bool chess_perft_probe(chess_perft_table *table, uint64_t key, int depth,
                       uint64_t *count);

/* Asks the CPU to fetch key's entries into the cache ahead of a probe
 * (nothing where the compiler cannot ask). */
void chess_perft_prefetch(const chess_perft_table *table, uint64_t key);

/* Remembers count for key at depth (counts beyond 2^56 are not kept). */
void chess_perft_store(chess_perft_table *table, uint64_t key, int depth,
                       uint64_t count);

#endif
