/* Pictures of positions and tours (pictures.h): their cells for the text
 * formats and their SVG. The move counts are worked out by hand below;
 * the rest follows the formats in pictures.h, handout.h and svg.h. */
#include "unit/handout/handout_test.h"

#include "game_test.h"
#include "pictures.h"
#include "svg.h"
#include "tour.h"

static capture cap;

static int teardown(void **state)
{
    (void)state;
    capture_free(&cap);
    return 0;
}

/* Square indices: row 0 is the top rank. */
static int at(board_size size, int col, int rank)
{
    return (size.height - rank) * size.width + col;
}

/* 4k3/8/8/8/8/8/8/R3K2N w under seed, every move counted by hand:
 *   Ra1: b1 c1 d1 (the king on e1 stops it) and a2..a8: 3 + 7 = 10
 *   Ke1: d1 f1 d2 e2 f2 (seed has no castling):           5
 *   Nh1: f2 g3:                                           2
 *   ke8: d8 f8 d7 e7 f7, none of them attacked:           5 */
static const char *const SEED_FEN = "4k3/8/8/8/8/8/8/R3K2N w";

static void test_position_cells(void **state)
{
    (void)state;
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_position pos = game_test_fen(rules, SEED_FEN);
    game_report report;
    handout_grid grid;
    board_size b = pos.size;
    game_report_make(rules, &pos, &report);
    assert_int_equal(report.count[CHESS_WHITE], 17);
    assert_int_equal(report.count[CHESS_BLACK], 5);

    picture_position_cells(rules, &pos, &report, &grid);
    assert_string_equal(grid.cell[at(b, 0, 1)], "R10");
    assert_string_equal(grid.cell[at(b, 4, 1)], "K5");
    assert_string_equal(grid.cell[at(b, 7, 1)], "N2");
    assert_string_equal(grid.cell[at(b, 4, 8)], "k5");
    int empty = 0;
    for (int i = 0; i < 64; i++)
        empty += strcmp(grid.cell[i], ".") == 0;
    assert_int_equal(empty, 60);

    /* Without a report: the letters alone. */
    picture_position_cells(rules, &pos, NULL, &grid);
    assert_string_equal(grid.cell[at(b, 0, 1)], "R");
    assert_string_equal(grid.cell[at(b, 4, 8)], "k");
    handout_print_csv(capture_begin(&cap), &grid);
    assert_string_equal(capture_end(&cap), "rank,a,b,c,d,e,f,g,h\n"
                                           "8,.,.,.,.,k,.,.,.\n"
                                           "7,.,.,.,.,.,.,.,.\n"
                                           "6,.,.,.,.,.,.,.,.\n"
                                           "5,.,.,.,.,.,.,.,.\n"
                                           "4,.,.,.,.,.,.,.,.\n"
                                           "3,.,.,.,.,.,.,.,.\n"
                                           "2,.,.,.,.,.,.,.,.\n"
                                           "1,R,.,.,.,K,.,.,N\n");
    game_rules_free(rules);
}

/* 4k3/8/8/8/8/8/8/4RK2 w: the rook on e1 gives check up the open e-file,
 * so white's count is -1 and its pieces show letters only. Black: d8 f8
 * d7 f7 (e7 is on the rook's file): 4. */
static void test_position_cells_side_in_check(void **state)
{
    (void)state;
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_position pos = game_test_fen(rules, "4k3/8/8/8/8/8/8/4RK2 w");
    game_report report;
    handout_grid grid;
    board_size b = pos.size;
    game_report_make(rules, &pos, &report);
    assert_int_equal(report.count[CHESS_WHITE], -1);
    picture_position_cells(rules, &pos, &report, &grid);
    assert_string_equal(grid.cell[at(b, 4, 1)], "R");
    assert_string_equal(grid.cell[at(b, 5, 1)], "K");
    assert_string_equal(grid.cell[at(b, 4, 8)], "k4");
    game_rules_free(rules);
}

static void test_position_svg(void **state)
{
    (void)state;
    game_rules *rules = game_test_rules(8, 8, CHESS_RULES_SEED, "");
    game_position pos = game_test_fen(rules, SEED_FEN);
    game_report report;
    game_report_make(rules, &pos, &report);
    picture_position_svg(capture_begin(&cap), rules, &pos, &report, false);
    const char *svg = capture_end(&cap);

    assert_true(starts_with(svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"));
    assert_well_formed_svg(svg);
    /* The whole FEN (seed writes "- - 0 1" for the other fields). */
    assert_contains(svg, "<title>position 4k3/8/8/8/8/8/8/R3K2N w - - 0 1 "
                         "(seed rules)</title>");
    assert_int_equal(occurrences(svg, "class=\"square\""), 64);
    /* Light and dark squares, half each, a8 (top left) light. */
    assert_int_equal(occurrences(svg, "fill=\"#f0d9b5\""), 32);
    assert_int_equal(occurrences(svg, "fill=\"#b58863\""), 32);
    char a8[128];
    snprintf(a8, sizeof a8, "<rect class=\"square\" x=\"%d\" y=\"%d\" "
                            "width=\"40\" height=\"40\" fill=\"#f0d9b5\"",
             SVG_LEFT, SVG_TOP);
    assert_contains(svg, a8);
    /* Four discs, three white and one black, letters in upper case. */
    assert_int_equal(occurrences(svg, "<circle"), 4);
    assert_int_equal(occurrences(svg, "r=\"12\" fill=\"#ffffff\""), 3);
    assert_int_equal(occurrences(svg, "r=\"12\" fill=\"#000000\""), 1);
    assert_contains(svg, "fill=\"#ffffff\" text-anchor=\"middle\">K</text>");
    assert_contains(svg, "fill=\"#000000\" text-anchor=\"middle\">K</text>");
    /* The counts in the corners. */
    assert_contains(svg, ">10</text>");
    assert_contains(svg, ">2</text>");
    assert_int_equal(occurrences(svg, "font-size=\"10\""), 4);
    assert_contains(svg, "legal moves");

    picture_position_svg(capture_begin(&cap), rules, &pos, NULL, true);
    svg = capture_end(&cap);
    assert_well_formed_svg(svg);
    assert_true(assert_fills_grey(svg) > 64);
    assert_int_equal(occurrences(svg, "font-size=\"10\""), 0);
    game_rules_free(rules);
}

/* 10x10, A defined as BN. On a1 it has the diagonal b2..j10 (9) and the
 * knight's b3, c2 (2): A11. Ke1: d1 f1 d2 e2 f2, 5. ke10: d10 f10 d9 e9
 * f9, none reached by A, 5. */
static void test_position_defined_letter(void **state)
{
    (void)state;
    game_rules *rules = game_test_rules(10, 10, CHESS_RULES_SEED, "");
    bx_error err = {"", 0, 0};
    assert_int_equal(game_rules_define(rules, 'A', "BN", &err), BX_OK);
    const char *fen = "4k5/10/10/10/10/10/10/10/10/A3K5 w";
    game_position pos = game_test_fen(rules, fen);
    game_report report;
    handout_grid grid;
    board_size b = pos.size;
    game_report_make(rules, &pos, &report);
    picture_position_cells(rules, &pos, &report, &grid);
    assert_string_equal(grid.cell[at(b, 0, 1)], "A11");
    assert_string_equal(grid.cell[at(b, 4, 1)], "K5");
    assert_string_equal(grid.cell[at(b, 4, 10)], "k5");

    picture_position_svg(capture_begin(&cap), rules, &pos, &report, false);
    const char *svg = capture_end(&cap);
    assert_well_formed_svg(svg);
    assert_contains(svg, "<title>position 4k5/10/10/10/10/10/10/10/10/A3K5 w "
                         "- - 0 1 (seed rules)</title>");
    assert_contains(svg, "; A = BN</text>");
    assert_contains(svg, "text-anchor=\"middle\">A</text>");
    assert_contains(svg, ">11</text>");
    assert_contains(svg, ">10</text>"); /* rank 10's label */
    assert_contains(svg, ">j</text>");
    assert_int_equal(occurrences(svg, "class=\"square\""), 100);
    game_rules_free(rules);
}

/* 26x26 full of knights: a FEN of 676 letters and 25 slashes, far longer
 * than any lens title. The <title> holds it whole; the picture stays the
 * board's width (svg.h) and the visible title wraps onto lines that fit
 * it, which give every character of the FEN back in order. */
static void test_position_long_title(void **state)
{
    (void)state;
    char fen[GAME_FEN_MAX];
    size_t n = 0;
    for (int rank = 0; rank < 26; rank++) {
        if (rank > 0)
            fen[n++] = '/';
        for (int file = 0; file < 26; file++)
            fen[n++] = file % 2 == 0 ? 'N' : 'n';
    }
    fen[n] = '\0';
    assert_int_equal(strlen(fen), 701);
    game_rules *rules = game_test_rules(26, 26, CHESS_RULES_SEED, "");
    game_position pos = game_test_fen(rules, fen);
    picture_position_svg(capture_begin(&cap), rules, &pos, NULL, false);
    const char *svg = capture_end(&cap);
    assert_well_formed_svg(svg);
    char title[GAME_FEN_MAX + 64];
    snprintf(title, sizeof title, "<title>position %s w - - 0 1 (seed rules)"
                                  "</title>", fen);
    assert_contains(svg, title);

    /* The board's width: 30 + 26 * 40 + 14, the caption being shorter. */
    int width = attribute(svg, "width");
    assert_int_equal(width, SVG_LEFT + 26 * SVG_SQUARE + SVG_RIGHT);

    /* The title's lines, one <text> each, joined (a break at a space
     * leaves the space out; one inside the FEN leaves nothing out). */
    static const char line_start[] = "font-size=\"14\" font-weight=\"bold\">";
    char joined[GAME_FEN_MAX + 64];
    size_t len = 0;
    int lines = 0;
    for (const char *at = strstr(svg, line_start); at != NULL;
         at = strstr(at, line_start)) {
        at += strlen(line_start);
        const char *end = strstr(at, "</text>");
        assert_non_null(end);
        int chars = (int)(end - at); /* ASCII: bytes are characters */
        assert_true(SVG_LEFT + chars * SVG_TITLE_CHAR <= width);
        assert_true(len + (size_t)chars < sizeof joined);
        memcpy(joined + len, at, (size_t)chars);
        len += (size_t)chars;
        lines++;
    }
    joined[len] = '\0';
    assert_true(lines > 1);
    assert_contains(joined, fen);
    /* The title is the lines with at most a space between two. */
    snprintf(title, sizeof title, "position %s w - - 0 1 (seed rules)", fen);
    const char *line = joined;
    int dropped = 0;
    for (const char *t = title; *t != '\0'; t++) {
        if (*line == *t)
            line++;
        else if (*t == ' ')
            dropped++;
        else
            fail_msg("the lines lose \"%.20s\"", t);
    }
    assert_int_equal(*line, '\0');
    assert_true(dropped <= lines - 1);
    /* No line holds the whole title any more. */
    snprintf(title, sizeof title, "%sposition %s", line_start, fen);
    assert_null(strstr(svg, title));

    /* Everything under the title moves down by the extra lines, and the
     * picture grows by as much. */
    char shift[64];
    snprintf(shift, sizeof shift, "<g transform=\"translate(0,%d)\">",
             (lines - 1) * SVG_TITLE_LINE);
    assert_contains(svg, shift);
    assert_int_equal(attribute(svg, "height"),
                     SVG_TOP + 26 * SVG_SQUARE + SVG_BELOW + SVG_LEGEND +
                         (lines - 1) * SVG_TITLE_LINE);
    assert_int_equal(occurrences(svg, "<circle"), 676);
    game_rules_free(rules);
}

static void read_tour(const char *name, tour_grid *grid, tour_report *report)
{
    char path[512];
    char text[4096];
    bx_error err = {"", 0, 0};
    piece_spec knight;
    snprintf(path, sizeof path, "%s/%s", BOARDEX_DATA_DIR, name);
    FILE *in = fopen(path, "r");
    assert_non_null(in);
    size_t len = fread(text, 1, sizeof text, in);
    fclose(in);
    assert_int_equal(tour_grid_parse(text, len, grid, &err), BX_OK);
    assert_int_equal(piece_from_name("knight", &knight, &err), BX_OK);
    assert_int_equal(tour_check(grid, &knight, report, &err), BX_OK);
}

/* The 5x5 open tour:
 *    3 10 21 16  5
 *   20 15  4 11 22
 *    9  2 25  6 17
 *   14 19  8 23 12
 *    1 24 13 18  7
 * 1 is on a1 and 25 on c3, two files and two ranks apart: open. */
static void test_tour_cells(void **state)
{
    (void)state;
    tour_grid tour;
    tour_report report;
    handout_grid grid;
    read_tour("knight_5x5_open.txt", &tour, &report);
    assert_int_equal(report.kind, TOUR_OPEN);
    picture_tour_cells(&tour, &grid);
    assert_string_equal(grid.cell[at(tour.board, 0, 1)], "1");
    assert_string_equal(grid.cell[at(tour.board, 2, 3)], "25");
    handout_print_text(capture_begin(&cap), &grid, false);
    assert_string_equal(capture_end(&cap), " 3 10 21 16  5\n"
                                           "20 15  4 11 22\n"
                                           " 9  2 25  6 17\n"
                                           "14 19  8 23 12\n"
                                           " 1 24 13 18  7\n");
    handout_print_csv(capture_begin(&cap), &grid);
    assert_string_equal(capture_end(&cap), "rank,a,b,c,d,e\n"
                                           "5,3,10,21,16,5\n"
                                           "4,20,15,4,11,22\n"
                                           "3,9,2,25,6,17\n"
                                           "2,14,19,8,23,12\n"
                                           "1,1,24,13,18,7\n");
}

static void test_tour_svg(void **state)
{
    (void)state;
    tour_grid tour;
    tour_report report;
    read_tour("knight_5x5_open.txt", &tour, &report);
    picture_tour_svg(capture_begin(&cap), &tour, &report, "knight", false);
    const char *svg = capture_end(&cap);
    assert_well_formed_svg(svg);
    assert_contains(svg, "<title>knight \xc2\xb7 5\xc3\x97" "5 \xc2\xb7 open "
                         "tour</title>");
    assert_int_equal(occurrences(svg, "class=\"square\""), 25);
    /* 24 steps, every one a move; an open tour is not closed. */
    assert_int_equal(occurrences(svg, "<line"), 24);
    assert_int_equal(occurrences(svg, "class=\"bad\""), 0);
    /* Step 1: a1's centre (30 + 20, 36 + 4 * 40 + 20) to b3's
     * (30 + 40 + 20, 36 + 2 * 40 + 20). */
    assert_contains(svg, "<line x1=\"50\" y1=\"216\" x2=\"90\" y2=\"136\"");
    assert_int_equal(occurrences(svg, "<circle"), 25);
    assert_contains(svg, ">25</text>");
    assert_contains(svg, "not a move (0)</text>");

    picture_tour_svg(capture_begin(&cap), &tour, &report, "knight", true);
    svg = capture_end(&cap);
    assert_true(assert_fills_grey(svg) >= 25 + 25);
}

#define PUZZLE_TITLE                                                       \
    "knight \xc2\xb7 5\xc3\x97" "5 \xc2\xb7 puzzle: 3 of 25 numbers given"
#define PUZZLE_LEGEND "fill in 1 to 25 so that each step is one knight move"

/* A partial grid written as a puzzle: the numbers given, blanks (no 0),
 * titled as a puzzle; as a table with its heading (the explorer's w) and
 * as a picture with empty circles and no path. */
static void test_puzzle(void **state)
{
    (void)state;
    tour_grid tour;
    handout_grid grid;
    bx_error err = {"", 0, 0};
    static const char PUZZLE[] = " 3 . . . .\n. . . . .\n. . . . 17\n"
                                 ". . . . .\n1 . . . .\n";
    assert_int_equal(tour_grid_parse(PUZZLE, sizeof PUZZLE - 1, &tour, &err),
                     BX_OK);
    picture_puzzle_cells(&tour, "knight", false, &grid);
    assert_string_equal(grid.cell[at(tour.board, 0, 1)], "1");
    assert_string_equal(grid.cell[at(tour.board, 1, 1)], "");
    assert_true(grid.blank[at(tour.board, 1, 1)]);
    assert_string_equal(grid.title, PUZZLE_TITLE);
    assert_string_equal(grid.legend, PUZZLE_LEGEND);
    handout_style csv = {HANDOUT_CSV, false, false, true};
    handout_print(capture_begin(&cap), &grid, &csv);
    assert_string_equal(capture_end(&cap),
                        "\"" PUZZLE_TITLE "\"\n\"" PUZZLE_LEGEND "\"\n\n"
                        "rank,a,b,c,d,e\n"
                        "5,3,,,,\n"
                        "4,,,,,\n"
                        "3,,,,,17\n"
                        "2,,,,,\n"
                        "1,1,,,,\n");
    handout_style markdown = {HANDOUT_MARKDOWN, false, false, true};
    handout_print(capture_begin(&cap), &grid, &markdown);
    assert_string_equal(capture_end(&cap),
                        "**" PUZZLE_TITLE "**\n\n" PUZZLE_LEGEND "\n\n"
                        "| rank | a | b | c | d | e |\n"
                        "| ---: | ---: | ---: | ---: | ---: | ---: |\n"
                        "| 5 | 3 |  |  |  |  |\n"
                        "| 4 |  |  |  |  |  |\n"
                        "| 3 |  |  |  |  | 17 |\n"
                        "| 2 |  |  |  |  |  |\n"
                        "| 1 | 1 |  |  |  |  |\n");
    /* Closed asked for: the legend says so. */
    picture_puzzle_cells(&tour, "knight", true, &grid);
    assert_string_equal(grid.legend, "fill in 1 to 25 so that each step is "
                                     "one knight move and the last returns "
                                     "to 1");
    picture_puzzle_svg(capture_begin(&cap), &tour, "knight", false, false);
    const char *svg = capture_end(&cap);
    assert_well_formed_svg(svg);
    assert_contains(svg, "<title>" PUZZLE_TITLE "</title>");
    assert_int_equal(occurrences(svg, "<circle"), 25);
    assert_int_equal(occurrences(svg, "<line"), 0);
    assert_contains(svg, ">17</text>");
    assert_int_equal(occurrences(svg, ">0</text>"), 0);
}

/* The table of a whole tour carries the picture's title, and a legend
 * for numbers rather than lines; without the heading flag (the CLI) the
 * table is bare, as before. */
static void test_tour_cells_heading(void **state)
{
    (void)state;
    tour_grid tour;
    tour_report report;
    handout_grid grid;
    read_tour("knight_5x5_open.txt", &tour, &report);
    picture_tour_cells(&tour, &grid);
    picture_tour_name(&grid, &report, "knight", false);
    handout_style bare = {HANDOUT_CSV, false, false, false};
    handout_print(capture_begin(&cap), &grid, &bare);
    assert_string_equal(capture_end(&cap), "rank,a,b,c,d,e\n"
                                           "5,3,10,21,16,5\n"
                                           "4,20,15,4,11,22\n"
                                           "3,9,2,25,6,17\n"
                                           "2,14,19,8,23,12\n"
                                           "1,1,24,13,18,7\n");
    handout_print_heading(capture_begin(&cap), &grid, HANDOUT_MARKDOWN);
    assert_string_equal(capture_end(&cap),
                        "**knight \xc2\xb7 5\xc3\x97" "5 \xc2\xb7 open "
                        "tour**\n\neach number is the square's place along "
                        "the path, 1 to 25\n\n");
}

/* A CSV heading quotes its field and doubles quotes in it; Markdown
 * escapes what would start markup. */
static void test_heading_escapes(void **state)
{
    (void)state;
    handout_grid grid;
    handout_grid_init(&grid, (board_size){1, 1});
    snprintf(grid.title, sizeof grid.title, "say \"hi\", *now*");
    handout_print_heading(capture_begin(&cap), &grid, HANDOUT_CSV);
    assert_string_equal(capture_end(&cap), "\"say \"\"hi\"\", *now*\"\n\n");
    handout_print_heading(capture_begin(&cap), &grid, HANDOUT_MARKDOWN);
    assert_string_equal(capture_end(&cap), "**say \"hi\", \\*now\\***\n\n");
    handout_print_heading(capture_begin(&cap), &grid, HANDOUT_TEXT);
    assert_string_equal(capture_end(&cap), "");
}

/* Position tables use FEN case and explain each defined letter, as the
 * picture does. */
static void test_position_cells_heading(void **state)
{
    (void)state;
    game_rules *rules = game_test_rules(10, 10, CHESS_RULES_SEED, "");
    bx_error err = {"", 0, 0};
    assert_int_equal(game_rules_define(rules, 'A', "BN", &err), BX_OK);
    game_position pos = game_test_fen(rules, "4k5/10/10/10/10/10/10/10/10/A3K5 w");
    game_report report;
    handout_grid grid;
    game_report_make(rules, &pos, &report);
    picture_position_cells(rules, &pos, &report, &grid);
    assert_string_equal(grid.title, "position 4k5/10/10/10/10/10/10/10/10/"
                                    "A3K5 w - - 0 1 (seed rules)");
    assert_string_equal(grid.legend,
                        "upper case: white, lower case: black (as in a FEN); "
                        "the number: the piece's legal moves; A = BN");
    game_rules_free(rules);
}

/* bad_step.txt is problem_knight.txt with 13 and 14 swapped: 12 (e3) ->
 * 13 (b2) and 14 (d1) -> 15 (a4) are no knight moves, 13 -> 14 is. */
static void test_tour_svg_bad_steps(void **state)
{
    (void)state;
    tour_grid tour;
    tour_report report;
    read_tour("bad_step.txt", &tour, &report);
    assert_int_equal(report.kind, TOUR_NONE);
    assert_int_equal(report.bad_steps, 2);
    picture_tour_svg(capture_begin(&cap), &tour, &report, "knight", false);
    const char *svg = capture_end(&cap);
    assert_well_formed_svg(svg);
    char title[BX_ERROR_MAX + 32];
    snprintf(title, sizeof title, "not a tour: %s</title>", report.reason);
    assert_contains(svg, title);
    assert_true(starts_with(report.reason, "step 12 \xe2\x86\x92 13"));
    /* 63 steps drawn, no closing one; two dashed. */
    assert_int_equal(occurrences(svg, "<line"), 63);
    assert_int_equal(occurrences(svg, "class=\"bad\""), 2);
    assert_int_equal(occurrences(svg, "stroke-dasharray"), 2);
    assert_contains(svg, "not a move (2)</text>");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_position_cells),
        cmocka_unit_test(test_position_cells_side_in_check),
        cmocka_unit_test(test_position_svg),
        cmocka_unit_test(test_position_defined_letter),
        cmocka_unit_test(test_position_long_title),
        cmocka_unit_test(test_tour_cells),
        cmocka_unit_test(test_tour_svg),
        cmocka_unit_test(test_tour_svg_bad_steps),
        cmocka_unit_test(test_puzzle),
        cmocka_unit_test(test_tour_cells_heading),
        cmocka_unit_test(test_heading_escapes),
        cmocka_unit_test(test_position_cells_heading),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
