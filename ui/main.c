/* boardex: the batch CLI (and, with no command, the explorer). */
#include <stdio.h>

#include "cli.h"

int main(int argc, char **argv)
{
    if (argc < 2) { /* no command: the explorer */
        char *explore[] = {argv[0] != NULL ? argv[0] : "boardex", "explore",
                           NULL};
        return cli_main(2, explore, stdout, stderr);
    }
    return cli_main(argc, argv, stdout, stderr);
}
