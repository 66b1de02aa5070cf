/* Marks a teacher puts on squares to explain a position: each a symbol
 * (so they differ without colour too), a name for legends and a colour
 * for pictures. The explorer's screen and its handouts share them. */
#ifndef BOARDEX_BOARD_MARK_H
#define BOARDEX_BOARD_MARK_H

#include <stddef.h>

typedef enum {
    BOARD_MARK_NONE,
    BOARD_MARK_CIRCLE, /* o: look here */
    BOARD_MARK_CROSS,  /* x: a bad square */
    BOARD_MARK_GOOD,   /* !: a good square */
    BOARD_MARK_ASK,    /* ?: a question */
    BOARD_MARKS,
} board_mark;

/* "o", "x", "!", "?" ("" for none): ASCII, one column. */
const char *board_mark_symbol(board_mark mark);

/* "circle", "cross", "good", "question". */
const char *board_mark_name(board_mark mark);

/* Its colour in pictures, as 0xRRGGBB. */
long board_mark_rgb(board_mark mark);

/* "o circle, x cross" for the marks that appear among count cells, or ""
 * when none does. */
void board_mark_legend(const unsigned char *marks, int count, char *out,
                       size_t size);

#endif
