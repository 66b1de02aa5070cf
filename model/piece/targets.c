/* Walking a piece's moves among blockers (targets.h). */
#include "targets.h"

/* What one walk needs to know of the board, and where it writes: the
 * moves and the captures (one set when only the reach is wanted), and the
 * threats when wanted (NULL otherwise). */
typedef struct {
    board_size board;
    const square_set *blockers; /* NULL: none */
    square_set *moves, *captures, *threats;
} walk_board;

static bool holds_blocker(const walk_board *w, square sq)
{
    return w->blockers != NULL &&
           square_set_has(w->blockers, square_index(w->board, sq));
}

/* A step as long as the board never lands on it; leaving it out also
 * keeps row + dr from overflowing for huge directions. */
static bool can_land(direction dir)
{
    return dir.dr > -BOARD_MAX_SIDE && dir.dr < BOARD_MAX_SIDE &&
           dir.dc > -BOARD_MAX_SIDE && dir.dc < BOARD_MAX_SIDE &&
           (dir.dr != 0 || dir.dc != 0);
}

static square step(square sq, direction dir)
{
    return (square){sq.row + dir.dr, sq.col + dir.dc};
}

/* A move landing on at (on the board): an empty square when it may move,
 * a blocker when it may capture; a threat wherever it may capture.
 * Returns whether a blocker stands there. */
static bool land(const walk_board *w, square at, int modality)
{
    int index = square_index(w->board, at);
    bool blocked =
        w->blockers != NULL && square_set_has(w->blockers, index);
    if (modality != PIECE_MOVE_ONLY && w->threats != NULL)
        square_set_add(w->threats, index);
    if (blocked) {
        if (modality != PIECE_MOVE_ONLY)
            square_set_add(w->captures, index);
    } else if (modality != PIECE_CAPTURE_ONLY) {
        square_set_add(w->moves, index);
    }
    return blocked;
}

/* Up to steps steps from `from` along dir, landing on each square, and
 * stopping at the edge or on the first blocker. */
static void ride(const walk_board *w, square from, direction dir, int steps,
                 int modality)
{
    square at = from;
    if (w->blockers == NULL && w->threats == NULL) {
        /* The empty board's reach, the common case, kept short. */
        if (modality == PIECE_CAPTURE_ONLY)
            return;
        for (; steps > 0; steps--) {
            at = step(at, dir);
            if (!square_on_board(w->board, at))
                return;
            square_set_add(w->moves, square_index(w->board, at));
        }
        return;
    }
    for (; steps > 0; steps--) {
        at = step(at, dir);
        if (!square_on_board(w->board, at) || land(w, at, modality))
            return;
    }
}

/* How many steps along dir, within steps, the first blocker is (0 when
 * none is); *at is its square. */
static int first_blocker(const walk_board *w, square from, direction dir,
                         int steps, square *at)
{
    square sq = from;
    for (int i = 1; i <= steps; i++) {
        sq = step(sq, dir);
        if (!square_on_board(w->board, sq))
            return 0;
        if (holds_blocker(w, sq)) {
            *at = sq;
            return i;
        }
    }
    return 0;
}

static int sign(int x)
{
    return (x > 0) - (x < 0);
}

static void walk_move(const walk_board *w, square from,
                      const piece_move *move)
{
    direction dir = move->dir;
    int steps = move->range == PIECE_RANGE_UNLIMITED ? BOARD_MAX_SIDE
                                                     : move->range;
    square screen = from;
    int met;
    if (!can_land(dir))
        return;
    switch (move->path) {
    case PIECE_PATH_LAME: {
        /* One leap, through the square one step along each leg of
         * length 2, as positions read nN, nA and nD. */
        direction half = {dir.dr == 2 || dir.dr == -2 ? sign(dir.dr) : 0,
                          dir.dc == 2 || dir.dc == -2 ? sign(dir.dc) : 0};
        square pass = step(from, half);
        if ((half.dr != 0 || half.dc != 0) &&
            square_on_board(w->board, pass) && holds_blocker(w, pass))
            return;
        ride(w, from, dir, 1, move->modality);
        return;
    }
    case PIECE_PATH_HOP:
        /* Over the screen (its steps count in the range), then a ride. */
        met = first_blocker(w, from, dir, steps, &screen);
        if (met > 0)
            ride(w, screen, dir, steps - met, move->modality);
        return;
    case PIECE_PATH_GRASSHOPPER:
        met = first_blocker(w, from, dir, steps, &screen);
        if (met > 0 && met < steps &&
            square_on_board(w->board, step(screen, dir)))
            (void)land(w, step(screen, dir), move->modality);
        return;
    default:
        ride(w, from, dir, steps, move->modality);
        return;
    }
}

static bx_status walk_piece(const walk_board *w, const piece_spec *piece,
                            square from, bx_error *err)
{
    if (!board_size_valid(w->board) || !square_on_board(w->board, from))
        return bx_fail(err, BX_INVALID, "invalid position");
    if (holds_blocker(w, from))
        return BX_OK;
    for (int i = 0; i < piece->count; i++)
        walk_move(w, from, &piece->list[i]);
    return BX_OK;
}

bx_status piece_targets_among(board_size board, const piece_spec *piece,
                              const square_set *blockers, square from,
                              piece_targets *out, bx_error *err)
{
    walk_board w = {board, blockers, &out->moves, &out->captures,
                    &out->threats};
    square_set_clear(&out->moves);
    square_set_clear(&out->captures);
    square_set_clear(&out->threats);
    return walk_piece(&w, piece, from, err);
}

bx_status piece_reach_among(board_size board, const piece_spec *piece,
                            const square_set *blockers, square from,
                            square_set *out, bx_error *err)
{
    walk_board w = {board, blockers, out, out, NULL};
    square_set_clear(out);
    return walk_piece(&w, piece, from, err);
}

void piece_targets_reach(const piece_targets *targets, square_set *out)
{
    for (int w = 0; w < SQUARE_SET_WORDS; w++)
        out->words[w] = targets->moves.words[w] | targets->captures.words[w];
}
