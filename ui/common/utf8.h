/* The UTF-8 facts the UI needs: which bytes continue a character, so
 * editing and drawing move over whole characters, and how a code point is
 * written (a typed key into a prompt's line or a message). */
#ifndef BOARDEX_UTF8_H
#define BOARDEX_UTF8_H

#include <stdbool.h>

/* A byte that continues a UTF-8 sequence rather than starting one. */
static inline bool utf8_is_continuation(char byte)
{
    return ((unsigned char)byte & 0xC0u) == 0x80u;
}

/* Writes code point code (below U+110000) as UTF-8 into out; returns
 * how many bytes (1 to 4). */
static inline int utf8_encode(unsigned code, char out[4])
{
    if (code < 0x80) {
        out[0] = (char)code;
        return 1;
    }
    int length = code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    static const unsigned char LEAD[5] = {0, 0, 0xc0, 0xe0, 0xf0};
    for (int i = length - 1; i > 0; i--) {
        out[i] = (char)(0x80 | (code & 0x3f));
        code >>= 6;
    }
    out[0] = (char)(LEAD[length] | code);
    return length;
}

#endif
