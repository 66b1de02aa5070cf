/* Position mode's text: a FEN or the board form read in, at the size the
 * text itself has, by the door under the rules in force there, and the
 * board form written out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_position.h"

/* Reads fen (or, when NULL, the board form text) at size; ep unchanged on
 * failure. */
static bx_status read_at(explorer_position *ep, board_size size,
                         const char *fen, const char *text, size_t len,
                         bx_error *err)
{
    explorer_position sized = *ep;
    game_position pos;
    const game_variant *variant = ep->variant;
    if (variant != NULL && (variant->size.width != size.width ||
                            variant->size.height != size.height))
        return bx_fail(err, BX_INVALID,
                       "the position is %dx%d, %s's board %dx%d: R leaves "
                       "the variant", size.width, size.height, variant->name,
                       variant->size.width, variant->size.height);
    sized.pos.size = size;
    const game_rules *rules = explorer_position_game_rules(&sized);
    if (rules == NULL)
        return bx_fail(err, BX_TOO_LARGE, "out of memory");
    bx_status status =
        fen != NULL ? game_position_from_fen(rules, fen, &pos, err)
                    : game_position_from_board_text(rules, text, len, &pos,
                                                    err);
    if (status != BX_OK)
        return status;
    ep->pos = pos;
    explorer_position_forget_moves(ep);
    explorer_position_update(ep);
    return BX_OK;
}

bx_status explorer_position_from_fen(explorer_position *ep, const char *fen,
                                     bx_error *err)
{
    board_size size;
    if (!game_fen_size(fen, &size))
        size = ep->pos.size; /* the reader names the fault at this size */
    return read_at(ep, size, fen, NULL, 0, err);
}

bx_status explorer_position_from_text(explorer_position *ep,
                                      const char *text, size_t len,
                                      bx_error *err)
{
    board_size size;
    /* A FEN has slashes on its first line; the board form has none. */
    const char *end = memchr(text, '\n', len);
    size_t first = end != NULL ? (size_t)(end - text) : len;
    while (first > 0 && (text[first - 1] == '\r' || text[first - 1] == ' '))
        first--; /* a line ending in CR LF, or trailing blanks */
    if (memchr(text, '/', first) != NULL) {
        char fen[GAME_FEN_MAX + 64];
        snprintf(fen, sizeof fen, "%.*s",
                 (int)(first < sizeof fen - 1 ? first : sizeof fen - 1),
                 text);
        return explorer_position_from_fen(ep, fen, err);
    }
    if (!game_board_text_size(text, len, &size))
        size = ep->pos.size;
    return read_at(ep, size, NULL, text, len, err);
}

bx_status explorer_position_from_fen_paste(explorer_position *ep,
                                           const char *line,
                                           game_paste_source *source,
                                           bx_error *err)
{
    char fen[GAME_FEN_MAX];
    bx_status status = game_paste_fen(line, fen, source, err);
    if (status == BX_OK)
        return explorer_position_from_fen(ep, fen, err);
    /* Plain text the reader judges itself ("empty FEN"). */
    return *source == GAME_PASTE_TEXT ? explorer_position_from_fen(ep, line, err)
                                      : status;
}

static bx_status read_pasted(explorer_position *ep, const char *text,
                             size_t len, game_paste_source *source,
                             bx_error *err)
{
    char fen[GAME_FEN_MAX];
    char *copy = malloc(len + 1);
    if (copy == NULL)
        return bx_fail(err, BX_TOO_LARGE, "out of memory");
    memcpy(copy, text, len);
    copy[len] = '\0';
    bx_error why;
    bx_status status = game_paste_fen(copy, fen, source, &why);
    /* One line (blanks around it aside) is a FEN whatever its blanks;
     * several are the board form, or a FEN on the first. */
    size_t start = strspn(copy, " \t\r\n");
    size_t end = len;
    while (end > start && strchr(" \t\r\n", copy[end - 1]) != NULL)
        end--;
    bool one_line = memchr(copy + start, '\n', end - start) == NULL;
    free(copy);
    if (status != BX_OK && *source != GAME_PASTE_TEXT)
        return bx_fail(err, status, "%s", why.message);
    if (*source != GAME_PASTE_TEXT ||
        (status == BX_OK && one_line && strchr(fen, '/') != NULL))
        return explorer_position_from_fen(ep, fen, err);
    return explorer_position_from_text(ep, text, len, err);
}

bx_status explorer_position_from_pasted(explorer_position *ep,
                                        const char *text, size_t len,
                                        game_paste_source *source,
                                        bx_error *err)
{
    bool tagged;
    const game_variant *variant;
    *source = GAME_PASTE_TEXT;
    if (explorer_variant_tag(ep, text, len, &tagged, &variant, err) !=
        BX_OK)
        return BX_INVALID;
    if (!tagged)
        return read_pasted(ep, text, len, source, err);
    /* A [Variant] tag says the rules the text is read under. */
    explorer_position tried = *ep;
    /* "Standard" is chess: a variant's letters go with it, and its pieces
     * before the text is read. */
    if (variant == NULL && tried.variant != NULL) {
        tried.letter_count = 0;
        memset(tried.pos.cells, VARIANT_EMPTY, sizeof tried.pos.cells);
    }
    if (explorer_position_use_variant(&tried, variant, err) != BX_OK ||
        read_pasted(&tried, text, len, source, err) != BX_OK)
        return BX_INVALID;
    *ep = tried;
    return BX_OK;
}

void explorer_position_to_board(const explorer_position *ep,
                                char out[GAME_BOARD_MAX])
{
    const game_rules *rules = explorer_position_game_rules(ep);
    out[0] = '\0';
    if (rules != NULL)
        game_position_to_board(rules, &ep->pos, out);
}
