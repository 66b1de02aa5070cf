/* The handout writers (handout.h): a grid of per-square numbers as text,
 * CSV, Markdown and SVG, and the heat palette their colours come from.
 * Every expected text is written out by hand from the formats the headers
 * describe (handout.h, svg.h, heat_palette.h). */
#include "unit/handout/handout_test.h"

#include "handout.h"
#include "heat_palette.h"
#include "svg.h"

static capture cap;

static int teardown(void **state)
{
    (void)state;
    capture_free(&cap);
    return 0;
}

/* 3 files by 2 ranks, index = row * 3 + col, row 0 the top rank:
 *   rank 2:   5  12   -
 *   rank 1:   0   7 100 */
static void grid_3x2(handout_grid *grid)
{
    handout_grid_init(grid, (board_size){3, 2});
    handout_grid_set(grid, 0, 5, false);
    handout_grid_set(grid, 1, 12, false);
    handout_grid_set(grid, 3, 0, false);
    handout_grid_set(grid, 4, 7, false);
    handout_grid_set(grid, 5, 100, false);
    grid->low = 0;
    grid->high = 100;
}

/* 10 x 10, square index i holding the number i. */
static void grid_10x10(handout_grid *grid)
{
    handout_grid_init(grid, (board_size){10, 10});
    for (int i = 0; i < 100; i++)
        handout_grid_set(grid, i, i, false);
    grid->high = 99;
}

static void test_init_is_blank(void **state)
{
    (void)state;
    handout_grid grid;
    handout_grid_init(&grid, (board_size){4, 3});
    assert_int_equal(grid.board.width, 4);
    assert_int_equal(grid.board.height, 3);
    assert_int_equal(grid.mark, -1);
    assert_int_equal(grid.low, 0);
    assert_int_equal(grid.high, 0);
    assert_false(grid.diverging);
    assert_string_equal(grid.title, "");
    assert_string_equal(grid.legend, "");
    for (int i = 0; i < 12; i++) {
        assert_true(grid.blank[i]);
        assert_string_equal(grid.cell[i], "-");
    }
}

static void test_set_signed_and_unsigned(void **state)
{
    (void)state;
    handout_grid grid;
    handout_grid_init(&grid, (board_size){3, 3});
    handout_grid_set(&grid, 0, 3, true);
    handout_grid_set(&grid, 1, -2, true);
    handout_grid_set(&grid, 2, 0, true); /* no sign on 0 */
    handout_grid_set(&grid, 3, 3, false);
    handout_grid_set(&grid, 4, -2, false); /* a minus is no sign choice */
    handout_grid_set(&grid, 5, 675, true);
    handout_grid_set(&grid, 6, -675, true);
    static const char *const CELLS[] = {"+3", "-2", "0",    "3",   "-2",
                                        "+675", "-675", "-", "-"};
    static const int VALUES[] = {3, -2, 0, 3, -2, 675, -675};
    for (int i = 0; i < 9; i++) {
        assert_string_equal(grid.cell[i], CELLS[i]);
        assert_int_equal(grid.blank[i], i >= 7);
        if (i < 7)
            assert_int_equal(grid.value[i], VALUES[i]);
    }
}

static void test_text_aligned_to_widest(void **state)
{
    (void)state;
    handout_grid grid;
    grid_3x2(&grid);
    /* "100" is the widest: every cell right-aligned in 3 columns. */
    grid.min_width = 2;
    handout_print_text(capture_begin(&cap), &grid, false);
    assert_string_equal(capture_end(&cap), "  5  12   -\n"
                                           "  0   7 100\n");
    /* min_width wider than any cell wins. */
    grid.min_width = 4;
    handout_print_text(capture_begin(&cap), &grid, false);
    assert_string_equal(capture_end(&cap), "   5   12    -\n"
                                           "   0    7  100\n");
}

static void test_text_in_colour(void **state)
{
    (void)state;
    handout_grid grid;
    handout_grid_init(&grid, (board_size){2, 1});
    handout_grid_set(&grid, 0, 0, false);
    grid.high = 9;
    /* Black figures on the lowest level's background; the blank cell has
     * no colour. */
    char expected[64];
    snprintf(expected, sizeof expected, "\033[30;48;5;%dm0\033[0m -\n",
             heat_color256(0));
    handout_print_text(capture_begin(&cap), &grid, true);
    assert_string_equal(capture_end(&cap), expected);
}

static void test_csv_and_markdown_3x2(void **state)
{
    (void)state;
    handout_grid grid;
    grid_3x2(&grid);
    handout_print_csv(capture_begin(&cap), &grid);
    assert_string_equal(capture_end(&cap), "rank,a,b,c\n"
                                           "2,5,12,-\n"
                                           "1,0,7,100\n");
    handout_print_markdown(capture_begin(&cap), &grid);
    assert_string_equal(capture_end(&cap), "| rank | a | b | c |\n"
                                           "| ---: | ---: | ---: | ---: |\n"
                                           "| 2 | 5 | 12 | - |\n"
                                           "| 1 | 0 | 7 | 100 |\n");
}

static void test_10x10_labels(void **state)
{
    (void)state;
    handout_grid grid;
    grid_10x10(&grid);
    const char *text;

    handout_print_csv(capture_begin(&cap), &grid);
    text = capture_end(&cap);
    assert_true(starts_with(text, "rank,a,b,c,d,e,f,g,h,i,j\n"
                                  "10,0,1,2,3,4,5,6,7,8,9\n"
                                  "9,10,11,12,13,14,15,16,17,18,19\n"));
    assert_contains(text, "\n1,90,91,92,93,94,95,96,97,98,99\n");
    assert_int_equal(occurrences(text, "\n"), 11);

    handout_print_markdown(capture_begin(&cap), &grid);
    text = capture_end(&cap);
    assert_true(starts_with(
        text, "| rank | a | b | c | d | e | f | g | h | i | j |\n"
              "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | "
              "---: | ---: | ---: |\n"
              "| 10 | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 |\n"));
    assert_contains(text,
                    "\n| 1 | 90 | 91 | 92 | 93 | 94 | 95 | 96 | 97 | 98 | 99 |\n");
    assert_int_equal(occurrences(text, "\n"), 12);

    handout_print_text(capture_begin(&cap), &grid, false);
    text = capture_end(&cap);
    assert_true(starts_with(text, " 0  1  2  3  4  5  6  7  8  9\n"
                                  "10 11 12 13 14 15 16 17 18 19\n"));
    assert_contains(text, "\n90 91 92 93 94 95 96 97 98 99\n");
    assert_int_equal(occurrences(text, "\n"), 10);
}

/* The square rect svg.h describes for index of board, with fill. */
static void square_rect(char *out, size_t size, board_size board, int index,
                        long fill)
{
    square sq = square_at(board, index);
    snprintf(out, size,
             "<rect class=\"square\" x=\"%d\" y=\"%d\" width=\"%d\" "
             "height=\"%d\" fill=\"#%06lx\"",
             svg_square_x(sq.col), svg_square_y(sq.row), SVG_SQUARE,
             SVG_SQUARE, fill);
}

static void test_svg(void **state)
{
    (void)state;
    handout_grid grid;
    char rect[160];
    bool dark;
    grid_3x2(&grid);
    snprintf(grid.title, sizeof grid.title, "moves <3x2> & more");
    snprintf(grid.legend, sizeof grid.legend, "blue: few, red: many");
    handout_print_svg(capture_begin(&cap), &grid, false);
    const char *svg = capture_end(&cap);

    assert_true(starts_with(svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                 "<svg "));
    assert_well_formed_svg(svg);
    assert_contains(svg, "<title>moves &lt;3x2&gt; &amp; more</title>");
    assert_contains(svg, ">moves &lt;3x2&gt; &amp; more</text>");
    /* One square per cell, filled as handout_fill says; the blank one
     * white. */
    assert_int_equal(occurrences(svg, "class=\"square\""), 6);
    for (int i = 0; i < 6; i++) {
        square_rect(rect, sizeof rect, grid.board, i,
                    handout_fill(&grid, i, false, &dark));
        assert_contains(svg, rect);
    }
    assert_int_equal(handout_fill(&grid, 2, false, &dark), 0xffffff);
    /* The figures, the labels a..c and 1..2. */
    assert_contains(svg, ">100</text>");
    assert_contains(svg, ">-</text>");
    assert_contains(svg, ">c</text>");
    assert_contains(svg, ">2</text>");
    /* The legend: a box for each of the ten levels in its colour, the
     * scale's ends and the words. */
    for (int level = 0; level < HEAT_LEVELS; level++) {
        char fill[32];
        snprintf(fill, sizeof fill, "fill=\"#%06lx\"",
                 palette_rgb(heat_color256(level)));
        assert_contains(svg, fill);
    }
    assert_int_equal(occurrences(svg, "<rect"), 1 + 6 + HEAT_LEVELS);
    assert_contains(svg, ">0</text>");
    assert_contains(svg, ">blue: few, red: many</text>");
    assert_true(has_colour_fill(svg));
    /* No mark: no outline. */
    assert_int_equal(occurrences(svg, "fill=\"none\""), 0);
    assert_contains(svg + strlen(svg) - 7, "</svg>\n");
}

static void test_svg_mono_is_grey(void **state)
{
    (void)state;
    handout_grid grid;
    char rect[160];
    bool dark;
    grid_10x10(&grid);
    grid.mark = 55;
    snprintf(grid.title, sizeof grid.title, "mono");
    handout_print_svg(capture_begin(&cap), &grid, true);
    const char *svg = capture_end(&cap);
    assert_well_formed_svg(svg);
    /* 100 squares, 10 legend boxes, 100 figures, 20 labels, the ends. */
    assert_true(assert_fills_grey(svg) >= 100 + 10 + 100 + 20 + 2);
    assert_int_equal(occurrences(svg, "class=\"square\""), 100);
    for (int i = 0; i < 100; i++) {
        square_rect(rect, sizeof rect, grid.board, i,
                    handout_fill(&grid, i, true, &dark));
        assert_contains(svg, rect);
    }
    /* The lowest level is white, the highest dark with white figures. */
    assert_int_equal(handout_fill(&grid, 0, true, &dark), 0xffffff);
    assert_false(dark);
    long top = handout_fill(&grid, 99, true, &dark);
    assert_true(dark);
    assert_true((top & 0xff) < 0x80);
    assert_contains(svg, "fill=\"#ffffff\" text-anchor=\"middle\">99</text>");
    /* The mark is one outline; rank 10 and file j are labelled. */
    assert_int_equal(occurrences(svg, "fill=\"none\""), 1);
    assert_contains(svg, ">10</text>");
    assert_contains(svg, ">j</text>");
}

static void test_svg_diverging(void **state)
{
    (void)state;
    handout_grid grid;
    bool dark;
    handout_grid_init(&grid, (board_size){3, 1});
    handout_grid_set(&grid, 0, -4, true);
    handout_grid_set(&grid, 1, 0, true);
    handout_grid_set(&grid, 2, 4, true);
    grid.diverging = true;
    grid.high = 4;
    /* Neutral grey at 0 (xterm 255 is #eeeeee), blue below, red above. */
    assert_int_equal(handout_fill(&grid, 1, false, &dark), 0xeeeeee);
    long cool = handout_fill(&grid, 0, false, &dark);
    long warm = handout_fill(&grid, 2, false, &dark);
    assert_true((cool & 0xff) > (cool >> 16));
    assert_true((warm >> 16) > (warm & 0xff));
    /* The same size either way is the same grey in mono. */
    assert_int_equal(handout_fill(&grid, 0, true, &dark),
                     handout_fill(&grid, 2, true, &dark));
    handout_print_svg(capture_begin(&cap), &grid, false);
    const char *svg = capture_end(&cap);
    assert_well_formed_svg(svg);
    /* 2 * 5 + 1 legend boxes from -4 to +4. */
    assert_int_equal(occurrences(svg, "<rect"), 1 + 3 + 2 * DIVERGING_LEVELS + 1);
    assert_contains(svg, ">-4</text>");
    assert_contains(svg, ">+4</text>");
}

/* The xterm-256 colours as xterm defines them: the 6x6x6 cube of 0, 95,
 * 135, 175, 215, 255 from 16, the grey ramp 8, 18, ... 238 from 232. */
static void test_palette_rgb(void **state)
{
    (void)state;
    assert_int_equal(palette_rgb(16), 0x000000);
    assert_int_equal(palette_rgb(231), 0xffffff);
    assert_int_equal(palette_rgb(196), 0xff0000);
    assert_int_equal(palette_rgb(33), 0x0087ff);
    assert_int_equal(palette_rgb(46), 0x00ff00);
    assert_int_equal(palette_rgb(232), 0x080808);
    assert_int_equal(palette_rgb(255), 0xeeeeee);
}

/* Low is the coolest, high the hottest, and warmth (red minus blue) never
 * falls from one level to the next. */
static void test_heat_palette_monotone(void **state)
{
    (void)state;
    assert_int_equal(heat_level(3, 3, 12), 0);
    assert_int_equal(heat_level(12, 3, 12), HEAT_LEVELS - 1);
    /* (7 - 3) * 9 / 9 */
    assert_int_equal(heat_level(7, 3, 12), 4);
    int previous_level = 0;
    for (int value = 3; value <= 12; value++) {
        int level = heat_level(value, 3, 12);
        assert_true(level >= previous_level);
        previous_level = level;
    }
    long coolest = palette_rgb(heat_color256(0));
    long hottest = palette_rgb(heat_color256(HEAT_LEVELS - 1));
    assert_int_equal(hottest, 0xff0000); /* red */
    assert_true((coolest & 0xff) == 0xff && (coolest >> 16) == 0); /* blue */
    long previous = -256;
    for (int level = 0; level < HEAT_LEVELS; level++) {
        long rgb = palette_rgb(heat_color256(level));
        long warmth = (rgb >> 16) - (rgb & 0xff);
        assert_true(warmth >= previous);
        previous = warmth;
    }
    /* The greys darken level by level. */
    long previous_grey = 0x100;
    for (int level = 0; level < HEAT_LEVELS; level++) {
        long grey = palette_grey(level, HEAT_LEVELS) & 0xff;
        assert_true(grey <= previous_grey);
        previous_grey = grey;
    }
    assert_int_equal(palette_grey(0, HEAT_LEVELS), 0xffffff);
    assert_true(palette_grey(HEAT_LEVELS - 1, HEAT_LEVELS) <
                palette_grey(HEAT_LEVELS / 2, HEAT_LEVELS));
}

static void test_format_names(void **state)
{
    (void)state;
    handout_format format;
    assert_true(handout_format_of("svg", &format));
    assert_int_equal(format, HANDOUT_SVG);
    assert_true(handout_format_of("markdown", &format));
    assert_int_equal(format, HANDOUT_MARKDOWN);
    assert_false(handout_format_of("html", &format));
    assert_false(handout_format_of("CSV", &format));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init_is_blank),
        cmocka_unit_test(test_set_signed_and_unsigned),
        cmocka_unit_test(test_text_aligned_to_widest),
        cmocka_unit_test(test_text_in_colour),
        cmocka_unit_test(test_csv_and_markdown_3x2),
        cmocka_unit_test(test_10x10_labels),
        cmocka_unit_test(test_svg),
        cmocka_unit_test(test_svg_mono_is_grey),
        cmocka_unit_test(test_svg_diverging),
        cmocka_unit_test(test_palette_rgb),
        cmocka_unit_test(test_heat_palette_monotone),
        cmocka_unit_test(test_format_names),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
