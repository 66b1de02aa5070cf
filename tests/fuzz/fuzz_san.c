/* Moves as the explorer's m and the move lists read them: SAN and
 * coordinates through the door (game_move_parse), on a few fixed
 * positions: chess at the start, one with both castlings, en passant and
 * promotions (by capture too), one with mate in one, black to move with
 * two knights to tell apart; seed rules on 10x10 with two defined letters
 * and on 26x26. The input's first byte picks the position (its value
 * modulo their number: '0' to '5' in the seeds), the rest is the text.
 * A move the door reads is one of the side to move's legal moves, and its
 * SAN, its coordinates and its move-list name each read back as the same
 * move; what it refuses gets one printable line. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "fuzz.h"

enum { FUZZ_SAN_POSITIONS = 6, FUZZ_SAN_MOVES = 1024, FUZZ_SAN_SIDE = 26 };

typedef struct {
    int width, height;
    chess_rules set;
    const char *defines[2]; /* NULL when none */
    const char *fen;        /* NULL: made by big_fen */
} fuzz_san_setup;

static const fuzz_san_setup SETUPS[FUZZ_SAN_POSITIONS] = {
    {8, 8, CHESS_RULES_FIDE, {NULL, NULL},
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    {8, 8, CHESS_RULES_FIDE, {NULL, NULL},
     "r3k2r/1P4P1/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"},
    {8, 8, CHESS_RULES_FIDE, {NULL, NULL},
     "rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"},
    {8, 8, CHESS_RULES_FIDE, {NULL, NULL},
     "4k3/8/8/5n2/8/1n6/8/4K3 b - - 0 1"},
    {10, 10, CHESS_RULES_SEED, {"A=BN", "C=RN"},
     "k9/9P/10/10/10/10/4A5/10/1N3N4/K8C w - - 0 1"},
    {26, 26, CHESS_RULES_SEED, {NULL, NULL}, NULL},
};

/* 26x26: the black king on a26, a white rook on b1, the white king on z1. */
static void big_fen(char *out, size_t size)
{
    size_t at = (size_t)snprintf(out, size, "k25");
    for (int rank = 0; rank < FUZZ_SAN_SIDE - 2; rank++)
        at += (size_t)snprintf(out + at, size - at, "/26");
    snprintf(out + at, size - at, "/1R23K w - - 0 1");
}

typedef struct {
    game_rules *rules;
    game_position pos;
} fuzz_san_position;

/* The positions, made once: the door reads moves without changing them. */
static const fuzz_san_position *position(int index)
{
    static fuzz_san_position made[FUZZ_SAN_POSITIONS];
    fuzz_san_position *p = &made[index];
    const fuzz_san_setup *s = &SETUPS[index];
    char fen[GAME_FEN_MAX];
    bx_error err;
    if (p->rules != NULL)
        return p;
    fuzz_require(game_rules_new((board_size){s->width, s->height}, s->set,
                                &p->rules, &err) == BX_OK);
    for (int i = 0; i < 2 && s->defines[i] != NULL; i++)
        fuzz_require(game_rules_define_text(p->rules, s->defines[i], &err) ==
                     BX_OK);
    if (s->fen != NULL)
        snprintf(fen, sizeof fen, "%s", s->fen);
    else
        big_fen(fen, sizeof fen);
    fuzz_require(game_position_from_fen(p->rules, fen, &p->pos, &err) ==
                 BX_OK);
    return p;
}

static bool same_move(game_move a, game_move b)
{
    return a.from == b.from && a.to == b.to && a.promotion == b.promotion;
}

/* text reads as move. */
static void require_reads_as(const fuzz_san_position *p, const char *text,
                             game_move move)
{
    game_move back;
    bx_error err;
    fuzz_require(game_move_parse(p->rules, &p->pos, text, &back, &err) ==
                 BX_OK);
    fuzz_require(same_move(back, move));
}

static void check_move(const fuzz_san_position *p, game_move move)
{
    static game_move legal[FUZZ_SAN_MOVES];
    char san[GAME_SAN_MAX], name[GAME_SAN_MAX], text[GAME_MOVE_TEXT];
    int n = game_moves(p->rules, &p->pos, p->pos.to_move, -1, legal,
                       FUZZ_SAN_MOVES);
    bool found = false;
    fuzz_require(n <= FUZZ_SAN_MOVES);
    for (int i = 0; i < n && !found; i++)
        found = same_move(legal[i], move);
    fuzz_require(found);
    game_move_san(p->rules, &p->pos, move, san);
    game_move_name(p->rules, &p->pos, move, name);
    game_move_text(p->pos.size, move, text);
    require_reads_as(p, san, move);
    require_reads_as(p, name, move);
    require_reads_as(p, text, move);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const fuzz_san_position *p = position(data[0] % FUZZ_SAN_POSITIONS);
    char *text = fuzz_text(data + 1, size - 1);
    game_move move;
    bx_error err;
    if (text == NULL)
        return 0;
    if (game_move_parse(p->rules, &p->pos, text, &move, &err) == BX_OK)
        check_move(p, move);
    else
        fuzz_require_message(err.message);
    free(text);
    return 0;
}
