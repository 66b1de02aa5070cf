/* The CLI's standard output: a stream that notices a failed write when it
 * happens (a full disk, a closed descriptor, a pipe whose reader left),
 * not at exit, and says why once. */
#ifndef BOARDEX_CLI_OUTPUT_H
#define BOARDEX_CLI_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

typedef struct {
    int fd;       /* where the bytes go: STDOUT_FILENO */
    FILE *errors; /* where the one line about a failed write goes */
    int error;    /* errno of the first failed write; 0 while none failed */
} cli_output;

/* A buffered stream writing to output->fd. Its first failed write prints
 * "boardex: cannot write the output: REASON" on output->errors and sets
 * output->error; the stream's error flag is set from then on, which is
 * what cli_output_ok asks. NULL when no stream can be made. */
FILE *cli_output_open(cli_output *output);

/* Whether everything written to out so far went through. A command that
 * writes as it goes (a line per input line) asks after each line and
 * stops at the first false. */
bool cli_output_ok(FILE *out);

/* The descriptor out writes to: the output's for the stream
 * cli_output_open made, fileno's for any other (-1 for one in memory). */
int cli_output_fd(FILE *out);

#endif
