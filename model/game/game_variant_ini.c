/* A variant written as a variants.ini section. Pieces are written by
 * Fairy-Stockfish's names where one has the same moves (its older
 * releases cannot read customPiece lines from a file), and each rule by
 * the key older releases read (promotionRank, doubleStepRank,
 * castlingRookPiece) and then the key newer ones read in its place,
 * which they apply after it. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game_variant_file.h"
#include "game_variant_fsf.h"

typedef struct {
    char *text;
    size_t used;
    bool full;
} writer;

static void put(writer *w, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void put(writer *w, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    size_t room = GAME_VARIANT_INI_MAX - w->used;
    int n = vsnprintf(w->text + w->used, room, format, args);
    va_end(args);
    if (n < 0 || (size_t)n >= room)
        w->full = true;
    else
        w->used += (size_t)n;
}

static void put_pieces(writer *w, const fsf_rules *rules)
{
    char buf[16];
    int custom = 1;
    for (int t = 0; t < FSF_TYPE_COUNT; t++) {
        const fsf_piece *p = &rules->pieces[t];
        const char *name = fsf_type_name(t, buf);
        if (p->letter == 0)
            continue;
        if (t == FSF_KING && p->betza[0] != '\0')
            put(w, "king = %c:%s\n", p->letter, p->betza);
        else if (t < FSF_NAMED_COUNT || t == FSF_KING)
            put(w, "%s = %c\n", name, p->letter);
        else
            put(w, "customPiece%d = %c:%s\n", custom++, p->letter, p->betza);
    }
}

/* Relative ranks from..to of each side, "*2 *3" for white. */
static void put_ranks(writer *w, const char *key, int from, int to,
                      int height)
{
    for (int c = 0; c < 2; c++) {
        put(w, "%s%s =", key, c == 0 ? "White" : "Black");
        for (int r = from; r <= to; r++)
            put(w, " *%d", c == 0 ? r : height + 1 - r);
        put(w, "%s\n", from > to ? " -" : "");
    }
}

static void put_letters(writer *w, const char *key, const char *letters)
{
    put(w, "%s = %s\n", key, letters[0] != '\0' ? letters : "-");
}

static void put_limit(writer *w, const char *limit)
{
    if (limit[0] == '\0')
        return;
    put(w, "promotionLimit =");
    for (const char *p = limit; *p != '\0';) {
        put(w, " %c:", *p++);
        while (*p >= '0' && *p <= '9')
            put(w, "%c", *p++);
    }
    put(w, "\n");
}

bx_status game_variant_ini(const game_variant *variant,
                           char out[GAME_VARIANT_INI_MAX], bx_error *err)
{
    fsf_rules rules;
    writer w = {out, 0, false};
    int height = variant->size.height;
    int r = variant->promotion_rank;
    int d = variant->double_step_rank;
    fsf_from_variant(variant, &rules);
    out[0] = '\0';
    put(&w, "[%s]\nmaxFile = %d\nmaxRank = %d\n", variant->name,
        variant->size.width, height);
    put_pieces(&w, &rules);
    put(&w, "startFen = %s\n", variant->start);
    if (r > 0)
        put(&w, "promotionRank = %d\n", r);
    put_ranks(&w, "promotionRegion", r > 0 ? r : 1, r > 0 ? height : 0,
              height);
    put_letters(&w, "promotionPieceTypes", variant->promotion);
    put_limit(&w, variant->promotion_limit);
    put(&w, "mandatoryPawnPromotion = %s\nimmobilityIllegal = %s\n",
        rules.mandatory ? "true" : "false",
        rules.immobility_illegal ? "true" : "false");
    put(&w, "doubleStep = %s\n", d > 0 ? "true" : "false");
    if (d > 0) {
        put(&w, "doubleStepRank = %d\n", d);
        put_ranks(&w, "doubleStepRegion", d, d, height);
    }
    if (!variant->en_passant)
        put(&w, "enPassantRegion = -\n");
    put(&w, "castling = %s\n", variant->castling ? "true" : "false");
    if (variant->castling)
        put(&w,
            "castlingKingsideFile = %c\ncastlingQueensideFile = %c\n"
            "castlingRookPiece = %c\ncastlingRookPieces = %c\n",
            'a' + variant->castle_file[0], 'a' + variant->castle_file[1],
            variant->castling_rook, variant->castling_rook);
    if (variant->counting != GAME_COUNTING_NONE)
        put(&w, "countingRule = %s\n", fsf_counting_name(variant->counting));
    if (variant->bare_king) {
        /* Every type, as the rule names them (FSF_EXTINCT_ALL). */
        fsf_extinction bare = fsf_bare_king();
        put(&w,
            "extinctionValue = %s\nextinctionClaim = %s\n"
            "extinctionPieceTypes = *\nextinctionPieceCount = %d\n"
            "extinctionOpponentPieceCount = %d\n",
            fsf_value_name(bare.value), bare.claim ? "true" : "false",
            bare.count, bare.opponent_count);
    }
    if (w.full)
        return bx_fail(err, BX_TOO_LARGE, "the section of %s is too long",
                       variant->name);
    return BX_OK;
}
