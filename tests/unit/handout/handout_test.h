/* Shared by the handout tests: what a writer printed, as a string, and
 * checks on SVG text that need no XML library. */
#ifndef BOARDEX_HANDOUT_TEST_H
#define BOARDEX_HANDOUT_TEST_H

/* open_memstream */
#define _POSIX_C_SOURCE 200809L

#include "boardex_test.h"

#include <stdbool.h>

/* A writer's output, held until the next call of printed(). */
typedef struct {
    char *text;
    size_t len;
    FILE *out;
} capture;

static inline FILE *capture_begin(capture *cap)
{
    free(cap->text);
    cap->text = NULL;
    cap->out = open_memstream(&cap->text, &cap->len);
    assert_non_null(cap->out);
    return cap->out;
}

static inline const char *capture_end(capture *cap)
{
    assert_int_equal(fclose(cap->out), 0);
    cap->out = NULL;
    return cap->text;
}

static inline void capture_free(capture *cap)
{
    free(cap->text);
    cap->text = NULL;
}

/* How many times needle occurs in text, not overlapping. */
static inline int occurrences(const char *text, const char *needle)
{
    int count = 0;
    size_t step = strlen(needle);
    for (const char *at = strstr(text, needle); at != NULL;
         at = strstr(at + step, needle))
        count++;
    return count;
}

static inline void assert_contains(const char *text, const char *needle)
{
    if (strstr(text, needle) == NULL)
        fail_msg("missing \"%s\" in:\n%s", needle, text);
}

static inline bool starts_with(const char *text, const char *prefix)
{
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

/* Whether the text from at on is an entity: &amp; &lt; &gt; &quot; */
static inline bool is_entity(const char *at)
{
    return starts_with(at, "&amp;") || starts_with(at, "&lt;") ||
           starts_with(at, "&gt;") || starts_with(at, "&quot;");
}

/* Well-formed enough for our writers: one XML declaration first, then
 * elements that nest and close in order, attribute values in double
 * quotes with no '<', and text with no bare '<' or '&'. One root. */
static inline void assert_well_formed_svg(const char *text)
{
    const char *stack[64];
    size_t lens[64];
    int depth = 0, roots = 0;
    const char *p = text;
    const char *decl = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    assert_true(starts_with(p, decl));
    p += strlen(decl);
    while (*p != '\0') {
        if (*p == '&') {
            assert_true(is_entity(p));
            p++;
            continue;
        }
        if (*p != '<') {
            if (depth == 0 && *p != '\n')
                fail_msg("text outside the root: %.20s", p);
            p++;
            continue;
        }
        p++;
        bool closing = *p == '/';
        if (closing)
            p++;
        const char *name = p;
        while (*p >= 'a' && *p <= 'z')
            p++;
        size_t len = (size_t)(p - name);
        assert_true(len > 0);
        /* The attributes: name="value" pairs up to > or />. */
        while (*p != '>' && !(p[0] == '/' && p[1] == '>')) {
            if (*p == '"') {
                for (p++; *p != '"'; p++) {
                    assert_true(*p != '\0' && *p != '<');
                    if (*p == '&')
                        assert_true(is_entity(p));
                }
            }
            assert_true(*p != '\0' && *p != '<');
            p++;
        }
        bool empty = *p == '/';
        p += empty ? 2 : 1;
        if (closing) {
            assert_true(depth > 0);
            depth--;
            if (lens[depth] != len || strncmp(stack[depth], name, len) != 0)
                fail_msg("</%.*s> closes <%.*s>", (int)len, name,
                         (int)lens[depth], stack[depth]);
        } else if (!empty) {
            assert_true(depth < 64);
            if (depth == 0)
                roots++;
            stack[depth] = name;
            lens[depth] = len;
            depth++;
        }
    }
    assert_int_equal(depth, 0);
    assert_int_equal(roots, 1);
}

/* Every fill="#rrggbb" in text is a grey (r = g = b); returns how many
 * fills there are. */
static inline int assert_fills_grey(const char *text)
{
    int fills = 0;
    for (const char *at = strstr(text, "fill=\"#"); at != NULL;
         at = strstr(at + 1, "fill=\"#")) {
        unsigned long rgb = strtoul(at + 7, NULL, 16);
        unsigned long r = rgb >> 16, g = rgb >> 8 & 0xff, b = rgb & 0xff;
        if (r != g || g != b)
            fail_msg("not a grey: %.16s", at);
        fills++;
    }
    return fills;
}

/* Whether some fill="#rrggbb" in text is not a grey. */
static inline bool has_colour_fill(const char *text)
{
    for (const char *at = strstr(text, "fill=\"#"); at != NULL;
         at = strstr(at + 1, "fill=\"#")) {
        unsigned long rgb = strtoul(at + 7, NULL, 16);
        if (rgb >> 16 != (rgb >> 8 & 0xff) || (rgb & 0xff) != (rgb >> 8 & 0xff))
            return true;
    }
    return false;
}

/* The number in attribute name="..." of the first element that has it. */
static inline int attribute(const char *text, const char *name)
{
    char key[32];
    snprintf(key, sizeof key, " %s=\"", name);
    const char *at = strstr(text, key);
    assert_non_null(at);
    return atoi(at + strlen(key));
}

#endif
