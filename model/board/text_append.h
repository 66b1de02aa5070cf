/* Building a line of text in a fixed buffer: the one bounded append that
 * every formatter of boardex (mobility strings, direction lists, grids,
 * key names, panels) goes through. */
#ifndef BOARDEX_TEXT_APPEND_H
#define BOARDEX_TEXT_APPEND_H

#include <stdbool.h>
#include <stddef.h>

/* Appends printf-style text at out + *used (out holds size bytes and is
 * terminated at *used). When the whole text does not fit, nothing is
 * added, out stays terminated at *used, and the result is false. */
bool text_appendf(char *out, size_t size, size_t *used, const char *format,
                  ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

#endif
