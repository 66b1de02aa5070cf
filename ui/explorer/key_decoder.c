/* The byte-level decoder: UTF-8, escape sequences, mouse reports and
 * bracketed paste, as a small state machine fed one byte at a time. */
#include <stdlib.h>
#include <string.h>

#include "key_binding.h"
#include "key_decoder.h"

enum { ESC = 0x1b };

static const char PASTE_END[] = "\033[201~";
enum { PASTE_END_LENGTH = sizeof PASTE_END - 1 };

void key_decoder_init(key_decoder *decoder)
{
    decoder->sequence_length = 0;
    decoder->utf8_length = 0;
    decoder->utf8_needed = 0;
    decoder->in_paste = false;
    decoder->paste_overflow = false;
    decoder->paste_length = 0;
    decoder->paste[0] = '\0';
}

static key_event key_of(int key)
{
    return (key_event){.kind = KEY_EVENT_KEY, .key = key};
}

static key_event event_of(key_event_kind kind, int key)
{
    return (key_event){.kind = kind, .key = key};
}

/* Control bytes as the explorer's keys: the terminal sends CR for Enter and
 * BS or DEL for Backspace. */
static int control_key(unsigned char byte)
{
    if (byte == '\r' || byte == '\n')
        return BX_KEY_ENTER;
    if (byte == 8 || byte == 0x7f)
        return BX_KEY_BACKSPACE;
    return byte;
}

/* The keys of "ESC [ number ~". */
static int tilde_key(int number)
{
    switch (number) {
    case 1: case 7: return BX_KEY_HOME;
    case 4: case 8: return BX_KEY_END;
    case 3: return BX_KEY_DELETE;
    case 5: return BX_KEY_PAGE_UP;
    case 6: return BX_KEY_PAGE_DOWN;
    case 11: return BX_KEY_F1;
    default: return 0;
    }
}

/* The keys of a final letter, after CSI (with any modifiers) or SS3. */
static int letter_key(unsigned char final)
{
    switch (final) {
    case 'A': return BX_KEY_UP;
    case 'B': return BX_KEY_DOWN;
    case 'C': return BX_KEY_RIGHT;
    case 'D': return BX_KEY_LEFT;
    case 'H': return BX_KEY_HOME;
    case 'F': return BX_KEY_END;
    case 'P': return BX_KEY_F1;
    default: return 0;
    }
}

/* "ESC [ < b ; x ; y M": a button press at column x, row y (1-based). */
static int sgr_mouse(const unsigned char *params, int length, key_event *out)
{
    int values[3] = {0, 0, 0};
    int count = 0;
    for (int i = 0; i < length; i++) {
        if (params[i] == ';') {
            if (++count >= 3)
                return 0;
        } else if (params[i] >= '0' && params[i] <= '9' &&
                   values[count] < 100000) {
            values[count] = values[count] * 10 + (params[i] - '0');
        } else {
            return 0;
        }
    }
    if (count != 2)
        return 0;
    /* Only a left-button press clicks; its release and others are quiet. */
    *out = (key_event){.kind = KEY_EVENT_CLICK, .row = values[2] - 1,
                       .col = values[1] - 1, .key = values[0]};
    return 1;
}

/* The event a complete CSI sequence stands for; -1 for "nothing to say"
 * (a mouse release, a stray paste end), 0 for an unknown sequence. */
static int finish_csi(key_decoder *decoder, key_event *out)
{
    const unsigned char *body = decoder->sequence + 2;
    int length = decoder->sequence_length - 2;
    unsigned char final = body[length - 1];

    if (body[0] == '<') {
        if (final != 'M' && final != 'm')
            return 0;
        if (!sgr_mouse(body + 1, length - 2, out))
            return 0;
        return final == 'M' && (out->key & ~0x1c) == 0 ? 1 : -1;
    }
    if (final == '~') {
        int number = 0;
        for (int i = 0; i < length - 1; i++) {
            if (body[i] == ';')
                break; /* modifiers: the key is the same */
            if (body[i] < '0' || body[i] > '9' || number > 1000)
                return 0;
            number = number * 10 + (body[i] - '0');
        }
        if (number == 200) {
            decoder->in_paste = true;
            decoder->paste_length = 0;
            decoder->paste_overflow = false;
            return -1;
        }
        if (number == 201)
            return -1;
        int key = tilde_key(number);
        if (key == 0)
            return 0;
        *out = key_of(key);
        return 1;
    }
    int key = final == 'Z' ? BX_KEY_BACK_TAB : letter_key(final);
    if (key == 0)
        return 0;
    *out = key_of(key);
    return 1;
}

/* Adds a byte to the escape sequence begun; returns the events it ends. */
static int feed_sequence(key_decoder *decoder, unsigned char byte,
                         key_event *out)
{
    unsigned char *seq = decoder->sequence;
    int length = decoder->sequence_length;

    if (length == 1) {
        if (byte == '[' || byte == 'O') {
            seq[decoder->sequence_length++] = byte;
            return 0;
        }
        /* ESC then something else: the Esc key, then that byte afresh. */
        decoder->sequence_length = 0;
        out[0] = key_of(BX_KEY_ESCAPE);
        key_event more[KEY_DECODER_EVENTS_MAX];
        int n = key_decoder_feed(decoder, byte, more);
        if (n > 0)
            out[1] = more[0]; /* a single byte completes at most one */
        return 1 + (n > 0);
    }
    /* X10 mouse: ESC [ M and three bytes of button, column, row (+32). */
    if (length >= 3 && seq[1] == '[' && seq[2] == 'M' &&
        decoder->sequence_length < 6) {
        seq[decoder->sequence_length++] = byte;
        if (decoder->sequence_length < 6)
            return 0;
        decoder->sequence_length = 0;
        if (((seq[3] - 32) & 3) != 0 || (seq[3] - 32) >= 32)
            return 0; /* a release or another button */
        out[0] = (key_event){.kind = KEY_EVENT_CLICK, .col = seq[4] - 33,
                             .row = seq[5] - 33};
        return 1;
    }
    if (length >= KEY_DECODER_SEQUENCE_MAX || byte < 0x20) {
        /* Too long, or broken off by ESC or another control byte: unknown,
         * and the byte starts afresh. */
        decoder->sequence_length = 0;
        out[0] = event_of(KEY_EVENT_BAD_SEQUENCE, 0);
        key_event more[KEY_DECODER_EVENTS_MAX];
        int n = key_decoder_feed(decoder, byte, more);
        if (n > 0)
            out[1] = more[0];
        return 1 + (n > 0);
    }
    seq[decoder->sequence_length++] = byte;
    if (seq[1] == 'O') {
        decoder->sequence_length = 0;
        int key = letter_key(byte);
        out[0] = key != 0 ? key_of(key) : event_of(KEY_EVENT_BAD_SEQUENCE, 0);
        return 1;
    }
    if (length == 2 && byte == 'M')
        return 0; /* X10 mouse: three raw bytes follow */
    if (byte < 0x40 || byte > 0x7e)
        return 0; /* parameters and intermediates */
    int n = finish_csi(decoder, out);
    decoder->sequence_length = 0;
    if (n == 0) {
        out[0] = event_of(KEY_EVENT_BAD_SEQUENCE, 0);
        return 1;
    }
    return n < 0 ? 0 : n;
}

/* Inside a paste every byte is text until ESC [ 201 ~. */
static int feed_paste(key_decoder *decoder, unsigned char byte,
                      key_event *out)
{
    if (!decoder->paste_overflow &&
        decoder->paste_length < KEY_DECODER_PASTE_MAX) {
        decoder->paste[decoder->paste_length++] = (char)byte;
    } else {
        /* Too long to keep: keep only the last bytes, so the end marker
         * is still seen. */
        size_t from = decoder->paste_overflow
                          ? 1
                          : decoder->paste_length - (PASTE_END_LENGTH - 1);
        memmove(decoder->paste, decoder->paste + from, PASTE_END_LENGTH - 1);
        decoder->paste[PASTE_END_LENGTH - 1] = (char)byte;
        decoder->paste_length = PASTE_END_LENGTH;
        decoder->paste_overflow = true;
    }
    size_t n = decoder->paste_length;
    if (n < PASTE_END_LENGTH ||
        memcmp(decoder->paste + n - PASTE_END_LENGTH, PASTE_END,
               PASTE_END_LENGTH) != 0)
        return 0;
    decoder->in_paste = false;
    if (decoder->paste_overflow) {
        out[0] = event_of(KEY_EVENT_PASTE_TOO_LONG, KEY_DECODER_PASTE_MAX);
        return 1;
    }
    n -= PASTE_END_LENGTH;
    decoder->paste[n] = '\0';
    out[0] = (key_event){.kind = KEY_EVENT_PASTE, .text = decoder->paste,
                         .length = n};
    return 1;
}

/* How many continuation bytes a lead byte needs, or -1 when it cannot
 * start a character (overlong forms and code points past U+10FFFF). */
static int utf8_needed(unsigned char byte)
{
    if (byte >= 0xc2 && byte <= 0xdf)
        return 1;
    if (byte >= 0xe0 && byte <= 0xef)
        return 2;
    if (byte >= 0xf0 && byte <= 0xf4)
        return 3;
    return -1;
}

/* The second byte's range is narrower after some lead bytes (no overlongs,
 * surrogates or code points past U+10FFFF). */
static bool utf8_second_ok(unsigned char lead, unsigned char byte)
{
    unsigned char low = 0x80, high = 0xbf;
    if (lead == 0xe0)
        low = 0xa0;
    else if (lead == 0xed)
        high = 0x9f;
    else if (lead == 0xf0)
        low = 0x90;
    else if (lead == 0xf4)
        high = 0x8f;
    return byte >= low && byte <= high;
}

static int feed_utf8(key_decoder *decoder, unsigned char byte,
                     key_event *out)
{
    if (decoder->utf8_needed == 0) {
        int needed = utf8_needed(byte);
        if (needed < 0) {
            out[0] = event_of(KEY_EVENT_BAD_BYTE, byte);
            return 1;
        }
        decoder->utf8[0] = byte;
        decoder->utf8_length = 1;
        decoder->utf8_needed = needed;
        return 0;
    }
    bool ok = (byte & 0xc0) == 0x80 &&
              (decoder->utf8_length > 1 ||
               utf8_second_ok(decoder->utf8[0], byte));
    if (!ok) {
        /* The character is cut: say so, then read this byte afresh. */
        out[0] = event_of(KEY_EVENT_BAD_BYTE, decoder->utf8[0]);
        decoder->utf8_needed = 0;
        decoder->utf8_length = 0;
        key_event more[KEY_DECODER_EVENTS_MAX];
        int n = key_decoder_feed(decoder, byte, more);
        if (n > 0)
            out[1] = more[0];
        return 1 + (n > 0);
    }
    decoder->utf8[decoder->utf8_length++] = byte;
    if (--decoder->utf8_needed > 0)
        return 0;
    unsigned lead = decoder->utf8[0];
    int length = decoder->utf8_length;
    unsigned code = lead & (0xffu >> (length + 1));
    for (int i = 1; i < length; i++)
        code = (code << 6) | (decoder->utf8[i] & 0x3fu);
    decoder->utf8_length = 0;
    out[0] = key_of((int)code);
    return 1;
}

int key_decoder_feed(key_decoder *decoder, unsigned char byte,
                     key_event out[KEY_DECODER_EVENTS_MAX])
{
    if (decoder->in_paste)
        return feed_paste(decoder, byte, out);
    if (decoder->sequence_length > 0)
        return feed_sequence(decoder, byte, out);
    if (decoder->utf8_needed > 0 || byte >= 0x80)
        return feed_utf8(decoder, byte, out);
    if (byte == ESC) {
        decoder->sequence[0] = byte;
        decoder->sequence_length = 1;
        return 0;
    }
    out[0] = key_of(control_key(byte));
    return 1;
}

bool key_decoder_waiting(const key_decoder *decoder)
{
    return !decoder->in_paste &&
           (decoder->sequence_length > 0 || decoder->utf8_needed > 0);
}

int key_decoder_timeout(key_decoder *decoder,
                        key_event out[KEY_DECODER_EVENTS_MAX])
{
    if (decoder->in_paste)
        return 0;
    if (decoder->utf8_needed > 0) {
        decoder->utf8_needed = 0;
        decoder->utf8_length = 0;
        out[0] = event_of(KEY_EVENT_BAD_BYTE, decoder->utf8[0]);
        return 1;
    }
    if (decoder->sequence_length == 0)
        return 0;
    bool lone = decoder->sequence_length == 1;
    decoder->sequence_length = 0;
    out[0] = lone ? key_of(BX_KEY_ESCAPE) : event_of(KEY_EVENT_BAD_SEQUENCE, 0);
    return 1;
}
