/* Perft under a variant's rules (the last ply counted in bulk) against a
 * naive walk that lists every move through the door and makes it, on
 * positions of every built-in variant reached by random play from its
 * start position thinned at random: promotions (Grand Chess's limits,
 * makruk's mandatory promotion on rank 6), en passant and castling among
 * them. The lists themselves are checked too: every move leaves its own
 * king safe, and the pawns' moves are the ones this file derives from the
 * variant's data, each candidate made and tested. */
#include "boardex_test.h"

#include "game_test.h"
#include "game_variant.h"

static uint64_t next_random(uint64_t *seed)
{
    /* splitmix64 */
    uint64_t z = (*seed += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

static int pick(uint64_t *seed, int n)
{
    return (int)(next_random(seed) % (uint64_t)n);
}

/* What the walks met, to show that the positions hold the rules' cases:
 * the positions checked, the moves of each kind on the last plies that
 * perft counted in bulk, and the pawn moves checked that promote to fewer
 * pieces than the variant has letters (a limit) or only promote short of
 * the last rank (mandatory). */
typedef struct {
    int positions, promotions, en_passant, castling;
    int limited;   /* a promotion with fewer choices than letters */
    int mandatory; /* a pawn move short of the last rank, promoted only */
} coverage;

/* Counts a listed move's kind in seen: promotion, en passant, castling. */
static void classify(const game_position *pos, game_move move,
                     coverage *seen)
{
    int width = pos->size.width;
    int dc = move.to % width - move.from % width;
    unsigned char cell = pos->cells[move.from];
    bool pawn = variant_cell_kind(cell) == CHESS_PAWN;
    seen->promotions += move.promotion != GAME_NO_PROMOTION;
    seen->en_passant +=
        pawn && dc != 0 && pos->cells[move.to] == VARIANT_EMPTY;
    seen->castling += variant_cell_kind(cell) == CHESS_KING &&
                      (dc > 1 || dc < -1) && move.to / width == move.from / width;
}

/* Perft by listing every move and making it; the moves of the last ply
 * (the ones game_perft counts in bulk) classified in seen. */
static uint64_t naive_perft(const game_rules *rules, const game_position *pos,
                            int depth, coverage *seen)
{
    static game_move moves[8][GAME_PIECE_MOVES_MAX];
    if (depth == 0)
        return 1;
    int n = game_moves(rules, pos, pos->to_move, -1, moves[depth],
                       GAME_PIECE_MOVES_MAX);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        game_position after;
        if (depth == 1)
            classify(pos, moves[depth][i], seen);
        game_move_apply(rules, pos, moves[depth][i], &after);
        total += naive_perft(rules, &after, depth - 1, seen);
    }
    return total;
}

static int own_rank(chess_color color, int row, int height)
{
    return color == CHESS_WHITE ? height - row : row + 1;
}

static int pieces_of(const game_position *pos, unsigned char cell)
{
    int n = 0;
    for (int sq = 0; sq < board_square_count(pos->size); sq++)
        n += pos->cells[sq] == cell;
    return n;
}

/* The kinds a pawn of color may become here, read from the variant's
 * letters and its limit ("q1r2": at most one queen, two rooks). */
static int promotion_kinds(const game_rules *rules, const game_position *pos,
                           chess_color color, int kinds[32])
{
    const game_variant *v = game_rules_variant(rules);
    int n = 0;
    for (const char *p = v->promotion; *p != '\0'; p++) {
        unsigned char cell;
        char letter = (char)(*p - 'a' + 'A');
        assert_true(game_cell_of_letter(rules, letter, &cell));
        const char *cap = strchr(v->promotion_limit, *p);
        if (cap != NULL && pieces_of(pos, variant_cell(color, variant_cell_kind(cell))) >= cap[1] - '0')
            continue;
        kinds[n++] = variant_cell_kind(cell);
    }
    return n;
}

static bool listed(const game_move *moves, int n, game_move move)
{
    for (int i = 0; i < n; i++)
        if (moves[i].from == move.from && moves[i].to == move.to &&
            moves[i].promotion == move.promotion)
            return true;
    return false;
}

/* A pawn move from to to, with each promotion the rank allows, kept
 * when it leaves the king safe; how many there are. */
static int pawn_candidates(const game_rules *rules, const game_position *pos,
                           int from, int to, game_move *out, coverage *seen)
{
    const game_variant *v = game_rules_variant(rules);
    chess_color color = pos->to_move;
    int height = pos->size.height;
    int rank = own_rank(color, to / pos->size.width, height);
    bool promotes = v->promotion_rank > 0 && rank >= v->promotion_rank;
    bool stays = rank < height && !(promotes && v->promotion_mandatory);
    game_move plain = {(short)from, (short)to, GAME_NO_PROMOTION};
    game_position after;
    game_move_apply(rules, pos, plain, &after);
    if (game_in_check(rules, &after, color))
        return 0;
    int n = 0, kinds[32];
    if (stays)
        out[n++] = plain;
    if (!promotes)
        return n;
    int choices = promotion_kinds(rules, pos, color, kinds);
    seen->limited += choices < (int)strlen(v->promotion);
    seen->mandatory += !stays && rank < height && choices > 0;
    for (int i = 0; i < choices; i++)
        out[n++] = (game_move){(short)from, (short)to, (signed char)kinds[i]};
    return n;
}

/* The list of the side to move: each move leaves its king safe, and its
 * pawn moves are exactly the candidates derived here. */
static void check_list(const game_rules *rules, const game_position *pos,
                       coverage *seen)
{
    static game_move moves[GAME_PIECE_MOVES_MAX], pawn[GAME_PIECE_MOVES_MAX];
    const game_variant *v = game_rules_variant(rules);
    chess_color color = pos->to_move;
    int width = pos->size.width, height = pos->size.height;
    int n = game_moves(rules, pos, color, -1, moves, GAME_PIECE_MOVES_MAX);
    int pawn_moves = 0, candidates = 0;
    unsigned char own_pawn = variant_cell(color, CHESS_PAWN);
    for (int i = 0; i < n; i++) {
        game_position after;
        game_move_apply(rules, pos, moves[i], &after);
        assert_false(game_in_check(rules, &after, color));
        pawn_moves += pos->cells[moves[i].from] == own_pawn;
    }
    int ahead = color == CHESS_WHITE ? -1 : 1;
    for (int from = 0; from < width * height; from++) {
        if (pos->cells[from] != own_pawn)
            continue;
        int row = from / width + ahead, col = from % width;
        if (row < 0 || row >= height)
            continue;
        int one = row * width + col;
        if (pos->cells[one] == VARIANT_EMPTY) {
            candidates += pawn_candidates(rules, pos, from, one,
                                          pawn + candidates, seen);
            int two = one + ahead * width;
            if (own_rank(color, from / width, height) ==
                    v->double_step_rank &&
                row + ahead >= 0 && row + ahead < height &&
                pos->cells[two] == VARIANT_EMPTY)
                candidates += pawn_candidates(rules, pos, from, two,
                                              pawn + candidates, seen);
        }
        for (int dc = -1; dc <= 1; dc += 2) {
            if (col + dc < 0 || col + dc >= width)
                continue;
            int to = one + dc;
            unsigned char cell = pos->cells[to];
            bool takes = cell != VARIANT_EMPTY &&
                         variant_cell_color(cell) != color;
            bool passing = v->en_passant && to == pos->en_passant &&
                           cell == VARIANT_EMPTY;
            if (takes || passing)
                candidates += pawn_candidates(rules, pos, from, to,
                                              pawn + candidates, seen);
        }
    }
    assert_int_equal(candidates, pawn_moves);
    for (int i = 0; i < candidates; i++)
        assert_true(listed(moves, n, pawn[i]));
}

/* The start position with each piece but the kings taken off with a
 * chance of thinned in 8. */
static game_position thinned_start(const game_rules *rules, uint64_t *seed,
                                   int thinned)
{
    game_position pos =
        game_test_fen(rules, game_rules_variant(rules)->start);
    for (int sq = 0; sq < board_square_count(pos.size); sq++)
        if (pos.cells[sq] != VARIANT_EMPTY &&
            variant_cell_kind(pos.cells[sq]) != CHESS_KING &&
            pick(seed, 8) < thinned)
            pos.cells[sq] = VARIANT_EMPTY;
    return pos;
}

static void compare(const game_rules *rules, const game_position *pos,
                    int depth, coverage *seen)
{
    uint64_t want = naive_perft(rules, pos, depth, seen);
    uint64_t got = game_perft(rules, pos, depth);
    if (got != want) {
        char fen[GAME_FEN_MAX];
        game_position_to_fen(rules, pos, fen);
        fail_msg("%s %s depth %d: %llu, the naive walk %llu",
                 game_rules_variant(rules)->name, fen, depth,
                 (unsigned long long)got, (unsigned long long)want);
    }
}

/* Plays up to plies random moves, a pawn's one time in two where there is
 * one (so that pawns reach their promotion ranks), each position's list
 * checked and its perft compared to depth 1, or 2 every fourth ply or
 * where en passant is open; stops where there is no move. */
static void random_play(const game_rules *rules, game_position *pos,
                        uint64_t *seed, int plies, coverage *seen)
{
    static game_move moves[GAME_PIECE_MOVES_MAX];
    for (int ply = 0; ply < plies; ply++) {
        check_list(rules, pos, seen);
        compare(rules, pos, ply % 4 == 0 || pos->en_passant >= 0 ? 2 : 1,
                seen);
        seen->positions++;
        int n = game_moves(rules, pos, pos->to_move, -1, moves,
                           GAME_PIECE_MOVES_MAX);
        if (n == 0)
            return;
        int chosen = pick(seed, n);
        if (pick(seed, 2)) {
            unsigned char pawn = variant_cell(pos->to_move, CHESS_PAWN);
            int start = pick(seed, n);
            for (int i = 0; i < n; i++)
                if (pos->cells[moves[(start + i) % n].from] == pawn) {
                    chosen = (start + i) % n;
                    break;
                }
        }
        game_position after;
        game_move_apply(rules, pos, moves[chosen], &after);
        *pos = after;
    }
}

static void bulk_count_equals_naive_walk(void **state)
{
    enum { GAMES = 40 };
    coverage all = {0, 0, 0, 0, 0, 0};
    uint64_t seed = UINT64_C(0x510e527fade682d1);
    (void)state;
    for (int i = 0; i < game_variant_count(); i++) {
        const game_variant *variant = game_variant_at(i);
        bx_error err = {"", 0, 0};
        game_rules *rules = NULL;
        if (game_rules_new_variant(variant, &rules, &err) != BX_OK)
            fail_msg("%s: %s", variant->name, err.message);
        coverage seen = {0, 0, 0, 0, 0, 0};
        for (int k = 0; k < GAMES; k++) {
            game_position pos = thinned_start(rules, &seed, pick(&seed, 7));
            random_play(rules, &pos, &seed, pick(&seed, 50), &seen);
            if (k % 4 == 0)
                compare(rules, &pos, 3, &seen);
        }
        printf("%-10s %d positions; %d promotions, %d en passant, %d "
               "castling, %d limited, %d mandatory\n",
               variant->name, seen.positions, seen.promotions,
               seen.en_passant, seen.castling, seen.limited, seen.mandatory);
        if (strcmp(variant->name, "grand") == 0)
            assert_true(seen.limited > 0);
        if (strcmp(variant->name, "makruk") == 0)
            assert_true(seen.mandatory > 0);
        all.positions += seen.positions;
        all.promotions += seen.promotions;
        all.en_passant += seen.en_passant;
        all.castling += seen.castling;
        game_rules_free(rules);
    }
    printf("%d positions in all; on the last plies %d promotions, %d en "
           "passant, %d castling\n",
           all.positions, all.promotions, all.en_passant, all.castling);
    assert_true(all.promotions > 1000);
    assert_true(all.en_passant > 50);
    assert_true(all.castling > 50);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bulk_count_equals_naive_walk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
