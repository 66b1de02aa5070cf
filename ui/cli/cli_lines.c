/* Line reading over fread blocks (cli_lines.h). */
#include "cli_lines.h"

#include <string.h>

void cli_lines_init(cli_lines *lines, FILE *in)
{
    lines->in = in;
    lines->start = lines->end = 0;
    lines->at_end = false;
    lines->after_cr = false;
}

/* The first line end (LF or CR) in n bytes, or NULL. */
static const char *line_end(const char *from, size_t n)
{
    const char *lf = memchr(from, '\n', n);
    const char *cr = memchr(from, '\r', lf != NULL ? (size_t)(lf - from) : n);
    return cr != NULL ? cr : lf;
}

/* Refills the block when it is used up; false at the end of the input. */
static bool refill(cli_lines *lines)
{
    if (lines->start < lines->end)
        return true;
    if (lines->at_end)
        return false;
    lines->start = 0;
    lines->end = fread(lines->block, 1, sizeof lines->block, lines->in);
    lines->at_end = lines->end == 0;
    return !lines->at_end;
}

bool cli_lines_next(cli_lines *lines, char *line, size_t size, size_t limit,
                    size_t *len, bool *cut, bool *endless)
{
    size_t seen = 0;

    *len = 0;
    *cut = false;
    *endless = false;
    /* CR LF is one line end: the LF after a CR that ended a line is not
     * another (empty) line. */
    if (lines->after_cr && refill(lines) &&
        lines->block[lines->start] == '\n')
        lines->start++;
    lines->after_cr = false;
    while (refill(lines)) {
        const char *from = lines->block + lines->start;
        size_t avail = lines->end - lines->start;
        const char *newline = line_end(from, avail);
        size_t take = newline != NULL ? (size_t)(newline - from) : avail;
        size_t room = size - 2 - *len;

        if (take > limit - seen) { /* past the limit: stop right there */
            take = limit - seen + 1;
            newline = NULL;
            *endless = true;
        }
        memcpy(line + *len, from, take < room ? take : room);
        *len += take < room ? take : room;
        *cut = *cut || take > room;
        seen += take;
        lines->start += take;
        if (*endless)
            break;
        if (newline != NULL) {
            lines->after_cr = *newline == '\r';
            lines->start++;
            line[*len] = '\0';
            return true;
        }
    }
    line[*len] = '\0';
    return seen > 0;
}

bx_status cli_lines_check(char *line, size_t *len, long number, bool cut,
                          bool endless, size_t size, bx_error *err)
{
    if (number == 1 && *len >= 3 && memcmp(line, "\xef\xbb\xbf", 3) == 0) {
        *len -= 3;
        memmove(line, line + 3, *len + 1);
    }
    if (endless)
        return bx_fail(err, BX_TOO_LARGE,
                       "line longer than 1 MiB; the rest of stdin is not "
                       "read");
    if (cut)
        return bx_fail(err, BX_TOO_LARGE, "line longer than %zu characters",
                       size - 2);
    if (memchr(line, '\0', *len) != NULL)
        return bx_fail(err, BX_INVALID, "a NUL byte in the line");
    return BX_OK;
}
