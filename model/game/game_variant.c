/* The built-in variants: Fairy-Stockfish's names and start positions,
 * their rules as its variant definitions give them. */
#include <stdio.h>
#include <string.h>

#include "game_variant.h"
#include "variant.h"

enum { FILE_B = 1, FILE_C = 2, FILE_G = 6, FILE_H = 7, FILE_I = 8 };

#define CHESS_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

static const game_variant VARIANTS[] = {
    {
        .name = "chess",
        .size = {8, 8},
        .pieces = "",
        .start = CHESS_FEN " w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbn",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs = "-",
    },
    {
        .name = "nocastle",
        .size = {8, 8},
        .pieces = "",
        .start = CHESS_FEN " w - - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbn",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        .differs = "no castling",
    },
    {
        .name = "amazon",
        .size = {8, 8},
        .pieces = "A=QN",
        .start = "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "arbn",
        .promotion_limit = "",
        .castling = true,
        .removed = "q",
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs = "an amazon A (queen and knight) for the queen",
    },
    {
        .name = "almost",
        .size = {8, 8},
        .pieces = "C=RN",
        .start = "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "crbn",
        .promotion_limit = "",
        .castling = true,
        .removed = "q",
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs = "a chancellor C (rook and knight) for the queen",
    },
    {
        .name = "capablanca",
        .size = {10, 8},
        .pieces = "A=BN C=RN",
        .start = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbnac",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_I, FILE_C},
        .differs =
            "archbishop A (bishop and knight), chancellor C (rook and "
            "knight); the king castles to i or c",
    },
    {
        .name = "gothic",
        .size = {10, 8},
        .pieces = "A=BN C=RN",
        .start = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbnac",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_I, FILE_C},
        .differs = "capablanca's rules from another start",
    },
    {
        .name = "janus",
        .size = {10, 8},
        .pieces = "J=BN",
        .start = "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbnj",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_I, FILE_B},
        .differs =
            "two janus J (bishop and knight); the king castles to i or b",
    },
    {
        .name = "embassy",
        .size = {10, 8},
        .pieces = "A=BN C=RN",
        .start = "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbnac",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_H, FILE_B},
        .differs = "archbishop A, chancellor C; the king castles to h or b",
    },
    {
        .name = "chancellor",
        .size = {9, 9},
        .pieces = "C=RN",
        .start = "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 9,
        .promotion_mandatory = false,
        .promotion = "qrbnc",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs = "a chancellor C (rook and knight)",
    },
    {
        .name = "modern",
        .size = {9, 9},
        .pieces = "M=BN",
        .start = "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 9,
        .promotion_mandatory = false,
        .promotion = "qrbnm",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs = "a minister M (bishop and knight)",
    },
    {
        .name = "grand",
        .size = {10, 10},
        .pieces = "A=BN C=RN",
        .start =
            "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R "
            "w - - 0 1",
        .double_step_rank = 3,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbnac",
        .promotion_limit = "q1r2b2n2a1c1",
        .castling = false,
        .castling_rook = 'r',
        .differs =
            "archbishop A, chancellor C; pawns step twice from rank 3 and "
            "promote on 8 to 10 (on 10 they must) to a piece their side has "
            "lost; no castling",
    },
    {
        .name = "courier",
        .size = {12, 8},
        .pieces = "E=A F=F M=K W=W",
        .start =
            "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR"
            " w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "f",
        .promotion_limit = "",
        .castling = false,
        .removed = "q",
        .bare_king = true,
        .castling_rook = 'r',
        .differs =
            "alfil E, ferz F, man M, wazir W, no queen; pawns step once and "
            "promote to a ferz; no castling; a bare king loses (stalemate "
            "losing is not played)",
    },
    {
        .name = "makruk",
        .size = {8, 8},
        .pieces = "S=FfW M=F",
        .start = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 6,
        .promotion_mandatory = true,
        .promotion = "m",
        .promotion_limit = "",
        .castling = false,
        .removed = "bq",
        .castling_rook = 'r',
        .counting = GAME_COUNTING_MAKRUK,
        .differs =
            "khon S (ferz and forward wazir), met M (ferz), no queen or "
            "bishop; pawns step once and become a met on rank 6; no castling (the "
            "counting rules are not played)",
    },
    {
        .name = "losalamos",
        .size = {6, 6},
        .pieces = "",
        .start = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 6,
        .promotion_mandatory = false,
        .promotion = "qrn",
        .promotion_limit = "",
        .castling = false,
        .removed = "b",
        .castling_rook = 'r',
        .differs =
            "no bishops; pawns step once and promote to Q, R or N; no "
            "castling",
    },
    {
        .name = "gardner",
        .size = {5, 5},
        .pieces = "",
        .start = "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 5,
        .promotion_mandatory = false,
        .promotion = "qrbn",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        .differs = "pawns step once; no castling",
    },
    {
        .name = "shatranj",
        .size = {8, 8},
        .pieces = "B=A Q=F",
        .start = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "q",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        .bare_king = true,
        .differs =
            "alfil B (A), ferz Q (F); pawns step once and promote to a "
            "ferz; no castling; a bare king loses (stalemate losing and "
            "the 70-move rule are not played)",
    },
    {
        .name = "chaturanga",
        .size = {8, 8},
        .pieces = "B=A Q=F",
        .start = CHESS_FEN " w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "q",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        .differs =
            "shatranj's pieces and pawns from chess's start, no bare king "
            "rule (stalemate losing is not played)",
    },
    {
        .name = "asean",
        .size = {8, 8},
        .pieces = "B=FfW Q=F",
        .start = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "rnbq",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        .counting = GAME_COUNTING_ASEAN,
        .differs =
            "khon B (FfW), met Q (F); pawns step once from rank 3 and "
            "promote on 8 to R N B Q; no castling (the counting rules are "
            "not played)",
    },
    {
        .name = "ai-wok",
        .size = {8, 8},
        .pieces = "S=FfW A=RNF",
        .removed = "bq",
        .start = "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 6,
        .promotion_mandatory = true,
        .promotion = "a",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        /* Makruk's child in Fairy-Stockfish (aiwok_variant), its count
         * too. */
        .counting = GAME_COUNTING_MAKRUK,
        .differs =
            "makruk with an ai-wok A (rook, knight and ferz) for the met; "
            "pawns become one on rank 6 (the counting rules are not "
            "played)",
    },
    {
        .name = "georgian",
        .size = {8, 8},
        .pieces = "A=QN",
        .removed = "q",
        .start = "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1",
        .double_step_rank = 2,
        .en_passant = false,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "arbn",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        .differs = "amazon's pieces; no castling, no en passant",
    },
    {
        .name = "raazuvaa",
        .size = {8, 8},
        .pieces = "",
        .start = CHESS_FEN " w - - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbn",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        .differs = "pawns step once; no castling",
    },
    {
        .name = "knightmate",
        .size = {8, 8},
        .pieces = "K=N M=K",
        .removed = "n",
        .start = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "mqrb",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs =
            "the royal king K moves as a knight, a man M (a king that is "
            "not royal) for the knight; promotion to M Q R B",
    },
    {
        .name = "nightrider",
        .size = {8, 8},
        .pieces = "N=NN",
        .start = CHESS_FEN " w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbn",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs = "the knight rides: a nightrider N (NN)",
    },
    {
        .name = "grasshopper",
        .size = {8, 8},
        .pieces = "G=gQ",
        .start = "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR "
                 "w KQkq - 0 1",
        .double_step_rank = 0,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbng",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs = "a rank of grasshoppers G (gQ); pawns step once",
    },
    {
        .name = "hoppelpoppel",
        .size = {8, 8},
        .pieces = "N=mNcB B=mBcN",
        .start = CHESS_FEN " w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbn",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs =
            "the knight N captures as a bishop (mNcB), the bishop B as a "
            "knight (mBcN)",
    },
    {
        .name = "newzealand",
        .size = {8, 8},
        .pieces = "R=mRcN N=mNcR",
        .start = CHESS_FEN " w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbn",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_G, FILE_C},
        .differs =
            "the rook R captures as a knight (mRcN), the knight N as a "
            "rook (mNcR)",
    },
    {
        .name = "centaur",
        .size = {10, 8},
        .pieces = "C=KN",
        .start = "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR "
                 "w KQkq - 0 1",
        .double_step_rank = 2,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbnc",
        .promotion_limit = "",
        .castling = true,
        .castling_rook = 'r',
        .castle_file = {FILE_I, FILE_C},
        .differs =
            "two centaurs C (king and knight); the king castles to i or c",
    },
    {
        .name = "tencubed",
        .size = {10, 10},
        .pieces = "A=BN M=RN C=DAW W=CF",
        .start = "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/"
                 "1RNBQKBNR1/2CWAMWC2 w - - 0 1",
        .double_step_rank = 3,
        .en_passant = true,
        .promotion_rank = 10,
        .promotion_mandatory = false,
        .promotion = "amq",
        .promotion_limit = "",
        .castling = false,
        .castling_rook = 'r',
        .differs =
            "archbishop A, marshal M (rook and knight), champion C (DAW), "
            "wizard W (CF); pawns step twice from rank 3 and promote to A "
            "M Q; no castling",
    },
    {
        .name = "opulent",
        .size = {10, 10},
        .pieces = "N=NW A=BN C=RN W=CF L=FDH",
        .start = "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/"
                 "CLBNQKNBLA/RW6WR w - - 0 1",
        .double_step_rank = 3,
        .en_passant = true,
        .promotion_rank = 8,
        .promotion_mandatory = false,
        .promotion = "qrbacnwl",
        .promotion_limit = "q1r2b2a1c1n2w2l2",
        .castling = false,
        .castling_rook = 'r',
        .differs =
            "grand's rules with a knight N that also steps as a wazir (NW), "
            "wizard W (CF) and lion L (FDH)",
    },
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
    bx_fail(err, BX_INVALID,
            "unknown variant '%s' (boardex variants lists them)", quoted);
    return NULL;
}

bx_status game_variant_define(game_variant *variant, const char *text,
                              bx_error *err)
{
    char letter = '\0';
    const char *betza = "";
    bx_status status = variant_define_parts(text, &letter, &betza, err);
    if (status != BX_OK)
        return status;
    char upper = '\0';
    status = variant_letter_definable(letter, &upper, err);
    if (status != BX_OK)
        return status;
    /* The variant's letters but this one, then this one. */
    char kept[GAME_VARIANT_PIECES_MAX] = "";
    size_t used = 0;
    for (const char *p = variant->pieces; *p != '\0';) {
        size_t len = strcspn(p, " ");
        char first = p[0] >= 'a' && p[0] <= 'z' ? (char)(p[0] - 'a' + 'A')
                                                 : p[0];
        if (len > 0 && first != upper) {
            memcpy(kept + used, p, len); /* it fitted in pieces */
            used += len;
            kept[used++] = ' ';
        }
        p += len;
        p += strspn(p, " ");
    }
    size_t need = used + 2 + strlen(betza);
    if (need >= sizeof kept)
        return bx_fail(err, BX_TOO_LARGE, "%c: too many pieces to define",
                       upper);
    snprintf(kept + used, sizeof kept - used, "%c=%s", upper, betza);
    memcpy(variant->pieces, kept, need + 1);
    return BX_OK;
}
