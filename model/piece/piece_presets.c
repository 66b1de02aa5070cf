/* The preset pieces: the orthodox ones and the classic fairy pieces.
 *
 * Each is written as a few base vectors; a leaper or rider with base (a, b)
 * moves along all eight sign and order images (±a, ±b) and (±b, ±a), which
 * is how fairy-chess texts define them. */
#include <stdlib.h>
#include <string.h>

#include "piece.h"

enum { PRESET_MAX_BASES = 3 };

typedef struct {
    piece_preset_info info;
    int once[PRESET_MAX_BASES][2];
    int once_count;
    int repeated[PRESET_MAX_BASES][2];
    int repeated_count;
} preset;

static const preset PRESETS[] = {
    {{"king", "one step in any of the 8 directions", "K"},
     {{1, 0}, {1, 1}}, 2, {{0}}, 0},
    {{"queen", "rides along ranks, files and diagonals", "Q"},
     {{0}}, 0, {{1, 0}, {1, 1}}, 2},
    {{"rook", "rides along ranks and files", "R"}, {{0}}, 0, {{1, 0}}, 1},
    {{"bishop", "rides along diagonals", "B"}, {{0}}, 0, {{1, 1}}, 1},
    {{"knight", "leaps (1,2)", "N"}, {{1, 2}}, 1, {{0}}, 0},
    {{"wazir", "leaps (1,0): one orthogonal step", "W"}, {{1, 0}}, 1, {{0}}, 0},
    {{"ferz", "leaps (1,1): one diagonal step", "F"}, {{1, 1}}, 1, {{0}}, 0},
    {{"alfil", "leaps (2,2)", "A"}, {{2, 2}}, 1, {{0}}, 0},
    {{"dabbaba", "leaps (2,0)", "D"}, {{2, 0}}, 1, {{0}}, 0},
    {{"threeleaper", "leaps (3,0)", "H"}, {{3, 0}}, 1, {{0}}, 0},
    {{"camel", "leaps (3,1)", "C"}, {{3, 1}}, 1, {{0}}, 0},
    {{"zebra", "leaps (3,2)", "Z"}, {{3, 2}}, 1, {{0}}, 0},
    {{"tripper", "leaps (3,3)", "G"}, {{3, 3}}, 1, {{0}}, 0},
    {{"giraffe", "leaps (4,1)", "(4,1)"}, {{4, 1}}, 1, {{0}}, 0},
    {{"centaur", "king + knight", "KN"}, {{1, 0}, {1, 1}, {1, 2}}, 3, {{0}}, 0},
    {{"archbishop", "knight + bishop", "BN"}, {{1, 2}}, 1, {{1, 1}}, 1},
    {{"chancellor", "knight + rook", "RN"}, {{1, 2}}, 1, {{1, 0}}, 1},
    {{"amazon", "knight + queen", "QN"}, {{1, 2}}, 1, {{1, 0}, {1, 1}}, 2},
    {{"nightrider", "rides along knight leaps", "NN"}, {{0}}, 0, {{1, 2}}, 1},
};

enum { PRESET_COUNT = sizeof PRESETS / sizeof PRESETS[0] };

static int compare_directions(const void *a, const void *b)
{
    const direction *x = a;
    const direction *y = b;
    if (x->dr != y->dr)
        return x->dr < y->dr ? -1 : 1;
    return (x->dc > y->dc) - (x->dc < y->dc);
}

static bool contains(const direction_list *list, direction dir)
{
    for (int i = 0; i < list->count; i++)
        if (list->list[i].dr == dir.dr && list->list[i].dc == dir.dc)
            return true;
    return false;
}

/* All eight images of each base, once each, sorted for stable listings. */
static void expand(const int bases[][2], int base_count, direction_list *out)
{
    static const int SIGNS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    out->count = 0;
    for (int b = 0; b < base_count; b++) {
        for (int s = 0; s < 4; s++) {
            int x = bases[b][0] * SIGNS[s][0];
            int y = bases[b][1] * SIGNS[s][1];
            direction images[2] = {{x, y}, {y, x}};
            for (int i = 0; i < 2; i++)
                if (!contains(out, images[i]))
                    out->list[out->count++] = images[i];
        }
    }
    qsort(out->list, (size_t)out->count, sizeof out->list[0],
          compare_directions);
}

int piece_preset_count(void)
{
    return PRESET_COUNT;
}

const piece_preset_info *piece_preset_at(int index)
{
    if (index < 0 || index >= PRESET_COUNT)
        return NULL;
    return &PRESETS[index].info;
}

bx_status piece_from_name(const char *name, piece_spec *out, bx_error *err)
{
    char quoted[BX_QUOTE_MAX];
    direction_list once;
    direction_list repeated;

    for (int i = 0; i < PRESET_COUNT; i++) {
        if (strcmp(PRESETS[i].info.name, name) == 0 ||
            strcmp(PRESETS[i].info.betza, name) == 0) {
            expand(PRESETS[i].once, PRESETS[i].once_count, &once);
            expand(PRESETS[i].repeated, PRESETS[i].repeated_count,
                   &repeated);
            piece_clear(out);
            piece_add_directions(out, &once, 1, NULL);
            piece_add_directions(out, &repeated, PIECE_RANGE_UNLIMITED,
                                 NULL);
            return BX_OK;
        }
    }
    bx_quote(quoted, name);
    return bx_fail(err, BX_INVALID, "unknown piece: '%s'", quoted);
}

const piece_preset_info *piece_preset_named(const char *name)
{
    for (int i = 0; i < PRESET_COUNT; i++)
        if (strcmp(PRESETS[i].info.name, name) == 0)
            return &PRESETS[i].info;
    return NULL;
}

const char *piece_preset_name(const piece_spec *piece)
{
    piece_spec candidate;
    for (int i = 0; i < PRESET_COUNT; i++) {
        piece_from_name(PRESETS[i].info.name, &candidate, NULL);
        if (piece_equal(piece, &candidate))
            return PRESETS[i].info.name;
    }
    return NULL;
}
