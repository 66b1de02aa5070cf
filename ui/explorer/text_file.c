#include "text_file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum { CHUNK = 64 * 1024 };

bx_status text_file_read(FILE *stream, char **text, size_t *len,
                         bx_error *err)
{
    size_t size = 0;
    size_t used = 0;
    char *buffer = NULL;

    errno = 0;
    /* Grow by chunks so a small file costs a small buffer. */
    for (;;) {
        if (used + CHUNK + 1 > size) {
            size_t grown = size == 0 ? CHUNK + 1 : size * 2;
            char *bigger = realloc(buffer, grown);
            if (bigger == NULL) {
                free(buffer);
                return bx_fail(err, BX_TOO_LARGE, "out of memory");
            }
            buffer = bigger;
            size = grown;
        }
        size_t want = TEXT_FILE_MAX + 1 - used;
        size_t got =
            fread(buffer + used, 1, want < CHUNK ? want : CHUNK, stream);
        used += got;
        if (used > TEXT_FILE_MAX) {
            free(buffer);
            return bx_fail(err, BX_TOO_LARGE, "larger than 1 MiB");
        }
        if (got == 0)
            break;
    }
    if (ferror(stream)) {
        free(buffer);
        return bx_fail(err, BX_INVALID, "%s",
                       errno != 0 ? strerror(errno) : "read error");
    }
    buffer[used] = '\0';
    *text = buffer;
    *len = used;
    return BX_OK;
}

bx_status text_file_load(const char *path, char **text, size_t *len,
                         bx_error *err)
{
    errno = 0;
    FILE *stream = fopen(path, "rb");
    if (stream == NULL)
        return bx_fail(err, BX_INVALID, "%s",
                       errno != 0 ? strerror(errno) : "cannot open");
    bx_status status = text_file_read(stream, text, len, err);
    fclose(stream);
    return status;
}
