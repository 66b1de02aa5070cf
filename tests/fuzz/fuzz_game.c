/* Positions through the door (model/game), as every face reads them. The
 * input is lines: a size ("10x10"), a rule set ("seed" or "fide") or a
 * built-in variant's name ("makruk", whose board the size gives way to),
 * then "L=BETZA" lines, then the FEN. Whatever the door accepts gives a
 * position whose FEN reads back to the same position and the same FEN;
 * whose counts, both at once and one side at a time, agree, are -1
 * exactly when the other side is in check and are otherwise its number of
 * legal moves; whose report, when legal, shows those counts and per-piece
 * moves adding up to them; and whose legal moves lead to positions the
 * rules accept. */
#include <string.h>

#include "chess_rules.h"
#include "game.h"
#include "game_variant.h"
#include "fuzz.h"

enum { FUZZ_GAME_MOVES = 8 };

/* The same position: under seed the placement and the side to move (its
 * FEN writes "- - 0 1"), under fide every field; under a variant's rules
 * every field a FEN holds, the numbers as written (six digits), and while
 * a count runs its limit and ply in place of the halfmove clock. */
static void check_same(const game_rules *rules, const game_position *a,
                       const game_position *b)
{
    int squares = board_square_count(a->size);
    fuzz_require(a->size.width == b->size.width &&
                 a->size.height == b->size.height);
    fuzz_require(memcmp(a->cells, b->cells, (size_t)squares) == 0);
    fuzz_require(a->to_move == b->to_move);
    if (game_rules_set(rules) == CHESS_RULES_FIDE)
        fuzz_require(a->castling == b->castling &&
                     a->en_passant == b->en_passant &&
                     a->halfmove == b->halfmove &&
                     a->fullmove == b->fullmove);
    if (game_rules_variant(rules) == NULL)
        return;
    fuzz_require(a->castling == b->castling &&
                 a->en_passant == b->en_passant &&
                 a->fullmove % 1000000 == b->fullmove % 1000000);
    fuzz_require(a->counting_limit % 1000000 == b->counting_limit &&
                 a->counting_ply % 1000000 == b->counting_ply);
    if (a->counting_limit == 0)
        fuzz_require(a->halfmove % 1000000 == b->halfmove);
}

/* Written, read again and written again: the same position and text. */
static void check_round_trip(const game_rules *rules,
                             const game_position *pos)
{
    static char fen[GAME_FEN_MAX], again[GAME_FEN_MAX];
    game_position back;
    bx_error err;
    game_position_to_fen(rules, pos, fen);
    fuzz_require(game_position_from_fen(rules, fen, &back, &err) == BX_OK);
    check_same(rules, pos, &back);
    game_position_to_fen(rules, &back, again);
    fuzz_require(strcmp(fen, again) == 0);
}

static void check_counts(const game_rules *rules, const game_position *pos,
                         int both[CHESS_COLORS])
{
    game_count_both(rules, pos, both);
    for (int c = 0; c < CHESS_COLORS; c++) {
        chess_color color = (chess_color)c;
        int moves = game_moves(rules, pos, color, -1, NULL, 0);
        fuzz_require(both[c] == game_count(rules, pos, color));
        fuzz_require(moves >= 0);
        fuzz_require(both[c] ==
                     (game_in_check(rules, pos, chess_other(color)) ? -1
                                                                    : moves));
    }
}

static void check_report(const game_rules *rules, const game_position *pos,
                         const int both[CHESS_COLORS])
{
    static game_report report; /* too large for the stack of a fuzzer */
    game_report_make(rules, pos, &report);
    fuzz_require(report.legal);
    fuzz_require(report.problem[0] == '\0');
    int sum[CHESS_COLORS] = {0, 0};
    for (int sq = 0; sq < board_square_count(pos->size); sq++)
        if (pos->cells[sq] != VARIANT_EMPTY)
            sum[variant_cell_color(pos->cells[sq])] += report.moves[sq];
        else
            fuzz_require(report.moves[sq] == 0);
    for (int c = 0; c < CHESS_COLORS; c++) {
        fuzz_require(report.count[c] == both[c]);
        fuzz_require(report.counted[c] == (both[c] != -1));
        fuzz_require(sum[c] == (report.counted[c] ? both[c] : 0));
    }
}

/* The first moves of the side to move, made: each position the rules
 * accept, the other side to move, and round trips again. */
static void check_moves_made(const game_rules *rules,
                             const game_position *pos)
{
    game_move moves[FUZZ_GAME_MOVES];
    int n = game_moves(rules, pos, pos->to_move, -1, moves, FUZZ_GAME_MOVES);
    int squares = board_square_count(pos->size);
    bx_error err;
    for (int i = 0; i < n && i < FUZZ_GAME_MOVES; i++) {
        game_position after;
        fuzz_require(moves[i].from >= 0 && moves[i].from < squares);
        fuzz_require(moves[i].to >= 0 && moves[i].to < squares);
        game_move_apply(rules, pos, moves[i], &after);
        fuzz_require(after.to_move == chess_other(pos->to_move));
        fuzz_require(after.cells[moves[i].from] == VARIANT_EMPTY);
        fuzz_require(!game_in_check(rules, &after, pos->to_move));
        fuzz_require(game_check(rules, &after, &err) == BX_OK);
        check_round_trip(rules, &after);
    }
    if (board_square_count(pos->size) <= 64)
        fuzz_require(game_perft(rules, pos, 1) == (uint64_t)n);
}

static void check_position(const game_rules *rules, const game_position *pos)
{
    int both[CHESS_COLORS];
    bx_error err;
    fuzz_require(game_check(rules, pos, &err) == BX_OK);
    check_round_trip(rules, pos);
    check_counts(rules, pos, both);
    check_report(rules, pos, both);
    check_moves_made(rules, pos);
}

/* The next line of text, cut at its newline; NULL when there is none. */
static char *next_line(char **text)
{
    char *line = *text, *end;
    if (line == NULL)
        return NULL;
    end = strchr(line, '\n');
    if (end != NULL)
        *end++ = '\0';
    *text = end;
    return line;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static game_position pos;
    char *text = fuzz_text(data, size);
    char *rest = text, *line;
    game_rules *rules = NULL;
    const game_variant *variant;
    board_size board;
    chess_rules set;
    bx_error err;

    if (text == NULL)
        return 0;
    line = next_line(&rest);
    if (board_size_parse(line, &board, &err) != BX_OK)
        goto refused;
    line = next_line(&rest);
    if (line == NULL)
        goto refused_or_short;
    variant = game_variant_find(line, &err);
    if (variant != NULL) {
        if (game_rules_new_variant(variant, &rules, &err) != BX_OK)
            goto refused;
        board = game_rules_size(rules);
    } else if (chess_rules_parse(line, &set, &err) != BX_OK ||
               game_rules_new(board, set, &rules, &err) != BX_OK) {
        goto refused;
    }
    while ((line = next_line(&rest)) != NULL && rest != NULL)
        if (game_rules_define_text(rules, line, &err) != BX_OK)
            goto refused;
    /* The last line is the FEN. */
    if (line != NULL) {
        board_size shape;
        if (game_position_from_fen(rules, line, &pos, &err) == BX_OK) {
            /* What reads has the rules' size and the FEN's shape. */
            fuzz_require(game_fen_size(line, &shape));
            fuzz_require(shape.width == board.width &&
                         shape.height == board.height);
            check_position(rules, &pos);
        } else {
            fuzz_require_message(err.message);
        }
    }
    game_rules_free(rules);
    free(text);
    return 0;
refused_or_short:
    if (line == NULL) {
        free(text);
        return 0;
    }
refused:
    fuzz_require_message(err.message);
    game_rules_free(rules);
    free(text);
    return 0;
}
