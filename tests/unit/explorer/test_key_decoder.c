/* The key decoder: terminal bytes as xterm (and tmux) send them, to the
 * explorer's events. The expected codes come from the xterm control
 * sequences document (CSI A-D arrows, CSI n ~ editing keys, CSI < b;x;y M
 * SGR mouse, CSI 200 ~ / 201 ~ bracketed paste) and RFC 3629 (UTF-8). */
#include "boardex_test.h"

#include "key_binding.h"
#include "key_decoder.h"

enum { MAX_EVENTS = 64 };

typedef struct {
    key_event events[MAX_EVENTS];
    char pasted[256];
    int count;
} decoded;

/* Feeds bytes, then (with pause) a pause, collecting every event. */
static decoded decode(const char *bytes, size_t length, bool pause)
{
    static key_decoder decoder;
    decoded out = {.count = 0};
    key_decoder_init(&decoder);
    for (size_t i = 0; i < length; i++) {
        key_event events[KEY_DECODER_EVENTS_MAX];
        int n = key_decoder_feed(&decoder, (unsigned char)bytes[i], events);
        for (int e = 0; e < n && out.count < MAX_EVENTS; e++) {
            if (events[e].kind == KEY_EVENT_PASTE)
                snprintf(out.pasted, sizeof out.pasted, "%s", events[e].text);
            out.events[out.count++] = events[e];
        }
    }
    if (pause) {
        key_event events[KEY_DECODER_EVENTS_MAX];
        int n = key_decoder_timeout(&decoder, events);
        for (int e = 0; e < n && out.count < MAX_EVENTS; e++)
            out.events[out.count++] = events[e];
    }
    return out;
}

#define DECODE(literal, pause) decode(literal, sizeof literal - 1, pause)

static void assert_keys(decoded got, const int *keys, int count)
{
    assert_int_equal(got.count, count);
    for (int i = 0; i < count; i++) {
        assert_int_equal(got.events[i].kind, KEY_EVENT_KEY);
        assert_int_equal(got.events[i].key, keys[i]);
    }
}

static void test_plain_keys_and_controls(void **unused)
{
    (void)unused;
    static const int keys[] = {'q', BX_KEY_ENTER, BX_KEY_BACKSPACE,
                               BX_KEY_BACKSPACE, BX_KEY_TAB, BX_KEY_CTRL_R};
    assert_keys(DECODE("q\r\x7f\b\t\x12", false), keys, 6);
}

static void test_cursor_and_editing_sequences(void **unused)
{
    (void)unused;
    static const int keys[] = {
        BX_KEY_UP,   BX_KEY_DOWN,      BX_KEY_RIGHT,    BX_KEY_LEFT,
        BX_KEY_UP,   BX_KEY_HOME,      BX_KEY_END,      BX_KEY_HOME,
        BX_KEY_END,  BX_KEY_DELETE,    BX_KEY_PAGE_UP,  BX_KEY_PAGE_DOWN,
        BX_KEY_BACK_TAB, BX_KEY_F1,    BX_KEY_F1,       BX_KEY_LEFT};
    /* CSI and SS3 (application) forms; ESC [ 1 ; 5 D is Ctrl-Left. */
    assert_keys(DECODE("\033[A\033[B\033[C\033[D\033OA\033[H\033[F\033[1~"
                       "\033[4~\033[3~\033[5~\033[6~\033[Z\033OP\033[11~"
                       "\033[1;5D",
                       false),
                keys, 16);
}

static void test_lone_escape_is_the_esc_key_after_a_pause(void **unused)
{
    (void)unused;
    decoded got = DECODE("\033", false);
    assert_int_equal(got.count, 0); /* more of a sequence may come */
    static const int esc[] = {BX_KEY_ESCAPE};
    assert_keys(DECODE("\033", true), esc, 1);
    /* Esc then a letter typed fast: both keys. */
    static const int esc_q[] = {BX_KEY_ESCAPE, 'q'};
    assert_keys(DECODE("\033q", false), esc_q, 2);
    static const int esc_esc[] = {BX_KEY_ESCAPE, BX_KEY_ESCAPE};
    assert_keys(DECODE("\033\033", true), esc_esc, 2);
}

static void test_utf8_characters(void **unused)
{
    (void)unused;
    /* é U+00E9, € U+20AC, 𝄞 U+1D11E */
    static const int keys[] = {0xe9, 0x20ac, 0x1d11e, 'x'};
    assert_keys(DECODE("\xc3\xa9\xe2\x82\xac\xf0\x9d\x84\x9ex", false), keys,
                4);
}

static void test_bad_bytes_are_reported_and_decoding_goes_on(void **unused)
{
    (void)unused;
    /* 0xff never occurs in UTF-8; a lone 0xe1 is cut by 'q'; 0xc0 0xaf is
     * an overlong '/'; 0xed 0xa0 0x80 a surrogate. */
    decoded got = DECODE("\xffq\xe1q\xc0\xafq", false);
    assert_int_equal(got.count, 7);
    assert_int_equal(got.events[0].kind, KEY_EVENT_BAD_BYTE);
    assert_int_equal(got.events[0].key, 0xff);
    assert_int_equal(got.events[1].key, 'q');
    assert_int_equal(got.events[2].kind, KEY_EVENT_BAD_BYTE);
    assert_int_equal(got.events[2].key, 0xe1);
    assert_int_equal(got.events[3].key, 'q');
    assert_int_equal(got.events[4].kind, KEY_EVENT_BAD_BYTE); /* 0xc0 */
    assert_int_equal(got.events[5].kind, KEY_EVENT_BAD_BYTE); /* 0xaf */
    assert_int_equal(got.events[6].key, 'q');
    got = DECODE("\xed\xa0\x80", false);
    assert_int_equal(got.events[0].kind, KEY_EVENT_BAD_BYTE);
    /* A character cut by the end of input is bad after the pause. */
    got = DECODE("\xe2\x82", true);
    assert_int_equal(got.count, 1);
    assert_int_equal(got.events[0].kind, KEY_EVENT_BAD_BYTE);
}

static void test_unknown_sequences_are_reported_whole(void **unused)
{
    (void)unused;
    /* F12 (CSI 24 ~), focus-in (CSI I), SS3 x: one event each, and the
     * bytes of the sequence never become keys. */
    decoded got = DECODE("\033[24~\033[I\033Oxq", false);
    assert_int_equal(got.count, 4);
    for (int i = 0; i < 3; i++)
        assert_int_equal(got.events[i].kind, KEY_EVENT_BAD_SEQUENCE);
    assert_int_equal(got.events[3].key, 'q');
    /* A sequence cut by the pause, and one too long to be real. */
    got = DECODE("\033[1;", true);
    assert_int_equal(got.count, 1);
    assert_int_equal(got.events[0].kind, KEY_EVENT_BAD_SEQUENCE);
    got = DECODE("\033[1111111111111111111111111111111111111111q", false);
    assert_int_equal(got.events[0].kind, KEY_EVENT_BAD_SEQUENCE);
}

static void test_mouse_reports(void **unused)
{
    (void)unused;
    /* SGR: press of button 1 at column 25, row 15 (1-based); its release
     * and a wheel event say nothing. */
    decoded got = DECODE("\033[<0;25;15M\033[<0;25;15m\033[<64;3;3M", false);
    assert_int_equal(got.count, 1);
    assert_int_equal(got.events[0].kind, KEY_EVENT_CLICK);
    assert_int_equal(got.events[0].row, 14);
    assert_int_equal(got.events[0].col, 24);
    /* X10: ESC [ M, button+32, column+32, row+32. */
    got = DECODE("\033[M !/", false);
    assert_int_equal(got.count, 1);
    assert_int_equal(got.events[0].kind, KEY_EVENT_CLICK);
    assert_int_equal(got.events[0].col, 0);
    assert_int_equal(got.events[0].row, 14);
}

static void test_bracketed_paste_is_one_event(void **unused)
{
    (void)unused;
    /* Newlines, q and an escape inside a paste are text, not keys. */
    decoded got =
        DECODE("x\033[200~8/8/8/8\nq\033[A 1\033[201~y", false);
    assert_int_equal(got.count, 3);
    assert_int_equal(got.events[0].key, 'x');
    assert_int_equal(got.events[1].kind, KEY_EVENT_PASTE);
    assert_string_equal(got.pasted, "8/8/8/8\nq\033[A 1");
    assert_int_equal(got.events[1].length, 14);
    assert_int_equal(got.events[2].key, 'y');
    /* A paste still open waits: a pause does not end it. */
    got = DECODE("\033[200~abc", true);
    assert_int_equal(got.count, 0);
}

static void test_paste_too_long_is_refused_whole(void **unused)
{
    (void)unused;
    static key_decoder decoder;
    key_event events[KEY_DECODER_EVENTS_MAX];
    int count = 0;
    key_event last = {0};
    const char *start = "\033[200~", *end = "\033[201~";
    key_decoder_init(&decoder);
    for (const char *c = start; *c != '\0'; c++)
        count += key_decoder_feed(&decoder, (unsigned char)*c, events);
    for (int i = 0; i < KEY_DECODER_PASTE_MAX + 10; i++)
        count += key_decoder_feed(&decoder, 'a', events);
    for (const char *c = end; *c != '\0'; c++) {
        int n = key_decoder_feed(&decoder, (unsigned char)*c, events);
        if (n > 0)
            last = events[0];
        count += n;
    }
    assert_int_equal(count, 1);
    assert_int_equal(last.kind, KEY_EVENT_PASTE_TOO_LONG);
    /* And the decoder reads keys again. */
    assert_int_equal(key_decoder_feed(&decoder, 'q', events), 1);
    assert_int_equal(events[0].key, 'q');
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_keys_and_controls),
        cmocka_unit_test(test_cursor_and_editing_sequences),
        cmocka_unit_test(test_lone_escape_is_the_esc_key_after_a_pause),
        cmocka_unit_test(test_utf8_characters),
        cmocka_unit_test(test_bad_bytes_are_reported_and_decoding_goes_on),
        cmocka_unit_test(test_unknown_sequences_are_reported_whole),
        cmocka_unit_test(test_mouse_reports),
        cmocka_unit_test(test_bracketed_paste_is_one_event),
        cmocka_unit_test(test_paste_too_long_is_refused_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
