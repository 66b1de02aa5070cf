/* Option values that are one of a few words (--color WHEN, --side COLOUR).
 * The words live here once: the parser checks values against them, its
 * message lists them, and the shell completions offer them. */
#include <string.h>

#include "cli.h"
#include "text_append.h"

typedef struct {
    const char *value_name;
    const char *const *words; /* NULL-terminated */
} value_words;

static const char *const WHEN_WORDS[] = {"auto", "always", "never", NULL};
static const char *const COLOUR_WORDS[] = {"white", "black", NULL};
static const char *const FORMAT_WORDS[] = {"text", "csv", "markdown", "svg",
                                           NULL};
static const char *const SCALE_WORDS[] = {"relative", "absolute", NULL};
static const char *const METHOD_WORDS[] = {"paths", "frontier", NULL};
/* --rules: chess_rules_parse checks the value; this is for completion. */
static const char *const RULES_WORDS[] = {"seed", "fide", NULL};

static const value_words VALUE_WORDS[] = {
    {"WHEN", WHEN_WORDS},
    {"COLOUR", COLOUR_WORDS},
    {"FORMAT", FORMAT_WORDS},
    {"SCALE", SCALE_WORDS},
    {"METHOD", METHOD_WORDS},
    {"RULES", RULES_WORDS},
};

const char *const *cli_value_words(const char *value_name)
{
    if (value_name == NULL)
        return NULL;
    for (size_t i = 0; i < sizeof VALUE_WORDS / sizeof VALUE_WORDS[0]; i++)
        if (strcmp(VALUE_WORDS[i].value_name, value_name) == 0)
            return VALUE_WORDS[i].words;
    return NULL;
}

/* "auto, always or never" */
static void join_words(const char *const *words, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; words[i] != NULL; i++)
        text_appendf(out, size, &used, "%s%s",
                     i == 0 ? "" : words[i + 1] ? ", " : " or ", words[i]);
}

const char *cli_value_choice(cli_call *call, const cli_option *option,
                             const char *absent)
{
    const char *value = cli_value(call, option);
    const char *const *words = cli_value_words(option->value_name);

    if (value == NULL || words == NULL)
        return absent;
    for (int i = 0; words[i] != NULL; i++)
        if (strcmp(words[i], value) == 0)
            return words[i];
    char listed[160];
    join_words(words, listed, sizeof listed);
    cli_fail(call, "%s: %s takes %s", call->command->name, option->name,
             listed);
    return NULL;
}
