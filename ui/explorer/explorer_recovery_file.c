/* The recovery file (explorer_recovery_file.h): made and found with the
 * folder opened once (no symbolic link as its last part) and every file
 * opened relative to it, so nothing is followed between the check and
 * the use. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "explorer_recovery.h"
#include "explorer_recovery_file.h"

bx_status explorer_recovery_folder(const char *state_home, const char *home,
                                   char *out, size_t size, bx_error *err)
{
    int n;
    /* The XDG rule: a relative XDG_STATE_HOME is ignored. */
    if (state_home != NULL && state_home[0] == '/')
        n = snprintf(out, size, "%s/boardex", state_home);
    else if (home != NULL && home[0] == '/')
        n = snprintf(out, size, "%s/.local/state/boardex", home);
    else
        return bx_fail(err, BX_INVALID, "HOME is not set");
    if (n < 0 || (size_t)n >= size)
        return bx_fail(err, BX_INVALID, "the folder's path is too long");
    return BX_OK;
}

/* Makes folder and the folders above it that are missing (0700). */
static bx_status make_folders(const char *folder, bx_error *err)
{
    char path[EXPLORER_RECOVERY_PATH_MAX];
    snprintf(path, sizeof path, "%s", folder);
    for (char *slash = strchr(path + 1, '/');; slash = strchr(slash + 1, '/')) {
        if (slash != NULL)
            *slash = '\0';
        if (mkdir(path, 0700) != 0 && errno != EEXIST)
            return bx_fail(err, BX_INVALID, "%s: %s", path, strerror(errno));
        if (slash == NULL)
            return BX_OK;
        *slash = '/';
    }
}

static int open_folder(const char *folder)
{
    return open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

static bool write_all(int fd, const char *text, size_t length)
{
    while (length > 0) {
        ssize_t done = write(fd, text, length);
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0)
            return false;
        text += done;
        length -= (size_t)done;
    }
    return true;
}

bx_status explorer_recovery_save(const char *folder, const char *text,
                                 char *path, size_t size, bx_error *err)
{
    if (make_folders(folder, err) != BX_OK)
        return BX_INVALID;
    int dir = open_folder(folder);
    if (dir < 0)
        return bx_fail(err, BX_INVALID, "%s: %s", folder, strerror(errno));
    char name[64];
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; attempt++) {
        if (attempt == 0)
            snprintf(name, sizeof name, "recovery-%ld.txt", (long)getpid());
        else
            snprintf(name, sizeof name, "recovery-%ld-%d.txt", (long)getpid(),
                     attempt);
        fd = openat(dir, name,
                    O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                    0600);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    int saved_errno = errno;
    snprintf(path, size, "%s/%s", folder, name);
    if (fd < 0) {
        close(dir);
        return bx_fail(err, BX_INVALID, "%s: %s", path, strerror(saved_errno));
    }
    bool ok = fchmod(fd, 0600) == 0 && write_all(fd, text, strlen(text)) &&
              fsync(fd) == 0;
    saved_errno = errno;
    ok = close(fd) == 0 && ok;
    if (!ok)
        unlinkat(dir, name, 0); /* half a text would restore nothing */
    close(dir);
    if (!ok)
        return bx_fail(err, BX_INVALID, "%s: %s", path, strerror(saved_errno));
    return BX_OK;
}

static bool is_recovery_name(const char *name)
{
    size_t n = strlen(name);
    return strncmp(name, "recovery-", 9) == 0 && n > 13 &&
           strcmp(name + n - 4, ".txt") == 0;
}

/* Reads the file name in dir whole, at most EXPLORER_RECOVERY_MAX bytes. */
static bool read_file(int dir, const char *name, char **text, size_t *len)
{
    int fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false;
    char *buffer = malloc(EXPLORER_RECOVERY_MAX + 1);
    size_t used = 0;
    ssize_t got = 1;
    while (buffer != NULL && got > 0 && used <= EXPLORER_RECOVERY_MAX) {
        got = read(fd, buffer + used, EXPLORER_RECOVERY_MAX + 1 - used);
        if (got > 0)
            used += (size_t)got;
    }
    close(fd);
    if (buffer == NULL || got < 0 || used > EXPLORER_RECOVERY_MAX) {
        free(buffer);
        return false;
    }
    buffer[used] = '\0';
    *text = buffer;
    *len = used;
    return true;
}

bool explorer_recovery_find(const char *folder, char *path, size_t size,
                            char **text, size_t *len)
{
    int dir = open_folder(folder);
    if (dir < 0)
        return false;
    int scan = dup(dir);
    DIR *listing = scan < 0 ? NULL : fdopendir(scan);
    if (listing == NULL) {
        if (scan >= 0)
            close(scan);
        close(dir);
        return false;
    }
    char oldest[256] = "";
    struct timespec oldest_time = {0, 0};
    for (struct dirent *entry = readdir(listing); entry != NULL;
         entry = readdir(listing)) {
        struct stat info;
        if (!is_recovery_name(entry->d_name) ||
            strlen(entry->d_name) >= sizeof oldest ||
            fstatat(dir, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) != 0 ||
            !S_ISREG(info.st_mode) || info.st_uid != getuid())
            continue;
        if (oldest[0] == '\0' ||
            info.st_mtim.tv_sec < oldest_time.tv_sec ||
            (info.st_mtim.tv_sec == oldest_time.tv_sec &&
             info.st_mtim.tv_nsec < oldest_time.tv_nsec)) {
            snprintf(oldest, sizeof oldest, "%s", entry->d_name);
            oldest_time = info.st_mtim;
        }
    }
    closedir(listing);
    bool found = oldest[0] != '\0' && read_file(dir, oldest, text, len);
    close(dir);
    if (found)
        snprintf(path, size, "%s/%s", folder, oldest);
    return found;
}

void explorer_recovery_offer(explorer_state *state, const char *path,
                             char *text, size_t len)
{
    char message[EXPLORER_MESSAGE_MAX];
    free(state->recovery_text);
    state->recovery_text = text;
    state->recovery_length = len;
    snprintf(state->recovery_path, sizeof state->recovery_path, "%s", path);
    state->focus = FOCUS_RESTORE;
    char quoted[BX_QUOTE_MAX];
    bx_quote_path(quoted, path);
    /* The answers first: where a narrow screen cuts the line, it cuts
     * the path. */
    snprintf(message, sizeof message,
             "r restores the work a lost terminal left, any other key "
             "discards it (%s)",
             quoted);
    explorer_say(state, message);
}

/* The question is answered: the file goes either way (restored, its work
 * is in the explorer and counts as unsaved again). */
static void forget(explorer_state *state)
{
    if (state->recovery_path[0] != '\0')
        unlink(state->recovery_path);
    state->recovery_path[0] = '\0';
    free(state->recovery_text);
    state->recovery_text = NULL;
    state->recovery_length = 0;
    state->focus = FOCUS_BOARD;
}

void action_recovery_restore(explorer_state *state, const key_arg *arg,
                             int key)
{
    (void)arg;
    (void)key;
    bx_error err;
    char message[EXPLORER_MESSAGE_MAX];
    if (state->recovery_text == NULL ||
        explorer_recovery_load(state, state->recovery_text,
                               state->recovery_length, &err) != BX_OK) {
        /* Damaged: kept where it is, for the user to read. */
        char quoted[BX_QUOTE_MAX];
        bx_quote_path(quoted, state->recovery_path);
        snprintf(message, sizeof message,
                 "the recovery file cannot be restored (%.160s); it stays in "
                 "%s",
                 state->recovery_text == NULL ? "none" : err.message, quoted);
        state->recovery_path[0] = '\0';
        forget(state);
        explorer_error(state, message);
        return;
    }
    forget(state);
    explorer_say(state, "restored the work a lost terminal left; u undoes it");
}

void action_recovery_discard(explorer_state *state, const key_arg *arg,
                             int key)
{
    (void)arg;
    (void)key;
    forget(state);
    explorer_say(state, "discarded the work a lost terminal left");
}
