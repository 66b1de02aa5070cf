/* Helpers for tests that ask the door to positions (model/game): rules
 * and positions that must be accepted, with the door's message when they
 * are not. Include after boardex_test.h. */
#ifndef BOARDEX_GAME_TEST_H
#define BOARDEX_GAME_TEST_H

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "game_variant.h"

/* Rules of width x height and set, with the letters of defines ("A=BN
 * C=mRcpR", blank-separated, or ""). */
static inline game_rules *game_test_rules(int width, int height,
                                          chess_rules set, const char *defines)
{
    game_rules *rules = NULL;
    bx_error err = {"", 0, 0};
    char copy[128];
    if (game_rules_new((board_size){width, height}, set, &rules, &err) !=
        BX_OK)
        fail_msg("%dx%d: %s", width, height, err.message);
    snprintf(copy, sizeof copy, "%s", defines);
    for (char *d = strtok(copy, " "); d != NULL; d = strtok(NULL, " "))
        if (game_rules_define_text(rules, d, &err) != BX_OK)
            fail_msg("%s: %s", d, err.message);
    return rules;
}

/* The rules of the built-in variant name. */
static inline game_rules *game_test_variant(const char *name)
{
    bx_error err = {"", 0, 0};
    const game_variant *variant = game_variant_find(name, &err);
    game_rules *rules = NULL;
    if (variant == NULL ||
        game_rules_new_variant(variant, &rules, &err) != BX_OK)
        fail_msg("%s: %s", name, err.message);
    return rules;
}

static inline game_position game_test_fen(const game_rules *rules,
                                          const char *fen)
{
    game_position pos;
    bx_error err = {"", 0, 0};
    if (game_position_from_fen(rules, fen, &pos, &err) != BX_OK)
        fail_msg("%s: %s", fen, err.message);
    return pos;
}

/* The FEN refused as invalid, with exactly message. */
static inline void game_test_refused(const game_rules *rules, const char *fen,
                                     const char *message)
{
    game_position pos;
    bx_error err = {"", 0, 0};
    assert_failure(game_position_from_fen(rules, fen, &pos, &err),
                   BX_INVALID, err, message);
}

#endif
