/* Reading a whole text file (or standard input) for a subcommand. */
#ifndef BOARDEX_CLI_FILE_H
#define BOARDEX_CLI_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "cli.h"

enum { CLI_FILE_MAX = 1024 * 1024 }; /* larger inputs are refused */

/* The name messages use for path: "stdin" for "-", else path itself. */
const char *cli_file_label(const char *path);

/* Reads path ("-" for standard input) into a new NUL-terminated buffer the
 * caller frees; *len excludes the terminator. An input over CLI_FILE_MAX
 * bytes is refused after reading at most one byte more than that. On
 * failure prints "boardex: FILE: REASON" and returns false. */
bool cli_read_text(cli_call *call, const char *path, char **text,
                   size_t *len);

#endif
