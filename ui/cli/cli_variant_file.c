/* --variant-file FILE: a section of a Fairy-Stockfish variants.ini,
 * chosen by --variant NAME (or the file's only one), and the variant a
 * command names, built in or read from such a file. */
#include "cli_file.h"
#include "cli_position.h"
#include "game_variant_file.h"

const cli_option CLI_OPT_VARIANT_FILE = {
    "--variant-file", "FILE",
    "a variants.ini section (Fairy-Stockfish's format): --variant NAME's, "
    "or the only one"};

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
