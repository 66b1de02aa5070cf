/* The whole batch CLI. The input is an argument vector, arguments separated
 * by NUL bytes as the kernel passes them, then optionally four NUL bytes
 * and what standard input holds (for "-": count --fen -, tour -, --board -).
 * It runs through cli_main with output going nowhere; any mix of command,
 * options, values and input must end with a status of 0, 1 or 2, and what
 * it writes on the error stream must be lines of "boardex: ...", each
 * printable and shorter than CLI_MESSAGE_MAX bytes, with at least one on
 * status 2 (never silent). */
#define _POSIX_C_SOURCE 200809L /* fmemopen, open_memstream */

#include <stdio.h>

#include "cli.h"
#include "fuzz.h"

enum { FUZZ_MAX_ARGS = 32, STDIN_MARK = 4 };

/* Each line of the error stream is "boardex: " and a message that
 * fuzz_require_message accepts, and the whole line (its newline included)
 * is shorter than CLI_MESSAGE_MAX: no input moves the cursor or floods the
 * terminal. And there are no more lines than faults: one, or for count
 * --fen - one per line of standard input and one more, so a newline in an
 * argument cannot forge a second "boardex: " line. */
static void fuzz_require_error_lines(const char *errors, size_t size,
                                     const char *input, size_t input_size)
{
    size_t most = 1, lines = 0;
    for (size_t i = 0; i < input_size; i++)
        most += input[i] == '\n' || input[i] == '\r';
    fuzz_require(size == 0 || errors[size - 1] == '\n');
    for (size_t at = 0; at < size; lines++) {
        const char *end = memchr(errors + at, '\n', size - at);
        size_t len = (size_t)(end - (errors + at));
        fuzz_require(len + 1 < CLI_MESSAGE_MAX);
        fuzz_require(strncmp(errors + at, "boardex: ", 9) == 0);
        char line[CLI_MESSAGE_MAX];
        memcpy(line, errors + at, len);
        line[len] = '\0';
        fuzz_require(strlen(line) == len); /* no NUL byte */
        fuzz_require_message(line + 9);
        at += len + 1;
    }
    fuzz_require(lines <= most);
}

/* Where the four NUL bytes before standard input start, or size. */
static size_t stdin_mark(const uint8_t *data, size_t size)
{
    for (size_t i = 0, run = 0; i < size; i++) {
        run = data[i] == 0 ? run + 1 : 0;
        if (run == STDIN_MARK)
            return i + 1 - STDIN_MARK;
    }
    return size;
}

static bool has_arg(char **argv, int argc, const char *prefix)
{
    for (int i = 2; i < argc; i++)
        if (strncmp(argv[i], prefix, strlen(prefix)) == 0)
            return true;
    return false;
}

/* A whole number of five digits or more, or one from 5 up. */
static bool deep_number(const char *arg)
{
    size_t digits = strspn(arg, "0123456789");
    return digits > 0 && arg[digits] == '\0' && (digits > 1 || arg[0] >= '5');
}

/* Commands that search until a time limit run with 20 ms instead of their
 * default seconds: findtour (5 s), counttours (60 s; counting 8x8 knight's
 * tours never ends) and tour --complete (5 s). The limit goes ahead of the
 * rest so nothing overrides it. perft at depth 5 or more takes seconds:
 * such vectors, and ones setting their own limit, are not worth a run
 * (false). */
static bool limit_searches(char **argv, int *argc)
{
    if (*argc < 2)
        return true;
    if (strcmp(argv[1], "perft") == 0) {
        for (int i = 2; i < *argc; i++)
            if (deep_number(argv[i]))
                return false;
        return true;
    }
    bool limited = strcmp(argv[1], "findtour") == 0 ||
                   strcmp(argv[1], "counttours") == 0 ||
                   (strcmp(argv[1], "tour") == 0 &&
                    has_arg(argv, *argc, "--complete"));
    if (!limited)
        return true;
    if (has_arg(argv, *argc, "--limit-ms"))
        return false;
    if (*argc == FUZZ_MAX_ARGS + 1)
        --*argc; /* room for the limit */
    memmove(argv + 3, argv + 2, sizeof argv[0] * (size_t)(*argc - 2));
    argv[2] = "--limit-ms=20";
    argv[++*argc] = NULL;
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t args_size = stdin_mark(data, size);
    size_t input_size = size - args_size - (args_size < size ? STDIN_MARK : 0);
    char *text = fuzz_text(data, size);
    char *argv[FUZZ_MAX_ARGS + 2] = {"boardex"};
    int argc = 1;

    if (text == NULL)
        return 0;
    /* Each NUL ends an argument; the last one needs no terminator. */
    for (size_t start = 0; start < args_size && argc <= FUZZ_MAX_ARGS;) {
        argv[argc++] = text + start;
        start += strlen(text + start) + 1;
    }
    argv[argc] = NULL;

    /* glibc's stdin is a variable a program may set: point it at the
     * input's bytes (or at nothing) for the run, then put it back. */
    FILE *input = input_size > 0
                      ? fmemopen(text + size - input_size, input_size, "r")
                      : fopen("/dev/null", "r");
    FILE *sink = fopen("/dev/null", "w");
    char *errors = NULL;
    size_t errors_size = 0;
    FILE *err = open_memstream(&errors, &errors_size);
    if (input != NULL && sink != NULL && err != NULL &&
        limit_searches(argv, &argc)) {
        FILE *saved = stdin;
        stdin = input;
        int status = cli_main(argc, argv, sink, err);
        stdin = saved;
        fclose(err);
        err = NULL;
        fuzz_require(status >= 0 && status <= 2);
        fuzz_require(status != 2 || errors_size > 0);
        fuzz_require_error_lines(errors, errors_size,
                                 text + size - input_size, input_size);
    }
    if (err != NULL)
        fclose(err);
    free(errors);
    if (input != NULL)
        fclose(input);
    if (sink != NULL)
        fclose(sink);
    free(text);
    return 0;
}
