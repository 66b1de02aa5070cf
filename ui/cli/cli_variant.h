/* The position commands (count, legal, fen, board) on any board size or
 * with pieces defined in Betza: the general generator of model/variant.
 * cli_position.c keeps the bitboard path for the six chess pieces on 8x8
 * and hands everything else here. */
#ifndef BOARDEX_CLI_VARIANT_H
#define BOARDEX_CLI_VARIANT_H

#include <stdbool.h>

#include "cli.h"

typedef enum {
    CLI_VARIANT_COUNT,
    CLI_VARIANT_LEGAL,
    CLI_VARIANT_FEN,
    CLI_VARIANT_BOARD,
} cli_variant_command;

/* --define L=BETZA, repeatable. */
extern const cli_option CLI_OPT_DEFINE;

/* Whether the call needs the general generator: a --define, or a --size
 * other than 8x8 (a bad --size too, which it then reports). */
bool cli_variant_wanted(const cli_call *call);

/* Runs the command; the position's options are found by name (--board,
 * --fen, --side, --square), as cli_position.c declares them. */
int cli_variant_run(cli_call *call, cli_variant_command command);

#endif
