/* Reading a whole input file, or standard input for "-", with a size cap. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum { CLI_TEXT_MAX = 1024 * 1024 };

bool cli_read_text(cli_call *call, const char *path, char **text,
                   size_t *len)
{
    bool is_stdin = strcmp(path, "-") == 0;
    const char *name = is_stdin ? "standard input" : path;
    FILE *file = is_stdin ? stdin : fopen(path, "rb");
    char *buffer = NULL;
    size_t used = 0;
    bool ok = false;

    if (file == NULL) {
        cli_fail(call, "%s: %s", name, strerror(errno));
        return false;
    }
    /* One byte more than the cap tells "too large" from "exactly 1 MiB". */
    buffer = malloc(CLI_TEXT_MAX + 2);
    if (buffer == NULL) {
        cli_fail(call, "%s: out of memory", name);
    } else {
        used = fread(buffer, 1, CLI_TEXT_MAX + 1, file);
        if (ferror(file))
            cli_fail(call, "%s: %s", name, strerror(errno));
        else if (used > CLI_TEXT_MAX)
            cli_fail(call, "%s: larger than 1 MiB", name);
        else
            ok = true;
    }
    if (!is_stdin)
        fclose(file);
    if (!ok) {
        free(buffer);
        return false;
    }
    buffer[used] = '\0';
    *text = buffer;
    *len = used;
    return true;
}
