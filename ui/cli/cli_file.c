#include "cli_file.h"

#include <string.h>

#include "text_file.h"

const char *cli_file_label(const char *path)
{
    return strcmp(path, "-") == 0 ? "stdin" : path;
}

bool cli_read_text(cli_call *call, const char *path, char **text,
                   size_t *len)
{
    bx_error reason;
    bx_status status = strcmp(path, "-") == 0
                           ? text_file_read(stdin, text, len, &reason)
                           : text_file_load(path, text, len, &reason);
    if (status != BX_OK) {
        cli_fail(call, "%s: %s", cli_file_label(path), reason.message);
        return false;
    }
    return true;
}
