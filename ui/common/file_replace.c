#define _XOPEN_SOURCE 700 /* mkstemp, fsync, fchmod, realpath */

#include "file_replace.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { PATH_ROOM = 4096 };

static bx_status fail_errno(bx_error *err, int why)
{
    return bx_fail(err, BX_INVALID, "%s", strerror(why));
}

/* Every byte, through short writes and signals. */
static int write_all(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t wrote = write(fd, data, len);
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote <= 0)
            return wrote < 0 ? errno : EIO;
        data += wrote;
        len -= (size_t)wrote;
    }
    return 0;
}

/* The permissions of a new file: what the umask leaves of 0666 (the umask
 * can only be read by setting it, so it is set back at once). */
static mode_t new_file_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

/* Writes data to temp (open as fd) and puts it in place of target. */
static int write_and_rename(int fd, const char *temp, const char *target,
                            mode_t mode, const char *data, size_t len)
{
    int why = write_all(fd, data, len);
    /* fsync: the new bytes are on the disk before the name points at
     * them, so a crash leaves the old file or the new, never half. */
    if (why == 0 && (fchmod(fd, mode) != 0 || fsync(fd) != 0))
        why = errno;
    if (close(fd) != 0 && why == 0)
        why = errno;
    if (why == 0 && rename(temp, target) != 0)
        why = errno;
    return why;
}

bx_status file_replace(const char *path, const char *data, size_t len,
                       bx_error *err)
{
    char resolved[PATH_MAX];
    char temp[PATH_ROOM + 16];
    const char *target = path;
    struct stat info;
    mode_t mode = new_file_mode();

    if (lstat(path, &info) == 0 && S_ISLNK(info.st_mode)) {
        /* The link stays a link: its target is the file replaced. */
        if (realpath(path, resolved) == NULL)
            return fail_errno(err, errno);
        target = resolved;
    }
    if (stat(target, &info) == 0) {
        /* A device or a FIFO would be replaced by a plain file. */
        if (!S_ISREG(info.st_mode))
            return bx_fail(err, BX_INVALID, "%s",
                           S_ISDIR(info.st_mode) ? strerror(EISDIR)
                                                 : "not a regular file");
        mode = info.st_mode & 07777;
    }
    /* The temporary file sits beside the target, on the same file system,
     * so rename replaces in one step: ".NAME.XXXXXX" in the same folder. */
    const char *slash = strrchr(target, '/');
    int folder = slash != NULL ? (int)(slash - target + 1) : 0;
    int wanted = snprintf(temp, sizeof temp, "%.*s.%s.XXXXXX", folder, target,
                          target + folder);
    if (wanted < 0 || (size_t)wanted >= sizeof temp)
        return fail_errno(err, ENAMETOOLONG);
    int fd = mkstemp(temp);
    if (fd < 0)
        return fail_errno(err, errno);
    int why = write_and_rename(fd, temp, target, mode, data, len);
    if (why != 0) {
        unlink(temp); /* a cut file is worse than none */
        return fail_errno(err, why);
    }
    return BX_OK;
}
