/* Small, strict text scanners shared by the model's parsers (squares,
 * sizes, directions, tour grids). Each advances *cursor past what it read
 * and leaves it untouched when it fails. */
#ifndef BOARDEX_SCAN_H
#define BOARDEX_SCAN_H

#include <stdbool.h>
#include <stddef.h>

/* White space to every reader of boardex: space, tab, carriage return and
 * newline. */
static inline bool scan_is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* A FEN's numbers (the clocks, a running count's limit) are at most six
 * digits in every reader of boardex, as in Fairy-Stockfish's FENs; a
 * writer keeps a larger one's last six. */
enum { SCAN_FEN_NUMBER_DIGITS = 6, SCAN_FEN_NUMBER_MAX = 999999 };

/* Skips white space. */
void scan_space(const char **cursor);

/* Reads an optionally signed decimal integer. Fails, without moving, on no
 * digits or on a value outside int; *overflow tells the two apart. */
bool scan_int(const char **cursor, int *value, bool *overflow);

/* The line of text (len bytes) that starts at *at: *line and *line_len,
 * without its LF or a CR before it; *at moves past the LF. False once the
 * text is used up. The board forms read their rows with it. */
bool scan_line(const char *text, size_t len, size_t *at, const char **line,
               size_t *line_len);

/* Consumes c (after optional white space) when it comes next. */
bool scan_char(const char **cursor, char c);

/* One character for a parser's message: 'c' when printable, else a hex
 * escape such as \x1b. */
enum { SCAN_CHAR_SHOWN_MAX = 8 };
void scan_describe_char(char c, char out[SCAN_CHAR_SHOWN_MAX]);

#endif
