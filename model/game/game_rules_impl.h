/* Inside the door (model/game): what a game_rules handle holds, and the
 * conversions between the door's position and each generator's. Not for
 * other rooms. */
#ifndef BOARDEX_GAME_RULES_IMPL_H
#define BOARDEX_GAME_RULES_IMPL_H

#include "engine.h"
#include "game.h"
#include "variant.h"

struct game_rules {
    chess_rules set;
    /* The chess engine answers: the six chess pieces on 8x8. Otherwise the
     * variant generator, over `variant`. */
    const chess_engine *engine;
    char *betza[GAME_MAX_DEFINED]; /* as given, for names and legends */
    variant_rules variant; /* the letters compiled, at the size */
};

/* The door's position as the chess engine's (8x8, chess kinds only). */
void game_to_chess(const game_position *pos, chess_position *out);
void game_from_chess(const chess_position *pos, game_position *out);

/* The door's position as the variant generator's. */
void game_to_variant(const game_position *pos, variant_position *out);

#endif
