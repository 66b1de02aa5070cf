/* Reading a board, FEN or tour file for the explorer: whole, with a cap,
 * and with a one-line message naming the file when it fails. */
#ifndef BOARDEX_EXPLORER_FILE_H
#define BOARDEX_EXPLORER_FILE_H

#include <stddef.h>

#include "status.h"

/* The longest path, with "~/" expanded, and its terminator: the kernel's
 * own limit (PATH_MAX on Linux), so a longer one could not be opened. */
enum { EXPLORER_PATH_MAX = 4096 };

/* The path a typed name stands for, the one rule for every file prompt
 * (o reads, w writes): "~" and "~/x" are in the home directory, as in a
 * shell; another name, or any when HOME is unset, is used as it is.
 * Returns path itself or out; NULL when the expanded path would not fit
 * in size bytes. */
const char *explorer_file_path(const char *path, char *out, size_t size);

/* Reads the file as text_file_load does (at most 1 MiB); on success *text
 * is a terminated buffer to free(). A path starting "~/" is in the home
 * directory; one that does not fit in EXPLORER_PATH_MAX then is refused
 * as "File name too long". */
bx_status explorer_read_file(const char *path, char **text, size_t *len,
                             bx_error *err);

/* Completes path at its end as a shell does on Tab: to the longest common
 * prefix of the names that match, with "/" after a lone directory. Writes
 * the names that match into matches when more than one does: sorted,
 * space separated, and when they do not all fit as many as fit and
 * " ... (N matches)". "~" and "~/" are the home directory. Returns how
 * many names matched; 0, with path unchanged, also when the path with "~"
 * expanded, or the completed path, would not fit (in EXPLORER_PATH_MAX,
 * or in size). */
int explorer_complete_path(char *path, size_t size, char *matches,
                           size_t matches_size);

#endif
