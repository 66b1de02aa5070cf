/* Subcommands over squares, pieces and mobility (the first problem text). */
#include <stdlib.h>
#include <string.h>

#include "mobility.h"
#include "cli.h"

static const cli_option OPT_REPEATED_FLAG = {
    "--repeated", NULL, "ride: repeat the step until the edge"};

static const cli_option *const SIZE_ONLY[] = {&CLI_OPT_SIZE, NULL};
static const cli_option *const PIECE_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA, &CLI_OPT_ONCE,     &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &CLI_OPT_SIZE,  &CLI_OPT_BLOCKERS, NULL};
static const cli_option *const MOVE_OPTIONS[] = {
    &OPT_REPEATED_FLAG, &CLI_OPT_COORDS, &CLI_OPT_SIZE, NULL};
static const cli_option *const MOVES_OPTIONS[] = {
    &CLI_OPT_PIECE,     &CLI_OPT_BETZA,  &CLI_OPT_ONCE, &CLI_OPT_REPEATED,
    &CLI_OPT_SYMMETRIC, &CLI_OPT_COORDS, &CLI_OPT_SIZE, &CLI_OPT_BLOCKERS,
    NULL};

/* One line: FIDE names sorted as strings, or "(r, k)" sorted by row then
 * column (square index order). */
static void print_squares(cli_call *call, board_size board,
                          const square_set *set)
{
    char names[BOARD_MAX_SQUARES][SQUARE_NAME_MAX];
    bool coords = cli_flag(call, &CLI_OPT_COORDS);
    int count = 0;

    for (int i = 0; i < board_square_count(board); i++) {
        if (!square_set_has(set, i))
            continue;
        square sq = square_at(board, i);
        if (coords)
            fprintf(call->out, "%s(%d, %d)", count > 0 ? " " : "", sq.row,
                    sq.col);
        else
            square_to_fide(board, sq, names[count], NULL);
        count++;
    }
    if (!coords) {
        qsort(names, (size_t)count, sizeof names[0], cli_compare_text);
        for (int i = 0; i < count; i++)
            fprintf(call->out, "%s%s", i > 0 ? " " : "", names[i]);
    }
    fputc('\n', call->out);
}

/* A whole number with no blanks around it, as squares take them. */
static bool parse_coordinate(const char *text, int *value)
{
    char *end;
    const char *digits = text[0] == '-' ? text + 1 : text;
    if (*digits < '0' || *digits > '9')
        return false;
    long parsed = strtol(text, &end, 10);
    if (end == text || *end != '\0' || parsed < -1000 || parsed > 1000)
        return false;
    *value = (int)parsed;
    return true;
}

static int run_coords(cli_call *call)
{
    board_size board;
    square sq;
    if (!cli_board(call, &board) ||
        !cli_square(call, board, call->args[0], &sq))
        return CLI_EXIT_ERROR;
    fprintf(call->out, "(%d, %d)\n", sq.row, sq.col);
    return CLI_EXIT_OK;
}

static int run_square(cli_call *call)
{
    board_size board;
    square sq;
    char name[SQUARE_NAME_MAX];
    bx_error err;

    if (!cli_board(call, &board))
        return CLI_EXIT_ERROR;
    if (!parse_coordinate(call->args[0], &sq.row) ||
        !parse_coordinate(call->args[1], &sq.col))
        return cli_fail(call, "invalid position");
    if (square_to_fide(board, sq, name, &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    fprintf(call->out, "%s\n", name);
    return CLI_EXIT_OK;
}

static int run_move(cli_call *call)
{
    board_size board;
    square from;
    direction_list dirs;
    square_set reach;
    bx_error err;

    if (!cli_board(call, &board) ||
        !cli_square(call, board, call->args[0], &from))
        return CLI_EXIT_ERROR;
    if (directions_parse(call->args[1], &dirs, &err) != BX_OK)
        return cli_fail(call, "%s", err.message);
    if (dirs.count != 1)
        return cli_fail(call, "move: expected one direction, such as 1,2");
    direction_reach(board, from, dirs.list[0],
                    cli_flag(call, &OPT_REPEATED_FLAG), &reach, NULL);
    print_squares(call, board, &reach);
    return CLI_EXIT_OK;
}

static int run_moves(cli_call *call)
{
    board_size board;
    square from;
    piece_spec piece;
    square_set blockers, reach;

    if (!cli_board(call, &board) || !cli_piece(call, &piece) ||
        !cli_blockers(call, board, &blockers) ||
        !cli_piece_square(call, board, &blockers, call->args[0], &from))
        return CLI_EXIT_ERROR;
    piece_reach_among(board, &piece, &blockers, from, &reach, NULL);
    print_squares(call, board, &reach);
    return CLI_EXIT_OK;
}

/* Reads the board and piece options and fills table. */
static bool compute_table(cli_call *call, mobility_table *table)
{
    board_size board;
    piece_spec piece;
    square_set blockers;
    bx_error err;

    if (!cli_board(call, &board) || !cli_piece(call, &piece) ||
        !cli_blockers(call, board, &blockers))
        return false;
    if (mobility_compute_among(board, &piece, &blockers, table, &err) !=
        BX_OK) {
        cli_fail(call, "%s", err.message);
        return false;
    }
    return true;
}

static int run_groups(cli_call *call)
{
    mobility_table table;
    if (!compute_table(call, &table))
        return CLI_EXIT_ERROR;
    fputc('{', call->out);
    for (int g = 0; g < table.group_count; g++)
        fprintf(call->out, "%s%d: %d", g > 0 ? ", " : "",
                table.groups[g].moves, table.groups[g].squares);
    fputs("}\n", call->out);
    return CLI_EXIT_OK;
}

static int run_strength(cli_call *call)
{
    mobility_table table;
    if (!compute_table(call, &table))
        return CLI_EXIT_ERROR;
    fprintf(call->out, "%d\n", table.strength);
    return CLI_EXIT_OK;
}

static int run_mobility(cli_call *call)
{
    mobility_table table;
    /* Each group is at most "676 × 675 + ": 16 bytes. */
    char text[BOARD_MAX_SQUARES * 16];
    if (!compute_table(call, &table))
        return CLI_EXIT_ERROR;
    mobility_format(&table, text, sizeof text);
    fprintf(call->out, "%s\n", text);
    return CLI_EXIT_OK;
}

static int run_pieces(cli_call *call)
{
    piece_spec piece;
    direction_list once;
    direction_list repeated;
    char text[PIECE_MAX_DIRECTIONS * 24];
    board_size board;

    /* The list is the same on any board, but a bad --size is refused
     * here as every other command refuses it. */
    if (!cli_board(call, &board))
        return CLI_EXIT_ERROR;

    for (int i = 0; i < piece_preset_count(); i++) {
        const piece_preset_info *info = piece_preset_at(i);
        piece_from_name(info->name, &piece, NULL);
        piece_directions(&piece, 1, &once);
        piece_directions(&piece, PIECE_RANGE_UNLIMITED, &repeated);
        fprintf(call->out, "%-12s %-5s", info->name, info->betza);
        if (once.count > 0) {
            directions_format(&once, text, sizeof text);
            fprintf(call->out, " once %s", text);
        }
        if (repeated.count > 0) {
            directions_format(&repeated, text, sizeof text);
            fprintf(call->out, "%s repeated %s", once.count > 0 ? ";" : "",
                    text);
        }
        fputc('\n', call->out);
    }
    return CLI_EXIT_OK;
}

const cli_command CLI_COORDS = {
    "coords", "SQUARE", "the (row, column) coordinates of a square", NULL,
    SIZE_ONLY, 1, 1, run_coords};

const cli_command CLI_SQUARE = {
    "square", "ROW COLUMN",
    "the FIDE name of a square; row 0 is the top rank", NULL, SIZE_ONLY, 2,
    2, run_square};

const cli_command CLI_MOVE = {
    "move", "SQUARE DIRECTION [--repeated]",
    "the squares reached along one direction",
    "DIRECTION is dr,dc: rows grow towards rank 1, columns towards file h.\n"
    "Squares are printed sorted as strings, space separated, on one line.\n",
    MOVE_OPTIONS, 2, 2, run_move};

const cli_command CLI_MOVES = {
    "moves", "SQUARE [--piece NAME | --once DIRS | --repeated DIRS]",
    "the squares a piece reaches in one move on an empty board",
    "The piece is all of --piece, --betza, --once and --repeated joined (a\n"
    "knight when none is given). SQUARE is a FIDE name (d4) or row,column\n"
    "(4,3).\n" CLI_BLOCKERS_NOTE,
    MOVES_OPTIONS, 1, 1, run_moves};

const cli_command CLI_GROUPS = {
    "groups", "[--piece NAME | --once DIRS | --repeated DIRS]",
    "how many squares reach each number of squares: {moves: squares, ...}",
    CLI_BLOCKERS_NOTE, PIECE_OPTIONS, 0, 0, run_groups};

const cli_command CLI_STRENGTH = {
    "strength", "[--piece NAME | --once DIRS | --repeated DIRS]",
    "the sum over all squares of the squares the piece reaches",
    CLI_BLOCKERS_NOTE, PIECE_OPTIONS, 0, 0, run_strength};

const cli_command CLI_MOBILITY = {
    "mobility", "[--piece NAME | --once DIRS | --repeated DIRS]",
    "the groups as a sum: 4 \xc3\x97 2 + 8 \xc3\x97 3 + ...", CLI_BLOCKERS_NOTE,
    PIECE_OPTIONS, 0, 0, run_mobility};

const cli_command CLI_PIECES = {
    "pieces", "", "the preset pieces, their Betza and their directions",
    "Each line is the name, the piece in Betza notation (which --piece\n"
    "also takes), then its once and repeated directions.\n",
    SIZE_ONLY, 0, 0, run_pieces};
