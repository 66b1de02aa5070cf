/* The prompt line editor: shell-like editing over UTF-8 bytes. */
#include "boardex_test.h"

#include "line_edit.h"

static void test_insert_and_move(void **unused)
{
    (void)unused;
    line_edit line;
    line_edit_set(&line, "(1,2)");
    assert_int_equal(line.cursor, 5);
    line_edit_home(&line);
    line_edit_insert(&line, ' ');
    line_edit_right(&line);
    line_edit_insert(&line, '-');
    assert_string_equal(line.text, " (-1,2)");
    assert_int_equal(line.cursor, 3);
    line_edit_end(&line);
    assert_int_equal(line.cursor, 7);
    line_edit_right(&line); /* at the end: stays */
    assert_int_equal(line.cursor, 7);
}

static void test_delete_and_clear(void **unused)
{
    (void)unused;
    line_edit line;
    line_edit_set(&line, "8x8");
    line_edit_backspace(&line);
    assert_string_equal(line.text, "8x");
    line_edit_home(&line);
    line_edit_backspace(&line); /* nothing before the cursor */
    line_edit_delete(&line);
    assert_string_equal(line.text, "x");
    assert_int_equal(line.cursor, 0);
    line_edit_clear(&line);
    assert_string_equal(line.text, "");
    assert_int_equal(line.length, 0);
    line_edit_delete(&line); /* nothing under the cursor */
    assert_string_equal(line.text, "");
}

/* A prompt opens with its value selected: the first typed character
 * replaces it, moving keeps it (issue: `S` then `10x10` gave 8x810x10). */
static void test_selected_text_is_replaced_by_typing(void **unused)
{
    (void)unused;
    line_edit line;
    line_edit_set(&line, "8x8");
    assert_true(line.selected);
    line_edit_insert_text(&line, "10x10");
    assert_string_equal(line.text, "10x10");
    line_edit_set(&line, "8x8");
    line_edit_left(&line);
    line_edit_insert(&line, '1');
    assert_string_equal(line.text, "8x18");
    line_edit_set(&line, "8x8");
    line_edit_home(&line);
    line_edit_insert(&line, '1');
    assert_string_equal(line.text, "18x8");
    line_edit_set(&line, "8x8");
    line_edit_backspace(&line);
    line_edit_insert(&line, '9');
    assert_string_equal(line.text, "8x9");
    line_edit_set(&line, "");
    assert_false(line.selected);
}

/* Ctrl-W deletes the word before the cursor and the blanks after it. */
static void test_delete_word(void **unused)
{
    (void)unused;
    line_edit line;
    line_edit_set(&line, "(1,2) (2,1)  ");
    line_edit_delete_word(&line);
    assert_string_equal(line.text, "(1,2) ");
    line_edit_delete_word(&line);
    assert_string_equal(line.text, "");
    line_edit_delete_word(&line); /* nothing left: nothing happens */
    assert_string_equal(line.text, "");
    line_edit_set(&line, "a bc d");
    line_edit_left(&line);
    line_edit_left(&line); /* after "a bc" */
    line_edit_delete_word(&line);
    assert_string_equal(line.text, "a  d");
    assert_int_equal(line.cursor, 2);
}

static void test_control_bytes_refused(void **unused)
{
    (void)unused;
    line_edit line;
    line_edit_set(&line, "");
    assert_false(line_edit_insert(&line, '\n'));
    assert_false(line_edit_insert(&line, 0x7F));
    assert_false(line_edit_insert(&line, 0x110000));
    assert_true(line_edit_insert(&line, 'a'));
    assert_string_equal(line.text, "a");
}

static void test_utf8_moves_whole_characters(void **unused)
{
    (void)unused;
    line_edit line;
    line_edit_set(&line, "caf\xc3\xa9s"); /* "cafés" */
    line_edit_left(&line);                /* before s */
    line_edit_left(&line);                /* before é, two bytes back */
    assert_int_equal(line.cursor, 3);
    line_edit_delete(&line); /* removes both bytes of é */
    assert_string_equal(line.text, "cafs");
    line_edit_set(&line, "\xc3\xa9");
    line_edit_backspace(&line);
    assert_string_equal(line.text, "");
}

static void test_full_line(void **unused)
{
    (void)unused;
    line_edit line;
    char long_text[LINE_EDIT_MAX + 10];
    memset(long_text, 'x', sizeof long_text - 1);
    long_text[sizeof long_text - 1] = '\0';
    line_edit_set(&line, long_text);
    assert_int_equal(line.length, LINE_EDIT_MAX - 1);
    assert_true(line.overflow); /* cut, so a prompt will refuse it */
    line_edit_end(&line);       /* keep the text: typing adds to it */
    assert_false(line_edit_insert(&line, 'y'));
    line_edit_insert_text(&line, "more");
    assert_int_equal(line.length, LINE_EDIT_MAX - 1);
    assert_int_equal((int)strlen(line.text), LINE_EDIT_MAX - 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_insert_and_move),
        cmocka_unit_test(test_delete_and_clear),
        cmocka_unit_test(test_control_bytes_refused),
        cmocka_unit_test(test_selected_text_is_replaced_by_typing),
        cmocka_unit_test(test_delete_word),
        cmocka_unit_test(test_utf8_moves_whole_characters),
        cmocka_unit_test(test_full_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
