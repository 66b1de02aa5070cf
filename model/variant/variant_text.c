/* Reading and writing variant positions (see variant_text.h). */
#include "variant_text.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "scan.h"
#include "variant_movegen.h"

/* The piece a letter stands for in the given case convention, or false. */
static bool read_letter(const variant_rules *rules, char c,
                        chess_letter_case letters, unsigned char *cell)
{
    int kind = variant_rules_kind_of(rules, c);
    bool is_upper = c >= 'A' && c <= 'Z';
    chess_color color;
    if (kind < 0)
        return false;
    color = (is_upper == (letters == LETTERS_FEN)) ? CHESS_WHITE : CHESS_BLACK;
    *cell = variant_cell(color, kind);
    return true;
}

static bx_status finish(const variant_position *pos,
                        const variant_rules *rules, variant_position *out,
                        bx_error *err)
{
    bx_status status = variant_check_rules(pos, rules, err);
    if (status == BX_OK)
        *out = *pos;
    return status;
}

static bx_status read_row(const char *text, size_t len, int row,
                          const variant_rules *rules, variant_position *pos,
                          bx_error *err)
{
    int width = rules->size.width;
    if (len != (size_t)width)
        return bx_fail_line(err, BX_INVALID, row + 1,
                            "row %d has %zu characters, expected %d", row,
                            len, width);
    for (int col = 0; col < width; col++) {
        unsigned char cell;
        char shown[SCAN_CHAR_SHOWN_MAX];
        if (text[col] == '.')
            continue;
        if (!read_letter(rules, text[col], LETTERS_BOARD_FORM, &cell)) {
            scan_describe_char(text[col], shown);
            return bx_fail_line(err, BX_INVALID, row + 1,
                                "row %d: unknown piece letter %s", row,
                                shown);
        }
        pos->cells[row * width + col] = cell;
    }
    return BX_OK;
}

bx_status variant_from_rows(const char *const rows[], int row_count,
                            const variant_rules *rules, variant_position *out,
                            bx_error *err)
{
    variant_position pos;
    variant_position_clear(&pos, rules);
    if (row_count != rules->size.height)
        return bx_fail(err, BX_INVALID, "expected %d rows, got %d",
                       rules->size.height, row_count);
    for (int row = 0; row < row_count; row++) {
        bx_status status =
            read_row(rows[row], strlen(rows[row]), row, rules, &pos, err);
        if (status != BX_OK)
            return status;
    }
    return finish(&pos, rules, out, err);
}

bx_status variant_from_board_text(const char *text, size_t len,
                                  const variant_rules *rules,
                                  variant_position *out, bx_error *err)
{
    variant_position pos;
    size_t start = 0;
    int row = 0, height = rules->size.height;

    variant_position_clear(&pos, rules);
    const char *line;
    size_t line_len;
    while (scan_line(text, len, &start, &line, &line_len)) {
        if (row < height) {
            bx_status status = read_row(line, line_len, row, rules, &pos, err);
            if (status != BX_OK)
                return status;
        }
        row++;
    }
    if (row != height)
        return bx_fail(err, BX_INVALID, "expected %d rows, got %d", height,
                       row);
    return finish(&pos, rules, out, err);
}

/* The placement field: ranks from the top, '/' between them; with marks,
 * a '~' right after a piece letter, Fairy-Stockfish's promoted piece. */
static bx_status read_placement(const char *text, size_t len, bool marks,
                                const variant_rules *rules,
                                variant_position *pos, bx_error *err)
{
    int width = rules->size.width, height = rules->size.height;
    int row = 0, col = 0;
    size_t i = 0;

    while (i <= len) {
        char c = i < len ? text[i] : '/';
        unsigned char cell;
        char shown[SCAN_CHAR_SHOWN_MAX];
        int rank = height - row;
        if (c == '/') {
            if (col != width)
                return bx_fail(err, BX_INVALID,
                               "FEN rank %d has %d squares, expected %d",
                               rank, col, width);
            if (++row == height && i < len)
                return bx_fail(err, BX_INVALID,
                               "FEN has more than %d ranks", height);
            col = 0;
            i++;
            continue;
        }
        if (c >= '1' && c <= '9') {
            int run = 0;
            /* A run of empty squares, any number of digits: 10, 26. */
            while (i < len && text[i] >= '0' && text[i] <= '9' &&
                   run <= BOARD_MAX_SIDE)
                run = run * 10 + (text[i++] - '0');
            col += run;
        } else if (read_letter(rules, c, LETTERS_FEN, &cell)) {
            if (col < width)
                pos->cells[row * width + col] = cell;
            col++;
            i++;
            /* No drops here, so a promoted piece moves as any other: the
             * mark is read and dropped. */
            if (marks && i < len && text[i] == '~')
                i++;
        } else if (c == '~') {
            return bx_fail(err, BX_INVALID,
                           marks ? "FEN rank %d: '~' follows no piece letter "
                                   "(it marks the promoted piece before it)"
                                 : "FEN rank %d: '~' marks a promoted piece "
                                   "in a variant's FEN only",
                           rank);
        } else {
            scan_describe_char(c, shown);
            return bx_fail(err, BX_INVALID,
                           "FEN rank %d: %s is not a piece letter or a "
                           "number of empty squares",
                           rank, shown);
        }
        if (col > width)
            return bx_fail(err, BX_INVALID,
                           "FEN rank %d has more than %d squares", rank,
                           width);
    }
    if (row != height)
        return bx_fail(err, BX_INVALID, "FEN has %d ranks, expected %d", row,
                       height);
    return BX_OK;
}

static const char DIGITS[] = "0123456789";

/* The fields after the placement, for form only. */
static bool field_ok(const char *start, size_t len, const char *allowed,
                     size_t max)
{
    if (len == 0 || len > max)
        return false;
    for (size_t k = 0; k < len; k++)
        if (strchr(allowed, start[k]) == NULL)
            return false;
    return true;
}

static bx_status field_error(const char *start, size_t len, const char *what,
                             bx_error *err)
{
    char quoted[BX_QUOTE_MAX];
    bx_quote_bytes(quoted, start, len);
    return bx_fail(err, BX_INVALID, "FEN %s: '%s'", what, quoted);
}

/* Whether the field names a square of the board ("e3", "j10"). */
static bool is_square_text(const char *start, size_t len, board_size size)
{
    char name[SQUARE_NAME_MAX] = {0};
    square sq;
    if (len < 2 || len >= sizeof name)
        return false;
    memcpy(name, start, len); /* still ends in '\0' */
    return square_from_fide(size, name, &sq, NULL) == BX_OK;
}

/* The en passant field's form: - or a square, or under a counting rule
 * the count's limit. A number elsewhere is named as what it would be. */
static bx_status check_en_passant(const char *start, size_t len,
                                  board_size size, bool counting,
                                  bx_error *err)
{
    bool number = field_ok(start, len, DIGITS, len);
    if (field_ok(start, len, "-", 1) || is_square_text(start, len, size))
        return BX_OK;
    if (counting && number && len <= SCAN_FEN_NUMBER_DIGITS)
        return BX_OK;
    if (counting && number) {
        char what[48];
        snprintf(what, sizeof what, "counting limit has more than %d digits",
                 SCAN_FEN_NUMBER_DIGITS);
        return field_error(start, len, what, err);
    }
    if (counting)
        return field_error(start, len,
                           "en passant field is not -, a square or a "
                           "counting limit",
                           err);
    return field_error(start, len,
                       number ? "en passant field is not - or a square (a "
                                "counting limit is read under a counting "
                                "rule only)"
                              : "en passant field is not - or a square",
                       err);
}

static bx_status from_fen(const char *fen, const variant_rules *rules,
                          bool fsf, bool counting, variant_position *out,
                          bx_error *err)
{
    const char *start[7];
    size_t len[7];
    int count = 0;
    variant_position pos;
    bx_status status;

    for (const char *c = fen; *c != '\0' && count < 7;) {
        if (scan_is_space(*c)) {
            c++;
            continue;
        }
        start[count] = c;
        while (*c != '\0' && !scan_is_space(*c))
            c++;
        len[count] = (size_t)(c - start[count]);
        count++;
    }
    if (count == 0)
        return bx_fail(err, BX_INVALID, "empty FEN");
    variant_position_clear(&pos, rules);
    status = read_placement(start[0], len[0], fsf, rules, &pos, err);
    if (status != BX_OK)
        return status;
    if (count > 1) {
        if (len[1] != 1 || (start[1][0] != 'w' && start[1][0] != 'b'))
            return field_error(start[1], len[1], "side to move is not w or b",
                               err);
        pos.to_move = start[1][0] == 'w' ? CHESS_WHITE : CHESS_BLACK;
    }
    if (count > 2 && !field_ok(start[2], len[2], "-", 1) &&
        !field_ok(start[2], len[2], "KQkqABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 4))
        return field_error(start[2], len[2], "castling field is not - or KQkq",
                           err);
    if (count > 3) {
        status = check_en_passant(start[3], len[3], rules->size, counting,
                                  err);
        if (status != BX_OK)
            return status;
    }
    if (count > 4 && strchr(DIGITS, start[4][0]) != NULL) {
        if (!field_ok(start[4], len[4], DIGITS, SCAN_FEN_NUMBER_DIGITS))
            return field_error(start[4], len[4],
                               "halfmove clock is not a number", err);
        if (count > 5 &&
            !field_ok(start[5], len[5], DIGITS, SCAN_FEN_NUMBER_DIGITS))
            return field_error(start[5], len[5], "move number is not a number",
                               err);
        if (count > 6)
            return field_error(start[6], len[6],
                               "has text after the move number", err);
    }
    return finish(&pos, rules, out, err);
}

bx_status variant_from_fen(const char *fen, const variant_rules *rules,
                           variant_position *out, bx_error *err)
{
    return from_fen(fen, rules, false, false, out, err);
}

bx_status variant_from_fen_fsf(const char *fen, const variant_rules *rules,
                               bool counting, variant_position *out,
                               bx_error *err)
{
    return from_fen(fen, rules, true, counting, out, err);
}

void variant_to_fen(const variant_position *pos, const variant_rules *rules,
                    char out[VARIANT_FEN_MAX])
{
    int width = pos->size.width, height = pos->size.height;
    int n = 0;
    for (int row = 0; row < height; row++) {
        int empty = 0;
        for (int col = 0; col < width; col++) {
            unsigned char cell = pos->cells[row * width + col];
            if (cell == VARIANT_EMPTY) {
                empty++;
                continue;
            }
            if (empty > 0)
                n += snprintf(out + n, (size_t)(VARIANT_FEN_MAX - n), "%d",
                              empty);
            empty = 0;
            out[n++] = variant_letter(rules, cell, LETTERS_FEN);
        }
        if (empty > 0)
            n += snprintf(out + n, (size_t)(VARIANT_FEN_MAX - n), "%d", empty);
        if (row < height - 1)
            out[n++] = '/';
    }
    snprintf(out + n, (size_t)(VARIANT_FEN_MAX - n), " %c - - 0 1",
             pos->to_move == CHESS_WHITE ? 'w' : 'b');
}

void variant_to_board(const variant_position *pos, const variant_rules *rules,
                      char out[VARIANT_BOARD_MAX])
{
    int width = pos->size.width, n = 0;
    for (int row = 0; row < pos->size.height; row++) {
        for (int col = 0; col < width; col++) {
            unsigned char cell = pos->cells[row * width + col];
            out[n++] = cell == VARIANT_EMPTY
                           ? '.'
                           : variant_letter(rules, cell, LETTERS_BOARD_FORM);
        }
        out[n++] = '\n';
    }
    out[n] = '\0';
}
