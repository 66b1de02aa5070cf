#include "cli_file.h"

#include <stdlib.h>
#include <string.h>

#include "text_file.h"

const char *cli_file_label(const char *path, char label[BX_QUOTE_MAX])
{
    if (strcmp(path, "-") == 0)
        snprintf(label, BX_QUOTE_MAX, "stdin");
    else
        bx_quote_path(label, path);
    return label;
}

bool cli_read_text(cli_call *call, const char *path, char **text,
                   size_t *len)
{
    bx_error reason;
    bx_status status = strcmp(path, "-") == 0
                           ? text_file_read(stdin, text, len, &reason)
                           : text_file_load(path, text, len, &reason);
    if (status != BX_OK) {
        char label[BX_QUOTE_MAX];
        cli_fail(call, "%s: %s", cli_file_label(path, label), reason.message);
        return false;
    }
    return true;
}

bool cli_read_located(cli_call *call, const char *path, cli_text_reader read,
                      void *context)
{
    char *text;
    size_t len;
    bx_error err;
    if (!cli_read_text(call, path, &text, &len))
        return false;
    bx_status status = read(text, len, context, &err);
    free(text);
    if (status != BX_OK) {
        char label[BX_QUOTE_MAX];
        cli_fail_located(call, cli_file_label(path, label), &err);
        return false;
    }
    return true;
}
