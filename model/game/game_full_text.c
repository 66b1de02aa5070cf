/* A variant's FEN: the variant reader's placement (a promoted piece's
 * '~' read and dropped) and side, then the castling rights (KQkq), the
 * en-passant square and the clocks, which a variant's rules play by.
 * Under a counting rule the en-passant field may hold a running count's
 * limit and the halfmove field then its ply, as Fairy-Stockfish reads
 * and writes them (src/position.cpp, Position::set and Position::fen). */
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
    bool counting = rules->full->counting != GAME_COUNTING_NONE;
    bx_status status =
        variant_from_fen_fsf(fen, &rules->variant, counting, &read, err);
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
    /* A number there is a count's limit (six digits at most, checked by
     * the reader); 0 is no count, as in Fairy-Stockfish. */
    if (counting && text[0] >= '0' && text[0] <= '9')
        out->counting_limit = (int)strtol(text, NULL, 10);
    else if (rules->full->en_passant &&
             square_from_fide(out->size, text, &sq, NULL) == BX_OK)
        out->en_passant = square_index(out->size, sq);
    /* The clocks, at most six digits each (checked by the reader). */
    field(fen, 4, text, sizeof text);
    if (text[0] >= '0' && text[0] <= '9')
        out->halfmove = (int)strtol(text, NULL, 10);
    field(fen, 5, text, sizeof text);
    if (text[0] >= '0' && text[0] <= '9')
        out->fullmove = (int)strtol(text, NULL, 10);
    /* While a count runs, the halfmove field is its ply and the fifty
     * moves' clock starts at 0 (Position::set, "counting rules"). */
    if (out->counting_limit != 0) {
        out->counting_ply = out->halfmove;
        out->halfmove = 0;
    }
    return BX_OK;
}

/* The limit as Fairy-Stockfish writes it (position.h, counting_limit and
 * board_honor_counting_shorter, for a position read from a FEN): under
 * Cambodian counting a limit beyond the board's honour of 126 plies is
 * written as 126. */
static int written_limit(const game_rules *rules, const game_position *pos)
{
    enum { CAMBODIAN_BOARD_HONOUR = 126 };
    if (rules->full->counting == GAME_COUNTING_CAMBODIAN &&
        pos->counting_limit > CAMBODIAN_BOARD_HONOUR)
        return CAMBODIAN_BOARD_HONOUR;
    return pos->counting_limit;
}

bool game_position_count_runs(const game_rules *rules,
                              const game_position *pos)
{
    return rules->full != NULL &&
           rules->full->counting != GAME_COUNTING_NONE &&
           pos->counting_limit != 0;
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
    /* A running count's limit and ply in place of the en-passant square
     * and the halfmove clock (Position::fen). */
    char passed[SQUARE_NAME_MAX + 4] = "-"; /* a square or six digits */
    int clock = pos->halfmove;
    if (game_position_count_runs(rules, pos)) {
        snprintf(passed, sizeof passed, "%d",
                 written_limit(rules, pos) % (GAME_FEN_NUMBER_MAX + 1));
        clock = pos->counting_ply;
    } else if (pos->en_passant >= 0) {
        square_to_fide(pos->size, square_at(pos->size, pos->en_passant),
                       passed, NULL);
    }
    snprintf(tail, (size_t)(GAME_FEN_MAX - (tail - out)), " %s %s %d %d",
             rights, passed, clock % (GAME_FEN_NUMBER_MAX + 1),
             pos->fullmove % (GAME_FEN_NUMBER_MAX + 1));
}
