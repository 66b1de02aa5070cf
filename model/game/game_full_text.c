/* A variant's FEN: the variant reader's placement and side, then the
 * castling rights (KQkq), the en-passant square and the clocks, which a
 * variant's rules play by. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_rules_impl.h"
#include "variant_text.h"

/* The n-th blank-separated field of fen (0 the placement), copied into
 * out; "" when there is none. */
static void field(const char *fen, int n, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 0;; i++) {
        fen += strspn(fen, " \t");
        size_t len = strcspn(fen, " \t");
        if (len == 0)
            return;
        if (i == n) {
            if (len >= size)
                len = size - 1;
            memcpy(out, fen, len);
            out[len] = '\0';
            return;
        }
        fen += len;
    }
}

bx_status game_full_from_fen(const game_rules *rules, const char *fen,
                             game_position *out, bx_error *err)
{
    variant_position read;
    bx_status status = variant_from_fen(fen, &rules->variant, &read, err);
    if (status != BX_OK)
        return status;
    memcpy(out->cells, read.cells, sizeof out->cells);
    out->to_move = read.to_move;
    /* The variant reader checked each field's form. */
    char text[GAME_FEN_MAX];
    field(fen, 2, text, sizeof text);
    static const char RIGHTS[] = "KQkq";
    for (int i = 0; i < 4; i++)
        if (rules->full->castling && strchr(text, RIGHTS[i]) != NULL)
            out->castling |= 1u << i;
    field(fen, 3, text, sizeof text);
    square sq;
    if (rules->full->en_passant &&
        square_from_fide(out->size, text, &sq, NULL) == BX_OK)
        out->en_passant = square_index(out->size, sq);
    /* The clocks, at most six digits each (checked by the reader). */
    field(fen, 4, text, sizeof text);
    if (text[0] >= '0' && text[0] <= '9')
        out->halfmove = (int)strtol(text, NULL, 10);
    field(fen, 5, text, sizeof text);
    if (text[0] >= '0' && text[0] <= '9')
        out->fullmove = (int)strtol(text, NULL, 10);
    return BX_OK;
}

void game_full_to_fen(const game_rules *rules, const game_position *pos,
                      char out[GAME_FEN_MAX])
{
    variant_position v;
    game_to_variant(pos, &v);
    variant_to_fen(&v, &rules->variant, out);
    /* Past the placement and the side: this position's own fields. */
    char *tail = strchr(out, ' ');
    tail = tail != NULL ? strchr(tail + 1, ' ') : NULL;
    if (tail == NULL)
        return;
    char rights[5] = "-";
    int n = 0;
    static const char RIGHTS[] = "KQkq";
    for (int i = 0; i < 4; i++)
        if (pos->castling & (1u << i))
            rights[n++] = RIGHTS[i];
    if (n > 0)
        rights[n] = '\0';
    char passed[SQUARE_NAME_MAX] = "-";
    if (pos->en_passant >= 0)
        square_to_fide(pos->size, square_at(pos->size, pos->en_passant),
                       passed, NULL);
    snprintf(tail, (size_t)(GAME_FEN_MAX - (tail - out)), " %s %s %d %d",
             rights, passed, pos->halfmove % 1000000,
             pos->fullmove % 1000000);
}
