/* The options that choose a handout's format (--format, --scale, --mono);
 * the grids and pictures themselves are in handout.h and pictures.h. */
#ifndef BOARDEX_CLI_HANDOUT_H
#define BOARDEX_CLI_HANDOUT_H

#include <stdbool.h>

#include "cli.h"
#include "handout.h"

extern const cli_option CLI_OPT_FORMAT;
extern const cli_option CLI_OPT_SCALE;
extern const cli_option CLI_OPT_MONO;

/* Reads --format, --scale and --mono (text, relative, colour when none is
 * given). On failure the message is already printed. */
bool cli_handout_style(cli_call *call, handout_style *style);

#endif
