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
    int cols = 0, bytes = 0, last_space = -1;
    while (text[bytes] != '\0' && cols < width) {
        if (text[bytes] == ' ' && break_allowed(text, bytes))
            last_space = bytes;
        bytes += text_char_length(text + bytes);
        cols++;
    }
    *all = text[bytes] == '\0';
    if (*all || (text[bytes] == ' ' && break_allowed(text, bytes)) ||
        last_space <= 0)
        return bytes;
    return last_space + 1;
}

int text_wrap_lines(const char *text, int width, int max_lines, int indent)
{
    int used = 0;
    while (*text != '\0' && used < max_lines) {
        int room = width - (used > 0 ? indent : 0);
        bool all;
        int bytes = text_wrap_break(text, room, &all);
        if (room <= 0 || bytes <= 0)
            break;
        text += bytes;
        while (*text == ' ')
            text++;
        used++;
    }
    return used;
}
