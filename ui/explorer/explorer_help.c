#include <stddef.h>
#include <stdio.h>

#include "explorer_help.h"
#include "text_wrap.h"

typedef struct {
    const char *heading;
    explorer_focus focus;
    unsigned modes; /* rows whose modes are exactly these */
} help_section;

/* The order the help screen reads in. A row appears under the section of
 * its context and modes; FOCUS_ANY rows go under "Everywhere". */
static const help_section SECTIONS[] = {
    {"Everywhere", FOCUS_BOARD, IN_ALL_MODES},
    {"Mobility mode", FOCUS_BOARD, IN_MOBILITY},
    {"Position mode", FOCUS_BOARD, IN_POSITION},
    {"Placing pieces (Position mode, after e)", FOCUS_PLACING,
     IN_POSITION},
    {"Moving a piece (Position mode, after Enter or Space)", FOCUS_MOVING,
     IN_POSITION},
    {"Position settings (Position mode, after c)", FOCUS_SETTINGS,
     IN_POSITION},
    {"Tour mode", FOCUS_BOARD, IN_TOUR},
    {"Playing the path (P, Tour mode)", FOCUS_PLAYING, IN_TOUR},
    {"Mobility and Tour modes", FOCUS_BOARD, IN_MOBILITY | IN_TOUR},
    {"Position and Tour modes", FOCUS_BOARD, IN_POSITION | IN_TOUR},
    {"Menus (p a piece; V a variant, or the second piece)", FOCUS_MENU,
     IN_ALL_MODES},
    {"Second piece's menu (V, Mobility mode)", FOCUS_MENU, IN_MOBILITY},
    {"Prompts", FOCUS_PROMPT, IN_ALL_MODES},
    {"File prompts", FOCUS_PROMPT, IN_POSITION | IN_TOUR},
    {"This help", FOCUS_HELP, IN_ALL_MODES},
    {"The quit question (q with unsaved changes)", FOCUS_CONFIRM_QUIT,
     IN_ALL_MODES},
    {"Work a lost terminal left (asked at the start)", FOCUS_RESTORE,
     IN_ALL_MODES},
    {"Any time", FOCUS_ANY, IN_ALL_MODES},
};

enum { SECTION_COUNT = sizeof SECTIONS / sizeof SECTIONS[0] };

static bool in_section(const help_section *section, const key_binding *row)
{
    return row->focus == section->focus && row->modes == section->modes;
}

/* Whether a section is about one mode in particular (not every mode), and
 * that mode is first: the help opens on the keys of the mode in use. */
static bool section_first(const help_section *section, int mode)
{
    return mode >= 0 && section->modes != IN_ALL_MODES &&
           (section->modes & (1u << mode)) != 0;
}

/* The s-th section in reading order for mode (-1: the plain order). */
static const help_section *section_in_order(int s, int mode)
{
    int seen = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < SECTION_COUNT; i++) {
            bool first = section_first(&SECTIONS[i], mode);
            if ((pass == 0) == first && seen++ == s)
                return &SECTIONS[i];
        }
    return &SECTIONS[0];
}

/* Walks the help lines; returns the count, and fills *found for `wanted`. */
static int walk(int mode, int wanted, help_line *found)
{
    int line = 0;
    for (int s = 0; s < SECTION_COUNT; s++) {
        const help_section *section = section_in_order(s, mode);
        int first = line;
        for (int i = 0; i < key_binding_count(); i++) {
            const key_binding *row = key_binding_at(i);
            if (!in_section(section, row))
                continue;
            if (line == first) { /* a heading only over a non-empty section */
                if (line++ == wanted)
                    *found = (help_line){section->heading, NULL};
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
    return walk(-1, -1, &unused);
}

help_line help_line_at(int index)
{
    help_line found = {NULL, NULL};
    walk(-1, index, &found);
    return found;
}

help_line help_line_in_mode(int mode, int index)
{
    help_line found = {NULL, NULL};
    walk(mode, index, &found);
    return found;
}

void help_line_text(help_line line, int width, char *out, int size)
{
    if (line.heading != NULL || line.binding == NULL) {
        snprintf(out, (size_t)size, "%s",
                 line.heading != NULL ? line.heading : "");
        return;
    }
    char names[64];
    key_binding_names(line.binding, names, sizeof names);
    if (help_line_indent(width) == HELP_SENTENCE_COLUMN)
        snprintf(out, (size_t)size, "  %-22s %s", names, line.binding->help);
    else
        snprintf(out, (size_t)size, "  %s  %s", names, line.binding->help);
}

int help_line_indent(int width)
{
    return width - HELP_SENTENCE_COLUMN >= 20 ? HELP_SENTENCE_COLUMN : 4;
}

int help_line_rows(help_line line, int width)
{
    char text[HELP_TEXT_MAX];
    help_line_text(line, width, text, sizeof text);
    int rows = text_wrap_lines(text, width, 1 << 20,
                               line.heading != NULL ? 0
                                                    : help_line_indent(width));
    return rows > 0 ? rows : 1;
}

int help_lines_in_mode(int mode, help_line *out, int max)
{
    /* The walk above, once: a heading over each non-empty section. */
    int count = 0;
    for (int s = 0; s < SECTION_COUNT; s++) {
        const help_section *section = section_in_order(s, mode);
        bool headed = false;
        for (int i = 0; i < key_binding_count() && count < max; i++) {
            const key_binding *row = key_binding_at(i);
            if (!in_section(section, row))
                continue;
            if (!headed)
                out[count++] = (help_line){section->heading, NULL};
            headed = true;
            if (count < max)
                out[count++] = (help_line){NULL, row};
        }
    }
    return count;
}

int help_row_count(int mode, int width)
{
    help_line lines[HELP_LINES_MAX];
    int count = help_lines_in_mode(mode, lines, HELP_LINES_MAX);
    int rows = 0;
    for (int i = 0; i < count; i++)
        rows += help_line_rows(lines[i], width);
    return rows;
}
