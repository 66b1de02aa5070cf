/* The rules handle: size, rule set and letters, compiled once. */
#include <stdlib.h>
#include <string.h>

#include "game_rules_impl.h"
#include "variant_text.h"

_Static_assert((int)GAME_MAX_DEFINED == (int)VARIANT_MAX_DEFINED,
               "the door defines as many letters as the generator holds");
_Static_assert((int)GAME_FEN_MAX == (int)VARIANT_FEN_MAX &&
                   (int)GAME_BOARD_MAX == (int)VARIANT_BOARD_MAX,
               "one size of FEN and board text");
_Static_assert((int)GAME_CASTLE_WHITE_KING == (int)CASTLE_WHITE_KING &&
                   (int)GAME_CASTLE_BLACK_QUEEN == (int)CASTLE_BLACK_QUEEN,
               "the castling bits are the chess position's");

static bool is_standard(board_size size)
{
    return size.width == CHESS_SIDE && size.height == CHESS_SIDE;
}

bx_status game_rules_allow(chess_rules set, board_size size, int defined,
                           bx_error *err)
{
    if (set == CHESS_RULES_FIDE && (!is_standard(size) || defined > 0))
        return bx_fail(err, BX_INVALID,
                       "fide rules are for chess on 8x8; defined pieces and "
                       "other sizes take seed rules");
    return BX_OK;
}

bx_status game_rules_new(board_size size, chess_rules set, game_rules **out,
                         bx_error *err)
{
    *out = NULL;
    if (!board_size_valid(size))
        return bx_fail(err, BX_INVALID, "no board of %dx%d: sides are 1 to %d",
                       size.width, size.height, BOARD_MAX_SIDE);
    bx_status status = game_rules_allow(set, size, 0, err);
    if (status != BX_OK)
        return status;
    game_rules *rules = calloc(1, sizeof *rules); /* far too large a stack */
    if (rules == NULL)
        return bx_fail(err, BX_TOO_LARGE, "out of memory");
    rules->set = set;
    variant_rules_init(&rules->variant, size);
    rules->engine = is_standard(size) ? chess_engine_best() : NULL;
    *out = rules;
    return BX_OK;
}

void game_rules_free(game_rules *rules)
{
    if (rules == NULL)
        return;
    for (int i = 0; i < GAME_MAX_DEFINED; i++)
        free(rules->betza[i]);
    free(rules);
}

static char *copy_text(const char *text)
{
    size_t len = strlen(text) + 1;
    char *copy = malloc(len);
    if (copy != NULL)
        memcpy(copy, text, len);
    return copy;
}

bx_status game_rules_define(game_rules *rules, char letter, const char *betza,
                            bx_error *err)
{
    int defined = game_rules_letter_count(rules);
    bx_status status =
        game_rules_allow(rules->set, rules->variant.size, 1, err);
    if (status != BX_OK)
        return status;
    char *copy = copy_text(betza);
    if (copy == NULL)
        return bx_fail(err, BX_TOO_LARGE, "out of memory");
    status = variant_rules_define(&rules->variant, letter, betza, err);
    if (status != BX_OK) {
        free(copy);
        return status;
    }
    rules->betza[defined] = copy;
    rules->engine = NULL; /* a defined letter: the variant generator */
    return BX_OK;
}

bx_status game_rules_define_text(game_rules *rules, const char *text,
                                 bx_error *err)
{
    char letter = '\0';
    const char *betza = "";
    bx_status status = variant_define_parts(text, &letter, &betza, err);
    return status != BX_OK ? status
                           : game_rules_define(rules, letter, betza, err);
}

board_size game_rules_size(const game_rules *rules)
{
    return rules->variant.size;
}

chess_rules game_rules_set(const game_rules *rules)
{
    return rules->set;
}

int game_rules_letter_count(const game_rules *rules)
{
    return rules->variant.kind_count - CHESS_KINDS;
}

char game_rules_letter(const game_rules *rules, int index)
{
    if (index < 0 || index >= game_rules_letter_count(rules))
        return '?';
    return rules->variant.kinds[CHESS_KINDS + index].letter;
}

const char *game_rules_betza(const game_rules *rules, int index)
{
    if (index < 0 || index >= game_rules_letter_count(rules))
        return "";
    return rules->betza[index];
}

bool game_cell_of_letter(const game_rules *rules, char letter,
                         unsigned char *cell)
{
    int kind = variant_rules_kind_of(&rules->variant, letter);
    if (kind < 0)
        return false;
    *cell = variant_cell(letter >= 'a' && letter <= 'z' ? CHESS_BLACK
                                                         : CHESS_WHITE,
                         kind);
    return true;
}

char game_letter(const game_rules *rules, unsigned char cell,
                 chess_letter_case letters)
{
    if (cell == VARIANT_EMPTY)
        return '.';
    return variant_letter(&rules->variant, cell, letters);
}

void game_to_chess(const game_position *pos, chess_position *out)
{
    position_clear(out);
    for (int sq = 0; sq < CHESS_SQUARES; sq++) {
        unsigned char cell = pos->cells[sq];
        int kind = variant_cell_kind(cell);
        if (cell != VARIANT_EMPTY && kind < CHESS_KINDS)
            position_put(out, variant_cell_color(cell), (chess_kind)kind, sq);
    }
    out->to_move = pos->to_move;
    out->castling = pos->castling;
    out->en_passant = pos->en_passant;
    out->halfmove = pos->halfmove;
    out->fullmove = pos->fullmove;
}

void game_from_chess(const chess_position *pos, game_position *out)
{
    out->size = board_standard();
    memset(out->cells, VARIANT_EMPTY, sizeof out->cells);
    for (int sq = 0; sq < CHESS_SQUARES; sq++) {
        chess_color color;
        chess_kind kind;
        if (position_piece_at(pos, sq, &color, &kind))
            out->cells[sq] = variant_cell(color, (int)kind);
    }
    out->to_move = pos->to_move;
    out->castling = pos->castling;
    out->en_passant = pos->en_passant;
    out->halfmove = pos->halfmove;
    out->fullmove = pos->fullmove;
    out->counting_limit = 0; /* chess has no counting rule */
    out->counting_ply = 0;
}

void game_to_variant(const game_position *pos, variant_position *out)
{
    out->size = pos->size;
    memcpy(out->cells, pos->cells, sizeof out->cells);
    out->to_move = pos->to_move;
}

static bool is_chess_letter(char c)
{
    return c != '\0' && strchr("KQRBNPkqrbnp", c) != NULL;
}

/* Each "L=BETZA" of the variant's blank-separated list whose letter is a
 * chess letter (chess true) or not: redefined, or defined. */
static bx_status define_pieces(game_rules *rules, const char *pieces,
                               bool chess, bx_error *err)
{
    bx_status status = BX_OK;
    for (const char *p = pieces; status == BX_OK && *p != '\0';) {
        size_t len = strcspn(p, " ");
        char piece[GAME_VARIANT_PIECES_MAX];
        if (len > 0 && len < sizeof piece && is_chess_letter(p[0]) == chess) {
            char letter = '\0';
            const char *betza = "";
            memcpy(piece, p, len);
            piece[len] = '\0';
            status = variant_define_parts(piece, &letter, &betza, err);
            if (status == BX_OK)
                status = chess ? variant_rules_redefine(&rules->variant,
                                                        letter, betza, err)
                               : game_rules_define(rules, letter, betza, err);
        }
        p += len;
        p += strspn(p, " ");
    }
    return status;
}

/* Refused unless each letter of letters (either case) is a piece of the
 * rules, naming the first that is not. */
static bx_status letters_known(const game_rules *rules, const char *letters,
                               const char *what, bx_error *err)
{
    for (const char *p = letters; *p != '\0'; p++)
        if (variant_rules_kind_of(&rules->variant, *p) < 0)
            return bx_fail(err, BX_INVALID, "%s '%c' is not a piece of the variant",
                           what, *p);
    return BX_OK;
}

/* The cap letters of promotion_limit ("q1r2": every other character). */
static bx_status limits_known(const game_rules *rules, const char *limit,
                              bx_error *err)
{
    char letters[GAME_VARIANT_LETTERS_MAX] = "";
    size_t n = 0;
    for (size_t i = 0; limit[i] != '\0' && n + 1 < sizeof letters; i += 2) {
        letters[n++] = limit[i];
        if (limit[i + 1] == '\0')
            break;
    }
    letters[n] = '\0';
    return letters_known(rules, letters, "the promotion limit's piece", err);
}

bx_status game_rules_new_variant(const game_variant *variant,
                                 game_rules **out, bx_error *err)
{
    game_rules *rules = NULL;
    bx_status status =
        game_rules_new(variant->size, CHESS_RULES_SEED, &rules, err);
    if (status != BX_OK || rules == NULL)
        return status;
    /* The chess letters first (turned, taken away, redefined), then the
     * letters defined beyond them. */
    if (variant->half_turn)
        status = variant_rules_turn_black(&rules->variant, err);
    for (const char *p = variant->removed; status == BX_OK && *p != '\0';
         p++)
        status = variant_rules_remove(&rules->variant, *p, err);
    if (status == BX_OK)
        status = define_pieces(rules, variant->pieces, true, err);
    if (status == BX_OK)
        status = define_pieces(rules, variant->pieces, false, err);
    if (status == BX_OK)
        status = letters_known(rules, variant->promotion,
                               "the promotion piece", err);
    if (status == BX_OK)
        status = limits_known(rules, variant->promotion_limit, err);
    if (status == BX_OK && variant->castling) {
        char rook[2] = {variant->castling_rook, '\0'};
        status = letters_known(rules, rook, "the castling piece", err);
    }
    if (status != BX_OK) {
        game_rules_free(rules);
        return status;
    }
    rules->engine = NULL; /* the variant generator, by the variant's rules */
    rules->played = *variant;
    if (rules->played.castling_rook == '\0')
        rules->played.castling_rook = 'r'; /* as chess has it */
    rules->full = &rules->played;
    *out = rules;
    return BX_OK;
}

const game_variant *game_rules_variant(const game_rules *rules)
{
    return rules->full;
}
