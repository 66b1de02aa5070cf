/* Replays files through a fuzz target's LLVMFuzzerTestOneInput, for builds
 * without libFuzzer (gcc included): `fuzz_NAME PATH...` where each PATH is a
 * file or a directory of files. A crash, a sanitizer report or an abort in
 * the target fails the run; so does finding no input at all, which would
 * mean the corpus went missing. */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

enum { REPLAY_MAX_INPUT = 1 << 20 };

/* Feeds one file to the target; false when it cannot be read. */
static int replay_file(const char *path)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        return 0;
    }
    uint8_t *data = malloc(REPLAY_MAX_INPUT);
    size_t size = data ? fread(data, 1, REPLAY_MAX_INPUT, file) : 0;
    int ok = data != NULL && !ferror(file);
    fclose(file);
    if (ok)
        LLVMFuzzerTestOneInput(data, size);
    else
        fprintf(stderr, "replay: cannot read %s\n", path);
    free(data);
    return ok;
}

/* Replays path (a file, or every file of a directory); adds to *count. */
static int replay_path(const char *path, int *count)
{
    struct stat info;
    if (stat(path, &info) != 0) {
        fprintf(stderr, "replay: no such file or directory: %s\n", path);
        return 0;
    }
    if (!S_ISDIR(info.st_mode)) {
        *count += 1;
        return replay_file(path);
    }
    DIR *dir = opendir(path);
    if (dir == NULL) {
        fprintf(stderr, "replay: cannot open directory %s\n", path);
        return 0;
    }
    int ok = 1;
    for (struct dirent *entry; (entry = readdir(dir)) != NULL;) {
        char child[4096];
        if (entry->d_name[0] == '.')
            continue; /* ".", ".." and hidden files such as .gitkeep */
        snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
        if (stat(child, &info) == 0 && S_ISREG(info.st_mode)) {
            *count += 1;
            ok = replay_file(child) && ok;
        }
    }
    closedir(dir);
    return ok;
}

int main(int argc, char **argv)
{
    int count = 0;
    int ok = 1;

    for (int i = 1; i < argc; i++)
        ok = replay_path(argv[i], &count) && ok;
    printf("replayed %d inputs\n", count);
    if (count == 0) {
        fprintf(stderr, "replay: no inputs\n");
        return 1;
    }
    return ok ? 0 : 1;
}
