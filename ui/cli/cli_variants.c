/* `variants`: the built-in variants (game_variant.h), one a line: name,
 * board size, the pieces defined beyond the six chess ones and the chess
 * letters moving otherwise (Betza), and the rules that differ from chess.
 * `variant NAME`: one of them, or a variants.ini section, as that line or
 * (--ini) as a section. */
#include <string.h>

#include "cli.h"
#include "cli_position.h"
#include "game_variant.h"
#include "game_variant_file.h"

static void print_line(FILE *out, const game_variant *v)
{
    char size[16];
    snprintf(size, sizeof size, "%dx%d", v->size.width, v->size.height);
    fprintf(out, "%-11s %-6s %-16s %s\n", v->name, size,
            v->pieces[0] != '\0' ? v->pieces : "-", v->differs);
}

static int run_variants(cli_call *call)
{
    for (int i = 0; i < game_variant_count(); i++)
        print_line(call->out, game_variant_at(i));
    return CLI_EXIT_OK;
}

static const cli_option OPT_INI = {
    "--ini", NULL,
    "write it as a variants.ini section that Fairy-Stockfish loads"};

/* The same option as the position commands', naming here the file whose
 * section NAME is read. */
static const cli_option OPT_FILE = {
    "--variant-file", "FILE",
    "read the section [NAME] of this Fairy-Stockfish variants.ini"};

static int run_variant(cli_call *call)
{
    const char *file = cli_value(call, &OPT_FILE);
    game_variant variant;
    char section[GAME_VARIANT_INI_MAX];
    bx_error err;
    if (!cli_variant_load(call, file, call->args[0], &variant))
        return CLI_EXIT_ERROR;
    if (!cli_flag(call, &OPT_INI)) {
        print_line(call->out, &variant);
        return CLI_EXIT_OK;
    }
    /* Fairy-Stockfish skips a section named as its own variant: a
     * built-in's section gets a name of its own. */
    if (file == NULL) {
        size_t len = strlen(variant.name);
        snprintf(variant.name + len, sizeof variant.name - len, "-boardex");
    }
    if (game_variant_ini(&variant, section, &err) != BX_OK)
        return cli_fail(call, "variant: %s", err.message);
    fputs(section, call->out);
    return CLI_EXIT_OK;
}

static const cli_option *const VARIANT_OPTIONS[] = {&OPT_FILE, &OPT_INI,
                                                    NULL};

const cli_command CLI_VARIANT = {
    "variant", "NAME [--variant-file FILE] [--ini]",
    "one variant: its line of variants, or its variants.ini section",
    "Prints the variant NAME as boardex variants lists it: a built-in one,\n"
    "or with --variant-file FILE the section [NAME] of that Fairy-Stockfish\n"
    "variants.ini. --ini writes it as a variants.ini section instead, which\n"
    "Fairy-Stockfish loads (setoption name VariantPath) and plays by the\n"
    "same rules; a built-in's section is named NAME-boardex, since\n"
    "Fairy-Stockfish skips a section named as one of its own variants.\n",
    VARIANT_OPTIONS, 1, 1, run_variant};

static const cli_option *const VARIANTS_OPTIONS[] = {NULL};

const cli_command CLI_VARIANTS = {
    "variants", "",
    "the built-in chess variants, with their boards, pieces and rules",
    "Lists each built-in variant, by Fairy-Stockfish's name: its board,\n"
    "the letters it defines beyond K Q R B N P and the chess letters it\n"
    "redefines (in Betza; K=N: the royal king moves as a knight), and what\n"
    "it plays differently from chess. count, legal, fen, board and perft take\n"
    "--variant NAME: that board, its pieces and rules (castling, en\n"
    "passant, promotion), and its start position when no other is given;\n"
    "--variant-file FILE reads one from a Fairy-Stockfish variants.ini\n"
    "(boardex variant --help).\n",
    VARIANTS_OPTIONS, 0, 0, run_variants};
