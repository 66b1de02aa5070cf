/* The key table: every key the explorer knows, in one place. Dispatch,
 * the hint line and the help screen all read it, so they cannot drift. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_keys.h"
#include "explorer_recovery_file.h"
#include "explorer_undo.h"
#include "text_append.h"
#include "utf8.h"

enum { UP = BX_KEY_UP, DOWN = BX_KEY_DOWN, LEFT = BX_KEY_LEFT,
       RIGHT = BX_KEY_RIGHT };

/* For rows whose action needs nothing but the key. */
#define NO_ARGS {{0}}

/* Earlier rows win; rows for a focus come before FOCUS_ANY rows. A row's
 * args give each of its keys its meaning (the cursor's step, the edit). */
static const key_binding KEY_TABLE[] = {
    /* The board, in every mode. */
    {{'q'}, IN_ALL_MODES, FOCUS_BOARD, action_quit_ask, "quit",
     "quit (asks first if changes would be lost)", NO_ARGS},
    {{'?', BX_KEY_F1}, IN_ALL_MODES, FOCUS_BOARD, action_help_open, "help",
     "show this help", NO_ARGS},
    {{'z'}, IN_ALL_MODES, FOCUS_BOARD, action_board_only, NULL,
     "the board alone, without the panel, or both again", NO_ARGS},
    {{'u'}, IN_ALL_MODES, FOCUS_BOARD, action_undo, "undo",
     "undo the last change of any kind", NO_ARGS},
    {{BX_KEY_CTRL_R}, IN_ALL_MODES, FOCUS_BOARD, action_redo, NULL,
     "redo what u undid", NO_ARGS},
    {{BX_KEY_TAB}, IN_ALL_MODES, FOCUS_BOARD, action_mode_next, "mode",
     "next mode (Mobility, Position, Tour)", NO_ARGS},
    {{BX_KEY_BACK_TAB}, IN_ALL_MODES, FOCUS_BOARD, action_mode_previous,
     NULL, "previous mode", NO_ARGS},
    {{'1'}, IN_ALL_MODES, FOCUS_BOARD, action_mode_jump, NULL,
     "Mobility mode: one piece on an empty board",
     {{.mode = MODE_MOBILITY}}},
    {{'2'}, IN_ALL_MODES, FOCUS_BOARD, action_mode_jump, NULL,
     "Position mode: pieces and legal moves",
     {{.mode = MODE_POSITION}}},
    {{'3'}, IN_ALL_MODES, FOCUS_BOARD, action_mode_jump, NULL,
     "Tour mode: check, step through and find tours",
     {{.mode = MODE_TOUR}}},
    {{UP, 'k'}, IN_ALL_MODES, FOCUS_BOARD, action_move, NULL,
     "cursor up (a mouse click also picks a square)",
     {{.dr = -1}, {.dr = -1}}},
    {{DOWN, 'j'}, IN_ALL_MODES, FOCUS_BOARD, action_move, NULL,
     "cursor down",
     {{.dr = 1}, {.dr = 1}}},
    {{LEFT, 'h'}, IN_ALL_MODES, FOCUS_BOARD, action_move, NULL,
     "cursor left",
     {{.dc = -1}, {.dc = -1}}},
    {{RIGHT, 'l'}, IN_ALL_MODES, FOCUS_BOARD, action_move, NULL,
     "cursor right",
     {{.dc = 1}, {.dc = 1}}},

    {{'w'}, IN_ALL_MODES, FOCUS_BOARD, action_write_prompt, "write",
     "write the screen to a file (.svg .csv .md .txt .fen)",
     NO_ARGS},
    {{'F'}, IN_ALL_MODES, FOCUS_BOARD, action_flip, "flip",
     "turn the board: black at the bottom, or white again", NO_ARGS},

    /* Tour mode. */
    {{'o'}, IN_TOUR, FOCUS_BOARD, action_file_prompt, "open",
     "open a tour file", NO_ARGS},
    {{'n', ' '}, IN_TOUR, FOCUS_BOARD, action_tour_next, "next",
     "draw the path one step further", NO_ARGS},
    {{'N', BX_KEY_BACKSPACE}, IN_TOUR, FOCUS_BOARD, action_tour_previous,
     "back", "draw the path one step less", NO_ARGS},
    {{'e'}, IN_TOUR, FOCUS_BOARD, action_tour_end, "end",
     "draw the whole path", NO_ARGS},
    {{'c'}, IN_TOUR, FOCUS_BOARD, action_tour_closed_toggle, "closed",
     "require a closed tour, or not", NO_ARGS},
    {{'g'}, IN_TOUR, FOCUS_BOARD, action_tour_find, "find",
     "find a tour from the cursor, or fill in a partial one", NO_ARGS},
    {{'#'}, IN_TOUR, FOCUS_BOARD, action_step_prompt, "step",
     "jump to step N (a click jumps to its square's step)", NO_ARGS},
    {{'b'}, IN_TOUR, FOCUS_BOARD, action_tour_bad, "bad",
     "jump to the next bad step", NO_ARGS},
    {{'P'}, IN_TOUR, FOCUS_BOARD, action_tour_play, "play",
     "play the path, a step every 0.3 s; any key stops", NO_ARGS},
    {{BX_KEY_ENTER}, IN_TOUR, FOCUS_BOARD, action_tour_pick, "pick",
     "build a tour: next step here (or click a blank square)", NO_ARGS},
    {{'C'}, IN_TOUR, FOCUS_BOARD, action_tour_clear, "clear",
     "clear the tour, to build one by picking", NO_ARGS},
    {{'v'}, IN_TOUR, FOCUS_BOARD, action_tour_onward_toggle, "Warnsdorff",
     "Warnsdorff lens: onward moves from unvisited squares", NO_ARGS},
    {{'W'}, IN_TOUR, FOCUS_BOARD, action_puzzle_solution_toggle,
     "solution", "w of a puzzle writes NAME-solution too, or not", NO_ARGS},

    /* Mobility mode, and the piece and board of Tour mode. */
    {{'p'}, IN_MOBILITY | IN_TOUR, FOCUS_BOARD, action_menu_open, "piece",
     "pick a preset piece from a menu", NO_ARGS},
    {{'d'}, IN_MOBILITY | IN_TOUR, FOCUS_BOARD, action_define_piece,
     "define", "define a piece: once, then repeated directions", NO_ARGS},
    {{'b'}, IN_MOBILITY, FOCUS_BOARD, action_betza_prompt,
     "Betza", "type a piece in Betza: N, WfF, fmWfcF, NN, pR, nN", NO_ARGS},
    /* In Tour mode b is the next bad step: Betza is B there. */
    {{'B'}, IN_TOUR, FOCUS_BOARD, action_betza_prompt, "Betza",
     "type a piece in Betza notation: N, WfF, fmWfcF, NN", NO_ARGS},
    {{'s'}, IN_MOBILITY | IN_TOUR, FOCUS_BOARD, action_size_cycle, "size",
     "next board size: 8x8 5x5 6x6 10x8 10x10 12x12", NO_ARGS},
    {{'S'}, IN_MOBILITY | IN_TOUR, FOCUS_BOARD, action_size_prompt, "WxH",
     "type a board size, 1x1 to 26x26", NO_ARGS},
    {{'v'}, IN_MOBILITY, FOCUS_BOARD, action_lens_next, "lens",
     "next lens: moves, distance from the cursor, compare", NO_ARGS},
    {{'V'}, IN_MOBILITY, FOCUS_BOARD, action_second_menu, "2nd",
     "pick the second piece of the compare lens", NO_ARGS},
    {{'A'}, IN_MOBILITY, FOCUS_BOARD, action_scale_toggle, "scale",
     "colour scale: relative (the lens's range) or absolute", NO_ARGS},
    {{'x'}, IN_MOBILITY, FOCUS_BOARD, action_blocker_toggle, "blocker",
     "put or take a blocker (a piece of the other side)", NO_ARGS},
    {{'X'}, IN_MOBILITY, FOCUS_BOARD, action_blockers_clear, NULL,
     "take every blocker off the board", NO_ARGS},

    /* Position mode. */
    {{'e'}, IN_POSITION, FOCUS_BOARD, action_place_start, "place",
     "place pieces: type them like a FEN row", NO_ARGS},
    {{'a'}, IN_POSITION, FOCUS_BOARD, action_attacks_toggle, "attacks",
     "heat map of attackers (white/black) instead of moves", NO_ARGS},
    {{'R'}, IN_POSITION, FOCUS_BOARD, action_rules_toggle, "rules",
     "switch fide/seed (ChessMoves) rules; leaves a variant", NO_ARGS},
    {{'V'}, IN_POSITION, FOCUS_BOARD, action_variant_menu, "variant",
     "pick a variant: a built-in one or --variant-file's", NO_ARGS},
    {{'f'}, IN_POSITION, FOCUS_BOARD, action_fen_prompt, "FEN",
     "type or paste a FEN", NO_ARGS},
    {{'C'}, IN_POSITION, FOCUS_BOARD, action_position_clear, "clear",
     "clear the board", NO_ARGS},
    {{'I'}, IN_POSITION, FOCUS_BOARD, action_position_initial, "initial",
     "the initial position (a variant's start)", NO_ARGS},
    {{'X'}, IN_POSITION, FOCUS_BOARD, action_position_swap, "swap",
     "swap the colours of all pieces", NO_ARGS},
    {{'o'}, IN_POSITION, FOCUS_BOARD, action_file_prompt, "open",
     "open a board-form or FEN file", NO_ARGS},
    {{'s'}, IN_POSITION, FOCUS_BOARD, action_size_cycle, "size",
     "next board size; pieces keep their squares from a1", NO_ARGS},
    {{'S'}, IN_POSITION, FOCUS_BOARD, action_size_prompt, "WxH",
     "type a board size, 1x1 to 26x26", NO_ARGS},
    /* After each mode's own keys, so the hint line shows those first. */
    {{'L'}, IN_ALL_MODES, FOCUS_BOARD, action_letter_prompt, "letter",
     "give the piece a letter for positions (or L=BETZA)",
     NO_ARGS},

    {{'p'}, IN_POSITION, FOCUS_BOARD, action_placement_prompt, "place?",
     "placement lens: a piece's moves on each empty square",
     NO_ARGS},

    {{'c'}, IN_POSITION, FOCUS_BOARD, action_settings_open, "settings",
     "settings: side to move, castling, en passant, clocks", NO_ARGS},
    {{'M'}, IN_POSITION, FOCUS_BOARD, action_mark_cycle, "mark",
     "mark the cursor's square: o, x, !, ?, then none", NO_ARGS},
    {{'E'}, IN_POSITION, FOCUS_BOARD, action_marks_clear, NULL,
     "erase every mark", NO_ARGS},

    /* The position's settings (c). */
    {{'t'}, IN_POSITION, FOCUS_SETTINGS, action_settings_side, "side",
     "the side to move: white or black", NO_ARGS},
    {{'K', 'Q'}, IN_POSITION, FOCUS_SETTINGS, action_settings_castle,
     "castling", "white's castling short / long, on or off",
     {{.flag = GAME_CASTLE_WHITE_KING}, {.flag = GAME_CASTLE_WHITE_QUEEN}}},
    {{'k', 'q'}, IN_POSITION, FOCUS_SETTINGS, action_settings_castle, NULL,
     "black's castling short / long, on or off",
     {{.flag = GAME_CASTLE_BLACK_KING}, {.flag = GAME_CASTLE_BLACK_QUEEN}}},
    {{'e'}, IN_POSITION, FOCUS_SETTINGS, action_settings_en_passant,
     "en passant", "next en-passant square the last move allows, or none",
     NO_ARGS},
    {{'h'}, IN_POSITION, FOCUS_SETTINGS, action_settings_clock, "halfmove",
     "type the halfmove clock (while a count runs, its ply)", NO_ARGS},
    {{'n'}, IN_POSITION, FOCUS_SETTINGS, action_settings_clock, "move",
     "type the move number", {{.flag = 1}}},
    {{BX_KEY_ESCAPE, BX_KEY_ENTER, 'c'}, IN_POSITION, FOCUS_SETTINGS,
     action_settings_close, "done", "back to the board", NO_ARGS},

    /* Playing moves. */
    {{BX_KEY_ENTER, ' '}, IN_POSITION, FOCUS_BOARD, action_move_pick, "move",
     "pick the cursor's piece to move it",
     NO_ARGS},
    {{BX_KEY_ENTER, ' '}, IN_POSITION, FOCUS_MOVING, action_move_to, "here",
     "move the picked piece to the cursor's square", NO_ARGS},
    {{'m'}, IN_POSITION, FOCUS_BOARD, action_move_prompt, "move",
     "type a move: Nf3, exd5, O-O, e7e8q, j9j10", NO_ARGS},
    {{BX_KEY_ESCAPE}, IN_POSITION, FOCUS_MOVING, action_move_drop, "drop",
     "drop the piece: no move", NO_ARGS},
    {{UP, DOWN}, IN_POSITION, FOCUS_MOVING, action_move, NULL,
     "cursor up / down",
     {{.dr = -1}, {.dr = 1}}},
    {{LEFT, RIGHT}, IN_POSITION, FOCUS_MOVING, action_move, NULL,
     "cursor left / right",
     {{.dc = -1}, {.dc = 1}}},

    /* Placing pieces. */
    {{BX_KEY_PIECE_LETTER}, IN_POSITION, FOCUS_PLACING,
     action_place_piece, NULL,
     "put a white (upper case) or black piece; L adds more", NO_ARGS},
    {{BX_KEY_FEN_DIGIT}, IN_POSITION, FOCUS_PLACING, action_place_skip,
     NULL, "empty that many squares, stepping right", NO_ARGS},
    {{'x', ' ', BX_KEY_DELETE}, IN_POSITION, FOCUS_PLACING,
     action_place_empty, "empty", "empty the square", NO_ARGS},
    {{BX_KEY_BACKSPACE}, IN_POSITION, FOCUS_PLACING, action_place_back,
     "back", "step back and empty that square", NO_ARGS},
    {{'u'}, IN_POSITION, FOCUS_PLACING, action_undo, "undo",
     "undo the last change", NO_ARGS},
    {{BX_KEY_CTRL_R}, IN_POSITION, FOCUS_PLACING, action_redo, NULL,
     "redo what u undid", NO_ARGS},
    {{UP, DOWN}, IN_POSITION, FOCUS_PLACING, action_move, NULL,
     "cursor up / down",
     {{.dr = -1}, {.dr = 1}}},
    {{LEFT, RIGHT}, IN_POSITION, FOCUS_PLACING, action_move, NULL,
     "cursor left / right",
     {{.dc = -1}, {.dc = 1}}},
    {{BX_KEY_ESCAPE, BX_KEY_ENTER}, IN_POSITION, FOCUS_PLACING,
     action_place_stop, "stop", "stop placing", NO_ARGS},

    /* The menus: preset pieces (p, V in Mobility mode), variants (V in
     * Position mode). */
    {{UP}, IN_ALL_MODES, FOCUS_MENU, action_menu_move, NULL,
     "previous entry",
     {{.steps = -1}}},
    {{DOWN}, IN_ALL_MODES, FOCUS_MENU, action_menu_move, NULL,
     "next entry",
     {{.steps = 1}}},
    {{BX_KEY_HOME, BX_KEY_END}, IN_ALL_MODES, FOCUS_MENU, action_menu_move, NULL, "first / last entry",
     {{.steps = KEY_TO_FIRST}, {.steps = KEY_TO_LAST}}},
    {{BX_KEY_ENTER}, IN_ALL_MODES, FOCUS_MENU, action_menu_pick, "pick",
     "use the highlighted piece or variant", NO_ARGS},
    {{BX_KEY_ESCAPE}, IN_ALL_MODES, FOCUS_MENU, action_menu_close,
     "cancel", "close the menu, keep the piece or variant", NO_ARGS},
    {{'b'}, IN_MOBILITY, FOCUS_MENU, action_menu_betza, NULL,
     "type the second piece in Betza", NO_ARGS},
    {{BX_KEY_ANY_TEXT}, IN_ALL_MODES, FOCUS_MENU, action_menu_jump, NULL,
     "a letter jumps to the next entry starting with it", NO_ARGS},

    /* Prompts: a line edited like a shell's. */
    {{BX_KEY_ENTER}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_submit,
     "apply", "apply the line (a bad one stays open with the error)", NO_ARGS},
    {{BX_KEY_ESCAPE}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_cancel,
     "cancel", "cancel, change nothing", NO_ARGS},
    {{LEFT, RIGHT}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_edit, NULL,
     "move in the line",
     {{.edit = line_edit_left}, {.edit = line_edit_right}}},
    {{BX_KEY_HOME, BX_KEY_CTRL_A}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_edit, NULL, "start of the line",
     {{.edit = line_edit_home}, {.edit = line_edit_home}}},
    {{BX_KEY_END, BX_KEY_CTRL_E}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_edit, NULL, "end of the line",
     {{.edit = line_edit_end}, {.edit = line_edit_end}}},
    {{BX_KEY_BACKSPACE, BX_KEY_DELETE}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_edit, NULL, "delete before / under the cursor",
     {{.edit = line_edit_backspace}, {.edit = line_edit_delete}}},
    {{BX_KEY_CTRL_U}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_edit,
     "clear", "clear the line",
     {{.edit = line_edit_clear}}},
    {{BX_KEY_CTRL_W}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_edit,
     NULL, "delete the word before the cursor",
     {{.edit = line_edit_delete_word}}},
    {{UP, DOWN}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_recall, NULL,
     "earlier / later lines of this prompt",
     {{.steps = -1}, {.steps = 1}}},
    {{BX_KEY_TAB}, IN_POSITION | IN_TOUR, FOCUS_PROMPT,
     action_prompt_complete, NULL, "complete a file name", NO_ARGS},
    {{BX_KEY_ANY_TEXT}, IN_ALL_MODES, FOCUS_PROMPT, action_prompt_text,
     NULL, "typed into the line", NO_ARGS},

    /* The help screen. */
    {{UP, 'k'}, IN_ALL_MODES, FOCUS_HELP, action_help_scroll, NULL,
     "scroll up",
     {{.steps = -1}, {.steps = -1}}},
    {{DOWN, 'j'}, IN_ALL_MODES, FOCUS_HELP, action_help_scroll, "scroll",
     "scroll down",
     {{.steps = 1}, {.steps = 1}}},
    {{BX_KEY_PAGE_UP, BX_KEY_PAGE_DOWN, ' '}, IN_ALL_MODES, FOCUS_HELP, action_help_scroll, NULL, "scroll a page",
     {{.steps = -KEY_PAGE}, {.steps = KEY_PAGE}, {.steps = KEY_PAGE}}},
    {{BX_KEY_HOME, BX_KEY_END}, IN_ALL_MODES, FOCUS_HELP, action_help_scroll, NULL, "top / bottom",
     {{.steps = KEY_TO_FIRST}, {.steps = KEY_TO_LAST}}},
    {{'?', BX_KEY_ESCAPE, 'q'}, IN_ALL_MODES, FOCUS_HELP,
     action_help_close, "close", "close the help", NO_ARGS},

    /* The quit question (q with unsaved changes): any key answers it. */
    {{'y', 'Y', BX_KEY_CTRL_C}, IN_ALL_MODES, FOCUS_CONFIRM_QUIT,
     action_quit, "quit", "quit and lose the changes", NO_ARGS},
    {{BX_KEY_CTRL_BACKSLASH}, IN_ALL_MODES, FOCUS_CONFIRM_QUIT, action_quit,
     NULL, "quit at once", NO_ARGS},
    {{BX_KEY_ANY}, IN_ALL_MODES, FOCUS_CONFIRM_QUIT, action_quit_cancel,
     "keep working", "keep working, with the changes (and nothing else)",
     NO_ARGS},

    /* The start's question about work a lost terminal left: r restores
     * it, Ctrl-C and Ctrl-\ quit keeping the file, any other key
     * discards it. */
    {{'r'}, IN_ALL_MODES, FOCUS_RESTORE, action_recovery_restore, "restore",
     "restore the work a lost terminal left", NO_ARGS},
    {{BX_KEY_CTRL_C, BX_KEY_CTRL_BACKSLASH}, IN_ALL_MODES, FOCUS_RESTORE,
     action_quit, NULL, "quit at once, keeping the recovery file", NO_ARGS},
    {{BX_KEY_ANY}, IN_ALL_MODES, FOCUS_RESTORE, action_recovery_discard,
     "discard", "discard it (the file is removed)", NO_ARGS},

    /* Autoplay (P): a key stops it, and does nothing else. */
    {{BX_KEY_CTRL_C, BX_KEY_CTRL_BACKSLASH}, IN_TOUR, FOCUS_PLAYING,
     action_quit, NULL,
     "quit at once", NO_ARGS},
    {{BX_KEY_ANY}, IN_TOUR, FOCUS_PLAYING, action_tour_stop, "stop",
     "stop playing; the path stays drawn as far as it got", NO_ARGS},

    /* Everywhere. */
    {{BX_KEY_CTRL_L}, IN_ALL_MODES, FOCUS_ANY, action_repaint, NULL,
     "repaint the screen", NO_ARGS},
    {{BX_KEY_CTRL_Z}, IN_ALL_MODES, FOCUS_ANY, action_suspend, NULL,
     "suspend (the shell's fg brings it back)", NO_ARGS},
    /* The terminal is read raw: these are keys, not signals, so the same
     * bytes inside a paste are text. */
    {{BX_KEY_CTRL_C, BX_KEY_CTRL_BACKSLASH}, IN_ALL_MODES, FOCUS_ANY,
     action_quit, NULL, "quit at once", NO_ARGS},
};

enum { KEY_TABLE_SIZE = sizeof KEY_TABLE / sizeof KEY_TABLE[0] };

int key_binding_count(void)
{
    return KEY_TABLE_SIZE;
}

const key_binding *key_binding_at(int index)
{
    return index >= 0 && index < KEY_TABLE_SIZE ? &KEY_TABLE[index] : NULL;
}

bool key_binding_active(const key_binding *binding,
                        const explorer_state *state)
{
    return (binding->modes & (1u << state->work.mode)) != 0 &&
           (binding->focus == state->focus || binding->focus == FOCUS_ANY);
}

static bool is_text(int key)
{
    return key >= 0x20 && key <= 0xFF && key != 0x7F;
}

/* Which of the row's keys is key, or -1. Piece letters are the chess
 * ones and those given a letter (L, --define). */
static int binding_key_slot(const key_binding *binding, int key,
                            const explorer_state *state)
{
    for (int i = 0; i < KEY_BINDING_KEYS && binding->keys[i] != 0; i++) {
        int bound = binding->keys[i];
        if (bound == key || bound == BX_KEY_ANY ||
            (bound == BX_KEY_ANY_TEXT && is_text(key)) ||
            (bound == BX_KEY_PIECE_LETTER && key > 0 && key < 0x80 &&
             explorer_position_knows(&state->work.position, (char)key)) ||
            (bound == BX_KEY_FEN_DIGIT && key >= '1' && key <= '8'))
            return i;
    }
    return -1;
}

/* The row for key in the current mode and focus (or, with anywhere, among
 * the FOCUS_ANY rows), and which of its keys it is. */
static const key_binding *find_binding(const explorer_state *state, int key,
                                       bool anywhere, int *slot)
{
    for (int i = 0; i < KEY_TABLE_SIZE; i++) {
        const key_binding *binding = &KEY_TABLE[i];
        if ((binding->focus == FOCUS_ANY) != anywhere ||
            (binding->modes & (1u << state->work.mode)) == 0 ||
            (!anywhere && binding->focus != state->focus))
            continue;
        *slot = binding_key_slot(binding, key, state);
        if (*slot >= 0)
            return binding;
    }
    return NULL;
}

int key_binding_hint_key(const key_binding *binding,
                         const explorer_state *state)
{
    for (int i = 0; i < KEY_BINDING_KEYS && binding->keys[i] != 0; i++) {
        int slot;
        const key_binding *taker =
            find_binding(state, binding->keys[i],
                         binding->focus == FOCUS_ANY, &slot);
        if (taker == NULL || taker == binding)
            return binding->keys[i];
    }
    return 0;
}

void explorer_key(explorer_state *state, int key)
{
    int slot = -1;
    state->message[0] = '\0';
    state->message_is_error = false;
    state->message_at = 0;
    const key_binding *binding = find_binding(state, key, false, &slot);
    if (binding == NULL)
        binding = find_binding(state, key, true, &slot);
    if (binding != NULL) {
        explorer_history_begin(state);
        binding->action(state, &binding->args[slot], key);
        explorer_keep_cursor_on_board(state);
        explorer_history_commit(state, NULL); /* the action names it */
    } else if (state->focus == FOCUS_BOARD) {
        char name[KEY_NAME_MAX];
        char text[EXPLORER_MESSAGE_MAX];
        key_code_name(key, name);
        snprintf(text, sizeof text, "%s does nothing in %s mode; ? lists the "
                 "keys", name, explorer_mode_name(state->work.mode));
        explorer_say(state, text);
    } else if (state->focus == FOCUS_SETTINGS) {
        char name[KEY_NAME_MAX];
        char text[EXPLORER_MESSAGE_MAX];
        key_code_name(key, name);
        snprintf(text, sizeof text, "%s is no setting: t side to move, K Q "
                 "k q castling, e en passant, h halfmove clock, n move "
                 "number, Esc done", name);
        explorer_error(state, text);
    } else if (state->focus == FOCUS_PLACING) {
        char name[KEY_NAME_MAX];
        char text[EXPLORER_MESSAGE_MAX];
        char white[EXPLORER_LETTERS_MAX], black[EXPLORER_LETTERS_MAX];
        key_code_name(key, name);
        explorer_position_letter_list(&state->work.position, white, black);
        snprintf(text, sizeof text, "%s is not a piece: %s white, %s "
                 "black, x empties, Esc stops placing", name, white, black);
        explorer_error(state, text);
    }
}

void key_code_name(int key, char name[KEY_NAME_MAX])
{
    static const struct {
        int key;
        const char *name;
    } NAMES[] = {
        {BX_KEY_UP, "Up"},         {BX_KEY_DOWN, "Down"},
        {BX_KEY_LEFT, "Left"},     {BX_KEY_RIGHT, "Right"},
        {BX_KEY_HOME, "Home"},     {BX_KEY_END, "End"},
        {BX_KEY_DELETE, "Delete"}, {BX_KEY_PAGE_UP, "PgUp"},
        {BX_KEY_PAGE_DOWN, "PgDn"}, {BX_KEY_BACK_TAB, "Shift-Tab"},
        {BX_KEY_F1, "F1"},
        {BX_KEY_TAB, "Tab"},       {BX_KEY_ENTER, "Enter"},
        {BX_KEY_ESCAPE, "Esc"},    {BX_KEY_BACKSPACE, "Backspace"},
        {' ', "Space"},              {BX_KEY_ANY_TEXT, "other keys"},
        {BX_KEY_ANY, "other keys"},
        {BX_KEY_PIECE_LETTER, "KQRBNP kqrbnp"},
        {BX_KEY_FEN_DIGIT, "1-8"},
    };
    for (size_t i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++) {
        if (NAMES[i].key == key) {
            snprintf(name, KEY_NAME_MAX, "%s", NAMES[i].name);
            return;
        }
    }
    if (key > 0 && key < 0x20)
        snprintf(name, KEY_NAME_MAX, "Ctrl-%c", '@' + key);
    else if (key > 0x20 && key < 0x7F)
        snprintf(name, KEY_NAME_MAX, "%c", key);
    else if (key >= 0xa0 && key < BX_KEY_UP) {
        /* A typed character (é) by itself, as the user sees it. */
        int length = utf8_encode((unsigned)key, name);
        name[length] = '\0';
    } else if (key >= 0x80 && key < 0xa0)
        snprintf(name, KEY_NAME_MAX, "U+%04X", (unsigned)key);
    else
        snprintf(name, KEY_NAME_MAX, "key %d", key);
}

void key_binding_names(const key_binding *binding, char *out, int size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < KEY_BINDING_KEYS && binding->keys[i] != 0; i++) {
        char name[KEY_NAME_MAX];
        key_code_name(binding->keys[i], name);
        if (!text_appendf(out, (size_t)size, &used, "%s%s", i > 0 ? "/" : "",
                          name))
            return;
    }
}
