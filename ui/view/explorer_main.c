/* One way into curses and one way out: every exit path (q, Ctrl-C,
 * SIGTERM, SIGHUP, a lost terminal, a crash) goes through leave_curses(),
 * so the shell gets its terminal back as it was. */
#define _GNU_SOURCE /* ppoll */
#include <errno.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

#include <curses.h>
#include <term.h>

#include "color_rule.h"
#include "exit_status.h"
#include "explorer_input.h"
#include "explorer_keys.h"
#include "explorer_menu.h"
#include "explorer_recovery.h"
#include "explorer_recovery_file.h"
#include "explorer_undo.h"
#include "explorer_tour_play.h"
#include "key_decoder.h"
#include "explorer_main.h"
#include "view.h"

/* The one mutable global: a signal handler can do nothing else safely
 * than set a flag, which the event loop reads after getch() returns. */
static volatile sig_atomic_t stop_signal;
static volatile sig_atomic_t resized;

static void on_stop_signal(int sig)
{
    stop_signal = sig;
}

static void on_resize(int sig)
{
    (void)sig;
    resized = 1;
}

/* How long a lone Esc waits for the rest of a key's sequence. */
enum { ESCAPE_WAIT_MS = 25 };

/* Bracketed paste (pasted text arrives marked, never as keys) and xterm
 * mouse reports (SGR form), on at the start and off on every way out. */
static const char MODES_ON[] = "\033[?2004h";
static const char MOUSE_ON[] = "\033[?1000h\033[?1006h";
static const char MODES_OFF[] = "\033[?1006l\033[?1000l\033[?2004l";

/* write(), not stdio: the crash handler uses it too. */
static void write_all(const char *text, size_t length)
{
    while (length > 0) {
        ssize_t done = write(STDOUT_FILENO, text, length);
        if (done <= 0)
            return;
        text += done;
        length -= (size_t)done;
    }
}

static volatile sig_atomic_t mouse_on;

static void terminal_modes(bool on, bool mouse)
{
    if (!on) {
        write_all(MODES_OFF, sizeof MODES_OFF - 1);
        return;
    }
    write_all(MODES_ON, sizeof MODES_ON - 1);
    mouse_on = mouse;
    if (mouse)
        write_all(MOUSE_ON, sizeof MOUSE_ON - 1);
}

/* Ctrl-Z: curses' own handler gives the shell its screen and takes it
 * back on fg; around it, the modes go off and on again, so the shell
 * never gets mouse reports. */
static struct sigaction curses_suspend;

static void on_suspend(int sig)
{
    write_all(MODES_OFF, sizeof MODES_OFF - 1);
    if (curses_suspend.sa_handler != SIG_DFL &&
        curses_suspend.sa_handler != SIG_IGN &&
        curses_suspend.sa_handler != NULL) {
        curses_suspend.sa_handler(sig);
    } else {
        /* No curses handler: stop the default way, with the signal
         * unblocked for that moment (it is blocked inside its handler). */
        struct sigaction ours, stop;
        sigset_t tstp;
        memset(&stop, 0, sizeof stop);
        stop.sa_handler = SIG_DFL;
        sigemptyset(&stop.sa_mask);
        sigemptyset(&tstp);
        sigaddset(&tstp, SIGTSTP);
        sigaction(SIGTSTP, &stop, &ours);
        sigprocmask(SIG_UNBLOCK, &tstp, NULL);
        kill(getpid(), SIGTSTP);
        sigprocmask(SIG_BLOCK, &tstp, NULL);
        sigaction(SIGTSTP, &ours, NULL);
    }
    write_all(MODES_ON, sizeof MODES_ON - 1);
    if (mouse_on)
        write_all(MOUSE_ON, sizeof MOUSE_ON - 1);
}

/* A crash must not leave the terminal raw: restore it, then die as the
 * signal would have made us die. */
static void on_crash(int sig)
{
    write_all(MODES_OFF, sizeof MODES_OFF - 1);
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* The signals whose handlers only set a flag for the loop to see. */
static void flagged_signals(sigset_t *set)
{
    sigemptyset(set);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGQUIT);
    sigaddset(set, SIGTERM);
    sigaddset(set, SIGHUP);
    sigaddset(set, SIGWINCH);
}

static void install_signals(void)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    /* No SA_RESTART: a waiting ppoll() returns so the loop sees the flag.
     * The terminal is raw, so these come from elsewhere (kill, a hang-up);
     * the keys Ctrl-C and Ctrl-\ are keys. */
    action.sa_handler = on_stop_signal;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGQUIT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    action.sa_handler = on_resize;
    sigaction(SIGWINCH, &action, NULL);
    /* Those that set a flag arrive only while the loop waits (ppoll opens
     * them): one arriving between its look at the flags and the wait
     * would otherwise wait with it, unseen, until the next key. */
    sigset_t flagged;
    flagged_signals(&flagged);
    sigprocmask(SIG_BLOCK, &flagged, NULL);
    action.sa_handler = on_suspend;
    sigaction(SIGTSTP, &action, &curses_suspend);
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
    /* TERM is user text like any other: quoted, it cannot retitle or
     * move anything when the refusal is printed. */
    char quoted[BX_QUOTE_MAX];
    bx_quote(quoted, term);
    if (setupterm(term, STDOUT_FILENO, &error) != OK) {
        snprintf(why, size, "unknown terminal type '%s'", quoted);
        return false;
    }
    const char *cup = tigetstr("cup");
    bool addressable = cup != NULL && cup != (const char *)-1;
    del_curterm(cur_term);
    if (!addressable) {
        snprintf(why, size, "terminal '%s' cannot move the cursor", quoted);
        return false;
    }
    return true;
}

static void enter_curses(const explorer_ui_options *options,
                         view_style *style)
{
    const char *codeset = nl_langinfo(CODESET);
    bool utf8 = strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0;

    /* Curses draws; the keys are read and decoded here (key_decoder.h),
     * so curses is never asked to read the terminal. Raw, not cbreak:
     * Ctrl-C, Ctrl-\ and Ctrl-Z arrive as bytes, never as signals, so
     * the same bytes inside a paste are text, and the keys do what the key
     * table says. */
    raw();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    terminal_modes(true, !options->no_mouse);
    /* The rule the CLI's --color=auto asks too (color_rule.h). */
    colors_init(style,
                colors_detect(options->no_color ||
                              !color_allowed(STDOUT_FILENO)),
                utf8 && !options->ascii);
}

static void leave_curses(void)
{
    terminal_modes(false, true);
    curs_set(1);
    endwin();
}

/* The size the terminal has now, after a SIGWINCH. */
static void follow_resize(void)
{
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 &&
        size.ws_col > 0)
        resize_term(size.ws_row, size.ws_col);
    clearok(curscr, TRUE);
}

static void handle_click(explorer_state *state, const key_event *event)
{
    if (event->row == 0) { /* the title bar: a mode's tab */
        explorer_click_tab(state, view_layout_tab_at(event->col));
        return;
    }
    view_layout layout = view_current_layout(state);
    if (state->focus == FOCUS_MENU) {
        menu_box box = view_layout_menu(&layout, explorer_menu_count(state),
                                        explorer_menu_width(state),
                                        state->menu_index);
        explorer_menu_click(state, view_layout_menu_entry_at(
                                       &box, event->row, event->col));
        return;
    }
    square sq;
    if (view_layout_square_at(&layout, explorer_board(state), event->row,
                              event->col, &sq))
        explorer_click_screen(state, sq);
}

static void handle_event(explorer_state *state, const key_event *event)
{
    if (event->kind == KEY_EVENT_CLICK)
        handle_click(state, event);
    else
        explorer_input(state, event);
    if (state->suspend) {
        /* Ctrl-Z, read raw as a key: stop the way the terminal's own
         * Ctrl-Z would, through on_suspend (modes off, curses' handler,
         * modes on), and draw everything again on fg. */
        state->suspend = false;
        state->repaint = true;
        raise(SIGTSTP);
    }
}

/* Why the terminal is gone, or NULL while it is there. */
static const char *read_input(int fd, explorer_state *state,
                              key_decoder *decoder)
{
    unsigned char bytes[4096];
    ssize_t got = read(fd, bytes, sizeof bytes);
    if (got == 0)
        return "end of input";
    if (got < 0)
        return errno == EINTR || errno == EAGAIN ? NULL : strerror(errno);
    for (ssize_t i = 0; i < got && !state->quit; i++) {
        key_event events[KEY_DECODER_EVENTS_MAX];
        int count = key_decoder_feed(decoder, bytes[i], events);
        for (int e = 0; e < count; e++)
            handle_event(state, &events[e]);
    }
    return NULL;
}

/* Waits in ppoll() for the terminal: nothing changes on its own, so idle
 * costs nothing. Only a lone Esc (is more of a sequence coming?) and
 * autoplay wait with a timeout. Returns why the terminal went away, or
 * NULL. */
static const char *event_loop(explorer_state *state, const view_style *style,
                              key_decoder *decoder)
{
    sigset_t waiting, flagged; /* the mask while waiting: flagged open */
    sigprocmask(SIG_BLOCK, NULL, &waiting);
    flagged_signals(&flagged);
    for (int sig = 1; sig < NSIG; sig++)
        if (sigismember(&flagged, sig) == 1)
            sigdelset(&waiting, sig);
    view_page_size(state);
    view_draw(state, style);
    while (!state->quit && stop_signal == 0) {
        struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
        bool escape = key_decoder_waiting(decoder);
        int timeout = escape                          ? ESCAPE_WAIT_MS
                      : state->focus == FOCUS_PLAYING ? EXPLORER_PLAY_STEP_MS
                                                      : -1;
        struct timespec limit = {timeout / 1000, (timeout % 1000) * 1000000L};
        int ready = ppoll(&input, 1, timeout < 0 ? NULL : &limit, &waiting);
        if (stop_signal != 0)
            break;
        const char *gone = NULL;
        if (ready < 0 && errno != EINTR)
            gone = strerror(errno);
        else if (ready == 0 && !escape)
            explorer_tick(state);
        else if (ready == 0) {
            key_event events[KEY_DECODER_EVENTS_MAX];
            int count = key_decoder_timeout(decoder, events);
            for (int e = 0; e < count; e++)
                handle_event(state, &events[e]);
        } else if (ready > 0 && (input.revents & POLLIN) != 0)
            gone = read_input(STDIN_FILENO, state, decoder);
        else if (ready > 0)
            gone = "hang-up";
        if (gone != NULL)
            return gone;
        if (resized != 0) {
            resized = 0;
            follow_resize();
        }
        if (state->repaint) {
            clearok(curscr, TRUE);
            state->repaint = false;
        }
        view_page_size(state);
        view_draw(state, style);
    }
    return NULL;
}

/* The recovery folder, from the environment; false (and why) when there
 * is none. */
static bool recovery_folder(char *folder, size_t size, bx_error *error)
{
    return explorer_recovery_folder(getenv("XDG_STATE_HOME"), getenv("HOME"),
                                    folder, size, error) == BX_OK;
}

/* The start: work a lost terminal left is offered, never taken silently. */
static void offer_recovery(explorer_state *state)
{
    char folder[EXPLORER_RECOVERY_PATH_MAX], path[EXPLORER_RECOVERY_PATH_MAX];
    bx_error error;
    char *text;
    size_t length;
    if (recovery_folder(folder, sizeof folder, &error) &&
        explorer_recovery_find(folder, path, sizeof path, &text, &length))
        explorer_recovery_offer(state, path, text, length);
}

/* The terminal went away (why), or SIGHUP or SIGTERM came: the work the
 * quit question would have protected goes to a recovery file, and one
 * line says where (or why it could not). Runs after the loop, never in a
 * signal handler. */
static void save_recovery(const explorer_state *state, const char *why,
                          FILE *err)
{
    char folder[EXPLORER_RECOVERY_PATH_MAX], path[EXPLORER_RECOVERY_PATH_MAX];
    char reason[BX_ERROR_MAX + 64];
    bx_error error;
    char *text = malloc(EXPLORER_RECOVERY_MAX);
    bool saved = false;
    if (text == NULL)
        snprintf(reason, sizeof reason, "out of memory");
    else if (!explorer_recovery_text(state, text, EXPLORER_RECOVERY_MAX))
        snprintf(reason, sizeof reason, "the work is too large");
    else if (!recovery_folder(folder, sizeof folder, &error) ||
             explorer_recovery_save(folder, text, path, sizeof path,
                                    &error) != BX_OK)
        snprintf(reason, sizeof reason, "%s", error.message);
    else
        saved = true;
    free(text);
    if (saved)
        fprintf(err, "boardex: %s; the unsaved work is in %s\n", why, path);
    else
        fprintf(err, "boardex: %s; the unsaved work could not be saved: %s\n",
                why, reason);
}

int explorer_run(const explorer_ui_options *options, FILE *err)
{
    /* Room for "terminal 'TERM' cannot move the cursor" with TERM quoted
     * (10 + 163 + 24 bytes), so it is never cut; with the sentence around
     * it the line is at most 98 + 197 = 295 bytes. */
    char why[200];
    bx_error error;
    explorer_state *state = malloc(sizeof *state);

    if (state == NULL) {
        fprintf(err, "boardex: out of memory\n");
        return CLI_EXIT_ERROR;
    }
    if (explorer_init(state, &options->start, &error) != BX_OK) {
        fprintf(err, "boardex: %s\n", error.message);
        explorer_free(state);
        return CLI_EXIT_ERROR;
    }
    state->writes_files = true; /* w writes where the user asks */
    setlocale(LC_ALL, "");
    if (!explorer_terminal_usable(why, sizeof why)) {
        fprintf(err,
                "boardex: the explorer needs a terminal (%s); the batch "
                "commands work anywhere, see 'boardex --help'\n",
                why);
        explorer_free(state);
        return CLI_EXIT_ERROR;
    }
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) {
        fprintf(err, "boardex: cannot start the terminal screen\n");
        explorer_free(state);
        return CLI_EXIT_ERROR;
    }
    view_style style;
    key_decoder *decoder = malloc(sizeof *decoder);
    if (decoder == NULL) {
        delscreen(screen);
        fprintf(err, "boardex: out of memory\n");
        explorer_free(state);
        return CLI_EXIT_ERROR;
    }
    key_decoder_init(decoder);
    offer_recovery(state);
    enter_curses(options, &style);
    install_signals(); /* after curses, so SIGWINCH is ours */
    const char *gone = event_loop(state, &style, decoder);
    leave_curses();
    delscreen(screen);
    free(decoder);
    int quit_key = state->quit ? state->quit_key : 0;
    if (gone != NULL)
        snprintf(why, sizeof why, "the terminal went away (%s)", gone);
    else
        snprintf(why, sizeof why, "ended by %s",
                 stop_signal == SIGHUP ? "SIGHUP" : "SIGTERM");
    bool lost = gone != NULL || stop_signal == SIGHUP || stop_signal == SIGTERM;
    if (lost && explorer_has_changes(state))
        save_recovery(state, why, err);
    else if (gone != NULL)
        fprintf(err, "boardex: %s\n", why);
    explorer_free(state);
    if (gone != NULL)
        return CLI_EXIT_TERMINAL_LOST;
    /* Killed by a signal, or quit by the key that would have sent it:
     * say so the way shells do. */
    if (stop_signal != 0)
        return 128 + stop_signal;
    if (quit_key == BX_KEY_CTRL_C)
        return 128 + SIGINT;
    return quit_key == BX_KEY_CTRL_BACKSLASH ? 128 + SIGQUIT : CLI_EXIT_OK;
}
