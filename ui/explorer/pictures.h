/* Pictures of a position and of a tour, as standalone SVG like the lens
 * grids (handout.h), and their cells for text, CSV and Markdown. */
#ifndef BOARDEX_PICTURES_H
#define BOARDEX_PICTURES_H

#include <stdbool.h>
#include <stdio.h>

#include "handout.h"
#include "position.h"
#include "variant_text.h"
#include "tour.h"

/* The position's cells: the board-form letter (UPPER case black) or '.',
 * and with counts each piece's number of legal moves after it ("N3"). */
void picture_position_cells(const position *pos, bool counts,
                            handout_grid *out);

/* A diagram: light and dark squares, white pieces as white discs and black
 * ones as black discs with the piece's letter, and with counts each
 * piece's number of legal moves in the square's corner. */
void picture_position_svg(FILE *out, const position *pos, bool counts,
                          bool mono);

/* The same diagram for any board: letters[i] is the FEN letter on square
 * i (square_index order; upper case white) or '.', counts[i] its number
 * (-1 for none), or counts NULL for none at all. fen is for the title. */
void picture_letters_svg(FILE *out, board_size board, const char *fen,
                         const char *letters, const int *counts, bool mono);

/* The tour's numbers as cells. */
void picture_tour_cells(const tour_grid *grid, handout_grid *out);

/* The numbered grid with the path drawn from square to square: a line for
 * each step that is a move (and the closing one of a closed tour), a
 * dashed line of class "bad" for each that is not. */
void picture_tour_svg(FILE *out, const tour_grid *grid,
                      const tour_report *report, const char *piece_name,
                      bool mono);

#endif
