/* bx_fail and its kin: the message and where the fault is, each field set
 * on every failure. bx_quote: user text in a message, as the
 * hostile-input issue asks. Every expectation is written out by hand from
 * its rules: control bytes, DEL, backslash and invalid UTF-8 escaped,
 * valid UTF-8 kept, cut after 40 characters with "...". */
#include "boardex_test.h"

#include "status.h"

/* Each failure sets the message, the line and the column, so an error
 * filled before (here with stale places) keeps nothing of it. */
static void fail_sets_every_field(void **state)
{
    (void)state;
    bx_error err = {"stale", 7, 9};
    assert_int_equal(bx_fail(&err, BX_INVALID, "bad %s", "thing"),
                     BX_INVALID);
    assert_string_equal(err.message, "bad thing");
    assert_int_equal(err.line, 0);
    assert_int_equal(err.column, 0);

    err = (bx_error){"stale", 7, 9};
    assert_int_equal(bx_fail_line(&err, BX_TOO_LARGE, 3, "line %d", 3),
                     BX_TOO_LARGE);
    assert_string_equal(err.message, "line 3");
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 0);

    err = (bx_error){"stale", 7, 9};
    assert_int_equal(bx_fail_at(&err, BX_INVALID, 5, "'%c' at %d", 'x', 5),
                     BX_INVALID);
    assert_string_equal(err.message, "'x' at 5");
    assert_int_equal(err.line, 0);
    assert_int_equal(err.column, 5);
}

/* Without an error to fill, each still returns the status. */
static void fail_without_an_error(void **state)
{
    (void)state;
    assert_int_equal(bx_fail(NULL, BX_NOT_FOUND, "none"), BX_NOT_FOUND);
    assert_int_equal(bx_fail_line(NULL, BX_INVALID, 2, "none"), BX_INVALID);
    assert_int_equal(bx_fail_at(NULL, BX_TOO_LARGE, 4, "none"),
                     BX_TOO_LARGE);
}

static void assert_quote(const char *text, const char *want)
{
    char out[BX_QUOTE_MAX];
    bx_quote(out, text);
    assert_string_equal(out, want);
}

static void escapes_what_a_terminal_obeys(void **state)
{
    (void)state;
    /* The issue's own example: an OSC title sequence. */
    assert_quote("--\x1b]0;pwned\a", "--\\x1b]0;pwned\\x07");
    assert_quote("a\nboardex: forged", "a\\nboardex: forged");
    assert_quote("tab\there\r", "tab\\there\\r");
    assert_quote("del\x7f", "del\\x7f");
    assert_quote("back\\slash", "back\\\\slash");
    /* C1 controls (U+009B is CSI) are valid UTF-8 but act like ESC. */
    assert_quote("\xc2\x9b" "31m", "\\xc2\\x9b31m");
}

static void keeps_valid_utf8_and_escapes_invalid(void **state)
{
    (void)state;
    assert_quote("caf\xc3\xa9 \xe2\x86\x92 \xf0\x9f\x90\xb4",
                 "caf\xc3\xa9 \xe2\x86\x92 \xf0\x9f\x90\xb4");
    assert_quote("\xff\xfe", "\\xff\\xfe");
    assert_quote("\xc3", "\\xc3");                   /* truncated */
    assert_quote("\xc0\xaf", "\\xc0\\xaf");           /* overlong '/' */
    assert_quote("\xed\xa0\x80", "\\xed\\xa0\\x80");  /* a surrogate */
    assert_quote("\xf4\x90\x80\x80", "\\xf4\\x90\\x80\\x80"); /* > U+10FFFF */
    assert_quote("\x80x", "\\x80x"); /* a lone continuation byte */
}

static void cuts_after_40_characters(void **state)
{
    (void)state;
    const char *forty = "0123456789012345678901234567890123456789";
    char longer[64];
    snprintf(longer, sizeof longer, "%sX", forty);
    assert_quote(forty, forty); /* at the limit: whole */
    char want[64];
    snprintf(want, sizeof want, "%s...", forty);
    assert_quote(longer, want); /* one past: cut */
    /* Characters, not bytes: 41 two-byte letters are cut after 40, and
     * 41 escaped bytes too. */
    char wide[128] = "", wide_want[128] = "";
    for (int i = 0; i < 41; i++)
        strcat(wide, "\xc3\xa9");
    for (int i = 0; i < 40; i++)
        strcat(wide_want, "\xc3\xa9");
    strcat(wide_want, "...");
    assert_quote(wide, wide_want);
    char bad[64] = "", bad_want[200] = "";
    for (int i = 0; i < 41; i++)
        strcat(bad, "\x01");
    for (int i = 0; i < 40; i++)
        strcat(bad_want, "\\x01");
    strcat(bad_want, "...");
    assert_quote(bad, bad_want);
}

static void the_worst_case_fits(void **state)
{
    (void)state;
    /* 100 000 bytes of ESC: 40 escapes of 4 bytes and "...". */
    char *text = malloc(100001);
    assert_non_null(text);
    memset(text, 0x1b, 100000);
    text[100000] = '\0';
    char out[BX_QUOTE_MAX];
    bx_quote(out, text);
    assert_int_equal(strlen(out), 40 * 4 + 3);
    bx_quote_path(out, text);
    assert_int_equal(strlen(out), 3 + 40 * 4);
    free(text);
}

static void bytes_show_nul(void **state)
{
    (void)state;
    char out[BX_QUOTE_MAX];
    bx_quote_bytes(out, "3\0x", 3);
    assert_string_equal(out, "3\\x00x");
}

static void a_path_keeps_its_end(void **state)
{
    (void)state;
    char out[BX_QUOTE_MAX];
    bx_quote_path(out, "tours/knight.txt");
    assert_string_equal(out, "tours/knight.txt");
    /* 46 characters: "/home/" goes, the last 40 stay after "...". */
    bx_quote_path(out, "/home/a/very/long/folder/name/tours/knight.txt");
    assert_string_equal(out, "...a/very/long/folder/name/tours/knight.txt");
    bx_quote_path(out, "dir/\nfake");
    assert_string_equal(out, "dir/\\nfake");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fail_sets_every_field),
        cmocka_unit_test(fail_without_an_error),
        cmocka_unit_test(escapes_what_a_terminal_obeys),
        cmocka_unit_test(keeps_valid_utf8_and_escapes_invalid),
        cmocka_unit_test(cuts_after_40_characters),
        cmocka_unit_test(the_worst_case_fits),
        cmocka_unit_test(bytes_show_nul),
        cmocka_unit_test(a_path_keeps_its_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
