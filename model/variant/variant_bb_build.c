/* Filling the bitboard tables (variant_bb_build.h). A table that does not
 * fit makes the tables unusable, and the mailbox does the work. */
#include "variant_bb_build.h"

#include <string.h>

#if VARIANT_BB_AVAILABLE

static int longest_side(board_size size)
{
    return size.width > size.height ? size.width : size.height;
}

void bb_tables_start(variant_bb_tables *t, board_size size)
{
    t->size = size;
    t->usable = board_square_count(size) <= VARIANT_BB_SQUARES;
    t->line_count = 0;
    t->leap_count = 1;
    memset(t->leap[0], 0, sizeof t->leap[0]);
    t->squares = t->not_first_col = t->not_last_col = 0;
    t->pawn_start[0] = t->pawn_start[1] = 0;
    if (!t->usable)
        return;
    for (int row = 0; row < size.height; row++)
        for (int col = 0; col < size.width; col++) {
            variant_bb at = (variant_bb)1 << (row * size.width + col);
            t->squares |= at;
            if (col > 0)
                t->not_first_col |= at;
            if (col < size.width - 1)
                t->not_last_col |= at;
            if (row == size.height - 2)
                t->pawn_start[CHESS_WHITE] |= at;
            if (row == 1)
                t->pawn_start[CHESS_BLACK] |= at;
        }
}

static bool on_board(board_size size, int row, int col)
{
    return row >= 0 && row < size.height && col >= 0 && col < size.width;
}

/* The table of the line (dr, dc) of at most steps steps: found, or made;
 * -1 when there is no room left. */
static short line_index(variant_bb_tables *t, int dr, int dc, int steps)
{
    board_size size = t->size;
    int side = longest_side(size), width = size.width;
    bool up = dr > 0 || (dr == 0 && dc > 0);
    short unlimited = -1;
    variant_bb *line;
    for (int i = 0; i < t->line_count; i++)
        if (t->line_key[i].dr == dr && t->line_key[i].dc == dc &&
            t->line_key[i].steps == steps)
            return (short)i;
    /* A limited line is the unlimited one less the unlimited one from its
     * last square on: made from it. */
    if (steps < side && (unlimited = line_index(t, dr, dc, side)) < 0)
        return -1;
    if (t->line_count == VARIANT_BB_LINES) {
        t->usable = false;
        return -1;
    }
    line = t->line[t->line_count];
    /* The unlimited line from each square is the next square and the
     * line from there: the squares are taken from the far end of the
     * vector's way, so that the next square's line is made already. */
    for (int i = 0; i < size.height; i++)
        for (int j = 0; j < width; j++) {
            int row = up ? size.height - 1 - i : i;
            int col = up ? width - 1 - j : j, sq = row * width + col;
            int r = row + dr, c = col + dc;
            variant_bb squares = 0;
            if (steps < side) {
                r = row + steps * dr;
                c = col + steps * dc;
                squares = t->line[unlimited][sq];
                if (on_board(size, r, c))
                    squares &= ~t->line[unlimited][r * width + c];
            } else if (on_board(size, r, c)) {
                squares = (variant_bb)1 << (r * width + c) |
                          line[r * width + c];
            }
            line[sq] = squares;
        }
    line[VARIANT_BB_NOWHERE] = 0;
    t->line_key[t->line_count] =
        (variant_bb_line_key){(signed char)dr, (signed char)dc,
                              (unsigned char)steps};
    return (short)t->line_count++;
}

/* The leap table of the one-step moves steps[0 .. n) whose modality is
 * not skip: found among the tables already made (the empty table 0 among
 * them), or made; -1 when there is no room left. */
static short leap_index(variant_bb_tables *t, const variant_step *steps,
                        int n, int skip)
{
    board_size size = t->size;
    int squares = board_square_count(size), width = size.width;
    bool any = false;
    variant_bb *leap;
    for (int i = 0; i < n; i++)
        any |= steps[i].modality != skip;
    if (!any)
        return 0;
    if (t->leap_count == VARIANT_BB_LEAPS) {
        t->usable = false;
        return -1;
    }
    leap = t->leap[t->leap_count]; /* made in the next free table */
    memset(leap, 0, sizeof *leap * (size_t)squares);
    /* Each leap from the rows and columns it does not leave the board
     * from (every leap of a plain leaper lands on the board somewhere:
     * its vector is shorter than the board, see compile_move). */
    for (int i = 0; i < n; i++) {
        const variant_step *s = &steps[i];
        int first_row = s->dr < 0 ? -s->dr : 0;
        int rows = size.height - (s->dr > 0 ? s->dr : 0);
        int first_col = s->dc < 0 ? -s->dc : 0;
        int cols = width - (s->dc > 0 ? s->dc : 0);
        if (s->modality == skip)
            continue;
        for (int row = first_row; row < rows; row++)
            for (int col = first_col; col < cols; col++)
                leap[row * width + col] |=
                    (variant_bb)1 << ((row + s->dr) * width + col + s->dc);
    }
    for (int i = 1; i < t->leap_count; i++)
        if (memcmp(t->leap[i], leap, sizeof *leap * (size_t)squares) == 0)
            return (short)i;
    return (short)t->leap_count++;
}

/* Whether some of the one-step moves steps[0 .. n) only move or only
 * capture, so that the capture table differs from the move table. */
static bool leaps_split(const variant_step *steps, int n)
{
    for (int i = 0; i < n; i++)
        if (steps[i].modality != PIECE_MOVE_AND_CAPTURE)
            return true;
    return false;
}

/* Appends step s to color's moves, after those up to *at; false when
 * the list is full. */
static bool add_move(variant_bb_tables *t, chess_color color,
                     const variant_step *s, bool lined, int *at)
{
    int side = longest_side(t->size);
    if (*at == VARIANT_BB_MOVES) {
        t->usable = false;
        return false;
    }
    t->moves[color][(*at)++] = (variant_bb_move){
        .line = lined ? line_index(t, s->dr, s->dc, s->steps) : -1,
        .beyond = lined ? line_index(t, s->dr, s->dc, side) : -1,
        .ascending = s->dr > 0 || (s->dr == 0 && s->dc > 0),
        .modality = s->modality,
        .dr = s->dr,
        .dc = s->dc,
        .lame_dr = s->lame_dr,
        .lame_dc = s->lame_dc,
    };
    return true;
}

/* Appends the steps of walk group `group` of kind k (for color) to the
 * moves: with way 1 only those going up the square numbers, with -1 only
 * those going down, with 0 all. */
static bool add_group(variant_bb_tables *t, chess_color color,
                      const variant_kind *k, int group, int way, int *at)
{
    for (int i = k->ends[group - 1]; i < k->ends[group]; i++) {
        const variant_step *s = &k->steps[color][i];
        bool up = s->dr > 0 || (s->dr == 0 && s->dc > 0);
        if ((way > 0 && !up) || (way < 0 && up))
            continue;
        if (!add_move(t, color, s, group != VARIANT_WALK_LAME, at))
            return false;
    }
    return true;
}

void bb_tables_add_kind(variant_bb_tables *t, const variant_kind *k,
                        int kind)
{
    /* The order of variant_bb_kind's lists: riders going up, then down,
     * lame leaps, hoppers, grasshoppers. */
    static const struct {
        int group, way;
    } ORDER[5] = {{VARIANT_WALK_RIDE, 1},
                  {VARIANT_WALK_RIDE, -1},
                  {VARIANT_WALK_LAME, 0},
                  {VARIANT_WALK_HOP, 0},
                  {VARIANT_WALK_GRASSHOPPER, 0}};
    for (int c = 0; c < CHESS_COLORS && t->usable; c++) {
        const variant_step *steps = k->steps[c];
        variant_bb_kind *bk = &t->kinds[c][kind];
        /* Right after the kind before: a kind whose definition failed is
         * compiled again in the same place. */
        int at = kind == 0 ? 0 : t->kinds[c][kind - 1].end;
        short *ends[5] = {&bk->up, &bk->down, &bk->lame, &bk->hops,
                          &bk->end};
        bk->first = (short)at;
        bk->leap_move = leap_index(t, steps, k->ends[VARIANT_WALK_LEAP],
                                   PIECE_CAPTURE_ONLY);
        /* Most leapers capture as they move: the same table, not made
         * again to be found equal. */
        bk->leap_capture =
            leaps_split(steps, k->ends[VARIANT_WALK_LEAP])
                ? leap_index(t, steps, k->ends[VARIANT_WALK_LEAP],
                             PIECE_MOVE_ONLY)
                : bk->leap_move;
        for (int i = 0; i < 5; i++) {
            if (!add_group(t, (chess_color)c, k, ORDER[i].group, ORDER[i].way,
                           &at))
                return;
            *ends[i] = (short)at;
        }
    }
}

void bb_tables_index_rays(variant_bb_tables *t, variant_ray *rays,
                          int ray_count, const variant_attack *attacks)
{
    int side = longest_side(t->size);
    for (int r = 0; r < ray_count; r++) {
        variant_ray *ray = &rays[r];
        bool long_capture = false;
        for (int i = ray->first; i < ray->first + ray->count; i++)
            long_capture |= attacks[i].steps > 1;
        ray->beyond = long_capture && t->usable
                          ? line_index(t, ray->dr, ray->dc, side)
                          : -1;
    }
}

#else

void bb_tables_start(variant_bb_tables *t, board_size size)
{
    t->size = size;
    t->usable = false;
}

void bb_tables_add_kind(variant_bb_tables *t, const variant_kind *k,
                        int kind)
{
    (void)t;
    (void)k;
    (void)kind;
}

void bb_tables_index_rays(variant_bb_tables *t, variant_ray *rays,
                          int ray_count, const variant_attack *attacks)
{
    (void)t;
    (void)attacks;
    for (int r = 0; r < ray_count; r++)
        rays[r].beyond = -1;
}

#endif
