#include <string.h>

#include "line_edit.h"
#include "utf8.h"

static int previous_start(const line_edit *line, int at)
{
    if (at > 0)
        at--;
    /* at is below the cursor, itself at most the length (< LINE_EDIT_MAX);
     * cppcheck 2.10 misses that. */
    /* cppcheck-suppress arrayIndexOutOfBoundsCond */
    while (at > 0 && utf8_is_continuation(line->text[at]))
        at--;
    return at;
}

static int next_start(const line_edit *line, int at)
{
    if (at < line->length)
        at++;
    while (at < line->length && utf8_is_continuation(line->text[at]))
        at++;
    return at;
}

/* Removes the bytes [from, to). */
static void remove_range(line_edit *line, int from, int to)
{
    memmove(line->text + from, line->text + to,
            (size_t)(line->length - to) + 1);
    line->length -= to - from;
    line->cursor = from;
}

void line_edit_set(line_edit *line, const char *text)
{
    size_t length = strlen(text);
    if (length > LINE_EDIT_MAX - 1)
        length = LINE_EDIT_MAX - 1;
    /* Never cut a UTF-8 character in half. */
    while (length > 0 && length < strlen(text) &&
           utf8_is_continuation(text[length]))
        length--;
    memcpy(line->text, text, length);
    line->text[length] = '\0';
    line->length = (int)length;
    line->cursor = (int)length;
    line->selected = length > 0;
    line->overflow = length < strlen(text); /* cut: must not be applied */
}

bool line_edit_insert(line_edit *line, int byte)
{
    if (byte < 0x20 || byte == 0x7F || byte > 0xFF)
        return false;
    if (line->selected)
        line_edit_clear(line); /* typing replaces the selected value */
    if (line->length >= LINE_EDIT_MAX - 1) {
        line->overflow = true;
        return false;
    }
    memmove(line->text + line->cursor + 1, line->text + line->cursor,
            (size_t)(line->length - line->cursor) + 1);
    line->text[line->cursor] = (char)byte;
    line->length++;
    line->cursor++;
    return true;
}

void line_edit_insert_text(line_edit *line, const char *text)
{
    for (const char *c = text; *c != '\0'; c++)
        if (!line_edit_insert(line, (unsigned char)*c))
            break;
}

void line_edit_left(line_edit *line)
{
    line->selected = false;
    line->cursor = previous_start(line, line->cursor);
}

void line_edit_right(line_edit *line)
{
    line->selected = false;
    line->cursor = next_start(line, line->cursor);
}

void line_edit_home(line_edit *line)
{
    line->selected = false;
    line->cursor = 0;
}

void line_edit_end(line_edit *line)
{
    line->selected = false;
    line->cursor = line->length;
}

void line_edit_backspace(line_edit *line)
{
    line->selected = false;
    if (line->cursor > 0)
        remove_range(line, previous_start(line, line->cursor), line->cursor);
}

void line_edit_delete(line_edit *line)
{
    line->selected = false;
    if (line->cursor < line->length)
        remove_range(line, line->cursor, next_start(line, line->cursor));
}

void line_edit_clear(line_edit *line)
{
    line->text[0] = '\0';
    line->length = 0;
    line->cursor = 0;
    line->selected = false;
    line->overflow = false;
}

void line_edit_delete_word(line_edit *line)
{
    line->selected = false;
    int from = line->cursor;
    while (from > 0 && line->text[from - 1] == ' ')
        from--;
    while (from > 0 && line->text[from - 1] != ' ')
        from--;
    remove_range(line, from, line->cursor);
}
