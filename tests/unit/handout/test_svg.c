/* Wrapping an SVG title (svg.h: svg_wrap_title), with the lines worked
 * out by hand below. */
#include "unit/handout/handout_test.h"

#include "svg.h"

enum { MAX_LINES = 16 };

static svg_span lines[MAX_LINES];

/* Wraps title at max_chars and checks the lines are the expected
 * "start+length" pairs, e.g. "0+4 5+3". */
static void check_wrap(const char *title, int max_chars, const char *expected)
{
    char got[256];
    size_t n = 0;
    int count = svg_wrap_title(title, max_chars, lines, MAX_LINES);
    assert_true(count <= MAX_LINES);
    got[0] = '\0';
    for (int i = 0; i < count; i++)
        n += (size_t)snprintf(got + n, sizeof got - n, "%s%d+%d",
                              i > 0 ? " " : "", lines[i].start,
                              lines[i].length);
    assert_string_equal(got, expected);
}

/* A title that fits is one line, whole. "knight (N) · 8×8 · moves needed
 * from d4" is 39 characters in 42 bytes (· and × take two each): it fits
 * in 39 characters, and in 38 "d4" goes to a second line (36 characters
 * and the space between). */
static void test_fits(void **state)
{
    (void)state;
    const char *title = "knight (N) \xc2\xb7 8\xc3\x97" "8 \xc2\xb7 moves "
                        "needed from d4";
    assert_int_equal(strlen(title), 42);
    check_wrap(title, 51, "0+42");
    check_wrap(title, 39, "0+42");
    check_wrap(title, 38, "0+39 40+2");
    check_wrap("", 10, "0+0");
}

/* At spaces, each left out:
 *   "a bc def ghij" in 6: "a bc d" is the most that fits; the last space
 *   in it ends "a bc" (0+4); from 5 "def gh" fits, the space at 8 ends
 *   "def" (5+3); "ghij" (9+4) fits.
 *   "abc def" in 3: the space right after "abc" ends it (0+3), "def" 4+3.
 *   "position NNNN/NNNN/NNNN" in 16: the FEN-like word (14) fits a line of
 *   its own, so the break is at the space (0+8 9+14). */
static void test_spaces(void **state)
{
    (void)state;
    check_wrap("a bc def ghij", 6, "0+4 5+3 9+4");
    check_wrap("abc def", 3, "0+3 4+3");
    check_wrap("position NNNN/NNNN/NNNN", 16, "0+8 9+14");
}

/* Inside a word longer than a line: after its last '/' that fits, or after
 * max_chars characters when none does.
 *   "ab/cdef/gh" in 5: "ab/cd" fits, its last '/' ends "ab/" (0+3);
 *   "cdef/" fits exactly before 'g' and ends with its '/' (3+5); "gh".
 *   "abcdefghij" in 4: 0+4 4+4 8+2.
 *   "position NNNN/NNNN/NNNN" in 12: the word (14) is longer than a line,
 *   so "position NNN" fills the first (no '/' in "NNN"): 0+12, and the
 *   rest, "N/NNNN/NNNN", fits: 12+11.
 * Below 1, max_chars counts as 1. */
static void test_long_words(void **state)
{
    (void)state;
    check_wrap("ab/cdef/gh", 5, "0+3 3+5 8+2");
    check_wrap("abcdefghij", 4, "0+4 4+4 8+2");
    check_wrap("position NNNN/NNNN/NNNN", 12, "0+12 12+11");
    check_wrap("abc", 0, "0+1 1+1 2+1");
}

/* A 26x26 position's title as a picture of that board wraps it: 1084
 * units wide ((1084 - 30) / 12 = 87 characters a line).
 *   "position " is bytes 0-8; rank r of the FEN is 9 + 27r ... 34 + 27r,
 *   its '/' at 35 + 27r; the FEN ends at 710, then " w - - 0 1 (seed
 *   rules)" to 733.
 *   Line 1: 87 characters end at 87; the space at 8 is followed by the
 *   FEN (701, longer than a line), so the break is after its last '/'
 *   before 87, at 62: 0+63 (two ranks).
 *   Then from 63 + 81k: 87 more end at 150 + 81k, the last '/' before is
 *   three ranks on (143 + 81k): 81 bytes, for k = 0 ... 6 (63 to 549).
 *   From 630 (rank 23): 87 end at 717 ('0'); the last space is 716, and
 *   "0" fits a line: 630+86 (three ranks and " w - -"); then 717+16,
 *   "0 1 (seed rules)". */
static void test_fen_26x26(void **state)
{
    (void)state;
    char title[800];
    size_t n = (size_t)snprintf(title, sizeof title, "position ");
    for (int rank = 0; rank < 26; rank++) {
        if (rank > 0)
            title[n++] = '/';
        for (int file = 0; file < 26; file++)
            title[n++] = 'N';
    }
    snprintf(title + n, sizeof title - n, " w - - 0 1 (seed rules)");
    assert_int_equal(strlen(title), 733);
    assert_int_equal((1084 - SVG_LEFT) / SVG_TITLE_WRAP_CHAR, 87);
    check_wrap(title, 87, "0+63 63+81 144+81 225+81 306+81 387+81 468+81 "
                          "549+81 630+86 717+16");

    /* Each line ends where the next starts, or one space before it. */
    int count = svg_wrap_title(title, 87, lines, MAX_LINES);
    for (int i = 0; i + 1 < count; i++) {
        int end = lines[i].start + lines[i].length;
        assert_true(lines[i + 1].start == end ||
                    (lines[i + 1].start == end + 1 && title[end] == ' '));
    }
    assert_int_equal(lines[count - 1].start + lines[count - 1].length, 733);

    /* The count comes back however many lines there is room for. */
    assert_int_equal(svg_wrap_title(title, 87, NULL, 0), 10);
    assert_int_equal(svg_wrap_title(title, 87, lines, 2), 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fits),
        cmocka_unit_test(test_spaces),
        cmocka_unit_test(test_long_words),
        cmocka_unit_test(test_fen_26x26),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
