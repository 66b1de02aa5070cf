/* Reading Fairy-Stockfish's variants.ini (game_variant_file.h): each key,
 * inheritance, the refusals word for word with their lines, and every
 * built-in written as a section and read back. The expected values are
 * read off Fairy-Stockfish's documentation of its keys (the comment
 * block at the head of its variants.ini), by hand. */
#include "boardex_test.h"

#include "game_variant_file.h"

static game_variant read_ok(const char *text, const char *wanted)
{
    game_variant v;
    bx_error err = {"", 0, 0};
    if (game_variant_file_read(text, strlen(text), wanted, &v, &err) !=
        BX_OK)
        fail_msg("line %d: %s", err.line, err.message);
    return v;
}

static void refused(const char *text, const char *wanted, int line,
                    const char *message)
{
    game_variant v;
    bx_error err = {"", 0, 0};
    assert_int_not_equal(
        game_variant_file_read(text, strlen(text), wanted, &v, &err), BX_OK);
    if (strcmp(err.message, message) != 0 || err.line != line)
        fail_msg("line %d: %s", err.line, err.message);
}

/* The letters of a and b, in any order. */
static void assert_same_letters(const char *a, const char *b)
{
    assert_int_equal(strlen(a), strlen(b));
    for (const char *p = a; *p != '\0'; p++)
        assert_non_null(strchr(b, *p));
}

/* Two promotion limits ("q1r2") with the same cap per letter, in any
 * order: a file lists them as it likes. */
static void assert_same_limits(const char *a, const char *b)
{
    assert_int_equal(strlen(a), strlen(b));
    for (const char *p = a; p[0] != '\0' && p[1] != '\0'; p += 2) {
        const char *q = b;
        while (q[0] != '\0' && q[0] != p[0])
            q += 2;
        assert_int_equal(q[0], p[0]);
        assert_int_equal(q[1], p[1]);
    }
}

/* Capablanca written out with every key, no parent. */
static const char CAPABLANCA[] =
    "# Capablanca chess\n"
    "[capa]\n"
    "maxRank = 8\n"
    "maxFile = j\n"
    "pawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\nking = k\n"
    "customPiece1 = a:BN\n"
    "chancellor = c\n"
    "startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR "
    "w KQkq - 0 1\n"
    "promotionPieceTypes = qrbnac\n"
    "promotionRegionWhite = *8\n"
    "promotionRegionBlack = *1\n"
    "doubleStepRegionWhite = *2\n"
    "doubleStepRegionBlack = *7\n"
    "castlingKingsideFile = i\n"
    "castlingQueensideFile = c\n"
    "castlingRookPieces = r\n";

static void test_every_key_of_capablanca(void **state)
{
    (void)state;
    game_variant v = read_ok(CAPABLANCA, NULL);
    assert_string_equal(v.name, "capa");
    assert_int_equal(v.size.width, 10);
    assert_int_equal(v.size.height, 8);
    /* Fairy-Stockfish reads the pieces in its own order: its named ones
     * (chancellor) before the custom ones. */
    assert_string_equal(v.pieces, "C=RN A=BN");
    assert_string_equal(v.removed, "");
    assert_string_equal(v.promotion, "qrbnca");
    assert_int_equal(v.promotion_rank, 8);
    assert_int_equal(v.double_step_rank, 2);
    assert_true(v.en_passant);
    assert_true(v.castling);
    assert_int_equal(v.castle_file[0], 8);
    assert_int_equal(v.castle_file[1], 2);
    assert_int_equal(v.castling_rook, 'r');
    assert_true(v.half_turn);
}

/* A child of a built-in, and a child of that child: each changes what
 * it names, the rest is its parent's. */
static void test_inheritance_chain(void **state)
{
    (void)state;
    static const char TEXT[] =
        "[big:capablanca]\n"
        "castling = false\n"
        "[bigger:big]\n"
        "queen = -\n"
        "startFen = rnabkbcnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/"
        "RNABKBCNR1 w - - 0 1\n";
    game_variant big = read_ok(TEXT, "big");
    assert_false(big.castling);
    assert_string_equal(big.pieces, "A=BN C=RN");
    game_variant bigger = read_ok(TEXT, "bigger");
    assert_false(bigger.castling);
    /* Removing a piece takes it from the promotion choices too. */
    assert_string_equal(bigger.removed, "q");
    assert_string_equal(bigger.promotion, "rbnac");
    assert_int_equal(bigger.size.width, 10);
}

/* Without a parent Fairy-Stockfish starts from chess's rules and no
 * pieces: a pawn promotes on rank 8 and must, to what is listed only. */
static void test_template_without_parent(void **state)
{
    (void)state;
    static const char TEXT[] =
        "[bare]\npawn = p\nking = k\nrook = r\n"
        "startFen = 4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1\n"
        "promotionPieceTypes = r\n";
    game_variant v = read_ok(TEXT, NULL);
    assert_string_equal(v.removed, "qbn");
    assert_string_equal(v.promotion, "r");
    assert_int_equal(v.promotion_rank, 8);
    assert_int_equal(v.double_step_rank, 2);
    assert_true(v.castling);
}

/* Keys apply in Fairy-Stockfish's order whatever their order in the
 * section (the older promotionRank before the regions), the last line of
 * a key counting; comments with ; and blank lines. */
static void test_older_keys_and_order(void **state)
{
    (void)state;
    static const char TEXT[] =
        "; grand, promoting on 9 and 10\n"
        "[g:grand]\n"
        "promotionRegionWhite = *9 *10\n"
        "\n"
        "promotionRegionBlack = *2 *1\n"
        "promotionRank = 10\n"
        "promotionRank = 8\n"
        "promotionLimit = r:1\n";
    game_variant v = read_ok(TEXT, NULL);
    assert_int_equal(v.promotion_rank, 9);
    assert_false(v.promotion_mandatory);
    /* Added to the parent's caps. */
    assert_string_equal(v.promotion_limit, "q1r1b2n2a1c1");
    v = read_ok("[c:chess]\ncastlingRookPiece = q\n", NULL);
    assert_int_equal(v.castling_rook, 'q');
    v = read_ok("[c:chess]\npromotionRank = 7\n", NULL);
    assert_int_equal(v.promotion_rank, 7);
    assert_true(v.promotion_mandatory);
}

static void test_double_step_rank_is_a_range(void **state)
{
    (void)state;
    /* doubleStepRank r: double steps from rank 2 to r. */
    refused("[g:grand]\ndoubleStepRank = 3\n", NULL, 2,
            "double steps from more than one rank cannot be read");
    game_variant v = read_ok("[g:grand]\ndoubleStepRank = 3\n"
                             "doubleStepRegionWhite = *3\n"
                             "doubleStepRegionBlack = *8\n",
                             NULL);
    assert_int_equal(v.double_step_rank, 3);
    assert_string_equal(v.promotion_limit, "q1r2b2n2a1c1");
}

static void test_makruk_like(void **state)
{
    (void)state;
    static const char TEXT[] =
        "[mk:chess]\n"
        "queen = -\nbishop = -\n"
        "silver = s\nfers = m\n"
        "startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\n"
        "promotionPieceTypes = m\n"
        "promotionRegionWhite = *6 *7 *8\n"
        "promotionRegionBlack = *3 *2 *1\n"
        "doubleStep = false\n"
        "castling = false\n";
    game_variant v = read_ok(TEXT, NULL);
    assert_string_equal(v.pieces, "M=F S=FfW");
    assert_string_equal(v.removed, "qb");
    assert_int_equal(v.promotion_rank, 6);
    assert_true(v.promotion_mandatory);
    assert_int_equal(v.double_step_rank, 0);
    assert_false(v.castling);
}

/* Fairy-Stockfish's bare king rule is five extinction keys (its
 * shatranj_variant in src/variant.cpp; chaturanga turns it off with
 * extinctionValue = none). A child of shatranj inherits it. */
static void test_bare_king_rule(void **state)
{
    (void)state;
    assert_true(read_ok("[x:shatranj]\n", NULL).bare_king);
    assert_true(read_ok("[x:courier]\n", NULL).bare_king);
    assert_false(read_ok("[x:shatranj]\nextinctionValue = none\n", NULL)
                     .bare_king);
    assert_false(read_ok("[x:chess]\n", NULL).bare_king);
    assert_true(read_ok("[x:chess]\n"
                        "extinctionValue = loss\n"
                        "extinctionClaim = true\n"
                        "extinctionPieceTypes = *\n"
                        "extinctionPieceCount = 1\n"
                        "extinctionOpponentPieceCount = 2\n",
                        NULL)
                    .bare_king);
    static const char OTHER[] =
        "extinction rules are read as the bare king rule only "
        "(extinctionValue = loss, extinctionClaim = true, "
        "extinctionPieceTypes = *, extinctionPieceCount = 1, "
        "extinctionOpponentPieceCount = 2) or none";
    /* Losing with no piece types named, and the bare king counted
     * otherwise: rules boardex does not play. */
    refused("[x:chess]\nextinctionValue = loss\n", NULL, 2, OTHER);
    refused("[x:shatranj]\nextinctionPieceCount = 2\n", NULL, 2, OTHER);
    refused("[x:shatranj]\nextinctionPieceTypes = q\n", NULL, 2, OTHER);
    refused("[x:shatranj]\nextinctionValue = lost\n", NULL, 2,
            "'lost' is not win, loss, draw or none");
    refused("[x:shatranj]\nextinctionOpponentPieceCount = -1\n", NULL, 2,
            "'-1' is not a count of pieces from 0 to 999");
}

static void test_refusals(void **state)
{
    (void)state;
    refused("[a]\nflagRegion = *8\n", NULL, 2,
            "unsupported key 'flagRegion'");
    refused("[a:chess]\ncastling = yes\n", NULL, 2,
            "'yes' is not true or false");
    refused("[a:chess]\nmaxRank = 27\n", NULL, 2,
            "'27' is not a rank from 1 to 26");
    refused("[a:chess]\nmaxFile = A\n", NULL, 2,
            "'A' is not a file (a to z, or 1 to 26)");
    refused("[a:chess]\npromotionRegionWhite = e8\n", NULL, 2,
            "promotion region: only whole ranks can be read");
    refused("[a:chess]\npromotionRegionBlack = *2\n", NULL, 2,
            "promotion region: black's ranks must mirror white's");
    refused("[a:chess]\nenPassantRegion = *3\n", NULL, 2,
            "en passant region: the squares double steps pass, all of "
            "them or none");
    refused("[a:chess]\nenPassantRegion = x99\n", NULL, 2,
            "'x99' is not squares (d4, *3, c* or -)");
    refused("[a:chess]\nmandatoryPawnPromotion = false\n", NULL, 2,
            "mandatoryPawnPromotion = false needs immobilityIllegal = "
            "true: a pawn never stays where it cannot move");
    refused("[a:chess]\ncustomPiece1 = a:BN\ncustomPiece2 = x\n", NULL, 3,
            "customPiece2 takes L:BETZA or -");
    refused("[a:chess]\ncustomPiece1 = a:Y\n", NULL, 2,
            "customPiece1: invalid Betza: 'Y' at 1 (expected a modifier or "
            "an atom)");
    refused("[a:chess]\nhorse = h\njanggiElephant = e\n", NULL, 3,
            "janggiElephant: moves boardex cannot read");
    refused("[a:chess]\nknight = -\npawn = x\n", NULL, 3,
            "k is the king's letter and p the pawn's, and theirs only");
    refused("[a:chess]\ncustomPiece3 = k:N\n", NULL, 2,
            "k is the king's letter and p the pawn's, and theirs only");
    refused("[a:chess]\nking = -\n", NULL, 2, "a variant needs its king");
    /* Fairy-Stockfish forbids any piece to go where it has no quiet move
     * (x:fW on the last rank, a capture-only y:cR anywhere); boardex
     * plays the rule for pawns. */
    refused("[a:chess]\ncustomPiece1 = x:fW\nimmobilityIllegal = true\n",
            NULL, 3,
            "immobilityIllegal = true is read for pawns only, and 'x' cannot "
            "move from some square");
    /* Where the rule comes from the parent: the section's header. */
    refused("[a:grand]\ncustomPiece1 = y:cR\n", NULL, 1,
            "immobilityIllegal = true is read for pawns only, and 'y' cannot "
            "move from some square");
    refused("[a:chess]\npromotionPieceTypes = qz\n", NULL, 2,
            "'z' is none of the variant's pieces");
    refused("[a:chess]\npromotionLimit = q1\n", NULL, 2,
            "'q1' is not letters with their caps (q:1 r:2)");
    refused("[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w\n",
            NULL, 2, "FEN has 7 ranks, expected 8");
    /* The template's double steps are from ranks 2 and 7 on any board. */
    refused("# ten ranks\n[a]\nmaxRank = 10\nking = k\npawn = p\n", NULL, 2,
            "double step region: black's ranks must mirror white's");
}

static void test_refusals_of_the_file(void **state)
{
    (void)state;
    refused("", NULL, 0, "no [section]");
    refused("# only a comment\n", NULL, 0, "no [section]");
    refused("maxRank = 8\n[a]\n", NULL, 1,
            "a key before the first [section]");
    refused("[a]\nmaxRank\n", NULL, 2, "'maxRank' is no KEY = VALUE");
    refused("[a b]\n", NULL, 1,
            "'[a b]' is no [name] or [name:parent] (letters, digits, _-+., "
            "at most 47)");
    refused("[a:nowhere]\n", NULL, 1,
            "parent 'nowhere' is neither a built-in variant nor an earlier "
            "section");
    /* A cycle cannot be written: a parent must come first. */
    refused("[a:b]\n[b:a]\n", "b", 1,
            "parent 'b' is neither a built-in variant nor an earlier "
            "section");
    refused("[a:a]\n", NULL, 1,
            "parent 'a' is neither a built-in variant nor an earlier "
            "section");
    refused("[a:chess]\n[a:chess]\n", "a", 2,
            "section [a] is given twice (first on line 1)");
    refused("[chess]\n", NULL, 1, "[chess] is a built-in variant's name");
    refused("[a:chess]\n[b:chess]\n", NULL, 0,
            "2 sections: name the one to read");
    refused("[a:chess]\n", "b", 0, "no section [b]");
    static const char NUL[] = "[a:chess]\ncastling = t\0rue\n";
    game_variant v;
    bx_error err = {"", 0, 0};
    assert_int_equal(
        game_variant_file_read(NUL, sizeof NUL - 1, NULL, &v, &err),
        BX_INVALID);
    assert_string_equal(err.message, "a NUL byte");
    assert_int_equal(err.line, 2);
}

/* The sections' names in the file's order, comments and keys between
 * them; a file refused as game_variant_file_read refuses it. */
static void test_section_names(void **state)
{
    (void)state;
    static const char TEXT[] = "# two\n[a:chess]\nmaxRank = 6\n; c\n"
                               "[b:a]\ncastling = false\n[c]\n";
    char names[GAME_VARIANT_FILE_SECTIONS][GAME_VARIANT_NAME_MAX];
    bx_error err = {"", 0, 0};
    assert_int_equal(
        game_variant_file_sections(TEXT, sizeof TEXT - 1, names, &err), 3);
    assert_string_equal(names[0], "a");
    assert_string_equal(names[1], "b");
    assert_string_equal(names[2], "c");
    static const char BAD[] = "[a:chess]\nmaxRank\n";
    assert_int_equal(
        game_variant_file_sections(BAD, sizeof BAD - 1, names, &err), -1);
    assert_string_equal(err.message, "'maxRank' is no KEY = VALUE");
    assert_int_equal(err.line, 2);
}

/* Long lines, over 20 pieces and too many sections: one line each. */
static void test_limits(void **state)
{
    (void)state;
    char *text = malloc(GAME_VARIANT_FILE_MAX + 2);
    assert_non_null(text);
    strcpy(text, "[a:chess]\n# ");
    memset(text + 12, 'x', 2000);
    text[2012] = '\0';
    refused(text, NULL, 2, "longer than 1000 characters");
    memset(text, '\n', GAME_VARIANT_FILE_MAX + 1);
    game_variant v;
    bx_error err = {"", 0, 0};
    assert_int_equal(game_variant_file_read(text, GAME_VARIANT_FILE_MAX + 1,
                                            NULL, &v, &err),
                     BX_TOO_LARGE);
    assert_string_equal(err.message, "larger than 1 MiB");
    /* 21 custom pieces besides the chess ones. */
    strcpy(text, "[a:chess]\n");
    const char *letters = "acdefghijlmostuvwxyz";
    for (int i = 0; i < 21; i++)
        sprintf(text + strlen(text), "customPiece%d = %c:W\n", i + 1,
                i < 20 ? letters[i] : 'Q');
    refused(text, NULL, 22, "more than 20 pieces besides K Q R B N P");
    text[0] = '\0';
    for (int i = 0; i <= GAME_VARIANT_FILE_SECTIONS; i++)
        sprintf(text + strlen(text), "[s%d:chess]\n", i);
    refused(text, "s1", GAME_VARIANT_FILE_SECTIONS + 1,
            "more than 256 sections");
    free(text);
}

/* What boardex's data says and Fairy-Stockfish's keys say alike. */
static void assert_same_rules(const game_variant *a, const game_variant *b)
{
    assert_int_equal(a->size.width, b->size.width);
    assert_int_equal(a->size.height, b->size.height);
    assert_string_equal(a->start, b->start);
    assert_same_letters(a->promotion, b->promotion);
    assert_same_limits(a->promotion_limit, b->promotion_limit);
    assert_same_letters(a->removed, b->removed);
    assert_int_equal(a->promotion_rank, b->promotion_rank);
    assert_int_equal(a->promotion_mandatory, b->promotion_mandatory);
    assert_int_equal(a->double_step_rank, b->double_step_rank);
    assert_int_equal(a->en_passant, b->en_passant);
    assert_int_equal(a->castling, b->castling);
    assert_int_equal(a->counting, b->counting);
    assert_int_equal(a->bare_king, b->bare_king);
    if (a->castling) {
        assert_int_equal(a->castle_file[0], b->castle_file[0]);
        assert_int_equal(a->castle_file[1], b->castle_file[1]);
        assert_int_equal(a->castling_rook, b->castling_rook);
    }
}

/* The letters and Betza of "A=BN C=RN" as a set (the writer's order is
 * Fairy-Stockfish's). */
static void assert_same_pieces(const char *a, const char *b)
{
    char sa[GAME_VARIANT_PIECES_MAX];
    char sb[GAME_VARIANT_PIECES_MAX];
    int na = 0;
    int nb = 0;
    snprintf(sa, sizeof sa, "%s", a);
    snprintf(sb, sizeof sb, "%s", b);
    for (char *t = strtok(sa, " "); t != NULL; t = strtok(NULL, " ")) {
        na++;
        assert_non_null(strstr(b, t));
    }
    for (char *t = strtok(sb, " "); t != NULL; t = strtok(NULL, " "))
        nb++;
    assert_int_equal(na, nb);
}

static void test_every_builtin_written_and_read_back(void **state)
{
    (void)state;
    for (int i = 0; i < game_variant_count(); i++) {
        game_variant v = *game_variant_at(i);
        char section[GAME_VARIANT_INI_MAX];
        bx_error err = {"", 0, 0};
        memcpy(v.name + strlen(v.name), "-copy", 6);
        assert_int_equal(game_variant_ini(&v, section, &err), BX_OK);
        game_variant back = read_ok(section, NULL);
        assert_string_equal(back.name, v.name);
        /* On the last rank a pawn must promote in both readings. */
        if (v.promotion_rank == v.size.height)
            v.promotion_mandatory = false;
        assert_same_rules(&v, &back);
        assert_same_pieces(v.pieces, back.pieces);
    }
}

/* The writer's section for capablanca, key by key, as Fairy-Stockfish's
 * documentation spells each: the older keys first (promotionRank,
 * doubleStepRank, castlingRookPiece), then the newer ones it applies
 * after them. */
static void test_writer_text(void **state)
{
    (void)state;
    char section[GAME_VARIANT_INI_MAX];
    bx_error err = {"", 0, 0};
    game_variant v = *game_variant_find("capablanca", &err);
    assert_int_equal(game_variant_ini(&v, section, &err), BX_OK);
    assert_string_equal(
        section,
        "[capablanca]\nmaxFile = 10\nmaxRank = 8\n"
        "pawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\n"
        "archbishop = a\nchancellor = c\nking = k\n"
        "startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/"
        "RNABQKBCNR w KQkq - 0 1\n"
        "promotionRank = 8\n"
        "promotionRegionWhite = *8\npromotionRegionBlack = *1\n"
        "promotionPieceTypes = qrbnac\n"
        "mandatoryPawnPromotion = true\nimmobilityIllegal = false\n"
        "doubleStep = true\ndoubleStepRank = 2\n"
        "doubleStepRegionWhite = *2\ndoubleStepRegionBlack = *7\n"
        "castling = true\ncastlingKingsideFile = i\n"
        "castlingQueensideFile = c\ncastlingRookPiece = r\n"
        "castlingRookPieces = r\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_key_of_capablanca),
        cmocka_unit_test(test_inheritance_chain),
        cmocka_unit_test(test_template_without_parent),
        cmocka_unit_test(test_older_keys_and_order),
        cmocka_unit_test(test_double_step_rank_is_a_range),
        cmocka_unit_test(test_makruk_like),
        cmocka_unit_test(test_bare_king_rule),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_refusals_of_the_file),
        cmocka_unit_test(test_section_names),
        cmocka_unit_test(test_limits),
        cmocka_unit_test(test_every_builtin_written_and_read_back),
        cmocka_unit_test(test_writer_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
