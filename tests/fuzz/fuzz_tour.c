/* Tour grids as `tour FILE` reads them: any bytes, with a length and no
 * terminator. A grid that parses reads back the same from its own format,
 * holds no NUL byte, and checking it as a knight's tour fills a report that agrees with the
 * grid: a tour holds each of 1 .. W*H once. */
#include <string.h>

#include "tour.h"
#include "fuzz.h"

/* W*H numbers of up to 11 characters ("-2147483648"), each with a space
 * or a newline after it. */
enum { GRID_TEXT_MAX = BOARD_MAX_SQUARES * 12 + 1 };

static void check_report(const tour_grid *grid)
{
    piece_spec knight;
    tour_report report;
    bx_error err;
    int count = board_square_count(grid->board);

    fuzz_require(piece_from_name("knight", &knight, &err) == BX_OK);
    fuzz_require(tour_check(grid, &knight, &report, &err) == BX_OK);
    fuzz_require(report.count == count);
    if (report.kind == TOUR_NONE) {
        fuzz_require(report.reason[0] != '\0');
        return;
    }
    fuzz_require(report.bad_steps == 0);
    for (int n = 1; n <= count; n++) {
        int at = report.path[n - 1];
        fuzz_require(at >= 0 && at < count && grid->number[at] == n);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size > 0 ? size : 1);
    tour_grid grid;
    bx_error err;

    if (text == NULL)
        return 0;
    if (size > 0)
        memcpy(text, data, size);
    if (tour_grid_parse(text, size, &grid, &err) == BX_OK) {
        char again[GRID_TEXT_MAX];
        tour_grid back;
        fuzz_require(board_size_valid(grid.board));
        /* A NUL byte is never part of a grid. */
        fuzz_require(memchr(text, '\0', size) == NULL);
        fuzz_require(tour_grid_format(&grid, again, sizeof again));
        fuzz_require(tour_grid_parse(again, strlen(again), &back, &err) == BX_OK);
        fuzz_require(back.board.width == grid.board.width &&
                     back.board.height == grid.board.height);
        fuzz_require(memcmp(back.number, grid.number,
                            sizeof grid.number[0] *
                                (size_t)board_square_count(grid.board)) == 0);
        check_report(&grid);
    } else {
        fuzz_require(err.line >= 0);
        fuzz_require_message(err.message);
    }
    free(text);
    return 0;
}
