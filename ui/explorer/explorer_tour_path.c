/* Tour mode's path as arrows and marks in the squares' text. */
#include "explorer_tour_path.h"

#include <stdio.h>
#include <string.h>

tour_heading explorer_tour_heading(const explorer_tour *tour, int n)
{
    int from = explorer_tour_square_of(tour, n);
    int to = explorer_tour_square_of(tour, n + 1);
    if (from < 0 || to < 0)
        return HEADING_NONE;
    square a = square_at(tour->grid.board, from);
    square b = square_at(tour->grid.board, to);
    /* Rows count down the board: a smaller row is up. */
    int up = (b.row < a.row) - (b.row > a.row);
    int right = (b.col > a.col) - (b.col < a.col);
    static const tour_heading BY_SIGNS[3][3] = {
        /* right: -1, 0, +1 */
        {HEADING_DOWN_LEFT, HEADING_DOWN, HEADING_DOWN_RIGHT}, /* up -1 */
        {HEADING_LEFT, HEADING_NONE, HEADING_RIGHT},           /* up 0 */
        {HEADING_UP_LEFT, HEADING_UP, HEADING_UP_RIGHT},       /* up +1 */
    };
    return BY_SIGNS[up + 1][right + 1];
}

const char *explorer_tour_arrow(tour_heading heading, bool unicode)
{
    /* ASCII has four diagonals in two glyphs: the side of the number the
     * glyph stands on (explorer_tour_arrow_before) tells them apart. */
    static const char *const UNICODE[] = {
        "", "\xe2\x86\x91", "\xe2\x86\x97", "\xe2\x86\x92", "\xe2\x86\x98",
        "\xe2\x86\x93", "\xe2\x86\x99", "\xe2\x86\x90", "\xe2\x86\x96"};
    static const char *const ASCII[] = {"", "^", "/", ">", "\\",
                                        "v", "/", "<", "\\"};
    return unicode ? UNICODE[heading] : ASCII[heading];
}

bool explorer_tour_arrow_before(tour_heading heading)
{
    return heading == HEADING_LEFT || heading == HEADING_UP_LEFT ||
           heading == HEADING_DOWN_LEFT;
}

const char *explorer_tour_start_mark(bool unicode)
{
    return unicode ? "\xe2\x96\xb6" : "S";
}

const char *explorer_tour_end_mark(bool unicode)
{
    return unicode ? "\xe2\x96\xa0" : "E";
}

static int digits(int value)
{
    int count = 1;
    for (; value >= 10; value /= 10)
        count++;
    return count;
}

void explorer_tour_cell_text(const explorer_state *state, int index,
                             int cell_width, const tour_cell_marks *marks,
                             char *out, size_t size)
{
    const explorer_tour *tour = &state->work.tour;
    int width = digits(board_square_count(explorer_board(state)));
    int n = tour->loaded ? tour->grid.number[index] : 0;
    bool marked = square_set_has(&state->reach, index);
    bool visited = n >= 1 && n <= tour->shown;
    const char *before = marked ? marks->reach : " ";
    const char *after = " ";
    char number[16] = "";

    if (state->onward_shown && !visited &&
        state->onward[index] != TOUR_ONWARD_VISITED)
        snprintf(number, sizeof number, "%d", state->onward[index]);
    else if (n != 0)
        snprintf(number, sizeof number, "%d", n);
    if (n >= 1 && n < tour->shown) {
        tour_heading heading = explorer_tour_heading(tour, n);
        if (explorer_tour_arrow_before(heading))
            before = explorer_tour_arrow(heading, marks->unicode);
        else if (heading != HEADING_NONE)
            after = explorer_tour_arrow(heading, marks->unicode);
    }
    /* The start and the end on the side the arrow leaves free. */
    const char *end = n == 1 ? explorer_tour_start_mark(marks->unicode)
                      : n >= 1 && n == tour->report.count
                          ? explorer_tour_end_mark(marks->unicode)
                          : NULL;
    if (end != NULL && strcmp(after, " ") == 0)
        after = end;
    else if (end != NULL)
        before = end;
    if (n >= 1 && n == tour->shown)
        before = marks->piece;
    bool bad = marks->bad != NULL && n != 0 &&
               explorer_tour_square_bad(tour, index);
    if (bad)
        before = marks->bad;
    if (cell_width >= width + 2)
        snprintf(out, size, "%s%*s%s", before, width, number, after);
    else if (cell_width >= width + 1)
        snprintf(out, size, "%s%*s", bad                           ? marks->bad
                                     : n >= 1 && n == tour->shown ? marks->piece
                                     : marked                      ? marks->reach
                                                                   : " ",
                 width, number);
    else
        snprintf(out, size, "%s", number);
}
