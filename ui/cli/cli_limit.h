/* --limit-ms: the time limit of the searching commands. The model reads no
 * clock; the CLI turns the limit into a deadline the model asks about. */
#ifndef BOARDEX_CLI_LIMIT_H
#define BOARDEX_CLI_LIMIT_H

#include <stdbool.h>

#include "cli.h"

typedef struct {
    int limit_ms;
    double deadline_ms; /* on the clock of cli_limit_start */
} cli_limit;

/* Reads option (a whole number of milliseconds, 1 to a day), or takes
 * default_ms; starts the clock. On bad input prints the message and
 * returns false. */
bool cli_limit_start(cli_call *call, const cli_option *option, int default_ms,
                     cli_limit *limit);

/* A keep_going callback for the model: context is a cli_limit. */
bool cli_limit_keep_going(void *context);

/* Milliseconds since the limit started (for messages). */
double cli_limit_elapsed_ms(const cli_limit *limit);

#endif
