/* A fresh folder for the files a test writes, and removing it with what
 * is in it. The including file defines _POSIX_C_SOURCE (mkdtemp). */
#ifndef BOARDEX_FOLDER_TEST_H
#define BOARDEX_FOLDER_TEST_H

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>

/* "/tmp/boardex-WHAT-XXXXXX" made; non-zero when it cannot be. */
static inline int test_make_folder(char *folder, size_t size,
                                   const char *what)
{
    snprintf(folder, size, "/tmp/boardex-%s-XXXXXX", what);
    return mkdtemp(folder) == NULL;
}

static inline int test_remove_folder(const char *folder)
{
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", folder);
    return system(command) != 0;
}

/* The whole file (at most size - 1 bytes), or "" when it is not there. */
static inline void test_read_back(const char *path, char *out, size_t size)
{
    FILE *in = fopen(path, "r");
    size_t len = 0;
    if (in != NULL) {
        len = fread(out, 1, size - 1, in);
        fclose(in);
    }
    out[len] = '\0';
}

/* How many names folder holds, hidden ones included, besides . and ..: a
 * temporary file left behind shows as one more; -1 when it cannot be
 * read. */
static inline int test_names_in(const char *folder)
{
    DIR *dir = opendir(folder);
    int count = 0;
    if (dir == NULL)
        return -1;
    for (struct dirent *entry; (entry = readdir(dir)) != NULL;)
        count += entry->d_name[0] != '.' ||
                 (entry->d_name[1] != '\0' &&
                  (entry->d_name[1] != '.' || entry->d_name[2] != '\0'));
    closedir(dir);
    return count;
}

#endif
