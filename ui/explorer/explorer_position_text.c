/* Position mode's text: a FEN or the board form read in, at the size the
 * text itself has, and the board form written out. Six chess pieces on
 * 8x8 are read by the chess reader (castling and en passant kept); any
 * other text by the general one, with the letters defined. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_position.h"
#include "position_text.h"

enum { SHAPE_RUN_MAX = 1000 }; /* a run beyond any board stays beyond */

/* The width of a FEN rank from text up to its '/', ' ' or end: letters
 * count one, digit runs their number. Sets *end past it. */
static int rank_width(const char *text, const char **end)
{
    int width = 0, run = 0;
    for (; *text != '\0' && *text != ' ' && *text != '/'; text++) {
        if (*text >= '0' && *text <= '9') {
            if (run < SHAPE_RUN_MAX)
                run = run * 10 + (*text - '0');
        } else {
            width += run + 1;
            run = 0;
        }
    }
    *end = text;
    return width + run;
}

/* The board a FEN's placement describes: as many ranks as it has, each as
 * wide as the others. False when that is no board size; the reader then
 * names the fault at the size already chosen. */
static bool fen_shape(const char *fen, board_size *out)
{
    int ranks = 0, width = -1;
    while (*fen == ' ')
        fen++;
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

/* The board form's shape: its lines (a last newline ends the last one),
 * all as long as the first, without a CR. */
static bool board_shape(const char *text, size_t len, board_size *out)
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

/* Whether the letters of text (up to len bytes, or its end) are all chess
 * pieces, so the chess reader can take it. */
static bool only_chess_letters(const char *text, size_t len)
{
    for (size_t i = 0; i < len && text[i] != '\0'; i++) {
        char c = text[i];
        if (((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) &&
            strchr("KQRBNPkqrbnp", c) == NULL)
            return false;
    }
    return true;
}

static bool is_standard(board_size size)
{
    return size.width == CHESS_SIDE && size.height == CHESS_SIDE;
}

/* Reads fen (or, when NULL, the board form text) by the general reader
 * at size; ep unchanged on failure. */
static bx_status read_general(explorer_position *ep, board_size size,
                              const char *fen, const char *text, size_t len,
                              bx_error *err)
{
    explorer_position sized = *ep;
    variant_position pos;
    variant_rules *rules = malloc(sizeof *rules); /* too large a stack */
    if (rules == NULL)
        return bx_fail(err, BX_TOO_LARGE, "out of memory");
    sized.size = size;
    explorer_position_variant_rules(&sized, rules);
    bx_status status =
        fen != NULL ? variant_from_fen(fen, rules, &pos, err)
                    : variant_from_board_text(text, len, rules, &pos, err);
    free(rules);
    if (status != BX_OK)
        return status;
    ep->size = size;
    memcpy(ep->cells, pos.cells, sizeof ep->cells);
    position_clear(&ep->pos);
    ep->pos.to_move = pos.to_move;
    explorer_position_update(ep);
    return BX_OK;
}

static bx_status take_chess(explorer_position *ep, bx_status status,
                            const position *pos)
{
    if (status == BX_OK) {
        explorer_position_take_chess(ep, pos);
        explorer_position_update(ep);
    }
    return status;
}

bx_status explorer_position_from_fen(explorer_position *ep, const char *fen,
                                     bx_error *err)
{
    board_size size;
    position pos;
    if (!fen_shape(fen, &size))
        size = ep->size;
    const char *space = strchr(fen, ' ');
    size_t placement = space != NULL ? (size_t)(space - fen) : strlen(fen);
    if (is_standard(size) && only_chess_letters(fen, placement))
        return take_chess(ep,
                          position_from_fen_rules(fen, ep->rules, &pos, err),
                          &pos);
    return read_general(ep, size, fen, NULL, 0, err);
}

bx_status explorer_position_from_text(explorer_position *ep,
                                      const char *text, size_t len,
                                      bx_error *err)
{
    board_size size;
    position pos;
    /* A FEN has slashes on its first line; the board form has none. */
    const char *end = memchr(text, '\n', len);
    size_t first = end != NULL ? (size_t)(end - text) : len;
    while (first > 0 && (text[first - 1] == '\r' || text[first - 1] == ' '))
        first--; /* a line ending in CR LF, or trailing blanks */
    if (memchr(text, '/', first) != NULL) {
        char fen[VARIANT_FEN_MAX + 64];
        snprintf(fen, sizeof fen, "%.*s",
                 (int)(first < sizeof fen - 1 ? first : sizeof fen - 1),
                 text);
        return explorer_position_from_fen(ep, fen, err);
    }
    if (!board_shape(text, len, &size))
        size = ep->size;
    if (is_standard(size) && only_chess_letters(text, len))
        return take_chess(ep, position_from_board_text(text, len, &pos, err),
                          &pos);
    return read_general(ep, size, NULL, text, len, err);
}

void explorer_position_to_board(const explorer_position *ep,
                                char out[VARIANT_BOARD_MAX])
{
    if (!ep->general) {
        position_to_board(&ep->pos, out);
        return;
    }
    variant_position pos;
    variant_rules *rules = malloc(sizeof *rules);
    out[0] = '\0';
    if (rules == NULL)
        return;
    explorer_position_variant_rules(ep, rules);
    explorer_position_to_variant(ep, &pos);
    variant_to_board(&pos, rules, out);
    free(rules);
}
