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

/* Room for a sentence and two quoted texts (see bx_quote). */
enum { BX_ERROR_MAX = 256 };

/* The message and, apart from it, where in the input the fault is: a
 * caller composes "FILE:LINE: MESSAGE" from line, or draws a caret under
 * a one-line input at column, never by reading the message back. */
typedef struct {
    char message[BX_ERROR_MAX];
    int line;   /* 1-based line of the text read, or 0: not about one line */
    int column; /* 1-based character of the input, or 0 */
} bx_error;

/* Records a printf-style message in err (when err is not NULL) and returns
 * status, so a failing path reads `return bx_fail(err, BX_INVALID, ...)`.
 * Line and column are 0: the fault is about no one place. */
bx_status bx_fail(bx_error *err, bx_status status, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The same, for a fault on one line of a text (column 0). */
bx_status bx_fail_line(bx_error *err, bx_status status, int line,
                       const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* The same, for a fault at one character of a one-line input, such as a
 * piece's Betza (line 0). */
bx_status bx_fail_at(bx_error *err, bx_status status, int column,
                     const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* User text in a message. At most BX_QUOTE_CHARS characters of it are
 * kept, then "..." when there was more. Valid UTF-8 is kept as it is;
 * control bytes, DEL, backslash and bytes that are not valid UTF-8 are
 * shown escaped, one character each: \n \t \r \\ and else \xHH (\x1b).
 * So a message with quoted text stays one printable, short line whatever
 * the user typed. */
enum {
    BX_QUOTE_CHARS = 40,
    /* Each character kept takes at most 4 bytes (\xff, or 4-byte UTF-8),
     * with "..." and the terminator. */
    BX_QUOTE_MAX = BX_QUOTE_CHARS * 4 + 4,
};

/* Quotes the NUL-terminated text into out. */
void bx_quote(char out[BX_QUOTE_MAX], const char *text);

/* Quotes len bytes of text, which may hold NUL bytes (shown as \x00). */
void bx_quote_bytes(char out[BX_QUOTE_MAX], const char *text, size_t len);

/* Quotes a file name the same way, but a long one keeps its last
 * characters, after "...": the name at its end is what tells it apart. */
void bx_quote_path(char out[BX_QUOTE_MAX], const char *path);

#endif
