/* A fresh folder for the files a test writes, and removing it with what
 * is in it. The including file defines _POSIX_C_SOURCE (mkdtemp). */
#ifndef BOARDEX_FOLDER_TEST_H
#define BOARDEX_FOLDER_TEST_H

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

#endif
