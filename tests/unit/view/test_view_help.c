/* The help screen pages by screen rows: on a narrow screen, where keys'
 * sentences wrap, paging through with Space shows every row of the help
 * exactly once, in order. The rows to expect come from the same help
 * drawn on a screen tall enough to show all of it on one page. */
#include "view_screen.h"

#include "explorer_help.h"
#include "key_binding.h"

enum { WIDTH = 40, SHORT = 12, TALL = 500, ROW_MAX = 128 };

typedef struct {
    char (*rows)[ROW_MAX];
    int count;
} row_list;

/* The help rows on screen (between the title and the status line). */
static int read_page(char (*out)[ROW_MAX], int max)
{
    int count = 0;
    for (int y = 1; y < LINES - 1 && count < max; y++) {
        test_screen_row(y, out[count], ROW_MAX);
        if (out[count][0] != '\0')
            count++;
    }
    return count;
}

static void draw(explorer_state *state, const view_style *style)
{
    view_page_size(state); /* as the front end does before each key */
    view_draw(state, style);
}

/* Where page (count rows) starts in all, or -1. */
static int find_page(const row_list *all, char (*page)[ROW_MAX], int count)
{
    for (int i = 0; i + count <= all->count; i++) {
        int same = 0;
        while (same < count && strcmp(all->rows[i + same], page[same]) == 0)
            same++;
        if (same == count)
            return i;
    }
    return -1;
}

static void test_paging_sees_every_row_once(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(TALL, WIDTH);
    explorer_state *state = test_state(NULL);
    explorer_key(state, '?');
    assert_int_equal(state->focus, FOCUS_HELP);

    row_list all = {calloc(TALL, ROW_MAX), 0};
    assert_non_null(all.rows);
    draw(state, &ts.style);
    all.count = read_page(all.rows, TALL);
    /* The tall screen holds it all, with rows to spare. */
    assert_true(all.count > 40);
    assert_true(all.count < TALL - 10);

    resizeterm(SHORT, WIDTH);
    char page[SHORT][ROW_MAX];
    int seen = 0; /* rows of all seen so far, in order */
    int pages = 0;
    draw(state, &ts.style);
    for (;;) {
        int count = read_page(page, SHORT);
        assert_int_equal(count, SHORT - 2); /* every page full */
        int at = find_page(&all, page, count);
        assert_true(at >= 0);
        pages++;
        if (at + count >= all.count) {
            /* The last page ends with the last row; it may overlap the
             * one before, but nothing between them is skipped. */
            assert_true(at <= seen);
            seen = all.count;
            break;
        }
        assert_int_equal(at, seen); /* starts right after the last page */
        seen = at + count;
        explorer_key(state, ' ');
        draw(state, &ts.style);
    }
    assert_int_equal(seen, all.count);
    assert_true(pages >= all.count / (SHORT - 2));

    /* PgUp goes back a whole page; Up one row. */
    int before = state->help_scroll;
    explorer_key(state, BX_KEY_PAGE_UP);
    assert_int_equal(state->help_scroll, before - (SHORT - 2));
    explorer_key(state, BX_KEY_UP);
    assert_int_equal(state->help_scroll, before - (SHORT - 2) - 1);

    free(all.rows);
    explorer_free(state);
    test_screen_close(&ts);
}

/* Some keys' sentences do wrap at 40 columns: the test above is about
 * something. And they start right after their keys. */
static void test_narrow_help_wraps(void **unused)
{
    (void)unused;
    test_screen ts = test_screen_open(TALL, WIDTH);
    explorer_state *state = test_state(NULL);
    explorer_key(state, '?');
    draw(state, &ts.style);
    char (*rows)[ROW_MAX] = calloc(TALL, ROW_MAX);
    assert_non_null(rows);
    int count = read_page(rows, TALL);
    int continued = 0; /* rows that start blank: a sentence's next line */
    for (int i = 0; i < count; i++)
        continued += strncmp(rows[i], "     ", 5) == 0;
    assert_true(continued > 10);
    /* Too narrow for the 22-column key field: each sentence follows its
     * keys, two spaces on. */
    bool compact = false;
    for (int i = 0; i < count; i++)
        compact = compact || strncmp(rows[i], "   q  quit", 10) == 0;
    assert_true(compact);
    free(rows);
    explorer_free(state);
    test_screen_close(&ts);
}

/* The lines at once are the lines one by one, in every mode: none lost
 * to the array's size. */
static void test_lines_at_once(void **unused)
{
    (void)unused;
    help_line all[HELP_LINES_MAX];
    for (int mode = 0; mode < MODE_COUNT; mode++) {
        int count = help_lines_in_mode(mode, all, HELP_LINES_MAX);
        assert_int_equal(count, help_line_count());
        assert_true(count < HELP_LINES_MAX);
        for (int i = 0; i < count; i++) {
            help_line one = help_line_in_mode(mode, i);
            assert_ptr_equal(all[i].heading, one.heading);
            assert_ptr_equal(all[i].binding, one.binding);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_paging_sees_every_row_once),
        cmocka_unit_test(test_narrow_help_wraps),
        cmocka_unit_test(test_lines_at_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
