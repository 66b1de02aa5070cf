/* Reading a move's text into what it says: castling, coordinates or
 * SAN, before any position is asked. */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "game_notation_impl.h"

static bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
static bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* A rank's one or two digits at s: how many, or 0. */
static int digits(const char *s, const char *end)
{
    int n = 0;
    while (s + n < end && n < 3 && is_digit(s[n]))
        n++;
    return n > 2 ? 0 : n;
}

/* The square named by len characters at s, or the reason it is none. */
static bool square_of(board_size size, const char *s, int len, int *out,
                      game_reading *r)
{
    char name[SQUARE_NAME_MAX + 1];
    square sq;
    snprintf(name, sizeof name, "%.*s", len, s);
    if (len > SQUARE_NAME_MAX - 1 ||
        square_from_fide(size, name, &sq, NULL) != BX_OK) {
        snprintf(r->why, sizeof r->why, "there is no square %s on %dx%d",
                 name, size.width, size.height);
        return false;
    }
    *out = square_index(size, sq);
    return true;
}

/* A promotion's letter (either case), or the reason it is none. */
static bool promotion_of(char letter, game_reading *r)
{
    chess_color color;
    chess_kind kind;
    if (!chess_piece_of_letter(letter, LETTERS_FEN, &color, &kind) ||
        kind == CHESS_PAWN || kind == CHESS_KING) {
        snprintf(r->why, sizeof r->why, "a pawn cannot become %c", letter);
        return false;
    }
    r->promotion = (int)kind;
    return true;
}

/* The promotion at the end of [s, *end): "=Q", or one letter after the
 * rank's digit; *end moves before it. */
static bool read_promotion(const char *s, const char **end, game_reading *r)
{
    const char *e = *end;
    if (e - s < 3 || !(is_lower(e[-1]) || is_upper(e[-1])) ||
        !(e[-2] == '=' || is_digit(e[-2])))
        return true;
    *end = e - (e[-2] == '=' ? 2 : 1);
    return promotion_of(e[-1], r);
}

/* Sets the reason the text is no move; returns false. */
static bool refuse(game_reading *r, const char *why)
{
    snprintf(r->why, sizeof r->why, "%s", why);
    return false;
}

static const char EXPECTED[] =
    "expected a move such as e4, Nf3, exd5, e8=Q, O-O or e2e4";

/* "e2e4", "e2-e4", "e2xe4", "e7e8q", "e7e8=Q"; false when it is not of
 * that form (then it may be SAN). */
static bool is_coordinates(const char *s, const char **second,
                           const char **rest)
{
    const char *end = s + strlen(s);
    int a, b;
    if (!is_lower(s[0]) || (a = digits(s + 1, end)) == 0)
        return false;
    *second = s + 1 + a;
    /* "x" between the squares, unless it is the second's file. */
    if (**second == '-' || (**second == 'x' && is_lower((*second)[1])))
        ++*second;
    if (!is_lower(**second) || (b = digits(*second + 1, end)) == 0)
        return false;
    *rest = *second + 1 + b;
    return true;
}

static bool read_coordinates(board_size size, const char *s,
                             const char *second, const char *rest,
                             game_reading *r)
{
    const char *end = s + strlen(s);
    r->form = READ_COORDINATES;
    if (!read_promotion(s, &end, r))
        return false;
    if (end != rest)
        return refuse(r, EXPECTED);
    int from_len = (int)(second - s) - (second[-1] == '-' || second[-1] == 'x');
    return square_of(size, s, from_len, &r->from, r) &&
           square_of(size, second, (int)(rest - second), &r->to, r);
}

/* "Nf3", "Nbd2", "R1a3", "Qh4e1", "exd5", "e8=Q", "Aj9"; "x" optional. */
static bool read_san(const game_rules *rules, board_size size, const char *s,
                     game_reading *r)
{
    const char *end = s + strlen(s), *p = s;
    r->form = READ_SAN;
    r->kind = CHESS_PAWN;
    if (is_upper(*p)) {
        unsigned char cell;
        if (!game_cell_of_letter(rules, *p, &cell)) {
            snprintf(r->why, sizeof r->why, "no piece is written %c here",
                     *p);
            return false;
        }
        r->kind = variant_cell_kind(cell);
        p++;
    }
    if (!read_promotion(p, &end, r))
        return false;
    if (r->promotion != GAME_NO_PROMOTION && r->kind != CHESS_PAWN)
        return refuse(r, "only a pawn is promoted");
    /* The destination: the last letter before the closing digits. */
    const char *to = end;
    while (to > p && is_digit(to[-1]))
        to--;
    if (to == end || to == p || !is_lower(to[-1]) || digits(to, end) == 0)
        return refuse(r, EXPECTED);
    to--;
    if (!square_of(size, to, (int)(end - to), &r->to, r))
        return false;
    /* Between piece and destination: a file, a rank, then "x"; a pawn's
     * lone "x" is its file on a board that wide. */
    const char *q = to;
    if (q > p && q[-1] == 'x' && !(r->kind == CHESS_PAWN && q - p == 1))
        q--;
    if (p < q && is_lower(*p))
        r->file = *p++ - 'a';
    int n = digits(p, q);
    if (n > 0) {
        int rank = 0;
        for (int i = 0; i < n; i++)
            rank = rank * 10 + (p[i] - '0');
        r->rank = size.height - rank; /* the row of that rank */
        p += n;
    }
    return p == q || refuse(r, EXPECTED);
}

bool game_notation_read(const game_rules *rules, board_size size,
                      const char *s, game_reading *r)
{
    *r = (game_reading){READ_SAN, -1, -1, -1, -1, -1, GAME_NO_PROMOTION, false,
                   ""};
    if (*s == '\0')
        return refuse(r, "it is empty");
    if (strlen(s) > GAME_NOTATION_TEXT_MAX)
        return refuse(r, "it is too long for a move");
    static const char *const CASTLES[] = {"O-O", "0-0", "O-O-O", "0-0-0"};
    for (int i = 0; i < 4; i++)
        if (strcmp(s, CASTLES[i]) == 0) {
            r->form = READ_CASTLING;
            r->castle_long = i >= 2;
            return true;
        }
    const char *second, *rest;
    if (is_coordinates(s, &second, &rest))
        return read_coordinates(size, s, second, rest, r);
    return read_san(rules, size, s, r);
}
