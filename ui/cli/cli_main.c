/* The entry of the batch CLI: boardex's own options (--help, --version,
 * --completion), then the command the table names. */
#include <string.h>

#include "cli.h"

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
    for (int i = 0; i < cli_command_count(); i++)
        fprintf(out, "  %-10s %s\n", cli_command_at(i)->name,
                cli_command_at(i)->summary);
    fputs("\nSquares are FIDE names (d4) or row,column (4,3) with row 0 the "
          "top rank.\nErrors go to stderr as 'boardex: ...' with exit "
          "status 2.\n",
          out);
}

/* The options boardex answers itself, before any command: the one list
 * of them (main.c asks it too, to tell them from the explorer's). Each is
 * given alone; a flag takes no value and --completion takes its shell
 * either way, "--completion bash" or "--completion=bash". */
typedef enum { GLOBAL_HELP, GLOBAL_VERSION, GLOBAL_COMPLETION } global_kind;

static const struct {
    const char *name;
    const char *value_name; /* NULL for a flag */
    global_kind kind;
} GLOBAL_OPTIONS[] = {
    {"--help", NULL, GLOBAL_HELP},
    {"-h", NULL, GLOBAL_HELP},
    {"--version", NULL, GLOBAL_VERSION},
    {"--completion", "bash|zsh", GLOBAL_COMPLETION},
};

enum { GLOBAL_COUNT = sizeof GLOBAL_OPTIONS / sizeof GLOBAL_OPTIONS[0] };

/* The row arg names, in any form ("--completion=bash" too); -1 for none.
 * *value is the text after "=", or NULL. */
static int global_option(const char *arg, const char **value)
{
    for (int i = 0; i < GLOBAL_COUNT; i++) {
        size_t len = strlen(GLOBAL_OPTIONS[i].name);
        if (strncmp(arg, GLOBAL_OPTIONS[i].name, len) == 0 &&
            (arg[len] == '\0' || arg[len] == '=')) {
            *value = arg[len] == '=' ? arg + len + 1 : NULL;
            return i;
        }
    }
    return -1;
}

bool cli_is_global_option(const char *arg)
{
    const char *value;
    return global_option(arg, &value) >= 0;
}

/* One of boardex's own options, every form with one answer: a flag given
 * a value or an operand is refused, as a command's own flags are. */
static int run_global(int row, const char *value, int argc, char **argv,
                      FILE *out, FILE *err)
{
    cli_call call = {.out = out, .err = err};
    const char *name = GLOBAL_OPTIONS[row].name;
    const char *shell = value;
    int operands = argc - 2;
    if (GLOBAL_OPTIONS[row].value_name == NULL && value != NULL)
        return cli_fail(&call, "option '%s' takes no value", name);
    if (GLOBAL_OPTIONS[row].value_name != NULL && value == NULL &&
        operands > 0) {
        shell = argv[2];
        operands--;
    }
    if (operands > 0)
        return cli_fail(&call, "usage: boardex %s%s%s", name,
                        GLOBAL_OPTIONS[row].value_name != NULL ? " " : "",
                        GLOBAL_OPTIONS[row].value_name != NULL
                            ? GLOBAL_OPTIONS[row].value_name
                            : "");
    switch (GLOBAL_OPTIONS[row].kind) {
    case GLOBAL_HELP:
        cli_print_help(out);
        return CLI_EXIT_OK;
    case GLOBAL_VERSION:
        fprintf(out, "boardex %s\n", BOARDEX_VERSION);
        return CLI_EXIT_OK;
    default: /* for packagers */
        if (shell != NULL && cli_print_completion(shell, out))
            return CLI_EXIT_OK;
        return cli_fail(&call, "%s takes bash or zsh", name);
    }
}

int cli_main(int argc, char **argv, FILE *out, FILE *err)
{
    const char *value;
    int row = argc >= 2 ? global_option(argv[1], &value) : -1;
    if (row >= 0)
        return run_global(row, value, argc, argv, out, err);
    /* "help COMMAND" is "COMMAND --help", as in git. */
    if (argc >= 3 && strcmp(argv[1], "help") == 0) {
        const char *ask[] = {argv[0], argv[2], "--help", NULL};
        if (argc > 3) {
            cli_call call = {.out = out, .err = err};
            return cli_fail(&call, "usage: boardex help [COMMAND]");
        }
        return cli_main(3, (char **)ask, out, err);
    }
    if (argc < 2 || strcmp(argv[1], "help") == 0) {
        cli_print_help(out);
        return CLI_EXIT_OK;
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
