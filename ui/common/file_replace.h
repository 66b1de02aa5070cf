/* Writing a whole file so that it is never left broken: the bytes go to a
 * new file in the same folder, which then takes the old one's place in
 * one step (rename). A full disk, a crash or a signal mid-write keeps the
 * old file whole. Plain C, no curses. */
#ifndef BOARDEX_FILE_REPLACE_H
#define BOARDEX_FILE_REPLACE_H

#include <stddef.h>

#include "status.h"

/* Writes len bytes of data as the file at path, replacing the one that is
 * there (a symbolic link is followed, so the link stays and its target is
 * replaced). The new file keeps the old one's permissions, or has those
 * of a new file (0666 less the umask). On failure the temporary file is
 * gone, the old file is as it was and err holds the reason alone ("No
 * space left on device"; "not a regular file" for a device or FIFO). */
bx_status file_replace(const char *path, const char *data, size_t len,
                       bx_error *err);

#endif
