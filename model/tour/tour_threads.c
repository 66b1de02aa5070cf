/* C11 threads, so that the model stays plain C11 (the C library of
 * glibc has them). */
#include "tour_threads.h"

#include <stdbool.h>
#include <threads.h>

void tour_threads_run(int (*job)(void *worker), void *workers,
                          size_t size, int count)
{
    thrd_t ids[TOUR_MOST_THREADS];
    bool started[TOUR_MOST_THREADS] = {false};
    char *at = workers;

    if (count > TOUR_MOST_THREADS)
        count = TOUR_MOST_THREADS;
    for (int w = 1; w < count; w++)
        started[w] = thrd_create(&ids[w], job, at + (size_t)w * size) ==
                     thrd_success;
    job(workers);
    for (int w = 1; w < count; w++)
        if (started[w])
            thrd_join(ids[w], NULL);
}
