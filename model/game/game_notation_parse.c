/* Moves as people type them, read for the side to move: SAN ("Nf3",
 * "exd5", "e8=Q", "O-O") and coordinates ("e2e4", "e7e8q", "e2-e4"),
 * matched against game_moves, and the refusals when none or more than
 * one fits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "game_notation_impl.h"

enum {
    NAMED_MAX = 8, /* candidates named in a message */
    ITEM_MAX = GAME_NOTATION_TEXT_MAX + 8,
};

static bool matches(const game_rules *rules, const game_position *pos,
                    const game_reading *r, game_move m)
{
    int width = pos->size.width;
    if (r->promotion != GAME_NO_PROMOTION && m.promotion != r->promotion)
        return false;
    switch (r->form) {
    case READ_CASTLING:
        return game_notation_castles(rules, pos, m) &&
               (m.to < m.from) == r->castle_long;
    case READ_COORDINATES:
        return m.from == r->from && m.to == r->to;
    case READ_SAN:
        break;
    }
    return m.to == r->to && game_notation_kind(pos, m.from) == r->kind &&
           (r->file < 0 || m.from % width == r->file) &&
           (r->rank < 0 || m.from / width == r->rank);
}

/* "a, b or c" of n items of size each into out. */
static void join(char *out, size_t room, char items[][ITEM_MAX], int n,
                 int total)
{
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < n && len < room; i++) {
        const char *sep = i == 0 ? "" : i == n - 1 && n == total ? " or " : ", ";
        len += (size_t)snprintf(out + len, room - len, "%s%s", sep, items[i]);
    }
    if (total > n && len < room)
        snprintf(out + len, room - len, " or %d more", total - n);
}

static const char *const PIECE_NAMES[CHESS_KINDS] = {
    "pawn", "knight", "bishop", "rook", "queen", "king"};

/* Why no legal move fits a readable text: the SAN's piece, where it
 * comes from and where it goes. */
static void no_such_move(const game_rules *rules, const game_position *pos,
                         const game_reading *r, const char *quoted, bx_error *err)
{
    if (r->form != READ_SAN) {
        bx_fail(err, BX_INVALID, "%s is not legal here", quoted);
        return;
    }
    char piece[8], on[24] = "", to[SQUARE_NAME_MAX], becomes[24] = "";
    if (r->kind < CHESS_KINDS)
        snprintf(piece, sizeof piece, "%s", PIECE_NAMES[r->kind]);
    else
        snprintf(piece, sizeof piece, "%c",
                 game_letter(rules, variant_cell(CHESS_WHITE, r->kind),
                             LETTERS_FEN));
    int height = pos->size.height;
    if (r->file >= 0 && r->rank >= 0)
        snprintf(on, sizeof on, " on %c%d", 'a' + r->file, height - r->rank);
    else if (r->file >= 0)
        snprintf(on, sizeof on, " on file %c", 'a' + r->file);
    else if (r->rank >= 0)
        snprintf(on, sizeof on, " on rank %d", height - r->rank);
    if (r->promotion != GAME_NO_PROMOTION)
        snprintf(becomes, sizeof becomes, " and become a %s",
                 PIECE_NAMES[r->promotion]);
    game_notation_square(pos->size, r->to, to);
    bx_fail(err, BX_INVALID, "%s is not legal here: no %s%s can go to %s%s",
            quoted, piece, on, to, becomes);
}

/* Whether one of the n moves found leaves sq (or, with promotion not
 * GAME_NO_PROMOTION, becomes that piece). */
static bool among(const game_move *found, int n, int sq, int promotion)
{
    for (int i = 0; i < n; i++)
        if ((sq < 0 || found[i].from == sq) &&
            (promotion == GAME_NO_PROMOTION || found[i].promotion == promotion))
            return true;
    return false;
}

/* The candidates of an ambiguous text in coordinates, with the piece's
 * letter: from rank 1 up, each rank from file a. */
static void ambiguous(const game_rules *rules, const game_position *pos,
                      const game_move *found, int n, const char *quoted,
                      bx_error *err)
{
    char items[NAMED_MAX][ITEM_MAX], list[160];
    int named = 0, total = 0;
    board_size size = pos->size;
    for (int row = size.height - 1; row >= 0; row--)
        for (int col = 0; col < size.width; col++) {
            int sq = row * size.width + col;
            if (!among(found, n, sq, GAME_NO_PROMOTION))
                continue;
            total++;
            if (named == NAMED_MAX)
                continue;
            char from[SQUARE_NAME_MAX], to[SQUARE_NAME_MAX], letter[2] = "";
            int kind = game_notation_kind(pos, sq);
            if (kind != CHESS_PAWN)
                letter[0] = game_letter(rules, variant_cell(CHESS_WHITE, kind),
                                        LETTERS_FEN);
            game_notation_square(size, sq, from);
            game_notation_square(size, found[0].to, to);
            snprintf(items[named++], sizeof items[0], "%s%s%s", letter, from,
                     to);
        }
    join(list, sizeof list, items, named, total);
    bx_fail(err, BX_INVALID, "%s is ambiguous: %s", quoted, list);
}

/* A promotion given without its piece: the ways to write each, the
 * strongest chess piece first, then the letters defined (a variant's
 * archbishop and chancellor: "b7b8a", "b8=A"). */
static void needs_piece(const game_rules *rules, const game_reading *r,
                        const game_move *found, int n, const char *text,
                        bx_error *err)
{
    static const chess_kind ORDER[] = {CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP,
                                       CHESS_KNIGHT};
    char items[NAMED_MAX][ITEM_MAX], list[160], quoted[BX_QUOTE_MAX];
    int named = 0, total = 0;
    int kinds = 4 + game_rules_letter_count(rules);
    for (int i = 0; i < kinds; i++) {
        int kind = i < 4 ? (int)ORDER[i] : CHESS_KINDS + i - 4;
        if (!among(found, n, -1, kind))
            continue;
        total++;
        if (named == NAMED_MAX)
            continue;
        bool coordinates = r->form == READ_COORDINATES;
        char letter = game_letter(
            rules,
            variant_cell(coordinates ? CHESS_BLACK : CHESS_WHITE, kind),
            LETTERS_FEN);
        snprintf(items[named++], sizeof items[0], "%s%s%c", text,
                 coordinates ? "" : "=", letter);
    }
    join(list, sizeof list, items, named, total);
    join(list, sizeof list, items, named, named);
    bx_quote(quoted, text);
    bx_fail(err, BX_INVALID, "%s needs the piece it becomes: %s", quoted, list);
}

bx_status game_move_parse(const game_rules *rules, const game_position *pos,
                          const char *text, game_move *out, bx_error *err)
{
    char s[GAME_NOTATION_TEXT_MAX + 2], quoted[BX_QUOTE_MAX];
    const char *start = text;
    bx_quote(quoted, text);
    while (*start == ' ' || *start == '\t')
        start++;
    size_t len = strlen(start);
    while (len > 0 && strchr(" \t+#!?", start[len - 1]) != NULL)
        len--;
    snprintf(s, sizeof s, "%.*s", (int)(len > GAME_NOTATION_TEXT_MAX ? GAME_NOTATION_TEXT_MAX + 1 : len),
             start);
    game_reading r;
    if (!game_notation_read(rules, pos->size, s, &r))
        return bx_fail(err, BX_INVALID, "'%s' is not a move: %s", quoted,
                       r.why);
    game_move *list;
    int n = game_notation_moves(rules, pos, &list), found = 0;
    for (int i = 0; i < n; i++)
        if (matches(rules, pos, &r, list[i]))
            list[found++] = list[i];
    bool promotes = found > 0 && list[0].promotion != GAME_NO_PROMOTION;
    bool several = false;
    for (int i = 1; i < found; i++)
        several |= list[i].from != list[0].from;
    bx_status status = BX_INVALID;
    if (found == 0)
        no_such_move(rules, pos, &r, quoted, err);
    else if (several)
        ambiguous(rules, pos, list, found, quoted, err);
    else if (promotes && r.promotion == GAME_NO_PROMOTION)
        needs_piece(rules, &r, list, found, s, err);
    else {
        *out = list[0];
        status = BX_OK;
    }
    free(list);
    return status;
}
