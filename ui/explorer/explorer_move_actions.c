/* Playing moves in Position mode: Enter or Space (or a click) picks a
 * piece of the side to move, its targets are marked, and Enter or Space
 * on one makes the move under the position's rules; Esc drops the piece.
 * A pawn that may become several pieces asks which. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"

/* A pawn's moves to one square: a piece each it may become (the chess
 * pieces and the letters defined), and staying a pawn where promoting is
 * optional. */
enum { PROMOTION_CHOICES = CHESS_KINDS + GAME_MAX_DEFINED + 1 };

static int cursor_index(const explorer_state *state)
{
    return square_index(state->work.position.pos.size, state->work.cursor);
}

static void square_name(const explorer_state *state, int index,
                        char name[SQUARE_NAME_MAX])
{
    board_size size = state->work.position.pos.size;
    square_to_fide(size, square_at(size, index), name, NULL);
}

/* "white knight on g1" into out. */
static void piece_on(const explorer_state *state, int index, char *out,
                     size_t size)
{
    const explorer_position *ep = &state->work.position;
    char name[SQUARE_NAME_MAX], piece[EXPLORER_LETTER_BETZA_MAX + 16];
    explorer_position_piece_name(ep, explorer_position_letter(ep, index),
                                 piece, sizeof piece);
    square_name(state, index, name);
    snprintf(out, size, "%s on %s", piece, name);
}

/* Why the side to move cannot move now, or NULL when it can. */
static const char *cannot_move(const explorer_position *ep)
{
    const char *why = explorer_position_no_move(ep);
    if (why == NULL && ep->report.count[ep->pos.to_move] == 0)
        return "the side to move has no legal move";
    return why;
}

/* Picks the piece on index, or says why it cannot be picked. */
static void pick(explorer_state *state, int index)
{
    const explorer_position *ep = &state->work.position;
    char text[EXPLORER_MESSAGE_MAX], piece[EXPLORER_MESSAGE_MAX / 2];
    chess_color color;
    const char *why = cannot_move(ep);
    if (why != NULL) {
        explorer_error(state, why);
        return;
    }
    if (!explorer_position_color_at(ep, index, &color)) {
        char name[SQUARE_NAME_MAX];
        square_name(state, index, name);
        snprintf(text, sizeof text, "no piece on %s to move", name);
        explorer_error(state, text);
        return;
    }
    piece_on(state, index, piece, sizeof piece);
    if (color != ep->pos.to_move) {
        snprintf(text, sizeof text, "it is %s's move, not the %s's",
                 chess_color_name(ep->pos.to_move), piece);
        explorer_error(state, text);
        return;
    }
    if (ep->report.moves[index] == 0) {
        snprintf(text, sizeof text, "the %s has no legal move", piece);
        explorer_error(state, text);
        return;
    }
    state->picked = index;
    state->focus = FOCUS_MOVING;
    explorer_refresh_cursor(state);
    snprintf(text, sizeof text,
             "%s picked: Enter on a marked square moves it, Esc drops it",
             piece);
    explorer_say(state, text);
}

/* After a move: the board again, the move named in the change and the
 * status line, with the state of the side to move. */
static void after_move(explorer_state *state)
{
    const explorer_position *ep = &state->work.position;
    char text[EXPLORER_MESSAGE_MAX];
    state->focus = FOCUS_BOARD;
    explorer_refresh_cursor(state);
    const char *played = ep->played[ep->played_count - 1];
    const char *after = explorer_position_side_state(ep, ep->pos.to_move);
    snprintf(state->work.change, sizeof state->work.change, "played %s",
             played);
    snprintf(text, sizeof text, "played %s; %s to move%s%s", played,
             chess_color_name(ep->pos.to_move), after[0] != '\0' ? ": " : "",
             after);
    explorer_say(state, text);
}

/* The letter that answers the promotion question for move: the piece it
 * becomes, lower case, or p where the pawn stays one. */
static char promotion_letter(const explorer_position *ep, game_move move)
{
    const game_rules *rules = explorer_position_game_rules(ep);
    if (move.promotion == GAME_NO_PROMOTION || rules == NULL)
        return 'p';
    return game_letter(rules, variant_cell(CHESS_BLACK, move.promotion),
                       LETTERS_FEN);
}

/* The moves from from to to, at most PROMOTION_CHOICES: a pawn's
 * promotions in the door's order, staying a pawn (where it may) last. */
static int moves_to(const explorer_position *ep, int from, int to,
                    game_move moves[PROMOTION_CHOICES])
{
    int n = explorer_position_moves_to(ep, from, to, moves,
                                       PROMOTION_CHOICES);
    n = n < PROMOTION_CHOICES ? n : PROMOTION_CHOICES;
    for (int i = 0; i + 1 < n; i++)
        if (moves[i].promotion == GAME_NO_PROMOTION) {
            game_move stay = moves[i];
            memmove(&moves[i], &moves[i + 1],
                    sizeof moves[0] * (size_t)(n - 1 - i));
            moves[n - 1] = stay;
            break;
        }
    return n;
}

/* The answers for the picked pawn's move to promotion_to: " q r b n". */
static int promotion_answers(const explorer_state *state, game_move *moves,
                             char *out, size_t size)
{
    const explorer_position *ep = &state->work.position;
    int n = moves_to(ep, state->picked, state->promotion_to, moves);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n && used + 3 < size; i++)
        used += (size_t)snprintf(out + used, size - used, " %c",
                                 promotion_letter(ep, moves[i]));
    return n;
}

void explorer_promotion_question(const explorer_state *state, char *out,
                                 size_t size)
{
    game_move moves[PROMOTION_CHOICES];
    char answers[2 * PROMOTION_CHOICES + 1];
    promotion_answers(state, moves, answers, sizeof answers);
    snprintf(out, size, "the pawn becomes (%s)", answers + 1);
}

static void play(explorer_state *state, game_move move)
{
    explorer_position_play(&state->work.position, move);
    after_move(state);
}

/* The picked piece goes to the square index, if it may. */
static void move_picked_to(explorer_state *state, int index)
{
    const explorer_position *ep = &state->work.position;
    game_move moves[PROMOTION_CHOICES];
    char text[EXPLORER_MESSAGE_MAX], piece[EXPLORER_MESSAGE_MAX / 2];
    chess_color color;
    if (index == state->picked) {
        action_move_drop(state, NULL, 0);
        return;
    }
    int n = moves_to(ep, state->picked, index, moves);
    if (n == 1) {
        play(state, moves[0]);
        return;
    }
    if (n > 1) {
        /* The first piece offered (the queen in chess) is typed in. */
        char first[2] = {promotion_letter(ep, moves[0]), '\0'};
        state->promotion_to = index;
        explorer_open_prompt(state, PROMPT_PROMOTION, first);
        return;
    }
    if (explorer_position_color_at(ep, index, &color) &&
        color == ep->pos.to_move) {
        pick(state, index); /* another piece of the side instead */
        return;
    }
    char name[SQUARE_NAME_MAX];
    piece_on(state, state->picked, piece, sizeof piece);
    square_name(state, index, name);
    snprintf(text, sizeof text, "the %s cannot go to %s", piece, name);
    explorer_error(state, text);
}

void action_move_pick(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    pick(state, cursor_index(state));
}

void action_move_to(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    move_picked_to(state, cursor_index(state));
}

void action_move_drop(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    state->focus = FOCUS_BOARD;
    explorer_refresh_cursor(state);
    explorer_say(state, "piece dropped: no move made");
}

void explorer_move_click(explorer_state *state, int index)
{
    if (state->focus == FOCUS_MOVING)
        move_picked_to(state, index);
    else
        pick(state, index);
}

void action_move_prompt(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_open_prompt(state, PROMPT_MOVE, "");
}

void explorer_submit_move(explorer_state *state)
{
    bx_error err;
    if (explorer_position_play_text(&state->work.position, state->line.text,
                                    &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    after_move(state);
}

void explorer_submit_promotion(explorer_state *state)
{
    const explorer_position *ep = &state->work.position;
    game_move moves[PROMOTION_CHOICES];
    char answers[2 * PROMOTION_CHOICES + 1];
    char text[EXPLORER_MESSAGE_MAX];
    int n = promotion_answers(state, moves, answers, sizeof answers);
    const char *answer = state->line.text;
    char letter = (char)(answer[0] >= 'A' && answer[0] <= 'Z'
                             ? answer[0] - 'A' + 'a'
                             : answer[0]);
    if (strlen(answer) == 1)
        for (int i = 0; i < n; i++)
            if (promotion_letter(ep, moves[i]) == letter) {
                explorer_close_prompt(state);
                play(state, moves[i]);
                return;
            }
    snprintf(text, sizeof text, "the pawn becomes one of:%s%s", answers,
             strchr(answers, 'p') != NULL ? " (p: it stays a pawn)" : "");
    explorer_error(state, text);
}
