/* Fairy-Stockfish's piece types and their changes, its template for a
 * section without a parent, and a built-in variant as a parent. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "game_variant_fsf.h"

/* Fairy-Stockfish's predefined pieces, in the order it reads their keys,
 * with their moves in Betza (its documentation lists them). */
static const struct {
    const char *name;
    const char *betza;
} NAMED[FSF_NAMED_COUNT] = {
    {"pawn", "fmWfcF"},   {"knight", "N"},        {"bishop", "B"},
    {"rook", "R"},        {"queen", "Q"},         {"fers", "F"},
    {"alfil", "A"},       {"fersAlfil", "FA"},    {"silver", "FfW"},
    {"aiwok", "RNF"},     {"bers", "RF"},         {"archbishop", "BN"},
    {"chancellor", "RN"}, {"amazon", "QN"},       {"knibis", "mNcB"},
    {"biskni", "mBcN"},   {"kniroo", "mNcR"},     {"rookni", "mRcN"},
    {"shogiPawn", "fW"},  {"lance", "fR"},        {"shogiKnight", "fN"},
    {"gold", "WfF"},      {"dragonHorse", "BW"},  {"clobber", "cW"},
    {"breakthrough", "fmWfF"}, {"immobile", ""},  {"cannon", "mRcpR"},
    {"janggiCannon", "pR"}, {"soldier", "fsW"},   {"horse", "nN"},
    {"elephant", "nA"},
    /* Its blocking differs from plain Betza nZ: not read. */
    {"janggiElephant", NULL},
    {"banner", "RcpRnN"}, {"wazir", "W"},         {"commoner", "K"},
    {"centaur", "KN"},
};

const char *fsf_type_name(int type, char buf[16])
{
    if (type >= 0 && type < FSF_NAMED_COUNT)
        return NAMED[type].name;
    if (type >= FSF_CUSTOM_FIRST && type < FSF_KING) {
        snprintf(buf, 16, "customPiece%d", type - FSF_CUSTOM_FIRST + 1);
        return buf;
    }
    return type == FSF_KING ? "king" : NULL;
}

/* Whether the len bytes of key are name. */
static bool same_name(const char *key, size_t len, const char *name)
{
    return strlen(name) == len && memcmp(key, name, len) == 0;
}

int fsf_type_of_name(const char *key, size_t len)
{
    static const char prefix[] = "customPiece";
    size_t plen = sizeof prefix - 1;
    for (int t = 0; t < FSF_NAMED_COUNT; t++)
        if (same_name(key, len, NAMED[t].name))
            return t;
    if (same_name(key, len, "king"))
        return FSF_KING;
    if (len <= plen || len > plen + 2 || memcmp(key, prefix, plen) != 0 ||
        key[plen] < '1' || key[plen] > '9')
        return -1;
    int n = key[plen] - '0';
    if (len == plen + 2) {
        if (!isdigit((unsigned char)key[plen + 1]))
            return -1;
        n = n * 10 + (key[plen + 1] - '0');
    }
    return n <= FSF_CUSTOM_COUNT ? FSF_CUSTOM_FIRST + n - 1 : -1;
}

const char *fsf_named_betza(int type)
{
    return type >= 0 && type < FSF_NAMED_COUNT ? NAMED[type].betza : NULL;
}

const char *fsf_betza_of(const fsf_rules *rules, int type)
{
    if (type < 0 || type >= FSF_TYPE_COUNT)
        return "";
    if (type < FSF_NAMED_COUNT)
        return NAMED[type].betza;
    if (type == FSF_KING && rules->pieces[type].betza[0] == '\0')
        return "K";
    return rules->pieces[type].betza;
}

int fsf_type_of_letter(const fsf_rules *rules, char letter)
{
    char lower = (char)tolower((unsigned char)letter);
    for (int t = 0; t < FSF_TYPE_COUNT; t++)
        if (rules->pieces[t].letter == lower)
            return t;
    return -1;
}

void fsf_remove_piece(fsf_rules *rules, int type)
{
    rules->pieces[type].letter = 0;
    rules->pieces[type].betza[0] = '\0';
    rules->promotes_to[type] = false;
}

void fsf_add_piece(fsf_rules *rules, int type, char letter,
                   const char *betza)
{
    int other = fsf_type_of_letter(rules, letter);
    if (other >= 0)
        fsf_remove_piece(rules, other);
    rules->pieces[type].letter = (char)tolower((unsigned char)letter);
    snprintf(rules->pieces[type].betza, sizeof rules->pieces[type].betza,
             "%s", betza != NULL ? betza : "");
}

void fsf_region_ranks(fsf_region *region, fsf_color color, int from, int to,
                      int height)
{
    for (int r = from; r <= to; r++) {
        int rank = color == FSF_WHITE ? r : height + 1 - r;
        if (rank >= 1 && rank <= BOARD_MAX_SIDE)
            region->ranks[rank - 1] = (1u << BOARD_MAX_SIDE) - 1;
    }
}

void fsf_template(fsf_rules *out)
{
    memset(out, 0, sizeof *out);
    out->size = (board_size){8, 8};
    /* Its regions are absolute: rank 8 and rank 1 on any board. */
    fsf_region_ranks(&out->promotion[FSF_WHITE], FSF_WHITE, 8, 8, 8);
    fsf_region_ranks(&out->promotion[FSF_BLACK], FSF_WHITE, 1, 1, 8);
    fsf_region_ranks(&out->double_step[FSF_WHITE], FSF_WHITE, 2, 2, 8);
    fsf_region_ranks(&out->double_step[FSF_BLACK], FSF_WHITE, 7, 7, 8);
    fsf_region_ranks(&out->en_passant, FSF_WHITE, 1, BOARD_MAX_SIDE, 8);
    out->mandatory = true;
    out->double_step_on = true;
    out->castling = true;
    out->castle_file[0] = 6; /* g */
    out->castle_file[1] = 2; /* c */
    out->castling_rook[3] = true; /* the rook */
    snprintf(out->start, sizeof out->start, "%s",
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

/* The slot for a built-in's letter of those moves: the named piece of the
 * same Betza when free, else a hidden one. */
static int slot_for(const fsf_rules *rules, const char *betza, int *hidden)
{
    for (int t = 1; t < FSF_NAMED_COUNT; t++)
        if (NAMED[t].betza != NULL && strcmp(NAMED[t].betza, betza) == 0 &&
            rules->pieces[t].letter == 0)
            return t;
    return (*hidden)++;
}

/* Fairy-Stockfish takes cambodian too, though its check calls that
 * value invalid. */
static const struct {
    const char *name;
    game_counting rule;
} COUNTING[] = {
    {"none", GAME_COUNTING_NONE},
    {"makruk", GAME_COUNTING_MAKRUK},
    {"cambodian", GAME_COUNTING_CAMBODIAN},
    {"asean", GAME_COUNTING_ASEAN},
};

bool fsf_counting_of_name(const char *value, game_counting *out)
{
    for (size_t i = 0; i < sizeof COUNTING / sizeof COUNTING[0]; i++)
        if (strcmp(value, COUNTING[i].name) == 0) {
            *out = COUNTING[i].rule;
            return true;
        }
    return false;
}

const char *fsf_counting_name(game_counting counting)
{
    for (size_t i = 0; i < sizeof COUNTING / sizeof COUNTING[0]; i++)
        if (COUNTING[i].rule == counting)
            return COUNTING[i].name;
    return "none";
}

fsf_extinction fsf_bare_king(void)
{
    return (fsf_extinction){FSF_VALUE_LOSS, true, FSF_EXTINCT_ALL, 1, 2};
}

const char *fsf_value_name(fsf_value value)
{
    static const char *const NAMES[FSF_VALUE_COUNT] = {"none", "win", "loss",
                                                       "draw"};
    return value < FSF_VALUE_COUNT ? NAMES[value] : "none";
}

static const char CHESS_LETTERS[] = "pnbrqk";

void fsf_from_variant(const game_variant *variant, fsf_rules *out)
{
    int height = variant->size.height;
    int hidden = FSF_HIDDEN_FIRST;
    fsf_template(out);
    memset(&out->promotion, 0, sizeof out->promotion);
    memset(&out->double_step, 0, sizeof out->double_step);
    memset(&out->en_passant, 0, sizeof out->en_passant);
    memset(&out->castling_rook, 0, sizeof out->castling_rook);
    out->size = variant->size;
    /* The chess letters first, then what the pieces define or redefine. */
    for (int i = 0; CHESS_LETTERS[i] != '\0'; i++) {
        char c = CHESS_LETTERS[i];
        int type = c == 'k' ? FSF_KING : i;
        if (strchr(variant->removed, c) == NULL)
            fsf_add_piece(out, type, c, "");
    }
    for (const char *p = variant->pieces; *p != '\0';) {
        size_t len = strcspn(p, " ");
        char letter = (char)tolower((unsigned char)p[0]);
        char betza[FSF_BETZA_MAX];
        snprintf(betza, sizeof betza, "%.*s", len > 2 ? (int)(len - 2) : 0,
                 p + 2);
        int old = fsf_type_of_letter(out, letter);
        if (old >= 0 && old != FSF_KING)
            fsf_remove_piece(out, old);
        if (letter == 'k')
            fsf_add_piece(out, FSF_KING, 'k', betza);
        else if (hidden < FSF_TYPE_COUNT)
            fsf_add_piece(out, slot_for(out, betza, &hidden), letter, betza);
        p += len;
        p += strspn(p, " ");
    }
    for (const char *p = variant->promotion; *p != '\0'; p++) {
        int type = fsf_type_of_letter(out, *p);
        if (type >= 0)
            out->promotes_to[type] = true;
    }
    for (const char *p = variant->promotion_limit; *p != '\0';) {
        int type = fsf_type_of_letter(out, *p++);
        int count = 0;
        while (isdigit((unsigned char)*p))
            count = count * 10 + (*p++ - '0');
        if (type >= 0)
            out->limit[type] = count;
    }
    int r = variant->promotion_rank;
    if (r > 0)
        for (int c = FSF_WHITE; c <= FSF_BLACK; c++)
            fsf_region_ranks(&out->promotion[c], (fsf_color)c, r, height,
                             height);
    /* On the last rank a pawn must promote in either reading. */
    out->mandatory = variant->promotion_mandatory || r == height;
    out->immobility_illegal = !out->mandatory;
    int d = variant->double_step_rank;
    out->double_step_on = d > 0;
    for (int c = FSF_WHITE; d > 0 && c <= FSF_BLACK; c++)
        fsf_region_ranks(&out->double_step[c], (fsf_color)c, d, d, height);
    if (variant->en_passant)
        fsf_region_ranks(&out->en_passant, FSF_WHITE, 1, BOARD_MAX_SIDE,
                         height);
    out->castling = variant->castling;
    out->castle_file[0] = variant->castle_file[0];
    out->castle_file[1] = variant->castle_file[1];
    out->counting = variant->counting;
    if (variant->bare_king)
        out->extinction = fsf_bare_king();
    int rook = fsf_type_of_letter(out, variant->castling_rook);
    if (rook >= 0)
        out->castling_rook[rook] = true;
    snprintf(out->start, sizeof out->start, "%s", variant->start);
}
