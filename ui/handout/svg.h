/* Writing standalone SVG 1.1: a picture that needs no fonts, scripts or
 * files from anywhere else, for handouts. Boards are drawn in squares of
 * SVG_SQUARE units with rank labels on the left and file labels below. */
#ifndef BOARDEX_SVG_H
#define BOARDEX_SVG_H

#include <stdio.h>

#include "square.h"

enum {
    SVG_SQUARE = 40,
    SVG_LEFT = 30,  /* room for rank labels */
    SVG_TOP = 36,   /* room for the title */
    SVG_RIGHT = 14,
    SVG_BELOW = 24, /* room for file labels */
    SVG_LEGEND = 56,
    SVG_MIN_WIDTH = 440, /* the legend fits */
    SVG_TITLE_CHAR = 8,   /* about the most a title character takes */
    SVG_CAPTION_CHAR = 7, /* and a caption character */
};

/* The picture's size for a board with a legend under it, wide enough for
 * the title and the legend's caption. */
int svg_width(board_size board, const char *title, const char *caption);
int svg_height(board_size board);

/* The XML declaration, the <svg> element with its viewBox, a <title>, a
 * white page and the title line; the picture is svg_width() wide. */
void svg_begin(FILE *out, board_size board, const char *title,
               const char *caption);

void svg_end(FILE *out);

/* Writes text with &, <, >, " escaped. */
void svg_escaped(FILE *out, const char *text);

/* The top-left corner of a square. */
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

/* The y of the legend's top edge. */
int svg_legend_y(board_size board);

#endif
