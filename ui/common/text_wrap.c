#include "text_wrap.h"

#include <string.h>

#include "utf8.h"

int text_char_length(const char *text)
{
    int length = 1;
    while (text[length] != '\0' && utf8_is_continuation(text[length]))
        length++;
    return length;
}

/* Whether a line may break at the space text[at]: not inside a term of a
 * sum like "16 × 8 + 4 × 2", so lines end with "+". */
static bool break_allowed(const char *text, int at)
{
    const char *next = text + at + 1;
    if (*next == '+' || strncmp(next, "\xc3\x97", 2) == 0)
        return false;
    return !(at >= 2 && strncmp(text + at - 2, "\xc3\x97", 2) == 0);
}

int text_wrap_break(const char *text, int width, bool *all)
{
    int cols = 0, bytes = 0, last_space = -1, last_slash = -1;
    while (text[bytes] != '\0' && cols < width) {
        if (text[bytes] == ' ' && break_allowed(text, bytes))
            last_space = bytes;
        if (text[bytes] == '/')
            last_slash = bytes;
        bytes += text_char_length(text + bytes);
        cols++;
    }
    *all = text[bytes] == '\0';
    if (*all || (text[bytes] == ' ' && break_allowed(text, bytes)))
        return bytes;
    if (last_space > 0)
        return last_space + 1;
    /* A word longer than the line, such as a FEN's placement, breaks
     * after a '/' (a FEN rank stays whole) where there is one. */
    if (last_slash >= 0)
        return last_slash + 1;
    return bytes;
}

bool text_wrap_next(const char **text, int width, int indent, int used,
                    int max_lines, text_wrap_line *line)
{
    if (**text == '\0' || used >= max_lines)
        return false;
    line->room = width - (used > 0 ? indent : 0);
    line->bytes = text_wrap_break(*text, line->room, &line->all);
    if (line->room <= 0 || line->bytes <= 0)
        return false;
    line->text = *text;
    *text += line->bytes;
    while (**text == ' ')
        ++*text;
    return true;
}

int text_wrap_lines(const char *text, int width, int max_lines, int indent)
{
    int used = 0;
    text_wrap_line line;
    while (text_wrap_next(&text, width, indent, used, max_lines, &line))
        used++;
    return used;
}
