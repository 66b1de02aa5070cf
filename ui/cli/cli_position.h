/* What the position commands (cli_position.c) share with perft
 * (cli_perft.c): where a position comes from, and the rules it is read
 * under. */
#ifndef BOARDEX_CLI_POSITION_H
#define BOARDEX_CLI_POSITION_H

#include <stdbool.h>

#include "chess_rules.h"
#include "cli.h"
#include "position.h"

extern const cli_option CLI_OPT_BOARD;
extern const cli_option CLI_OPT_FEN;

/* The rules of option, or fallback when it is not given. On failure the
 * message is already printed. */
bool cli_rules(cli_call *call, const cli_option *option, chess_rules fallback,
               chess_rules *rules);

/* The position of --board FILE, --fen FEN or the 8 row arguments from
 * args[first_row] on: exactly one of them, read under rules. On failure
 * the message is already printed. */
bool cli_load_position(cli_call *call, chess_rules rules, int first_row,
                       position *pos);

#endif
