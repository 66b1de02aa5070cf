/* The help screen's lines, made from the key table: section headings and
 * one line per key-table row under each section it belongs to. */
#ifndef BOARDEX_EXPLORER_HELP_H
#define BOARDEX_EXPLORER_HELP_H

#include "explorer_keys.h"

enum {
    HELP_TEXT_MAX = 192, /* a help line's text, keys and sentence */
    HELP_LINES_MAX = 512, /* more than the key table's rows and headings */
    /* A key's sentence starts 25 columns in: "  " and 22 for the keys, a
     * space. */
    HELP_SENTENCE_COLUMN = 25
};

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

/* All the lines of help_line_in_mode at once, at most max (one walk of
 * the key table, where help_line_in_mode walks it for each line). */
int help_lines_in_mode(int mode, help_line *out, int max);

/* The help screen's text for a line on a screen width columns wide: its
 * heading, or "  KEYS" padded to 24 columns and the key's sentence; on a
 * screen too narrow for that column, the sentence two spaces after the
 * keys. */
void help_line_text(help_line line, int width, char *out, int size);

/* Where wrapped lines of a key's sentence start on a screen width columns
 * wide: under the sentence when that leaves it 20 columns, else 4 in. */
int help_line_indent(int width);

/* Screen rows a help line takes wrapped to width columns. */
int help_line_rows(help_line line, int width);

/* Screen rows the whole help takes in mode at width: the help screen
 * pages and scrolls by these rows, so a wrapped key is never skipped. */
int help_row_count(int mode, int width);

#endif
