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
 * directory"); the caller puts the file's name before it. The text is
 * normalized as text_file_normalize does. */
bx_status text_file_read(FILE *stream, char **text, size_t *len,
                         bx_error *err);

/* Refuses a stream that is a directory ("Is a directory"), as reading it
 * would only fail; any other stream (a FIFO, a terminal) may be read. */
bx_status text_file_check_stream(FILE *stream, bx_error *err);

/* Line ends LF, CRLF and CR all become LF (so line numbers hold), and a
 * leading UTF-8 byte-order mark is dropped, in place; the text is
 * terminated again and its new length returned. */
size_t text_file_normalize(char *text, size_t len);

/* Opens path and reads it as text_file_read does. Only a regular file is
 * read: a FIFO, terminal or device is refused as "not a regular file"
 * (without waiting for a FIFO's writer), a directory as "Is a directory". */
bx_status text_file_load(const char *path, char **text, size_t *len,
                         bx_error *err);

#endif
