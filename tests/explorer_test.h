/* Shared by the explorer's cmocka tests: a fresh explorer per test, started
 * in a given mode, typing keys and prompt answers into it, and clicking a
 * square. */
#ifndef BOARDEX_EXPLORER_TEST_H
#define BOARDEX_EXPLORER_TEST_H

#include "boardex_test.h"

#include "explorer_keys.h"
#include "explorer_start.h"

/* Types each character of keys as a key press. */
static inline void type(explorer_state *explorer, const char *keys)
{
    for (const char *c = keys; *c != '\0'; c++)
        explorer_key(explorer, (unsigned char)*c);
}

/* Replaces the open prompt's line with line and presses Enter. */
static inline void answer(explorer_state *explorer, const char *line)
{
    explorer_key(explorer, BX_KEY_CTRL_U);
    type(explorer, line);
    explorer_key(explorer, BX_KEY_ENTER);
}

/* Moves the cursor to the square named (as "e4") on the Position mode
 * board, whatever its size, as the arrow keys would (a click on a piece
 * would pick it to move). */
static inline void go_to(explorer_state *explorer, const char *name)
{
    square sq;
    assert_int_equal(
        square_from_fide(explorer->work.position.pos.size, name, &sq, NULL),
        BX_OK);
    explorer_move_cursor(explorer, sq.row - explorer->work.cursor.row,
                         sq.col - explorer->work.cursor.col);
}

/* A new explorer with default options, after pressing mode_key ('1', '2'
 * or '3'; 0 leaves it in its first mode). */
static inline int explorer_test_setup(void **state, int mode_key)
{
    explorer_state *explorer = malloc(sizeof *explorer);
    explorer_options options;
    explorer_default_options(&options);
    assert_non_null(explorer);
    assert_int_equal(explorer_init(explorer, &options, NULL), BX_OK);
    if (mode_key != 0)
        explorer_key(explorer, mode_key);
    *state = explorer;
    return 0;
}

#ifdef BOARDEX_DATA_DIR
/* o, the path of a file under tests/data, Enter (Tour mode). */
static inline void open_tour(explorer_state *explorer, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", BOARDEX_DATA_DIR, name);
    type(explorer, "o");
    assert_int_equal(explorer->prompt, PROMPT_TOUR_FILE);
    type(explorer, path);
    explorer_key(explorer, BX_KEY_ENTER);
}
#endif

static inline int teardown(void **state)
{
    explorer_free(*state);
    return 0;
}

#endif
