/* boardex: the batch CLI (and, with no command, the explorer). */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_output.h"

/* The command to run: no command, or only options (`boardex --piece
 * bishop`), is the explorer. */
static int run(int argc, char **argv, FILE *out)
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
        return cli_main(count, explore, out, stderr);
    }
    if (argc < 2) { /* no command: the explorer */
        char *explore[] = {argv[0] != NULL ? argv[0] : "boardex", "explore",
                           NULL};
        return cli_main(2, explore, out, stderr);
    }
    return cli_main(argc, argv, out, stderr);
}

int main(int argc, char **argv)
{
    /* Every byte of output goes through one stream that says so the
     * moment a write fails (cli_output.h). */
    cli_output output = {.fd = STDOUT_FILENO, .errors = stderr};
    FILE *out = cli_output_open(&output);
    if (out == NULL) {
        fputs("boardex: out of memory\n", stderr);
        return CLI_EXIT_ERROR;
    }
    int status = run(argc, argv, out);
    /* Output that never arrived must not pass for success; the stream has
     * said why. */
    if (fclose(out) != 0 || output.error != 0)
        return CLI_EXIT_ERROR;
    return status;
}
