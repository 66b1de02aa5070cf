#include "piece.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
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

static bool has_direction(const direction_list *list, direction dir)
{
    for (int i = 0; i < list->count; i++)
        if (list->list[i].dr == dir.dr && list->list[i].dc == dir.dc)
            return true;
    return false;
}

bx_status directions_symmetric(direction_list *list, bx_error *err)
{
    static const int SIGNS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    direction_list images = {.count = 0};

    for (int i = 0; i < list->count; i++) {
        /* Directions come from directions_parse, so any int: negate
         * without overflow by widening; images beyond int cannot land. */
        long long a = list->list[i].dr;
        long long b = list->list[i].dc;
        for (int s = 0; s < 4; s++) {
            long long x = a * SIGNS[s][0];
            long long y = b * SIGNS[s][1];
            if (x > INT_MAX || y > INT_MAX)
                continue;
            direction both[2] = {{(int)x, (int)y}, {(int)y, (int)x}};
            for (int k = 0; k < 2; k++) {
                if (has_direction(&images, both[k]))
                    continue;
                if (images.count == PIECE_MAX_DIRECTIONS)
                    return bx_fail(err, BX_TOO_LARGE,
                                   "too many directions (at most %d)",
                                   PIECE_MAX_DIRECTIONS);
                images.list[images.count++] = both[k];
            }
        }
    }
    *list = images;
    return BX_OK;
}

void piece_clear(piece_spec *piece)
{
    piece->count = 0;
}

static bx_status too_many_moves(bx_error *err)
{
    return bx_fail(err, BX_TOO_LARGE, "too many directions (at most %d)",
                   PIECE_MAX_MOVES);
}

bx_status piece_add_move(piece_spec *piece, piece_move move, bx_error *err)
{
    if (piece->count == PIECE_MAX_MOVES)
        return too_many_moves(err);
    piece->list[piece->count++] = move;
    return BX_OK;
}

bx_status piece_add_directions(piece_spec *piece, const direction_list *list,
                               int range, bx_error *err)
{
    if (piece->count + list->count > PIECE_MAX_MOVES)
        return too_many_moves(err);
    for (int i = 0; i < list->count; i++)
        piece->list[piece->count++] = (piece_move){
            list->list[i], (short)range, PIECE_MOVE_AND_CAPTURE,
            PIECE_PATH_FREE};
    return BX_OK;
}

bx_status piece_from_directions(const char *once, const char *repeated,
                                piece_spec *out, bx_error *err)
{
    direction_list list = {.count = 0};
    piece_spec piece;
    bx_status status = directions_parse(once, &list, err);

    piece_clear(&piece);
    if (status == BX_OK)
        status = piece_add_directions(&piece, &list, 1, err);
    if (status == BX_OK)
        status = directions_parse(repeated, &list, err);
    if (status == BX_OK)
        status = piece_add_directions(&piece, &list, PIECE_RANGE_UNLIMITED,
                                      err);
    if (status == BX_OK)
        *out = piece;
    return status;
}

static bool is_plain(const piece_move *move)
{
    return move->modality == PIECE_MOVE_AND_CAPTURE &&
           move->path == PIECE_PATH_FREE;
}

void piece_directions(const piece_spec *piece, int range,
                      direction_list *out)
{
    out->count = 0;
    for (int i = 0; i < piece->count; i++)
        if (is_plain(&piece->list[i]) && piece->list[i].range == range)
            out->list[out->count++] = piece->list[i].dir;
}

bool piece_is_plain(const piece_spec *piece)
{
    for (int i = 0; i < piece->count; i++)
        if (!is_plain(&piece->list[i]) ||
            (piece->list[i].range != 1 &&
             piece->list[i].range != PIECE_RANGE_UNLIMITED))
            return false;
    return true;
}

/* Ranges in the order "reaches further": unlimited after every number. */
static int range_rank(int range)
{
    return range == PIECE_RANGE_UNLIMITED ? PIECE_RANGE_MAX + 1 : range;
}

static int compare_moves(const void *a, const void *b)
{
    const piece_move *x = a;
    const piece_move *y = b;
    int keys[2][5] = {
        {x->dir.dr, x->dir.dc, x->path, x->modality, range_rank(x->range)},
        {y->dir.dr, y->dir.dc, y->path, y->modality, range_rank(y->range)},
    };
    for (int k = 0; k < 5; k++)
        if (keys[0][k] != keys[1][k])
            return keys[0][k] < keys[1][k] ? -1 : 1;
    return 0;
}

static bool same_way(const piece_move *a, const piece_move *b)
{
    return a->dir.dr == b->dir.dr && a->dir.dc == b->dir.dc &&
           a->path == b->path;
}

/* Within the moves [first, last) of one vector and path, sorted, keeps the
 * longest range of each modality, then lets move-and-capture cover the
 * single modalities, and folds a move-only and a capture-only move of one
 * range into a move-and-capture one. Returns the number kept at first. */
static int merge_way(piece_move *first, int count)
{
    /* reach[m]: the longest range rank of modality m, or 0 when absent. */
    int reach[3] = {0, 0, 0};
    piece_move model = first[0];
    int kept = 0;

    for (int i = 0; i < count; i++) {
        int rank = range_rank(first[i].range);
        if (rank > reach[first[i].modality])
            reach[first[i].modality] = rank;
    }
    if (reach[PIECE_MOVE_ONLY] != 0 &&
        reach[PIECE_MOVE_ONLY] == reach[PIECE_CAPTURE_ONLY]) {
        if (reach[PIECE_MOVE_ONLY] > reach[PIECE_MOVE_AND_CAPTURE])
            reach[PIECE_MOVE_AND_CAPTURE] = reach[PIECE_MOVE_ONLY];
        reach[PIECE_MOVE_ONLY] = reach[PIECE_CAPTURE_ONLY] = 0;
    }
    for (int m = 0; m < 3; m++) {
        if (reach[m] == 0 ||
            (m != PIECE_MOVE_AND_CAPTURE &&
             reach[m] <= reach[PIECE_MOVE_AND_CAPTURE]))
            continue;
        model.modality = (unsigned char)m;
        model.range = (short)(reach[m] > PIECE_RANGE_MAX
                                  ? PIECE_RANGE_UNLIMITED
                                  : reach[m]);
        first[kept++] = model;
    }
    return kept;
}

void piece_normalize(piece_spec *piece)
{
    int kept = 0;

    qsort(piece->list, (size_t)piece->count, sizeof piece->list[0],
          compare_moves);
    for (int i = 0; i < piece->count;) {
        int end = i + 1;
        while (end < piece->count &&
               same_way(&piece->list[i], &piece->list[end]))
            end++;
        /* merge_way reads the whole group before writing at its start,
         * which is never before kept. */
        int n = merge_way(piece->list + i, end - i);
        memmove(piece->list + kept, piece->list + i,
                (size_t)n * sizeof piece->list[0]);
        kept += n;
        i = end;
    }
    piece->count = kept;
}

bool piece_equal(const piece_spec *a, const piece_spec *b)
{
    piece_spec x = *a;
    piece_spec y = *b;

    piece_normalize(&x);
    piece_normalize(&y);
    if (x.count != y.count)
        return false;
    for (int i = 0; i < x.count; i++)
        if (compare_moves(&x.list[i], &y.list[i]) != 0)
            return false;
    return true;
}

bx_status piece_join(piece_spec *to, const piece_spec *from, bx_error *err)
{
    if (to->count + from->count > PIECE_MAX_MOVES)
        return too_many_moves(err);
    memcpy(to->list + to->count, from->list,
           (size_t)from->count * sizeof from->list[0]);
    to->count += from->count;
    return BX_OK;
}
