/* The batch CLI: subcommands, their options, and the helpers they share.
 *
 * Each subcommand is a cli_command defined in its own cli_*.c file and
 * listed in cli_commands.c. The parser knows nothing of any command: it
 * checks arguments against the command's option list and hands over a
 * cli_call. Output formats are a contract; see README.md. */
#ifndef BOARDEX_CLI_H
#define BOARDEX_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "exit_status.h"
#include "piece.h"
#include "square.h"
#include "square_set.h"

enum {
    CLI_MAX_ARGS = 16,
    CLI_MAX_OCCURRENCES = 64,
    /* The longest error line, "boardex: " and the newline included, is
     * one byte under this. */
    CLI_MESSAGE_MAX = 300,
    CLI_MOST_THREADS = 64, /* -j */
};

typedef struct {
    const char *name;       /* "--size" */
    const char *value_name; /* "WxH", or NULL for a flag */
    const char *help;
} cli_option;

/* One --option on the command line, in the order given. */
typedef struct {
    const cli_option *option;
    const char *value; /* NULL for a flag */
} cli_occurrence;

struct cli_call;

typedef struct {
    const char *name;        /* "moves" */
    const char *usage;       /* "SQUARE [--coords]" after the name */
    const char *summary;     /* one line for `boardex --help` */
    const char *description; /* the rest of `boardex moves --help` */
    const cli_option *const *options; /* NULL-terminated */
    int min_args;
    int max_args;
    int (*run)(struct cli_call *call);
} cli_command;

typedef struct cli_call {
    const cli_command *command;
    const char *args[CLI_MAX_ARGS];
    int arg_count;
    cli_occurrence given[CLI_MAX_OCCURRENCES];
    int given_count;
    FILE *out;
    FILE *err;
} cli_call;

/* What --blockers does, for the help of the commands that take it. */
#define CLI_BLOCKERS_NOTE                                                      \
    "--blockers d5,e4 puts pieces of the other side there: the piece may\n" \
    "take one (not with a move-only move), riders stop at one, hoppers\n"    \
    "(p, g) hop over one, lame leaps (n) are blocked by one. A blocker's\n"  \
    "square has no count.\n"

/* Options several commands share. */
extern const cli_option CLI_OPT_SIZE;
extern const cli_option CLI_OPT_PIECE;
extern const cli_option CLI_OPT_ONCE;
extern const cli_option CLI_OPT_REPEATED;
extern const cli_option CLI_OPT_BETZA;
extern const cli_option CLI_OPT_SYMMETRIC;
extern const cli_option CLI_OPT_COORDS;
extern const cli_option CLI_OPT_JOBS;
extern const cli_option CLI_OPT_BLOCKERS;

/* The command table (cli_commands.c). */
int cli_command_count(void);
const cli_command *cli_command_at(int index);
const cli_command *cli_command_find(const char *name);

/* Runs `boardex ARGV...` (argv[0] is the program) and returns the exit
 * status (cli_main.c). */
int cli_main(int argc, char **argv, FILE *out, FILE *err);

/* Whether arg is one of boardex's own options (--help, -h, --version,
 * --completion), which no command takes in its place. */
bool cli_is_global_option(const char *arg);

/* Parses one command's arguments and options and runs it (cli_args.c). */
int cli_run_command(const cli_command *command, int argc, char **argv,
                    FILE *out, FILE *err);

void cli_print_help(FILE *out);
void cli_print_command_help(const cli_command *command, FILE *out);

/* Prints "boardex: MESSAGE" on the error stream, as one line shorter than
 * CLI_MESSAGE_MAX (cut when longer); returns CLI_EXIT_ERROR. User text goes
 * into the message through bx_quote. */
int cli_fail(cli_call *call, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* For qsort over an array of char arrays (square names, moves): byte
 * order, so b10 comes before b2 as the README says. */
int cli_compare_text(const void *a, const void *b);

/* The model's error about a file or stream named label: "LABEL:LINE:
 * MESSAGE" when it is about one line, else "LABEL: MESSAGE". */
int cli_fail_located(cli_call *call, const char *label, const bx_error *err);

/* Whether the flag was given / the last value given for option (or NULL). */
bool cli_flag(const cli_call *call, const cli_option *option);
const char *cli_value(const cli_call *call, const cli_option *option);

/* A whole number from min to max written in decimal digits, or -1. */
int cli_small_number(const char *text, int min, int max);

/* -j N (1 to CLI_MOST_THREADS), or 1. On failure the message is already
 * printed. */
bool cli_threads(cli_call *call, int *threads);

/* --size, or 8x8. On failure the message is already printed. */
bool cli_board(cli_call *call, board_size *board);

/* The piece of --piece/--betza/--once/--repeated, all joined in the order
 * given (with --symmetric, each direction stands for its 8 images); a
 * knight when none is given. On failure the message is already printed. */
bool cli_piece(cli_call *call, piece_spec *piece);

/* A name for the piece of --piece/--betza/--once/--repeated, for titles:
 * each preset with its Betza and each Betza string, joined with " + "
 * ("knight (N)" when none is given); "custom piece" when directions are
 * given. */
void cli_piece_label(const cli_call *call, char *out, size_t size);

/* The label of one piece as --piece, --betza or --with name it: "bishop
 * (B)" for a preset, the text itself for Betza. */
void cli_piece_spec_label(const char *spec, char *out, size_t size);

/* A piece written in one word, as --with takes it: a preset name, else a
 * Betza string ("NN", "WfF"). On failure the message is already printed:
 * the Betza reader's when text looks like Betza (it holds an upper-case
 * letter or a bracket), else "unknown piece: 'TEXT'". */
bool cli_piece_named(cli_call *call, const char *text, piece_spec *piece);

/* The words a value may be, by the option's value name ("WHEN": auto,
 * always, never; "COLOUR": white, black), NULL-terminated; NULL when any
 * text goes. The parser and the shell completions share them. */
const char *const *cli_value_words(const char *value_name);

/* Option's value, checked against its words; absent when the option is
 * not given. NULL, with "boardex: COMMAND: --OPTION takes A, B or C"
 * printed, when the value is none of them. */
const char *cli_value_choice(cli_call *call, const cli_option *option,
                             const char *absent);

/* Prints the completion script for shell ("bash" or "zsh"), made from the
 * command table, the options and the preset names; false for another
 * shell. */
bool cli_print_completion(const char *shell, FILE *out);

/* A square argument, FIDE ("d4") or coordinates ("4,3"). */
bool cli_square(cli_call *call, board_size board, const char *text,
                square *sq);

/* --blockers (model/piece/targets.h): the squares holding pieces of the
 * other side, none when not given. On failure the message is already
 * printed ("--blockers: 'z9' is not a square of the 8x8 board"). */
bool cli_blockers(cli_call *call, board_size board, square_set *out);

/* The square the piece stands on (cli_square), which must not hold a
 * blocker. */
bool cli_piece_square(cli_call *call, board_size board,
                      const square_set *blockers, const char *text,
                      square *sq);

#endif
