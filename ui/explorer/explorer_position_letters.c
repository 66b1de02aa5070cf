/* The letters of Position mode: pieces given a letter with --define or L.
 * The door's game_rules_define judges every definition, so the
 * explorer refuses exactly what the CLI refuses, with the same words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_position.h"

/* Seed rules of the position's size with its first count letters. */
static game_rules *define_first(const explorer_position *ep, int count,
                                bx_error *err)
{
    game_rules *rules;
    if (game_rules_new(ep->pos.size, CHESS_RULES_SEED, &rules, err) != BX_OK)
        return NULL;
    for (int i = 0; i < count; i++)
        /* Accepted when given, and sizes change no Betza's meaning. */
        (void)game_rules_define(rules, ep->letters[i].letter,
                                ep->letters[i].betza, NULL);
    return rules;
}

static char upper(char c)
{
    return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

/* How many of the letters the variant played defines (0 for none). */
static int variant_letters(const explorer_position *ep)
{
    game_rules *rules;
    if (ep->variant == NULL ||
        game_rules_new_variant(ep->variant, &rules, NULL) != BX_OK)
        return 0;
    int count = game_rules_letter_count(rules);
    game_rules_free(rules);
    return count;
}

bx_status explorer_position_define(explorer_position *ep, char letter,
                                   const char *betza, bool *redefined,
                                   bx_error *err)
{
    int at = ep->letter_count;
    for (int i = 0; i < ep->letter_count; i++)
        if (ep->letters[i].letter == upper(letter))
            at = i;
    /* The variant's pieces are its rules: R leaves it to change them. */
    if (at < variant_letters(ep) && strcmp(ep->letters[at].betza, betza) != 0)
        return bx_fail(err, BX_INVALID,
                       "%c is %s's %s: R leaves the variant to redefine it",
                       upper(letter), ep->variant->name,
                       ep->letters[at].betza);
    /* The letters before it, then it, as the model would see them: a
     * redefined letter keeps its place, so its pieces keep their letter. */
    game_rules *rules = define_first(ep, at, err);
    if (rules == NULL)
        return BX_TOO_LARGE;
    bx_status status = game_rules_define(rules, letter, betza, err);
    game_rules_free(rules);
    if (status != BX_OK)
        return status;
    if (strlen(betza) >= EXPLORER_LETTER_BETZA_MAX)
        return bx_fail(err, BX_TOO_LARGE,
                       "%c: a Betza text of at most %d characters",
                       upper(letter), EXPLORER_LETTER_BETZA_MAX - 1);
    *redefined = at < ep->letter_count;
    ep->letters[at].letter = upper(letter);
    snprintf(ep->letters[at].betza, sizeof ep->letters[at].betza, "%s",
             betza);
    if (at == ep->letter_count)
        ep->letter_count++;
    explorer_position_forget_moves(ep);
    explorer_position_update(ep);
    return BX_OK;
}
