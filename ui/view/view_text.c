#include <string.h>

#include "text_wrap.h"
#include "view_text.h"

int view_text_width(const char *text)
{
    int width = 0;
    for (const char *c = text; *c != '\0'; c += text_char_length(c))
        width++;
    return width;
}

/* ASCII for a non-ASCII character, when the terminal cannot show it. */
static const char *ascii_for(const char *c, int length)
{
    static const struct {
        const char *utf8, *ascii;
    } MAP[] = {
        {"\xc3\x97", "x"},     /* × */
        {"\xe2\x80\xa2", "*"}, /* • */
        {"\xe2\x80\xa6", "."}, /* … */
        {"\xe2\x86\x92", ">"}, /* → */
        {"\xe2\x94\x80", "-"}, /* ─ */
        {"\xe2\x94\x82", "|"}, /* │ */
    };
    for (size_t i = 0; i < sizeof MAP / sizeof MAP[0]; i++)
        if ((int)strlen(MAP[i].utf8) == length &&
            memcmp(MAP[i].utf8, c, (size_t)length) == 0)
            return MAP[i].ascii;
    return "?";
}

int view_put(const view_style *style, int y, int x, const char *text,
             int max_cols, attr_t attr)
{
    int cols = 0;
    attr_t saved_attr;
    short saved_pair;

    attr_get(&saved_attr, &saved_pair, NULL);
    attrset(attr);
    move(y, x);
    for (const char *c = text; *c != '\0' && cols < max_cols; cols++) {
        int length = text_char_length(c);
        if (length == 1)
            addch((chtype)(unsigned char)*c);
        else if (style->unicode)
            addnstr(c, length);
        else
            addstr(ascii_for(c, length));
        c += length;
    }
    attr_set(saved_attr, saved_pair, NULL);
    return cols;
}

void view_fill(int y, int x, int width, attr_t attr)
{
    attr_t saved_attr;
    short saved_pair;
    attr_get(&saved_attr, &saved_pair, NULL);
    attrset(attr);
    mvhline(y, x, ' ', width);
    attr_set(saved_attr, saved_pair, NULL);
}

int view_wrap(const view_style *style, int y, int x, const char *text,
              int width, int max_lines, int indent, attr_t attr)
{
    char line[4096]; /* a screen line of up to 1000 UTF-8 characters */
    int used = 0;

    text_wrap_line wrapped;
    while (text_wrap_next(&text, width, indent, used, max_lines, &wrapped)) {
        int room = wrapped.room;
        int bytes = wrapped.bytes;
        if (bytes > (int)sizeof line - 1)
            bytes = (int)sizeof line - 1;
        memcpy(line, wrapped.text, (size_t)bytes);
        line[bytes] = '\0';
        bool last = used == max_lines - 1 && !wrapped.all;
        if (last && room > 3) { /* show that more did not fit */
            int keep = room - 3;
            int cut = 0;
            /* Within the buffer too: a very wide screen of 4-byte
             * characters could otherwise leave no room for the mark. */
            for (int cols = 0; cols < keep && line[cut] != '\0' &&
                               cut + text_char_length(line + cut) <=
                                   (int)sizeof line - (int)sizeof "...";
                 cols++)
                cut += text_char_length(line + cut);
            memcpy(line + cut, "...", sizeof "...");
        }
        view_put(style, y + used, x + (used > 0 ? indent : 0), line, room,
                 attr);
        used++;
    }
    return used;
}
