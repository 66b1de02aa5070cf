/* `variants`: the built-in variants (game_variant.h), one a line: name,
 * board size, the pieces defined beyond the six chess ones and the chess
 * letters moving otherwise (Betza), and the rules that differ from chess. */
#include "cli.h"
#include "game_variant.h"

static int run_variants(cli_call *call)
{
    for (int i = 0; i < game_variant_count(); i++) {
        const game_variant *v = game_variant_at(i);
        char size[16];
        snprintf(size, sizeof size, "%dx%d", v->size.width, v->size.height);
        fprintf(call->out, "%-11s %-6s %-16s %s\n", v->name, size,
                v->pieces[0] != '\0' ? v->pieces : "-", v->differs);
    }
    return CLI_EXIT_OK;
}

static const cli_option *const VARIANTS_OPTIONS[] = {NULL};

const cli_command CLI_VARIANTS = {
    "variants", "",
    "the built-in chess variants, with their boards, pieces and rules",
    "Lists each built-in variant, by Fairy-Stockfish's name: its board,\n"
    "the letters it defines beyond K Q R B N P and the chess letters it\n"
    "redefines (in Betza; K=N: the royal king moves as a knight), and what\n"
    "it plays differently from chess. count, legal, fen, board and perft take\n"
    "--variant NAME: that board, its pieces and rules (castling, en\n"
    "passant, promotion), and its start position when no other is given.\n",
    VARIANTS_OPTIONS, 0, 0, run_variants};
