/* A lens grid as text, CSV and Markdown, and which format a name means. */
#include "handout.h"
#include "board_turn.h"

#include <string.h>

#include "heat_palette.h"

static const char *const FORMAT_NAMES[] = {"text", "csv", "markdown", "svg"};

bool handout_format_of(const char *name, handout_format *format)
{
    for (int i = 0; i < 4; i++)
        if (strcmp(name, FORMAT_NAMES[i]) == 0) {
            *format = (handout_format)i;
            return true;
        }
    return false;
}

/* "·" and "×" in titles: "knight · 8×8". */
#define DOT "\xc2\xb7"
#define TIMES "\xc3\x97"

void handout_name_moves(handout_grid *grid, const char *piece, bool mono)
{
    snprintf(grid->title, sizeof grid->title,
             "%s " DOT " %d" TIMES "%d " DOT " moves from each square", piece,
             grid->board.width, grid->board.height);
    snprintf(grid->legend, sizeof grid->legend, "%s",
             mono ? "white: few moves, dark: many moves"
                  : "blue: few moves, red: many moves");
}

void handout_name_distance(handout_grid *grid, const char *piece,
                           const char *origin, bool some_never, bool mono)
{
    snprintf(grid->title, sizeof grid->title,
             "%s " DOT " %d" TIMES "%d " DOT " moves needed from %s", piece,
             grid->board.width, grid->board.height, origin);
    snprintf(grid->legend, sizeof grid->legend, "%s%s",
             mono ? "white: near, dark: far" : "blue: near, red: far",
             some_never ? "; -: never reached" : "");
}

void handout_name_compare(handout_grid *grid, const char *first,
                          const char *second, int first_strength,
                          int second_strength, bool mono)
{
    snprintf(grid->title, sizeof grid->title,
             "%s minus %s " DOT " %d" TIMES "%d " DOT " strength %d vs %d",
             first, second, grid->board.width, grid->board.height,
             first_strength, second_strength);
    if (mono)
        snprintf(grid->legend, sizeof grid->legend,
                 "darker: a larger difference; +: the %s reaches more, -: "
                 "the %s",
                 first, second);
    else
        snprintf(grid->legend, sizeof grid->legend,
                 "red: the %s reaches more, blue: the %s, grey: equal", first,
                 second);
}

void handout_name_placement(handout_grid *grid, const char *piece, bool mono)
{
    snprintf(grid->title, sizeof grid->title,
             "placement of a %s: legal moves it would have on each empty "
             "square",
             piece);
    snprintf(grid->legend, sizeof grid->legend,
             "%s; +: gives check; -: cannot stand there; letters: pieces",
             mono ? "white: few moves, dark: many moves"
                  : "blue: few moves, red: many moves");
}

void handout_grid_init(handout_grid *grid, board_size board)
{
    memset(grid, 0, sizeof *grid);
    grid->board = board;
    grid->mark = -1;
    for (int i = 0; i < board_square_count(board); i++) {
        grid->blank[i] = true;
        strcpy(grid->cell[i], "-");
    }
}

void handout_grid_set(handout_grid *grid, int index, int value,
                      bool is_signed)
{
    grid->value[index] = value;
    grid->blank[index] = false;
    snprintf(grid->cell[index], sizeof grid->cell[index],
             is_signed && value != 0 ? "%+d" : "%d", value);
}

long handout_fill(const handout_grid *grid, int index, bool mono, bool *dark)
{
    *dark = false;
    if (grid->blank[index])
        return 0xffffff;
    if (grid->diverging) {
        int level = diverging_level(grid->value[index], grid->high);
        int size = level < 0 ? -level : level;
        if (!mono)
            return palette_rgb(diverging_color256(level));
        *dark = palette_grey_is_dark(size, DIVERGING_LEVELS + 1);
        return palette_grey(size, DIVERGING_LEVELS + 1);
    }
    int level = heat_level(grid->value[index], grid->low, grid->high);
    if (!mono)
        return palette_rgb(heat_color256(level));
    *dark = palette_grey_is_dark(level, HEAT_LEVELS);
    return palette_grey(level, HEAT_LEVELS);
}

static int cell_width(const handout_grid *grid)
{
    int width = grid->min_width;
    for (int i = 0; i < board_square_count(grid->board); i++) {
        int len = (int)strlen(grid->cell[i]);
        if (len > width)
            width = len;
    }
    return width;
}

static int xterm_background(const handout_grid *grid, int index)
{
    if (grid->diverging)
        return diverging_color256(
            diverging_level(grid->value[index], grid->high));
    return heat_color256(heat_level(grid->value[index], grid->low, grid->high));
}

void handout_print_text(FILE *out, const handout_grid *grid, bool colour)
{
    int width = cell_width(grid);
    for (int row = 0; row < grid->board.height; row++) {
        for (int col = 0; col < grid->board.width; col++) {
            int i = board_turn_index(grid->board, row, col, grid->flipped);
            if (col > 0)
                fputc(' ', out);
            if (colour && !grid->blank[i])
                fprintf(out, "\033[30;48;5;%dm%*s\033[0m",
                        xterm_background(grid, i), width, grid->cell[i]);
            else
                fprintf(out, "%*s", width, grid->cell[i]);
        }
        fputc('\n', out);
    }
}

void handout_print_csv(FILE *out, const handout_grid *grid)
{
    board_size board = grid->board;
    fputs("rank", out);
    for (int col = 0; col < board.width; col++)
        fprintf(out, ",%c", board_turn_file(board, col, grid->flipped));
    fputc('\n', out);
    for (int row = 0; row < board.height; row++) {
        fprintf(out, "%d", board_turn_rank(board, row, grid->flipped));
        for (int col = 0; col < board.width; col++)
            fprintf(out, ",%s",
                    grid->cell[board_turn_index(board, row, col,
                                                grid->flipped)]);
        fputc('\n', out);
    }
}

void handout_print_markdown(FILE *out, const handout_grid *grid)
{
    board_size board = grid->board;
    fputs("| rank |", out);
    for (int col = 0; col < board.width; col++)
        fprintf(out, " %c |", board_turn_file(board, col, grid->flipped));
    fputs("\n| ---: |", out);
    for (int col = 0; col < board.width; col++)
        fputs(" ---: |", out);
    fputc('\n', out);
    for (int row = 0; row < board.height; row++) {
        fprintf(out, "| %d |", board_turn_rank(board, row, grid->flipped));
        for (int col = 0; col < board.width; col++)
            fprintf(out, " %s |",
                    grid->cell[board_turn_index(board, row, col,
                                                grid->flipped)]);
        fputc('\n', out);
    }
}

/* A CSV field in quotes, its own quotes doubled. */
static void print_csv_field(FILE *out, const char *text)
{
    fputc('"', out);
    for (const char *c = text; *c != '\0'; c++) {
        if (*c == '"')
            fputc('"', out);
        fputc(*c, out);
    }
    fputs("\"\n", out);
}

/* Markdown text: characters that would start markup escaped. */
static void print_markdown_text(FILE *out, const char *text)
{
    for (const char *c = text; *c != '\0'; c++) {
        if (strchr("\\`*_[]<>|#", *c) != NULL)
            fputc('\\', out);
        fputc(*c, out);
    }
}

void handout_print_heading(FILE *out, const handout_grid *grid,
                           handout_format format)
{
    if (grid->title[0] == '\0')
        return;
    if (format == HANDOUT_CSV) {
        print_csv_field(out, grid->title);
        if (grid->legend[0] != '\0')
            print_csv_field(out, grid->legend);
        fputc('\n', out);
    } else if (format == HANDOUT_MARKDOWN) {
        fputs("**", out);
        print_markdown_text(out, grid->title);
        fputs("**\n\n", out);
        if (grid->legend[0] != '\0') {
            print_markdown_text(out, grid->legend);
            fputs("\n\n", out);
        }
    }
}
