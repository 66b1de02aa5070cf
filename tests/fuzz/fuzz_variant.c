/* FEN with definitions, as count/legal/fen/board read them with --size and
 * --define. The input is lines: a size ("10x10"), then "L=BETZA" lines
 * (a chess letter's line redefines it, as a variant may; "-L" takes the
 * chess letter L away and "~" turns black's pieces a half turn), then the
 * FEN. Whatever parses gives a position that reads back the same
 * from its own FEN and board form, whose counts (one side and both) agree
 * with its legal moves and with who is attacked, and which, with the chess
 * pieces on 8x8, the bitboard generator counts the same. */
#include <string.h>

#include "reference_movegen.h"
#include "position_text.h"
#include "variant_movegen.h"
#include "variant_text.h"
#include "fuzz.h"

/* One line of definitions: defined, or a chess letter redefined or taken
 * away, or black turned. */
static bx_status read_line(variant_rules *rules, const char *line,
                           bx_error *err)
{
    if (line[0] == '~' && line[1] == '\0')
        return variant_rules_turn_black(rules, err);
    if (line[0] == '-' && line[1] != '\0' && line[2] == '\0')
        return variant_rules_remove(rules, line[1], err);
    if (line[0] != '\0' && strchr("KQRBNPkqrbnp", line[0]) != NULL &&
        line[1] == '=')
        return variant_rules_redefine(rules, line[0], line + 2, err);
    return variant_rules_define_text(rules, line, err);
}

static void check_moves(variant_generator *gen, const variant_position *pos,
                        const variant_rules *rules, chess_color color)
{
    chess_color enemy = color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
    int count = variant_count(gen, pos, rules, color), both[CHESS_COLORS];
    variant_move first[8];
    int legal = variant_legal(gen, pos, rules, color, -1, first, 8);
    int squares = board_square_count(pos->size);

    /* The counts (by bitboards up to 128 squares) against the list (by
     * the mailbox), and -1 exactly when the other side is attacked. */
    variant_count_both(gen, pos, rules, both);
    fuzz_require(both[color] == count);
    fuzz_require(count == (variant_in_check(pos, rules, enemy) ? -1 : legal));
    for (int i = 0; i < legal && i < 8; i++) {
        fuzz_require(first[i].from >= 0 && first[i].from < squares);
        fuzz_require(first[i].to >= 0 && first[i].to < squares);
        fuzz_require(pos->cells[first[i].from] != VARIANT_EMPTY &&
                     variant_cell_color(pos->cells[first[i].from]) == color);
    }
}

static void check_position(variant_generator *gen,
                           const variant_position *pos,
                           const variant_rules *rules)
{
    char fen[VARIANT_FEN_MAX], again[VARIANT_FEN_MAX];
    char board[VARIANT_BOARD_MAX];
    variant_position back;
    bx_error err;

    variant_to_fen(pos, rules, fen);
    fuzz_require(variant_from_fen(fen, rules, &back, &err) == BX_OK);
    variant_to_fen(&back, rules, again);
    fuzz_require(strcmp(fen, again) == 0);
    variant_to_board(pos, rules, board);
    fuzz_require(variant_from_board_text(board, strlen(board), rules, &back,
                                         &err) == BX_OK);
    fuzz_require(memcmp(back.cells, pos->cells, sizeof pos->cells) == 0);
    check_moves(gen, pos, rules, CHESS_WHITE);
    check_moves(gen, pos, rules, CHESS_BLACK);
    if (variant_rules_are_chess(rules)) {
        chess_position chess;
        fuzz_require(position_from_fen(fen, &chess, &err) == BX_OK);
        for (int c = 0; c < CHESS_COLORS; c++)
            fuzz_require(reference_count(&chess, (chess_color)c) ==
                         variant_count(gen, pos, rules, (chess_color)c));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static variant_rules rules; /* too large for the stack of a fuzzer */
    char *text = fuzz_text(data, size);
    char *line, *next;
    board_size board;
    variant_position pos;
    bx_error err;

    if (text == NULL)
        return 0;
    next = strchr(text, '\n');
    if (next != NULL)
        *next++ = '\0';
    if (board_size_parse(text, &board, &err) != BX_OK) {
        fuzz_require_message(err.message);
        free(text);
        return 0;
    }
    variant_rules_init(&rules, board);
    for (line = next; line != NULL; line = next) {
        next = strchr(line, '\n');
        if (next == NULL)
            break; /* the last line is the FEN */
        *next++ = '\0';
        if (read_line(&rules, line, &err) != BX_OK) {
            fuzz_require_message(err.message);
            free(text);
            return 0;
        }
    }
    if (line != NULL) {
        variant_generator *gen = NULL;
        if (variant_from_fen(line, &rules, &pos, &err) != BX_OK)
            fuzz_require_message(err.message);
        else if ((gen = variant_generator_new()) != NULL)
            check_position(gen, &pos, &rules);
        variant_generator_free(gen);
    }
    free(text);
    return 0;
}
