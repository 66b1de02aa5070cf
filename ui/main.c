/* boardex: the batch CLI (and, with no command, the explorer). */
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* The command to run: no command, or only options (`boardex --piece
 * bishop`), is the explorer. */
static int run(int argc, char **argv)
{
    if (argc >= 2 && argv[1][0] == '-' && !cli_is_global_option(argv[1])) {
        char *explore[CLI_MAX_ARGS + CLI_MAX_OCCURRENCES * 2 + 2];
        int count = 0;
        explore[count++] = argv[0];
        explore[count++] = "explore";
        for (int i = 1; i < argc && count < (int)(sizeof explore /
                                                  sizeof explore[0]) - 1; i++)
            explore[count++] = argv[i];
        explore[count] = NULL;
        return cli_main(count, explore, stdout, stderr);
    }
    if (argc < 2) { /* no command: the explorer */
        char *explore[] = {argv[0] != NULL ? argv[0] : "boardex", "explore",
                           NULL};
        return cli_main(2, explore, stdout, stderr);
    }
    return cli_main(argc, argv, stdout, stderr);
}

int main(int argc, char **argv)
{
    int status = run(argc, argv);
    /* Output that never arrived (a full disk) must not pass for success. */
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fputs("boardex: cannot write the output\n", stderr);
        return CLI_EXIT_ERROR;
    }
    return status;
}
