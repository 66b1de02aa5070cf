/* One handout in the format its style asks for. Apart from the grid
 * (handout.c) so that the writers, which read the grid, are not called
 * back by it. */
#include "handout.h"

bool handout_prints_title(const handout_style *style)
{
    return style->format == HANDOUT_SVG ||
           (style->heading && (style->format == HANDOUT_CSV ||
                               style->format == HANDOUT_MARKDOWN));
}

void handout_print(FILE *out, const handout_grid *grid,
                   const handout_style *style)
{
    if (style->heading)
        handout_print_heading(out, grid, style->format);
    switch (style->format) {
    case HANDOUT_TEXT: handout_print_text(out, grid, false); break;
    case HANDOUT_CSV: handout_print_csv(out, grid); break;
    case HANDOUT_MARKDOWN: handout_print_markdown(out, grid); break;
    case HANDOUT_SVG: handout_print_svg(out, grid, style->mono); break;
    }
}
