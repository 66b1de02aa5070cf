#include "text_append.h"

#include <stdarg.h>
#include <stdio.h>

bool text_appendf(char *out, size_t size, size_t *used, const char *format,
                  ...)
{
    if (*used >= size)
        return false;
    va_list args;
    va_start(args, format);
    int n = vsnprintf(out + *used, size - *used, format, args);
    va_end(args);
    if (n < 0 || (size_t)n >= size - *used) {
        out[*used] = '\0';
        return false;
    }
    *used += (size_t)n;
    return true;
}
