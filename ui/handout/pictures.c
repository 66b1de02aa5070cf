#include "pictures.h"

#include <string.h>

#include <stdio.h>

#include "svg.h"
#include "board_mark.h"
#include "board_turn.h"
#include "game_variant.h"

/* The usual wooden board, and in --mono white and a light grey that keeps
 * black and white discs apart from both. */
static const long LIGHT = 0xf0d9b5, DARK = 0xb58863;
static const long MONO_LIGHT = 0xffffff, MONO_DARK = 0xc8c8c8;
static const long TOUR_LIGHT = 0xffffff, TOUR_DARK = 0xe8e8e8;
static const char TIMES[] = "\xc3\x97";

static bool is_dark(square sq)
{
    return (sq.row + sq.col) % 2 == 1; /* the top-left square is light */
}

/* The moves shown for the piece on sq: -1 for none (no report, an
 * empty square, a side not counted). */
static int shown_moves(const game_position *pos, const game_report *report,
                       int sq)
{
    unsigned char cell = pos->cells[sq];
    if (report == NULL || !report->legal || cell == VARIANT_EMPTY ||
        !report->counted[variant_cell_color(cell)])
        return -1;
    return report->moves[sq];
}

/* "A = BN, C = mRcpR" for the defined letters, or "" without any. */
static void letters_legend(const game_rules *rules, char *out, size_t size);

/* The rules a title names: "fide", "seed", or a variant's ("grand"). */
static const char *rules_name(const game_rules *rules)
{
    const game_variant *variant = game_rules_variant(rules);
    return variant != NULL ? variant->name
                           : chess_rules_name(game_rules_set(rules));
}

void picture_position_cells(const game_rules *rules, const game_position *pos,
                            const game_report *report, handout_grid *out)
{
    char fen[GAME_FEN_MAX];
    char letters[HANDOUT_TITLE_MAX / 2]; /* a longer list is cut */
    handout_grid_init(out, pos->size);
    /* The words of the picture, for a table: FEN case, what the numbers
     * are and what each defined letter moves like. */
    game_position_to_fen(rules, pos, fen);
    snprintf(out->title, sizeof out->title, "position %s (%s rules)", fen,
             rules_name(rules));
    letters_legend(rules, letters, sizeof letters);
    snprintf(out->legend, sizeof out->legend,
             "upper case: white, lower case: black (as in a FEN)%s%s%s",
             report != NULL ? "; the number: the piece's legal moves" : "",
             letters[0] != '\0' ? "; " : "", letters);
    for (int sq = 0; sq < board_square_count(pos->size); sq++) {
        char letter = game_letter(rules, pos->cells[sq], LETTERS_FEN);
        int moves = shown_moves(pos, report, sq);
        if (moves >= 0) /* a short: at most 5 digits, the cell holds 7 */
            snprintf(out->cell[sq], sizeof out->cell[sq], "%c%hd", letter,
                     (short)moves);
        else
            snprintf(out->cell[sq], sizeof out->cell[sq], "%c", letter);
    }
}

/* A disc in the piece's colour with its letter (upper case) on it. */
static void draw_piece(FILE *out, square sq, bool white, char upper)
{
    char letter[2] = {upper, '\0'};
    int x = svg_square_x(sq.col) + SVG_SQUARE / 2;
    int y = svg_square_y(sq.row) + SVG_SQUARE / 2;
    fprintf(out,
            "<circle cx=\"%d\" cy=\"%d\" r=\"12\" fill=\"#%s\" "
            "stroke=\"#000000\" stroke-width=\"2\"/>\n",
            x, y, white ? "ffffff" : "000000");
    fprintf(out,
            "<text x=\"%d\" y=\"%d\" font-size=\"14\" font-weight=\"bold\" "
            "fill=\"#%s\" text-anchor=\"middle\">%s</text>\n",
            x, y + 5, white ? "000000" : "ffffff", letter);
}

/* "A = BN, C = mRcpR" for the defined letters, or "" without any. */
static void letters_legend(const game_rules *rules, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < game_rules_letter_count(rules) && n < size; i++)
        n += (size_t)snprintf(out + n, size - n, "%s%c = %s", i > 0 ? ", " : "",
                              game_rules_letter(rules, i),
                              game_rules_betza(rules, i));
}

void picture_position_svg(FILE *out, const game_rules *rules,
                          const game_position *pos, const game_report *report,
                          bool mono)
{
    picture_position_svg_view(out, rules, pos, report, mono, NULL);
}

void picture_mark_cells(handout_grid *grid, const unsigned char *marks)
{
    for (int i = 0; i < board_square_count(grid->board); i++) {
        const char *symbol = board_mark_symbol((board_mark)marks[i]);
        size_t len = strlen(grid->cell[i]);
        if (symbol[0] != '\0' && len + 2 < sizeof grid->cell[i])
            snprintf(grid->cell[i] + len, sizeof grid->cell[i] - len, " %s",
                     symbol);
    }
}

void picture_position_svg_view(FILE *out, const game_rules *rules,
                               const game_position *pos,
                               const game_report *report, bool mono,
                               const picture_view *view)
{
    bool flipped = view != NULL && view->flipped;
    const unsigned char *marks = view != NULL ? view->marks : NULL;
    char marked[HANDOUT_TITLE_MAX];
    board_size board = pos->size;
    char fen[GAME_FEN_MAX];
    char title[GAME_FEN_MAX + GAME_VARIANT_NAME_MAX + 32];
    char letters[HANDOUT_TITLE_MAX * 2];
    char legend[HANDOUT_TITLE_MAX * 5]; /* words, letters and marks */
    int squares = board_square_count(board);

    game_position_to_fen(rules, pos, fen);
    snprintf(title, sizeof title, "position %s (%s rules)", fen,
             rules_name(rules));
    letters_legend(rules, letters, sizeof letters);
    marked[0] = '\0';
    if (marks != NULL)
        board_mark_legend(marks, squares, marked, sizeof marked);
    snprintf(legend, sizeof legend, "%s%s%s%s%s",
             report != NULL ? "white discs: white, black discs: black; the "
                              "small number: the piece's legal moves"
                            : "white discs: white pieces, black discs: "
                              "black pieces",
             letters[0] != '\0' ? "; " : "", letters,
             marked[0] != '\0' ? "; marks: " : "", marked);
    svg_layout layout = svg_begin(out, board, title, legend);
    for (int i = 0; i < squares; i++) {
        /* A square keeps its colour wherever it is drawn. */
        bool dark = is_dark(square_at(board, i));
        square at = board_turn(board, square_at(board, i), flipped);
        svg_square(out, at, mono ? (dark ? MONO_DARK : MONO_LIGHT)
                                 : (dark ? DARK : LIGHT));
        if (marks != NULL && marks[i] != BOARD_MARK_NONE)
            svg_mark(out, at, marks[i]);
    }
    for (int i = 0; i < squares; i++) {
        square at = board_turn(board, square_at(board, i), flipped);
        unsigned char cell = pos->cells[i];
        if (cell == VARIANT_EMPTY)
            continue;
        char letter = game_letter(rules, cell, LETTERS_FEN);
        if (letter >= 'a' && letter <= 'z')
            letter = (char)(letter - 'a' + 'A');
        draw_piece(out, at, variant_cell_color(cell) == CHESS_WHITE, letter);
        int moves = shown_moves(pos, report, i);
        if (moves >= 0) {
            char number[16];
            snprintf(number, sizeof number, "%d", moves);
            svg_text(out, svg_square_x(at.col) + 7, svg_square_y(at.row) + 11,
                     10, 0x000000, number);
        }
    }
    svg_labels_turned(out, board, flipped);
    svg_caption(out, SVG_LEFT, svg_legend_y(board) + 16, legend);
    svg_end(out, &layout);
}

void picture_tour_cells(const tour_grid *grid, handout_grid *out)
{
    handout_grid_init(out, grid->board);
    for (int i = 0; i < board_square_count(grid->board); i++)
        handout_grid_set(out, i, grid->number[i], false);
}

static void draw_step(FILE *out, board_size board, int from, int to, bool bad,
                      bool mono, bool flipped)
{
    square a = board_turn(board, square_at(board, from), flipped);
    square b = board_turn(board, square_at(board, to), flipped);
    fprintf(out,
            "<line%s x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#%s\" "
            "stroke-width=\"%s\"%s/>\n",
            bad ? " class=\"bad\"" : "",
            svg_square_x(a.col) + SVG_SQUARE / 2,
            svg_square_y(a.row) + SVG_SQUARE / 2,
            svg_square_x(b.col) + SVG_SQUARE / 2,
            svg_square_y(b.row) + SVG_SQUARE / 2,
            bad ? (mono ? "000000" : "d00000") : (mono ? "404040" : "1f5fbf"),
            bad ? "3" : "1.5", bad ? " stroke-dasharray=\"6 4\"" : "");
}

/* The words of a tour picture: its title and legend. */
static void tour_words(const tour_report *report, const char *piece_name,
                       bool mono, char title[HANDOUT_TITLE_MAX],
                       char legend[HANDOUT_TITLE_MAX])
{
    board_size board = report->board;
    if (report->kind == TOUR_NONE)
        snprintf(title, HANDOUT_TITLE_MAX,
                 "%s \xc2\xb7 %d%s%d \xc2\xb7 not a tour: %s", piece_name,
                 board.width, TIMES, board.height, report->reason);
    else
        snprintf(title, HANDOUT_TITLE_MAX,
                 "%s \xc2\xb7 %d%s%d \xc2\xb7 %s tour", piece_name,
                 board.width, TIMES, board.height,
                 report->kind == TOUR_CLOSED ? "closed" : "open");
    snprintf(legend, HANDOUT_TITLE_MAX,
             "a line: one move; %s: a step that is not a move (%d)",
             mono ? "thick dashed" : "red dashed", report->bad_steps);
}

void picture_tour_name(handout_grid *cells, const tour_report *report,
                       const char *piece_name, bool mono)
{
    tour_words(report, piece_name, mono, cells->title, cells->legend);
    /* A table has numbers, not lines: its legend says what they are. */
    snprintf(cells->legend, sizeof cells->legend,
             "each number is the square's place along the path, 1 to %d%s",
             report->count, report->bad_steps > 0 ? "; some steps are not "
                                                    "moves"
                                                  : "");
}

/* The words of a puzzle: how many numbers are given, what to find. */
static void puzzle_words(const tour_grid *grid, const char *piece_name,
                         bool closed, char title[HANDOUT_TITLE_MAX],
                         char legend[HANDOUT_TITLE_MAX])
{
    board_size board = grid->board;
    int squares = board_square_count(board), given = 0;
    for (int i = 0; i < squares; i++)
        given += grid->number[i] != 0;
    snprintf(title, HANDOUT_TITLE_MAX,
             "%s \xc2\xb7 %d%s%d \xc2\xb7 puzzle: %d of %d numbers given",
             piece_name, board.width, TIMES, board.height, given, squares);
    snprintf(legend, HANDOUT_TITLE_MAX,
             "fill in 1 to %d so that each step is one %s move%s", squares,
             piece_name, closed ? " and the last returns to 1" : "");
}

void picture_puzzle_cells(const tour_grid *grid, const char *piece_name,
                          bool closed, handout_grid *out)
{
    handout_grid_init(out, grid->board);
    for (int i = 0; i < board_square_count(grid->board); i++) {
        if (grid->number[i] != 0)
            handout_grid_set(out, i, grid->number[i], false);
        else
            out->cell[i][0] = '\0'; /* to be filled in: left empty */
    }
    puzzle_words(grid, piece_name, closed, out->title, out->legend);
}

/* The numbered circles of a tour or a puzzle (empty where blank), on the
 * board turned when flipped. */
static void draw_numbers(FILE *out, const tour_grid *grid, bool flipped)
{
    char number[12];
    for (int i = 0; i < board_square_count(grid->board); i++) {
        square sq = board_turn(grid->board, square_at(grid->board, i),
                               flipped);
        int x = svg_square_x(sq.col) + SVG_SQUARE / 2;
        int y = svg_square_y(sq.row) + SVG_SQUARE / 2;
        fprintf(out,
                "<circle cx=\"%d\" cy=\"%d\" r=\"11\" fill=\"#ffffff\" "
                "stroke=\"#606060\" stroke-width=\"0.5\"/>\n",
                x, y);
        if (grid->number[i] == 0)
            continue;
        snprintf(number, sizeof number, "%d", grid->number[i]);
        svg_text(out, x, y + 4, grid->number[i] > 99 ? 9 : 11, 0x000000,
                 number);
    }
}

void picture_puzzle_svg(FILE *out, const tour_grid *grid,
                        const char *piece_name, bool closed, bool mono)
{
    board_size board = grid->board;
    char title[HANDOUT_TITLE_MAX];
    char legend[HANDOUT_TITLE_MAX];
    (void)mono; /* a puzzle is black on white already */
    puzzle_words(grid, piece_name, closed, title, legend);
    svg_layout layout = svg_begin(out, board, title, legend);
    for (int i = 0; i < board_square_count(board); i++) {
        square sq = square_at(board, i);
        svg_square(out, sq, is_dark(sq) ? TOUR_DARK : TOUR_LIGHT);
    }
    draw_numbers(out, grid, false);
    svg_labels(out, board);
    svg_caption(out, SVG_LEFT, svg_legend_y(board) + 16, legend);
    svg_end(out, &layout);
}

void picture_tour_svg(FILE *out, const tour_grid *grid,
                      const tour_report *report, const char *piece_name,
                      bool mono)
{
    picture_tour_svg_turned(out, grid, report, piece_name, mono, false);
}

void picture_tour_svg_turned(FILE *out, const tour_grid *grid,
                             const tour_report *report,
                             const char *piece_name, bool mono, bool flipped)
{
    board_size board = grid->board;
    char title[HANDOUT_TITLE_MAX];
    char legend[HANDOUT_TITLE_MAX];

    tour_words(report, piece_name, mono, title, legend);
    svg_layout layout = svg_begin(out, board, title, legend);
    for (int i = 0; i < board_square_count(board); i++) {
        square sq = square_at(board, i);
        svg_square(out, board_turn(board, sq, flipped),
                   is_dark(sq) ? TOUR_DARK : TOUR_LIGHT);
    }
    /* step[n - 1] joins n and n + 1; the last one closes the tour. */
    for (int n = 1; n <= report->count; n++) {
        int from = report->path[n - 1];
        int to = n < report->count ? report->path[n] : report->path[0];
        tour_step step = report->step[n - 1];
        if (from < 0 || to < 0 || step == TOUR_STEP_UNKNOWN)
            continue;
        if (n == report->count && report->kind != TOUR_CLOSED)
            continue; /* the closing step is drawn only for a closed tour */
        draw_step(out, board, from, to, step == TOUR_STEP_NOT_A_MOVE, mono,
                  flipped);
    }
    draw_numbers(out, grid, flipped);
    svg_labels_turned(out, board, flipped);
    svg_caption(out, SVG_LEFT, svg_legend_y(board) + 16, legend);
    svg_end(out, &layout);
}
