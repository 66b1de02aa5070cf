#include "scan.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

void scan_space(const char **cursor)
{
    while (scan_is_space(**cursor))
        (*cursor)++;
}

bool scan_int(const char **cursor, int *value, bool *overflow)
{
    const char *p = *cursor;
    bool negative = false;
    long long magnitude = 0;
    bool too_big = false;

    if (*p == '+' || *p == '-')
        negative = *p++ == '-';
    if (*p < '0' || *p > '9') {
        *overflow = false;
        return false;
    }
    /* Keep consuming digits after an overflow so the caller can name the
     * whole number in its message. */
    for (; *p >= '0' && *p <= '9'; p++) {
        if (!too_big)
            magnitude = magnitude * 10 + (*p - '0');
        if (magnitude > (long long)INT_MAX + 1)
            too_big = true;
    }
    if (too_big || (!negative && magnitude > INT_MAX)) {
        *overflow = true;
        return false;
    }
    *value = negative ? (int)-magnitude : (int)magnitude;
    *overflow = false;
    *cursor = p;
    return true;
}

bool scan_char(const char **cursor, char c)
{
    const char *p = *cursor;
    scan_space(&p);
    if (*p != c)
        return false;
    *cursor = p + 1;
    return true;
}

bool scan_line(const char *text, size_t len, size_t *at, const char **line,
               size_t *line_len)
{
    if (*at >= len)
        return false;
    *line = text + *at;
    const char *newline = memchr(*line, '\n', len - *at);
    *line_len = newline != NULL ? (size_t)(newline - *line) : len - *at;
    *at += *line_len + (newline != NULL ? 1 : 0);
    if (*line_len > 0 && (*line)[*line_len - 1] == '\r')
        (*line_len)--;
    return true;
}

void scan_describe_char(char c, char out[SCAN_CHAR_SHOWN_MAX])
{
    unsigned char u = (unsigned char)c;
    if (u >= 0x20 && u < 0x7f)
        snprintf(out, SCAN_CHAR_SHOWN_MAX, "'%c'", c);
    else
        snprintf(out, SCAN_CHAR_SHOWN_MAX, "\\x%02x", u);
}
