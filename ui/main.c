/* boardex: the batch CLI (and, with no command, the explorer). */
#include <stdio.h>

#include "cli.h"

int main(int argc, char **argv)
{
    int status = cli_main(argc, argv, stdout, stderr);
    /* Output that never arrived (a full disk) must not pass for success. */
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fputs("boardex: cannot write the output\n", stderr);
        return CLI_EXIT_ERROR;
    }
    return status;
}
