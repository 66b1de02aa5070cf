/* The one rule for colour (color_rule.h). */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "color_rule.h"

bool color_rule(bool is_tty, const char *term, const char *no_color)
{
    if (!is_tty || term == NULL || term[0] == '\0' ||
        strcmp(term, "dumb") == 0)
        return false;
    return no_color == NULL || no_color[0] == '\0';
}

bool color_allowed(int fd)
{
    return color_rule(isatty(fd) == 1, getenv("TERM"), getenv("NO_COLOR"));
}
