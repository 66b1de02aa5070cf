/* Reading a whole text file (or standard input) for a subcommand. */
#ifndef BOARDEX_CLI_FILE_H
#define BOARDEX_CLI_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "cli.h"

/* The name messages use for path: "stdin" for "-", else the path quoted
 * (bx_quote). Returns label. */
const char *cli_file_label(const char *path, char label[BX_QUOTE_MAX]);

/* Reads path ("-" for standard input) as text_file.h does: a new
 * NUL-terminated buffer the caller frees, at most 1 MiB. On failure prints
 * "boardex: FILE: REASON" and returns false. */
bool cli_read_text(cli_call *call, const char *path, char **text,
                   size_t *len);

/* What a model reader of a whole text does with it, for
 * cli_read_located: status and err as the model gives them. */
typedef bx_status (*cli_text_reader)(const char *text, size_t len,
                                     void *context, bx_error *err);

/* Reads path as cli_read_text does and hands the text to read; a fault it
 * finds is printed as "FILE:LINE: MESSAGE" (cli_fail_located). */
bool cli_read_located(cli_call *call, const char *path, cli_text_reader read,
                      void *context);

#endif
