/* A one-line text editor for prompts (directions, sizes, FEN, paths).
 *
 * Pure: it knows bytes and a cursor, not terminals. Editing moves over
 * whole UTF-8 characters, so a pasted path with accents stays intact. */
#ifndef BOARDEX_LINE_EDIT_H
#define BOARDEX_LINE_EDIT_H

#include <stdbool.h>

enum { LINE_EDIT_MAX = 4096 };

typedef struct {
    char text[LINE_EDIT_MAX]; /* always terminated */
    int length;               /* bytes in text */
    int cursor;               /* byte offset, 0..length */
    /* The whole text is selected, as when a prompt opens with its value:
     * a typed character replaces it; moving or deleting keeps it for
     * editing. */
    bool selected;
    /* A byte did not fit: the line is cut, so it must not be applied. */
    bool overflow;
} line_edit;

/* Replaces the text, puts the cursor at its end and selects it. A text too
 * long is cut (never inside a UTF-8 character) and marked overflow. */
void line_edit_set(line_edit *line, const char *text);

/* Inserts one byte at the cursor (replacing a selected text); control
 * bytes are refused. Returns false when the byte was refused or the line
 * is full (which sets overflow). */
bool line_edit_insert(line_edit *line, int byte);

/* Inserts text at the cursor, as far as it fits. */
void line_edit_insert_text(line_edit *line, const char *text);

void line_edit_left(line_edit *line);
void line_edit_right(line_edit *line);
void line_edit_home(line_edit *line);
void line_edit_end(line_edit *line);

/* Deletes the character before / under the cursor. */
void line_edit_backspace(line_edit *line);
void line_edit_delete(line_edit *line);

/* Empties the line (Ctrl-U). */
void line_edit_clear(line_edit *line);

/* Deletes the word before the cursor and the blanks after it (Ctrl-W). */
void line_edit_delete_word(line_edit *line);

/* Any of the editing operations above that take only the line, for key
 * tables. */
typedef void (*line_edit_op)(line_edit *line);

#endif
