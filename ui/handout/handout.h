/* Handouts: one grid of per-square numbers (a lens: moves, distance,
 * compare) printed as text, CSV, Markdown or a standalone SVG picture.
 * Shared by the CLI (--format) and the explorer (w writes a file). */
#ifndef BOARDEX_HANDOUT_H
#define BOARDEX_HANDOUT_H

#include <stdbool.h>
#include <stdio.h>

#include "square.h"

typedef enum {
    HANDOUT_TEXT,
    HANDOUT_CSV,
    HANDOUT_MARKDOWN,
    HANDOUT_SVG,
} handout_format;

typedef struct {
    handout_format format;
    bool absolute; /* --scale absolute: colours mean the same on every piece */
    bool mono;     /* --mono: greys for a black-and-white printer */
    /* CSV and Markdown open with the title and the legend's lines that
     * the SVG shows (the explorer's w; the CLI's tables stay bare). */
    bool heading;
} handout_style;

/* The format a name stands for ("text", "csv", "markdown", "svg"); false
 * for any other. */
bool handout_format_of(const char *name, handout_format *format);

enum {
    HANDOUT_CELL_MAX = 8,   /* "-675", "+675", "N27" and the terminator */
    /* A title holds a whole FEN of the largest board. */
    HANDOUT_TITLE_MAX = 800,
};

typedef struct {
    board_size board;
    char cell[BOARD_MAX_SQUARES][HANDOUT_CELL_MAX]; /* as printed */
    int value[BOARD_MAX_SQUARES];  /* what the colour shows */
    bool blank[BOARD_MAX_SQUARES]; /* no value ("-"): no colour */
    /* The colour scale: value low is the coolest colour and high the
     * hottest; a diverging grid is neutral at 0 and strongest at +-high. */
    int low;
    int high;
    bool diverging;
    int min_width; /* the narrowest a text column may be */
    int mark;      /* a square index to outline (the origin), or -1 */
    char title[HANDOUT_TITLE_MAX];
    char legend[HANDOUT_TITLE_MAX]; /* what the colours mean, in words */
    /* Drawn turned, black at the bottom (board_turn.h), as the explorer
     * shows it; the labels turn with it. */
    bool flipped;
} handout_grid;

/* An empty grid of board: blank cells, no mark, a scale of 0..0. */
void handout_grid_init(handout_grid *grid, board_size board);

/* Sets square index's cell to value, written signed ("+3", "-2", "0")
 * when is_signed. */
void handout_grid_set(handout_grid *grid, int index, int value,
                      bool is_signed);

/* The title and the legend's words of each lens, the same from the CLI
 * and from the explorer: "knight · 8×8 · moves needed from d4". */
void handout_name_moves(handout_grid *grid, const char *piece, bool mono);
void handout_name_distance(handout_grid *grid, const char *piece,
                           const char *origin, bool some_never, bool mono);
void handout_name_compare(handout_grid *grid, const char *first,
                          const char *second, int first_strength,
                          int second_strength, bool mono);
/* "placement of a white bishop: legal moves it would have on each empty
 * square"; the legend's words also say what + and - stand for. */
void handout_name_placement(handout_grid *grid, const char *piece, bool mono);

/* The grid as text: cells right-aligned to the widest (at least
 * min_width), single spaces, top rank first; with colour, each cell on its
 * xterm-256 background. */
void handout_print_text(FILE *out, const handout_grid *grid, bool colour);

/* CSV: "rank,a,b,..." then one row per rank, top rank first. */
void handout_print_csv(FILE *out, const handout_grid *grid);

/* The same as a Markdown table. */
void handout_print_markdown(FILE *out, const handout_grid *grid);

/* One standalone SVG 1.1 picture: a square per cell filled from the heat
 * (or diverging) palette, its number, file and rank labels, the title and
 * a legend of the colours. */
void handout_print_svg(FILE *out, const handout_grid *grid, bool mono);

/* The fill of a square and whether its figures should be white. */
long handout_fill(const handout_grid *grid, int index, bool mono,
                  bool *dark);

/* The title and the legend as the first lines of a CSV file (a quoted
 * field a row, then an empty row, as spreadsheets read them) or of a
 * Markdown file (the title in bold, the legend a paragraph); nothing for
 * the other formats or a grid without a title. */
void handout_print_heading(FILE *out, const handout_grid *grid,
                           handout_format format);

/* Whether a grid printed in style carries its title, which names the
 * pieces and the board: the SVG does, and CSV and Markdown with their
 * heading; text prints the numbers alone. (The explorer asks, to know
 * what a written file saves.) */
bool handout_prints_title(const handout_style *style);

/* Prints the grid in style's format (text without colour), with the
 * heading when style asks for it. */
void handout_print(FILE *out, const handout_grid *grid,
                   const handout_style *style);

#endif
