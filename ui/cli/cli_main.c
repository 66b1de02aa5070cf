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

/* The options boardex answers itself, before any command; a flag given
 * a value ("--help=x") is still one of them, and is refused below. */
static const struct {
    const char *name;
    bool flag;
} GLOBAL_OPTIONS[] = {
    {"--help", true},
    {"-h", false},
    {"--version", true},
    {"--completion", false},
};

bool cli_is_global_option(const char *arg)
{
    for (size_t i = 0; i < sizeof GLOBAL_OPTIONS / sizeof GLOBAL_OPTIONS[0];
         i++) {
        size_t len = strlen(GLOBAL_OPTIONS[i].name);
        if (strncmp(arg, GLOBAL_OPTIONS[i].name, len) == 0 &&
            (arg[len] == '\0' || (GLOBAL_OPTIONS[i].flag && arg[len] == '=')))
            return true;
    }
    return false;
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
