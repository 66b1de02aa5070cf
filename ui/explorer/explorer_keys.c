/* The key table: every key the explorer knows, in one place. Dispatch,
 * the hint line and the help screen all read it, so they cannot drift. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "explorer_keys.h"

enum { UP = KEY_CODE_UP, DOWN = KEY_CODE_DOWN, LEFT = KEY_CODE_LEFT,
       RIGHT = KEY_CODE_RIGHT };

/* Earlier rows win; rows for a context come before CONTEXT_ANY rows. */
static const key_binding KEY_TABLE[] = {
    /* The board, in every mode. */
    {{'q'}, IN_ALL_MODES, CONTEXT_BOARD, action_quit, "quit", "quit"},
    {{'?'}, IN_ALL_MODES, CONTEXT_BOARD, action_help_open, "help",
     "show this help"},
    {{KEY_CODE_TAB}, IN_ALL_MODES, CONTEXT_BOARD, action_mode_next, "mode",
     "next mode (Mobility, Position, Tour)"},
    {{KEY_CODE_BACK_TAB}, IN_ALL_MODES, CONTEXT_BOARD, action_mode_previous,
     NULL, "previous mode"},
    {{'1'}, IN_ALL_MODES, CONTEXT_BOARD, action_mode_jump, NULL,
     "Mobility mode: one piece on an empty board"},
    {{'2'}, IN_ALL_MODES, CONTEXT_BOARD, action_mode_jump, NULL,
     "Position mode: pieces and legal moves"},
    {{'3'}, IN_ALL_MODES, CONTEXT_BOARD, action_mode_jump, NULL,
     "Tour mode: check, step through and find tours"},
    {{UP, 'k'}, IN_ALL_MODES, CONTEXT_BOARD, action_move, NULL,
     "cursor up (a mouse click also picks a square)"},
    {{DOWN, 'j'}, IN_ALL_MODES, CONTEXT_BOARD, action_move, NULL,
     "cursor down"},
    {{LEFT, 'h'}, IN_ALL_MODES, CONTEXT_BOARD, action_move, NULL,
     "cursor left"},
    {{RIGHT, 'l'}, IN_ALL_MODES, CONTEXT_BOARD, action_move, NULL,
     "cursor right"},

    /* Tour mode. */
    {{'o'}, IN_TOUR, CONTEXT_BOARD, action_file_prompt, "open",
     "open a tour file"},
    {{'n', ' '}, IN_TOUR, CONTEXT_BOARD, action_tour_next, "next",
     "draw the path one step further"},
    {{'N', KEY_CODE_BACKSPACE}, IN_TOUR, CONTEXT_BOARD, action_tour_previous,
     "back", "draw the path one step less"},
    {{'e'}, IN_TOUR, CONTEXT_BOARD, action_tour_end, "end",
     "draw the whole path"},
    {{'c'}, IN_TOUR, CONTEXT_BOARD, action_tour_closed_toggle, "closed",
     "require a closed tour, or not"},
    {{'g'}, IN_TOUR, CONTEXT_BOARD, action_tour_find, "find",
     "find a tour from the cursor square with the piece"},

    /* Mobility mode, and the piece and board of Tour mode. */
    {{'p'}, IN_MOBILITY | IN_TOUR, CONTEXT_BOARD, action_menu_open, "piece",
     "pick a preset piece from a menu"},
    {{'d'}, IN_MOBILITY | IN_TOUR, CONTEXT_BOARD, action_define_piece,
     "define", "define a piece: once, then repeated directions"},
    {{'s'}, IN_MOBILITY | IN_TOUR, CONTEXT_BOARD, action_size_cycle, "size",
     "next board size: 8x8 5x5 6x6 10x8 10x10 12x12"},
    {{'S'}, IN_MOBILITY | IN_TOUR, CONTEXT_BOARD, action_size_prompt, "WxH",
     "type a board size, 1x1 to 26x26"},

    /* Position mode. */
    {{'e'}, IN_POSITION, CONTEXT_BOARD, action_place_start, "place",
     "place pieces: type them like a FEN row"},
    {{'a'}, IN_POSITION, CONTEXT_BOARD, action_attacks_toggle, "attacks",
     "heat map of attackers (white/black) instead of moves"},
    {{'f'}, IN_POSITION, CONTEXT_BOARD, action_fen_prompt, "FEN",
     "type or paste a FEN"},
    {{'C'}, IN_POSITION, CONTEXT_BOARD, action_position_clear, "clear",
     "clear the board"},
    {{'I'}, IN_POSITION, CONTEXT_BOARD, action_position_initial, "initial",
     "the initial position"},
    {{'o'}, IN_POSITION, CONTEXT_BOARD, action_file_prompt, "open",
     "open a board-form or FEN file"},

    /* Placing pieces. */
    {{KEY_CODE_PIECE_LETTER}, IN_POSITION, CONTEXT_PLACING,
     action_place_piece, NULL,
     "put a white (upper case) or black piece, step right"},
    {{KEY_CODE_FEN_DIGIT}, IN_POSITION, CONTEXT_PLACING, action_place_skip,
     NULL, "empty that many squares, stepping right"},
    {{'x', ' ', KEY_CODE_DELETE}, IN_POSITION, CONTEXT_PLACING,
     action_place_empty, "empty", "empty the square"},
    {{KEY_CODE_BACKSPACE}, IN_POSITION, CONTEXT_PLACING, action_place_back,
     "undo", "step back and empty that square"},
    {{UP, DOWN}, IN_POSITION, CONTEXT_PLACING, action_move, NULL,
     "cursor up / down"},
    {{LEFT, RIGHT}, IN_POSITION, CONTEXT_PLACING, action_move, NULL,
     "cursor left / right"},
    {{KEY_CODE_ESCAPE, KEY_CODE_ENTER}, IN_POSITION, CONTEXT_PLACING,
     action_place_stop, "stop", "stop placing"},

    /* The preset menu. */
    {{UP, 'k'}, IN_ALL_MODES, CONTEXT_MENU, action_menu_move, NULL,
     "previous piece"},
    {{DOWN, 'j'}, IN_ALL_MODES, CONTEXT_MENU, action_menu_move, NULL,
     "next piece"},
    {{KEY_CODE_HOME, KEY_CODE_END}, IN_ALL_MODES, CONTEXT_MENU,
     action_menu_move, NULL, "first / last piece"},
    {{KEY_CODE_ENTER}, IN_ALL_MODES, CONTEXT_MENU, action_menu_pick, "pick",
     "use the highlighted piece"},
    {{KEY_CODE_ESCAPE, 'q'}, IN_ALL_MODES, CONTEXT_MENU, action_menu_close,
     "cancel", "close the menu, keep the piece"},
    {{KEY_CODE_ANY_TEXT}, IN_ALL_MODES, CONTEXT_MENU, action_menu_jump, NULL,
     "the next piece whose name starts with that letter"},

    /* Prompts: a line edited like a shell's. */
    {{KEY_CODE_ENTER}, IN_ALL_MODES, CONTEXT_PROMPT, action_prompt_submit,
     "apply", "apply the line (a bad one stays open with the error)"},
    {{KEY_CODE_ESCAPE}, IN_ALL_MODES, CONTEXT_PROMPT, action_prompt_cancel,
     "cancel", "cancel, change nothing"},
    {{LEFT, RIGHT}, IN_ALL_MODES, CONTEXT_PROMPT, action_prompt_edit, NULL,
     "move in the line"},
    {{KEY_CODE_HOME, KEY_CODE_CTRL_A}, IN_ALL_MODES, CONTEXT_PROMPT,
     action_prompt_edit, NULL, "start of the line"},
    {{KEY_CODE_END, KEY_CODE_CTRL_E}, IN_ALL_MODES, CONTEXT_PROMPT,
     action_prompt_edit, NULL, "end of the line"},
    {{KEY_CODE_BACKSPACE, KEY_CODE_DELETE}, IN_ALL_MODES, CONTEXT_PROMPT,
     action_prompt_edit, NULL, "delete before / under the cursor"},
    {{KEY_CODE_CTRL_U}, IN_ALL_MODES, CONTEXT_PROMPT, action_prompt_edit,
     "clear", "clear the line"},
    {{KEY_CODE_TAB}, IN_POSITION | IN_TOUR, CONTEXT_PROMPT,
     action_prompt_complete, NULL, "complete a file name"},
    {{KEY_CODE_ANY_TEXT}, IN_ALL_MODES, CONTEXT_PROMPT, action_prompt_text,
     NULL, "typed into the line"},

    /* The help screen. */
    {{UP, 'k'}, IN_ALL_MODES, CONTEXT_HELP, action_help_scroll, NULL,
     "scroll up"},
    {{DOWN, 'j'}, IN_ALL_MODES, CONTEXT_HELP, action_help_scroll, "scroll",
     "scroll down"},
    {{KEY_CODE_PAGE_UP, KEY_CODE_PAGE_DOWN, ' '}, IN_ALL_MODES, CONTEXT_HELP,
     action_help_scroll, NULL, "scroll a page"},
    {{KEY_CODE_HOME, KEY_CODE_END}, IN_ALL_MODES, CONTEXT_HELP,
     action_help_scroll, NULL, "top / bottom"},
    {{'?', KEY_CODE_ESCAPE, 'q'}, IN_ALL_MODES, CONTEXT_HELP,
     action_help_close, "close", "close the help"},

    /* Everywhere. */
    {{KEY_CODE_CTRL_L}, IN_ALL_MODES, CONTEXT_ANY, action_repaint, NULL,
     "repaint the screen"},
    {{KEY_CODE_CTRL_C}, IN_ALL_MODES, CONTEXT_ANY, action_quit, NULL,
     "quit at once"},
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
    explorer_context context = explorer_context_of(state);
    return (binding->modes & (1u << state->mode)) != 0 &&
           (binding->context == context || binding->context == CONTEXT_ANY);
}

static bool is_text(int key)
{
    return key >= 0x20 && key <= 0xFF && key != 0x7F;
}

static bool binding_matches(const key_binding *binding, int key)
{
    for (int i = 0; i < KEY_BINDING_KEYS && binding->keys[i] != 0; i++) {
        int bound = binding->keys[i];
        if (bound == key || (bound == KEY_CODE_ANY_TEXT && is_text(key)) ||
            (bound == KEY_CODE_PIECE_LETTER && key < 0x80 &&
             key > 0 && strchr("KQRBNPkqrbnp", key) != NULL) ||
            (bound == KEY_CODE_FEN_DIGIT && key >= '1' && key <= '8'))
            return true;
    }
    return false;
}

static const key_binding *find_binding(const explorer_state *state, int key,
                                       bool anywhere)
{
    explorer_context context = explorer_context_of(state);
    for (int i = 0; i < KEY_TABLE_SIZE; i++) {
        const key_binding *binding = &KEY_TABLE[i];
        if ((binding->context == CONTEXT_ANY) != anywhere ||
            (binding->modes & (1u << state->mode)) == 0 ||
            (!anywhere && binding->context != context))
            continue;
        if (binding_matches(binding, key))
            return binding;
    }
    return NULL;
}

void explorer_key(explorer_state *state, int key)
{
    const key_binding *binding = find_binding(state, key, false);
    if (binding == NULL)
        binding = find_binding(state, key, true);
    state->message[0] = '\0';
    state->message_is_error = false;
    if (binding != NULL) {
        binding->action(state, key);
    } else if (explorer_context_of(state) == CONTEXT_BOARD) {
        char name[KEY_NAME_MAX];
        char text[EXPLORER_MESSAGE_MAX];
        key_code_name(key, name);
        snprintf(text, sizeof text, "%s does nothing in %s mode; ? lists the "
                 "keys", name, explorer_mode_name(state->mode));
        explorer_say(state, text);
    } else if (explorer_context_of(state) == CONTEXT_PLACING) {
        char name[KEY_NAME_MAX];
        char text[EXPLORER_MESSAGE_MAX];
        key_code_name(key, name);
        snprintf(text, sizeof text, "%s is not a piece: KQRBNP white, kqrbnp "
                 "black, x empties, Esc stops placing", name);
        explorer_error(state, text);
    }
}

void key_code_name(int key, char name[KEY_NAME_MAX])
{
    static const struct {
        int key;
        const char *name;
    } NAMES[] = {
        {KEY_CODE_UP, "Up"},         {KEY_CODE_DOWN, "Down"},
        {KEY_CODE_LEFT, "Left"},     {KEY_CODE_RIGHT, "Right"},
        {KEY_CODE_HOME, "Home"},     {KEY_CODE_END, "End"},
        {KEY_CODE_DELETE, "Delete"}, {KEY_CODE_PAGE_UP, "PgUp"},
        {KEY_CODE_PAGE_DOWN, "PgDn"}, {KEY_CODE_BACK_TAB, "Shift-Tab"},
        {KEY_CODE_TAB, "Tab"},       {KEY_CODE_ENTER, "Enter"},
        {KEY_CODE_ESCAPE, "Esc"},    {KEY_CODE_BACKSPACE, "Backspace"},
        {' ', "Space"},              {KEY_CODE_ANY_TEXT, "other keys"},
        {KEY_CODE_PIECE_LETTER, "KQRBNP kqrbnp"},
        {KEY_CODE_FEN_DIGIT, "1-8"},
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
    else
        snprintf(name, KEY_NAME_MAX, "key %d", key);
}

void key_binding_names(const key_binding *binding, char *out, int size)
{
    int used = 0;
    out[0] = '\0';
    for (int i = 0; i < KEY_BINDING_KEYS && binding->keys[i] != 0; i++) {
        char name[KEY_NAME_MAX];
        key_code_name(binding->keys[i], name);
        int written = snprintf(out + used, (size_t)(size - used), "%s%s",
                               i > 0 ? "/" : "", name);
        if (written < 0 || written >= size - used)
            return;
        used += written;
    }
}
