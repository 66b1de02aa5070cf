#include <stddef.h>

#include "explorer_help.h"

typedef struct {
    const char *heading;
    explorer_context context;
    unsigned modes; /* rows whose modes are exactly these */
} help_section;

/* The order the help screen reads in. A row appears under the section of
 * its context and modes; CONTEXT_ANY rows go under "Everywhere". */
static const help_section SECTIONS[] = {
    {"Everywhere", CONTEXT_BOARD, IN_ALL_MODES},
    {"Mobility mode", CONTEXT_BOARD, IN_MOBILITY},
    {"Position mode", CONTEXT_BOARD, IN_POSITION},
    {"Placing pieces (Position mode, after e)", CONTEXT_PLACING,
     IN_POSITION},
    {"Tour mode", CONTEXT_BOARD, IN_TOUR},
    {"Mobility and Tour modes", CONTEXT_BOARD, IN_MOBILITY | IN_TOUR},
    {"Position and Tour modes", CONTEXT_BOARD, IN_POSITION | IN_TOUR},
    {"Piece menu (p)", CONTEXT_MENU, IN_ALL_MODES},
    {"Prompts", CONTEXT_PROMPT, IN_ALL_MODES},
    {"File prompts", CONTEXT_PROMPT, IN_POSITION | IN_TOUR},
    {"This help", CONTEXT_HELP, IN_ALL_MODES},
    {"Any time", CONTEXT_ANY, IN_ALL_MODES},
};

enum { SECTION_COUNT = sizeof SECTIONS / sizeof SECTIONS[0] };

static bool in_section(const help_section *section, const key_binding *row)
{
    return row->context == section->context && row->modes == section->modes;
}

/* Walks the help lines; returns the count, and fills *found for `wanted`. */
static int walk(int wanted, help_line *found)
{
    int line = 0;
    for (int s = 0; s < SECTION_COUNT; s++) {
        int first = line;
        for (int i = 0; i < key_binding_count(); i++) {
            const key_binding *row = key_binding_at(i);
            if (!in_section(&SECTIONS[s], row))
                continue;
            if (line == first) { /* a heading only over a non-empty section */
                if (line++ == wanted)
                    *found = (help_line){SECTIONS[s].heading, NULL};
            }
            if (line++ == wanted)
                *found = (help_line){NULL, row};
        }
    }
    return line;
}

int help_line_count(void)
{
    help_line unused;
    return walk(-1, &unused);
}

help_line help_line_at(int index)
{
    help_line found = {NULL, NULL};
    walk(index, &found);
    return found;
}
