/* Tour grids as text: reading what a user wrote or pasted, and writing it
 * back in the same form. */
#include "tour.h"

#include <stdio.h>
#include <string.h>

#include "scan.h"
#include "text_append.h"

enum { TOKEN_MAX = 32 }; /* longer than any int, short enough to quote */

static bool is_separator(char c)
{
    return scan_is_space(c) || c == ',';
}

static bool is_open_bracket(char c)
{
    return c == '[' || c == '(' || c == '{';
}

static bool is_close_bracket(char c)
{
    return c == ']' || c == ')' || c == '}';
}

/* Where the parse is: the text, the position, the line, the rows so far. */
typedef struct {
    const char *text;
    size_t len;
    size_t at;
    int line;
    tour_grid *grid;
    int rows;
    int row_numbers; /* numbers in the current row */
    int row_line;    /* the line where the current row began */
} grid_reader;

static bx_status fail_at(int line, bx_error *err, const char *what)
{
    return bx_fail_line(err, BX_INVALID, line, "%s", what);
}

/* Ends the current row: checks its length against the first row's. */
static bx_status end_row(grid_reader *r, bx_error *err)
{
    char detail[48];
    int width = r->grid->board.width;

    if (r->row_numbers == 0)
        return BX_OK;
    if (r->rows > 0 && r->row_numbers != width) {
        snprintf(detail, sizeof detail, "%d number%s, expected %d",
                 r->row_numbers, r->row_numbers == 1 ? "" : "s", width);
        return fail_at(r->row_line, err, detail);
    }
    if (r->rows == 0)
        r->grid->board.width = r->row_numbers;
    r->rows++;
    r->row_numbers = 0;
    return BX_OK;
}

/* Reads the token at r->at as one number of the current row. */
static bx_status read_number(grid_reader *r, bx_error *err)
{
    char token[TOKEN_MAX + 1];
    char quoted[BX_QUOTE_MAX];
    size_t n = 0;
    const char *cursor = token;
    bool overflow = false;
    int value = 0;

    while (r->at + n < r->len && !is_separator(r->text[r->at + n]) &&
           !is_open_bracket(r->text[r->at + n]) &&
           !is_close_bracket(r->text[r->at + n]))
        n++;
    memcpy(token, r->text + r->at, n < TOKEN_MAX ? n : TOKEN_MAX);
    token[n < TOKEN_MAX ? n : TOKEN_MAX] = '\0';
    /* A NUL byte inside a token must not end it early ("3<NUL>x" is not
     * 3): DEL is no digit either. The quote shows the bytes as they are. */
    for (size_t i = 0; i < n && i < TOKEN_MAX; i++)
        if (token[i] == '\0')
            token[i] = '\x7f';
    bx_quote_bytes(quoted, r->text + r->at, n);
    r->at += n;
    /* A run of digits longer than TOKEN_MAX overflows within it; a lone
     * "." is a blank, which reads as 0. */
    if (n == 1 && token[0] == '.')
        value = 0;
    else if (!scan_int(&cursor, &value, &overflow) || *cursor != '\0' ||
        n > TOKEN_MAX) {
        /* Past int either way: say which way, as a number in range would. */
        const char *why = !overflow        ? "not a number"
                          : token[0] == '-' ? "too small"
                                            : "too large";
        return bx_fail_line(err, BX_INVALID, r->line, "'%s' is %s", quoted,
                            why);
    }
    if (r->rows == BOARD_MAX_SIDE)
        return fail_at(r->line, err,
                       "more rows than the largest board (26)");
    if (r->row_numbers == BOARD_MAX_SIDE)
        return fail_at(r->line, err,
                       "more numbers in a row than the largest board (26)");
    if (r->row_numbers == 0)
        r->row_line = r->line;
    /* Until the first row ends its width is unknown: store by row and
     * column in a full-width layout, and pack once the width is known. */
    r->grid->number[r->rows * BOARD_MAX_SIDE + r->row_numbers] = value;
    r->row_numbers++;
    return BX_OK;
}

bx_status tour_grid_parse(const char *text, size_t len, tour_grid *out,
                          bx_error *err)
{
    grid_reader r = {text, len, 0, 1, out, 0, 0, 1};
    bx_status status = BX_OK;

    memset(out, 0, sizeof *out);
    while (status == BX_OK && r.at < len) {
        char c = text[r.at];
        if (c == '\n' || is_close_bracket(c)) {
            status = end_row(&r, err);
            r.line += c == '\n';
            r.at++;
        } else if (is_separator(c) || is_open_bracket(c)) {
            r.at++;
        } else {
            status = read_number(&r, err);
        }
    }
    if (status == BX_OK)
        status = end_row(&r, err);
    if (status != BX_OK)
        return status;
    if (r.rows == 0)
        return bx_fail(err, BX_INVALID, "empty grid");
    out->board.height = r.rows;
    for (int row = 0; row < r.rows; row++)
        for (int col = 0; col < out->board.width; col++)
            out->number[row * out->board.width + col] =
                out->number[row * BOARD_MAX_SIDE + col];
    for (int i = board_square_count(out->board); i < BOARD_MAX_SQUARES; i++)
        out->number[i] = 0;
    return BX_OK;
}

bool tour_grid_format(const tour_grid *grid, char *out, size_t size)
{
    int widest = 1;
    size_t used = 0;

    if (size == 0)
        return false;
    out[0] = '\0';
    for (int i = 0; i < board_square_count(grid->board); i++) {
        int digits = snprintf(NULL, 0, "%d", grid->number[i]);
        if (digits > widest)
            widest = digits;
    }
    for (int row = 0; row < grid->board.height; row++) {
        for (int col = 0; col < grid->board.width; col++) {
            int n = grid->number[row * grid->board.width + col];
            bool written = n == 0 /* a blank, as it is read */
                               ? text_appendf(out, size, &used, "%s%*s",
                                              col > 0 ? " " : "", widest, ".")
                               : text_appendf(out, size, &used, "%s%*d",
                                              col > 0 ? " " : "", widest, n);
            if (!written)
                return false;
        }
        if (!text_appendf(out, size, &used, "\n"))
            return false;
    }
    return true;
}
