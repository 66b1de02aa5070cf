#include "status.h"

#include <stdarg.h>
#include <stdio.h>

bx_status bx_fail(bx_error *err, bx_status status, const char *format, ...)
{
    if (err != NULL) {
        va_list args;
        va_start(args, format);
        vsnprintf(err->message, sizeof err->message, format, args);
        va_end(args);
    }
    return status;
}

void bx_quote(char *out, size_t out_size, const char *text, size_t max_len)
{
    size_t n = 0;
    if (out_size == 0)
        return;
    for (; n < max_len && n + 1 < out_size && text[n] != '\0'; n++) {
        unsigned char c = (unsigned char)text[n];
        out[n] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
    }
    out[n] = '\0';
}
