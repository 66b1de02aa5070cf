/* Reading standard input a line at a time in large blocks: `count --fen -`
 * reads hundreds of thousands of short lines, and a byte at a time through
 * getc was a sixth of its time. */
#ifndef BOARDEX_CLI_LINES_H
#define BOARDEX_CLI_LINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "status.h"

enum { CLI_LINES_BLOCK = 64 * 1024 };

typedef struct {
    FILE *in;
    size_t start, end; /* the unread part of block */
    bool at_end;
    bool after_cr; /* the last line ended with CR: skip an LF after it */
    char block[CLI_LINES_BLOCK];
} cli_lines;

void cli_lines_init(cli_lines *lines, FILE *in);

/* Reads one line without its line end (LF, CR LF or CR) into line, keeping at most size - 2
 * bytes (size >= 2) and reading a longer line on to its end with *cut set,
 * but no further than `limit` bytes: then *endless is set and the rest is
 * left unread. NUL bytes are kept like any other, so *len tells "a\0b"
 * from "a". False at the end of the input. */
bool cli_lines_next(cli_lines *lines, char *line, size_t size, size_t limit,
                    size_t *len, bool *cut, bool *endless);

/* The checks every line of a stream passes before it is parsed: a UTF-8
 * byte-order mark before the first line (number 1) is dropped from line;
 * a line cut at its buffer of size bytes, one past the input's limit
 * (endless) or one holding a NUL byte is refused with the message. */
bx_status cli_lines_check(char *line, size_t *len, long number, bool cut,
                          bool endless, size_t size, bx_error *err);

#endif
