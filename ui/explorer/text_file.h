/* Reading a whole text input into memory, with one size limit for every
 * reader: the batch CLI's files and stdin, and the explorer's file prompts.
 * Plain C, no curses, so the explorer's core can use it. */
#ifndef BOARDEX_TEXT_FILE_H
#define BOARDEX_TEXT_FILE_H

#include <stddef.h>
#include <stdio.h>

#include "status.h"

enum { TEXT_FILE_MAX = 1024 * 1024 }; /* larger inputs are refused */

/* Reads stream to its end into a new NUL-terminated buffer the caller
 * frees; *len excludes the terminator. Reads at most one byte more than
 * TEXT_FILE_MAX, so an oversized input is refused without reading it whole.
 * On failure err holds the reason alone ("larger than 1 MiB", "Is a
 * directory"); the caller puts the file's name before it. */
bx_status text_file_read(FILE *stream, char **text, size_t *len,
                         bx_error *err);

/* Opens path and reads it as text_file_read does. */
bx_status text_file_load(const char *path, char **text, size_t *len,
                         bx_error *err);

#endif
