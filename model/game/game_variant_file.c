/* Reading a variants.ini: the lines and sections, the chain of parents,
 * then each section's keys applied in Fairy-Stockfish's order
 * (game_variant_keys.c) and the result judged (game_variant_fsf_judge.c). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_variant_file.h"
#include "game_variant_keys.h"

typedef struct {
    char name[GAME_VARIANT_NAME_MAX];
    char parent[GAME_VARIANT_NAME_MAX];
    int line;
    size_t body; /* offset of the line after the header */
} section;

typedef struct {
    section list[GAME_VARIANT_FILE_SECTIONS];
    int count;
} section_list;

/* text[*at..] to the end of its line, trimmed, with its length; *at moves
 * past the newline. */
static const char *next_line(const char *text, size_t len, size_t *at,
                             size_t *line_len)
{
    const char *start = text + *at;
    const char *nl = memchr(start, '\n', len - *at);
    size_t n = nl != NULL ? (size_t)(nl - start) : len - *at;
    *at += n + (nl != NULL);
    while (n > 0 && isspace((unsigned char)*start)) {
        start++;
        n--;
    }
    while (n > 0 && isspace((unsigned char)start[n - 1]))
        n--;
    *line_len = n;
    return start;
}

static bool name_char(char c)
{
    return isalnum((unsigned char)c) || strchr("_-+.", c) != NULL;
}

/* "name" or "name:parent" between the brackets. */
static bx_status read_header(const char *line, size_t n, int number,
                             section *out, bx_error *err)
{
    char quoted[BX_QUOTE_MAX];
    size_t name_len = 0;
    size_t parent_len = 0;
    const char *inner = line + 1;
    size_t inner_len = n >= 2 && line[n - 1] == ']' ? n - 2 : 0;
    while (name_len < inner_len && name_char(inner[name_len]))
        name_len++;
    if (name_len < inner_len && inner[name_len] == ':')
        while (name_len + 1 + parent_len < inner_len &&
               name_char(inner[name_len + 1 + parent_len]))
            parent_len++;
    bool colon = name_len < inner_len;
    size_t used = name_len + (colon ? 1 + parent_len : 0);
    if (name_len == 0 || used != inner_len || (colon && parent_len == 0) ||
        name_len >= GAME_VARIANT_NAME_MAX ||
        parent_len >= GAME_VARIANT_NAME_MAX) {
        bx_quote_bytes(quoted, line, n);
        return bx_fail_line(err, BX_INVALID, number,
                            "'%s' is no [name] or [name:parent] (letters, "
                            "digits, _-+., at most %d)",
                            quoted, GAME_VARIANT_NAME_MAX - 1);
    }
    memcpy(out->name, inner, name_len);
    out->name[name_len] = '\0';
    memcpy(out->parent, inner + name_len + 1, parent_len);
    out->parent[parent_len] = '\0';
    out->line = number;
    return BX_OK;
}

static bx_status add_section(section_list *sections, const section *s,
                             bx_error *err)
{
    for (int i = 0; i < sections->count; i++)
        if (strcmp(sections->list[i].name, s->name) == 0)
            return bx_fail_line(err, BX_INVALID, s->line,
                                "section [%s] is given twice (first on line "
                                "%d)", s->name, sections->list[i].line);
    if (game_variant_find(s->name, NULL) != NULL)
        return bx_fail_line(err, BX_INVALID, s->line,
                            "[%s] is a built-in variant's name", s->name);
    if (sections->count == GAME_VARIANT_FILE_SECTIONS)
        return bx_fail_line(err, BX_TOO_LARGE, s->line,
                            "more than %d sections",
                            GAME_VARIANT_FILE_SECTIONS);
    sections->list[sections->count++] = *s;
    return BX_OK;
}

/* Every line: its form, and a key's name (values are read later, for the
 * sections read). */
static bx_status scan(const char *text, size_t len, section_list *sections,
                      bx_error *err)
{
    size_t at = 0;
    char quoted[BX_QUOTE_MAX];
    const char *nul = memchr(text, '\0', len);
    sections->count = 0;
    for (int number = 1; at < len; number++) {
        size_t line_start = at;
        size_t n;
        const char *line = next_line(text, len, &at, &n);
        if (nul != NULL && nul < text + at)
            return bx_fail_line(err, BX_INVALID, number, "a NUL byte");
        if (at - line_start > FSF_LINE_MAX)
            return bx_fail_line(err, BX_TOO_LARGE, number,
                                "longer than %d characters",
                                FSF_LINE_MAX);
        if (n == 0 || line[0] == '#' || line[0] == ';')
            continue;
        if (line[0] == '[') {
            section s = {"", "", 0, at};
            if (read_header(line, n, number, &s, err) != BX_OK ||
                add_section(sections, &s, err) != BX_OK)
                return BX_INVALID;
            continue;
        }
        const char *eq = memchr(line, '=', n);
        if (eq == NULL || eq == line) {
            bx_quote_bytes(quoted, line, n);
            return bx_fail_line(err, BX_INVALID, number,
                                "'%s' is no KEY = VALUE", quoted);
        }
        if (sections->count == 0)
            return bx_fail_line(err, BX_INVALID, number,
                                "a key before the first [section]");
        size_t key_len = (size_t)(eq - line);
        while (key_len > 0 && isspace((unsigned char)line[key_len - 1]))
            key_len--;
        if (!fsf_key_known(line, key_len)) {
            bx_quote_bytes(quoted, line, key_len);
            return bx_fail_line(err, BX_INVALID, number,
                                "unsupported key '%s'", quoted);
        }
    }
    if (sections->count > 0)
        return BX_OK;
    bx_fail(err, BX_INVALID, "no [section]");
    return BX_INVALID;
}

static int find_section(const section_list *sections, const char *name,
                        int before)
{
    for (int i = 0; i < before; i++)
        if (strcmp(sections->list[i].name, name) == 0)
            return i;
    return -1;
}

static bx_status pick(const section_list *sections, const char *wanted,
                      int *out, bx_error *err)
{
    char quoted[BX_QUOTE_MAX];
    *out = wanted == NULL ? 0
                          : find_section(sections, wanted, sections->count);
    if (*out >= 0 && (wanted != NULL || sections->count == 1))
        return BX_OK;
    if (wanted == NULL) {
        bx_fail(err, BX_INVALID, "%d sections: name the one to read",
                sections->count);
        return BX_INVALID;
    }
    bx_quote(quoted, wanted);
    bx_fail(err, BX_NOT_FOUND, "no section [%s]", quoted);
    return BX_NOT_FOUND;
}

/* The rules of section index: its parents' first, then its own keys. */
static bx_status resolve(const char *text, size_t len,
                         const section_list *sections, int index,
                         fsf_rules *rules, bx_error *err)
{
    int chain[GAME_VARIANT_FILE_SECTIONS];
    int depth = 0;
    const game_variant *builtin = NULL;
    /* A parent is always an earlier section: the chain ends. */
    for (int i = index; i >= 0 && builtin == NULL;) {
        const section *s = &sections->list[i];
        chain[depth++] = i;
        if (s->parent[0] == '\0')
            break;
        int parent = find_section(sections, s->parent, i);
        if (parent < 0 &&
            (builtin = game_variant_find(s->parent, NULL)) == NULL) {
            bx_fail_line(err, BX_INVALID, s->line,
                         "parent '%s' is neither a built-in variant nor an "
                         "earlier section",
                         s->parent);
            return BX_INVALID;
        }
        i = parent;
    }
    if (builtin != NULL)
        fsf_from_variant(builtin, rules);
    else
        fsf_template(rules);
    while (depth > 0) {
        const section *s = &sections->list[chain[--depth]];
        if (fsf_keys_apply(text, len, s->body, s->line + 1, rules, err) != BX_OK)
            return BX_INVALID;
    }
    return BX_OK;
}

/* The start position must stand on the variant's board: said at the line
 * that gave it, or the section's. */
static bx_status check_start(const game_variant *variant, int line,
                             bx_error *err)
{
    game_rules *rules = NULL;
    game_position pos;
    bx_error inner;
    if (game_rules_new_variant(variant, &rules, &inner) == BX_OK &&
        game_position_from_fen(rules, variant->start, &pos, &inner) ==
            BX_OK) {
        game_rules_free(rules);
        return BX_OK;
    }
    game_rules_free(rules);
    return bx_fail_line(err, BX_INVALID, line, "%s", inner.message);
}

/* The file's sections, scanned (freed by the caller), or NULL with err
 * and *status. */
static section_list *scanned(const char *text, size_t len, bx_status *status,
                             bx_error *err)
{
    if (len > GAME_VARIANT_FILE_MAX) {
        *status = bx_fail(err, BX_TOO_LARGE, "larger than 1 MiB");
        return NULL;
    }
    /* 256 sections' names: the heap's, not a 28 KB frame. */
    section_list *sections = calloc(1, sizeof *sections);
    if (sections == NULL) {
        *status = bx_fail(err, BX_TOO_LARGE, "out of memory");
        return NULL;
    }
    if (scan(text, len, sections, err) != BX_OK) {
        *status = BX_INVALID;
        free(sections);
        return NULL;
    }
    *status = BX_OK;
    return sections;
}

int game_variant_file_sections(
    const char *text, size_t len,
    char names[GAME_VARIANT_FILE_SECTIONS][GAME_VARIANT_NAME_MAX],
    bx_error *err)
{
    bx_status status;
    section_list *sections = scanned(text, len, &status, err);
    if (sections == NULL)
        return -1;
    int count = sections->count;
    for (int i = 0; i < count; i++)
        memcpy(names[i], sections->list[i].name, GAME_VARIANT_NAME_MAX);
    free(sections);
    return count;
}

bx_status game_variant_file_read(const char *text, size_t len,
                                 const char *wanted, game_variant *out,
                                 bx_error *err)
{
    fsf_rules rules;
    int index;
    bx_status status;
    section_list *sections = scanned(text, len, &status, err);
    if (sections == NULL)
        return status;
    status = BX_INVALID;
    if (pick(sections, wanted, &index, err) == BX_OK &&
        resolve(text, len, sections, index, &rules, err) == BX_OK) {
        const section *s = &sections->list[index];
        /* A rule the section left as its parent or Fairy-Stockfish's
         * template had it is refused at the section's header. */
        for (int aspect = 0; aspect < FSF_ON_COUNT; aspect++)
            if (rules.lines[aspect] == 0)
                rules.lines[aspect] = s->line;
        if (fsf_to_variant(&rules, s->name, out, err) == BX_OK)
            status = check_start(out, rules.lines[FSF_ON_START], err);
    }
    free(sections);
    return status;
}
