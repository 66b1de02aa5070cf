/* Input events into the state machine: keys, pastes and bad bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_undo.h"
#include "explorer_input.h"
#include "explorer_keys.h"
#include "explorer_load.h"
#include "utf8.h"

/* A typed character: into a prompt as its UTF-8 bytes (the line holds
 * bytes), elsewhere as its code. */
static void typed(explorer_state *state, int key)
{
    if (key < 0x80 || key >= BX_KEY_UP || state->focus != FOCUS_PROMPT) {
        explorer_key(state, key);
        return;
    }
    char bytes[4];
    int length = utf8_encode((unsigned)key, bytes);
    for (int i = 0; i < length; i++)
        explorer_key(state, (unsigned char)bytes[i]);
}

void explorer_input(explorer_state *state, const key_event *event)
{
    char text[EXPLORER_MESSAGE_MAX];
    switch (event->kind) {
    case KEY_EVENT_KEY:
        typed(state, event->key);
        break;
    case KEY_EVENT_PASTE:
        explorer_paste(state, event->text, event->length);
        break;
    case KEY_EVENT_BAD_BYTE:
        snprintf(text, sizeof text, "ignored the byte 0x%02x: not UTF-8 text",
                 (unsigned)event->key & 0xffu);
        explorer_error(state, text);
        break;
    case KEY_EVENT_BAD_SEQUENCE:
        explorer_error(state, "ignored a key this explorer does not know");
        break;
    case KEY_EVENT_PASTE_TOO_LONG:
        snprintf(text, sizeof text, "pasted text refused: longer than %d bytes",
                 KEY_DECODER_PASTE_MAX);
        explorer_error(state, text);
        break;
    case KEY_EVENT_CLICK:
        break; /* the front end's: it knows where the board is drawn */
    }
}

/* Into the prompt's line at the cursor; each run of control bytes (a
 * newline, a tab, an escape) becomes one space, so nothing in the paste
 * can apply or cancel the prompt. All or nothing: a paste that does not
 * fit is refused. */
static void paste_into_prompt(explorer_state *state, const char *text,
                              size_t length)
{
    char clean[LINE_EDIT_MAX];
    size_t used = 0;
    bool space = false;
    for (size_t i = 0; i < length; i++) {
        unsigned char byte = (unsigned char)text[i];
        bool control = byte < 0x20 || byte == 0x7f;
        if (control) {
            space = true;
            continue;
        }
        if (space && used > 0 && used < sizeof clean)
            clean[used++] = ' ';
        space = false;
        if (used < sizeof clean)
            clean[used++] = (char)byte;
    }
    size_t kept = state->line.selected ? 0 : (size_t)state->line.length;
    if (kept + used > LINE_EDIT_MAX - 1) {
        char message[EXPLORER_MESSAGE_MAX];
        snprintf(message, sizeof message,
                 "pasted text refused: the line would be longer than its "
                 "limit of %d bytes",
                 LINE_EDIT_MAX - 1);
        explorer_error(state, message);
        return;
    }
    clean[used] = '\0';
    line_edit_insert_text(&state->line, clean);
}

/* Terminals (and tmux) paste line ends as CR: read CR LF and CR as LF,
 * as the file readers expect. Returns the new length. */
static size_t unix_lines(char *text, size_t length)
{
    size_t kept = 0;
    for (size_t i = 0; i < length; i++) {
        if (text[i] == '\r') {
            text[kept++] = '\n';
            if (i + 1 < length && text[i + 1] == '\n')
                i++;
        } else {
            text[kept++] = text[i];
        }
    }
    text[kept] = '\0';
    return kept;
}

static void paste_onto_board(explorer_state *state, const char *text,
                             size_t length);

void explorer_paste(explorer_state *state, const char *text, size_t length)
{
    state->message[0] = '\0';
    state->message_is_error = false;
    if (state->focus == FOCUS_PROMPT) {
        paste_into_prompt(state, text, length);
        return;
    }
    char *copy = malloc(length + 1);
    if (copy == NULL) {
        explorer_error(state, "pasted text refused: out of memory");
        return;
    }
    memcpy(copy, text, length);
    paste_onto_board(state, copy, unix_lines(copy, length));
    free(copy);
    explorer_keep_cursor_on_board(state);
}

/* Whether a paste was meant as a tour grid: more digits than letters
 * and no '/' (a FEN has one per rank), so a typo in a grid gets the
 * grid's reason and not a position's. */
static bool looks_like_grid(const char *text, size_t length)
{
    size_t digits = 0, letters = 0;
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '/')
            return false;
        digits += c >= '0' && c <= '9';
        letters += (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
    return digits > letters;
}

static void paste_onto_board(explorer_state *state, const char *text,
                             size_t length)
{
    bx_error err;
    /* The board is what a paste replaces: menus, help and placing close,
     * autoplay stops and the quit question is dropped. */
    state->focus = FOCUS_BOARD;
    explorer_history_begin(state);
    explorer_position pasted = state->work.position;
    game_paste_source source;
    if (explorer_position_from_pasted(&pasted, text, length, &source,
                                      &err) == BX_OK) {
        state->work.position = pasted;
        explorer_set_mode(state, MODE_POSITION);
        explorer_history_commit(state, "pasted a position");
        if (source != GAME_PASTE_TEXT) {
            char said[EXPLORER_MESSAGE_MAX];
            snprintf(said, sizeof said, "took the FEN from %s: u undoes it",
                     game_paste_source_name(source));
            explorer_say(state, said);
        } else if (explorer_looks_reversed(text, length, &pasted))
            explorer_say(state, "pasted a board form: UPPER case is black; "
                                "if the colours look the wrong way round, X "
                                "swaps them");
        else
            explorer_say(state, "pasted a position: u undoes it");
        return;
    }
    /* A URL or PGN meant a position: its fault, not a tour's. */
    if (source != GAME_PASTE_TEXT) {
        explorer_error(state, err.message);
        return;
    }
    if (explorer_load_tour_text(state, text, length, "pasted", &err) ==
        BX_OK) {
        explorer_set_mode(state, MODE_TOUR);
        explorer_history_commit(state, "pasted a tour");
        explorer_say(state, "pasted a tour grid: u undoes it");
        return;
    }
    if (looks_like_grid(text, length)) {
        /* The reader it was meant for gives its reason, as `o` does. */
        char reason[EXPLORER_MESSAGE_MAX];
        if (err.line > 0)
            snprintf(reason, sizeof reason, "pasted tour grid: line %d: %s",
                     err.line, err.message);
        else
            snprintf(reason, sizeof reason, "pasted tour grid: %s",
                     err.message);
        explorer_error(state, reason);
        return;
    }
    explorer_error(state, "pasted text is neither a FEN nor a tour grid");
}
