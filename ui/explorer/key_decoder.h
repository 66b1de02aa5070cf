/* Terminal bytes to the explorer's input events, without curses.
 *
 * The front end reads raw bytes from the terminal and feeds them here; the
 * key fuzzer feeds the same decoder, so what it tests is what a user's
 * terminal sends. It knows UTF-8, the usual cursor and editing key
 * sequences (CSI and SS3, as xterm, tmux and the Linux console send them),
 * xterm mouse reports (SGR and the older X10 form) and bracketed paste
 * (ESC [ 200 ~ ... ESC [ 201 ~), so pasted text arrives as one event and
 * never as keys. A byte that is not UTF-8 and a sequence it does not know
 * come out as their own events: the caller says so and carries on. */
#ifndef BOARDEX_KEY_DECODER_H
#define BOARDEX_KEY_DECODER_H

#include <stdbool.h>
#include <stddef.h>

enum {
    KEY_DECODER_SEQUENCE_MAX = 32,
    /* The longest paste kept: a 26x26 tour grid takes under 3 KB. */
    KEY_DECODER_PASTE_MAX = 65536,
    /* At most this many events come out of one byte or one timeout. */
    KEY_DECODER_EVENTS_MAX = 2,
};

typedef enum {
    KEY_EVENT_KEY,          /* key: a BX_KEY_* code or a code point */
    KEY_EVENT_PASTE,        /* text, length: what was pasted */
    KEY_EVENT_CLICK,        /* row, col: 0-based screen cell */
    KEY_EVENT_BAD_BYTE,     /* key: the byte that is not UTF-8 */
    KEY_EVENT_BAD_SEQUENCE, /* an escape sequence with no meaning here */
    KEY_EVENT_PASTE_TOO_LONG,
} key_event_kind;

typedef struct {
    key_event_kind kind;
    int key;
    int row, col;
    const char *text; /* PASTE: the decoder's buffer, valid until the next
                         byte is fed */
    size_t length;
} key_event;

typedef struct {
    unsigned char sequence[KEY_DECODER_SEQUENCE_MAX]; /* from ESC on */
    int sequence_length;
    unsigned char utf8[4]; /* a character begun */
    int utf8_length, utf8_needed;
    bool in_paste;
    bool paste_overflow;
    size_t paste_length;
    char paste[KEY_DECODER_PASTE_MAX + 1];
} key_decoder;

void key_decoder_init(key_decoder *decoder);

/* Feeds one byte; returns how many events it completed (written to out). */
int key_decoder_feed(key_decoder *decoder, unsigned char byte,
                     key_event out[KEY_DECODER_EVENTS_MAX]);

/* Whether a lone Esc or a sequence is waiting for more bytes: the caller
 * waits a short while, then calls key_decoder_timeout. */
bool key_decoder_waiting(const key_decoder *decoder);

/* No more bytes came: a lone ESC is the Esc key, a cut sequence or
 * character is bad. Returns the number of events written to out. */
int key_decoder_timeout(key_decoder *decoder,
                        key_event out[KEY_DECODER_EVENTS_MAX]);

#endif
