/* Putting text on the screen: clipped to a width in columns, and with the
 * few non-ASCII characters boardex uses (×, •, →, box lines) replaced by
 * ASCII when the terminal's locale is not UTF-8. */
#ifndef BOARDEX_VIEW_TEXT_H
#define BOARDEX_VIEW_TEXT_H

#include "colors.h"

/* Writes text at (y, x), at most max_cols columns; returns the columns
 * written. Every character counts as one column. */
int view_put(const view_style *style, int y, int x, const char *text,
             int max_cols, attr_t attr);

/* Writes text word-wrapped into width columns from (y, x), at most
 * max_lines lines, indenting continuation lines by indent. The last line
 * ends in "..." when the text does not fit. Returns the lines used. */
int view_wrap(const view_style *style, int y, int x, const char *text,
              int width, int max_lines, int indent, attr_t attr);

/* Columns text takes (UTF-8 characters). */
int view_text_width(const char *text);

/* Fills width columns at (y, x) with spaces in attr. */
void view_fill(int y, int x, int width, attr_t attr);

#endif
