#include "pictures.h"

#include <string.h>

#include "chess_square.h"
#include "svg.h"
#include "movegen.h"
#include "position_text.h"

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

void picture_position_cells(const position *pos, bool counts,
                            handout_grid *out)
{
    handout_grid_init(out, board_standard());
    for (int sq = 0; sq < BB_SQUARES; sq++) {
        chess_color color;
        chess_kind kind;
        int index = square_index(out->board, chess_square_to_board(sq));
        if (!position_piece_at(pos, sq, &color, &kind)) {
            strcpy(out->cell[index], ".");
            continue;
        }
        char letter = chess_piece_letter(color, kind, LETTERS_BOARD_FORM);
        if (counts)
            snprintf(out->cell[index], sizeof out->cell[index], "%c%d",
                     letter, bb_count(movegen_square(pos, sq)));
        else
            snprintf(out->cell[index], sizeof out->cell[index], "%c", letter);
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

void picture_letters_svg(FILE *out, board_size board, const char *fen,
                         const char *letters, const int *counts, bool mono)
{
    char title[VARIANT_FEN_MAX + 32];
    const char *legend =
        counts != NULL ? "white discs: white, black discs: black; the small "
                         "number: the piece's legal moves"
                       : "white discs: white pieces, black discs: black "
                         "pieces";
    int squares = board_square_count(board);

    snprintf(title, sizeof title, "position %s", fen);
    svg_begin(out, board, title, legend);
    for (int i = 0; i < squares; i++) {
        square at = square_at(board, i);
        bool dark = is_dark(at);
        svg_square(out, at, mono ? (dark ? MONO_DARK : MONO_LIGHT)
                                 : (dark ? DARK : LIGHT));
    }
    for (int i = 0; i < squares; i++) {
        square at = square_at(board, i);
        char letter = letters[i];
        if (letter == '.')
            continue;
        bool white = letter >= 'A' && letter <= 'Z';
        draw_piece(out, at, white,
                   white ? letter : (char)(letter - 'a' + 'A'));
        if (counts != NULL && counts[i] >= 0) {
            char number[16];
            snprintf(number, sizeof number, "%d", counts[i]);
            svg_text(out, svg_square_x(at.col) + 7, svg_square_y(at.row) + 11,
                     10, 0x000000, number);
        }
    }
    svg_labels(out, board);
    svg_caption(out, SVG_LEFT, svg_legend_y(board) + 16, legend);
    svg_end(out);
}

void picture_position_svg(FILE *out, const position *pos, bool counts,
                          bool mono)
{
    board_size board = board_standard();
    char fen[POSITION_FEN_MAX];
    char letters[BB_SQUARES];
    int moves[BB_SQUARES];

    for (int sq = 0; sq < BB_SQUARES; sq++) {
        chess_color color;
        chess_kind kind;
        int index = square_index(board, chess_square_to_board(sq));
        letters[index] = '.';
        if (position_piece_at(pos, sq, &color, &kind))
            letters[index] = chess_piece_letter(color, kind, LETTERS_FEN);
        moves[index] = bb_count(movegen_square(pos, sq));
    }
    position_to_fen(pos, fen);
    picture_letters_svg(out, board, fen, letters, counts ? moves : NULL,
                        mono);
}

void picture_tour_cells(const tour_grid *grid, handout_grid *out)
{
    handout_grid_init(out, grid->board);
    for (int i = 0; i < board_square_count(grid->board); i++)
        handout_grid_set(out, i, grid->number[i], false);
}

static void draw_step(FILE *out, board_size board, int from, int to, bool bad,
                      bool mono)
{
    square a = square_at(board, from), b = square_at(board, to);
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

void picture_tour_svg(FILE *out, const tour_grid *grid,
                      const tour_report *report, const char *piece_name,
                      bool mono)
{
    board_size board = grid->board;
    char title[HANDOUT_TITLE_MAX + BX_ERROR_MAX];
    char legend[HANDOUT_TITLE_MAX];
    char number[12];

    if (report->kind == TOUR_NONE)
        snprintf(title, sizeof title, "%s \xc2\xb7 %d%s%d \xc2\xb7 not a tour: "
                                      "%s",
                 piece_name, board.width, TIMES, board.height, report->reason);
    else
        snprintf(title, sizeof title, "%s \xc2\xb7 %d%s%d \xc2\xb7 %s tour",
                 piece_name, board.width, TIMES, board.height,
                 report->kind == TOUR_CLOSED ? "closed" : "open");
    snprintf(legend, sizeof legend,
             "a line: one move; %s: a step that is not a move (%d)",
             mono ? "thick dashed" : "red dashed", report->bad_steps);
    svg_begin(out, board, title, legend);
    for (int i = 0; i < board_square_count(board); i++) {
        square sq = square_at(board, i);
        svg_square(out, sq, is_dark(sq) ? TOUR_DARK : TOUR_LIGHT);
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
        draw_step(out, board, from, to, step == TOUR_STEP_NOT_A_MOVE, mono);
    }
    for (int i = 0; i < board_square_count(board); i++) {
        square sq = square_at(board, i);
        int x = svg_square_x(sq.col) + SVG_SQUARE / 2;
        int y = svg_square_y(sq.row) + SVG_SQUARE / 2;
        fprintf(out,
                "<circle cx=\"%d\" cy=\"%d\" r=\"11\" fill=\"#ffffff\" "
                "stroke=\"#606060\" stroke-width=\"0.5\"/>\n",
                x, y);
        snprintf(number, sizeof number, "%d", grid->number[i]);
        svg_text(out, x, y + 4, grid->number[i] > 99 ? 9 : 11, 0x000000,
                 number);
    }
    svg_labels(out, board);
    svg_caption(out, SVG_LEFT, svg_legend_y(board) + 16, legend);
    svg_end(out);
}
