/* Piece specs as the CLI builds them: "SIZE|NAME|ONCE|REPEATED|BLOCKERS",
 * each part optional (a board size, a preset name or Betza, two direction
 * lists, the squares of blockers), then every square's reach and the
 * mobility table. The table must add up whatever the directions are, huge
 * ones included; a blocker's square has no count and no group. */
#include <string.h>

#include "betza.h"
#include "mobility.h"
#include "square_list.h"
#include "fuzz.h"

/* Splits text at the next '|' (or its end) and returns the part. */
static char *next_part(char **rest)
{
    char *part = *rest;
    char *bar = strchr(part, '|');
    if (bar != NULL) {
        *bar = '\0';
        *rest = bar + 1;
    } else {
        *rest = part + strlen(part);
    }
    return part;
}

static void check_table(board_size board, const piece_spec *piece,
                        const square_set *blockers)
{
    mobility_table table;
    bx_error err;
    int squares = 0;
    int strength = 0;
    char text[BOARD_MAX_SQUARES * 16];

    fuzz_require(mobility_compute_among(board, piece, blockers, &table,
                                        &err) == BX_OK);
    for (int g = 0; g < table.group_count; g++) {
        fuzz_require(table.groups[g].squares > 0);
        fuzz_require(g == 0 ||
                     table.groups[g].moves > table.groups[g - 1].moves);
        squares += table.groups[g].squares;
    }
    for (int i = 0; i < board_square_count(board); i++) {
        square_set reach;
        fuzz_require(table.moves[i] >= 0 &&
                     table.moves[i] < board_square_count(board));
        strength += table.moves[i];
        if (square_set_has(blockers, i)) {
            fuzz_require(table.moves[i] == 0);
            continue;
        }
        fuzz_require(piece_reach_among(board, piece, blockers,
                                       square_at(board, i), &reach,
                                       &err) == BX_OK);
        fuzz_require(square_set_count(&reach) == table.moves[i]);
        fuzz_require(!square_set_has(&reach, i));
    }
    fuzz_require(squares ==
                 board_square_count(board) - square_set_count(blockers));
    fuzz_require(strength == table.strength);
    fuzz_require(mobility_format(&table, text, sizeof text));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (text == NULL)
        return 0;
    char *rest = text;
    const char *size_text = next_part(&rest);
    const char *name = next_part(&rest);
    const char *once = next_part(&rest);
    const char *repeated = next_part(&rest);
    const char *blocker_text = next_part(&rest);
    board_size board = board_standard();
    square_set blockers;
    piece_spec piece = {.count = 0};
    piece_spec part = {.count = 0};
    bx_error err;
    bx_status status = BX_OK;

    if (board_size_parse(size_text, &board, &err) != BX_OK)
        board = board_standard();
    if (name[0] != '\0' && piece_from_name(name, &piece, &err) != BX_OK)
        status = piece_from_betza(name, &piece, &err);
    if (status == BX_OK)
        status = piece_from_directions(once, repeated, &part, &err);
    if (status == BX_OK)
        status = piece_join(&piece, &part, &err);
    if (status == BX_OK)
        status = square_list_parse(board, blocker_text, &blockers, &err);
    if (status == BX_OK)
        check_table(board, &piece, &blockers);
    else
        fuzz_require_message(err.message);
    free(text);
    return 0;
}
