/* Writing standalone SVG 1.1: a picture that needs no fonts, scripts or
 * files from anywhere else, for handouts. Boards are drawn in squares of
 * SVG_SQUARE units with rank labels on the left and file labels below. */
#ifndef BOARDEX_SVG_H
#define BOARDEX_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "square.h"

enum {
    SVG_SQUARE = 40,
    SVG_LEFT = 30,  /* room for rank labels */
    SVG_TOP = 36,   /* room for the title's first line */
    SVG_TITLE_LINE = 18, /* and for each further line */
    SVG_RIGHT = 14,
    SVG_BELOW = 24, /* room for file labels */
    SVG_LEGEND = 56,
    SVG_MIN_WIDTH = 440, /* the legend fits */
    SVG_TITLE_CHAR = 8,   /* about what a title character takes in words */
    SVG_TITLE_WRAP_CHAR = 12, /* and the most a FEN letter takes (Q, N) */
    SVG_CAPTION_CHAR = 7, /* and a caption character */
};

/* A title's line: its first byte and its length in bytes. */
typedef struct {
    int start, length;
} svg_span;

/* Splits title into lines of at most max_chars characters (UTF-8
 * characters; max_chars below 1 counts as 1): at a space, which is left
 * out, and inside a word longer than a line after the last '/' that fits,
 * or else after max_chars characters, so the lines joined with the break
 * spaces give the title back. A title that fits is one line, and so is "".
 * Writes the first max_lines lines to lines (which may be NULL when
 * max_lines is 0) and returns how many lines there are. */
int svg_wrap_title(const char *title, int max_chars, svg_span *lines,
                   int max_lines);

/* A picture's size and its title's lines. The picture is as wide as the
 * board, the legend's caption and SVG_MIN_WIDTH need, whatever the title.
 * A title of words fits on one line at SVG_TITLE_CHAR a character; one
 * that does not (a long FEN, in bold capitals) wraps at
 * SVG_TITLE_WRAP_CHAR a character, so its lines stay inside the picture.
 * title_chars is the most characters a line then holds, and everything
 * under the title moves down by shift, SVG_TITLE_LINE for each line after
 * the first. */
typedef struct {
    int width, height;
    int title_chars, title_lines;
    int shift;
} svg_layout;

svg_layout svg_layout_of(board_size board, const char *title,
                         const char *caption);

/* The XML declaration, the <svg> element with its viewBox, a <title> with
 * the whole title, a white page and the title's lines. Everything drawn
 * from here to svg_end is placed as under a one-line title (svg_square_y,
 * svg_legend_y) and moved down by the layout's shift: with a shift it is
 * drawn inside a <g> that translates it, which svg_end closes. */
svg_layout svg_begin(FILE *out, board_size board, const char *title,
                     const char *caption);

void svg_end(FILE *out, const svg_layout *layout);

/* Writes text with &, <, >, " escaped. */
void svg_escaped(FILE *out, const char *text);

/* The top-left corner of a square, under a one-line title. */
int svg_square_x(int col);
int svg_square_y(int row);

/* A square's rect, with class "square" (the tests count them). */
void svg_square(FILE *out, square sq, long rgb);

/* Text centred at (x, y) on its baseline. */
void svg_text(FILE *out, int x, int y, int size, long rgb, const char *text);

/* Text starting at (x, y), left-aligned. */
void svg_caption(FILE *out, int x, int y, const char *text);

/* File letters under the board and rank numbers beside it. */
void svg_labels(FILE *out, board_size board);

/* The same for a board drawn turned (board_turn.h): h to a, 1 to 8. */
void svg_labels_turned(FILE *out, board_size board, bool flipped);

/* A mark's symbol (board_mark.h) in the top-right corner of the drawn
 * square at. */
void svg_mark(FILE *out, square at, int mark);

/* The y of the legend's top edge, under a one-line title. */
int svg_legend_y(board_size board);

#endif
