/* Status codes and error messages shared by every model function.
 *
 * The model never prints or exits: a function that can fail returns a
 * bx_status and, when it fails, writes a one-line message into the caller's
 * bx_error so the CLI or the explorer can show it as it is. */
#ifndef BOARDEX_STATUS_H
#define BOARDEX_STATUS_H

#include <stddef.h>

typedef enum {
    BX_OK = 0,
    BX_INVALID,   /* the input is malformed or out of range */
    BX_TOO_LARGE, /* the input is beyond a documented limit */
    BX_NOT_FOUND, /* a search ended without an answer */
} bx_status;

enum { BX_ERROR_MAX = 160 };

/* The message and, apart from it, where in the input the fault is: a
 * caller composes "FILE:LINE: MESSAGE" from the fields, never by reading
 * the message back. */
typedef struct {
    char message[BX_ERROR_MAX];
    int line; /* 1-based line of the text read, or 0: not about one line */
} bx_error;

/* Records a printf-style message in err (when err is not NULL) and returns
 * status, so a failing path reads `return bx_fail(err, BX_INVALID, ...)`. */
bx_status bx_fail(bx_error *err, bx_status status, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The same, for a fault on one line of a text. */
bx_status bx_fail_line(bx_error *err, bx_status status, int line,
                       const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Copies at most max_len bytes of text into out for quoting in a message,
 * replacing control and non-ASCII bytes with '?' so a message stays one
 * printable line whatever the user typed. */
void bx_quote(char *out, size_t out_size, const char *text, size_t max_len);

#endif
