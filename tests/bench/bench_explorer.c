/* How fast the explorer draws: the first frame, and one key press fully
 * handled and redrawn, in each mode at 80x24 and 120x40. Curses writes to
 * /dev/null, so only boardex's own work and curses' screen diff are
 * measured.
 *
 *   bench_explorer [FRAMES [ONLY]]
 *
 * Measures 12 to 15 are Position mode on a 10x10 position with defined
 * pieces (archbishops, cannons, grasshoppers, lame horses, nightriders a
 * side): the general generator on every key; 14 and 15 press X, which
 * changes the position (and keeps an undo step) every time. 16 and 17
 * take back and replay a move (u, Ctrl-R) on that board; 18 and 19 press
 * X with the placement lens on (an archbishop), so the lens is made anew
 * for every frame: the dearest keys of a lesson. 20 and 21 walk Tour mode
 * with the Warnsdorff lens on (8x8), 22 a 26x26 tour with it at 120x40.
 *
 * ONLY (0-22) runs one of the measures, so two runs under
 * `valgrind --tool=callgrind` with different FRAMES give the instructions
 * per frame of that measure by difference. */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <curses.h>

#include "colors.h"
#include "explorer_keys.h"
#include "explorer_start.h"
#include "view.h"

static double cpu_seconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* A walk over the board: every key moves the cursor, so the reached
 * squares (or legal targets) are recomputed and the board redrawn. */
static const int KEYS[] = {'l', 'l', 'j', 'j', 'h', 'h', 'k', 'k'};
enum { KEY_COUNT = sizeof KEYS / sizeof KEYS[0] };

/* X swaps the colours, so every press recomputes the whole position. */
static const int CHANGE_KEYS[] = {'X'};
/* A move taken back and played again. */
static const int MOVE_KEYS[] = {'u', BX_KEY_CTRL_R};

/* What one measure presses, in turn, and what its line calls it. */
typedef struct {
    const int *keys;
    int key_count;
    const char *what;
} key_walk;

static const key_walk CURSOR_WALK = {KEYS, KEY_COUNT, "key + redraw"};
static const key_walk CHANGE_WALK = {CHANGE_KEYS, 1, "X + redraw"};
static const key_walk MOVE_WALK = {MOVE_KEYS, 2, "undo/redo"};

static void measure(explorer_state *state, const view_style *style, int mode,
                    int lines, int cols, int frames, bool full,
                    const char *label, const key_walk *walk)
{
    explorer_key(state, '1' + mode);
    if (mode == MODE_TOUR && !state->work.tour.loaded)
        explorer_key(state, 'g'); /* a tour to draw */
    resizeterm(lines, cols);
    view_draw(state, style);
    double start = cpu_seconds();
    for (int i = 0; i < frames; i++) {
        explorer_key(state, walk->keys[i % walk->key_count]);
        if (full)
            clearok(curscr, TRUE); /* Ctrl-L: repaint every cell */
        view_draw(state, style);
    }
    double each = (cpu_seconds() - start) / frames;
    printf("%-8s %3dx%-2d %-12s: %6.1f us CPU per key press\n", label,
           cols, lines, full ? "full repaint" : walk->what, each * 1e6);
}

static void press(explorer_state *state, const char *keys)
{
    for (const char *key = keys; *key != '\0'; key++)
        explorer_key(state, (unsigned char)*key);
}

int main(int argc, char **argv)
{
    int frames = argc > 1 ? atoi(argv[1]) : 2000;
    double start = cpu_seconds();
    explorer_options options;
    explorer_state *state = malloc(sizeof *state);
    view_style style;

    if (frames < 1 || state == NULL)
        return 2;
    setlocale(LC_ALL, "C.UTF-8");
    explorer_default_options(&options);
    explorer_init(state, &options, NULL);
    FILE *out = fopen("/dev/null", "w");
    FILE *in = fopen("/dev/null", "r");
    SCREEN *screen = newterm("xterm-256color", out, in);
    if (screen == NULL) {
        fprintf(stderr, "bench_explorer: no xterm-256color terminfo\n");
        return 2;
    }
    resizeterm(24, 80);
    colors_init(&style, colors_detect(false), true);
    view_draw(state, &style);
    printf("first frame: %.2f ms CPU (state, curses set-up, draw)\n",
           (cpu_seconds() - start) * 1e3);
    int only = argc > 2 ? atoi(argv[2]) : -1;
    for (int which = 0; which < 12; which++)
        if (only < 0 || only == which)
            measure(state, &style, which / 4, which % 4 < 2 ? 24 : 40,
                    which % 4 < 2 ? 80 : 120, frames, which % 2 == 1,
                    explorer_mode_name((explorer_mode)(which / 4)),
                    &CURSOR_WALK);
    /* Tour mode with the Warnsdorff lens, which counts again on every
     * key: the 8x8 tour, then a 26x26 one (the largest board). */
    explorer_key(state, '3');
    explorer_key(state, 'v');
    for (int which = 20; which < 22; which++)
        if (only < 0 || only == which)
            measure(state, &style, MODE_TOUR, which == 20 ? 24 : 40,
                    which == 20 ? 80 : 120, frames, false, "Tour+v",
                    &CURSOR_WALK);
    explorer_key(state, 'C');
    explorer_key(state, 'S');
    explorer_key(state, BX_KEY_CTRL_U);
    for (const char *c = "26x26"; *c != '\0'; c++)
        explorer_key(state, *c);
    explorer_key(state, BX_KEY_ENTER);
    explorer_key(state, 'g');
    if (only < 0 || only == 22)
        measure(state, &style, MODE_TOUR, 40, 120, frames, false,
                "26x26+v", &CURSOR_WALK);
    /* The general generator: 10x10 with defined pieces. */
    static const char *const DEFINES[] = {"A=BN", "C=mRcpR", "G=gQ",
                                          "H=nN", "E=NN"};
    explorer_default_options(&options);
    options.define_count = 5;
    for (int i = 0; i < options.define_count; i++)
        options.defines[i] = DEFINES[i];
    options.fen = "r1c1k1g2r/pppppppppp/2h1e2a2/10/10/10/10/2H1E2A2/"
                  "PPPPPPPPPP/R1C1K1G2R w - - 0 1";
    options.mode = MODE_POSITION;
    explorer_compiled_free(&state->compiled); /* init starts afresh */
    if (explorer_init(state, &options, NULL) != BX_OK) {
        fprintf(stderr, "bench_explorer: the 10x10 position failed\n");
        return 2;
    }
    for (int which = 12; which < 16; which++)
        if (only < 0 || only == which)
            measure(state, &style, MODE_POSITION, which % 2 == 0 ? 24 : 40,
                    which % 2 == 0 ? 80 : 120, frames, false, "10x10def",
                    which >= 14 ? &CHANGE_WALK : &CURSOR_WALK);
    /* A move to take back and replay (the cursor starts on a1). */
    press(state, "ma2a3\n");
    if (state->work.position.played_count != 1) {
        fprintf(stderr, "bench_explorer: a2a3 was not played\n");
        return 2;
    }
    for (int which = 16; which < 18; which++)
        if (only < 0 || only == which)
            measure(state, &style, MODE_POSITION, which % 2 == 0 ? 24 : 40,
                    which % 2 == 0 ? 80 : 120, frames, false, "move10",
                    &MOVE_WALK);
    press(state, "p\x15" "A\n"); /* Ctrl-U clears the suggested letter */
    if (state->placement_letter != 'A') {
        fprintf(stderr, "bench_explorer: the placement lens is off\n");
        return 2;
    }
    for (int which = 18; which < 20; which++)
        if (only < 0 || only == which)
            measure(state, &style, MODE_POSITION, which % 2 == 0 ? 24 : 40,
                    which % 2 == 0 ? 80 : 120, frames, false, "lens10",
                    &CHANGE_WALK);
    endwin();
    delscreen(screen);
    fclose(out);
    fclose(in);
    explorer_free(state);
    return 0;
}
