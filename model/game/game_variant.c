/* The built-in variants: Fairy-Stockfish's names and start positions,
 * their rules as its variant definitions give them. */
#include <string.h>

#include "game_variant.h"

enum { FILE_B = 1, FILE_C = 2, FILE_G = 6, FILE_H = 7, FILE_I = 8 };

#define CHESS_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

static const game_variant VARIANTS[] = {
    {"chess", {8, 8}, "", CHESS_FEN " w KQkq - 0 1", 2, true, 8, false,
     "qrbn", "", true, {FILE_G, FILE_C}, "-"},
    {"nocastle", {8, 8}, "", CHESS_FEN " w - - 0 1", 2, true, 8, false,
     "qrbn", "", false, {0, 0}, "no castling"},
    {"amazon", {8, 8}, "A=QN",
     "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1", 2, true, 8,
     false, "arbn", "", true, {FILE_G, FILE_C},
     "an amazon A (queen and knight) for the queen"},
    {"almost", {8, 8}, "C=RN",
     "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1", 2, true, 8,
     false, "crbn", "", true, {FILE_G, FILE_C},
     "a chancellor C (rook and knight) for the queen"},
    {"capablanca", {10, 8}, "A=BN C=RN",
     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
     2, true, 8, false, "qrbnac", "", true, {FILE_I, FILE_C},
     "archbishop A (bishop and knight), chancellor C (rook and "
     "knight); the king castles to i or c"},
    {"gothic", {10, 8}, "A=BN C=RN",
     "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
     2, true, 8, false, "qrbnac", "", true, {FILE_I, FILE_C},
     "capablanca's rules from another start"},
    {"janus", {10, 8}, "J=BN",
     "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1",
     2, true, 8, false, "qrbnj", "", true, {FILE_I, FILE_B},
     "two janus J (bishop and knight); the king castles to i or b"},
    {"embassy", {10, 8}, "A=BN C=RN",
     "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
     2, true, 8, false, "qrbnac", "", true, {FILE_H, FILE_B},
     "archbishop A, chancellor C; the king castles to h or b"},
    {"chancellor", {9, 9}, "C=RN",
     "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1", 2,
     true, 9, false, "qrbnc", "", true, {FILE_G, FILE_C},
     "a chancellor C (rook and knight)"},
    {"modern", {9, 9}, "M=BN",
     "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1", 2,
     true, 9, false, "qrbnm", "", true, {FILE_G, FILE_C},
     "a minister M (bishop and knight)"},
    {"grand", {10, 10}, "A=BN C=RN",
     "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R "
     "w - - 0 1",
     3, true, 8, false, "qrbnac", "q1r2b2n2a1c1", false, {0, 0},
     "archbishop A, chancellor C; pawns step twice from rank 3 and "
     "promote on 8 to 10 (on 10 they must) to a piece their side has "
     "lost; no castling"},
    {"courier", {12, 8}, "E=A F=F M=K W=W",
     "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR"
     " w - - 0 1",
     0, true, 8, false, "f", "", false, {0, 0},
     "alfil E, ferz F, man M, wazir W, no queen; pawns step once and "
     "promote to a ferz; no castling (the bare king and stalemate rules "
     "are not played)"},
    {"makruk", {8, 8}, "S=FfW M=F",
     "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 0, true, 6,
     true, "m", "", false, {0, 0},
     "khon S (ferz and forward wazir), met M (ferz), no queen or bishop; "
     "pawns step once and become a met on rank 6; no castling (the "
     "counting rules are not played)"},
    {"losalamos", {6, 6}, "", "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1",
     0, true, 6, false, "qrn", "", false, {0, 0},
     "no bishops; pawns step once and promote to Q, R or N; no "
     "castling"},
    {"gardner", {5, 5}, "", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", 0, true,
     5, false, "qrbn", "", false, {0, 0},
     "pawns step once; no castling"},
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
