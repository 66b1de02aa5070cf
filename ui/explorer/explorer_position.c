/* Position mode over the door to positions: placing pieces and asking the
 * door about them. Every change asks again; a whole report of both sides
 * is microseconds on 8x8 and well under a millisecond on the largest
 * boards, and the rules are compiled only when they change. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_position.h"

static const char START_FEN[] =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

void explorer_compiled_free(explorer_compiled *compiled)
{
    game_rules_free(compiled->rules);
    compiled->rules = NULL;
}

/* Whether compiled holds the rules of set and ep's size and letters. */
static bool compiled_for(const explorer_compiled *compiled,
                         const explorer_position *ep, chess_rules set)
{
    return compiled->rules != NULL &&
           compiled->size.width == ep->pos.size.width &&
           compiled->size.height == ep->pos.size.height &&
           compiled->set == set && compiled->variant == ep->variant &&
           compiled->letter_count == ep->letter_count &&
           memcmp(compiled->letters, ep->letters,
                  sizeof ep->letters[0] * (size_t)ep->letter_count) == 0;
}

chess_rules explorer_position_rules_in_force(const explorer_position *ep)
{
    if (ep->variant != NULL) /* the variant generator, by its rules */
        return CHESS_RULES_SEED;
    return game_rules_allow(ep->rules, ep->pos.size, ep->letter_count,
                            NULL) == BX_OK
               ? ep->rules
               : CHESS_RULES_SEED;
}

const game_rules *explorer_position_game_rules(const explorer_position *ep)
{
    explorer_compiled *compiled = ep->compiled;
    chess_rules set = explorer_position_rules_in_force(ep);
    if (compiled_for(compiled, ep, set))
        return compiled->rules;
    explorer_compiled_free(compiled);
    compiled->compiles++;
    if ((ep->variant != NULL
             ? game_rules_new_variant(ep->variant, &compiled->rules, NULL)
             : game_rules_new(ep->pos.size, set, &compiled->rules, NULL)) !=
        BX_OK)
        return NULL;
    /* A variant defines its own letters first; the letters given on top
     * of them (L) follow. */
    int first = game_rules_letter_count(compiled->rules);
    for (int i = first; i < ep->letter_count; i++)
        /* Accepted when given, and sizes change no Betza's meaning. */
        (void)game_rules_define(compiled->rules, ep->letters[i].letter,
                                ep->letters[i].betza, NULL);
    compiled->size = ep->pos.size;
    compiled->set = set;
    compiled->variant = ep->variant;
    compiled->letter_count = ep->letter_count;
    memcpy(compiled->letters, ep->letters, sizeof compiled->letters);
    return compiled->rules;
}

void explorer_position_forget_moves(explorer_position *ep)
{
    ep->played_count = 0;
}

void explorer_position_update(explorer_position *ep)
{
    const game_rules *rules = explorer_position_game_rules(ep);
    ep->in_force = explorer_position_rules_in_force(ep);
    ep->fide_out = ep->variant == NULL &&
                   game_rules_allow(CHESS_RULES_FIDE, ep->pos.size,
                                    ep->letter_count, NULL) != BX_OK;
    if (rules == NULL) {
        memset(&ep->report, 0, sizeof ep->report);
        snprintf(ep->report.problem, sizeof ep->report.problem,
                 "out of memory");
        return;
    }
    game_position_drop_lost_fields(rules, &ep->pos);
    game_report_make(rules, &ep->pos, &ep->report);
}

void explorer_position_clear(explorer_position *ep)
{
    board_size size =
        board_size_valid(ep->pos.size) ? ep->pos.size : board_standard();
    memset(&ep->pos, 0, sizeof ep->pos);
    explorer_position_forget_moves(ep);
    ep->pos.size = size;
    ep->pos.to_move = CHESS_WHITE;
    ep->pos.en_passant = -1;
    ep->pos.fullmove = 1;
    explorer_position_update(ep);
}

void explorer_position_initial(explorer_position *ep)
{
    /* Read by chess rules, so its castling rights are kept whatever the
     * rules in force (seed writes them as "-"). */
    game_rules *chess;
    game_position pos;
    if (game_rules_new(board_standard(), CHESS_RULES_FIDE, &chess, NULL) !=
        BX_OK)
        return;
    if (game_position_from_fen(chess, START_FEN, &pos, NULL) == BX_OK)
        ep->pos = pos;
    explorer_position_forget_moves(ep);
    game_rules_free(chess);
    explorer_position_update(ep);
}

void explorer_position_set_rules(explorer_position *ep, chess_rules rules)
{
    ep->rules = rules;
    explorer_position_forget_moves(ep);
    explorer_position_update(ep);
}

int explorer_position_resize(explorer_position *ep, board_size size)
{
    unsigned char cells[BOARD_MAX_SQUARES];
    int dropped = 0;
    board_size old = ep->pos.size;
    if (ep->variant != NULL && (ep->variant->size.width != size.width ||
                                ep->variant->size.height != size.height))
        ep->variant = NULL;
    memset(cells, VARIANT_EMPTY, sizeof cells);
    for (int i = 0; i < board_square_count(old); i++) {
        if (ep->pos.cells[i] == VARIANT_EMPTY)
            continue;
        square from = square_at(old, i);
        /* Files count from a, ranks from 1 (the bottom row). */
        int rank = old.height - 1 - from.row;
        if (from.col >= size.width || rank >= size.height) {
            dropped++;
            continue;
        }
        square to = {size.height - 1 - rank, from.col};
        cells[square_index(size, to)] = ep->pos.cells[i];
    }
    ep->pos.size = size;
    memcpy(ep->pos.cells, cells, sizeof cells);
    explorer_position_forget_moves(ep);
    explorer_position_update(ep);
    return dropped;
}

/* The cell a letter stands for, or false: the chess letters and the
 * letters defined, whether or not the rules have been compiled. */
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
    if (sq < 0 || sq >= board_square_count(ep->pos.size) ||
        (letter != POSITION_EMPTY && !cell_of_letter(ep, letter, &cell)))
        return false;
    ep->pos.cells[sq] = cell;
    explorer_position_forget_moves(ep);
    explorer_position_update(ep);
    return true;
}

char explorer_position_letter(const explorer_position *ep, int sq)
{
    unsigned char cell;
    if (sq < 0 || sq >= board_square_count(ep->pos.size) ||
        (cell = ep->pos.cells[sq]) == VARIANT_EMPTY)
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
    for (int i = 0; i < board_square_count(ep->pos.size); i++)
        if (ep->pos.cells[i] != VARIANT_EMPTY)
            ep->pos.cells[i] ^= VARIANT_BLACK;
    /* Castling and en passant belonged to the old sides. */
    ep->pos.castling = 0;
    ep->pos.en_passant = -1;
    explorer_position_forget_moves(ep);
    explorer_position_update(ep);
}

const char *explorer_position_side_state(const explorer_position *ep,
                                         chess_color color)
{
    const game_report *r = &ep->report;
    if (!r->legal || !r->counted[color])
        return "";
    if (r->in_check[color])
        return r->count[color] == 0 ? "checkmate" : "check";
    if (r->count[color] != 0)
        return "";
    /* No move and no check is stalemate only with a king to be stalemated:
     * a side without one is still being set up. */
    for (int sq = 0; sq < board_square_count(ep->pos.size); sq++)
        if (explorer_position_letter(ep, sq) ==
            (color == CHESS_WHITE ? 'K' : 'k'))
            return "stalemate";
    return "no king";
}

bool explorer_position_color_at(const explorer_position *ep, int sq,
                                chess_color *color)
{
    if (sq < 0 || sq >= board_square_count(ep->pos.size) ||
        ep->pos.cells[sq] == VARIANT_EMPTY)
        return false;
    *color = variant_cell_color(ep->pos.cells[sq]);
    return true;
}

void explorer_position_targets(const explorer_position *ep, int sq,
                               square_set *out)
{
    chess_color color;
    const game_rules *rules = explorer_position_game_rules(ep);
    game_move moves[GAME_PIECE_MOVES_MAX];

    square_set_clear(out);
    if (rules == NULL || !ep->report.legal ||
        !explorer_position_color_at(ep, sq, &color))
        return;
    int n = game_moves(rules, &ep->pos, color, sq, moves, GAME_PIECE_MOVES_MAX);
    for (int i = 0; i < n && i < GAME_PIECE_MOVES_MAX; i++)
        square_set_add(out, moves[i].to);
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
