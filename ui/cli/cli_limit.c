/* The searching commands' time limit, on the CLI's clock. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "cli_limit.h"

#include <stdlib.h>
#include <time.h>

enum { MOST_LIMIT_MS = 24 * 60 * 60 * 1000 }; /* a day */

/* The monotonic clock: a wall clock stepped back (by NTP, by hand) must
 * not stretch a 200 ms limit into an hour. */
static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

bool cli_limit_start(cli_call *call, const cli_option *option, int default_ms,
                     cli_limit *limit)
{
    const char *text = cli_value(call, option);
    char *end;
    long value = default_ms;

    if (text != NULL) {
        value = strtol(text, &end, 10);
        if (end == text || *end != '\0' || value < 1 ||
            value > MOST_LIMIT_MS) {
            cli_fail(call, "%s: %s takes a whole number of milliseconds, 1 "
                           "to %d",
                     call->command->name, option->name, MOST_LIMIT_MS);
            return false;
        }
    }
    limit->limit_ms = (int)value;
    limit->deadline_ms = now_ms() + (double)value;
    return true;
}

bool cli_limit_keep_going(void *context)
{
    return now_ms() < ((const cli_limit *)context)->deadline_ms;
}

double cli_limit_elapsed_ms(const cli_limit *limit)
{
    return now_ms() - (limit->deadline_ms - limit->limit_ms);
}
