/* The table of subcommands, in the order `boardex --help` lists them, and
 * the entry that picks one. */
#include <string.h>

#include "cli.h"

extern const cli_command CLI_COORDS, CLI_SQUARE, CLI_MOVE, CLI_MOVES,
    CLI_GROUPS, CLI_STRENGTH, CLI_MOBILITY, CLI_HEATMAP, CLI_DISTANCE,
    CLI_COMPARE, CLI_PIECES, CLI_BETZA,
    CLI_COUNT, CLI_LEGAL, CLI_FEN, CLI_BOARD, CLI_PERFT, CLI_TOUR,
    CLI_FINDTOUR,
    CLI_COUNTTOURS;
extern const cli_command CLI_EXPLORE;

static const cli_command *const COMMANDS[] = {
    /* squares and mobility */
    &CLI_COORDS,
    &CLI_SQUARE,
    &CLI_MOVE,
    &CLI_MOVES,
    &CLI_GROUPS,
    &CLI_STRENGTH,
    &CLI_MOBILITY,
    &CLI_HEATMAP,
    &CLI_DISTANCE,
    &CLI_COMPARE,
    &CLI_PIECES,
    &CLI_BETZA,
    /* chess positions */
    &CLI_COUNT,
    &CLI_LEGAL,
    &CLI_FEN,
    &CLI_BOARD,
    &CLI_PERFT,
    /* tours */
    &CLI_TOUR,
    &CLI_FINDTOUR,
    &CLI_COUNTTOURS,
    /* the interactive explorer */
    &CLI_EXPLORE,
};

enum { COMMAND_COUNT = sizeof COMMANDS / sizeof COMMANDS[0] };

int cli_command_count(void)
{
    return COMMAND_COUNT;
}

const cli_command *cli_command_at(int index)
{
    return index >= 0 && index < COMMAND_COUNT ? COMMANDS[index] : NULL;
}

const cli_command *cli_command_find(const char *name)
{
    for (int i = 0; i < COMMAND_COUNT; i++)
        if (strcmp(COMMANDS[i]->name, name) == 0)
            return COMMANDS[i];
    return NULL;
}

void cli_print_help(FILE *out)
{
    fputs("boardex - explore how pieces move on a board\n"
          "\n"
          "usage: boardex COMMAND [ARGS] [OPTIONS]\n"
          "       boardex COMMAND --help\n"
          "       boardex --version\n"
          "\n"
          "commands:\n",
          out);
    for (int i = 0; i < COMMAND_COUNT; i++)
        fprintf(out, "  %-10s %s\n", COMMANDS[i]->name, COMMANDS[i]->summary);
    fputs("\nSquares are FIDE names (d4) or row,column (4,3) with row 0 the "
          "top rank.\nErrors go to stderr as 'boardex: ...' with exit "
          "status 2.\n",
          out);
}

/* "--version=1" and "--help=x": a flag given a value, refused in the
 * words a command's own flags are. */
static int refuse_flag_value(const char *arg, FILE *out, FILE *err)
{
    static const char *const FLAGS[] = {"--version", "--help"};
    for (size_t i = 0; i < sizeof FLAGS / sizeof FLAGS[0]; i++) {
        size_t len = strlen(FLAGS[i]);
        if (strncmp(arg, FLAGS[i], len) == 0 && arg[len] == '=') {
            cli_call call = {.out = out, .err = err};
            return cli_fail(&call, "option '%s' takes no value", FLAGS[i]);
        }
    }
    return CLI_EXIT_OK;
}

int cli_main(int argc, char **argv, FILE *out, FILE *err)
{
    if (argc >= 2 && refuse_flag_value(argv[1], out, err) != CLI_EXIT_OK)
        return CLI_EXIT_ERROR;
    /* "help COMMAND" is "COMMAND --help", as in git. */
    if (argc >= 3 && strcmp(argv[1], "help") == 0) {
        const char *ask[] = {argv[0], argv[2], "--help", NULL};
        if (argc > 3) {
            cli_call call = {.out = out, .err = err};
            return cli_fail(&call, "usage: boardex help [COMMAND]");
        }
        return cli_main(3, (char **)ask, out, err);
    }
    if (argc < 2 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        cli_print_help(out);
        return CLI_EXIT_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        fprintf(out, "boardex %s\n", BOARDEX_VERSION);
        return CLI_EXIT_OK;
    }
    if (strcmp(argv[1], "--completion") == 0) { /* for packagers */
        if (argc == 3 && cli_print_completion(argv[2], out))
            return CLI_EXIT_OK;
        cli_call call = {.out = out, .err = err};
        return cli_fail(&call, "--completion takes bash or zsh");
    }
    const cli_command *command = cli_command_find(argv[1]);
    if (command == NULL) {
        cli_call call = {.out = out, .err = err};
        char quoted[BX_QUOTE_MAX];
        bx_quote(quoted, argv[1]);
        return cli_fail(&call, "unknown command '%s' (see 'boardex --help')",
                        quoted);
    }
    return cli_run_command(command, argc - 2, argv + 2, out, err);
}
