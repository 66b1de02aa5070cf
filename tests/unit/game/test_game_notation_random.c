/* Moves as people write them, on random games: every legal move of each
 * position read back from its SAN (game_move_san) and from its
 * coordinates (game_move_text) by game_move_parse, and no two moves of a
 * position written alike. */
#include "boardex_test.h"

#include "game_test.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

static uint64_t next(uint64_t *state)
{
    *state = *state * UINT64_C(6364136223846793005) +
             UINT64_C(1442695040888963407);
    return *state >> 33;
}

/* Every legal move of each position: its SAN and its coordinates read
 * back to it, and no two moves with one SAN. Returns how many moves. */
static int round_trip(const game_rules *rules, const game_position *pos)
{
    game_move moves[GAME_PIECE_MOVES_MAX];
    char sans[GAME_PIECE_MOVES_MAX][GAME_SAN_MAX];
    int n = game_moves(rules, pos, pos->to_move, -1, moves,
                       GAME_PIECE_MOVES_MAX);
    assert_true(n <= GAME_PIECE_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        char text[GAME_MOVE_TEXT];
        const char *spellings[2] = {sans[i], text};
        game_move_san(rules, pos, moves[i], sans[i]);
        game_move_text(pos->size, moves[i], text);
        for (int j = 0; j < i; j++)
            if (strcmp(sans[i], sans[j]) == 0)
                fail_msg("two moves written %s", sans[i]);
        for (int k = 0; k < 2; k++) {
            game_move back = {-1, -1, GAME_NO_PROMOTION};
            bx_error err = {"", 0, 0};
            if (game_move_parse(rules, pos, spellings[k], &back, &err) !=
                BX_OK)
                fail_msg("%s: %s", spellings[k], err.message);
            if (back.from != moves[i].from || back.to != moves[i].to ||
                back.promotion != moves[i].promotion)
                fail_msg("%s read as another move", spellings[k]);
        }
    }
    return n;
}

/* Random games from the start under fide, and from a 10x10 setup with a
 * defined piece under seed. */
static void random_games_round_trip(void **state)
{
    static const struct {
        int side;
        chess_rules set;
        const char *defines, *start;
    } GAMES[] = {
        {8, CHESS_RULES_FIDE, "", START},
        {10, CHESS_RULES_SEED, "A=BN",
         "ranbqkbnar/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RANBQKBNAR w - - "
         "0 1"},
    };
    uint64_t seed = UINT64_C(0x510e527fade682d1);
    (void)state;
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++) {
        game_rules *rules = game_test_rules(GAMES[g].side, GAMES[g].side,
                                            GAMES[g].set, GAMES[g].defines);
        int positions = 0, moves = 0;
        for (int game = 0; game < 10; game++) {
            game_position pos = game_test_fen(rules, GAMES[g].start);
            for (int ply = 0; ply < 60; ply++) {
                game_move list[GAME_PIECE_MOVES_MAX];
                int n = round_trip(rules, &pos);
                positions++;
                moves += n;
                if (n == 0)
                    break;
                game_moves(rules, &pos, pos.to_move, -1, list, n);
                game_position after;
                game_move_apply(rules, &pos, list[next(&seed) % (uint64_t)n],
                                &after);
                pos = after;
            }
        }
        /* Enough positions and moves that the test says something. */
        assert_true(positions >= 300);
        assert_true(moves >= 5000);
        game_rules_free(rules);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_games_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
