/* fopencookie is the one way to see each write of a stdio stream as it
 * happens, with its errno (glibc and musl have it). */
#define _GNU_SOURCE

#include "cli_output.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

static ssize_t write_out(void *cookie, const char *bytes, size_t size)
{
    cli_output *output = cookie;
    size_t done = 0;
    while (done < size) {
        ssize_t wrote = write(output->fd, bytes + done, size - done);
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote <= 0) {
            if (output->error == 0) { /* said once, at the first failure */
                output->error = wrote < 0 ? errno : EIO;
                fprintf(output->errors, "boardex: cannot write the output: %s\n",
                        strerror(output->error));
                fflush(output->errors);
            }
            errno = output->error;
            return -1;
        }
        done += (size_t)wrote;
    }
    return (ssize_t)done;
}

/* The stream opened last and the descriptor behind it: a cookie stream has
 * no descriptor of its own to ask (fileno says -1), and whether the output
 * is a terminal decides colour. Set once, by main, before any command. */
static FILE *opened_stream;
static int opened_fd = -1;

FILE *cli_output_open(cli_output *output)
{
    cookie_io_functions_t functions = {.write = write_out};
    output->error = 0;
    FILE *stream = fopencookie(output, "w", functions);
    opened_stream = stream;
    opened_fd = output->fd;
    /* Buffered as stdout is: by lines on a terminal (an answer shows as
     * its line is typed), by blocks elsewhere. */
    if (stream != NULL)
        setvbuf(stream, NULL, isatty(output->fd) ? _IOLBF : _IOFBF, BUFSIZ);
    return stream;
}

bool cli_output_ok(FILE *out)
{
    return ferror(out) == 0;
}

int cli_output_fd(FILE *out)
{
    return out != NULL && out == opened_stream ? opened_fd : fileno(out);
}
