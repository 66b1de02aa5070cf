/* The interactive explorer's front end: the terminal check, curses set-up
 * and tear-down, signals and the event loop. */
#ifndef BOARDEX_EXPLORER_MAIN_H
#define BOARDEX_EXPLORER_MAIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "explorer_start.h"

typedef struct {
    explorer_options start;
    bool no_color; /* --no-color (NO_COLOR is read too) */
    bool ascii;    /* --ascii: letters even where UTF-8 would work */
    bool no_mouse; /* --no-mouse: leave text selection to the terminal */
} explorer_ui_options;

/* Whether stdin and stdout are a terminal curses can drive. When not,
 * why holds the reason ("TERM is not set"). */
bool explorer_terminal_usable(char *why, size_t size);

/* Runs the explorer until the user quits; returns the exit status. Errors
 * (no terminal, a bad start) are one line on err and status 2. */
int explorer_run(const explorer_ui_options *options, FILE *err);

#endif
