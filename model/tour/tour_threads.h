/* The threads of the counts (tour_frontier.c, tour_frontier_ends.c,
 * tour_count_undirected.c): a job run by several workers at once, each
 * with its own data, in C11 threads. Internal to the model. */
#ifndef BOARDEX_TOUR_THREADS_H
#define BOARDEX_TOUR_THREADS_H

#include <stddef.h>

/* The most threads a count shares its work among. */
enum { TOUR_MOST_THREADS = 64 };

/* Each worker's data starts on a cache line of its own (64 bytes on the
 * usual CPUs): workers writing next to each other would slow each other
 * down, each write taking the line from the other core. */
enum { TOUR_WORKER_ALIGN = 64 };

/* Runs job(worker) for each of the `count` workers (an array of elements
 * of `size` bytes each) at once: the first on the caller's thread, the
 * others on threads of their own, and returns when all are done. A
 * thread that cannot be started only means fewer hands, so a job takes
 * its work from a counter the workers share, never from a fixed share. */
void tour_threads_run(int (*job)(void *worker), void *workers,
                          size_t size, int count);

#endif
