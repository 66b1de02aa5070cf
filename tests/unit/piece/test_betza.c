/* Betza notation: every rule and worked example of the issue, the presets,
 * Betza's published mobilities, refusals, and a random comparison with an
 * independent brute-force reading written here. */
#include "boardex_test.h"

#include "betza.h"
#include "mobility.h"

/* The moves of text as "(dr,dc)/R/M" sorted, space separated, where R is
 * the range (0 unlimited) and M is b (both), m or c. */
static void assert_moves(const char *text, const char *expected)
{
    piece_spec piece;
    bx_error err = {"", 0, 0};
    char got[8192] = "";
    size_t used = 0;
    if (piece_from_betza(text, &piece, &err) != BX_OK)
        fail_msg("%s: %s", text, err.message);
    for (int i = 0; i < piece.count; i++) {
        const piece_move *m = &piece.list[i];
        used += (size_t)snprintf(got + used, sizeof got - used,
                                 "%s(%d,%d)/%d/%c", i > 0 ? " " : "",
                                 m->dir.dr, m->dir.dc, m->range,
                                 "bmc"[m->modality]);
    }
    if (strcmp(got, expected) != 0)
        fail_msg("%s: got %s, expected %s", text, got, expected);
}

static piece_spec betza(const char *text)
{
    piece_spec piece;
    bx_error err = {"", 0, 0};
    if (piece_from_betza(text, &piece, &err) != BX_OK)
        fail_msg("%s: %s", text, err.message);
    return piece;
}

static void assert_same(const char *a, const char *b)
{
    piece_spec x = betza(a);
    piece_spec y = betza(b);
    if (!piece_equal(&x, &y))
        fail_msg("%s differs from %s", a, b);
}

/* Forward is dr < 0 (towards rank 8), right is dc > 0. */
static void atoms_are_all_their_images(void **state)
{
    (void)state;
    assert_moves("W", "(-1,0)/1/b (0,-1)/1/b (0,1)/1/b (1,0)/1/b");
    assert_moves("F", "(-1,-1)/1/b (-1,1)/1/b (1,-1)/1/b (1,1)/1/b");
    assert_moves("D", "(-2,0)/1/b (0,-2)/1/b (0,2)/1/b (2,0)/1/b");
    assert_moves("A", "(-2,-2)/1/b (-2,2)/1/b (2,-2)/1/b (2,2)/1/b");
    assert_moves("H", "(-3,0)/1/b (0,-3)/1/b (0,3)/1/b (3,0)/1/b");
    assert_moves("G", "(-3,-3)/1/b (-3,3)/1/b (3,-3)/1/b (3,3)/1/b");
    assert_moves("N", "(-2,-1)/1/b (-2,1)/1/b (-1,-2)/1/b (-1,2)/1/b "
                      "(1,-2)/1/b (1,2)/1/b (2,-1)/1/b (2,1)/1/b");
    assert_moves("C", "(-3,-1)/1/b (-3,1)/1/b (-1,-3)/1/b (-1,3)/1/b "
                      "(1,-3)/1/b (1,3)/1/b (3,-1)/1/b (3,1)/1/b");
    assert_moves("Z", "(-3,-2)/1/b (-3,2)/1/b (-2,-3)/1/b (-2,3)/1/b "
                      "(2,-3)/1/b (2,3)/1/b (3,-2)/1/b (3,2)/1/b");
    assert_moves("(4,1)", "(-4,-1)/1/b (-4,1)/1/b (-1,-4)/1/b (-1,4)/1/b "
                          "(1,-4)/1/b (1,4)/1/b (4,-1)/1/b (4,1)/1/b");
    assert_same("C", "L");
    assert_same("Z", "J");
    assert_same("(1,2)", "N");
    assert_same("(2,1)", "N");
    assert_same("(0,1)", "W");
    assert_same("(1,1)", "F");
    assert_same("(3,0)", "H");
}

static void shorthands_and_ranges(void **state)
{
    (void)state;
    assert_same("K", "WF");
    assert_same("R", "WW");
    assert_same("B", "FF");
    assert_same("Q", "RB");
    assert_same("W0", "R");
    assert_same("F0", "B");
    assert_same("(1,2)(1,2)", "NN");
    assert_same("(1,2)0", "NN");
    assert_moves("W4", "(-1,0)/4/b (0,-1)/4/b (0,1)/4/b (1,0)/4/b");
    assert_moves("F12", "(-1,-1)/12/b (-1,1)/12/b (1,-1)/12/b (1,1)/12/b");
    assert_moves("fN2", "(-2,-1)/2/b (-2,1)/2/b");
    assert_moves("NN", "(-2,-1)/0/b (-2,1)/0/b (-1,-2)/0/b (-1,2)/0/b "
                       "(1,-2)/0/b (1,2)/0/b (2,-1)/0/b (2,1)/0/b");
    assert_moves("fCC", "(-3,-1)/0/b (-3,1)/0/b");
    assert_moves("fZZ", "(-3,-2)/0/b (-3,2)/0/b");
    assert_moves("R4", "(-1,0)/4/b (0,-1)/4/b (0,1)/4/b (1,0)/4/b");
    assert_moves("W26", "(-1,0)/26/b (0,-1)/26/b (0,1)/26/b (1,0)/26/b");
    /* A longer range covers a shorter one of the same vector. */
    assert_same("W2W4W", "W4");
    assert_same("WWW", "R");
    /* Modifiers before a shorthand apply to all of it: fR is the lance. */
    assert_moves("fR", "(-1,0)/0/b");
    assert_moves("fK", "(-1,-1)/1/b (-1,0)/1/b (-1,1)/1/b");
    assert_moves("bQ", "(1,-1)/0/b (1,0)/0/b (1,1)/0/b");
}

static void orthogonal_directions(void **state)
{
    (void)state;
    assert_moves("fW", "(-1,0)/1/b");
    assert_moves("bW", "(1,0)/1/b");
    assert_moves("lW", "(0,-1)/1/b");
    assert_moves("rW", "(0,1)/1/b");
    /* Letters join: frW is forward and right. */
    assert_moves("frW", "(-1,0)/1/b (0,1)/1/b");
    assert_moves("vW", "(-1,0)/1/b (1,0)/1/b");
    assert_moves("sW", "(0,-1)/1/b (0,1)/1/b");
    assert_same("vW", "fbW");
    assert_same("sW", "lrW");
    assert_moves("fD", "(-2,0)/1/b");
    assert_moves("rH", "(0,3)/1/b");
    assert_moves("f(5,0)", "(-5,0)/1/b");
    assert_moves("l(0,5)", "(0,-5)/1/b");
}

static void diagonal_directions(void **state)
{
    (void)state;
    /* One letter picks two moves, two letters their common one. */
    assert_moves("fF", "(-1,-1)/1/b (-1,1)/1/b");
    assert_moves("bF", "(1,-1)/1/b (1,1)/1/b");
    assert_moves("lF", "(-1,-1)/1/b (1,-1)/1/b");
    assert_moves("rF", "(-1,1)/1/b (1,1)/1/b");
    assert_moves("frF", "(-1,1)/1/b");
    assert_moves("rfF", "(-1,1)/1/b");
    assert_moves("blF", "(1,-1)/1/b");
    assert_moves("frblF", "(-1,1)/1/b (1,-1)/1/b");
    assert_moves("fB", "(-1,-1)/0/b (-1,1)/0/b");
    assert_moves("fA", "(-2,-2)/1/b (-2,2)/1/b");
    assert_moves("flG", "(-3,-3)/1/b");
    assert_moves("br(4,4)", "(4,4)/1/b");
    assert_same("vF", "F");
    assert_same("fsF", "fF");
}

static void oblique_directions(void **state)
{
    (void)state;
    /* f: the two moves whose long leg goes forward (the narrow ones). */
    assert_moves("fN", "(-2,-1)/1/b (-2,1)/1/b");
    assert_moves("bN", "(2,-1)/1/b (2,1)/1/b");
    assert_moves("lN", "(-1,-2)/1/b (1,-2)/1/b");
    assert_moves("rN", "(-1,2)/1/b (1,2)/1/b");
    assert_same("vN", "fNbN");
    assert_same("sN", "lNrN");
    /* A pair: the first letter the short leg, the second the long one. */
    assert_moves("rfN", "(-2,1)/1/b");  /* two forward, one right */
    assert_moves("frN", "(-1,2)/1/b");  /* two right, one forward */
    assert_moves("lfN", "(-2,-1)/1/b");
    assert_moves("flN", "(-1,-2)/1/b");
    assert_moves("rbN", "(2,1)/1/b");
    assert_moves("brN", "(1,2)/1/b");
    /* fs = fl + fr: the two wide forward moves. */
    assert_moves("fsN", "(-1,-2)/1/b (-1,2)/1/b");
    assert_same("fsN", "flNfrN");
    assert_moves("sfN", "(-2,-1)/1/b (-2,1)/1/b");
    assert_moves("fNbN", "(-2,-1)/1/b (-2,1)/1/b (2,-1)/1/b (2,1)/1/b");
    assert_moves("frC", "(-1,3)/1/b");
    assert_moves("rfZ", "(-3,2)/1/b");
    assert_moves("f(4,1)", "(-4,-1)/1/b (-4,1)/1/b");
    assert_moves("rf(1,4)", "(-4,1)/1/b");
    assert_moves("fNN", "(-2,-1)/0/b (-2,1)/0/b");
    /* Three letters: a pair, then one alone. */
    assert_moves("frfN", "(-2,-1)/1/b (-2,1)/1/b (-1,2)/1/b");
    assert_moves("ffrN", "(-2,-1)/1/b (-2,1)/1/b (-1,2)/1/b");
}

static void modalities_and_compounds(void **state)
{
    (void)state;
    /* The pawn without its double step, and its capture-only moves. */
    assert_moves("fmWfcF", "(-1,-1)/1/c (-1,0)/1/m (-1,1)/1/c");
    assert_moves("mfWcfF", "(-1,-1)/1/c (-1,0)/1/m (-1,1)/1/c");
    assert_moves("cK", "(-1,-1)/1/c (-1,0)/1/c (-1,1)/1/c (0,-1)/1/c "
                       "(0,1)/1/c (1,-1)/1/c (1,0)/1/c (1,1)/1/c");
    assert_same("mcW", "W");
    assert_same("mWcW", "W");
    /* Moves as a rook, captures one step: two moves per way. */
    assert_moves("mRcW", "(-1,0)/0/m (-1,0)/1/c (0,-1)/0/m (0,-1)/1/c "
                         "(0,1)/0/m (0,1)/1/c (1,0)/0/m (1,0)/1/c");
    /* A move-only and a capture-only move of one range are one move. */
    assert_same("mW2cW2", "W2");
    /* Move-and-capture covers a single modality of no longer range. */
    assert_same("WmW", "W");
    assert_moves("WmR", "(-1,0)/1/b (-1,0)/0/m (0,-1)/1/b (0,-1)/0/m "
                        "(0,1)/1/b (0,1)/0/m (1,0)/1/b (1,0)/0/m");
    /* Gold and silver generals. */
    assert_moves("WfF", "(-1,-1)/1/b (-1,0)/1/b (-1,1)/1/b (0,-1)/1/b "
                        "(0,1)/1/b (1,0)/1/b");
    assert_moves("FfW", "(-1,-1)/1/b (-1,0)/1/b (-1,1)/1/b (1,-1)/1/b "
                        "(1,1)/1/b");
    /* The xiangqi horse is lame: on an empty board a plain knight. */
    piece_spec horse = betza("nN");
    piece_spec knight = betza("N");
    mobility_table a, b;
    mobility_compute(board_standard(), &horse, &a, NULL);
    mobility_compute(board_standard(), &knight, &b, NULL);
    assert_int_equal(a.strength, b.strength);
    assert_int_equal(horse.list[0].path, PIECE_PATH_LAME);
    assert_false(piece_equal(&horse, &knight));
    /* Spaces are ignored. */
    assert_same("f m W f c F", "fmWfcF");
    assert_same(" ( 4 , 1 ) ", "(4,1)");
    assert_same("Q N", "QN");
}

static int strength_of(const char *text, board_size board)
{
    piece_spec piece = betza(text);
    mobility_table table;
    assert_int_equal(mobility_compute(board, &piece, &table, NULL), BX_OK);
    return table.strength;
}

/* Betza, "Chess Piece Values": the average number of squares reached on
 * an empty 8x8 board is knight 5.25, bishop 8.75, rook 14, queen 22.75,
 * so the strength (the sum over 64 squares) is 64 times that. */
static void published_average_mobility(void **state)
{
    (void)state;
    assert_int_equal(strength_of("N", board_standard()), 525 * 64 / 100);
    assert_int_equal(strength_of("B", board_standard()), 875 * 64 / 100);
    assert_int_equal(strength_of("R", board_standard()), 14 * 64);
    assert_int_equal(strength_of("Q", board_standard()), 2275 * 64 / 100);
    /* On an empty board a capture-only move reaches nothing. */
    assert_int_equal(strength_of("cQ", board_standard()), 0);
    /* The pawn's one forward step: 7 ranks of 8 squares can step. */
    assert_int_equal(strength_of("fmWfcF", board_standard()), 56);
    /* W4 on 8x8: along each line of 8 each of 4 ways reaches
     * 4+4+4+4+3+2+1+0 = 22 squares; 8 lines, 4 ways. */
    assert_int_equal(strength_of("W4", board_standard()), 22 * 8 * 4);
}

static void every_preset_is_its_betza(void **state)
{
    (void)state;
    for (int i = 0; i < piece_preset_count(); i++) {
        const piece_preset_info *info = piece_preset_at(i);
        piece_spec preset;
        piece_spec written = betza(info->betza);
        assert_int_equal(piece_from_name(info->name, &preset, NULL), BX_OK);
        if (!piece_equal(&preset, &written))
            fail_msg("%s is not %s", info->name, info->betza);
        /* --piece takes the Betza name too. */
        assert_int_equal(piece_from_name(info->betza, &preset, NULL), BX_OK);
        assert_true(piece_equal(&preset, &written));
    }
    assert_string_equal(piece_preset_at(4)->betza, "N");
    piece_spec knight = betza("N");
    assert_string_equal(piece_preset_name(&knight), "knight");
    piece_spec giraffe = betza("(4,1)");
    assert_string_equal(piece_preset_name(&giraffe), "giraffe");
    piece_spec nightrider = betza("NN");
    assert_string_equal(piece_preset_name(&nightrider), "nightrider");
    piece_spec lance = betza("fR");
    assert_null(piece_preset_name(&lance));
}

static void refusals_name_the_position(void **state)
{
    static const struct {
        const char *text;
        int column;
        const char *message;
    } CASES[] = {
        {"pN", 1, "unsupported Betza: 'p' at 1 (hoppers move on riders "
                  "only, as pR or gQ)"},
        {"WpW", 2, "unsupported Betza: 'p' at 2 (hoppers move on riders "
                   "only, as pR or gQ)"},
        {"gK", 1, "unsupported Betza: 'g' at 1 (hoppers move on riders "
                  "only, as pR or gQ)"},
        {"nC", 1, "unsupported Betza: 'n' at 1 (lame leaps are nN, nA and "
                  "nD only)"},
        {"jR", 1, "unsupported Betza: 'j' at 1 (jumping moves)"},
        {"ifmnD", 1, "unsupported Betza: 'i' at 1 (initial moves)"},
        {"fceF", 3, "unsupported Betza: 'e' at 3 (en passant)"},
        {"aK", 1, "unsupported Betza: 'a' at 1 (multi-leg moves)"},
        {"O2", 1, "unsupported Betza: 'O' at 1 (castling)"},
        {"U", 1, "unsupported Betza: 'U' at 1 (universal leaps)"},
        {"hfN", 1, "unsupported Betza: 'h' at 1 (half (chiral) directions)"},
        {"zN", 1, "unsupported Betza: 'z' at 1 (crooked moves)"},
        {"qN", 1, "unsupported Betza: 'q' at 1 (circular moves)"},
        {"", 1, "invalid Betza: end of text at 1 (expected a modifier or "
                "an atom)"},
        {"  ", 3, "invalid Betza: end of text at 3 (expected a modifier or "
                  "an atom)"},
        {"Nf", 3, "invalid Betza: end of text at 3 (expected an atom after "
                  "the modifiers)"},
        {"fm", 3, "invalid Betza: end of text at 3 (expected an atom after "
                  "the modifiers)"},
        {"f2", 2, "invalid Betza: '2' at 2 (expected an atom after the "
                  "modifiers)"},
        {"X", 1, "invalid Betza: 'X' at 1 (expected a modifier or an atom)"},
        {"Nx", 2, "invalid Betza: 'x' at 2 (expected a modifier or an atom)"},
        {"fX", 2, "invalid Betza: 'X' at 2 (expected an atom after the "
                  "modifiers)"},
        {"3N", 1, "invalid Betza: '3' at 1 (expected a modifier or an atom)"},
        {"NN2", 3, "invalid Betza: '2' at 3 (expected a modifier or an "
                   "atom)"},
        {"W27", 2, "invalid Betza: '27' at 2 (expected a range from 0 to "
                   "26)"},
        {"W 99999999999", 3, "invalid Betza: '99999999999' at 3 (expected "
                             "a range from 0 to 26)"},
        {"(0,0)", 1, "invalid Betza: '(0,0)' at 1 (expected a leap that "
                     "moves)"},
        {"(27,1)", 2, "invalid Betza: '27' at 2 (expected a number from 0 "
                      "to 26)"},
        {"(1,2", 5, "invalid Betza: end of text at 5 (expected ')')"},
        {"(1;2)", 3, "invalid Betza: ';' at 3 (expected ',')"},
        {"(-1,2)", 2, "invalid Betza: '-' at 2 (expected a number from 0 to "
                      "26)"},
        {"()", 2, "invalid Betza: ')' at 2 (expected a number from 0 to "
                  "26)"},
        /* Quoted as every message quotes (bx_quote): valid UTF-8 kept,
         * control bytes escaped. */
        {"N\xc3\xa9", 2, "invalid Betza: '\xc3\xa9' at 2 (expected a "
                         "modifier or an atom)"},
        {"N\x01", 2, "invalid Betza: '\\x01' at 2 (expected a modifier or "
                     "an atom)"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        piece_spec piece = {.count = 7};
        bx_error err = {"", -1, -1};
        bx_status status = piece_from_betza(CASES[i].text, &piece, &err);
        if (status == BX_OK || strcmp(err.message, CASES[i].message) != 0 ||
            err.column != CASES[i].column || err.line != 0)
            fail_msg("'%s': status %d at line %d column %d: %s",
                     CASES[i].text, status, err.line, err.column,
                     err.message);
        assert_int_equal(piece.count, 7); /* untouched on failure */
    }
}

static void limits(void **state)
{
    static char text[BETZA_MAX_TERMS * 2 + 8];
    piece_spec piece;
    bx_error err;
    (void)state;
    /* As many atoms as allowed, repeats merged: still two moves. ("KK"
     * would be one doubled atom, so each is "fN".) */
    text[0] = '\0';
    for (int i = 0; i < BETZA_MAX_TERMS; i++)
        strcat(text, "fN");
    assert_int_equal(piece_from_betza(text, &piece, &err), BX_OK);
    assert_int_equal(piece.count, 2);
    strcat(text, "fN");
    assert_failure(piece_from_betza(text, &piece, &err), BX_TOO_LARGE, err,
                   "invalid Betza: too many atoms at 513 (at most 256)");
    assert_int_equal(err.column, 513);
    /* Distinct leaps beyond a piece's 256 moves. */
    size_t used = 0;
    for (int a = 1; a <= 9; a++)
        for (int b = a + 1; b <= 10; b++)
            used += (size_t)snprintf(text + used, sizeof text - used,
                                     "(%d,%d)", a, b);
    assert_int_equal(piece_from_betza(text, &piece, &err), BX_TOO_LARGE);
    /* 32 atoms of 8 moves fill a piece; the 33rd, (5,8), fails. Before it:
     * a=1 (9 atoms, 46 chars), a=2 (8, 41), a=3 (7, 36), a=4 (6, 31),
     * (5,6) and (5,7) (10 chars): 164 chars. */
    assert_int_equal(err.column, 165);
}

/* --symmetric: a direction stands for its 8 images. */
static void symmetric_directions(void **state)
{
    direction_list list;
    piece_spec piece;
    (void)state;
    assert_int_equal(directions_parse("(1,2)", &list, NULL), BX_OK);
    assert_int_equal(directions_symmetric(&list, NULL), BX_OK);
    piece_clear(&piece);
    assert_int_equal(piece_add_directions(&piece, &list, 1, NULL), BX_OK);
    assert_true(piece_equal(&piece, &(piece_spec){0}) == false);
    piece_spec knight = betza("N");
    assert_true(piece_equal(&piece, &knight));
    assert_int_equal(directions_parse("(1,0) (0,-1)", &list, NULL), BX_OK);
    assert_int_equal(directions_symmetric(&list, NULL), BX_OK);
    assert_int_equal(list.count, 4);
}

/* ---- The random comparison ------------------------------------------- */

/* A term as the generator writes it, read by the brute force below from
 * these fields, never from the text. */
typedef struct {
    char letters[4]; /* direction letters, as written */
    int letter_count;
    char modality; /* 'm', 'c' or 0 */
    int a, b;      /* the leap */
    const char *atom; /* "N", or NULL for "(a,b)" */
    int range;        /* 1..26, 0 unlimited */
    bool doubled;
    int number; /* -1 none, else written after the atom */
} random_term;

static unsigned next_random(unsigned *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    return (*seed >> 16) & 0x7fff;
}

static const struct {
    const char *letter;
    int a, b;
} LEAPERS[] = {{"W", 0, 1}, {"F", 1, 1}, {"D", 0, 2}, {"N", 1, 2},
               {"A", 2, 2}, {"H", 0, 3}, {"C", 1, 3}, {"L", 1, 3},
               {"Z", 2, 3}, {"J", 2, 3}, {"G", 3, 3}};

static random_term random_term_of(unsigned *seed)
{
    static const char DIRS[] = "fblrvs";
    random_term t = {.number = -1};
    t.letter_count = (int)(next_random(seed) % 4);
    for (int i = 0; i < t.letter_count; i++)
        t.letters[i] = DIRS[next_random(seed) % 6];
    t.modality = "\0\0mc"[next_random(seed) % 4];
    int kind = (int)(next_random(seed) % 4);
    if (kind < 3) {
        int k = (int)(next_random(seed) % (sizeof LEAPERS / sizeof LEAPERS[0]));
        t.atom = LEAPERS[k].letter;
        t.a = LEAPERS[k].a;
        t.b = LEAPERS[k].b;
    } else {
        t.a = (int)(next_random(seed) % 6);
        t.b = (int)(next_random(seed) % 6);
        if (t.a == 0 && t.b == 0)
            t.b = 1;
    }
    int suffix = (int)(next_random(seed) % 4);
    t.range = 1;
    if (suffix == 1) {
        t.doubled = true;
        t.range = 0;
    } else if (suffix == 2) {
        t.number = (int)(next_random(seed) % 6);
        t.range = t.number;
    }
    return t;
}

static size_t write_term(const random_term *t, char *out, size_t size)
{
    char atom[16];
    if (t->atom != NULL)
        snprintf(atom, sizeof atom, "%s", t->atom);
    else
        snprintf(atom, sizeof atom, "(%d,%d)", t->a, t->b);
    char number[16] = "";
    if (t->number >= 0)
        snprintf(number, sizeof number, "%d", t->number);
    return (size_t)snprintf(out, size, "%.*s%s%s%s%s",
                            t->letter_count, t->letters,
                            t->modality ? (char[]){t->modality, 0} : "",
                            atom, t->doubled ? atom : "", number);
}

/* The issue's rules, applied to one vector (dr,dc) of the atom, written
 * from the text of the issue and independently of the model. */
static bool letter_points(char letter, int dr, int dc)
{
    switch (letter) {
    case 'f': return dr < 0;
    case 'b': return dr > 0;
    case 'v': return dr != 0;
    case 'l': return dc < 0;
    case 'r': return dc > 0;
    default: return dc != 0; /* s */
    }
}

static bool vertical_letter(char letter)
{
    return letter == 'f' || letter == 'b' || letter == 'v';
}

static bool brute_selected(const random_term *t, int dr, int dc)
{
    int adr = abs(dr), adc = abs(dc);
    bool orthogonal = adr == 0 || adc == 0;
    bool diagonal = adr == adc;
    if (t->letter_count == 0)
        return true;
    for (int i = 0; i < t->letter_count; i++) {
        char x = t->letters[i];
        bool paired = i + 1 < t->letter_count &&
                      vertical_letter(t->letters[i + 1]) != vertical_letter(x);
        if (paired) {
            char y = t->letters[i + 1];
            bool hit;
            if (orthogonal)
                hit = letter_points(x, dr, dc) || letter_points(y, dr, dc);
            else if (diagonal)
                hit = letter_points(x, dr, dc) && letter_points(y, dr, dc);
            else /* y is the long leg */
                hit = letter_points(x, dr, dc) && letter_points(y, dr, dc) &&
                      (vertical_letter(y) ? adr > adc : adc > adr);
            if (hit)
                return true;
            i++;
            continue;
        }
        if (orthogonal || diagonal) {
            if (letter_points(x, dr, dc))
                return true;
        } else if (letter_points(x, dr, dc) &&
                   (vertical_letter(x) ? adr > adc : adc > adr)) {
            return true;
        }
    }
    return false;
}

/* Every square reached from `from` by the terms, stepping by hand over
 * every vector of the plane that is an image of each atom. */
static void brute_reach(const random_term *terms, int count,
                        board_size board, square from, bool *reached)
{
    memset(reached, 0, (size_t)board_square_count(board) * sizeof *reached);
    for (int t = 0; t < count; t++) {
        const random_term *term = &terms[t];
        if (term->modality == 'c')
            continue;
        for (int dr = -26; dr <= 26; dr++)
            for (int dc = -26; dc <= 26; dc++) {
                bool image = (abs(dr) == term->a && abs(dc) == term->b) ||
                             (abs(dr) == term->b && abs(dc) == term->a);
                if (!image || !brute_selected(term, dr, dc))
                    continue;
                for (int k = 1; term->range == 0 || k <= term->range; k++) {
                    int row = from.row + k * dr, col = from.col + k * dc;
                    if (row < 0 || row >= board.height || col < 0 ||
                        col >= board.width)
                        break;
                    reached[row * board.width + col] = true;
                }
            }
    }
}

static void random_strings_match_brute_force(void **state)
{
    unsigned seed = 11;
    (void)state;
    for (int round = 0; round < 400; round++) {
        random_term terms[4];
        int count = 1 + (int)(next_random(&seed) % 4);
        char text[256];
        size_t used = 0;
        for (int t = 0; t < count; t++) {
            terms[t] = random_term_of(&seed);
            /* "N" then "N2" would read as "NN" then a stray "2": a term
             * that could run into the one before starts with an m. */
            if (t > 0 && !terms[t - 1].doubled && terms[t - 1].number < 0 &&
                terms[t].letter_count == 0 && terms[t].modality == 0)
                terms[t].modality = 'm';
            used += write_term(&terms[t], text + used, sizeof text - used);
        }
        board_size board = {1 + (int)(next_random(&seed) % 12),
                            1 + (int)(next_random(&seed) % 12)};
        piece_spec piece = betza(text);
        for (int i = 0; i < board_square_count(board); i++) {
            bool reached[BOARD_MAX_SQUARES];
            square_set set;
            square from = square_at(board, i);
            brute_reach(terms, count, board, from, reached);
            piece_reach(board, &piece, from, &set, NULL);
            for (int j = 0; j < board_square_count(board); j++)
                if (reached[j] != square_set_has(&set, j))
                    fail_msg("%s on %dx%d from (%d,%d): square %d", text,
                             board.width, board.height, from.row, from.col,
                             j);
        }
        /* Written back move by move, it reads as the same piece. */
        char again[PIECE_MAX_MOVES * 20];
        assert_true(betza_write_moves(&piece, again, sizeof again));
        piece_spec reread = betza(again);
        if (!piece_equal(&piece, &reread))
            fail_msg("%s written as %s", text, again);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(atoms_are_all_their_images),
        cmocka_unit_test(shorthands_and_ranges),
        cmocka_unit_test(orthogonal_directions),
        cmocka_unit_test(diagonal_directions),
        cmocka_unit_test(oblique_directions),
        cmocka_unit_test(modalities_and_compounds),
        cmocka_unit_test(published_average_mobility),
        cmocka_unit_test(every_preset_is_its_betza),
        cmocka_unit_test(refusals_name_the_position),
        cmocka_unit_test(limits),
        cmocka_unit_test(symmetric_directions),
        cmocka_unit_test(random_strings_match_brute_force),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
