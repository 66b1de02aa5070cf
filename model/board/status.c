#include "status.h"

#include <stdarg.h>
#include <stdio.h>

static void record(bx_error *err, int line, const char *format,
                   va_list args)
{
    vsnprintf(err->message, sizeof err->message, format, args);
    err->line = line;
}

bx_status bx_fail(bx_error *err, bx_status status, const char *format, ...)
{
    if (err != NULL) {
        va_list args;
        va_start(args, format);
        record(err, 0, format, args);
        va_end(args);
    }
    return status;
}

bx_status bx_fail_line(bx_error *err, bx_status status, int line,
                       const char *format, ...)
{
    if (err != NULL) {
        va_list args;
        va_start(args, format);
        record(err, line, format, args);
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
