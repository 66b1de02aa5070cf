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
    if (explorer_recompute(state, &err) != BX_OK)
        explorer_error(state, err.message);
}

static bool same_piece(const piece_spec *a, const piece_spec *b)
{
    return a->count == b->count &&
           memcmp(a->list, b->list, (size_t)a->count * sizeof a->list[0]) ==
               0;
}

/* Whether one part of the work is the same in a and b: only what the
 * user built counts, not where the cursor is or which mode is shown. */
static bool same_part(const explorer_work *a, const explorer_work *b,
                      explorer_work_part part)
{
    const explorer_position *e = &a->position, *f = &b->position;
    const game_position *p = &e->pos, *q = &f->pos;
    const explorer_tour *s = &a->tour, *t = &b->tour;
    switch (part) {
    case WORK_PIECE:
        return a->board.width == b->board.width &&
               a->board.height == b->board.height &&
               same_piece(&a->piece, &b->piece) &&
               strcmp(a->piece_name, b->piece_name) == 0 &&
               strcmp(a->piece_betza, b->piece_betza) == 0 &&
               memcmp(&a->blockers, &b->blockers, sizeof a->blockers) == 0;
    case WORK_SECOND:
        return same_piece(&a->second, &b->second) &&
               strcmp(a->second_name, b->second_name) == 0;
    case WORK_POSITION:
        return p->size.width == q->size.width &&
               p->size.height == q->size.height &&
               memcmp(p->cells, q->cells, sizeof p->cells) == 0 &&
               p->to_move == q->to_move && p->castling == q->castling &&
               p->en_passant == q->en_passant &&
               p->halfmove == q->halfmove && p->fullmove == q->fullmove &&
               p->counting_limit == q->counting_limit &&
               p->counting_ply == q->counting_ply;
    case WORK_MARKS:
        return memcmp(e->marks, f->marks, sizeof e->marks) == 0;
    case WORK_RULES:
        return e->letter_count == f->letter_count &&
               memcmp(e->letters, f->letters, sizeof e->letters) == 0 &&
               e->rules == f->rules && e->variant == f->variant;
    case WORK_TOUR:
        if (s->loaded != t->loaded || s->closed != t->closed)
            return false;
        return !s->loaded ||
               (s->grid.board.width == t->grid.board.width &&
                s->grid.board.height == t->grid.board.height &&
                memcmp(s->grid.number, t->grid.number,
                       (size_t)board_square_count(s->grid.board) *
                           sizeof s->grid.number[0]) == 0);
    default:
        return true;
    }
}

/* The parts in which a and b differ. */
static unsigned differing_parts(const explorer_work *a,
                                const explorer_work *b)
{
    unsigned parts = 0;
    for (unsigned part = 1; part <= WORK_ALL; part <<= 1)
        if (!same_part(a, b, (explorer_work_part)part))
            parts |= part;
    return parts;
}

static bool same_work(const explorer_work *a, const explorer_work *b)
{
    return differing_parts(a, b) == 0;
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
    state->work.change[0] = '\0';
}

void explorer_history_saved(explorer_state *state, unsigned parts)
{
    explorer_work *saved = &state->history.saved;
    const explorer_work *work = &state->work;
    if (parts & WORK_PIECE) {
        saved->board = work->board;
        saved->piece = work->piece;
        memcpy(saved->piece_name, work->piece_name, sizeof saved->piece_name);
        memcpy(saved->piece_betza, work->piece_betza,
               sizeof saved->piece_betza);
        saved->blockers = work->blockers;
    }
    if (parts & WORK_SECOND) {
        saved->second = work->second;
        memcpy(saved->second_name, work->second_name,
               sizeof saved->second_name);
    }
    /* The position and its rules share a struct: each copies its own
     * fields, so saving one leaves the other as it was saved. */
    explorer_position *to = &saved->position;
    const explorer_position *from = &work->position;
    if (parts & WORK_POSITION) {
        to->pos.size = from->pos.size;
        memcpy(to->pos.cells, from->pos.cells, sizeof to->pos.cells);
        to->pos.to_move = from->pos.to_move;
        to->pos.castling = from->pos.castling;
        to->pos.en_passant = from->pos.en_passant;
        to->pos.halfmove = from->pos.halfmove;
        to->pos.fullmove = from->pos.fullmove;
        to->pos.counting_limit = from->pos.counting_limit;
        to->pos.counting_ply = from->pos.counting_ply;
    }
    if (parts & WORK_MARKS)
        memcpy(to->marks, from->marks, sizeof to->marks);
    if (parts & WORK_RULES) {
        to->letter_count = from->letter_count;
        memcpy(to->letters, from->letters, sizeof to->letters);
        to->rules = from->rules;
        to->variant = from->variant;
    }
    if (parts & WORK_TOUR)
        saved->tour = work->tour;
}

void explorer_history_begin(explorer_state *state)
{
    state->history.before = state->work;
    state->work.change[0] = '\0';
}

/* Words for a change no action named, from the parts it changed: what
 * changed, never what the key is for. */
static const char *change_of_parts(unsigned parts)
{
    if ((parts & (parts - 1)) != 0)
        return "changed the work";
    return parts == WORK_PIECE      ? "changed the piece"
           : parts == WORK_SECOND   ? "changed the second piece"
           : parts == WORK_POSITION ? "changed the position"
           : parts == WORK_RULES    ? "changed the rules"
           : parts == WORK_MARKS    ? "changed the marks"
                                    : "changed the tour";
}

bool explorer_history_commit(explorer_state *state, const char *change)
{
    explorer_history *history = &state->history;
    if (same_work(&history->before, &state->work))
        return false;
    if (history->undoable == EXPLORER_UNDO_STEPS) {
        /* The oldest step makes room. */
        history->first = (history->first + 1) % EXPLORER_UNDO_STEPS;
        history->undoable--;
    }
    explorer_work *step = slot(history, history->undoable);
    *step = history->before;
    snprintf(step->change, sizeof step->change, "%s",
             state->work.change[0] != '\0' ? state->work.change
             : change != NULL
                 ? change
                 : change_of_parts(differing_parts(&history->before,
                                                   &state->work)));
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

unsigned explorer_unsaved_parts(const explorer_state *state)
{
    return differing_parts(&state->history.saved, &state->work);
}

bool explorer_has_changes(const explorer_state *state)
{
    return explorer_unsaved_parts(state) != 0;
}
