/* Fairy-Stockfish's variants.ini as --variant-file reads it, the bytes as
 * they are (NULs, any line length): its only section, and the section
 * named "a" when that fails. A refusal is one printable line with a line
 * number inside the text; a variant read (whose rules and start position
 * the reader loads) written back as a section reads back the same. */
#include <stdbool.h>
#include <string.h>

#include "game_variant_file.h"
#include "fuzz.h"

static int line_count(const uint8_t *data, size_t size)
{
    int lines = 1;
    for (size_t i = 0; i < size; i++)
        lines += data[i] == '\n';
    return lines;
}

/* Whether each of a's parts (split before each letter with split_letters,
 * else at blanks) is one of b's, and they have as many: the writer keeps
 * the letters, not the order the file gave them in. */
static bool same_parts(const char *a, const char *b, bool split_letters)
{
    int count_a = 0;
    int count_b = 0;
    for (const char *p = b; *p != '\0'; p++)
        count_b += split_letters ? (*p >= 'a' && *p <= 'z') : *p == '=';
    for (const char *p = a; *p != '\0';) {
        size_t len = split_letters ? 1 + strspn(p + 1, "0123456789")
                                   : strcspn(p, " ");
        bool found = false;
        for (const char *q = b; *q != '\0' && !found; q++)
            found = strncmp(p, q, len) == 0 &&
                    (split_letters ? !(q[len] >= '0' && q[len] <= '9')
                                   : (q[len] == ' ' || q[len] == '\0'));
        if (!found)
            return false;
        count_a++;
        p += len;
        p += strspn(p, " ");
    }
    return count_a == count_b;
}

static void check_same(const game_variant *a, const game_variant *b)
{
    fuzz_require(strcmp(a->name, b->name) == 0);
    fuzz_require(same_parts(a->pieces, b->pieces, false));
    fuzz_require(strcmp(a->start, b->start) == 0);
    fuzz_require(same_parts(a->promotion, b->promotion, true));
    fuzz_require(same_parts(a->promotion_limit, b->promotion_limit, true));
    fuzz_require(same_parts(a->removed, b->removed, true));
    fuzz_require(a->size.width == b->size.width &&
                 a->size.height == b->size.height);
    fuzz_require(a->promotion_rank == b->promotion_rank);
    fuzz_require(a->promotion_mandatory == b->promotion_mandatory);
    fuzz_require(a->double_step_rank == b->double_step_rank);
    fuzz_require(a->double_step_rank == 0 || a->en_passant == b->en_passant);
    fuzz_require(a->castling == b->castling);
    fuzz_require(a->counting == b->counting);
    fuzz_require(!a->castling ||
                 (a->castle_file[0] == b->castle_file[0] &&
                  a->castle_file[1] == b->castle_file[1] &&
                  a->castling_rook == b->castling_rook));
}

static bool read_one(const uint8_t *data, size_t size, const char *wanted)
{
    game_variant variant;
    game_variant back;
    static char section[GAME_VARIANT_INI_MAX];
    bx_error err = {"", 0, 0};
    if (game_variant_file_read((const char *)data, size, wanted, &variant,
                               &err) != BX_OK) {
        fuzz_require_message(err.message);
        fuzz_require(err.line >= 0 && err.line <= line_count(data, size));
        return false;
    }
    fuzz_require(game_variant_ini(&variant, section, &err) == BX_OK);
    fuzz_require(game_variant_file_read(section, strlen(section), NULL,
                                        &back, &err) == BX_OK);
    check_same(&variant, &back);
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!read_one(data, size, NULL))
        read_one(data, size, "a");
    return 0;
}
