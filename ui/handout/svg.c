#include "svg.h"

#include "board_mark.h"
#include "board_turn.h"

#include <stdbool.h>
#include <string.h>

/* Generic families only: every SVG renderer has a sans-serif of its own. */
static const char FONTS[] = "DejaVu Sans, Arial, Helvetica, sans-serif";

static bool starts_character(char byte)
{
    return ((unsigned char)byte & 0xc0) != 0x80; /* not a UTF-8 follower */
}

/* The characters in text's bytes [from, to). */
static int characters(const char *text, int from, int to)
{
    int count = 0;
    for (int i = from; i < to; i++)
        count += starts_character(text[i]);
    return count;
}

/* The title's line that starts at byte start: returns its length in bytes
 * and sets *next to where the next line starts (the title's end after the
 * last line). */
static int title_line(const char *title, int start, int max_chars,
                      int *next)
{
    int end = start, count = 0;
    for (; title[end] != '\0'; end++) {
        if (starts_character(title[end])) {
            if (count == max_chars)
                break;
            count++;
        }
    }
    *next = end;
    if (title[end] == '\0')
        return end - start; /* the rest fits */
    /* title[end] is the first character that does not fit. The last
     * space up to it ends the line, unless the word after that space is
     * longer than a line itself and part of it fits here. */
    int space = end;
    while (space > start && title[space] != ' ')
        space--;
    int word = space > start ? space + 1 : start;
    if (space > start) {
        int word_end = word;
        while (title[word_end] != '\0' && title[word_end] != ' ')
            word_end++;
        if (word >= end || characters(title, word, word_end) <= max_chars) {
            *next = space + 1;
            return space - start;
        }
    }
    /* Inside the word: after its last '/' that fits, or anywhere. */
    for (int slash = end - 1; slash >= word; slash--) {
        if (title[slash] == '/') {
            *next = slash + 1;
            return *next - start;
        }
    }
    return end - start;
}

int svg_wrap_title(const char *title, int max_chars, svg_span *lines,
                   int max_lines)
{
    int count = 0, start = 0, next;
    if (max_chars < 1)
        max_chars = 1;
    do {
        int length = title_line(title, start, max_chars, &next);
        if (lines != NULL && count < max_lines)
            lines[count] = (svg_span){start, length};
        count++;
        start = next;
    } while (title[start] != '\0');
    return count;
}

svg_layout svg_layout_of(board_size board, const char *title,
                         const char *caption)
{
    svg_layout layout;
    int width = SVG_LEFT + board.width * SVG_SQUARE + SVG_RIGHT;
    int caption_width = SVG_LEFT + characters(caption, 0, (int)strlen(caption)) *
                                       SVG_CAPTION_CHAR;
    if (width < caption_width)
        width = caption_width;
    if (width < SVG_MIN_WIDTH)
        width = SVG_MIN_WIDTH;
    layout.width = width;
    layout.title_chars = (width - SVG_LEFT) / SVG_TITLE_CHAR;
    if (svg_wrap_title(title, layout.title_chars, NULL, 0) > 1)
        layout.title_chars = (width - SVG_LEFT) / SVG_TITLE_WRAP_CHAR;
    layout.title_lines = svg_wrap_title(title, layout.title_chars, NULL, 0);
    layout.shift = (layout.title_lines - 1) * SVG_TITLE_LINE;
    layout.height = SVG_TOP + board.height * SVG_SQUARE + SVG_BELOW +
                    SVG_LEGEND + layout.shift;
    return layout;
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

/* Writes the first length bytes of text, escaped. */
static void escaped_bytes(FILE *out, const char *text, size_t length)
{
    for (; length > 0; text++, length--) {
        switch (*text) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        default: fputc(*text, out);
        }
    }
}

void svg_escaped(FILE *out, const char *text)
{
    escaped_bytes(out, text, strlen(text));
}

svg_layout svg_begin(FILE *out, board_size board, const char *title,
                     const char *caption)
{
    svg_layout layout = svg_layout_of(board, title, caption);
    fprintf(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
            "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
            "font-family=\"%s\">\n<title>",
            layout.width, layout.height, layout.width, layout.height, FONTS);
    svg_escaped(out, title);
    fprintf(out, "</title>\n<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
                 "fill=\"#ffffff\"/>\n",
            layout.width, layout.height);
    /* The lines as svg_wrap_title finds them, one after the other. */
    for (int i = 0, start = 0, next; i < layout.title_lines; i++) {
        int length = title_line(title, start, layout.title_chars, &next);
        fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" "
                     "font-weight=\"bold\">",
                SVG_LEFT, SVG_TOP - 14 + i * SVG_TITLE_LINE);
        escaped_bytes(out, title + start, (size_t)length);
        fputs("</text>\n", out);
        start = next;
    }
    if (layout.shift > 0)
        fprintf(out, "<g transform=\"translate(0,%d)\">\n", layout.shift);
    return layout;
}

void svg_end(FILE *out, const svg_layout *layout)
{
    if (layout->shift > 0)
        fputs("</g>\n", out);
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
    svg_labels_turned(out, board, false);
}

void svg_labels_turned(FILE *out, board_size board, bool flipped)
{
    char label[12];
    for (int col = 0; col < board.width; col++) {
        snprintf(label, sizeof label, "%c",
                 board_turn_file(board, col, flipped));
        svg_text(out, svg_square_x(col) + SVG_SQUARE / 2,
                 svg_square_y(board.height) + 16, 13, 0x000000, label);
    }
    for (int row = 0; row < board.height; row++) {
        snprintf(label, sizeof label, "%d",
                 board_turn_rank(board, row, flipped));
        svg_text(out, SVG_LEFT / 2, svg_square_y(row) + SVG_SQUARE / 2 + 5,
                 13, 0x000000, label);
    }
}

void svg_mark(FILE *out, square at, int mark)
{
    fprintf(out,
            "<text class=\"mark\" x=\"%d\" y=\"%d\" font-size=\"14\" "
            "font-weight=\"bold\" fill=\"#%06lx\" "
            "text-anchor=\"middle\">",
            svg_square_x(at.col) + SVG_SQUARE - 7, svg_square_y(at.row) + 13,
            board_mark_rgb((board_mark)mark));
    svg_escaped(out, board_mark_symbol((board_mark)mark));
    fputs("</text>\n", out);
}
