/* Small, strict text scanners shared by the model's parsers (squares,
 * sizes, directions, tour grids). Each advances *cursor past what it read
 * and leaves it untouched when it fails. */
#ifndef BOARDEX_SCAN_H
#define BOARDEX_SCAN_H

#include <stdbool.h>

/* White space to every reader of boardex: space, tab, carriage return and
 * newline. */
static inline bool scan_is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Skips white space. */
void scan_space(const char **cursor);

/* Reads an optionally signed decimal integer. Fails, without moving, on no
 * digits or on a value outside int; *overflow tells the two apart. */
bool scan_int(const char **cursor, int *value, bool *overflow);

/* Consumes c (after optional white space) when it comes next. */
bool scan_char(const char **cursor, char c);

#endif
