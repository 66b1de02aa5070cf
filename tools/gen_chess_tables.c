/* Writes the chess model's attack tables as a C file of constants, so the
 * model holds no state and needs no start-up work.
 *
 *   gen_chess_tables OUTPUT.c
 *
 * Leaper tables (knight, king, pawn captures) and the squares between two
 * squares are written directly. Sliders get two tables each, filled from
 * the loopless line walk of attacks.h, which is the reference:
 *  - magic: index = ((occupied & mask) * magic) >> shift, with a magic
 *    number searched here from a fixed seed, so every build writes the
 *    same file;
 *  - pext: index = the mask's bits of occupied packed together (BMI2's
 *    PEXT instruction), used where the CPU has it.
 * The mask leaves out the board's edge on each line: whether the last
 * square is occupied never changes what the slider attacks. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attacks.h"

enum { SUBSETS_MAX = 4096, ROOK_TOTAL = 102400, BISHOP_TOTAL = 5248 };

typedef struct {
    bitboard mask[64];
    bitboard magic[64];
    int shift[64];
    int offset[64];
    bitboard magic_table[ROOK_TOTAL];
    bitboard pext_table[ROOK_TOTAL];
    int total;
} slider_tables;

static uint64_t next_random(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * UINT64_C(2685821657736338717);
}

static bitboard edges_off_line(int sq)
{
    bitboard rank_edges = (bb_row(0) | bb_row(7)) & ~line_rank(sq);
    bitboard file_edges = (bb_file(0) | bb_file(7)) & ~line_file(sq);
    return rank_edges | file_edges;
}

static bitboard slider_attacks(bool rook, int sq, bitboard occupied)
{
    return rook ? rook_attacks(sq, occupied) : bishop_attacks(sq, occupied);
}

/* The index-th subset of mask, its bits taken from index's low bits in
 * order (what PDEP would give; the inverse of PEXT). */
static bitboard deposit(uint64_t index, bitboard mask)
{
    bitboard subset = 0;
    for (int bit = 0; mask != 0; bit++) {
        int sq = bb_pop(&mask);
        if (index & ((uint64_t)1 << bit))
            subset |= bb_square(sq);
    }
    return subset;
}

/* A magic for sq whose index sends no two subsets with different attacks
 * to one slot. Sparse random numbers find one within a few thousand
 * tries. */
static bitboard find_magic(const bitboard *subsets, const bitboard *attacks,
                           int count, int bits, uint64_t *state,
                           bitboard *slots)
{
    static int epoch[SUBSETS_MAX];
    for (int round = 1;; round++) {
        bitboard magic = next_random(state) & next_random(state) &
                         next_random(state);
        bool ok = true;
        for (int i = 0; i < count && ok; i++) {
            size_t index = (size_t)((subsets[i] * magic) >> (64 - bits));
            if (epoch[index] != round) {
                epoch[index] = round;
                slots[index] = attacks[i];
            } else if (slots[index] != attacks[i]) {
                ok = false;
            }
        }
        if (ok) {
            memset(epoch, 0, sizeof epoch);
            return magic;
        }
    }
}

static void build(bool rook, slider_tables *t, uint64_t *state)
{
    static bitboard subsets[SUBSETS_MAX], attacks[SUBSETS_MAX];
    t->total = 0;
    for (int sq = 0; sq < 64; sq++) {
        bitboard mask = slider_attacks(rook, sq, 0) & ~edges_off_line(sq);
        int bits = bb_count(mask);
        int count = 1 << bits;
        t->mask[sq] = mask;
        t->shift[sq] = 64 - bits;
        t->offset[sq] = t->total;
        for (int i = 0; i < count; i++) {
            subsets[i] = deposit((uint64_t)i, mask);
            attacks[i] = slider_attacks(rook, sq, subsets[i]);
            t->pext_table[t->total + i] = attacks[i];
        }
        t->magic[sq] = find_magic(subsets, attacks, count, bits, state,
                                  t->magic_table + t->total);
        t->total += count;
    }
}

static void write_table(FILE *out, const char *name, const bitboard *values,
                        int count)
{
    fprintf(out, "static const bitboard %s[%d] = {\n", name, count);
    for (int i = 0; i < count; i++)
        fprintf(out, "%s0x%016" PRIx64 ",%s", i % 4 == 0 ? "    " : " ",
                values[i], i % 4 == 3 || i == count - 1 ? "\n" : "");
    fputs("};\n\n", out);
}

static void write_entries(FILE *out, const char *name, const char *prefix,
                          const slider_tables *t)
{
    fprintf(out, "const chess_slider %s[64] = {\n", name);
    for (int sq = 0; sq < 64; sq++)
        fprintf(out,
                "    {0x%016" PRIx64 ", 0x%016" PRIx64 ", %d, %s_MAGIC + %d, "
                "%s_PEXT + %d},\n",
                t->mask[sq], t->magic[sq], t->shift[sq], prefix,
                t->offset[sq], prefix, t->offset[sq]);
    fputs("};\n\n", out);
}

static void write_leapers(FILE *out, const char *name, bitboard (*f)(int))
{
    bitboard values[64];
    for (int sq = 0; sq < 64; sq++)
        values[sq] = f(sq);
    fprintf(out, "const bitboard %s[64] = {\n", name);
    for (int i = 0; i < 64; i++)
        fprintf(out, "%s0x%016" PRIx64 ",%s", i % 4 == 0 ? "    " : " ",
                values[i], i % 4 == 3 ? "\n" : "");
    fputs("};\n\n", out);
}

static bitboard knight_from(int sq)
{
    return knight_attacks(bb_square(sq));
}

static bitboard king_from(int sq)
{
    return king_attacks(bb_square(sq));
}

static bitboard white_pawn_from(int sq)
{
    return pawn_attacks(bb_square(sq), CHESS_WHITE);
}

static bitboard black_pawn_from(int sq)
{
    return pawn_attacks(bb_square(sq), CHESS_BLACK);
}

/* Between a and b on their shared line, plus b itself; only b when they
 * share none. */
static void write_rays(FILE *out)
{
    fputs("const bitboard CHESS_RAY_TO[64][64] = {\n", out);
    for (int a = 0; a < 64; a++) {
        fputs("    {\n", out);
        for (int b = 0; b < 64; b++)
            fprintf(out, "%s0x%016" PRIx64 ",%s", b % 4 == 0 ? "        " : " ",
                    squares_between(a, b) | bb_square(b),
                    b % 4 == 3 ? "\n" : "");
        fputs("    },\n", out);
    }
    fputs("};\n", out);
}

int main(int argc, char **argv)
{
    static slider_tables rook, bishop;
    uint64_t state = UINT64_C(0x9e3779b97f4a7c15);
    FILE *out;

    if (argc != 2) {
        fputs("usage: gen_chess_tables OUTPUT.c\n", stderr);
        return 2;
    }
    build(true, &rook, &state);
    build(false, &bishop, &state);
    if (rook.total != ROOK_TOTAL || bishop.total != BISHOP_TOTAL) {
        fputs("gen_chess_tables: unexpected table sizes\n", stderr);
        return 1;
    }
    out = fopen(argv[1], "w");
    if (out == NULL) {
        perror(argv[1]);
        return 1;
    }
    fputs("/* Generated by tools/gen_chess_tables.c at build time: do not "
          "edit. */\n#include \"chess_tables.h\"\n\n",
          out);
    write_table(out, "ROOK_MAGIC", rook.magic_table, rook.total);
    write_table(out, "ROOK_PEXT", rook.pext_table, rook.total);
    write_table(out, "BISHOP_MAGIC", bishop.magic_table, bishop.total);
    write_table(out, "BISHOP_PEXT", bishop.pext_table, bishop.total);
    write_entries(out, "CHESS_ROOK_SLIDERS", "ROOK", &rook);
    write_entries(out, "CHESS_BISHOP_SLIDERS", "BISHOP", &bishop);
    write_leapers(out, "CHESS_KNIGHT_ATTACKS", knight_from);
    write_leapers(out, "CHESS_KING_ATTACKS", king_from);
    write_leapers(out, "CHESS_WHITE_PAWN_ATTACKS", white_pawn_from);
    write_leapers(out, "CHESS_BLACK_PAWN_ATTACKS", black_pawn_from);
    write_rays(out);
    if (fclose(out) != 0) {
        perror(argv[1]);
        return 1;
    }
    return 0;
}
