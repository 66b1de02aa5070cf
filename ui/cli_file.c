#include "cli_file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum { CHUNK = 64 * 1024 };

const char *cli_file_label(const char *path)
{
    return strcmp(path, "-") == 0 ? "stdin" : path;
}

/* Reads stream into *text, growing it by chunks, up to CLI_FILE_MAX + 1
 * bytes so an input over the limit is seen without reading it whole. */
static bool read_stream(cli_call *call, const char *label, FILE *stream,
                        char **text, size_t *len)
{
    size_t size = 0;
    char *buffer = NULL;

    *len = 0;
    errno = 0;
    for (;;) {
        if (*len + CHUNK + 1 > size) {
            size_t grown = size == 0 ? CHUNK + 1 : size * 2;
            char *bigger = realloc(buffer, grown);
            if (bigger == NULL) {
                free(buffer);
                cli_fail(call, "%s: out of memory", label);
                return false;
            }
            buffer = bigger;
            size = grown;
        }
        size_t want = CLI_FILE_MAX + 1 - *len;
        size_t got = fread(buffer + *len, 1, want < CHUNK ? want : CHUNK,
                           stream);
        *len += got;
        if (*len > CLI_FILE_MAX) {
            free(buffer);
            cli_fail(call, "%s: larger than 1 MiB", label);
            return false;
        }
        if (got == 0)
            break;
    }
    if (ferror(stream)) {
        free(buffer);
        cli_fail(call, "%s: %s", label,
                 errno != 0 ? strerror(errno) : "read error");
        return false;
    }
    buffer[*len] = '\0';
    *text = buffer;
    return true;
}

bool cli_read_text(cli_call *call, const char *path, char **text,
                   size_t *len)
{
    const char *label = cli_file_label(path);
    FILE *stream = stdin;
    bool ok;

    if (strcmp(path, "-") != 0) {
        errno = 0;
        stream = fopen(path, "rb");
        if (stream == NULL) {
            cli_fail(call, "%s: %s", label,
                     errno != 0 ? strerror(errno) : "cannot open");
            return false;
        }
    }
    ok = read_stream(call, label, stream, text, len);
    if (stream != stdin)
        fclose(stream);
    return ok;
}
