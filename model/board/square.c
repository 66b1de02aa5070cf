#include "square.h"

#include <stdio.h>
#include <string.h>

#include "scan.h"

static const char INVALID_POSITION[] = "invalid position";

bool board_size_valid(board_size board)
{
    return board.width >= BOARD_MIN_SIDE && board.width <= BOARD_MAX_SIDE &&
           board.height >= BOARD_MIN_SIDE && board.height <= BOARD_MAX_SIDE;
}

static const char *skip_blanks(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

/* The x between width and height: x, X or the multiplication sign
 * (U+00D7); *p moves past it. */
static bool size_times(const char **p)
{
    if (**p == 'x' || **p == 'X') {
        (*p)++;
        return true;
    }
    if (strncmp(*p, "\xc3\x97", 2) == 0) {
        *p += 2;
        return true;
    }
    return false;
}

bx_status board_size_parse(const char *text, board_size *out, bx_error *err)
{
    const char *p = text;
    board_size board = {0, 0};
    bool overflow = false;
    char quoted[BX_QUOTE_MAX];

    bx_quote(quoted, text);
    /* Blanks around the size and the sign people type, 10×10, are read
     * as well: both come with a copied size. */
    p = skip_blanks(p);
    bool shaped = scan_int(&p, &board.width, &overflow) && size_times(&p);
    if (shaped) {
        shaped = scan_int(&p, &board.height, &overflow) &&
                 *skip_blanks(p) == '\0';
    }
    if (!shaped && !overflow)
        return bx_fail(err, BX_INVALID,
                       "invalid size: '%s' (expected WxH, such as 8x8 or 10x8)",
                       quoted);
    if (overflow || !board_size_valid(board))
        return bx_fail(err, BX_INVALID,
                       "invalid size: '%s' (width and height go from %d to %d)",
                       quoted, BOARD_MIN_SIDE, BOARD_MAX_SIDE);
    *out = board;
    return BX_OK;
}

bx_status square_from_fide(board_size board, const char *text, square *out,
                           bx_error *err)
{
    int rank = 0;
    const char *p = text;

    /* File: one lower-case letter. Rank: 1..height with no leading zero. */
    if (*p < 'a' || *p > 'z')
        return bx_fail(err, BX_INVALID, INVALID_POSITION);
    int col = *p++ - 'a';
    if (*p < '1' || *p > '9')
        return bx_fail(err, BX_INVALID, INVALID_POSITION);
    for (int digits = 0; *p >= '0' && *p <= '9'; p++, digits++) {
        if (digits == 2)
            return bx_fail(err, BX_INVALID, INVALID_POSITION);
        rank = rank * 10 + (*p - '0');
    }
    square sq = {board.height - rank, col};
    if (*p != '\0' || rank > board.height || !square_on_board(board, sq))
        return bx_fail(err, BX_INVALID, INVALID_POSITION);
    *out = sq;
    return BX_OK;
}

bx_status square_to_fide(board_size board, square sq,
                         char name[SQUARE_NAME_MAX], bx_error *err)
{
    if (!board_size_valid(board) || !square_on_board(board, sq)) {
        name[0] = '\0'; /* a caller that prints it anyway prints nothing */
        return bx_fail(err, BX_INVALID, INVALID_POSITION);
    }
    snprintf(name, SQUARE_NAME_MAX, "%c%d", 'a' + sq.col,
             board.height - sq.row);
    return BX_OK;
}

bx_status square_parse(board_size board, const char *text, square *out,
                       bx_error *err)
{
    const char *p = text;
    square sq;
    bool overflow;
    bool paren;

    if (*text >= 'a' && *text <= 'z')
        return square_from_fide(board, text, out, err);
    /* One rule for every square: blanks may stand inside "(4, 3)", never
     * before or after it, as "d4 " is no square either. */
    size_t len = strlen(text);
    if (len == 0 || scan_is_space(text[0]) || scan_is_space(text[len - 1]))
        return bx_fail(err, BX_INVALID, INVALID_POSITION);

    paren = scan_char(&p, '(');
    scan_space(&p);
    if (!scan_int(&p, &sq.row, &overflow) || !scan_char(&p, ','))
        return bx_fail(err, BX_INVALID, INVALID_POSITION);
    scan_space(&p);
    if (!scan_int(&p, &sq.col, &overflow))
        return bx_fail(err, BX_INVALID, INVALID_POSITION);
    if (paren && !scan_char(&p, ')'))
        return bx_fail(err, BX_INVALID, INVALID_POSITION);
    if (*p != '\0' || !square_on_board(board, sq))
        return bx_fail(err, BX_INVALID, INVALID_POSITION);
    *out = sq;
    return BX_OK;
}
