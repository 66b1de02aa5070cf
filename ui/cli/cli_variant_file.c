/* --variant-file FILE: a section of a Fairy-Stockfish variants.ini,
 * chosen by --variant NAME (or the file's only one), and the variant a
 * command names, built in or read from such a file; for the explorer,
 * every section of the file (without --variant, starting on the
 * first). */
#include <string.h>

#include "cli_file.h"
#include "cli_position.h"
#include "game_variant_file.h"

const cli_option CLI_OPT_VARIANT_FILE = {
    "--variant-file", "FILE",
    "a variants.ini section (Fairy-Stockfish's format): --variant NAME's, "
    "or the only one (explore: the first)"};

/* The section to read, and where. */
typedef struct {
    const char *name;
    game_variant *out;
} file_section;

static bx_status read_section(const char *text, size_t len, void *context,
                              bx_error *err)
{
    const file_section *wanted = context;
    return game_variant_file_read(text, len, wanted->name, wanted->out, err);
}

/* Every section, and which is the one named. */
typedef struct {
    const char *name;
    game_variant *out;
    int count, named;
} file_sections;

static bx_status read_sections(const char *text, size_t len, void *context,
                               bx_error *err)
{
    file_sections *all = context;
    char names[GAME_VARIANT_FILE_SECTIONS][GAME_VARIANT_NAME_MAX];
    game_variant named;
    /* The one named first: a name not there is refused as it always was.
     * With no name the explorer starts on the first section, whatever
     * their number: V lists the others. */
    file_section wanted = {all->name, &named};
    if (all->name != NULL && read_section(text, len, &wanted, err) != BX_OK)
        return BX_INVALID;
    all->count = game_variant_file_sections(text, len, names, err);
    all->named = 0;
    for (int i = 0; i < all->count; i++) {
        wanted = (file_section){names[i], &all->out[i]};
        if (read_section(text, len, &wanted, err) != BX_OK)
            return BX_INVALID;
        if (all->name != NULL && strcmp(names[i], named.name) == 0)
            all->named = i;
    }
    return all->count > 0 ? BX_OK : BX_INVALID;
}

bool cli_variant_file_load_all(cli_call *call, const char *path,
                               const char *name, game_variant *out,
                               int *count, int *named)
{
    file_sections all = {name, out, 0, 0};
    if (!cli_read_located(call, path, read_sections, &all))
        return false;
    *count = all.count;
    *named = all.named;
    return true;
}

bool cli_variant_load(cli_call *call, const char *path, const char *name,
                      game_variant *out)
{
    bx_error err;
    if (path == NULL) {
        const game_variant *builtin = game_variant_find(name, &err);
        if (builtin == NULL) {
            cli_fail(call, "%s: %s", call->command->name, err.message);
            return false;
        }
        *out = *builtin;
        return true;
    }
    file_section wanted = {name, out};
    return cli_read_located(call, path, read_section, &wanted);
}
