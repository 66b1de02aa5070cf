/* The recovery file: where the recovery text (explorer_recovery.h) is
 * kept between a lost terminal and the next start, and the question that
 * start asks about it.
 *
 * The folder is $XDG_STATE_HOME/boardex/ ($HOME/.local/state/boardex/
 * when XDG_STATE_HOME is unset or not an absolute path), made private
 * (0700) when missing. A file is recovery-PID.txt, created new (never
 * over another file), mode 0600, and neither the folder's last part nor
 * the file may be a symbolic link. */
#ifndef BOARDEX_EXPLORER_RECOVERY_FILE_H
#define BOARDEX_EXPLORER_RECOVERY_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "explorer_state.h"
#include "key_binding.h"

enum { EXPLORER_RECOVERY_PATH_MAX = 4096 };

/* The folder's path from the environment's values (NULL when unset). */
bx_status explorer_recovery_folder(const char *state_home, const char *home,
                                   char *out, size_t size, bx_error *err);

/* Writes text into a new recovery file in folder (made when missing);
 * path names the file made. */
bx_status explorer_recovery_save(const char *folder, const char *text,
                                 char *path, size_t size, bx_error *err);

/* The oldest recovery file in folder (a regular file of this user, not a
 * link), read whole into *text (malloc'd): false when there is none. */
bool explorer_recovery_find(const char *folder, char *path, size_t size,
                            char **text, size_t *len);

/* The start's question: the state keeps the text found at path (taking
 * it over), and asks "r restores, any other key discards". */
void explorer_recovery_offer(explorer_state *state, const char *path,
                             char *text, size_t len);

key_action action_recovery_restore;
key_action action_recovery_discard;

#endif
