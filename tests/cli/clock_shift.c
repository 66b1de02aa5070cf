/* A clock-shift shim for the CLI tests, loaded with LD_PRELOAD: the first
 * reading of the wall clock is true, every later one is an hour earlier,
 * as when NTP or an administrator steps the clock back during a run. A
 * time limit kept on the wall clock then runs an hour too long; one kept
 * on CLOCK_MONOTONIC does not notice. Every way C and POSIX read the wall
 * clock is stepped: clock_gettime(CLOCK_REALTIME...), timespec_get,
 * gettimeofday and time. */
#define _GNU_SOURCE /* RTLD_NEXT */

#include <dlfcn.h>
#include <stdbool.h>
#include <sys/time.h>
#include <time.h>

enum { STEP_BACK_S = 3600 };

/* After the first reading, the clock is an hour behind. */
static long shift(void)
{
    static bool read_once;
    bool first = !read_once;
    read_once = true;
    return first ? 0 : STEP_BACK_S;
}

static int real_clock_gettime(clockid_t id, struct timespec *ts)
{
    static int (*real)(clockid_t, struct timespec *);
    if (real == NULL)
        *(void **)&real = dlsym(RTLD_NEXT, "clock_gettime");
    return real(id, ts);
}

int clock_gettime(clockid_t id, struct timespec *ts)
{
    int status = real_clock_gettime(id, ts);
    if (status == 0 && (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE))
        ts->tv_sec -= shift();
    return status;
}

int timespec_get(struct timespec *ts, int base)
{
    if (base != TIME_UTC || real_clock_gettime(CLOCK_REALTIME, ts) != 0)
        return 0;
    ts->tv_sec -= shift();
    return base;
}

int gettimeofday(struct timeval *tv, void *zone)
{
    struct timespec ts;
    (void)zone;
    if (real_clock_gettime(CLOCK_REALTIME, &ts) != 0)
        return -1;
    tv->tv_sec = ts.tv_sec - shift();
    tv->tv_usec = ts.tv_nsec / 1000;
    return 0;
}

time_t time(time_t *out)
{
    struct timespec ts;
    real_clock_gettime(CLOCK_REALTIME, &ts);
    time_t now = ts.tv_sec - shift();
    if (out != NULL)
        *out = now;
    return now;
}
