/* Betza notation. A text either reads as a piece or is refused with one
 * line that names a position inside it (or just past its end). A piece
 * read is normalised, within the limits, reads back the same from the
 * moves it is written as, and reads the same with its blanks taken out. */
#include "betza.h"
#include "fuzz.h"
#include "mobility.h"

/* "nmfr(26,26)26" is 13 bytes. */
enum { WRITTEN_MAX = PIECE_MAX_MOVES * 14 + 1 };

static bool starts_with(const char *text, const char *prefix)
{
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

static void check_moves(const piece_spec *piece)
{
    piece_spec again = *piece;
    fuzz_require(piece->count >= 0 && piece->count <= PIECE_MAX_MOVES);
    for (int i = 0; i < piece->count; i++) {
        const piece_move *m = &piece->list[i];
        fuzz_require(m->dir.dr >= -BETZA_NUMBER_MAX &&
                     m->dir.dr <= BETZA_NUMBER_MAX &&
                     m->dir.dc >= -BETZA_NUMBER_MAX &&
                     m->dir.dc <= BETZA_NUMBER_MAX);
        fuzz_require(m->dir.dr != 0 || m->dir.dc != 0);
        fuzz_require(m->range >= 0 && m->range <= PIECE_RANGE_MAX);
        fuzz_require(m->modality <= PIECE_CAPTURE_ONLY);
        fuzz_require(m->path <= PIECE_PATH_GRASSHOPPER);
    }
    /* Normalised already: normalising changes nothing. */
    piece_normalize(&again);
    fuzz_require(again.count == piece->count &&
                 memcmp(again.list, piece->list,
                        (size_t)piece->count * sizeof piece->list[0]) == 0);
}

static void check_round_trip(const piece_spec *piece)
{
    static char written[WRITTEN_MAX];
    static char rewritten[WRITTEN_MAX];
    piece_spec back;
    bx_error err;

    fuzz_require(betza_write_moves(piece, written, sizeof written));
    if (piece->count == 0)
        return; /* every Betza text has a move, so "" is not one */
    fuzz_require(piece_from_betza(written, &back, &err) == BX_OK);
    fuzz_require(piece_equal(piece, &back));
    fuzz_require(betza_write_moves(&back, rewritten, sizeof rewritten));
    fuzz_require(strcmp(written, rewritten) == 0);
}

static void check_blanks_ignored(const char *text, const piece_spec *piece)
{
    size_t len = strlen(text);
    char *packed = malloc(len + 1);
    size_t used = 0;
    piece_spec again;
    bx_error err;

    if (packed == NULL)
        return;
    for (size_t i = 0; i < len; i++)
        if (strchr(" \t\r\n", text[i]) == NULL)
            packed[used++] = text[i];
    packed[used] = '\0';
    fuzz_require(piece_from_betza(packed, &again, &err) == BX_OK);
    fuzz_require(piece_equal(piece, &again));
    free(packed);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    piece_spec piece;
    mobility_table table;
    bx_error err;

    if (text == NULL)
        return 0;
    if (piece_from_betza(text, &piece, &err) == BX_OK) {
        check_moves(&piece);
        check_round_trip(&piece);
        check_blanks_ignored(text, &piece);
        fuzz_require(mobility_compute(board_standard(), &piece, &table,
                                      &err) == BX_OK);
    } else {
        fuzz_require_message(err.message);
        fuzz_require(starts_with(err.message, "invalid Betza: ") ||
                     starts_with(err.message, "unsupported Betza: "));
        fuzz_require(err.line == 0 && err.column >= 1 &&
                     (size_t)err.column <= strlen(text) + 1);
    }
    free(text);
    return 0;
}
