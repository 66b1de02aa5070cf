/* Checking a tour: is every number there once, is every step one move of
 * the piece, and if not, the first thing that is wrong in words. */
#include "tour.h"

#include <stdio.h>
#include <string.h>

#include "mobility.h"

/* Whether the piece goes from one square index to another in one move. */
static bool is_move(board_size board, const piece_spec *piece, int from,
                    int to)
{
    square_set reach;
    piece_reach(board, piece, square_at(board, from), &reach, NULL);
    return square_set_has(&reach, to);
}

/* Fills path with the square of each number, and reason with the first
 * number that is out of range, repeated or missing. Returns whether all of
 * 1 .. count are there once. */
static bool find_numbers(const tour_grid *grid, tour_report *out)
{
    board_size board = grid->board;
    char here[SQUARE_NAME_MAX], there[SQUARE_NAME_MAX];
    bool complete = true;

    for (int n = 0; n < out->count; n++)
        out->path[n] = -1;
    for (int i = 0; i < out->count; i++) {
        int number = grid->number[i];
        square_to_fide(board, square_at(board, i), here, NULL);
        if (number < 1 || number > out->count) {
            if (complete)
                snprintf(out->reason, sizeof out->reason,
                         "%d at %s is out of range (1..%d)", number, here,
                         out->count);
            complete = false;
        } else if (out->path[number - 1] >= 0) {
            if (complete) {
                square_to_fide(board, square_at(board, out->path[number - 1]),
                               there, NULL);
                snprintf(out->reason, sizeof out->reason,
                         "%d is on both %s and %s", number, there, here);
            }
            complete = false;
        } else {
            out->path[number - 1] = i;
        }
    }
    for (int n = 0; n < out->count && complete; n++) {
        if (out->path[n] < 0) {
            snprintf(out->reason, sizeof out->reason, "%d is missing", n + 1);
            complete = false;
        }
    }
    return complete;
}

static tour_step judge_step(board_size board, const piece_spec *piece,
                            int from, int to)
{
    if (from < 0 || to < 0)
        return TOUR_STEP_UNKNOWN;
    return is_move(board, piece, from, to) ? TOUR_STEP_MOVE
                                           : TOUR_STEP_NOT_A_MOVE;
}

/* "step 12 → 13: c3 → d6 is not a knight move" (→ is U+2192). */
static void explain_step(board_size board, const piece_spec *piece, int n,
                         const int path[], char *reason, size_t size)
{
    char from[SQUARE_NAME_MAX], to[SQUARE_NAME_MAX];
    const char *name = piece_preset_name(piece);

    square_to_fide(board, square_at(board, path[n - 1]), from, NULL);
    square_to_fide(board, square_at(board, path[n]), to, NULL);
    if (name != NULL)
        snprintf(reason, size,
                 "step %d \xe2\x86\x92 %d: %s \xe2\x86\x92 %s is not %s %s move",
                 n, n + 1, from, to, strchr("aeiou", name[0]) ? "an" : "a",
                 name);
    else
        snprintf(reason, size,
                 "step %d \xe2\x86\x92 %d: %s \xe2\x86\x92 %s is not a move of "
                 "the piece",
                 n, n + 1, from, to);
}

bx_status tour_check(const tour_grid *grid, const piece_spec *piece,
                     tour_report *out, bx_error *err)
{
    board_size board = grid->board;
    bool complete;

    if (!board_size_valid(board))
        return bx_fail(err, BX_INVALID, "invalid board size");
    memset(out, 0, sizeof *out);
    out->board = board;
    out->count = board_square_count(board);
    complete = find_numbers(grid, out);
    for (int n = 1; n < out->count; n++) {
        out->step[n - 1] =
            judge_step(board, piece, out->path[n - 1], out->path[n]);
        if (out->step[n - 1] == TOUR_STEP_NOT_A_MOVE) {
            if (out->bad_steps == 0 && complete)
                explain_step(board, piece, n, out->path, out->reason,
                             sizeof out->reason);
            out->bad_steps++;
        }
    }
    out->step[out->count - 1] =
        judge_step(board, piece, out->path[out->count - 1], out->path[0]);
    if (!complete || out->bad_steps > 0)
        out->kind = TOUR_NONE;
    else if (out->step[out->count - 1] == TOUR_STEP_MOVE)
        out->kind = TOUR_CLOSED;
    else
        out->kind = TOUR_OPEN;
    return BX_OK;
}
