/* A lens grid as a standalone SVG picture for printing. */
#include "handout.h"
#include "svg.h"
#include "board_turn.h"
#include "heat_palette.h"

enum {
    LEGEND_BOX = 20,
    LEGEND_STEP = 22,
    LEGEND_FIRST_X = SVG_LEFT + 44, /* leaves room for the low end's value */
};

/* A number sits in the lower part of its square, so the colour shows
 * around it and at the square's centre. */
static void draw_square(FILE *out, const handout_grid *grid, int index,
                        bool mono)
{
    bool dark;
    square sq = board_turn(grid->board, square_at(grid->board, index),
                           grid->flipped);
    long fill = handout_fill(grid, index, mono, &dark);
    svg_square(out, sq, fill);
    svg_text(out, svg_square_x(sq.col) + SVG_SQUARE / 2,
             svg_square_y(sq.row) + SVG_SQUARE - 6, 13,
             dark ? 0xffffff : 0x000000, grid->cell[index]);
    if (index == grid->mark)
        fprintf(out,
                "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                "fill=\"none\" stroke=\"#000000\" stroke-width=\"3\"/>\n",
                svg_square_x(sq.col) + 2, svg_square_y(sq.row) + 2,
                SVG_SQUARE - 4, SVG_SQUARE - 4);
}

/* The scale's steps from one end to the other, each a box, with the values
 * at the two ends and the meaning in words under them. */
static void draw_legend(FILE *out, const handout_grid *grid, bool mono)
{
    handout_grid scale;
    char low[16], high[16];
    int steps = grid->diverging ? 2 * DIVERGING_LEVELS + 1 : HEAT_LEVELS;
    int y = svg_legend_y(grid->board);

    /* The legend's boxes are the palette's own levels: a grid of one row
     * whose values sit at each level, filled by the same function. */
    handout_grid_init(&scale, (board_size){steps, 1});
    scale.diverging = grid->diverging;
    scale.low = 0;
    scale.high = grid->diverging ? DIVERGING_LEVELS : HEAT_LEVELS - 1;
    for (int i = 0; i < steps; i++) {
        bool dark;
        handout_grid_set(&scale, i, grid->diverging ? i - DIVERGING_LEVELS : i,
                         false);
        fprintf(out,
                "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                "fill=\"#%06lx\" stroke=\"#000000\" stroke-width=\"0.5\"/>\n",
                LEGEND_FIRST_X + i * LEGEND_STEP, y + 4, LEGEND_BOX,
                LEGEND_BOX - 6, handout_fill(&scale, i, mono, &dark));
    }
    if (grid->diverging) {
        snprintf(low, sizeof low, "%d", -grid->high);
        snprintf(high, sizeof high, grid->high > 0 ? "+%d" : "%d", grid->high);
    } else {
        snprintf(low, sizeof low, "%d", grid->low);
        snprintf(high, sizeof high, "%d", grid->high);
    }
    svg_text(out, LEGEND_FIRST_X - 20, y + 16, 12, 0x000000, low);
    svg_text(out, LEGEND_FIRST_X + steps * LEGEND_STEP + 18, y + 16, 12,
             0x000000, high);
    svg_caption(out, SVG_LEFT, y + 38, grid->legend);
}

void handout_print_svg(FILE *out, const handout_grid *grid, bool mono)
{
    svg_layout layout = svg_begin(out, grid->board, grid->title, grid->legend);
    for (int i = 0; i < board_square_count(grid->board); i++)
        draw_square(out, grid, i, mono);
    svg_labels_turned(out, grid->board, grid->flipped);
    draw_legend(out, grid, mono);
    svg_end(out, &layout);
}
