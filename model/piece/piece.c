#include "piece.h"

#include <stdio.h>
#include <string.h>

#include "scan.h"
#include "text_append.h"

/* The text of the direction that starts at start, for error messages: up to
 * its closing parenthesis, or up to the next blank. */
static bx_status bad_direction(bx_error *err, const char *start)
{
    size_t len = 0;
    char quoted[BX_QUOTE_MAX];

    if (*start == '(') {
        while (start[len] != '\0' && start[len] != ')')
            len++;
        if (start[len] == ')')
            len++;
    } else {
        while (start[len] != '\0' && !scan_is_space(start[len]) &&
               start[len] != '(')
            len++;
    }
    bx_quote_bytes(quoted, start, len);
    return bx_fail(err, BX_INVALID, "invalid direction: %s", quoted);
}

/* Reads one "(dr,dc)" or "dr,dc" at *cursor. */
static bool scan_direction(const char **cursor, direction *out)
{
    const char *p = *cursor;
    bool paren = *p == '(';
    bool overflow;

    if (paren)
        p++;
    scan_space(&p);
    if (!scan_int(&p, &out->dr, &overflow) || !scan_char(&p, ','))
        return false;
    scan_space(&p);
    if (!scan_int(&p, &out->dc, &overflow))
        return false;
    if (paren && !scan_char(&p, ')'))
        return false;
    /* A direction ends at a blank, a comma, the next "(" or the end. */
    if (*p != '\0' && !scan_is_space(*p) && *p != ',' && *p != '(')
        return false;
    *cursor = p;
    return true;
}

bx_status directions_parse(const char *text, direction_list *out,
                           bx_error *err)
{
    direction_list parsed = {.count = 0};
    const char *p = text;

    for (;;) {
        scan_space(&p);
        if (parsed.count > 0 && *p == ',') {
            p++;
            scan_space(&p);
        }
        if (*p == '\0')
            break;
        const char *start = p;
        direction dir;
        if (!scan_direction(&p, &dir) || (dir.dr == 0 && dir.dc == 0))
            return bad_direction(err, start);
        if (parsed.count == PIECE_MAX_DIRECTIONS)
            return bx_fail(err, BX_TOO_LARGE,
                           "too many directions (at most %d)",
                           PIECE_MAX_DIRECTIONS);
        parsed.list[parsed.count++] = dir;
    }
    *out = parsed;
    return BX_OK;
}

bx_status directions_append(direction_list *to, const direction_list *from,
                            bx_error *err)
{
    if (to->count + from->count > PIECE_MAX_DIRECTIONS)
        return bx_fail(err, BX_TOO_LARGE, "too many directions (at most %d)",
                       PIECE_MAX_DIRECTIONS);
    memcpy(to->list + to->count, from->list,
           (size_t)from->count * sizeof from->list[0]);
    to->count += from->count;
    return BX_OK;
}

bool directions_format(const direction_list *list, char *out, size_t size)
{
    size_t used = 0;

    if (size == 0)
        return false;
    out[0] = '\0';
    for (int i = 0; i < list->count; i++) {
        if (!text_appendf(out, size, &used, "%s(%d,%d)", i > 0 ? " " : "",
                          list->list[i].dr, list->list[i].dc))
            return false;
    }
    return true;
}

bx_status piece_join(piece_spec *to, const piece_spec *from, bx_error *err)
{
    piece_spec joined = *to;
    bx_status status = directions_append(&joined.once, &from->once, err);
    if (status == BX_OK)
        status = directions_append(&joined.repeated, &from->repeated, err);
    if (status == BX_OK)
        *to = joined;
    return status;
}

/* Whether every direction of a is in b. */
static bool directions_within(const direction_list *a,
                              const direction_list *b)
{
    for (int i = 0; i < a->count; i++) {
        bool found = false;
        for (int j = 0; j < b->count && !found; j++)
            found = a->list[i].dr == b->list[j].dr &&
                    a->list[i].dc == b->list[j].dc;
        if (!found)
            return false;
    }
    return true;
}

bool directions_same_set(const direction_list *a, const direction_list *b)
{
    return directions_within(a, b) && directions_within(b, a);
}
