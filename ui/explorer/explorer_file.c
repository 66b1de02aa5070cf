#define _POSIX_C_SOURCE 200809L /* opendir, stat */

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "explorer_file.h"
#include "text_append.h"
#include "text_file.h"

/* "~" and "~/x" are the home directory and its x, as in a shell; a HOME
 * of any length is possible, so the expanded path may not fit. */
const char *explorer_file_path(const char *path, char *out, size_t size)
{
    const char *home = getenv("HOME");
    if (path[0] != '~' || (path[1] != '/' && path[1] != '\0') ||
        home == NULL || home[0] == '\0')
        return path;
    int wanted =
        snprintf(out, size, "%s/%s", home, path[1] == '/' ? path + 2 : "");
    return wanted >= 0 && (size_t)wanted < size ? out : NULL;
}

enum { COMPLETE_NAMES_MAX = 1024 };

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names sorted, joined by spaces; when they do not all fit, as many
 * as fit and how many there are. */
static void list_matches(char **names, int count, char *out, size_t size)
{
    char tail[48];
    if (size == 0)
        return;
    qsort(names, (size_t)count, sizeof names[0], compare_names);
    snprintf(tail, sizeof tail, " ... (%d matches)", count);
    /* All of them if they fit; else as many as leave room for the tail. */
    for (int pass = 0; pass < 2; pass++) {
        size_t room = pass == 0 ? size
                      : size > strlen(tail) ? size - strlen(tail)
                                            : 0;
        size_t used = 0;
        int i = 0;
        out[0] = '\0';
        for (; i < count; i++) {
            size_t before = used;
            if (room == 0 || !text_appendf(out, room, &used, "%s%s",
                                           i > 0 ? " " : "", names[i])) {
                out[before] = '\0';
                used = before;
                break;
            }
        }
        if (i == count)
            return;
        if (pass == 1)
            text_appendf(out, size, &used, "%s", tail);
    }
}

bx_status explorer_read_file(const char *typed, char **text, size_t *len,
                             bx_error *err)
{
    char name[BX_QUOTE_MAX];
    char expanded[EXPLORER_PATH_MAX];
    const char *path = explorer_file_path(typed, expanded, sizeof expanded);
    bx_quote_path(name, typed);
    if (typed[0] == '\0')
        return bx_fail(err, BX_INVALID, "no file name given");
    if (path == NULL)
        return bx_fail(err, BX_INVALID, "%s: %s", name, strerror(ENAMETOOLONG));
    bx_error reason;
    bx_status status = text_file_load(path, text, len, &reason);
    if (status != BX_OK)
        return bx_fail(err, status, "%s: %s", name, reason.message);
    return BX_OK;
}

static bool is_directory(const char *dir, const char *name)
{
    char full[EXPLORER_PATH_MAX + NAME_MAX + 2];
    struct stat info;
    snprintf(full, sizeof full, "%s/%s", dir, name);
    return stat(full, &info) == 0 && S_ISDIR(info.st_mode);
}

int explorer_complete_path(char *path, size_t size, char *matches,
                           size_t matches_size)
{
    char expanded[EXPLORER_PATH_MAX];
    /* Complete in the home directory but keep the "~/" the user typed. */
    const char *real = explorer_file_path(path, expanded, sizeof expanded);
    if (matches_size > 0)
        matches[0] = '\0';
    if (real == NULL)
        return 0;
    if (real != path) {
        const char *home = getenv("HOME"); /* set: real != path says so */
        size_t home_len = home != NULL ? strlen(home) : 0;
        int count = explorer_complete_path(expanded, sizeof expanded, matches,
                                           matches_size);
        /* The completion only grows the part after HOME's "/". */
        if (count > 0 && 1 + strlen(expanded + home_len) >= size)
            return 0;
        if (count > 0)
            snprintf(path, size, "~%s", expanded + home_len);
        return count;
    }
    char dir[EXPLORER_PATH_MAX];
    const char *slash = strrchr(path, '/');
    const char *base = slash != NULL ? slash + 1 : path;
    size_t base_len = strlen(base);
    char common[256] = "";
    bool common_is_dir = false;
    int count = 0;

    if (slash != NULL && (size_t)(slash - path) >= sizeof dir)
        return 0;
    if (slash == NULL)
        snprintf(dir, sizeof dir, ".");
    else if (slash == path)
        snprintf(dir, sizeof dir, "/");
    else
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    DIR *listing = opendir(dir);
    if (listing == NULL)
        return 0;
    char **names = malloc(COMPLETE_NAMES_MAX * sizeof *names);
    if (names == NULL) {
        closedir(listing);
        return 0;
    }
    int listed = 0;
    for (struct dirent *entry; (entry = readdir(listing)) != NULL;) {
        const char *name = entry->d_name;
        if (strncmp(name, base, base_len) != 0 ||
            (name[0] == '.' && base[0] != '.'))
            continue;
        if (count == 0) {
            snprintf(common, sizeof common, "%s", name);
            common_is_dir = is_directory(dir, name);
        } else {
            size_t same = 0;
            while (common[same] != '\0' && common[same] == name[same])
                same++;
            common[same] = '\0';
        }
        if (listed < COMPLETE_NAMES_MAX &&
            (names[listed] = strdup(name)) != NULL)
            listed++;
        count++;
    }
    closedir(listing);
    list_matches(names, listed, matches, matches_size);
    if (listed < count && matches_size > 0) { /* beyond what is kept */
        size_t used = strlen(matches);
        text_appendf(matches, matches_size, &used, " (%d in all)", count);
    }
    for (int i = 0; i < listed; i++)
        free(names[i]);
    free(names);
    if (count == 0)
        return 0;
    size_t keep = (size_t)(base - path);
    const char *after = count == 1 && common_is_dir ? "/" : "";
    /* A completion that would not fit leaves the line as it was. */
    if (strlen(common) + strlen(after) >= size - keep)
        return 0;
    snprintf(path + keep, size - keep, "%s%s", common, after);
    if (count == 1 && matches_size > 0)
        matches[0] = '\0';
    return count;
}
