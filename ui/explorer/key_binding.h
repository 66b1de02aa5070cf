/* A row of the explorer's key table, and the key codes it binds.
 *
 * Key codes are independent of curses: the front end translates curses
 * keys into them, so the state machine and its tests never see curses.
 * Printable keys are their ASCII codes; control keys are their control
 * codes. Actions (explorer_actions.h) are declared with the key_action
 * type defined here, and the table (explorer_keys.c) is made of rows. */
#ifndef BOARDEX_KEY_BINDING_H
#define BOARDEX_KEY_BINDING_H

#include "explorer_state.h"

enum {
    BX_KEY_CTRL_A = 1,
    BX_KEY_CTRL_C = 3,
    BX_KEY_CTRL_E = 5,
    BX_KEY_TAB = 9,
    BX_KEY_ENTER = 10,
    BX_KEY_CTRL_L = 12,
    BX_KEY_CTRL_R = 18,
    BX_KEY_CTRL_U = 21,
    BX_KEY_CTRL_W = 23,
    BX_KEY_CTRL_Z = 26,
    BX_KEY_ESCAPE = 27,
    BX_KEY_CTRL_BACKSLASH = 28,
    BX_KEY_BACKSPACE = 127,
    /* Beyond Unicode, so they cannot clash with a typed character. */
    BX_KEY_UP = 0x110000,
    BX_KEY_DOWN,
    BX_KEY_LEFT,
    BX_KEY_RIGHT,
    BX_KEY_HOME,
    BX_KEY_END,
    BX_KEY_DELETE,
    BX_KEY_PAGE_UP,
    BX_KEY_PAGE_DOWN,
    BX_KEY_BACK_TAB,
    BX_KEY_F1,
    /* A row for every printable key not bound otherwise (prompt text). */
    BX_KEY_ANY_TEXT,
    /* A row for every key not bound by an earlier row: what a question
     * on the status line does with keys other than its answers. */
    BX_KEY_ANY,
    /* A row for the piece letters KQRBNP kqrbnp while placing. */
    BX_KEY_PIECE_LETTER,
    /* A row for the digits 1-8, as in a FEN row. */
    BX_KEY_FEN_DIGIT,
};

enum { KEY_BINDING_KEYS = 3, KEY_NAME_MAX = 16 };

/* Bits of key_binding.modes. */
enum {
    IN_MOBILITY = 1u << MODE_MOBILITY,
    IN_POSITION = 1u << MODE_POSITION,
    IN_TOUR = 1u << MODE_TOUR,
    IN_ALL_MODES = IN_MOBILITY | IN_POSITION | IN_TOUR,
};

/* What a row's key means to its action, so no action looks at the key
 * again: rebinding a key in the table is enough. */
typedef struct {
    int dr, dc;             /* action_move: the cursor's step */
    int steps;              /* menu and help: lines to move, or KEY_TO_FIRST
                               / KEY_TO_LAST */
    explorer_mode mode;     /* action_mode_jump */
    line_edit_op edit;      /* action_prompt_edit */
    unsigned flag;          /* settings: a castling right, or 1 for the
                               move number */
} key_arg;

enum { KEY_TO_FIRST = -100000, KEY_TO_LAST = 100000, KEY_PAGE = 100001 };

typedef struct key_binding key_binding;

/* The key that fired (the character typed, for text rows) and the row's
 * argument for that key. */
typedef void key_action(explorer_state *state, const key_arg *arg, int key);

struct key_binding {
    int keys[KEY_BINDING_KEYS];     /* 0 ends the list early */
    unsigned modes;                 /* IN_* bits */
    explorer_focus focus;           /* where the row holds, or FOCUS_ANY */
    key_action *action;
    const char *hint; /* a word for the hint line, or NULL to leave it out */
    const char *help; /* a sentence for the help screen */
    key_arg args[KEY_BINDING_KEYS]; /* one per key, in the same order */
};

#endif
