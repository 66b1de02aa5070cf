/* Position mode under a variant (V: a built-in one, or the one a
 * variants.ini gave at the start): the door's rules for it
 * (game_variant.h) replace the rules chosen with R, and its letters come
 * first among the position's, so its pieces are typed, shown and saved
 * as any defined letter is. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "explorer_position.h"

bx_status explorer_position_use_variant(explorer_position *ep,
                                        const game_variant *variant,
                                        bx_error *err)
{
    game_rules *rules;
    if (variant == NULL) {
        ep->variant = NULL;
        explorer_position_forget_moves(ep);
        explorer_position_update(ep);
        return BX_OK;
    }
    /* The door says which letters the variant defines, in its order. */
    if (game_rules_new_variant(variant, &rules, err) != BX_OK)
        return BX_INVALID;
    int count = game_rules_letter_count(rules);
    for (int i = 0; i < count && i < GAME_MAX_DEFINED; i++) {
        ep->letters[i].letter = game_rules_letter(rules, i);
        snprintf(ep->letters[i].betza, sizeof ep->letters[i].betza, "%s",
                 game_rules_betza(rules, i));
    }
    game_rules_free(rules);
    ep->letter_count = count;
    ep->variant = variant;
    /* The old pieces may be letters it does not have. */
    memset(&ep->pos, 0, sizeof ep->pos);
    ep->pos.size = variant->size;
    ep->pos.to_move = CHESS_WHITE;
    ep->pos.en_passant = -1;
    ep->pos.fullmove = 1;
    explorer_position_forget_moves(ep);
    explorer_position_update(ep);
    return BX_OK;
}

bx_status explorer_position_set_variant(explorer_position *ep,
                                        const game_variant *variant,
                                        bx_error *err)
{
    explorer_position tried = *ep;
    game_position start;
    if (explorer_position_use_variant(&tried, variant, err) != BX_OK)
        return BX_INVALID;
    const game_rules *rules = explorer_position_game_rules(&tried);
    if (rules == NULL)
        return bx_fail(err, BX_TOO_LARGE, "out of memory");
    if (variant != NULL &&
        game_position_from_fen(rules, variant->start, &start, err) != BX_OK)
        return BX_INVALID;
    if (variant != NULL)
        tried.pos = start;
    *ep = tried;
    explorer_position_update(ep);
    return BX_OK;
}

/* The value of the first [Variant "..."] tag in text, lower case. */
static bool tag_value(const char *text, size_t len, char *out, size_t size)
{
    static const char TAG[] = "[Variant \"";
    size_t n = sizeof TAG - 1;
    for (size_t i = 0; i + n <= len; i++) {
        if (memcmp(text + i, TAG, n) != 0)
            continue;
        size_t used = 0;
        for (size_t j = i + n; j < len && text[j] != '"' && text[j] != '\n';
             j++)
            if (used + 1 < size)
                out[used++] = (char)tolower((unsigned char)text[j]);
        out[used] = '\0';
        return true;
    }
    return false;
}

int explorer_variant_count(const explorer_position *ep)
{
    return ep->file_variant_count + game_variant_count();
}

const game_variant *explorer_variant_at(const explorer_position *ep,
                                        int index)
{
    if (index >= 0 && index < ep->file_variant_count)
        return &ep->file_variants[index];
    return game_variant_at(index - ep->file_variant_count);
}

bool explorer_variant_from_file(const explorer_position *ep,
                                const game_variant *variant)
{
    for (int i = 0; i < ep->file_variant_count; i++)
        if (variant == &ep->file_variants[i])
            return true;
    return false;
}

/* Whether a and b are the same name but for case (a tag is read lower
 * case; a section's name may have capitals). */
static bool same_name(const char *a, const char *b)
{
    for (; *a != '\0' && *b != '\0'; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return false;
    return *a == *b;
}

const game_variant *explorer_variant_find(const explorer_position *ep,
                                          const char *name, bx_error *err)
{
    /* The variants.ini reader refuses a section named as a built-in:
     * the two never clash. */
    for (int i = 0; i < ep->file_variant_count; i++)
        if (same_name(ep->file_variants[i].name, name))
            return &ep->file_variants[i];
    return game_variant_find(name, err);
}

bx_status explorer_variant_tag(const explorer_position *ep, const char *text,
                               size_t len, bool *tagged,
                               const game_variant **out, bx_error *err)
{
    char name[64];
    *tagged = false;
    *out = NULL;
    /* lichess writes "From Position" for a game from a FEN: no rules. */
    if (!tag_value(text, len, name, sizeof name) ||
        strcmp(name, "from position") == 0)
        return BX_OK;
    *tagged = true;
    if (strcmp(name, "standard") == 0)
        return BX_OK;
    *out = explorer_variant_find(ep, name, err);
    return *out != NULL ? BX_OK : BX_INVALID;
}

void explorer_variant_label(const game_variant *variant, char *out,
                            size_t size)
{
    snprintf(out, size, "%s %dx%d", variant->name, variant->size.width,
             variant->size.height);
}
