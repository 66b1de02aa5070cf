/* Word wrapping by columns, without a terminal: where a line breaks and how
 * many lines a text takes. The view draws with it, and the help screen's
 * paging counts screen rows with it, so both agree line for line. */
#ifndef BOARDEX_TEXT_WRAP_H
#define BOARDEX_TEXT_WRAP_H

#include <stdbool.h>

/* The length in bytes of the UTF-8 character at text (1 for a stray
 * continuation byte). */
int text_char_length(const char *text);

/* Bytes of text that fit in width columns, broken after a space when
 * there is one (never inside a sum like "16 × 8 + 4 × 2"), else after a
 * '/' (a FEN's ranks stay whole); *all says whether that is the rest of
 * the text. */
int text_wrap_break(const char *text, int width, bool *all);

/* One line of a wrapped text: bytes of text, in room columns; all when it
 * ends the text. */
typedef struct {
    const char *text;
    int bytes;
    int room;
    bool all;
} text_wrap_line;

/* The next line of *text wrapped into width columns, line number `used`
 * (from 0; continuation lines indented by indent), and *text moved past it
 * and the spaces after it. False when the text or max_lines is used up.
 * Counting and drawing both walk a text with it. */
bool text_wrap_next(const char **text, int width, int indent, int used,
                    int max_lines, text_wrap_line *line);

/* The lines text takes wrapped into width columns, continuation lines
 * indented by indent, at most max_lines. */
int text_wrap_lines(const char *text, int width, int max_lines, int indent);

#endif
