/* Position mode over the positions model: placing pieces and asking the
 * model about them. Every change recomputes everything; a full count of
 * both sides is microseconds on 8x8 and well under a millisecond on the
 * largest boards. The general generator's side is explorer_position_general.c. */
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "explorer_position.h"
#include "movegen.h"
#include "position_rules.h"
#include "position_text.h"

static bool is_standard(board_size size)
{
    return size.width == CHESS_SIDE && size.height == CHESS_SIDE;
}

/* The chess square of square_index index on 8x8, and back. */
static int chess_of(int index)
{
    return chess_square_from_board(square_at(board_standard(), index));
}

static int index_of(int sq)
{
    return square_index(board_standard(), chess_square_to_board(sq));
}

/* Whether the general generator must answer: another size, or a defined
 * piece on the board. */
static bool needs_general(const explorer_position *ep)
{
    if (!is_standard(ep->size))
        return true;
    for (int i = 0; i < board_square_count(ep->size); i++)
        if (ep->cells[i] != VARIANT_EMPTY &&
            variant_cell_kind(ep->cells[i]) >= CHESS_KINDS)
            return true;
    return false;
}

/* The bitboards of the cells, keeping the FEN's other fields. */
static void cells_to_pos(explorer_position *ep)
{
    position fields = ep->pos;
    position_clear(&ep->pos);
    for (int i = 0; i < BB_SQUARES; i++)
        if (ep->cells[i] != VARIANT_EMPTY)
            position_put(&ep->pos, variant_cell_color(ep->cells[i]),
                         (chess_kind)variant_cell_kind(ep->cells[i]),
                         chess_of(i));
    ep->pos.to_move = fields.to_move;
    ep->pos.castling = fields.castling;
    ep->pos.en_passant = fields.en_passant;
    ep->pos.halfmove = fields.halfmove;
    ep->pos.fullmove = fields.fullmove;
    position_drop_lost_fields(&ep->pos);
}

void explorer_position_take_chess(explorer_position *ep, const position *pos)
{
    ep->size = board_standard();
    ep->pos = *pos;
    memset(ep->cells, VARIANT_EMPTY, sizeof ep->cells);
    for (int sq = 0; sq < BB_SQUARES; sq++) {
        chess_color color;
        chess_kind kind;
        if (position_piece_at(pos, sq, &color, &kind))
            ep->cells[index_of(sq)] = variant_cell(color, (int)kind);
    }
}

/* The moves of each piece of color under fide rules, added to moves[]. */
static void count_fide_moves(const position *pos, chess_color color,
                             short moves[])
{
    chess_move list[CHESS_MOVES_MAX];
    int n = chess_generate(chess_engine_best(), pos, CHESS_RULES_FIDE, color,
                           list);
    for (int i = 0; i < n; i++)
        moves[index_of(list[i].from)]++;
}

/* The bitboard generator's answers, under ep->rules. */
static void update_chess(explorer_position *ep)
{
    bool fide = ep->rules == CHESS_RULES_FIDE;
    bx_error err;
    cells_to_pos(ep);
    bx_status status = position_check_rules(&ep->pos, &err);
    if (status == BX_OK && fide)
        status = position_check_fide(&ep->pos, &err);
    ep->legal = status == BX_OK;
    snprintf(ep->problem, sizeof ep->problem, "%s",
             ep->legal ? "" : err.message);
    char fen[POSITION_FEN_MAX];
    position_to_fen_rules(&ep->pos, ep->rules, fen);
    snprintf(ep->fen, sizeof ep->fen, "%s", fen);
    if (!ep->legal)
        return;
    for (int c = 0; c < CHESS_COLORS; c++) {
        move_constraints constraints;
        move_targets targets;
        int attackers[BB_SQUARES];
        ep->count[c] = chess_count(chess_engine_best(), &ep->pos, ep->rules,
                                   (chess_color)c);
        ep->counted[c] = ep->count[c] >= 0;
        ep->in_check[c] = position_in_check(&ep->pos, (chess_color)c);
        movegen_constraints(&ep->pos, (chess_color)c, &constraints);
        for (bitboard b = constraints.checkers; b != 0;)
            square_set_add(&ep->checkers, index_of(bb_pop(&b)));
        movegen_attack_counts(&ep->pos, (chess_color)c, attackers);
        for (int sq = 0; sq < BB_SQUARES; sq++)
            ep->attackers[c][index_of(sq)] = (short)attackers[sq];
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
            ep->moves[index_of(sq)] += (short)bb_count(targets.targets[sq]);
    }
}

/* Asks the model everything about the position. */
void explorer_position_update(explorer_position *ep)
{
    memset(ep->moves, 0, sizeof ep->moves);
    memset(ep->attackers, 0, sizeof ep->attackers);
    square_set_clear(&ep->checkers);
    ep->most_moves = ep->most_attackers = 0;
    for (int c = 0; c < CHESS_COLORS; c++) {
        ep->count[c] = 0;
        ep->in_check[c] = false;
        ep->counted[c] = false;
    }
    ep->general = needs_general(ep);
    if (ep->general)
        explorer_position_update_general(ep);
    else
        update_chess(ep);
    if (!ep->legal)
        return;
    for (int sq = 0; sq < board_square_count(ep->size); sq++) {
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
    if (!board_size_valid(ep->size))
        ep->size = board_standard();
    memset(ep->cells, VARIANT_EMPTY, sizeof ep->cells);
    position_clear(&ep->pos);
    explorer_position_update(ep);
}

void explorer_position_initial(explorer_position *ep)
{
    position pos;
    position_from_fen_rules(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        CHESS_RULES_FIDE, &pos, NULL);
    explorer_position_take_chess(ep, &pos);
    explorer_position_update(ep);
}

void explorer_position_set_rules(explorer_position *ep, chess_rules rules)
{
    ep->rules = rules;
    if (rules == CHESS_RULES_FIDE)
        position_drop_lost_fields(&ep->pos);
    explorer_position_update(ep);
}

chess_rules explorer_position_rules_in_force(const explorer_position *ep)
{
    return ep->general ? CHESS_RULES_SEED : ep->rules;
}

int explorer_position_resize(explorer_position *ep, board_size size)
{
    unsigned char cells[BOARD_MAX_SQUARES];
    int dropped = 0;
    memset(cells, VARIANT_EMPTY, sizeof cells);
    for (int i = 0; i < board_square_count(ep->size); i++) {
        if (ep->cells[i] == VARIANT_EMPTY)
            continue;
        square from = square_at(ep->size, i);
        /* Files count from a, ranks from 1 (the bottom row). */
        int rank = ep->size.height - 1 - from.row;
        if (from.col >= size.width || rank >= size.height) {
            dropped++;
            continue;
        }
        square to = {size.height - 1 - rank, from.col};
        cells[square_index(size, to)] = ep->cells[i];
    }
    ep->size = size;
    memcpy(ep->cells, cells, sizeof cells);
    explorer_position_update(ep);
    return dropped;
}

/* The cell a letter stands for, or false. */
static bool cell_of_letter(const explorer_position *ep, char letter,
                           unsigned char *cell)
{
    chess_color color;
    chess_kind kind;
    if (chess_piece_of_letter(letter, LETTERS_FEN, &color, &kind)) {
        *cell = variant_cell(color, (int)kind);
        return true;
    }
    for (int i = 0; i < ep->letter_count; i++) {
        char upper = ep->letters[i].letter;
        if (letter == upper || letter == upper - 'A' + 'a') {
            *cell = variant_cell(letter == upper ? CHESS_WHITE : CHESS_BLACK,
                                 CHESS_KINDS + i);
            return true;
        }
    }
    return false;
}

bool explorer_position_knows(const explorer_position *ep, char letter)
{
    unsigned char cell;
    return cell_of_letter(ep, letter, &cell);
}

void explorer_position_letter_list(const explorer_position *ep,
                                   char white[EXPLORER_LETTERS_MAX],
                                   char black[EXPLORER_LETTERS_MAX])
{
    int n = snprintf(white, EXPLORER_LETTERS_MAX, "KQRBNP");
    snprintf(black, EXPLORER_LETTERS_MAX, "kqrbnp");
    for (int i = 0; i < ep->letter_count; i++, n++) {
        white[n] = ep->letters[i].letter;
        black[n] = (char)(ep->letters[i].letter - 'A' + 'a');
    }
    white[n] = black[n] = '\0';
}

bool explorer_position_put(explorer_position *ep, int sq, char letter)
{
    unsigned char cell = VARIANT_EMPTY;
    if (sq < 0 || sq >= board_square_count(ep->size) ||
        (letter != POSITION_EMPTY && !cell_of_letter(ep, letter, &cell)))
        return false;
    ep->cells[sq] = cell;
    explorer_position_update(ep);
    return true;
}

char explorer_position_letter(const explorer_position *ep, int sq)
{
    unsigned char cell;
    if (sq < 0 || sq >= board_square_count(ep->size) ||
        (cell = ep->cells[sq]) == VARIANT_EMPTY)
        return POSITION_EMPTY;
    int kind = variant_cell_kind(cell);
    bool white = variant_cell_color(cell) == CHESS_WHITE;
    if (kind < CHESS_KINDS)
        return chess_piece_letter(variant_cell_color(cell), (chess_kind)kind,
                                  LETTERS_FEN);
    if (kind - CHESS_KINDS >= ep->letter_count)
        return '?'; /* no cell is ever so; said rather than read past */
    char upper = ep->letters[kind - CHESS_KINDS].letter;
    return white ? upper : (char)(upper - 'A' + 'a');
}

void explorer_position_swap_colors(explorer_position *ep)
{
    for (int i = 0; i < board_square_count(ep->size); i++)
        if (ep->cells[i] != VARIANT_EMPTY)
            ep->cells[i] ^= VARIANT_BLACK;
    /* Castling and en passant belonged to the old sides. */
    ep->pos.castling = 0;
    ep->pos.en_passant = -1;
    explorer_position_update(ep);
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
    if (sq < 0 || sq >= board_square_count(ep->size) ||
        ep->cells[sq] == VARIANT_EMPTY)
        return false;
    *color = variant_cell_color(ep->cells[sq]);
    return true;
}

void explorer_position_targets(const explorer_position *ep, int sq,
                               square_set *out)
{
    chess_color color;
    chess_move list[CHESS_MOVES_MAX];
    bitboard targets = 0;

    square_set_clear(out);
    if (!ep->legal || !explorer_position_color_at(ep, sq, &color))
        return;
    if (ep->general) {
        explorer_position_general_targets(ep, sq, out);
        return;
    }
    if (ep->rules == CHESS_RULES_SEED) {
        targets = movegen_square(&ep->pos, chess_of(sq));
    } else {
        int n = chess_generate(chess_engine_best(), &ep->pos,
                               CHESS_RULES_FIDE, color, list);
        for (int i = 0; i < n; i++)
            if (list[i].from == chess_of(sq))
                targets |= bb_square(list[i].to);
    }
    while (targets != 0)
        square_set_add(out, index_of(bb_pop(&targets)));
}

void explorer_position_piece_name(const explorer_position *ep, char letter,
                                  char *out, size_t size)
{
    static const char *const KINDS[CHESS_KINDS] = {
        "pawn", "knight", "bishop", "rook", "queen", "king"};
    unsigned char cell;
    if (letter == POSITION_EMPTY || !cell_of_letter(ep, letter, &cell)) {
        snprintf(out, size, "%s", "");
        return;
    }
    int kind = variant_cell_kind(cell);
    const char *color = chess_color_name(variant_cell_color(cell));
    if (kind < CHESS_KINDS)
        snprintf(out, size, "%s %s", color, KINDS[kind]);
    else
        snprintf(out, size, "%s %c (%s)", color,
                 ep->letters[kind - CHESS_KINDS].letter,
                 ep->letters[kind - CHESS_KINDS].betza);
}
