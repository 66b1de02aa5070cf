/* What every fuzz target shares.
 *
 * A target defines LLVMFuzzerTestOneInput. Built with BOARDEX_FUZZ, libFuzzer
 * calls it with generated inputs; in every other build replay.c calls it
 * with the files of the seed corpus and of past findings, so each build
 * proves that no input that ever failed fails again. */
#ifndef BOARDEX_FUZZ_H
#define BOARDEX_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The input as a C string, as the parsers receive text: a copy with a
 * terminator, cut at the first NUL as argv and fgets would cut it. The
 * caller frees it; NULL only when memory runs out. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (text != NULL) {
        memcpy(text, data, size);
        text[size] = '\0';
    }
    return text;
}

/* A broken invariant is a finding: stop so the fuzzer keeps the input. */
static inline void fuzz_require(int condition)
{
    if (!condition)
        abort();
}

/* Every error message is one printable line: user text is quoted with its
 * control bytes escaped (bx_quote), so no input can forge output or move
 * the cursor. Bytes from 0x80 are the UTF-8 that bx_quote keeps; C1
 * controls (U+0080..U+009F, "\xc2\x80".."\xc2\x9f") are never kept. */
static inline void fuzz_require_message(const char *message)
{
    fuzz_require(message[0] != '\0');
    for (const unsigned char *p = (const unsigned char *)message; *p != '\0';
         p++) {
        fuzz_require(*p >= 0x20 && *p != 0x7f);
        fuzz_require(!(p[0] == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f));
    }
}

#endif
