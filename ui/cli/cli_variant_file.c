/* --variant-file FILE: a section of a Fairy-Stockfish variants.ini,
 * chosen by --variant NAME (or the file's only one), and the variant a
 * command names, built in or read from such a file. */
#include <stdlib.h>

#include "cli_file.h"
#include "cli_position.h"
#include "game_variant_file.h"

const cli_option CLI_OPT_VARIANT_FILE = {
    "--variant-file", "FILE",
    "a variants.ini section (Fairy-Stockfish's format): --variant NAME's, "
    "or the only one"};

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
    char *text;
    size_t len;
    if (!cli_read_text(call, path, &text, &len))
        return false;
    bx_status status = game_variant_file_read(text, len, name, out, &err);
    free(text);
    if (status != BX_OK) {
        char label[BX_QUOTE_MAX];
        cli_fail_located(call, cli_file_label(path, label), &err);
        return false;
    }
    return true;
}
