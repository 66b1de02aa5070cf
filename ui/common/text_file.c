#define _POSIX_C_SOURCE 200809L /* open, fstat, fcntl, fdopen */

#include "text_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { CHUNK = 64 * 1024 };

size_t text_file_normalize(char *text, size_t len)
{
    static const char BOM[] = "\xef\xbb\xbf";
    size_t from = len >= 3 && memcmp(text, BOM, 3) == 0 ? 3 : 0;
    size_t to = 0;
    for (; from < len; from++) {
        if (text[from] == '\r') {
            text[to++] = '\n';
            if (from + 1 < len && text[from + 1] == '\n')
                from++;
        } else {
            text[to++] = text[from];
        }
    }
    text[to] = '\0';
    return to;
}

/* A directory gives the same answer whether named or on standard input. */
bx_status text_file_check_stream(FILE *stream, bx_error *err)
{
    struct stat info;
    int fd = fileno(stream);
    if (fd >= 0 && fstat(fd, &info) == 0 && S_ISDIR(info.st_mode))
        return bx_fail(err, BX_INVALID, "%s", strerror(EISDIR));
    return BX_OK;
}

bx_status text_file_read(FILE *stream, char **text, size_t *len,
                         bx_error *err)
{
    size_t size = 0;
    size_t used = 0;
    char *buffer = NULL;

    if (text_file_check_stream(stream, err) != BX_OK)
        return BX_INVALID;
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
    *text = buffer;
    *len = text_file_normalize(buffer, used);
    return BX_OK;
}

bx_status text_file_load(const char *path, char **text, size_t *len,
                         bx_error *err)
{
    /* O_NONBLOCK: opening a FIFO with no writer must not wait for one; a
     * regular file reads the same with or without it. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat info;
    if (fd < 0)
        return bx_fail(err, BX_INVALID, "%s", strerror(errno));
    if (fstat(fd, &info) != 0) {
        int why = errno;
        close(fd);
        return bx_fail(err, BX_INVALID, "%s", strerror(why));
    }
    /* A FIFO, a terminal or a device could block or never end: only a
     * regular file is read by name ("-" is the way to stream). */
    if (!S_ISREG(info.st_mode)) {
        close(fd);
        return bx_fail(err, BX_INVALID, "%s",
                       S_ISDIR(info.st_mode) ? strerror(EISDIR)
                                             : "not a regular file");
    }
    FILE *stream = fdopen(fd, "rb");
    if (stream == NULL) {
        close(fd);
        return bx_fail(err, BX_INVALID, "%s", strerror(errno));
    }
    bx_status status = text_file_read(stream, text, len, err);
    fclose(stream);
    return status;
}
