#include "svg.h"


/* Generic families only: every SVG renderer has a sans-serif of its own. */
static const char FONTS[] = "DejaVu Sans, Arial, Helvetica, sans-serif";

static int characters(const char *text)
{
    int count = 0;
    for (; *text != '\0'; text++)
        count += ((unsigned char)*text & 0xc0) != 0x80; /* UTF-8 starts */
    return count;
}

int svg_width(board_size board, const char *title, const char *caption)
{
    int width = SVG_LEFT + board.width * SVG_SQUARE + SVG_RIGHT;
    int title_width = SVG_LEFT + characters(title) * SVG_TITLE_CHAR;
    int caption_width = SVG_LEFT + characters(caption) * SVG_CAPTION_CHAR;
    if (width < title_width)
        width = title_width;
    if (width < caption_width)
        width = caption_width;
    return width < SVG_MIN_WIDTH ? SVG_MIN_WIDTH : width;
}

int svg_height(board_size board)
{
    return SVG_TOP + board.height * SVG_SQUARE + SVG_BELOW + SVG_LEGEND;
}

int svg_legend_y(board_size board)
{
    return SVG_TOP + board.height * SVG_SQUARE + SVG_BELOW;
}

int svg_square_x(int col)
{
    return SVG_LEFT + col * SVG_SQUARE;
}

int svg_square_y(int row)
{
    return SVG_TOP + row * SVG_SQUARE;
}

void svg_escaped(FILE *out, const char *text)
{
    for (; *text != '\0'; text++) {
        switch (*text) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        default: fputc(*text, out);
        }
    }
}

void svg_begin(FILE *out, board_size board, const char *title,
               const char *caption)
{
    int width = svg_width(board, title, caption), height = svg_height(board);
    fprintf(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
            "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
            "font-family=\"%s\">\n<title>",
            width, height, width, height, FONTS);
    svg_escaped(out, title);
    fprintf(out, "</title>\n<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
                 "fill=\"#ffffff\"/>\n",
            width, height);
    fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" "
                 "font-weight=\"bold\">",
            SVG_LEFT, SVG_TOP - 14);
    svg_escaped(out, title);
    fputs("</text>\n", out);
}

void svg_end(FILE *out)
{
    fputs("</svg>\n", out);
}

void svg_square(FILE *out, square sq, long rgb)
{
    fprintf(out,
            "<rect class=\"square\" x=\"%d\" y=\"%d\" width=\"%d\" "
            "height=\"%d\" fill=\"#%06lx\" stroke=\"#808080\" "
            "stroke-width=\"0.5\"/>\n",
            svg_square_x(sq.col), svg_square_y(sq.row), SVG_SQUARE,
            SVG_SQUARE, rgb);
}

void svg_text(FILE *out, int x, int y, int size, long rgb, const char *text)
{
    fprintf(out,
            "<text x=\"%d\" y=\"%d\" font-size=\"%d\" fill=\"#%06lx\" "
            "text-anchor=\"middle\">",
            x, y, size, rgb);
    svg_escaped(out, text);
    fputs("</text>\n", out);
}

void svg_caption(FILE *out, int x, int y, const char *text)
{
    fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"12\">", x, y);
    svg_escaped(out, text);
    fputs("</text>\n", out);
}

void svg_labels(FILE *out, board_size board)
{
    char label[12];
    for (int col = 0; col < board.width; col++) {
        snprintf(label, sizeof label, "%c", 'a' + col);
        svg_text(out, svg_square_x(col) + SVG_SQUARE / 2,
                 svg_square_y(board.height) + 16, 13, 0x000000, label);
    }
    for (int row = 0; row < board.height; row++) {
        snprintf(label, sizeof label, "%d", board.height - row);
        svg_text(out, SVG_LEFT / 2, svg_square_y(row) + SVG_SQUARE / 2 + 5,
                 13, 0x000000, label);
    }
}
