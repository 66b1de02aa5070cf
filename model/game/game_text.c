/* Positions as text through the door: the chess reader where the chess
 * engine answers (it keeps castling and en passant), the variant reader
 * at any other size or with defined letters. */
#include <string.h>

#include "game_rules_impl.h"
#include "scan.h"
#include "position_text.h"
#include "variant_text.h"

void game_position_clear(const game_rules *rules, game_position *pos)
{
    memset(pos, 0, sizeof *pos);
    pos->size = game_rules_size(rules);
    pos->to_move = CHESS_WHITE;
    pos->en_passant = -1;
    pos->fullmove = 1;
}

enum { SHAPE_RUN_MAX = 1000 }; /* a run beyond any board stays beyond */

/* The width of a FEN rank from text up to its '/', ' ' or end: letters
 * count one, digit runs their number, and a '~' (a promoted piece's mark
 * in a variant's FEN) none. Sets *end past it. */
static int rank_width(const char *text, const char **end)
{
    int width = 0, run = 0;
    for (; *text != '\0' && !scan_is_space(*text) && *text != '/'; text++) {
        if (*text >= '0' && *text <= '9') {
            if (run < SHAPE_RUN_MAX)
                run = run * 10 + (*text - '0');
        } else {
            width += run + (*text != '~');
            run = 0;
        }
    }
    *end = text;
    return width + run;
}

bool game_fen_size(const char *fen, board_size *out)
{
    int ranks = 0, width = -1;
    scan_space(&fen);
    for (;;) {
        const char *end;
        int this_rank = rank_width(fen, &end);
        if (width >= 0 && this_rank != width)
            return false;
        width = this_rank;
        ranks++;
        if (*end != '/')
            break;
        fen = end + 1;
    }
    *out = (board_size){width, ranks};
    return board_size_valid(*out);
}

bool game_board_text_size(const char *text, size_t len, board_size *out)
{
    int lines = 0;
    size_t width = 0;
    size_t start = 0;
    while (start < len) {
        const char *end = memchr(text + start, '\n', len - start);
        size_t stop = end != NULL ? (size_t)(end - text) : len;
        size_t cut = stop;
        if (cut > start && text[cut - 1] == '\r')
            cut--;
        if (lines > 0 && cut - start != width)
            return false;
        width = cut - start;
        lines++;
        start = stop + 1;
    }
    if (width > BOARD_MAX_SIDE)
        return false;
    *out = (board_size){(int)width, lines};
    return board_size_valid(*out);
}

/* The variant reader's answer in the door's position (its FEN fields
 * other than the side to move have no meaning under the seed rules). */
static bx_status take_variant(const game_rules *rules, bx_status status,
                              const variant_position *read,
                              game_position *out)
{
    if (status != BX_OK)
        return status;
    game_position_clear(rules, out);
    memcpy(out->cells, read->cells, sizeof out->cells);
    out->to_move = read->to_move;
    return BX_OK;
}

static bx_status take_chess(bx_status status, const chess_position *read,
                            game_position *out)
{
    if (status == BX_OK)
        game_from_chess(read, out);
    return status;
}

bx_status game_position_from_fen(const game_rules *rules, const char *fen,
                                 game_position *out, bx_error *err)
{
    if (rules->engine != NULL) {
        chess_position pos;
        bx_status status = position_from_fen_rules(fen, rules->set, &pos, err);
        if (status == BX_OK)
            game_from_chess(&pos, out);
        return status;
    }
    if (rules->full != NULL) {
        game_position_clear(rules, out);
        return game_full_from_fen(rules, fen, out, err);
    }
    variant_position read;
    return take_variant(rules, variant_from_fen(fen, &rules->variant, &read, err),
                        &read, out);
}

bx_status game_position_from_board_text(const game_rules *rules,
                                        const char *text, size_t len,
                                        game_position *out, bx_error *err)
{
    if (rules->engine != NULL) {
        chess_position pos;
        return take_chess(position_from_board_text(text, len, &pos, err), &pos,
                          out);
    }
    variant_position read;
    return take_variant(
        rules, variant_from_board_text(text, len, &rules->variant, &read, err),
        &read, out);
}

bx_status game_position_from_rows(const game_rules *rules,
                                  const char *const rows[], int row_count,
                                  game_position *out, bx_error *err)
{
    if (rules->engine != NULL) {
        chess_position pos;
        return take_chess(position_from_rows(rows, row_count, &pos, err), &pos,
                          out);
    }
    variant_position read;
    return take_variant(
        rules, variant_from_rows(rows, row_count, &rules->variant, &read, err),
        &read, out);
}

void game_position_to_fen(const game_rules *rules, const game_position *pos,
                          char out[GAME_FEN_MAX])
{
    if (rules->engine != NULL) {
        chess_position chess;
        game_to_chess(pos, &chess);
        position_to_fen_rules(&chess, rules->set, out);
        return;
    }
    if (rules->full != NULL) {
        game_full_to_fen(rules, pos, out);
        return;
    }
    variant_position v;
    game_to_variant(pos, &v);
    variant_to_fen(&v, &rules->variant, out);
}

void game_position_to_board(const game_rules *rules, const game_position *pos,
                            char out[GAME_BOARD_MAX])
{
    variant_position v;
    game_to_variant(pos, &v);
    variant_to_board(&v, &rules->variant, out);
}
