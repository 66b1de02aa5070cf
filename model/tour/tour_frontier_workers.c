/* C11 threads, so that the model stays plain C11 (the C library of
 * glibc has them). */
#include "tour_frontier_workers.h"

#include <stdbool.h>
#include <threads.h>

void frontier_workers_run(int (*job)(void *worker), void *workers,
                          size_t size, int count)
{
    thrd_t ids[FRONTIER_MOST_WORKERS];
    bool started[FRONTIER_MOST_WORKERS] = {false};
    char *at = workers;

    if (count > FRONTIER_MOST_WORKERS)
        count = FRONTIER_MOST_WORKERS;
    for (int w = 1; w < count; w++)
        started[w] = thrd_create(&ids[w], job, at + (size_t)w * size) ==
                     thrd_success;
    job(workers);
    for (int w = 1; w < count; w++)
        if (started[w])
            thrd_join(ids[w], NULL);
}
