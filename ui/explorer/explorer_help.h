/* The help screen's lines, made from the key table: section headings and
 * one line per key-table row under each section it belongs to. */
#ifndef BOARDEX_EXPLORER_HELP_H
#define BOARDEX_EXPLORER_HELP_H

#include "explorer_keys.h"

typedef struct {
    const char *heading;        /* a section title, or NULL */
    const key_binding *binding; /* the row, when heading is NULL */
} help_line;

int help_line_count(void);

/* Line index of the help screen (0 .. help_line_count() - 1). */
help_line help_line_at(int index);

/* The same lines as the help screen shows them in a mode (an
 * explorer_mode): the sections about that mode first, then the rest. */
help_line help_line_in_mode(int mode, int index);

#endif
