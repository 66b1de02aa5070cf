/* One handout in the format its style asks for. Apart from the grid
 * (handout.c) so that the writers, which read the grid, are not called
 * back by it. */
#include "handout.h"

bool handout_prints_title(handout_format format)
{
    return format == HANDOUT_SVG;
}

void handout_print(FILE *out, const handout_grid *grid,
                   const handout_style *style)
{
    switch (style->format) {
    case HANDOUT_TEXT: handout_print_text(out, grid, false); break;
    case HANDOUT_CSV: handout_print_csv(out, grid); break;
    case HANDOUT_MARKDOWN: handout_print_markdown(out, grid); break;
    case HANDOUT_SVG: handout_print_svg(out, grid, style->mono); break;
    }
}
