/* Pictures of a position and of a tour, as standalone SVG like the lens
 * grids (handout.h), and their cells for text, CSV and Markdown. */
#ifndef BOARDEX_PICTURES_H
#define BOARDEX_PICTURES_H

#include <stdbool.h>
#include <stdio.h>

#include "handout.h"
#include "game.h"
#include "tour.h"

/* The position's cells: its FEN letter (upper case white) or '.', and
 * with a report each piece's number of legal moves after it ("N3"); a
 * side whose count is -1 (it attacks the other king) shows its letters
 * only, as on screen. */
void picture_position_cells(const game_rules *rules, const game_position *pos,
                            const game_report *report, handout_grid *out);

/* A diagram: light and dark squares, white pieces as white discs and black
 * ones as black discs with the piece's letter, and with a report each
 * counted piece's number of legal moves in the square's corner. The title
 * is the whole FEN and the rules; the legend names each defined letter's
 * Betza. */
void picture_position_svg(FILE *out, const game_rules *rules,
                          const game_position *pos, const game_report *report,
                          bool mono);

/* How the explorer shows a board, for pictures that follow the screen:
 * turned (board_turn.h), and the marks on its squares (board_mark.h, a
 * byte per square index, or NULL). */
typedef struct {
    bool flipped;
    const unsigned char *marks;
} picture_view;

/* picture_position_svg drawn as view says (NULL: as it is), the marks in
 * the squares' corners and named in the legend. */
void picture_position_svg_view(FILE *out, const game_rules *rules,
                               const game_position *pos,
                               const game_report *report, bool mono,
                               const picture_view *view);

/* Each marked cell gets its mark's symbol after what it shows ("N3 o"). */
void picture_mark_cells(handout_grid *grid, const unsigned char *marks);

/* The tour's numbers as cells. */
void picture_tour_cells(const tour_grid *grid, handout_grid *out);

/* The tour picture's title and legend words on cells, so a table says
 * what the SVG says: "knight · 8×8 · open tour". */
void picture_tour_name(handout_grid *cells, const tour_report *report,
                       const char *piece_name, bool mono);

/* A partial tour as a puzzle: the numbers given, blanks where they are
 * to be found (no zeros), titled "knight · 5×5 · puzzle: 7 of 25 numbers
 * given" and a legend that says what to do (a closed tour when closed). */
void picture_puzzle_cells(const tour_grid *grid, const char *piece_name,
                          bool closed, handout_grid *out);

/* The same as a picture: the squares, the numbers given in circles, empty
 * circles to fill in, no path. */
void picture_puzzle_svg(FILE *out, const tour_grid *grid,
                        const char *piece_name, bool closed, bool mono);

/* The numbered grid with the path drawn from square to square: a line for
 * each step that is a move (and the closing one of a closed tour), a
 * dashed line of class "bad" for each that is not. */
void picture_tour_svg(FILE *out, const tour_grid *grid,
                      const tour_report *report, const char *piece_name,
                      bool mono);

/* The same drawn turned when flipped. */
void picture_tour_svg_turned(FILE *out, const tour_grid *grid,
                             const tour_report *report,
                             const char *piece_name, bool mono,
                             bool flipped);

#endif
