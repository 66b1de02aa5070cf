/* Every face gives the same answer: for 1000 random positions (8x8 fide
 * reached by random play, so with castling rights and en-passant squares;
 * 8x8 seed; 10x10 and 12x12 with five defined pieces), `count`, `legal`,
 * `board --counts --format csv` and the explorer's written .csv give each
 * side's count and each piece's moves as the door's report does, and the
 * CLI's CSV and the table after the written file's heading are the same
 * bytes. */
/* mkdtemp, open_memstream */
#define _POSIX_C_SOURCE 200809L

#include "explorer_test.h"
#include "folder_test.h"

#include <unistd.h>

#include "cli.h"
#include "game.h"

enum { POSITIONS = 1000, OUTPUT_MAX = 1 << 16 };

static const char *const DEFINES[] = {"A=BN", "C=mRcpR", "G=gQ", "H=nN",
                                      "E=NN"};

typedef struct {
    board_size size;
    chess_rules set;
    int define_count;
} setting;

static char folder[64];

static unsigned next(unsigned *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    return (*seed >> 16) & 0x7fff;
}

/* The command line of a position command under the setting. */
static int command_line(const char *command, const setting *s, const char *fen,
                        const char *extra[], char *argv[], char size[16])
{
    int argc = 0;
    argv[argc++] = (char *)"boardex";
    argv[argc++] = (char *)command;
    argv[argc++] = (char *)"--fen";
    argv[argc++] = (char *)fen;
    argv[argc++] = (char *)"--rules";
    argv[argc++] = (char *)chess_rules_name(s->set);
    snprintf(size, 16, "%dx%d", s->size.width, s->size.height);
    argv[argc++] = (char *)"--size";
    argv[argc++] = size;
    for (int i = 0; i < s->define_count; i++) {
        argv[argc++] = (char *)"--define";
        argv[argc++] = (char *)DEFINES[i];
    }
    for (int i = 0; extra != NULL && extra[i] != NULL; i++)
        argv[argc++] = (char *)extra[i];
    argv[argc] = NULL;
    return argc;
}

/* Runs the CLI in this process; its stdout into out. Returns the status. */
static int run_cli(const char *command, const setting *s, const char *fen,
                   const char *extra[], char out[OUTPUT_MAX])
{
    char *argv[32], size[16], *text = NULL, *errors = NULL;
    size_t len = 0, errors_len = 0;
    int argc = command_line(command, s, fen, extra, argv, size);
    FILE *stream = open_memstream(&text, &len);
    FILE *err = open_memstream(&errors, &errors_len);
    assert_non_null(stream);
    assert_non_null(err);
    int status = cli_main(argc, argv, stream, err);
    fclose(stream);
    fclose(err);
    snprintf(out, OUTPUT_MAX, "%s", text);
    free(text);
    free(errors);
    return status;
}

/* A random position the rules are defined for. 8x8 fide: random play
 * from the start, so castling rights and en passant come as in games. */
static void random_position(const game_rules *rules, const setting *s,
                            unsigned *seed, game_position *out)
{
    if (s->set == CHESS_RULES_FIDE) {
        assert_int_equal(
            game_position_from_fen(
                rules,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                out, NULL),
            BX_OK);
        int plies = (int)(next(seed) % 40);
        for (int i = 0; i < plies; i++) {
            game_move moves[256]; /* chess has at most 218 */
            if (game_count(rules, out, out->to_move) <= 0)
                break;
            int n = game_moves(rules, out, out->to_move, -1, moves, 256);
            game_position after;
            game_move_apply(rules, out, moves[next(seed) % (unsigned)n],
                            &after);
            *out = after;
        }
        return;
    }
    int squares = board_square_count(s->size);
    int kinds = CHESS_KINDS + s->define_count;
    do {
        game_position_clear(rules, out);
        out->to_move = next(seed) % 2 ? CHESS_BLACK : CHESS_WHITE;
        for (int c = 0; c < CHESS_COLORS; c++)
            out->cells[next(seed) % (unsigned)squares] =
                variant_cell((chess_color)c, CHESS_KING);
        int pieces = (int)(next(seed) % (unsigned)(squares / 3 + 1));
        for (int i = 0; i < pieces; i++) {
            int sq = (int)(next(seed) % (unsigned)squares);
            int kind = (int)(next(seed) % (unsigned)kinds);
            if (out->cells[sq] == VARIANT_EMPTY && kind != CHESS_KING)
                out->cells[sq] = variant_cell(
                    next(seed) % 2 ? CHESS_BLACK : CHESS_WHITE, kind);
        }
    } while (game_check(rules, out, NULL) != BX_OK);
}

/* count prints "B W". */
static void check_count(const setting *s, const char *fen,
                        const game_report *report)
{
    char out[OUTPUT_MAX];
    int black, white;
    assert_int_equal(run_cli("count", s, fen, NULL, out), 0);
    assert_int_equal(sscanf(out, "%d %d", &black, &white), 2);
    assert_int_equal(black, report->count[CHESS_BLACK]);
    assert_int_equal(white, report->count[CHESS_WHITE]);
}

/* legal lists each side's moves, or refuses a side whose count is -1;
 * tallied by the square each leaves, they are the report's. */
static void check_legal(const setting *s, const char *fen,
                        const game_report *report)
{
    for (int c = 0; c < CHESS_COLORS; c++) {
        const char *side[] = {"--side", c == CHESS_WHITE ? "white" : "black",
                              NULL};
        char out[OUTPUT_MAX];
        int status = run_cli("legal", s, fen, side, out);
        if (!report->counted[c]) {
            assert_int_equal(status, 2);
            continue;
        }
        assert_int_equal(status, 0);
        short tally[BOARD_MAX_SQUARES] = {0};
        int lines = 0;
        for (char *line = strtok(out, "\n"); line != NULL;
             line = strtok(NULL, "\n"), lines++) {
            char name[SQUARE_NAME_MAX] = "";
            int n = 1;
            while (line[n] >= '0' && line[n] <= '9' && n < 3)
                n++;
            memcpy(name, line, (size_t)n);
            square from;
            assert_int_equal(square_from_fide(s->size, name, &from, NULL),
                             BX_OK);
            tally[square_index(s->size, from)]++;
        }
        assert_int_equal(lines, report->count[c]);
        for (int sq = 0; sq < board_square_count(s->size); sq++)
            if (report->counted[c] && tally[sq] != 0)
                assert_int_equal(tally[sq], report->moves[sq]);
    }
}

/* A CSV of the board: the letter and, for a counted side, the moves. */
static void check_csv(const setting *s, const game_position *pos,
                      const game_report *report, char *csv)
{
    int row = 0;
    char *save = NULL;
    char *line = strtok_r(csv, "\n", &save);
    assert_non_null(line); /* the header */
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        char *cell_save = NULL;
        char *cell = strtok_r(line, ",", &cell_save); /* the rank */
        for (int col = 0; col < s->size.width; col++) {
            cell = strtok_r(NULL, ",", &cell_save);
            assert_non_null(cell);
            int sq = square_index(s->size, (square){row, col});
            unsigned char piece = pos->cells[sq];
            if (piece == VARIANT_EMPTY) {
                assert_string_equal(cell, ".");
                continue;
            }
            if (report->counted[variant_cell_color(piece)])
                assert_int_equal(atoi(cell + 1), report->moves[sq]);
            else
                assert_int_equal(cell[1], '\0');
        }
        row++;
    }
    assert_int_equal(row, s->size.height);
}

/* The explorer started with options (in Position mode), the placement
 * lens of letter turned on unless it is '\0', then its w answered with
 * path: the file written, into out. */
static void explorer_written(explorer_options *options, char letter,
                             const char *path, char *out, size_t size)
{
    explorer_state *explorer = malloc(sizeof *explorer);
    char lens[2] = {letter, '\0'};
    assert_non_null(explorer);
    options->mode = MODE_POSITION;
    assert_int_equal(explorer_init(explorer, options, NULL), BX_OK);
    explorer->writes_files = true; /* into the test's own folder */
    if (letter != '\0') {
        type(explorer, "p");
        explorer_key(explorer, BX_KEY_CTRL_U);
        answer(explorer, lens);
    }
    unlink(path);
    type(explorer, "w");
    answer(explorer, path);
    assert_false(explorer->message_is_error);
    explorer_free(explorer);
    FILE *in = fopen(path, "r");
    assert_non_null(in);
    size_t len = fread(out, 1, size - 1, in);
    out[len] = '\0';
    fclose(in);
}

/* A written .csv opens with its heading (the title, the legend, an empty
 * row); the table after it is what the CLI prints. */
static const char *after_heading(const char *written)
{
    assert_int_equal(written[0], '"');
    const char *table = strstr(written, "\"\n\n");
    assert_non_null(table);
    return table + 3;
}

/* The explorer's .csv of a position under the setting. */
static void explorer_csv(const setting *s, const char *fen, const char *path,
                         char *out, size_t size)
{
    explorer_options options;
    explorer_default_options(&options);
    options.rules = s->set;
    options.fen = fen;
    options.define_count = s->define_count;
    for (int i = 0; i < s->define_count; i++)
        options.defines[i] = DEFINES[i];
    explorer_written(&options, '\0', path, out, size);
}

static void faces_agree(void **state)
{
    static const setting SETTINGS[] = {
        {{8, 8}, CHESS_RULES_FIDE, 0},
        {{8, 8}, CHESS_RULES_SEED, 0},
        {{10, 10}, CHESS_RULES_SEED, 5},
        {{12, 12}, CHESS_RULES_SEED, 5},
    };
    static char cli_csv[OUTPUT_MAX], written[OUTPUT_MAX];
    const char *csv_options[] = {"--counts", "--format", "csv", NULL};
    unsigned seed = 2026;
    char path[96];
    int castling = 0, en_passant = 0, at_minus_one = 0;
    (void)state;
    snprintf(path, sizeof path, "%s/position.csv", folder);
    for (int i = 0; i < POSITIONS; i++) {
        const setting *s = &SETTINGS[i % 4];
        game_rules *rules;
        game_position pos;
        game_report report;
        char fen[GAME_FEN_MAX];
        assert_int_equal(game_rules_new(s->size, s->set, &rules, NULL), BX_OK);
        for (int d = 0; d < s->define_count; d++)
            assert_int_equal(game_rules_define_text(rules, DEFINES[d], NULL),
                             BX_OK);
        random_position(rules, s, &seed, &pos);
        game_report_make(rules, &pos, &report);
        assert_true(report.legal);
        game_position_to_fen(rules, &pos, fen);
        castling += pos.castling != 0 && s->set == CHESS_RULES_FIDE;
        en_passant += pos.en_passant >= 0 && s->set == CHESS_RULES_FIDE;
        at_minus_one += !report.counted[0] || !report.counted[1];

        check_count(s, fen, &report);
        check_legal(s, fen, &report);
        assert_int_equal(run_cli("board", s, fen, csv_options, cli_csv), 0);
        explorer_csv(s, fen, path, written, sizeof written);
        assert_string_equal(after_heading(written), cli_csv);
        check_csv(s, &pos, &report, cli_csv);
        game_rules_free(rules);
    }
    /* The sample holds what the faces could disagree on. */
    assert_true(castling > 50);
    assert_true(en_passant > 5);
    assert_true(at_minus_one > 5);
}

/* The placement lens as the explorer's w writes it and as board
 * --placement prints it: the same bytes (a white bishop on the initial
 * position, the counts derived in test_explorer_position.c). */
static void placement_agrees(void **state)
{
    static const char START[] =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static const setting CHESS = {{8, 8}, CHESS_RULES_FIDE, 0};
    static char cli_csv[OUTPUT_MAX], written[OUTPUT_MAX];
    const char *options[] = {"--placement", "B", "--format", "csv", NULL};
    char path[96];
    (void)state;
    snprintf(path, sizeof path, "%s/placement.csv", folder);
    assert_int_equal(run_cli("board", &CHESS, START, options, cli_csv), 0);
    explorer_options start;
    explorer_default_options(&start);
    start.fen = START;
    explorer_written(&start, 'B', path, written, sizeof written);
    assert_string_equal(after_heading(written), cli_csv);
    assert_non_null(strstr(written, "\"placement of a white bishop"));
    /* Rank 6 of the bishop's counts: 4 6 7 8 8 7 6 4. */
    assert_non_null(strstr(cli_csv, "\n6,4,6,7,8,8,7,6,4\n"));
}

static int make_folder(void **state)
{
    (void)state;
    return test_make_folder(folder, sizeof folder, "faces");
}

static int remove_folder(void **state)
{
    (void)state;
    return test_remove_folder(folder);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(faces_agree),
                                       cmocka_unit_test(placement_agrees)};
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
