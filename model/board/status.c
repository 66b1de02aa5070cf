#include "status.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void record(bx_error *err, int line, int column, const char *format,
                   va_list args)
{
    vsnprintf(err->message, sizeof err->message, format, args);
    err->line = line;
    err->column = column;
}

bx_status bx_fail(bx_error *err, bx_status status, const char *format, ...)
{
    if (err != NULL) {
        va_list args;
        va_start(args, format);
        record(err, 0, 0, format, args);
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
        record(err, line, 0, format, args);
        va_end(args);
    }
    return status;
}

bx_status bx_fail_at(bx_error *err, bx_status status, int column,
                     const char *format, ...)
{
    if (err != NULL) {
        va_list args;
        va_start(args, format);
        record(err, 0, column, format, args);
        va_end(args);
    }
    return status;
}

/* The length of the valid UTF-8 sequence of a printable character at
 * text (at most len bytes), or 0: a stray continuation byte, a truncated
 * or overlong sequence, a surrogate, a code point past U+10FFFF, or a C1
 * control (U+0080..U+009F), which terminals obey like ESC. */
static size_t utf8_printable(const unsigned char *text, size_t len)
{
    unsigned char lead = text[0];
    size_t need;
    unsigned long code;

    if (lead >= 0xc2 && lead <= 0xdf)
        need = 2, code = lead & 0x1fu;
    else if (lead >= 0xe0 && lead <= 0xef)
        need = 3, code = lead & 0x0fu;
    else if (lead >= 0xf0 && lead <= 0xf4)
        need = 4, code = lead & 0x07u;
    else
        return 0;
    if (need > len)
        return 0;
    for (size_t i = 1; i < need; i++) {
        if ((text[i] & 0xc0u) != 0x80u)
            return 0;
        code = code << 6 | (text[i] & 0x3fu);
    }
    static const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < least[need] || code > 0x10ffff ||
        (code >= 0xd800 && code <= 0xdfff) || code <= 0x9f)
        return 0;
    return need;
}

/* Writes the escape for one byte that is not shown as it is. */
static size_t escape_byte(char *out, unsigned char c)
{
    static const char hex[] = "0123456789abcdef";
    char named = c == '\n' ? 'n' : c == '\t' ? 't' : c == '\r' ? 'r'
               : c == '\\' ? '\\' : '\0';
    out[0] = '\\';
    if (named != '\0') {
        out[1] = named;
        return 2;
    }
    out[1] = 'x';
    out[2] = hex[c >> 4];
    out[3] = hex[c & 0xfu];
    return 4;
}

/* How many bytes the character at p takes: a printable UTF-8 sequence, or
 * one byte (shown as it is or escaped). */
static size_t char_bytes(const unsigned char *p, size_t len)
{
    size_t run = p[0] >= 0x80 ? utf8_printable(p, len) : 0;
    return run > 0 ? run : 1;
}

/* Quotes chars characters of text from its start; returns bytes written. */
static size_t quote_chars(char *out, const unsigned char *p, size_t len,
                          int chars)
{
    size_t at = 0, used = 0;
    for (; at < len && chars > 0; chars--) {
        size_t run = char_bytes(p + at, len - at);
        if (run > 1 || (p[at] >= 0x20 && p[at] < 0x7f && p[at] != '\\')) {
            memcpy(out + used, p + at, run);
            used += run;
        } else {
            used += escape_byte(out + used, p[at]);
        }
        at += run;
    }
    return used;
}

static size_t count_chars(const unsigned char *p, size_t len)
{
    size_t count = 0;
    for (size_t at = 0; at < len; count++)
        at += char_bytes(p + at, len - at);
    return count;
}

void bx_quote_bytes(char out[BX_QUOTE_MAX], const char *text, size_t len)
{
    const unsigned char *p = (const unsigned char *)text;
    size_t used = quote_chars(out, p, len, BX_QUOTE_CHARS);
    if (count_chars(p, len) > BX_QUOTE_CHARS) {
        memcpy(out + used, "...", 3);
        used += 3;
    }
    out[used] = '\0';
}

void bx_quote(char out[BX_QUOTE_MAX], const char *text)
{
    /* Only the first characters matter: stop looking after them. */
    size_t len = 0;
    while (len <= (size_t)BX_QUOTE_CHARS * 4 && text[len] != '\0')
        len++;
    bx_quote_bytes(out, text, len);
}

void bx_quote_path(char out[BX_QUOTE_MAX], const char *path)
{
    const unsigned char *p = (const unsigned char *)path;
    size_t len = strlen(path);
    size_t count = count_chars(p, len);
    size_t at = 0, used = 0;
    if (count > BX_QUOTE_CHARS) {
        for (size_t skip = count - BX_QUOTE_CHARS; skip > 0; skip--)
            at += char_bytes(p + at, len - at);
        memcpy(out, "...", 3);
        used = 3;
    }
    used += quote_chars(out + used, p + at, len - at, BX_QUOTE_CHARS);
    out[used] = '\0';
}
