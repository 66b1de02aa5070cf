/* What the position commands (cli_position.c) share with perft
 * (cli_perft.c): the rules a position is read under and where it comes
 * from, all through the door (game.h). */
#ifndef BOARDEX_CLI_POSITION_H
#define BOARDEX_CLI_POSITION_H

#include <stdbool.h>

#include "chess_rules.h"
#include "cli.h"
#include "game.h"
#include "game_variant.h"

extern const cli_option CLI_OPT_BOARD;
extern const cli_option CLI_OPT_FEN;
/* --define L=BETZA, repeatable. */
extern const cli_option CLI_OPT_DEFINE;
/* --variant NAME: a built-in variant (game_variant.h), or with
 * --variant-file the section of that name; without a position source the
 * commands take its start. */
extern const cli_option CLI_OPT_VARIANT;
/* --variant-file FILE: a variants.ini whose section --variant NAME names
 * (or whose only section) gives the variant. */
extern const cli_option CLI_OPT_VARIANT_FILE;

/* The variant name names: the section of the variants.ini at path (name
 * NULL: its only one), or with path NULL the built-in variant. On failure
 * the message is already printed. */
bool cli_variant_load(cli_call *call, const char *path, const char *name,
                      game_variant *out);

/* Every section of the variants.ini at path, each read as
 * cli_variant_load reads one, in the file's order into out (room for
 * GAME_VARIANT_FILE_SECTIONS): *count of them, and *named the index of
 * name's (name NULL: the first). A section refused refuses the
 * file. On failure the message is already printed. */
bool cli_variant_file_load_all(cli_call *call, const char *path,
                               const char *name, game_variant *out,
                               int *count, int *named);

/* The rules of option, or fallback when it is not given. On failure the
 * message is already printed. */
bool cli_rules(cli_call *call, const cli_option *option, chess_rules fallback,
               chess_rules *rules);

/* The door's rules: --size, the rule set of option (fallback when it is
 * not given, seed where a fallback of fide cannot be played) and every
 * --define in the order given. *out is freed with game_rules_free. On
 * failure the message is already printed. */
bool cli_game_rules(cli_call *call, const cli_option *option,
                    chess_rules fallback, game_rules **out);

/* Whether the call reads FENs from stdin, one a line: --fen - and no
 * other source of a position. */
bool cli_reads_fen_lines(const cli_call *call, int first_row);

/* The position of --board FILE, --fen FEN or the H row arguments from
 * args[first_row] on: exactly one of them, read under rules. On failure
 * the message is already printed. */
bool cli_load_position(cli_call *call, const game_rules *rules, int first_row,
                       game_position *pos);

#endif
