/* Undo and redo: snapshots of the work in a ring. */
#include <stdio.h>
#include <string.h>

#include "explorer_undo.h"

/* Back to a snapshot: the work, then what is computed from it. The
 * position's compiled rules are the state's, so the snapshot's pointer
 * to them still holds. */
static void put(explorer_state *state, const explorer_work *work)
{
    bx_error err;
    state->work = *work;
    /* The piece and board were computed before, so this cannot fail. */
    if (mobility_compute(state->work.board, &state->work.piece,
                         &state->mobility, &err) != BX_OK ||
        mobility_compute(state->work.board, &state->work.second,
                         &state->second_mobility, &err) != BX_OK)
        explorer_error(state, err.message);
    explorer_refresh_cursor(state);
}

static bool same_piece(const piece_spec *a, const piece_spec *b)
{
    return a->count == b->count &&
           memcmp(a->list, b->list, (size_t)a->count * sizeof a->list[0]) ==
               0;
}

/* Whether the work differs: only what the user built counts, not where
 * the cursor is or which mode is shown. */
static bool same_work(const explorer_work *a, const explorer_work *b) {
    const explorer_position *e = &a->position, *f = &b->position;
    const game_position *p = &e->pos, *q = &f->pos;
    const explorer_tour *s = &a->tour, *t = &b->tour;
    if (a->board.width != b->board.width ||
        a->board.height != b->board.height ||
        !same_piece(&a->piece, &b->piece) ||
        strcmp(a->piece_name, b->piece_name) != 0 ||
        strcmp(a->piece_betza, b->piece_betza) != 0 ||
        !same_piece(&a->second, &b->second) ||
        strcmp(a->second_name, b->second_name) != 0 ||
        p->size.width != q->size.width || p->size.height != q->size.height ||
        memcmp(p->cells, q->cells, sizeof p->cells) != 0 ||
        e->letter_count != f->letter_count ||
        memcmp(e->letters, f->letters, sizeof e->letters) != 0 ||
        p->to_move != q->to_move || p->castling != q->castling ||
        p->en_passant != q->en_passant || e->rules != f->rules ||
        p->halfmove != q->halfmove || p->fullmove != q->fullmove ||
        memcmp(e->marks, f->marks, sizeof e->marks) != 0 ||
        s->loaded != t->loaded || s->closed != t->closed)
        return false;
    if (!s->loaded)
        return true;
    int squares = board_square_count(s->grid.board);
    return s->grid.board.width == t->grid.board.width &&
           s->grid.board.height == t->grid.board.height &&
           memcmp(s->grid.number, t->grid.number,
                  (size_t)squares * sizeof s->grid.number[0]) == 0;
}

static explorer_work *slot(explorer_history *history, int index)
{
    return &history->steps[(history->first + index) % EXPLORER_UNDO_STEPS];
}

void explorer_history_clear(explorer_state *state)
{
    state->history.first = 0;
    state->history.undoable = 0;
    state->history.redoable = 0;
    state->history.dropped = false;
    state->history.saved = 0; /* the work at the start counts as saved */
    state->work.change[0] = '\0';
}

void explorer_history_saved(explorer_state *state)
{
    state->history.saved = state->history.undoable;
    state->history.dropped = false;
}

void explorer_history_begin(explorer_state *state)
{
    state->history.before = state->work;
    state->work.change[0] = '\0';
}

bool explorer_history_commit(explorer_state *state, const char *change)
{
    explorer_history *history = &state->history;
    if (same_work(&history->before, &state->work))
        return false;
    /* A change made after undoing past the written work: that work can
     * no longer be reached by undo or redo. */
    if (history->saved > history->undoable)
        history->saved = -1;
    if (history->undoable == EXPLORER_UNDO_STEPS) {
        /* The oldest step makes room. */
        history->first = (history->first + 1) % EXPLORER_UNDO_STEPS;
        history->undoable--;
        if (history->saved >= 0)
            history->saved--;
        history->dropped = history->saved < 0;
    }
    explorer_work *step = slot(history, history->undoable);
    *step = history->before;
    snprintf(step->change, sizeof step->change, "%s",
             state->work.change[0] != '\0' ? state->work.change : change);
    history->undoable++;
    history->redoable = 0;
    return true;
}

/* Swaps the work with a step: the step then holds what was swapped out. */
static void swap(explorer_state *state, explorer_work *step)
{
    explorer_work *now = &state->history.before; /* scratch */
    *now = state->work;
    memcpy(now->change, step->change, sizeof now->change);
    put(state, step);
    *step = *now;
}

bool explorer_undo(explorer_state *state)
{
    explorer_history *history = &state->history;
    char text[EXPLORER_MESSAGE_MAX];
    if (history->undoable == 0) {
        explorer_say(state, "nothing to undo");
        return false;
    }
    history->undoable--;
    history->redoable++;
    explorer_work *step = slot(history, history->undoable);
    swap(state, step);
    snprintf(text, sizeof text, "undone: %s (Ctrl-R redoes it)",
             step->change);
    explorer_history_begin(state); /* the undo itself is no new change */
    explorer_say(state, text);
    return true;
}

bool explorer_redo(explorer_state *state)
{
    explorer_history *history = &state->history;
    char text[EXPLORER_MESSAGE_MAX];
    if (history->redoable == 0) {
        explorer_say(state, "nothing to redo");
        return false;
    }
    explorer_work *step = slot(history, history->undoable);
    history->undoable++;
    history->redoable--;
    swap(state, step);
    snprintf(text, sizeof text, "redone: %s", step->change);
    explorer_history_begin(state);
    explorer_say(state, text);
    return true;
}

bool explorer_has_changes(const explorer_state *state)
{
    return state->history.undoable != state->history.saved ||
           state->history.dropped;
}
