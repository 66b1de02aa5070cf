/* The explorer's keys: key codes independent of curses, and the one table
 * that binds keys to actions and is also the hint line and the help screen.
 *
 * The front end translates curses keys into these codes, so the state
 * machine and its tests never see curses. Printable keys are their ASCII
 * codes; control keys are their control codes. */
#ifndef BOARDEX_EXPLORER_KEYS_H
#define BOARDEX_EXPLORER_KEYS_H

#include <stdbool.h>

#include "explorer_state.h"

enum {
    KEY_CODE_CTRL_A = 1,
    KEY_CODE_CTRL_C = 3,
    KEY_CODE_CTRL_E = 5,
    KEY_CODE_TAB = 9,
    KEY_CODE_ENTER = 10,
    KEY_CODE_CTRL_L = 12,
    KEY_CODE_CTRL_U = 21,
    KEY_CODE_ESCAPE = 27,
    KEY_CODE_BACKSPACE = 127,
    /* Beyond Unicode, so they cannot clash with a typed character. */
    KEY_CODE_UP = 0x110000,
    KEY_CODE_DOWN,
    KEY_CODE_LEFT,
    KEY_CODE_RIGHT,
    KEY_CODE_HOME,
    KEY_CODE_END,
    KEY_CODE_DELETE,
    KEY_CODE_PAGE_UP,
    KEY_CODE_PAGE_DOWN,
    KEY_CODE_BACK_TAB,
    /* A row for every printable key not bound otherwise (prompt text). */
    KEY_CODE_ANY_TEXT,
    /* A row for the piece letters KQRBNP kqrbnp while placing. */
    KEY_CODE_PIECE_LETTER,
    /* A row for the digits 1-8, as in a FEN row. */
    KEY_CODE_FEN_DIGIT,
};

enum { KEY_BINDING_KEYS = 3, KEY_NAME_MAX = 16 };

/* Bits of key_binding.modes. */
enum {
    IN_MOBILITY = 1u << MODE_MOBILITY,
    IN_POSITION = 1u << MODE_POSITION,
    IN_TOUR = 1u << MODE_TOUR,
    IN_ALL_MODES = IN_MOBILITY | IN_POSITION | IN_TOUR,
};

typedef struct {
    int keys[KEY_BINDING_KEYS]; /* 0 ends the list early */
    unsigned modes;             /* IN_* bits */
    explorer_context context;
    void (*action)(explorer_state *state, int key);
    const char *hint; /* a word for the hint line, or NULL to leave it out */
    const char *help; /* a sentence for the help screen */
} key_binding;

int key_binding_count(void);
const key_binding *key_binding_at(int index);

/* Whether the row applies in the state's current mode and context. */
bool key_binding_active(const key_binding *binding,
                        const explorer_state *state);

/* "h", "Tab", "Left", "^L", "Space"... in ASCII, for hints and help. */
void key_code_name(int key, char name[KEY_NAME_MAX]);

/* All of a row's keys joined with "/": "Left/h". */
void key_binding_names(const key_binding *binding, char *out, int size);

#endif
