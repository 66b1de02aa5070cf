/* Reading and writing positions in the board form and FEN. */
#include "position_text.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "position_rules.h"
#include "scan.h"

static bx_status finish(chess_position *pos, chess_position *out,
                        bx_error *err)
{
    bx_status status = position_check_rules(pos, err);
    if (status == BX_OK)
        *out = *pos;
    return status;
}

/* One row of the board form, len characters. A fault in row N is on line
 * N + 1 of the form's text. */
static bx_status read_row(const char *text, size_t len, int row,
                          chess_position *pos, bx_error *err)
{
    if (len != CHESS_SIDE)
        return bx_fail_line(err, BX_INVALID, row + 1,
                            "row %d has %zu characters, expected 8", row,
                            len);
    for (int col = 0; col < CHESS_SIDE; col++) {
        chess_color color;
        chess_kind kind;
        char shown[SCAN_CHAR_SHOWN_MAX];
        if (text[col] == '.')
            continue;
        if (!chess_piece_of_letter(text[col], LETTERS_BOARD_FORM, &color, &kind)) {
            scan_describe_char(text[col], shown);
            return bx_fail_line(err, BX_INVALID, row + 1,
                                "row %d: unknown piece letter %s", row,
                                shown);
        }
        position_put(pos, color, kind, chess_square_at(row, col));
    }
    return BX_OK;
}

bx_status position_from_rows(const char *const rows[], int row_count,
                             chess_position *out, bx_error *err)
{
    chess_position pos;
    position_clear(&pos);
    if (row_count != 8)
        return bx_fail(err, BX_INVALID, "expected 8 rows, got %d",
                       row_count);
    for (int row = 0; row < CHESS_SIDE; row++) {
        bx_status status =
            read_row(rows[row], strlen(rows[row]), row, &pos, err);
        if (status != BX_OK)
            return status;
    }
    return finish(&pos, out, err);
}

bx_status position_from_board_text(const char *text, size_t len,
                                   chess_position *out, bx_error *err)
{
    chess_position pos;
    size_t start = 0;
    int row = 0;

    position_clear(&pos);
    const char *line;
    size_t line_len;
    while (scan_line(text, len, &start, &line, &line_len)) {
        if (row < CHESS_SIDE) {
            bx_status status = read_row(line, line_len, row, &pos, err);
            if (status != BX_OK)
                return status;
        }
        row++;
    }
    if (row != 8)
        return bx_fail(err, BX_INVALID, "expected 8 rows, got %d", row);
    return finish(&pos, out, err);
}

/* The FEN fields, split at runs of spaces. */
enum { FEN_MAX_FIELDS = 7 };

typedef struct {
    const char *start[FEN_MAX_FIELDS];
    size_t len[FEN_MAX_FIELDS];
    int count; /* capped: a count of FEN_MAX_FIELDS means "too many" */
} fen_fields;

static void split_fields(const char *fen, fen_fields *fields)
{
    fields->count = 0;
    for (const char *c = fen; *c != '\0' && fields->count < FEN_MAX_FIELDS;) {
        if (scan_is_space(*c)) {
            c++;
            continue;
        }
        const char *start = c;
        while (*c != '\0' && !scan_is_space(*c))
            c++;
        fields->start[fields->count] = start;
        fields->len[fields->count++] = (size_t)(c - start);
    }
}

/* The piece of a FEN letter, found by a switch rather than a table walk:
 * `count --fen -` reads hundreds of thousands of placements. */
static bool fen_piece(char c, chess_color *color, chess_kind *kind)
{
    switch (c | 0x20) { /* lower case */
    case 'p': *kind = CHESS_PAWN; break;
    case 'n': *kind = CHESS_KNIGHT; break;
    case 'b': *kind = CHESS_BISHOP; break;
    case 'r': *kind = CHESS_ROOK; break;
    case 'q': *kind = CHESS_QUEEN; break;
    case 'k': *kind = CHESS_KING; break;
    default: return false;
    }
    *color = (c & 0x20) ? CHESS_BLACK : CHESS_WHITE;
    return true;
}

static bx_status read_placement(const char *text, size_t len,
                                chess_position *pos,
                                bx_error *err)
{
    int row = 0, col = 0;
    bool after_digit = false;

    for (size_t i = 0; i <= len; i++) {
        char c = i < len ? text[i] : '/';
        chess_color color;
        chess_kind kind;
        char shown[SCAN_CHAR_SHOWN_MAX];
        if (c == '/') {
            if (col != CHESS_SIDE)
                return bx_fail(err, BX_INVALID,
                               "FEN rank %d has %d squares, expected 8",
                               chess_rank_of_row(row), col);
            if (++row == CHESS_SIDE && i < len)
                return bx_fail(err, BX_INVALID,
                               "FEN has more than 8 ranks");
            col = 0;
            after_digit = false;
            continue;
        }
        if (c >= '1' && c <= '8') {
            if (after_digit)
                return bx_fail(err, BX_INVALID,
                               "FEN rank %d: two digits in a row", chess_rank_of_row(row));
            col += c - '0';
            after_digit = true;
        } else if (fen_piece(c, &color, &kind)) {
            /* Each square is read once, so it is empty: no checks. */
            if (col < CHESS_SIDE) {
                bitboard here = bb_square(chess_square_at(row, col));
                pos->pieces[color][kind] |= here;
                pos->by_color[color] |= here;
                pos->occupied |= here;
            }
            col++;
            after_digit = false;
        } else {
            scan_describe_char(c, shown);
            return bx_fail(err, BX_INVALID,
                           "FEN rank %d: %s is not a piece letter or 1-8",
                           chess_rank_of_row(row), shown);
        }
        if (col > 8)
            return bx_fail(err, BX_INVALID,
                           "FEN rank %d has more than 8 squares", chess_rank_of_row(row));
    }
    if (row != 8)
        return bx_fail(err, BX_INVALID, "FEN has %d ranks, expected 8", row);
    return BX_OK;
}

static bool field_is(const fen_fields *f, int i, const char *text)
{
    return f->len[i] == strlen(text) &&
           strncmp(f->start[i], text, f->len[i]) == 0;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* KQkq, and the file letters of X-FEN and Shredder-FEN. */
static bool is_castling_letter(char c)
{
    return c == 'K' || c == 'Q' || c == 'k' || c == 'q' ||
           (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h');
}

static bool is_square_char(char c)
{
    return (c >= 'a' && c <= 'h') || (c >= '1' && c <= '8');
}

/* All characters of field i pass the test, and there is at least one. */
static bool field_made_of(const fen_fields *f, int i, bool (*test)(char))
{
    for (size_t k = 0; k < f->len[i]; k++)
        if (!test(f->start[i][k]))
            return false;
    return f->len[i] > 0;
}

static bx_status field_error(const fen_fields *f, int i, const char *what,
                             bx_error *err)
{
    char quoted[BX_QUOTE_MAX];
    bx_quote_bytes(quoted, f->start[i], f->len[i]);
    return bx_fail(err, BX_INVALID, "FEN %s: '%s'", what, quoted);
}

/* Castling letters: KQkq are the rights; X-FEN and Shredder-FEN file
 * letters pass the form check and, under seed rules, mean nothing. */
static bx_status read_castling(const fen_fields *f, chess_rules rules,
                               chess_position *pos, bx_error *err)
{
    static const char LETTERS[] = "KQkq";
    if (field_is(f, 2, "-"))
        return BX_OK;
    if (!field_made_of(f, 2, is_castling_letter) || f->len[2] > 4)
        return field_error(f, 2, "castling field is not - or KQkq", err);
    for (size_t i = 0; i < f->len[2]; i++) {
        char c = f->start[2][i];
        const char *known = strchr(LETTERS, c);
        unsigned right = known ? 1u << (known - LETTERS) : 0;
        if (rules == CHESS_RULES_FIDE && right == 0)
            return bx_fail(err, BX_INVALID,
                           "castling right %c: fide rules know only K, Q, "
                           "k and q",
                           c);
        if (rules == CHESS_RULES_FIDE && (pos->castling & right))
            return bx_fail(err, BX_INVALID,
                           "castling right %c: given twice", c);
        pos->castling |= right;
    }
    return BX_OK;
}

static int field_number(const fen_fields *f, int i)
{
    int value = 0;
    for (size_t k = 0; k < f->len[i]; k++)
        value = value * 10 + (f->start[i][k] - '0');
    return value;
}

bx_status position_from_fen_rules(const char *fen, chess_rules rules,
                                  chess_position *out, bx_error *err)
{
    fen_fields f;
    chess_position pos;
    bx_status status;

    position_clear(&pos);
    split_fields(fen, &f);
    if (f.count == 0)
        return bx_fail(err, BX_INVALID, "empty FEN");
    status = read_placement(f.start[0], f.len[0], &pos, err);
    if (status != BX_OK)
        return status;
    if (f.count > 1) {
        if (!field_is(&f, 1, "w") && !field_is(&f, 1, "b"))
            return field_error(&f, 1, "side to move is not w or b", err);
        pos.to_move = f.start[1][0] == 'w' ? CHESS_WHITE : CHESS_BLACK;
    }
    if (f.count > 2) {
        status = read_castling(&f, rules, &pos, err);
        if (status != BX_OK)
            return status;
    }
    if (f.count > 3 && !field_is(&f, 3, "-")) {
        if (!(f.len[3] == 2 && field_made_of(&f, 3, is_square_char) &&
              f.start[3][0] >= 'a' && f.start[3][1] <= '8'))
            return field_error(&f, 3, "en passant field is not - or a square",
                               err);
        pos.en_passant =
            chess_square_at('8' - f.start[3][1], f.start[3][0] - 'a');
    }
    /* Clocks when the fifth field is a number, signed or not (so "-1" is
     * refused as the move number "-1" is); otherwise EPD operations, which
     * start with a letter and are ignored. */
    const char *clock = f.count > 4 ? f.start[4] : "";
    if (clock[0] == '-' || clock[0] == '+')
        clock++;
    if (f.count > 4 && is_digit(clock[0])) {
        if (!field_made_of(&f, 4, is_digit) ||
            f.len[4] > SCAN_FEN_NUMBER_DIGITS)
            return field_error(&f, 4, "halfmove clock is not a number",
                               err);
        pos.halfmove = field_number(&f, 4);
        if (f.count > 5 &&
            (!field_made_of(&f, 5, is_digit) ||
             f.len[5] > SCAN_FEN_NUMBER_DIGITS))
            return field_error(&f, 5, "move number is not a number", err);
        if (f.count > 5)
            pos.fullmove = field_number(&f, 5);
        if (f.count > 6)
            return field_error(&f, 6, "has text after the move number",
                               err);
    }
    status = position_check_rules(&pos, err);
    if (status == BX_OK && rules == CHESS_RULES_FIDE)
        status = position_check_fide(&pos, err);
    if (status == BX_OK)
        *out = pos;
    return status;
}

bx_status position_from_fen(const char *fen, chess_position *out,
                            bx_error *err)
{
    return position_from_fen_rules(fen, CHESS_RULES_SEED, out, err);
}

void position_to_fen(const chess_position *pos, char out[POSITION_FEN_MAX])
{
    position_to_fen_rules(pos, CHESS_RULES_SEED, out);
}

/* "KQkq", only the rights held, or "-". */
static void castling_text(unsigned castling, char out[5])
{
    static const char LETTERS[] = "KQkq";
    size_t n = 0;
    for (int i = 0; i < 4; i++)
        if (castling & (1u << i))
            out[n++] = LETTERS[i];
    if (n == 0)
        out[n++] = '-';
    out[n] = '\0';
}

void position_to_fen_rules(const chess_position *pos, chess_rules rules,
                           char out[POSITION_FEN_MAX])
{
    size_t n = 0;
    for (int row = 0; row < CHESS_SIDE; row++) {
        int empty = 0;
        for (int col = 0; col < CHESS_SIDE; col++) {
            chess_color color;
            chess_kind kind;
            if (!position_piece_at(pos, chess_square_at(row, col), &color, &kind)) {
                empty++;
                continue;
            }
            if (empty > 0)
                out[n++] = (char)('0' + empty);
            empty = 0;
            out[n++] = chess_piece_letter(color, kind, LETTERS_FEN);
        }
        if (empty > 0)
            out[n++] = (char)('0' + empty);
        if (row < 7)
            out[n++] = '/';
    }
    char side = pos->to_move == CHESS_WHITE ? 'w' : 'b';
    if (rules == CHESS_RULES_SEED) {
        snprintf(out + n, POSITION_FEN_MAX - n, " %c - - 0 1", side);
        return;
    }
    char castling[5], passed[3] = "-";
    castling_text(pos->castling, castling);
    if (pos->en_passant >= 0) {
        chess_square_name(pos->en_passant, passed);
        passed[2] = '\0';
    }
    snprintf(out + n, POSITION_FEN_MAX - n, " %c %s %s %d %d", side, castling,
             passed, pos->halfmove % (SCAN_FEN_NUMBER_MAX + 1),
             pos->fullmove % (SCAN_FEN_NUMBER_MAX + 1));
}

void position_to_board(const chess_position *pos, char out[POSITION_BOARD_MAX])
{
    size_t n = 0;
    for (int row = 0; row < CHESS_SIDE; row++) {
        for (int col = 0; col < CHESS_SIDE; col++) {
            chess_color color;
            chess_kind kind;
            out[n++] = position_piece_at(pos, chess_square_at(row, col), &color, &kind)
                           ? chess_piece_letter(color, kind, LETTERS_BOARD_FORM)
                           : '.';
        }
        out[n++] = '\n';
    }
    out[n] = '\0';
}
