/* The one UTF-8 fact the UI needs: which bytes continue a character, so
 * editing and drawing move over whole characters. */
#ifndef BOARDEX_UTF8_H
#define BOARDEX_UTF8_H

#include <stdbool.h>

/* A byte that continues a UTF-8 sequence rather than starting one. */
static inline bool utf8_is_continuation(char byte)
{
    return ((unsigned char)byte & 0xC0u) == 0x80u;
}

#endif
