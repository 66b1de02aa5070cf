/* Reading and writing lists of squares (square_list.h). */
#include "square_list.h"

#include <string.h>

#include "scan.h"
#include "text_append.h"

static bool is_separator(char c)
{
    return c == ',' || scan_is_space(c);
}

bx_status square_list_parse(board_size board, const char *text,
                            square_set *out, bx_error *err)
{
    square_set set;
    square_set_clear(&set);
    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    for (const char *p = text; *p != '\0';) {
        if (is_separator(*p)) {
            p++;
            continue;
        }
        size_t len = 0;
        while (p[len] != '\0' && !is_separator(p[len]))
            len++;
        char name[SQUARE_LIST_NAME_MAX] = "";
        char quoted[BX_QUOTE_MAX];
        square sq;
        bx_quote_bytes(quoted, p, len);
        if (len < sizeof name)
            memcpy(name, p, len);
        if (len >= sizeof name ||
            square_from_fide(board, name, &sq, NULL) != BX_OK)
            return bx_fail(err, BX_INVALID,
                           "'%s' is not a square of the %dx%d board", quoted,
                           board.width, board.height);
        if (square_set_has(&set, square_index(board, sq)))
            return bx_fail(err, BX_INVALID, "'%s' is named twice", quoted);
        square_set_add(&set, square_index(board, sq));
        p += len;
    }
    *out = set;
    return BX_OK;
}

bool square_list_format(board_size board, const square_set *set, char *out,
                        size_t size)
{
    size_t used = 0;
    if (size == 0)
        return false;
    out[0] = '\0';
    for (int i = 0; i < board_square_count(board); i++) {
        char name[SQUARE_NAME_MAX];
        if (!square_set_has(set, i))
            continue;
        square_to_fide(board, square_at(board, i), name, NULL);
        if (!text_appendf(out, size, &used, "%s%s", used > 0 ? " " : "",
                          name))
            return false;
    }
    return true;
}
