/* A section's keys, each value read as Fairy-Stockfish reads its type:
 * Rank (a number), File (a letter or a number), bool (true or false),
 * Bitboard (squares d4, ranks *3, files c*, "-" for none), PieceSet
 * (letters, * for all, - for none). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_variant_keys.h"
#include "betza.h"

typedef bx_status (*key_reader)(fsf_rules *rules, const char *value,
                                int line, bx_error *err);

static bx_status bad_value(const char *what, const char *value, int line,
                           bx_error *err)
{
    char quoted[BX_QUOTE_MAX];
    bx_quote(quoted, value);
    return bx_fail_line(err, BX_INVALID, line, "'%s' is not %s", quoted,
                        what);
}

/* A whole number from 1 to BOARD_MAX_SIDE. */
static bool read_number(const char *text, int *out)
{
    if (!isdigit((unsigned char)text[0]) || strlen(text) > 2)
        return false;
    *out = (int)strtol(text, NULL, 10);
    return *out >= 1 && *out <= BOARD_MAX_SIDE && text[strspn(text, "0123456789")] == '\0';
}

static bool read_bool(const char *value, bool *out)
{
    *out = strcmp(value, "true") == 0;
    return *out || strcmp(value, "false") == 0;
}

/* A File as a 0-based file: "c" or "3". */
static bool read_file(const char *value, int *out)
{
    int n;
    if (value[0] >= 'a' && value[0] <= 'z' && value[1] == '\0') {
        *out = value[0] - 'a';
        return true;
    }
    if (!read_number(value, &n))
        return false;
    *out = n - 1;
    return true;
}

static bool read_region(const char *value, fsf_region *out)
{
    char token[GAME_VARIANT_FILE_TOKEN];
    memset(out, 0, sizeof *out);
    for (const char *p = value;;) {
        p += strspn(p, " \t");
        size_t n = strcspn(p, " \t");
        int rank;
        if (n == 0 || (n == 1 && p[0] == '-'))
            return true;
        if (n >= sizeof token)
            return false;
        memcpy(token, p, n);
        token[n] = '\0';
        p += n;
        bool file_letter = token[0] >= 'a' && token[0] <= 'z';
        if (token[0] == '*' && read_number(token + 1, &rank))
            out->ranks[rank - 1] = (1u << BOARD_MAX_SIDE) - 1;
        else if (file_letter && strcmp(token + 1, "*") == 0)
            for (int r = 0; r < BOARD_MAX_SIDE; r++)
                out->ranks[r] |= 1u << (token[0] - 'a');
        else if (file_letter && read_number(token + 1, &rank))
            out->ranks[rank - 1] |= 1u << (token[0] - 'a');
        else
            return false;
    }
}

/* Letters of the variant's pieces into set; NULL on success, else the
 * first letter that names none. */
static bx_status read_piece_set(const fsf_rules *rules, const char *value,
                                bool set[FSF_TYPE_COUNT], int line,
                                bx_error *err)
{
    memset(set, 0, sizeof(bool) * FSF_TYPE_COUNT);
    for (const char *p = value; *p != '\0' && *p != '-'; p++) {
        if (isspace((unsigned char)*p))
            continue;
        int type = fsf_type_of_letter(rules, *p);
        for (int t = 0; *p == '*' && t < FSF_TYPE_COUNT; t++)
            set[t] = set[t] || rules->pieces[t].letter != 0;
        if (*p == '*')
            continue;
        if (type < 0 || !isalpha((unsigned char)*p))
            return bx_fail_line(err, BX_INVALID, line,
                                "'%c' is none of the variant's pieces",
                                isprint((unsigned char)*p) ? *p : '?');
        set[type] = true;
    }
    return BX_OK;
}

static bx_status read_max_rank(fsf_rules *rules, const char *value,
                               int line, bx_error *err)
{
    int n;
    if (!read_number(value, &n))
        return bad_value("a rank from 1 to 26", value, line, err);
    rules->size.height = n;
    rules->lines[FSF_ON_SIZE] = line;
    return BX_OK;
}

static bx_status read_max_file(fsf_rules *rules, const char *value,
                               int line, bx_error *err)
{
    int file;
    if (!read_file(value, &file))
        return bad_value("a file (a to z, or 1 to 26)", value, line, err);
    rules->size.width = file + 1;
    rules->lines[FSF_ON_SIZE] = line;
    return BX_OK;
}

/* pawn = p, queen = -, customPiece1 = a:BN, king = k or k:BETZA. */
static bx_status read_piece(fsf_rules *rules, int type, const char *value,
                            int line, bx_error *err)
{
    char buf[16];
    const char *name = fsf_type_name(type, buf);
    bool custom = type >= FSF_CUSTOM_FIRST && type < FSF_KING;
    const char *betza = fsf_named_betza(type);
    piece_spec spec;
    bx_error inner;
    rules->lines[FSF_ON_PIECES] = line;
    if (strcmp(value, "-") == 0) {
        fsf_remove_piece(rules, type);
        return BX_OK;
    }
    bool letter = isalpha((unsigned char)value[0]) != 0;
    bool moves = letter && value[1] == ':';
    if (!letter || (value[1] != '\0' && !moves) ||
        (moves && !custom && type != FSF_KING) || (custom && !moves))
        return bx_fail_line(err, BX_INVALID, line, "%s takes %s", name,
                            custom           ? "L:BETZA or -"
                            : type == FSF_KING ? "k, k:BETZA or -"
                                             : "a letter or -");
    char lower = (char)tolower((unsigned char)value[0]);
    if ((type == FSF_KING) != (lower == 'k') ||
        (type == FSF_PAWN) != (lower == 'p'))
        return bx_fail_line(err, BX_INVALID, line,
                            "k is the king's letter and p the pawn's, and "
                            "theirs only");
    if (moves)
        betza = value + 2;
    else if (type == FSF_KING)
        betza = "K";
    if (betza == NULL || strlen(betza) >= FSF_BETZA_MAX ||
        (betza[0] != '\0' && piece_from_betza(betza, &spec, &inner) != BX_OK) ||
        (betza[0] == '\0' && type != FSF_KING))
        return bx_fail_line(err, BX_INVALID, line, "%s: %s", name,
                            betza == NULL || betza[0] == '\0' ||
                                    strlen(betza) >= FSF_BETZA_MAX
                                ? "moves boardex cannot read"
                                : inner.message);
    fsf_add_piece(rules, type, value[0], moves ? betza : "");
    return BX_OK;
}

static bx_status read_promotion_rank(fsf_rules *rules, const char *value,
                                     int line, bx_error *err)
{
    int r;
    if (!read_number(value, &r))
        return bad_value("a rank from 1 to 26", value, line, err);
    for (int c = FSF_WHITE; c <= FSF_BLACK; c++) {
        memset(&rules->promotion[c], 0, sizeof rules->promotion[c]);
        fsf_region_ranks(&rules->promotion[c], (fsf_color)c, r,
                         rules->size.height, rules->size.height);
    }
    rules->lines[FSF_ON_PROMOTION] = line;
    return BX_OK;
}

/* The older key: double steps from rank 2 to that rank. */
static bx_status read_double_step_rank(fsf_rules *rules, const char *value,
                                       int line, bx_error *err)
{
    int r;
    if (!read_number(value, &r))
        return bad_value("a rank from 1 to 26", value, line, err);
    for (int c = FSF_WHITE; c <= FSF_BLACK; c++) {
        memset(&rules->double_step[c], 0, sizeof rules->double_step[c]);
        fsf_region_ranks(&rules->double_step[c], (fsf_color)c, 2, r,
                         rules->size.height);
    }
    rules->lines[FSF_ON_DOUBLE_STEP] = line;
    return BX_OK;
}

static bx_status read_castling_rook(fsf_rules *rules, const char *value,
                                    int line, bx_error *err)
{
    rules->lines[FSF_ON_CASTLING] = line;
    return read_piece_set(rules, value, rules->castling_rook, line, err);
}

static bx_status read_start(fsf_rules *rules, const char *value, int line,
                            bx_error *err)
{
    if (strlen(value) >= sizeof rules->start)
        return bx_fail_line(err, BX_TOO_LARGE, line, "a FEN too long");
    snprintf(rules->start, sizeof rules->start, "%s", value);
    rules->lines[FSF_ON_START] = line;
    return BX_OK;
}

#define REGION_READER(fn, field, aspect)                                      \
    static bx_status fn(fsf_rules *rules, const char *value, int line,        \
                        bx_error *err)                                        \
    {                                                                         \
        if (!read_region(value, &rules->field))                               \
            return bad_value("squares (d4, *3, c* or -)", value, line, err);  \
        rules->lines[aspect] = line;                                          \
        return BX_OK;                                                         \
    }

REGION_READER(read_promotion_white, promotion[FSF_WHITE], FSF_ON_PROMOTION)
REGION_READER(read_promotion_black, promotion[FSF_BLACK], FSF_ON_PROMOTION)
REGION_READER(read_double_white, double_step[FSF_WHITE], FSF_ON_DOUBLE_STEP)
REGION_READER(read_double_black, double_step[FSF_BLACK], FSF_ON_DOUBLE_STEP)
REGION_READER(read_en_passant, en_passant, FSF_ON_EN_PASSANT)

#define BOOL_READER(fn, field, aspect)                                        \
    static bx_status fn(fsf_rules *rules, const char *value, int line,        \
                        bx_error *err)                                        \
    {                                                                         \
        if (!read_bool(value, &rules->field))                                 \
            return bad_value("true or false", value, line, err);              \
        rules->lines[aspect] = line;                                          \
        return BX_OK;                                                         \
    }

BOOL_READER(read_mandatory, mandatory, FSF_ON_PROMOTION)
BOOL_READER(read_double_step, double_step_on, FSF_ON_DOUBLE_STEP)
BOOL_READER(read_castling, castling, FSF_ON_CASTLING)
BOOL_READER(read_immobility, immobility_illegal, FSF_ON_IMMOBILITY)

static bx_status read_promotion_types(fsf_rules *rules, const char *value,
                                      int line, bx_error *err)
{
    rules->lines[FSF_ON_PROMOTION] = line;
    return read_piece_set(rules, value, rules->promotes_to, line, err);
}

/* "q:1 r:2": added to what the parent capped, as Fairy-Stockfish does. */
static bx_status read_promotion_limit(fsf_rules *rules, const char *value,
                                      int line, bx_error *err)
{
    for (const char *p = value;;) {
        p += strspn(p, " \t");
        if (*p == '\0')
            return BX_OK;
        int type = isalpha((unsigned char)*p) ? fsf_type_of_letter(rules, *p)
                                              : -1;
        p++;
        p += strspn(p, " \t");
        if (type < 0 || *p++ != ':')
            return bad_value("letters with their caps (q:1 r:2)", value,
                             line, err);
        p += strspn(p, " \t");
        size_t digits = strspn(p, "0123456789");
        if (digits == 0 || digits > 3)
            return bad_value("letters with their caps (q:1 r:2)", value,
                             line, err);
        rules->limit[type] = (int)strtol(p, NULL, 10);
        p += digits;
    }
}

#define FILE_READER(fn, index)                                                \
    static bx_status fn(fsf_rules *rules, const char *value, int line,        \
                        bx_error *err)                                        \
    {                                                                         \
        if (!read_file(value, &rules->castle_file[index]))                    \
            return bad_value("a file (a to z, or 1 to 26)", value, line,      \
                             err);                                            \
        rules->lines[FSF_ON_CASTLING] = line;                                 \
        return BX_OK;                                                         \
    }

FILE_READER(read_kingside_file, 0)
FILE_READER(read_queenside_file, 1)

static bx_status read_counting(fsf_rules *rules, const char *value, int line,
                               bx_error *err)
{
    if (!fsf_counting_of_name(value, &rules->counting))
        return bad_value("makruk, cambodian, asean or none", value, line,
                         err);
    return BX_OK;
}

static bx_status read_extinction_value(fsf_rules *rules, const char *value,
                                       int line, bx_error *err)
{
    for (int i = 0; i < FSF_VALUE_COUNT; i++)
        if (strcmp(value, fsf_value_name((fsf_value)i)) == 0) {
            rules->extinction.value = (fsf_value)i;
            rules->lines[FSF_ON_EXTINCTION] = line;
            return BX_OK;
        }
    return bad_value("win, loss, draw or none", value, line, err);
}

BOOL_READER(read_extinction_claim, extinction.claim, FSF_ON_EXTINCTION)

/* A PieceSet as this key needs it: all (*), none, or some letters. */
static bx_status read_extinction_types(fsf_rules *rules, const char *value,
                                       int line, bx_error *err)
{
    bool some[FSF_TYPE_COUNT] = {false};
    bool any = false;
    if (strcmp(value, "*") == 0) {
        rules->extinction.types = FSF_EXTINCT_ALL;
    } else {
        bx_status status = read_piece_set(rules, value, some, line, err);
        if (status != BX_OK)
            return status;
        for (int t = 0; t < FSF_TYPE_COUNT; t++)
            any = any || some[t];
        rules->extinction.types = any ? FSF_EXTINCT_SOME : FSF_EXTINCT_NONE;
    }
    rules->lines[FSF_ON_EXTINCTION] = line;
    return BX_OK;
}

/* A count of pieces, 0 to 999. */
static bx_status read_piece_count(const char *value, int *out, int line,
                                  bx_error *err)
{
    size_t digits = strspn(value, "0123456789");
    if (digits == 0 || digits > 3 || value[digits] != '\0')
        return bad_value("a count of pieces from 0 to 999", value, line, err);
    *out = (int)strtol(value, NULL, 10);
    return BX_OK;
}

static bx_status read_extinction_count(fsf_rules *rules, const char *value,
                                       int line, bx_error *err)
{
    rules->lines[FSF_ON_EXTINCTION] = line;
    return read_piece_count(value, &rules->extinction.count, line, err);
}

static bx_status read_extinction_opponent(fsf_rules *rules,
                                          const char *value, int line,
                                          bx_error *err)
{
    rules->lines[FSF_ON_EXTINCTION] = line;
    return read_piece_count(value, &rules->extinction.opponent_count, line,
                            err);
}

/* The keys after the pieces, in the order Fairy-Stockfish applies them. */
static const struct {
    const char *key;
    key_reader read;
} KEYS[] = {
    {"promotionRank", read_promotion_rank},
    {"doubleStepRank", read_double_step_rank},
    {"castlingRookPiece", read_castling_rook},
    {"startFen", read_start},
    {"promotionRegionWhite", read_promotion_white},
    {"promotionRegionBlack", read_promotion_black},
    {"promotionPieceTypes", read_promotion_types},
    {"promotionLimit", read_promotion_limit},
    {"mandatoryPawnPromotion", read_mandatory},
    {"doubleStep", read_double_step},
    {"doubleStepRegionWhite", read_double_white},
    {"doubleStepRegionBlack", read_double_black},
    {"enPassantRegion", read_en_passant},
    {"castling", read_castling},
    {"castlingKingsideFile", read_kingside_file},
    {"castlingQueensideFile", read_queenside_file},
    {"castlingRookPieces", read_castling_rook},
    {"immobilityIllegal", read_immobility},
    {"countingRule", read_counting},
    {"extinctionValue", read_extinction_value},
    {"extinctionClaim", read_extinction_claim},
    {"extinctionPieceTypes", read_extinction_types},
    {"extinctionPieceCount", read_extinction_count},
    {"extinctionOpponentPieceCount", read_extinction_opponent},
};

enum {
    KEY_COUNT = sizeof KEYS / sizeof KEYS[0],
    /* Every key in the order applied: maxRank, maxFile, the pieces, then
     * KEYS. */
    PIECE_KEYS_FIRST = 2,
    OTHER_KEYS_FIRST = PIECE_KEYS_FIRST + FSF_KING + 1,
    ALL_KEYS = OTHER_KEYS_FIRST + KEY_COUNT,
};

/* The place of a key in the order applied, or -1. */
static int key_index(const char *key, size_t len)
{
    if (len == 7 && memcmp(key, "maxRank", 7) == 0)
        return 0;
    if (len == 7 && memcmp(key, "maxFile", 7) == 0)
        return 1;
    int type = fsf_type_of_name(key, len);
    if (type >= 0)
        return PIECE_KEYS_FIRST + type;
    for (int i = 0; i < KEY_COUNT; i++)
        if (strlen(KEYS[i].key) == len && memcmp(KEYS[i].key, key, len) == 0)
            return OTHER_KEYS_FIRST + i;
    return -1;
}

bool fsf_key_known(const char *key, size_t len)
{
    return key_index(key, len) >= 0;
}

/* The last line of each key in a section: where its value starts, its
 * length and its line number (0: no line sets it). */
typedef struct {
    size_t at;
    size_t len;
    int line;
} key_line;

/* One pass over the section's lines, from body to the next header. */
static void collect(const char *text, size_t len, size_t body,
                    int first_line, key_line last[ALL_KEYS])
{
    size_t at = body;
    memset(last, 0, sizeof(key_line) * ALL_KEYS);
    for (int number = first_line; at < len; number++) {
        const char *start = text + at;
        const char *nl = memchr(start, '\n', len - at);
        size_t n = nl != NULL ? (size_t)(nl - start) : len - at;
        at += n + (nl != NULL);
        while (n > 0 && isspace((unsigned char)*start)) {
            start++;
            n--;
        }
        if (n > 0 && start[0] == '[')
            break;
        const char *eq = memchr(start, '=', n);
        if (eq == NULL || start[0] == '#' || start[0] == ';')
            continue;
        size_t k = (size_t)(eq - start);
        while (k > 0 && isspace((unsigned char)start[k - 1]))
            k--;
        int index = key_index(start, k);
        if (index < 0)
            continue;
        const char *v = eq + 1;
        size_t v_len = n - (size_t)(v - start);
        while (v_len > 0 && isspace((unsigned char)*v)) {
            v++;
            v_len--;
        }
        while (v_len > 0 && isspace((unsigned char)v[v_len - 1]))
            v_len--;
        last[index] = (key_line){(size_t)(v - text),
                                 v_len < FSF_LINE_MAX
                                     ? v_len
                                     : FSF_LINE_MAX,
                                 number};
    }
}

bx_status fsf_keys_apply(const char *text, size_t len, size_t body,
                         int first_line, fsf_rules *rules, bx_error *err)
{
    key_line last[ALL_KEYS];
    char value[FSF_LINE_MAX + 1];
    collect(text, len, body, first_line, last);
    for (int i = 0; i < ALL_KEYS; i++) {
        if (last[i].line == 0)
            continue;
        memcpy(value, text + last[i].at, last[i].len);
        value[last[i].len] = '\0';
        int line = last[i].line;
        bx_status status =
            i == 0   ? read_max_rank(rules, value, line, err)
            : i == 1 ? read_max_file(rules, value, line, err)
            : i < OTHER_KEYS_FIRST
                ? read_piece(rules, i - PIECE_KEYS_FIRST, value, line, err)
                : KEYS[i - OTHER_KEYS_FIRST].read(rules, value, line, err);
        if (status != BX_OK)
            return status;
    }
    return BX_OK;
}
