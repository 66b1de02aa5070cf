#include "board_mark.h"

#include <stdbool.h>
#include <stdio.h>

static const struct {
    const char *symbol, *name;
    long rgb;
} MARKS[BOARD_MARKS] = {
    [BOARD_MARK_NONE] = {"", "none", 0x000000},
    [BOARD_MARK_CIRCLE] = {"o", "circle", 0x1f7f1f},
    [BOARD_MARK_CROSS] = {"x", "cross", 0xc00000},
    [BOARD_MARK_GOOD] = {"!", "good", 0x1f5fbf},
    [BOARD_MARK_ASK] = {"?", "question", 0xb07000},
};

static bool known(board_mark mark)
{
    return mark > BOARD_MARK_NONE && mark < BOARD_MARKS;
}

const char *board_mark_symbol(board_mark mark)
{
    return known(mark) ? MARKS[mark].symbol : "";
}

const char *board_mark_name(board_mark mark)
{
    return known(mark) ? MARKS[mark].name : "";
}

long board_mark_rgb(board_mark mark)
{
    return known(mark) ? MARKS[mark].rgb : 0x000000;
}

void board_mark_legend(const unsigned char *marks, int count, char *out,
                       size_t size)
{
    bool used[BOARD_MARKS] = {false};
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < count; i++)
        if (known((board_mark)marks[i]))
            used[marks[i]] = true;
    for (int m = BOARD_MARK_NONE + 1; m < BOARD_MARKS && n < size; m++)
        if (used[m])
            n += (size_t)snprintf(out + n, size - n, "%s%s %s",
                                  n > 0 ? ", " : "", MARKS[m].symbol,
                                  MARKS[m].name);
}
