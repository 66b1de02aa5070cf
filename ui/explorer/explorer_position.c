/* Position mode over the positions model: placing pieces and asking the
 * model about them. Every change recomputes everything; a full count of
 * both sides is microseconds. */
#include <stdio.h>
#include <string.h>

#include "explorer_position.h"

static const char LETTERS[] = "PNBRQK"; /* in chess_kind order */

static bool letter_piece(char letter, chess_color *color, chess_kind *kind)
{
    const char *found = letter >= 'a' && letter <= 'z'
                            ? strchr(LETTERS, letter - 'a' + 'A')
                            : strchr(LETTERS, letter);
    if (letter == '\0' || found == NULL)
        return false;
    *color = letter >= 'a' ? CHESS_BLACK : CHESS_WHITE;
    *kind = (chess_kind)(found - LETTERS);
    return true;
}

/* Builds the model's position from the placement and asks it everything. */
static void update(explorer_position *view)
{
    position_clear(&view->pos);
    view->pos.to_move = view->to_move;
    for (int sq = 0; sq < BB_SQUARES; sq++) {
        chess_color color;
        chess_kind kind;
        if (letter_piece(view->placement[sq], &color, &kind))
            position_put(&view->pos, color, kind, sq);
    }
    bx_error err;
    view->legal = position_check_rules(&view->pos, &err) == BX_OK;
    snprintf(view->problem, sizeof view->problem, "%s",
             view->legal ? "" : err.message);
    position_to_fen(&view->pos, view->fen);
    memset(view->moves, 0, sizeof view->moves);
    memset(view->attackers, 0, sizeof view->attackers);
    view->most_moves = view->most_attackers = 0;
    view->checkers = 0;
    for (int c = 0; c < CHESS_COLORS; c++) {
        view->count[c] = 0;
        view->in_check[c] = false;
    }
    if (!view->legal)
        return;
    for (int c = 0; c < CHESS_COLORS; c++) {
        move_constraints constraints;
        move_targets targets;
        view->count[c] = movegen_count(&view->pos, (chess_color)c);
        view->in_check[c] = position_in_check(&view->pos, (chess_color)c);
        movegen_constraints(&view->pos, (chess_color)c, &constraints);
        view->checkers |= constraints.checkers;
        movegen_attack_counts(&view->pos, (chess_color)c, view->attackers[c]);
        /* One generation per side gives every piece's moves (empty for
         * squares without a piece of that side). */
        movegen_legal(&view->pos, (chess_color)c, &targets);
        for (int sq = 0; sq < BB_SQUARES; sq++)
            view->moves[sq] += bb_count(targets.targets[sq]);
    }
    for (int sq = 0; sq < BB_SQUARES; sq++) {
        if (view->moves[sq] > view->most_moves)
            view->most_moves = view->moves[sq];
        int both = view->attackers[CHESS_WHITE][sq] +
                   view->attackers[CHESS_BLACK][sq];
        if (both > view->most_attackers)
            view->most_attackers = both;
    }
}

void explorer_position_clear(explorer_position *view)
{
    view->to_move = CHESS_WHITE;
    memset(view->placement, POSITION_EMPTY, sizeof view->placement);
    update(view);
}

/* Reads the model's position back into the placement. */
static void take_position(explorer_position *view, const position *pos)
{
    for (int sq = 0; sq < BB_SQUARES; sq++) {
        chess_color color;
        chess_kind kind;
        view->placement[sq] = POSITION_EMPTY;
        if (position_piece_at(pos, sq, &color, &kind))
            view->placement[sq] = color == CHESS_WHITE
                                      ? LETTERS[kind]
                                      : (char)(LETTERS[kind] - 'A' + 'a');
    }
    view->to_move = pos->to_move;
    update(view);
}

void explorer_position_initial(explorer_position *view)
{
    explorer_position_from_fen(
        view, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", NULL);
}

bool explorer_position_put(explorer_position *view, int sq, char letter)
{
    chess_color color;
    chess_kind kind;
    if (sq < 0 || sq >= BB_SQUARES ||
        (letter != POSITION_EMPTY && !letter_piece(letter, &color, &kind)))
        return false;
    view->placement[sq] = letter;
    update(view);
    return true;
}

bx_status explorer_position_from_fen(explorer_position *view, const char *fen,
                                     bx_error *err)
{
    position pos;
    bx_status status = position_from_fen(fen, &pos, err);
    if (status == BX_OK)
        take_position(view, &pos);
    return status;
}

bx_status explorer_position_from_text(explorer_position *view,
                                      const char *text, size_t len,
                                      bx_error *err)
{
    position pos;
    /* A FEN has slashes on its first line; the board form has none. */
    const char *end = memchr(text, '\n', len);
    size_t first = end != NULL ? (size_t)(end - text) : len;
    bx_status status;
    while (first > 0 && (text[first - 1] == '\r' || text[first - 1] == ' '))
        first--; /* a line ending in CR LF, or trailing blanks */
    if (memchr(text, '/', first) != NULL) {
        char fen[256];
        snprintf(fen, sizeof fen, "%.*s", (int)(first < 255 ? first : 255),
                 text);
        status = position_from_fen(fen, &pos, err);
    } else {
        status = position_from_board_text(text, len, &pos, err);
    }
    if (status == BX_OK)
        take_position(view, &pos);
    return status;
}

bitboard explorer_position_targets(const explorer_position *view, int sq)
{
    if (!view->legal || sq < 0 || sq >= BB_SQUARES)
        return 0;
    return movegen_square(&view->pos, sq);
}

const char *explorer_position_piece_name(char letter)
{
    static const char *const NAMES[CHESS_COLORS][CHESS_KINDS] = {
        {"white pawn", "white knight", "white bishop", "white rook",
         "white queen", "white king"},
        {"black pawn", "black knight", "black bishop", "black rook",
         "black queen", "black king"}};
    chess_color color;
    chess_kind kind;
    return letter_piece(letter, &color, &kind) ? NAMES[color][kind] : "";
}
