/* One way into curses and one way out: every exit path (q, Ctrl-C,
 * SIGTERM, SIGHUP, a lost terminal, a crash) goes through leave_curses(),
 * so the shell gets its terminal back as it was. */
#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

#include <curses.h>
#include <term.h>

#include "exit_status.h"
#include "explorer_keys.h"
#include "explorer_main.h"
#include "view.h"

/* The one mutable global: a signal handler can do nothing else safely
 * than set a flag, which the event loop reads after getch() returns. */
static volatile sig_atomic_t stop_signal;

static void on_stop_signal(int sig)
{
    stop_signal = sig;
}

/* A crash must not leave the terminal raw: restore it, then die as the
 * signal would have made us die. */
static void on_crash(int sig)
{
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_signals(void)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    /* No SA_RESTART: a blocked getch() returns so the loop sees the flag. */
    action.sa_handler = on_stop_signal;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    action.sa_handler = on_crash;
    sigaction(SIGSEGV, &action, NULL);
    sigaction(SIGBUS, &action, NULL);
    sigaction(SIGABRT, &action, NULL);
    sigaction(SIGFPE, &action, NULL);
}

bool explorer_terminal_usable(char *why, size_t size)
{
    const char *term = getenv("TERM");
    int error = 0;

    if (!isatty(STDIN_FILENO)) {
        snprintf(why, size, "standard input is not a terminal");
        return false;
    }
    if (!isatty(STDOUT_FILENO)) {
        snprintf(why, size, "standard output is not a terminal");
        return false;
    }
    if (term == NULL || term[0] == '\0') {
        snprintf(why, size, "TERM is not set");
        return false;
    }
    if (strcmp(term, "dumb") == 0) {
        snprintf(why, size, "TERM is dumb");
        return false;
    }
    if (setupterm(term, STDOUT_FILENO, &error) != OK) {
        snprintf(why, size, "unknown terminal type '%.40s'", term);
        return false;
    }
    const char *cup = tigetstr("cup");
    bool addressable = cup != NULL && cup != (const char *)-1;
    del_curterm(cur_term);
    if (!addressable) {
        snprintf(why, size, "terminal '%.40s' cannot move the cursor", term);
        return false;
    }
    return true;
}

static bool no_color_env(void)
{
    const char *value = getenv("NO_COLOR");
    return value != NULL && value[0] != '\0';
}

/* Home and End differ between terminals (and tmux or screen send their own
 * whatever TERM says); teach curses the usual variants, as htop does. */
static void define_extra_keys(void)
{
    static const struct {
        const char *sequence;
        int key;
    } EXTRA[] = {
        {"\033[1~", KEY_HOME}, {"\033[7~", KEY_HOME}, {"\033[H", KEY_HOME},
        {"\033OH", KEY_HOME},  {"\033[4~", KEY_END},  {"\033[8~", KEY_END},
        {"\033[F", KEY_END},   {"\033OF", KEY_END},
    };
    for (size_t i = 0; i < sizeof EXTRA / sizeof EXTRA[0]; i++)
        if (key_defined(EXTRA[i].sequence) == 0)
            define_key(EXTRA[i].sequence, EXTRA[i].key);
}

static void enter_curses(const explorer_ui_options *options,
                         view_style *style)
{
    const char *codeset = nl_langinfo(CODESET);
    bool utf8 = strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0;

    set_escdelay(25); /* Esc answers at once; arrows still arrive whole */
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    define_extra_keys();
    intrflush(stdscr, FALSE);
    if (!options->no_mouse) {
        mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
        mouseinterval(0);
    }
    colors_init(style, colors_detect(options->no_color || no_color_env()),
                utf8 && !options->ascii);
}

static void leave_curses(void)
{
    curs_set(1);
    endwin();
}

/* A curses key to the explorer's codes; 0 for keys with no meaning. */
static int translate_key(int ch, bool function_key)
{
    if (!function_key) {
        if (ch == '\r')
            return BX_KEY_ENTER;
        if (ch == 8)
            return BX_KEY_BACKSPACE;
        return ch;
    }
    switch (ch) {
    case KEY_UP: return BX_KEY_UP;
    case KEY_DOWN: return BX_KEY_DOWN;
    case KEY_LEFT: return BX_KEY_LEFT;
    case KEY_RIGHT: return BX_KEY_RIGHT;
    case KEY_HOME: return BX_KEY_HOME;
    case KEY_END: return BX_KEY_END;
    case KEY_DC: return BX_KEY_DELETE;
    case KEY_PPAGE: return BX_KEY_PAGE_UP;
    case KEY_NPAGE: return BX_KEY_PAGE_DOWN;
    case KEY_BTAB: return BX_KEY_BACK_TAB;
    case KEY_BACKSPACE: return BX_KEY_BACKSPACE;
    case KEY_ENTER: return BX_KEY_ENTER;
    default: return 0;
    }
}

static void handle_mouse(explorer_state *state)
{
    MEVENT event;
    if (getmouse(&event) != OK ||
        !(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
        return;
    view_layout layout = view_current_layout(state);
    square sq;
    if (view_layout_square_at(&layout, explorer_board(state), event.y, event.x,
                              &sq))
        explorer_click(state, sq);
}

/* Feeds a typed character: UTF-8 bytes into a prompt, else its code. */
static void feed_char(explorer_state *state, wint_t wc)
{
    if (wc < 0x80 || state->focus != FOCUS_PROMPT) {
        explorer_key(state, (int)wc);
        return;
    }
    char bytes[MB_LEN_MAX];
    mbstate_t shift;
    memset(&shift, 0, sizeof shift);
    size_t length = wcrtomb(bytes, (wchar_t)wc, &shift);
    for (size_t i = 0; length != (size_t)-1 && i < length; i++)
        explorer_key(state, (unsigned char)bytes[i]);
}

/* Blocks in get_wch(): nothing changes on its own, so idle costs nothing. */
static void event_loop(explorer_state *state, const view_style *style)
{
    view_draw(state, style);
    while (!state->quit && stop_signal == 0) {
        wint_t wc;
        errno = 0;
        int kind = get_wch(&wc);
        if (stop_signal != 0)
            break;
        if (kind == ERR) {
            if (errno == EINTR)
                continue;
            break; /* the terminal went away */
        }
        if (kind == KEY_CODE_YES && wc == KEY_MOUSE)
            handle_mouse(state);
        else if (kind == KEY_CODE_YES && wc == KEY_RESIZE)
            ; /* just redraw for the new size */
        else if (kind == KEY_CODE_YES) {
            int key = translate_key((int)wc, true);
            if (key != 0)
                explorer_key(state, key);
        } else {
            feed_char(state, (wint_t)translate_key((int)wc, false));
        }
        if (state->repaint) {
            clearok(curscr, TRUE);
            state->repaint = false;
        }
        view_draw(state, style);
    }
}

int explorer_run(const explorer_ui_options *options, FILE *err)
{
    char why[128];
    bx_error error;
    explorer_state *state = malloc(sizeof *state);

    if (state == NULL) {
        fprintf(err, "boardex: out of memory\n");
        return CLI_EXIT_ERROR;
    }
    if (explorer_init(state, &options->start, &error) != BX_OK) {
        fprintf(err, "boardex: %s\n", error.message);
        free(state);
        return CLI_EXIT_ERROR;
    }
    state->writes_files = true; /* w writes where the user asks */
    setlocale(LC_ALL, "");
    if (!explorer_terminal_usable(why, sizeof why)) {
        fprintf(err,
                "boardex: the explorer needs a terminal (%s); the batch "
                "commands work anywhere, see 'boardex --help'\n",
                why);
        free(state);
        return CLI_EXIT_ERROR;
    }
    install_signals();
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) {
        fprintf(err, "boardex: cannot start the terminal screen\n");
        free(state);
        return CLI_EXIT_ERROR;
    }
    view_style style;
    enter_curses(options, &style);
    event_loop(state, &style);
    leave_curses();
    delscreen(screen);
    free(state);
    /* Killed by a signal: say so the way shells do. */
    return stop_signal == 0 ? CLI_EXIT_OK : 128 + stop_signal;
}
