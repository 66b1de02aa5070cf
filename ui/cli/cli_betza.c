/* The betza command: a piece in Betza notation, as boardex reads it. */
#include "betza.h"
#include "cli.h"
#include "mobility.h"

static const cli_option *const BETZA_OPTIONS[] = {&CLI_OPT_SIZE, NULL};

static const char *range_name(int range, char *text, size_t size)
{
    if (range == PIECE_RANGE_UNLIMITED)
        return "unlimited";
    snprintf(text, size, "%d", range);
    return text;
}

static const char *modality_name(int modality)
{
    switch (modality) {
    case PIECE_MOVE_ONLY:
        return "move-only";
    case PIECE_CAPTURE_ONLY:
        return "capture-only";
    default:
        return "move-and-capture";
    }
}

/* The path after the modality, as the Betza letters say: n, p, g. */
static const char *path_name(int path)
{
    switch (path) {
    case PIECE_PATH_LAME:
        return " lame";
    case PIECE_PATH_HOP:
        return " hopper";
    case PIECE_PATH_GRASSHOPPER:
        return " grasshopper";
    default:
        return "";
    }
}

static int run_betza(cli_call *call)
{
    board_size board;
    piece_spec piece;
    mobility_table table;
    char range[8];
    bx_error err;

    if (!cli_board(call, &board))
        return CLI_EXIT_ERROR;
    if (piece_from_betza(call->args[0], &piece, &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    mobility_compute(board, &piece, &table, NULL);
    /* piece_from_betza normalises: sorted by vector, one line per move. */
    for (int i = 0; i < piece.count; i++) {
        const piece_move *move = &piece.list[i];
        fprintf(call->out, "(%d,%d) range %s modality %s%s\n", move->dir.dr,
                move->dir.dc, range_name(move->range, range, sizeof range),
                modality_name(move->modality), path_name(move->path));
    }
    fprintf(call->out, "strength %d\n", table.strength);
    return CLI_EXIT_OK;
}

const cli_command CLI_BETZA = {
    "betza", "TEXT [--size WxH]",
    "a piece in Betza notation, one line per move, then its strength",
    "Each line is (dr,dc) range R modality M, sorted by dr then dc: R is 1\n"
    "(a leap), up to 26 steps, or unlimited; M is move-and-capture,\n"
    "move-only (m) or capture-only (c); lame (n), hopper (p) and\n"
    "grasshopper (g) moves say so at the end.\n"
    "dr grows towards rank 1 and dc towards the last file, so forward is\n"
    "dr < 0. The strength is the sum over the board of the squares reached\n"
    "(capture-only moves and hoppers reach none on an empty board). See\n"
    "README.md for the notation.\n",
    BETZA_OPTIONS, 1, 1, run_betza};
