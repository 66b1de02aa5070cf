/* The whole batch CLI: the input is an argument vector, arguments separated
 * by NUL bytes as the kernel passes them, run through cli_main with both
 * streams going nowhere and standard input empty. Any command, option and value mix must end with a
 * status of 0, 1 or 2. */
#include <stdio.h>

#include "../../ui/cli.h"
#include "fuzz.h"

enum { FUZZ_MAX_ARGS = 32 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    char *argv[FUZZ_MAX_ARGS + 2] = {"boardex"};
    int argc = 1;

    if (text == NULL)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    /* Each NUL ends an argument; the last one needs no terminator. */
    for (size_t start = 0; start < size && argc <= FUZZ_MAX_ARGS;) {
        argv[argc++] = text + start;
        start += strlen(text + start) + 1;
    }
    argv[argc] = NULL;
    /* findtour searches until its time limit (5 s unless --limit-ms says
     * otherwise): give it 20 ms, first so that nothing can override it. */
    if (argc >= 2 && strcmp(argv[1], "findtour") == 0) {
        for (int i = 2; i < argc; i++)
            if (strncmp(argv[i], "--limit-ms", 10) == 0) {
                free(text);
                return 0;
            }
        if (argc == FUZZ_MAX_ARGS + 1)
            argc--; /* room for the limit */
        memmove(argv + 3, argv + 2, sizeof argv[0] * (size_t)(argc - 2));
        argv[2] = "--limit-ms=20";
        argv[++argc] = NULL;
    }

    /* "-" reads standard input: give it an empty one rather than wait on
     * whatever the fuzzer was started with. */
    if (freopen("/dev/null", "r", stdin) == NULL)
        abort();
    /* Output and errors both go to one sink. */
    FILE *sink = fopen("/dev/null", "w");
    if (sink != NULL) {
        int status = cli_main(argc, argv, sink, sink);
        fuzz_require(status >= 0 && status <= 2);
        fclose(sink);
    }
    free(text);
    return 0;
}
