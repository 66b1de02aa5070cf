/* Must not build: only ui/view may include curses. */
#include <curses.h>
