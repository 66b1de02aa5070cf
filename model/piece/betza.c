/* Reading Betza notation into terms (see betza.h). */
#include "betza.h"

#include <stdio.h>
#include <string.h>

#include "betza_pick.h"
#include "scan.h"
#include "text_append.h"

/* A cursor over the text that skips blanks: Betza ignores spaces. */
typedef struct {
    const char *text;
    size_t at;
} reader;

static char peek(reader *r)
{
    while (scan_is_space(r->text[r->at]))
        r->at++;
    return r->text[r->at];
}

static int position(const reader *r)
{
    return (int)r->at + 1;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* Refuses at the reader's place, quoting the character there. */
static bx_status refuse(reader *r, bx_error *err, const char *expected)
{
    char quoted[BX_QUOTE_MAX];
    peek(r);
    if (r->text[r->at] == '\0')
        return bx_fail_at(err, BX_INVALID, position(r),
                          "invalid Betza: end of text at %d (expected %s)",
                          position(r), expected);
    /* The character at the position: its lead byte and any continuation
     * bytes, shown as one character when they are valid UTF-8. */
    size_t len = 1;
    while (len < 4 && ((unsigned char)r->text[r->at + len] & 0xc0u) == 0x80u)
        len++;
    bx_quote_bytes(quoted, r->text + r->at, len);
    return bx_fail_at(err, BX_INVALID, position(r),
                      "invalid Betza: '%s' at %d (expected %s)", quoted,
                      position(r), expected);
}

/* The XBetza letters boardex knows but does not read, and why. */
static const char *unsupported_reason(char c)
{
    static const struct {
        char letter;
        const char *reason;
    } UNSUPPORTED[] = {
        {'j', "jumping moves"}, {'i', "initial moves"},
        {'e', "en passant"},    {'a', "multi-leg moves"},
        {'h', "half (chiral) directions"},
        {'z', "crooked moves"}, {'q', "circular moves"},
        {'o', "cylinder moves"}, {'O', "castling"},
        {'U', "universal leaps"},
    };
    for (size_t i = 0; i < sizeof UNSUPPORTED / sizeof UNSUPPORTED[0]; i++)
        if (UNSUPPORTED[i].letter == c)
            return UNSUPPORTED[i].reason;
    return NULL;
}

static bx_status unsupported(int at, char letter, const char *reason,
                             bx_error *err)
{
    return bx_fail_at(err, BX_INVALID, at,
                      "unsupported Betza: '%c' at %d (%s)", letter, at,
                      reason);
}

/* The single-letter atoms and the shorthands: their leaps and range. */
typedef struct {
    char letter;
    int leaps[BETZA_MAX_ATOMS][2];
    int leap_count;
    int range;
} atom_letter;

static const atom_letter ATOMS[] = {
    {'W', {{1, 0}}, 1, 1}, {'F', {{1, 1}}, 1, 1}, {'D', {{2, 0}}, 1, 1},
    {'N', {{2, 1}}, 1, 1}, {'A', {{2, 2}}, 1, 1}, {'H', {{3, 0}}, 1, 1},
    {'C', {{3, 1}}, 1, 1}, {'L', {{3, 1}}, 1, 1}, {'Z', {{3, 2}}, 1, 1},
    {'J', {{3, 2}}, 1, 1}, {'G', {{3, 3}}, 1, 1},
    {'K', {{1, 0}, {1, 1}}, 2, 1},
    {'R', {{1, 0}}, 1, PIECE_RANGE_UNLIMITED},
    {'B', {{1, 1}}, 1, PIECE_RANGE_UNLIMITED},
    {'Q', {{1, 0}, {1, 1}}, 2, PIECE_RANGE_UNLIMITED},
};

static const atom_letter *find_atom(char c)
{
    for (size_t i = 0; i < sizeof ATOMS / sizeof ATOMS[0]; i++)
        if (ATOMS[i].letter == c)
            return &ATOMS[i];
    return NULL;
}

/* Reads a number of 0..BETZA_NUMBER_MAX at the reader (a digit is there). */
static bx_status read_number(reader *r, int *value, const char *expected,
                             bx_error *err)
{
    size_t start = r->at;
    long n = 0;
    while (is_digit(r->text[r->at])) {
        if (n <= BETZA_NUMBER_MAX)
            n = n * 10 + (r->text[r->at] - '0');
        r->at++;
    }
    if (n > BETZA_NUMBER_MAX) {
        char quoted[BX_QUOTE_MAX];
        bx_quote_bytes(quoted, r->text + start, r->at - start);
        return bx_fail_at(err, BX_INVALID, (int)start + 1,
                          "invalid Betza: '%s' at %d (expected %s)", quoted,
                          (int)start + 1, expected);
    }
    *value = (int)n;
    return BX_OK;
}

/* Reads "(a,b)" into leap; the reader is at the "(". */
static bx_status read_leap(reader *r, int leap[2], bx_error *err)
{
    static const char *const NUMBER = "a number from 0 to 26";
    int start = position(r);
    r->at++;
    for (int i = 0; i < 2; i++) {
        if (!is_digit(peek(r)))
            return refuse(r, err, NUMBER);
        bx_status status = read_number(r, &leap[i], NUMBER, err);
        if (status != BX_OK)
            return status;
        if (peek(r) != (i == 0 ? ',' : ')'))
            return refuse(r, err, i == 0 ? "','" : "')'");
        r->at++;
    }
    if (leap[0] == 0 && leap[1] == 0)
        return bx_fail_at(err, BX_INVALID, start,
                          "invalid Betza: '(0,0)' at %d (expected a leap "
                          "that moves)",
                          start);
    return BX_OK;
}

/* Whether the text at the reader is "(a,b)" with this leap; the reader
 * moves past it only if so. */
static bool same_leap_follows(reader *r, const int leap[2])
{
    reader probe = *r;
    int again[2] = {0, 0};
    if (peek(&probe) != '(' || read_leap(&probe, again, NULL) != BX_OK ||
        again[0] != leap[0] || again[1] != leap[1])
        return false;
    *r = probe;
    return true;
}

/* Reads the modifiers before an atom into term. */
static bx_status read_modifiers(reader *r, betza_term *term, bx_error *err)
{
    char previous = '\0'; /* the direction letter just before, if any */
    bool previous_was_new = false; /* and whether it alone set its pick */
    for (;;) {
        char c = peek(r);
        const char *reason = unsupported_reason(c);
        if (reason != NULL)
            return unsupported(position(r), c, reason, err);
        if (betza_is_direction(c)) {
            /* A letter of the other axis right after a direction letter
             * pairs with it; otherwise it stands alone. */
            if (previous != '\0' && betza_axis(previous) != betza_axis(c)) {
                if (previous_was_new)
                    term->picks &= ~betza_pick_bit(previous, '\0');
                term->picks |= betza_pick_bit(previous, c);
                previous = '\0';
            } else {
                uint64_t bit = betza_pick_bit(c, '\0');
                previous_was_new = (term->picks & bit) == 0;
                term->picks |= bit;
                previous = c;
            }
            r->at++;
            continue;
        }
        previous = '\0';
        if (c == 'm')
            term->move_only_given = true;
        else if (c == 'c')
            term->capture_only_given = true;
        else if (c == 'n' || c == 'p' || c == 'g') {
            if (term->path_position == 0 || c != 'n') {
                term->path = c == 'n'   ? BETZA_PATH_LAME
                             : c == 'p' ? BETZA_PATH_HOP
                                        : BETZA_PATH_GRASSHOPPER;
                term->path_position = position(r);
            }
        } else
            return BX_OK;
        r->at++;
    }
}

/* Reads the atom, and its doubling or range, after the modifiers. */
static bx_status read_atom(reader *r, betza_term *term, bool modified,
                           bx_error *err)
{
    const char *expected = modified ? "an atom after the modifiers"
                                    : "a modifier or an atom";
    char c = peek(r);
    if (c == '(') {
        bx_status status = read_leap(r, term->leaps[0], err);
        if (status != BX_OK)
            return status;
        term->leap_count = 1;
        term->range = 1;
        if (same_leap_follows(r, term->leaps[0])) {
            term->range = PIECE_RANGE_UNLIMITED;
            return BX_OK;
        }
    } else {
        const atom_letter *atom = find_atom(c);
        if (atom == NULL)
            return refuse(r, err, expected);
        memcpy(term->leaps, atom->leaps, sizeof term->leaps);
        term->leap_count = atom->leap_count;
        term->range = atom->range;
        r->at++;
        if (peek(r) == c) { /* NN: the nightrider */
            r->at++;
            term->range = PIECE_RANGE_UNLIMITED;
            return BX_OK;
        }
    }
    if (is_digit(peek(r)))
        return read_number(r, &term->range, "a range from 0 to 26", err);
    return BX_OK;
}

bx_status betza_parse(const char *text, betza_piece *out, bx_error *err)
{
    reader r = {text, 0};
    int count = 0;

    do {
        betza_term term = {.position = 0};
        peek(&r);
        term.position = position(&r);
        if (count == BETZA_MAX_TERMS)
            return bx_fail_at(err, BX_TOO_LARGE, term.position,
                              "invalid Betza: too many atoms at %d (at most "
                              "%d)",
                              term.position, BETZA_MAX_TERMS);
        bx_status status = read_modifiers(&r, &term, err);
        if (status == BX_OK)
            status = read_atom(&r, &term, position(&r) != term.position, err);
        if (status != BX_OK)
            return status;
        out->terms[count++] = term;
    } while (peek(&r) != '\0');
    out->count = count;
    return BX_OK;
}

static piece_modality term_modality(const betza_term *term)
{
    if (term->move_only_given == term->capture_only_given)
        return PIECE_MOVE_AND_CAPTURE;
    return term->move_only_given ? PIECE_MOVE_ONLY : PIECE_CAPTURE_ONLY;
}

static piece_path term_path(const betza_term *term)
{
    switch (term->path) {
    case BETZA_PATH_LAME:
        return PIECE_PATH_LAME;
    case BETZA_PATH_HOP:
        return PIECE_PATH_HOP;
    case BETZA_PATH_GRASSHOPPER:
        return PIECE_PATH_GRASSHOPPER;
    default:
        return PIECE_PATH_FREE;
    }
}

/* Adds the moves of one term to out, at most once each. */
static bx_status expand_term(const betza_term *term, piece_spec *out,
                             bx_error *err)
{
    for (int a = 0; a < term->leap_count; a++) {
        direction images[8];
        int count = betza_images(term->leaps[a], images);
        for (int i = 0; i < count; i++) {
            if (!betza_picks_select(term->picks, images[i]))
                continue;
            piece_move move = {
                images[i], (short)term->range,
                (unsigned char)term_modality(term),
                (unsigned char)term_path(term)};
            if (piece_add_move(out, move, NULL) != BX_OK) {
                /* Repeats may be what filled it: merge and try again. */
                piece_normalize(out);
                if (piece_add_move(out, move, NULL) != BX_OK)
                    return bx_fail_at(err, BX_TOO_LARGE, term->position,
                                      "invalid Betza: too many moves at %d "
                                      "(at most %d)",
                                      term->position, PIECE_MAX_MOVES);
            }
        }
    }
    return BX_OK;
}

/* Whether a term's path is one the walks know (targets.h, and the
 * position generator alike): hoppers on riders, n on the leaps whose
 * passed square is plain (N, A, D). */
static bx_status check_path(const betza_term *term, bx_error *err)
{
    char letter = term->path == BETZA_PATH_HOP ? 'p' : 'g';
    if ((term->path == BETZA_PATH_HOP ||
         term->path == BETZA_PATH_GRASSHOPPER) &&
        term->range == 1)
        return unsupported(term->path_position, letter,
                           "hoppers move on riders only, as pR or gQ", err);
    if (term->path == BETZA_PATH_LAME) {
        const int *leap = term->leaps[0];
        int a = leap[0] < leap[1] ? leap[0] : leap[1];
        int b = leap[0] < leap[1] ? leap[1] : leap[0];
        bool known = (a == 1 && b == 2) || (a == 2 && b == 2) ||
                     (a == 0 && b == 2);
        if (term->leap_count != 1 || term->range != 1 || !known)
            return unsupported(term->path_position, 'n',
                               "lame leaps are nN, nA and nD only", err);
    }
    return BX_OK;
}

bx_status betza_expand(const betza_piece *betza, piece_spec *out,
                       bx_error *err)
{
    piece_spec moves;
    piece_clear(&moves);
    for (int t = 0; t < betza->count; t++) {
        const betza_term *term = &betza->terms[t];
        bx_status status = check_path(term, err);
        if (status == BX_OK)
            status = expand_term(term, &moves, err);
        if (status != BX_OK)
            return status;
    }
    piece_normalize(&moves);
    *out = moves;
    return BX_OK;
}

bx_status piece_from_betza(const char *text, piece_spec *out, bx_error *err)
{
    betza_piece parsed;
    bx_status status = betza_parse(text, &parsed, err);
    if (status == BX_OK)
        status = betza_expand(&parsed, out, err);
    return status;
}

bool betza_write_moves(const piece_spec *piece, char *out, size_t size)
{
    size_t used = 0;

    if (size == 0)
        return false;
    out[0] = '\0';
    for (int i = 0; i < piece->count; i++) {
        const piece_move *move = &piece->list[i];
        char letters[3];
        char range[8] = "";
        int dr = move->dir.dr < 0 ? -move->dir.dr : move->dir.dr;
        int dc = move->dir.dc < 0 ? -move->dir.dc : move->dir.dc;
        if (move->dir.dr < -BETZA_NUMBER_MAX || dr > BETZA_NUMBER_MAX ||
            move->dir.dc < -BETZA_NUMBER_MAX || dc > BETZA_NUMBER_MAX ||
            (dr == 0 && dc == 0) || move->range < 0 ||
            move->range > BETZA_NUMBER_MAX)
            return false;
        betza_letters_for(move->dir, letters);
        if (move->range != 1)
            snprintf(range, sizeof range, "%d", move->range);
        if (!text_appendf(out, size, &used, "%s%s%s(%d,%d)%s",
                          move->path == PIECE_PATH_LAME    ? "n"
                          : move->path == PIECE_PATH_HOP ? "p"
                          : move->path == PIECE_PATH_GRASSHOPPER ? "g"
                                                                 : "",
                          move->modality == PIECE_MOVE_ONLY      ? "m"
                          : move->modality == PIECE_CAPTURE_ONLY ? "c"
                                                                 : "",
                          letters, dr, dc, range))
            return false;
    }
    return true;
}
