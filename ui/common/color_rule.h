/* The one rule for colour, asked by the CLI's --color=auto and by the
 * explorer alike: colour goes only to a terminal (a tty whose TERM is set
 * and not "dumb"), and never while NO_COLOR is set and not empty
 * (https://no-color.org). */
#ifndef BOARDEX_COLOR_RULE_H
#define BOARDEX_COLOR_RULE_H

#include <stdbool.h>

/* The rule over its inputs: whether the output is a tty, TERM's value and
 * NO_COLOR's (NULL when unset). */
bool color_rule(bool is_tty, const char *term, const char *no_color);

/* The rule for the file descriptor fd, with TERM and NO_COLOR read from
 * the environment. */
bool color_allowed(int fd);

#endif
