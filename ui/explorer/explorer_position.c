/* Position mode over the positions model: placing pieces and asking the
 * model about them. Every change recomputes everything; a full count of
 * both sides is microseconds. */
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "explorer_position.h"
#include "position_rules.h"

/* The moves of each piece of color under fide rules, added to moves[]. */
static void count_fide_moves(const position *pos, chess_color color,
                             int moves[BB_SQUARES])
{
    chess_move list[CHESS_MOVES_MAX];
    int n = chess_generate(chess_engine_best(), pos, CHESS_RULES_FIDE, color,
                           list);
    for (int i = 0; i < n; i++)
        moves[list[i].from]++;
}

/* Asks the model everything about the position, under ep->rules. */
static void update(explorer_position *ep)
{
    bool fide = ep->rules == CHESS_RULES_FIDE;
    bx_error err;
    bx_status status = position_check_rules(&ep->pos, &err);
    if (status == BX_OK && fide)
        status = position_check_fide(&ep->pos, &err);
    ep->legal = status == BX_OK;
    snprintf(ep->problem, sizeof ep->problem, "%s",
             ep->legal ? "" : err.message);
    position_to_fen_rules(&ep->pos, ep->rules, ep->fen);
    memset(ep->moves, 0, sizeof ep->moves);
    memset(ep->attackers, 0, sizeof ep->attackers);
    ep->most_moves = ep->most_attackers = 0;
    ep->checkers = 0;
    for (int c = 0; c < CHESS_COLORS; c++) {
        ep->count[c] = 0;
        ep->in_check[c] = false;
        ep->counted[c] = false;
    }
    if (!ep->legal)
        return;
    for (int c = 0; c < CHESS_COLORS; c++) {
        move_constraints constraints;
        move_targets targets;
        ep->count[c] = chess_count(chess_engine_best(), &ep->pos, ep->rules,
                                   (chess_color)c);
        ep->counted[c] = ep->count[c] >= 0;
        ep->in_check[c] = position_in_check(&ep->pos, (chess_color)c);
        movegen_constraints(&ep->pos, (chess_color)c, &constraints);
        ep->checkers |= constraints.checkers;
        movegen_attack_counts(&ep->pos, (chess_color)c, ep->attackers[c]);
        /* One generation per side gives every piece's moves (empty for
         * squares without a piece of that side). */
        if (!ep->counted[c])
            continue; /* its "moves" would include taking the king */
        if (fide) {
            count_fide_moves(&ep->pos, (chess_color)c, ep->moves);
            continue;
        }
        movegen_legal(&ep->pos, (chess_color)c, &targets);
        for (int sq = 0; sq < BB_SQUARES; sq++)
            ep->moves[sq] += bb_count(targets.targets[sq]);
    }
    for (int sq = 0; sq < BB_SQUARES; sq++) {
        if (ep->moves[sq] > ep->most_moves)
            ep->most_moves = ep->moves[sq];
        int both = ep->attackers[CHESS_WHITE][sq] +
                   ep->attackers[CHESS_BLACK][sq];
        if (both > ep->most_attackers)
            ep->most_attackers = both;
    }
}

void explorer_position_clear(explorer_position *ep)
{
    position_clear(&ep->pos);
    update(ep);
}

static void take_position(explorer_position *ep, const position *pos)
{
    ep->pos = *pos;
    update(ep);
}

void explorer_position_initial(explorer_position *ep)
{
    explorer_position_from_fen(
        ep, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", NULL);
}

void explorer_position_set_rules(explorer_position *ep, chess_rules rules)
{
    ep->rules = rules;
    if (rules == CHESS_RULES_FIDE)
        position_drop_lost_fields(&ep->pos);
    update(ep);
}

bool explorer_position_put(explorer_position *ep, int sq, char letter)
{
    chess_color color;
    chess_kind kind;
    if (!chess_square_valid(sq) ||
        (letter != POSITION_EMPTY &&
         !chess_piece_of_letter(letter, LETTERS_FEN, &color, &kind)))
        return false;
    position_take(&ep->pos, sq);
    if (letter != POSITION_EMPTY)
        position_put(&ep->pos, color, kind, sq);
    position_drop_lost_fields(&ep->pos);
    update(ep);
    return true;
}

char explorer_position_letter(const explorer_position *ep, int sq)
{
    chess_color color;
    chess_kind kind;
    return position_piece_at(&ep->pos, sq, &color, &kind)
               ? chess_piece_letter(color, kind, LETTERS_FEN)
               : POSITION_EMPTY;
}

bx_status explorer_position_from_fen(explorer_position *ep, const char *fen,
                                     bx_error *err)
{
    position pos;
    bx_status status = position_from_fen_rules(fen, ep->rules, &pos, err);
    if (status == BX_OK)
        take_position(ep, &pos);
    return status;
}

bx_status explorer_position_from_text(explorer_position *ep,
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
        status = position_from_fen_rules(fen, ep->rules, &pos, err);
    } else {
        status = position_from_board_text(text, len, &pos, err);
    }
    if (status == BX_OK)
        take_position(ep, &pos);
    return status;
}

bitboard explorer_position_targets(const explorer_position *ep, int sq)
{
    chess_color color;
    chess_kind kind;
    chess_move list[CHESS_MOVES_MAX];
    bitboard targets = 0;

    if (!ep->legal || sq < 0 || sq >= BB_SQUARES)
        return 0;
    if (ep->rules == CHESS_RULES_SEED)
        return movegen_square(&ep->pos, sq);
    if (!position_piece_at(&ep->pos, sq, &color, &kind))
        return 0;
    int n = chess_generate(chess_engine_best(), &ep->pos, CHESS_RULES_FIDE,
                           color, list);
    for (int i = 0; i < n; i++)
        if (list[i].from == sq)
            targets |= bb_square(list[i].to);
    return targets;
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
    return chess_piece_of_letter(letter, LETTERS_FEN, &color, &kind)
               ? NAMES[color][kind]
               : "";
}

void explorer_position_swap_colors(explorer_position *ep)
{
    position swapped = ep->pos;
    for (int k = 0; k < CHESS_KINDS; k++) {
        swapped.pieces[CHESS_WHITE][k] = ep->pos.pieces[CHESS_BLACK][k];
        swapped.pieces[CHESS_BLACK][k] = ep->pos.pieces[CHESS_WHITE][k];
    }
    swapped.by_color[CHESS_WHITE] = ep->pos.by_color[CHESS_BLACK];
    swapped.by_color[CHESS_BLACK] = ep->pos.by_color[CHESS_WHITE];
    /* Castling and en passant belonged to the old sides. */
    swapped.castling = 0;
    swapped.en_passant = -1;
    take_position(ep, &swapped);
}

const char *explorer_position_side_state(const explorer_position *ep,
                                         chess_color color)
{
    if (!ep->legal || !ep->counted[color])
        return "";
    if (ep->in_check[color])
        return ep->count[color] == 0 ? "checkmate" : "check";
    return ep->count[color] == 0 ? "stalemate" : "";
}

bool explorer_position_color_at(const explorer_position *ep, int sq,
                                chess_color *color)
{
    for (int c = 0; c < CHESS_COLORS; c++)
        if ((ep->pos.by_color[c] >> sq) & 1u) {
            *color = (chess_color)c;
            return true;
        }
    return false;
}
