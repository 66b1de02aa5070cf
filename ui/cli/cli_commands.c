/* The table of subcommands, in the order `boardex --help` lists them. */
#include <string.h>

#include "cli.h"

extern const cli_command CLI_COORDS, CLI_SQUARE, CLI_MOVE, CLI_MOVES,
    CLI_GROUPS, CLI_STRENGTH, CLI_MOBILITY, CLI_HEATMAP, CLI_DISTANCE,
    CLI_COMPARE, CLI_PIECES, CLI_BETZA,
    CLI_COUNT, CLI_LEGAL, CLI_FEN, CLI_BOARD, CLI_PERFT, CLI_VARIANTS, CLI_VARIANT,
    CLI_TOUR,
    CLI_FINDTOUR,
    CLI_COUNTTOURS;
extern const cli_command CLI_EXPLORE;

static const cli_command *const COMMANDS[] = {
    /* squares and mobility */
    &CLI_COORDS,
    &CLI_SQUARE,
    &CLI_MOVE,
    &CLI_MOVES,
    &CLI_GROUPS,
    &CLI_STRENGTH,
    &CLI_MOBILITY,
    &CLI_HEATMAP,
    &CLI_DISTANCE,
    &CLI_COMPARE,
    &CLI_PIECES,
    &CLI_BETZA,
    /* chess positions */
    &CLI_COUNT,
    &CLI_LEGAL,
    &CLI_FEN,
    &CLI_BOARD,
    &CLI_PERFT,
    &CLI_VARIANTS,
    &CLI_VARIANT,
    /* tours */
    &CLI_TOUR,
    &CLI_FINDTOUR,
    &CLI_COUNTTOURS,
    /* the interactive explorer */
    &CLI_EXPLORE,
};

enum { COMMAND_COUNT = sizeof COMMANDS / sizeof COMMANDS[0] };

int cli_command_count(void)
{
    return COMMAND_COUNT;
}

const cli_command *cli_command_at(int index)
{
    return index >= 0 && index < COMMAND_COUNT ? COMMANDS[index] : NULL;
}

const cli_command *cli_command_find(const char *name)
{
    for (int i = 0; i < COMMAND_COUNT; i++)
        if (strcmp(COMMANDS[i]->name, name) == 0)
            return COMMANDS[i];
    return NULL;
}
