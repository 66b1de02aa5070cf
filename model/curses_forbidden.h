/* Force-included into every file of the model, the explorer core and the
 * CLI: drawing belongs to ui/view alone. Poisoning a few names that
 * <curses.h> declares makes including it anywhere else a build error, not
 * a review comment. */
#pragma GCC poison initscr endwin newwin wgetch wrefresh
