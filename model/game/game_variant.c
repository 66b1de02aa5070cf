/* The built-in variants: Fairy-Stockfish's names and start positions,
 * their rules as its variant definitions give them. */
#include <string.h>

#include "game_rules_impl.h"
#include "game_variant.h"

enum { FILE_B = 1, FILE_C = 2, FILE_G = 6, FILE_H = 7, FILE_I = 8 };

#define CHESS_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

static const game_variant VARIANTS[] = {
    {"chess", {8, 8}, "", CHESS_FEN " w KQkq - 0 1", 2, true, 8, false,
     "qrbn", "", true, {FILE_G, FILE_C}, "-"},
    {"nocastle", {8, 8}, "", CHESS_FEN " w - - 0 1", 2, true, 8, false,
     "qrbn", "", false, {0, 0}, "no castling"},
    {"capablanca", {10, 8}, "A=BN C=RN",
     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
     2, true, 8, false, "qrbnac", "", true, {FILE_I, FILE_C},
     "10x8; archbishop A, chancellor C; the king castles to i or c"},
    {"grand", {10, 10}, "A=BN C=RN",
     "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R "
     "w - - 0 1",
     3, true, 8, false, "qrbnac", "q1r2b2n2a1c1", false, {0, 0},
     "10x10; archbishop A, chancellor C; pawns step twice from rank 3 and "
     "promote on 8 to 10 (on 10 they must) to a piece their side has "
     "lost; no castling"},
};

enum { VARIANT_COUNT = (int)(sizeof VARIANTS / sizeof VARIANTS[0]) };

int game_variant_count(void)
{
    return VARIANT_COUNT;
}

const game_variant *game_variant_at(int index)
{
    return index >= 0 && index < VARIANT_COUNT ? &VARIANTS[index] : NULL;
}

const game_variant *game_variant_find(const char *name, bx_error *err)
{
    for (int i = 0; i < VARIANT_COUNT; i++)
        if (strcmp(VARIANTS[i].name, name) == 0)
            return &VARIANTS[i];
    char quoted[BX_QUOTE_MAX];
    bx_quote(quoted, name);
    bx_fail(err, BX_INVALID, "unknown variant '%s' (boardex variants lists them)",
            quoted);
    return NULL;
}
