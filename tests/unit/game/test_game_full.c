/* Variants as data (game_variant.h) played through the door: chess under
 * the variant rules against the chess engine, built-in variants against
 * Fairy-Stockfish's published perft, and castling, en passant and
 * promotion corner cases derived by hand. */
#include "boardex_test.h"

#include "game_test.h"
#include "game_variant.h"

/* The chess perft positions (chessprogramming.org, "Perft Results",
 * positions 1 to 6): the variant "chess", played by the variant
 * generator, against the chess engine under fide rules. */
static void chess_as_data_equals_engine(void **state)
{
    static const char *const FENS[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        /* The clocks left to their defaults: perft does not read them. */
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w -",
    };
    game_rules *chess = game_test_variant("chess");
    game_rules *fide = game_test_rules(8, 8, CHESS_RULES_FIDE, "");
    (void)state;
    for (size_t i = 0; i < sizeof FENS / sizeof FENS[0]; i++)
        for (int depth = 1; depth <= 3; depth++) {
            game_position a = game_test_fen(chess, FENS[i]);
            game_position b = game_test_fen(fide, FENS[i]);
            uint64_t got = game_perft(chess, &a, depth);
            uint64_t want = game_perft(fide, &b, depth);
            if (got != want)
                fail_msg("%s depth %d: %llu, the chess engine %llu", FENS[i],
                         depth, (unsigned long long)got,
                         (unsigned long long)want);
        }
    game_rules_free(fide);
    game_rules_free(chess);
}

/* Fairy-Stockfish's own test suite, tests/perft.sh ("largeboard" and
 * "variant" sections). */
static void published_variant_perft(void **state)
{
    static const struct {
        const char *variant;
        const char *fen; /* NULL: the start position */
        int depth;
        uint64_t nodes;
    } CASES[] = {
        {"capablanca", NULL, 3, 25228},
        {"embassy", NULL, 4, 809539},
        {"janus", NULL, 4, 772074},
        {"modern", NULL, 4, 433729},
        {"chancellor", NULL, 4, 436656},
        {"courier", NULL, 4, 500337},
        {"makruk", NULL, 4, 273026},
        {"almost", NULL, 3, 11895},
        {"almost", "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1", 2, 140},
        {"amazon", NULL, 4, 318185},
        {"losalamos", NULL, 5, 191846},
        {"losalamos", "6/2P3/6/1K1k2/6/6 w - - 0 1", 6, 187431},
        {"capablanca", NULL, 4, 805128},
        {"grand", NULL, 3, 259514},
        /* Redefined and removed chess letters. */
        {"knightmate", NULL, 4, 139774},
        {"shatranj", NULL, 4, 68122},
        {"asean", NULL, 4, 273026},
        {"ai-wok", NULL, 4, 485045},
        {"ai-wok", "8/8/8/2sp2k1/7p/3P4/6K1/7r w - - 0 1", 5, 30055},
        {"nightrider", NULL, 4, 419019},
        {"grasshopper", NULL, 4, 635298},
        {"hoppelpoppel", NULL, 4, 202459},
        {"newzealand", NULL, 4, 200310},
        {"centaur", NULL, 3, 24490},
        {"tencubed", NULL, 3, 68230},
        {"opulent", NULL, 3, 133829},
        /* Not in tests/perft.sh: Fairy-Stockfish 11.1's own "go perft"
         * from the start. */
        {"gothic", NULL, 4, 808984},
        {"gardner", NULL, 5, 52512},
        {"grand",
         "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R "
         "w - e7 0 3",
         2, 5768},
        /* Fairy-Stockfish 11.1, `setoption name UCI_Variant value NAME`,
         * `position fen FEN`, `go perft DEPTH`. The bare king rule: over
         * before white moves (black bare against two), not before black
         * moves (bare against two, which it could bare back), over again
         * after; bare against three, over; three against a king and rook,
         * played on. */
        {"shatranj", "8/8/8/4k3/8/8/3QK3/8 w - - 0 1", 3, 0},
        {"shatranj", "8/8/8/4k3/8/8/3QK3/8 b - - 0 1", 1, 8},
        {"shatranj", "8/8/8/4k3/8/8/3QK3/8 b - - 0 1", 2, 0},
        {"shatranj", "8/8/8/4k3/8/8/2RQK3/8 b - - 0 1", 2, 0},
        {"shatranj", "8/8/8/4k3/3r4/8/3QK3/8 w - - 0 1", 3, 1517},
        {"shatranj", "8/8/8/4k3/3r4/8/2RQK3/8 b - - 0 1", 3, 6300},
        {"shatranj", "8/8/8/4k3/8/4p3/3QK3/8 w - - 0 1", 3, 524},
        {"courier", "12/12/12/5k6/12/12/4RK6/12 b - - 0 1", 3, 0},
        {"knightmate",
         "r1bqkb1r/pppp1ppp/2m2m2/4p3/4P3/2M2M2/PPPP1PPP/R1BQKB1R w KQkq - 0 4",
         3, 25445},
        {"knightmate",
         "r3k2r/pppq1ppp/2mbbm2/4p3/4P3/2MBBM2/PPPQ1PPP/R3K2R w KQkq - 0 8", 3,
         56214},
        {"asean",
         "r1bqkb1r/8/pppnpppp/3p4/4P3/PPPP1PPP/4N3/RNBQKB1R w - - 0 5", 3,
         17518},
        {"centaur",
         "r1nbqkbncr/pppp1ppppp/2c7/4p5/4P5/2C7/PPPP1PPPPP/R1NBQKBNCR w KQkq "
         "- 0 3",
         3, 81565},
        {"hoppelpoppel",
         "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 4",
         3, 25408},
        {"newzealand",
         "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 4",
         3, 27582},
        /* 11.1 lacks chaturanga: read from a variants.ini (VariantPath)
         * holding "[chaturanga:shatranj]", "startFen = rnbqkbnr/pppppppp/
         * 8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "extinctionValue = none"
         * (no bare king rule: K+Q against K plays on). */
        {"chaturanga", NULL, 4, 68122},
        {"chaturanga",
         "r1bqkb1r/1pp2ppp/p1n2n2/3pp3/3PP3/2N2N2/PPP1BPPP/R1BQK2R w - - 0 6",
         3, 15439},
        {"chaturanga", "8/8/8/4k3/8/8/3QK3/8 w - - 0 1", 2, 78},
        /* 11.1 lacks raazuvaa too: "[raazuvaa:chess]", "startFen = rnbqkbnr/
         * pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "castling = false",
         * "doubleStep = false". */
        {"raazuvaa", NULL, 4, 31250},
        {"raazuvaa",
         "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w - - 0 4", 3,
         14607},
        {"raazuvaa", "r3k2r/pp3ppp/8/2pP4/8/8/PP3PPP/R3K2R w - c6 0 1", 3, 4011},
        /* Georgian, in neither 11.1 nor tests/perft.sh: from the start,
         * amazon's published 318,185 at depth 4, as neither castling (ply
         * 7 at the earliest) nor en passant (ply 5) can come so soon. */
        {"georgian", NULL, 4, 318185},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        game_rules *rules = game_test_variant(CASES[i].variant);
        const char *fen = CASES[i].fen != NULL
                              ? CASES[i].fen
                              : game_rules_variant(rules)->start;
        game_position pos = game_test_fen(rules, fen);
        uint64_t nodes = game_perft(rules, &pos, CASES[i].depth);
        if (nodes != CASES[i].nodes)
            fail_msg("%s %s depth %d: %llu, published %llu",
                     CASES[i].variant, fen, CASES[i].depth,
                     (unsigned long long)nodes,
                     (unsigned long long)CASES[i].nodes);
        /* With a memory (1 MiB: entries are replaced too) the same
         * count, its subtrees met again looked up. */
        bx_error err;
        game_perft_memory *memory = game_perft_memory_new(1, &err);
        assert_non_null(memory);
        nodes = game_perft_remembered(rules, &pos, CASES[i].depth, memory);
        if (nodes != CASES[i].nodes)
            fail_msg("%s %s depth %d with a memory: %llu, published %llu",
                     CASES[i].variant, fen, CASES[i].depth,
                     (unsigned long long)nodes,
                     (unsigned long long)CASES[i].nodes);
        game_perft_memory_free(memory);
        game_rules_free(rules);
    }
}

/* A perft memory tells apart positions with the same squares: counted
 * one after the other into one memory, each pair gives the counts
 * counted without one (which the published numbers above hold), though
 * the second's subtrees would find the first's entries under a key
 * that left out castling, en passant or the side to move. */
static void memory_tells_positions_apart(void **state)
{
    static const struct {
        const char *variant; /* NULL: the seed rules on 10x10 */
        const char *fen[2];
        int depth;
    } PAIRS[] = {
        {"chess",
         {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
          "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"},
         3},
        {"chess",
         {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
          "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1"},
         3},
        {"capablanca",
         {"5k3r/10/10/10/10/10/10/R4K3R b KQk - 0 1",
          "5k3r/10/10/10/10/10/10/R4K3R w KQk - 0 1"},
         3},
        {NULL,
         {"4k5/10/10/10/10/10/10/10/10/R3K5 w - - 0 1",
          "4k5/10/10/10/10/10/10/10/10/R3K5 b - - 0 1"},
         3},
    };
    (void)state;
    for (size_t i = 0; i < sizeof PAIRS / sizeof PAIRS[0]; i++) {
        game_rules *rules =
            PAIRS[i].variant != NULL
                ? game_test_variant(PAIRS[i].variant)
                : game_test_rules(10, 10, CHESS_RULES_SEED, "");
        bx_error err;
        game_perft_memory *memory = game_perft_memory_new(1, &err);
        assert_non_null(memory);
        uint64_t alone[2];
        for (int k = 0; k < 2; k++) {
            game_position pos = game_test_fen(rules, PAIRS[i].fen[k]);
            alone[k] = game_perft(rules, &pos, PAIRS[i].depth);
            uint64_t remembered = game_perft_remembered(
                rules, &pos, PAIRS[i].depth, memory);
            if (remembered != alone[k])
                fail_msg("%s: %llu with a memory, %llu without",
                         PAIRS[i].fen[k], (unsigned long long)remembered,
                         (unsigned long long)alone[k]);
        }
        if (alone[0] == alone[1]) /* then the pair would not test it */
            fail_msg("%s: both count %llu", PAIRS[i].fen[0],
                     (unsigned long long)alone[0]);
        game_perft_memory_free(memory);
        game_rules_free(rules);
    }
}

/* The index of a square named as FEN names it ("e4", "j10"). */
static int at(board_size size, const char *name)
{
    square sq;
    assert_int_equal(square_from_fide(size, name, &sq, NULL), BX_OK);
    return square_index(size, sq);
}

/* The moves of the piece on from written as coordinates, each with a
 * blank before and after, in the generator's order. */
static int moves_from(const game_rules *rules, const game_position *pos,
                      const char *from, char *out, size_t size)
{
    game_move moves[GAME_PIECE_MOVES_MAX];
    int n = game_moves(rules, pos, pos->to_move, at(pos->size, from), moves,
                       GAME_PIECE_MOVES_MAX);
    snprintf(out, size, " ");
    for (int i = 0; i < n; i++) {
        char text[GAME_MOVE_TEXT];
        game_move_text(pos->size, moves[i], text);
        strncat(out, text, size - strlen(out) - 2);
        strncat(out, " ", size - strlen(out) - 1);
    }
    return n;
}

static bool has_move(const char *list, const char *move)
{
    char padded[16];
    snprintf(padded, sizeof padded, " %s ", move);
    return strstr(list, padded) != NULL;
}

/* Capablanca castling, by hand: the king on f1 goes to i1 (rook j1 to
 * h1) or c1 (rook a1 to d1), three files either way; not through an
 * attacked square. */
static void capablanca_castling(void **state)
{
    game_rules *rules = game_test_variant("capablanca");
    char list[1024];
    (void)state;
    game_position pos =
        game_test_fen(rules, "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    /* e1 g1 e2 f2 g2, and the two castlings. */
    assert_int_equal(moves_from(rules, &pos, "f1", list, sizeof list), 7);
    assert_true(has_move(list, "f1i1") && has_move(list, "f1c1"));
    game_position after;
    game_move castle = {(short)at(pos.size, "f1"), (short)at(pos.size, "i1"),
                        GAME_NO_PROMOTION};
    game_move_apply(rules, &pos, castle, &after);
    char fen[GAME_FEN_MAX];
    game_position_to_fen(rules, &after, fen);
    assert_string_equal(fen, "r4k3r/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    /* A black rook on g8 watches g1, which the king passes going to i1;
     * going to c1 it passes e1 and d1 only. */
    pos = game_test_fen(rules, "r4kr3/10/10/10/10/10/10/R4K3R w KQ - 0 1");
    moves_from(rules, &pos, "f1", list, sizeof list);
    assert_false(has_move(list, "f1i1"));
    assert_true(has_move(list, "f1c1"));
    /* In check from the rook on f8: no castling at all. */
    pos = game_test_fen(rules, "r4r2k1/10/10/10/10/10/10/R4K3R w KQ - 0 1");
    moves_from(rules, &pos, "f1", list, sizeof list);
    assert_false(has_move(list, "f1i1") || has_move(list, "f1c1"));
    game_rules_free(rules);
}

/* En passant on 10x8: after d7d5 the pawn on e5 takes on d6 and the pawn
 * on d5 goes. */
static void capablanca_en_passant(void **state)
{
    game_rules *rules = game_test_variant("capablanca");
    char list[1024];
    (void)state;
    game_position pos =
        game_test_fen(rules, "5k4/3p6/10/4P5/10/10/10/5K4 b - - 0 1");
    game_position after;
    game_move push = {(short)at(pos.size, "d7"), (short)at(pos.size, "d5"),
                      GAME_NO_PROMOTION};
    game_move_apply(rules, &pos, push, &after);
    char fen[GAME_FEN_MAX];
    game_position_to_fen(rules, &after, fen);
    assert_string_equal(fen, "5k4/10/10/3pP5/10/10/10/5K4 w - d6 0 2");
    assert_int_equal(moves_from(rules, &after, "e5", list, sizeof list), 2);
    assert_true(has_move(list, "e5e6") && has_move(list, "e5d6"));
    game_move take = {(short)at(pos.size, "e5"), (short)at(pos.size, "d6"),
                      GAME_NO_PROMOTION};
    game_position taken;
    game_move_apply(rules, &after, take, &taken);
    game_position_to_fen(rules, &taken, fen);
    assert_string_equal(fen, "5k4/10/3P6/10/10/10/10/5K4 b - - 0 2");
    game_rules_free(rules);
}

/* Promotion: on capablanca's last rank to each of its six pieces; in
 * Grand Chess optional on ranks 8 and 9, mandatory on 10, and only to a
 * piece the side has lost. */
static void promotion_choices(void **state)
{
    game_rules *capa = game_test_variant("capablanca");
    game_rules *grand = game_test_variant("grand");
    char list[1024];
    (void)state;
    game_position pos =
        game_test_fen(capa, "5k4/1P8/10/10/10/10/10/5K4 w - - 0 1");
    assert_int_equal(moves_from(capa, &pos, "b7", list, sizeof list), 6);
    /* Grand, every white piece on the board: the pawn on b7 may step to
     * b8 unpromoted and nothing else; the one on c9 cannot move (c10
     * would leave it unpromoted where it could never move again). */
    const char *full = "4k5/2P7/10/1P8/10/10/10/10/1NBQKCABN1/R8R w - - 0 1";
    pos = game_test_fen(grand, full);
    assert_int_equal(moves_from(grand, &pos, "b7", list, sizeof list), 1);
    assert_string_equal(list, " b7b8 ");
    assert_int_equal(moves_from(grand, &pos, "c9", list, sizeof list), 0);
    /* Without the queen and one rook: c9c10 to either, b7b8 plain or to
     * either. */
    const char *lost = "4k5/2P7/10/1P8/10/10/10/10/1NB1KCABN1/R9 w - - 0 1";
    pos = game_test_fen(grand, lost);
    assert_int_equal(moves_from(grand, &pos, "c9", list, sizeof list), 2);
    assert_true(has_move(list, "c9c10q") && has_move(list, "c9c10r"));
    assert_int_equal(moves_from(grand, &pos, "b7", list, sizeof list), 3);
    game_rules_free(grand);
    game_rules_free(capa);
}

/* A variant of chess written here, name given, as a variant file's
 * reader would fill it. */
static game_rules *chess_with(const game_variant *changed, bx_error *err)
{
    game_rules *rules = NULL;
    if (game_rules_new_variant(changed, &rules, err) != BX_OK)
        return NULL;
    return rules;
}

/* Knightmate castles as chess does, its royal piece moving as a knight:
 * from e1 the leaps c2 d3 f3 g2 and both castlings (nothing attacks d1
 * c1 f1 g1: black's royal knight e8 covers c7 d6 f6 g7, its rooks the a
 * and h files). A knight's letter is not read. */
static void knightmate_castles(void **state)
{
    game_rules *rules = game_test_variant("knightmate");
    char list[1024];
    bx_error err = {"", 0, 0};
    game_position pos;
    (void)state;
    pos = game_test_fen(rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_int_equal(moves_from(rules, &pos, "e1", list, sizeof list), 6);
    assert_true(has_move(list, "e1g1") && has_move(list, "e1c1") &&
                has_move(list, "e1d3"));
    game_position after;
    game_move castle = {(short)at(pos.size, "e1"), (short)at(pos.size, "g1"),
                        GAME_NO_PROMOTION};
    game_move_apply(rules, &pos, castle, &after);
    char fen[GAME_FEN_MAX];
    game_position_to_fen(rules, &after, fen);
    assert_string_equal(fen, "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    assert_int_equal(game_position_from_fen(rules, "4k3/8/8/8/8/8/8/1N2K3 w - "
                                                   "- 0 1",
                                            &pos, &err),
                     BX_INVALID);
    assert_string_equal(err.message, "FEN rank 1: 'N' is not a piece letter "
                                     "or a number of empty squares");
    game_rules_free(rules);
}

/* The castling piece is the variant's: with castling_rook 'c' the king
 * on e1 castles with the C in the corner (e1g1: C to f1), and not with a
 * rook there. By hand: d1 d2 e2 f2 f1, and g1 c1 with the Cs. */
static void castling_piece_is_data(void **state)
{
    game_variant v = *game_variant_find("chess", NULL);
    bx_error err = {"", 0, 0};
    char list[1024], fen[GAME_FEN_MAX];
    (void)state;
    snprintf(v.pieces, sizeof v.pieces, "C=RN");
    v.castling_rook = 'c';
    game_rules *rules = chess_with(&v, &err);
    assert_non_null(rules);
    game_position pos =
        game_test_fen(rules, "c3k2c/8/8/8/8/8/8/C3K2C w KQkq - 0 1");
    assert_int_equal(moves_from(rules, &pos, "e1", list, sizeof list), 7);
    game_position after;
    game_move castle = {(short)at(pos.size, "e1"), (short)at(pos.size, "g1"),
                        GAME_NO_PROMOTION};
    game_move_apply(rules, &pos, castle, &after);
    game_position_to_fen(rules, &after, fen);
    assert_string_equal(fen, "c3k2c/8/8/8/8/8/8/C4CK1 b kq - 1 1");
    pos = game_test_fen(rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_int_equal(moves_from(rules, &pos, "e1", list, sizeof list), 5);
    game_rules_free(rules);
}

/* Georgian has no en passant: after d7d5 beside it, the pawn on e5 only
 * steps to e6 (in amazon it may take on d6 too). */
static void georgian_without_en_passant(void **state)
{
    game_rules *georgian = game_test_variant("georgian");
    game_rules *amazon = game_test_variant("amazon");
    const char *fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
    char list[1024];
    (void)state;
    game_position pos = game_test_fen(georgian, fen);
    assert_int_equal(moves_from(georgian, &pos, "e5", list, sizeof list), 1);
    assert_string_equal(list, " e5e6 ");
    pos = game_test_fen(amazon, fen);
    assert_int_equal(moves_from(amazon, &pos, "e5", list, sizeof list), 2);
    game_rules_free(amazon);
    game_rules_free(georgian);
}

/* A royal piece that goes two files along its rank on its own (K=R) does
 * not castle without castling: e1c1 leaves the rook on a1. */
static void royal_rook_does_not_castle(void **state)
{
    game_variant v = *game_variant_find("nocastle", NULL);
    bx_error err = {"", 0, 0};
    char fen[GAME_FEN_MAX];
    (void)state;
    snprintf(v.pieces, sizeof v.pieces, "K=R");
    game_rules *rules = chess_with(&v, &err);
    assert_non_null(rules);
    game_position pos = game_test_fen(rules, "7k/8/8/8/8/8/8/R3K3 w - - 0 1");
    game_position after;
    game_move move = {(short)at(pos.size, "e1"), (short)at(pos.size, "c1"),
                      GAME_NO_PROMOTION};
    game_move_apply(rules, &pos, move, &after);
    game_position_to_fen(rules, &after, fen);
    assert_string_equal(fen, "7k/8/8/8/8/8/8/R1K5 b - - 1 1");
    game_rules_free(rules);
}

/* Variant data naming a piece it does not have is refused in one line;
 * half_turn in the data turns black's pieces: black's X=rW on d5 steps
 * left, to c5 (white's right turned round); a chess letter redefined
 * after a new one in the list (K=W) is settled first all the same. */
static void variant_data_checked(void **state)
{
    game_variant v = *game_variant_find("chess", NULL);
    bx_error err = {"", 0, 0};
    char list[1024];
    (void)state;
    snprintf(v.removed, sizeof v.removed, "n");
    assert_null(chess_with(&v, &err));
    assert_string_equal(err.message,
                        "the promotion piece 'n' is not a piece of the variant");
    v = *game_variant_find("chess", NULL);
    snprintf(v.pieces, sizeof v.pieces, "X=rW K=W");
    snprintf(v.removed, sizeof v.removed, "k");
    assert_null(chess_with(&v, &err));
    assert_string_equal(err.message, "K: a variant may remove only PNBRQ");
    v.removed[0] = '\0';
    v.half_turn = true;
    game_rules *rules = chess_with(&v, &err);
    assert_non_null(rules);
    game_position pos = game_test_fen(rules, "4k3/8/8/3x4/3X4/8/8/4K3 b - - 0 1");
    assert_int_equal(moves_from(rules, &pos, "d5", list, sizeof list), 1);
    assert_string_equal(list, " d5c5 ");
    game_rules_free(rules);
}

/* --define on a variant: a new letter joins its pieces, one of its own
 * is replaced where it stands in the list, a chess letter is refused. */
static void define_on_a_variant(void **state)
{
    bx_error err = {"", 0, 0};
    game_variant v = *game_variant_find("capablanca", &err);
    (void)state;
    assert_int_equal(game_variant_define(&v, "z=NN", &err), BX_OK);
    assert_string_equal(v.pieces, "A=BN C=RN Z=NN");
    assert_int_equal(game_variant_define(&v, "A=W", &err), BX_OK);
    assert_string_equal(v.pieces, "C=RN Z=NN A=W");
    assert_int_equal(game_variant_define(&v, "q=W", &err), BX_INVALID);
    assert_string_equal(err.message, "Q is a chess piece; define another letter");
    assert_int_equal(game_variant_define(&v, "1=W", &err), BX_INVALID);
    assert_int_equal(game_variant_define(&v, "AW", &err), BX_INVALID);
    assert_string_equal(v.pieces, "C=RN Z=NN A=W");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(chess_as_data_equals_engine),
        cmocka_unit_test(published_variant_perft),
        cmocka_unit_test(memory_tells_positions_apart),
        cmocka_unit_test(capablanca_castling),
        cmocka_unit_test(capablanca_en_passant),
        cmocka_unit_test(promotion_choices),
        cmocka_unit_test(knightmate_castles),
        cmocka_unit_test(castling_piece_is_data),
        cmocka_unit_test(royal_rook_does_not_castle),
        cmocka_unit_test(georgian_without_en_passant),
        cmocka_unit_test(variant_data_checked),
        cmocka_unit_test(define_on_a_variant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
