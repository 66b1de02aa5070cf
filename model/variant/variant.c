/* The rules of a variant: the letters, their moves, compiled for walking. */
#include "variant.h"

#include <string.h>

#include "betza.h"
#include "variant_bb_build.h"

/* The chess kinds in chess_kind order; the pawn's moves are its own. */
static const char CHESS_LETTERS[] = "PNBRQK";
static const char *const CHESS_BETZA[CHESS_KINDS] = {"", "N", "B", "R", "Q", "K"};

static int sign(int x)
{
    return (x > 0) - (x < 0);
}

/* The square a lame leap passes: one step along each leg of length 2
 * (nN: the orthogonal neighbour on the long leg; nA the diagonal one; nD
 * the orthogonal one). Only these leaps are lame in a position. */
static void lame_square(int dr, int dc, signed char *lr, signed char *lc)
{
    *lr = (signed char)(dr == 2 || dr == -2 ? sign(dr) : 0);
    *lc = (signed char)(dc == 2 || dc == -2 ? sign(dc) : 0);
}

static variant_step compile_move(const piece_move *move, chess_color color,
                                 board_size size, bool half_turn)
{
    int side = size.width > size.height ? size.width : size.height;
    int flip = color == CHESS_BLACK ? -1 : 1;
    int flip_dc = half_turn ? flip : 1;
    /* A step that leaves any square of the board takes it nowhere. */
    bool off = move->dir.dr >= size.height || -move->dir.dr >= size.height ||
               move->dir.dc >= size.width || -move->dir.dc >= size.width;
    variant_step step = {
        .dr = (signed char)(off ? 0 : move->dir.dr * flip),
        .dc = (signed char)(off ? 0 : move->dir.dc * flip_dc),
        .steps = (unsigned char)(off ? 0
                                 : move->range == PIECE_RANGE_UNLIMITED ||
                                         move->range > side
                                     ? side
                                     : move->range),
        .modality = move->modality,
        .path = move->path,
    };
    if (move->path == PIECE_PATH_LAME)
        lame_square(step.dr, step.dc, &step.lame_dr, &step.lame_dc);
    return step;
}

/* Adds kind's capturing moves of color to the attack groups. */
static bx_status add_attacks(variant_rules *rules, chess_color color,
                             int kind, bx_error *err)
{
    const variant_kind *k = &rules->kinds[kind];
    for (int i = 0; i < k->step_count; i++) {
        const variant_step *s = &k->steps[color][i];
        int g, *count = &rules->attack_count[color];
        if (s->modality == PIECE_MOVE_ONLY || s->steps == 0)
            continue;
        for (g = 0; g < *count; g++) {
            const variant_attack *a = &rules->attacks[color][g];
            if (a->dr == s->dr && a->dc == s->dc && a->steps == s->steps &&
                a->path == s->path)
                break;
        }
        if (g == *count) {
            if (g == VARIANT_MAX_ATTACKS)
                return bx_fail(err, BX_TOO_LARGE,
                               "%c: the pieces have more than %d different "
                               "captures",
                               k->letter, VARIANT_MAX_ATTACKS);
            rules->attacks[color][g] = (variant_attack){
                s->dr, s->dc, s->steps, s->path, s->lame_dr, s->lame_dc, 0};
            (*count)++;
        }
        rules->attacks[color][g].kinds |= 1u << kind;
    }
    return BX_OK;
}

static bool same_vector(const variant_attack *a, const variant_attack *b)
{
    return a->dr == b->dr && a->dc == b->dc;
}

/* The offsets from a king of a colour to the squares it may step to
 * (its own square among them), as its compiled steps reach on an empty
 * board: the 3x3 box for a chess king, a knight's eight leaps and its own
 * square for knightmate's. */
typedef struct {
    int count;
    signed char dr[PIECE_MAX_MOVES * BOARD_MAX_SIDE + 1];
    signed char dc[PIECE_MAX_MOVES * BOARD_MAX_SIDE + 1];
} king_reach;

static void reach_of_king(const variant_rules *rules, chess_color color,
                          king_reach *out)
{
    const variant_kind *k = &rules->kinds[CHESS_KING];
    out->count = 1;
    out->dr[0] = out->dc[0] = 0;
    for (int i = 0; i < k->step_count; i++) {
        const variant_step *s = &k->steps[color][i];
        for (int t = 1; t <= s->steps; t++) {
            int dr = t * s->dr, dc = t * s->dc;
            if (dr >= rules->size.height || -dr >= rules->size.height ||
                dc >= rules->size.width || -dc >= rules->size.width)
                break;
            out->dr[out->count] = (signed char)dr;
            out->dc[out->count++] = (signed char)dc;
        }
    }
}

/* Adds kinds to near_kinds at the offsets (dr, dc) less each of the
 * king's reaches: where a piece stands from the king when it captures
 * (dr, dc) away on a square the king may go to, the offsets between two
 * squares of the board only. Done for each offset a capture reaches,
 * this costs as much as the captures reach times the king's reach (nine
 * for a chess king), where a pass over the offsets would cost four times
 * the board. */
static void near_add(variant_rules *rules, chess_color color,
                     const king_reach *reach, int dr, int dc, unsigned kinds)
{
    int height = rules->size.height, width = rules->size.width;
    for (int i = 0; i < reach->count; i++) {
        int r = dr - reach->dr[i], c = dc - reach->dc[i];
        if (r < height && -r < height && c < width && -c < width)
            rules->near_kinds[color][variant_offset(r, c)] |= kinds;
    }
}

/* Fills color's offset tables (variant_rules.offset_kinds, vector_ray
 * ...) from its rays and attack groups: all of them when added is -1;
 * otherwise the tables of kinds (offset_kinds, leap_kinds, near_kinds)
 * hold every kind but added already, and only added's bits are new. The
 * ray numbers change with each definition, so their tables are made
 * again; they cost as much as the captures reach, not the whole table. */
static void index_offsets(variant_rules *rules, chess_color color, int added)
{
    int height = rules->size.height, width = rules->size.width;
    /* Only offsets between two squares are ever looked up: the rest of
     * the table is left as it is. */
    int rows = height < VARIANT_PAD_MAX ? height : VARIANT_PAD_MAX;
    int cols = width < VARIANT_PAD_MAX ? width : VARIANT_PAD_MAX;
    size_t row = 2 * (size_t)cols + 1; /* offsets (dr, -cols .. cols) */
    king_reach reach; /* of the king color's captures threaten */
    reach_of_king(rules, color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE,
                  &reach);
    for (int dr = -rows; dr <= rows; dr++) {
        int i = variant_offset(dr, -cols);
        if (added < 0) {
            memset(&rules->offset_kinds[color][i], 0, row * sizeof(unsigned));
            memset(&rules->leap_kinds[color][i], 0, row * sizeof(unsigned));
            memset(&rules->near_kinds[color][i], 0, row * sizeof(unsigned));
        }
        memset(&rules->vector_ray[color][i], 0xff, row * sizeof(short));
        memset(&rules->offset_ray[color][i], 0xff, row * sizeof(short));
        memset(&rules->offset_steps[color][i], 0, row);
    }
    for (int r = 0; r < rules->ray_count[color]; r++) {
        const variant_ray *ray = &rules->rays[color][r];
        rules->vector_ray[color][variant_offset(ray->dr, ray->dc)] =
            (short)r;
    }
    for (int g = 0; g < rules->attack_count[color]; g++) {
        const variant_attack *a = &rules->attacks[color][g];
        short ray = rules->vector_ray[color][variant_offset(a->dr, a->dc)];
        unsigned near = added < 0 ? a->kinds : a->kinds & 1u << added;
        /* A grasshopper lands at least two steps away. */
        int t = a->path == PIECE_PATH_GRASSHOPPER ? 2 : 1;
        for (; t <= a->steps; t++) {
            int dr = t * a->dr, dc = t * a->dc, at = variant_offset(dr, dc);
            if (dr >= height || -dr >= height || dc >= width || -dc >= width)
                break;
            if (near != 0)
                near_add(rules, color, &reach, dr, dc, near);
            rules->offset_kinds[color][at] |= a->kinds;
            if (t == 1 && a->path == PIECE_PATH_FREE)
                rules->leap_kinds[color][at] |= a->kinds;
            if (rules->offset_ray[color][at] == -1) {
                rules->offset_ray[color][at] = ray;
                rules->offset_steps[color][at] = (unsigned char)t;
            } else if (rules->offset_ray[color][at] != ray) {
                rules->offset_ray[color][at] = VARIANT_RAYS_SEVERAL;
            }
        }
    }
}

/* Sorts color's attack groups by vector (an insertion sort: a few dozen
 * groups, sorted once a definition), lists the rays and fills the offset
 * tables (index_offsets: added is the kind just defined, or -1). */
static void index_rays(variant_rules *rules, chess_color color, int added)
{
    variant_attack *a = rules->attacks[color];
    int n = rules->attack_count[color], rays = 0;
    for (int i = 1; i < n; i++) {
        variant_attack key = a[i];
        int j = i - 1;
        while (j >= 0 && (a[j].dr > key.dr ||
                          (a[j].dr == key.dr && a[j].dc > key.dc))) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = key;
    }
    for (int i = 0; i < n; i++) {
        variant_ray *ray;
        if (i == 0 || !same_vector(&a[i], &a[i - 1]))
            rules->rays[color][rays++] =
                (variant_ray){a[i].dr, a[i].dc, (short)i, 0, 0, -1};
        ray = &rules->rays[color][rays - 1];
        ray->count++;
        ray->kinds |= a[i].kinds;
    }
    rules->ray_count[color] = rays;
    bb_tables_index_rays(&rules->bb, rules->rays[color], rays,
                         rules->attacks[color]);
    index_offsets(rules, color, added);
}

/* Takes kind back out of color's attack groups after a failed definition,
 * so the next one does not inherit its bit. The groups are then as they
 * were before (add_attacks only appends, and every older group has
 * another kind's bit), so the index made of them still holds. */
static void drop_attacks(variant_rules *rules, chess_color color, int kind)
{
    int kept = 0;
    for (int g = 0; g < rules->attack_count[color]; g++) {
        variant_attack a = rules->attacks[color][g];
        a.kinds &= ~(1u << kind);
        if (a.kinds != 0)
            rules->attacks[color][kept++] = a;
    }
    rules->attack_count[color] = kept;
}

static int magnitude(int x)
{
    return x < 0 ? -x : x;
}

/* Whether steps a and b can never reach the same square (see
 * variant_kind.distinct). */
static bool never_meet(const variant_step *a, const variant_step *b)
{
    bool same_way = a->dr * b->dc == a->dc * b->dr &&
                    a->dr * b->dr + a->dc * b->dc > 0;
    bool walk_and_beyond =
        a->dr == b->dr && a->dc == b->dc &&
        ((a->path == PIECE_PATH_FREE && (b->path == PIECE_PATH_HOP ||
                                         b->path == PIECE_PATH_GRASSHOPPER)) ||
         (b->path == PIECE_PATH_FREE && (a->path == PIECE_PATH_HOP ||
                                         a->path == PIECE_PATH_GRASSHOPPER)));
    return a->steps == 0 || b->steps == 0 || !same_way || walk_and_beyond;
}

static bool steps_distinct(const variant_kind *k)
{
    for (int c = 0; c < CHESS_COLORS; c++)
        for (int i = 0; i < k->step_count; i++)
            for (int j = i + 1; j < k->step_count; j++)
                if (!never_meet(&k->steps[c][i], &k->steps[c][j]))
                    return false;
    return true;
}

/* Which walk group a compiled step belongs to. */
static variant_walk_group walk_group(const variant_step *s)
{
    if (s->steps == 0)
        return VARIANT_WALK_NOWHERE;
    switch (s->path) {
    case PIECE_PATH_LAME:
        return VARIANT_WALK_LAME;
    case PIECE_PATH_HOP:
        return VARIANT_WALK_HOP;
    case PIECE_PATH_GRASSHOPPER:
        return VARIANT_WALK_GRASSHOPPER;
    default:
        return s->steps == 1 ? VARIANT_WALK_LEAP : VARIANT_WALK_RIDE;
    }
}

/* The padded board's offsets of every kind's steps up to kind, the
 * empty padded board and where each square is on it, for the border the
 * rules have now. */
static void link_steps(variant_rules *rules, int kind)
{
    int stride = rules->size.width + 2 * rules->pad;
    int height = rules->size.height + 2 * rules->pad;
    size_t rows = (size_t)height;
    memset(rules->blank, VARIANT_OFF_BOARD, rows * (size_t)stride);
    for (int row = 0; row < rules->size.height; row++) {
        size_t first = (size_t)(row + rules->pad) * (size_t)stride +
                       (size_t)rules->pad;
        memset(rules->blank + first, VARIANT_EMPTY,
               (size_t)rules->size.width);
        for (int col = 0; col < rules->size.width; col++) {
            int sq = row * rules->size.width + col;
            rules->square_cell[sq] = (short)(first + (size_t)col);
            rules->square_row[sq] = (unsigned char)row;
            rules->square_col[sq] = (unsigned char)col;
        }
    }
    for (int k = 0; k <= kind; k++)
        for (int c = 0; c < CHESS_COLORS; c++)
            for (int i = 0; i < rules->kinds[k].step_count; i++) {
                variant_step *s = &rules->kinds[k].steps[c][i];
                s->delta = (short)(s->dr * stride + s->dc);
                s->lame_delta = (short)(s->lame_dr * stride + s->lame_dc);
            }
}

/* Compiles the moves of kind for both colours (the plain leaps first, so
 * that the walk takes them in one tight loop), widens the border to its
 * longest step, and adds its attacks. The caller then links the steps to
 * the border and indexes the attacks (link_steps, index_rays), once for
 * all the kinds it compiles: each pass costs as much as the board has
 * squares, whatever the kinds. */
static bx_status compile_kind(variant_rules *rules, int kind, bx_error *err)
{
    variant_kind *k = &rules->kinds[kind];
    k->step_count = k->moves.count;
    for (int c = 0; c < CHESS_COLORS; c++) {
        variant_step *steps = k->steps[c];
        int placed = 0;
        for (int i = 0; i < k->moves.count; i++) {
            const variant_step *s = &steps[i];
            steps[i] = compile_move(&k->moves.list[i], (chess_color)c,
                                    rules->size, rules->half_turn);
            if (magnitude(s->dr) > rules->pad)
                rules->pad = magnitude(s->dr);
            if (magnitude(s->dc) > rules->pad)
                rules->pad = magnitude(s->dc);
        }
        /* Grouped in place, each group in the moves' order (a few dozen
         * moves, once a definition). The groups are the same for both
         * colours. */
        for (int group = 0; group < VARIANT_WALKS; group++) {
            for (int i = placed; i < k->step_count; i++) {
                variant_step moved = steps[i];
                if (walk_group(&moved) != (variant_walk_group)group)
                    continue;
                for (int j = i; j > placed; j--)
                    steps[j] = steps[j - 1];
                steps[placed++] = moved;
            }
            k->ends[group] = placed;
        }
    }
    k->distinct = steps_distinct(k);
    bb_tables_add_kind(&rules->bb, &rules->kinds[kind], kind);
    for (int c = 0; c < CHESS_COLORS; c++) {
        bx_status status = add_attacks(rules, (chess_color)c, kind, err);
        if (status != BX_OK) {
            drop_attacks(rules, CHESS_WHITE, kind);
            drop_attacks(rules, CHESS_BLACK, kind);
            return status;
        }
    }
    return BX_OK;
}

/* The attack index of both colours, from their attack groups: made
 * afresh when added is -1, else with the kind added just defined. */
static void index_attacks(variant_rules *rules, int added)
{
    for (int c = 0; c < CHESS_COLORS; c++)
        index_rays(rules, (chess_color)c, added);
}

/* Compiles the six chess kinds afresh on the rules' size, each with its
 * chess moves or the Betza the variant gives it (variant_kind.betza,
 * checked when given), a removed one with none, and black's turned as
 * half_turn says; then the pawn's captures and the attack index. */
static void build_chess(variant_rules *rules)
{
    rules->pad = 1; /* the pawn's and the king's steps */
    rules->kind_count = CHESS_KINDS;
    rules->attack_count[CHESS_WHITE] = rules->attack_count[CHESS_BLACK] = 0;
    bb_tables_start(&rules->bb, rules->size);
    for (int kind = 0; kind < CHESS_KINDS; kind++) {
        variant_kind *k = &rules->kinds[kind];
        const char *betza =
            k->betza[0] != '\0' ? k->betza : CHESS_BETZA[kind];
        piece_clear(&k->moves);
        if (kind != CHESS_PAWN && !k->removed &&
            piece_from_betza(betza, &k->moves, NULL) != BX_OK)
            piece_clear(&k->moves); /* not so: checked when given */
        /* A handful of attacks, or one redefined piece's: they fit. */
        compile_kind(rules, kind, NULL);
    }
    link_steps(rules, CHESS_KINDS - 1);
    /* The pawn captures one step diagonally forward: white up (row - 1),
     * black down. Its moves are generated apart (variant_movegen.c). */
    for (int c = 0; c < CHESS_COLORS && !rules->kinds[CHESS_PAWN].removed;
         c++) {
        int dr = c == CHESS_WHITE ? -1 : 1;
        for (int dc = -1; dc <= 1; dc += 2) {
            variant_attack *a =
                &rules->attacks[c][rules->attack_count[c]++];
            *a = (variant_attack){(signed char)dr, (signed char)dc, 1,
                                  PIECE_PATH_FREE, 0, 0,
                                  1u << CHESS_PAWN};
        }
    }
    index_attacks(rules, -1);
}

void variant_rules_init(variant_rules *rules, board_size size)
{
    rules->size = size;
    rules->half_turn = false;
    rules->chess_changed = false;
    for (int kind = 0; kind < CHESS_KINDS; kind++) {
        rules->kinds[kind].letter = CHESS_LETTERS[kind];
        rules->kinds[kind].betza[0] = '\0';
        rules->kinds[kind].removed = false;
    }
    build_chess(rules);
}

static bool is_ascii_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static char upper(char c)
{
    return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

int variant_rules_kind_of(const variant_rules *rules, char letter)
{
    char u = upper(letter);
    if (!is_ascii_letter(letter))
        return -1;
    for (int kind = 0; kind < rules->kind_count; kind++)
        if (rules->kinds[kind].letter == u)
            return rules->kinds[kind].removed ? -1 : kind;
    return -1;
}

bx_status variant_letter_definable(char letter, char *upper_out,
                                   bx_error *err)
{
    if (!is_ascii_letter(letter))
        return bx_fail(err, BX_INVALID,
                       "a piece letter is one of a-z or A-Z");
    *upper_out = upper(letter);
    if (strchr("KQRBNP", *upper_out) != NULL)
        return bx_fail(err, BX_INVALID,
                       "%c is a chess piece; define another letter",
                       *upper_out);
    return BX_OK;
}

bx_status variant_rules_define(variant_rules *rules, char letter,
                               const char *betza, bx_error *err)
{
    char u = upper(letter);
    int kind = rules->kind_count;
    betza_piece parsed;
    bx_error why;
    bx_status status;
    variant_kind *k;
    int pad;

    status = variant_letter_definable(letter, &u, err);
    if (status != BX_OK)
        return status;
    if (variant_rules_kind_of(rules, u) >= 0)
        return bx_fail(err, BX_INVALID, "%c is defined twice", u);
    if (kind == VARIANT_MAX_KINDS)
        return bx_fail(err, BX_TOO_LARGE, "%c: at most %d defined pieces", u,
                       VARIANT_MAX_DEFINED);
    k = &rules->kinds[kind];
    status = betza_parse(betza, &parsed, &why);
    if (status == BX_OK)
        status = betza_expand(&parsed, &k->moves, &why);
    if (status != BX_OK)
        return bx_fail(err, status, "%c: %s", u, why.message);
    k->letter = u;
    k->removed = false;
    strncpy(k->betza, betza, sizeof k->betza - 1);
    k->betza[sizeof k->betza - 1] = '\0';
    pad = rules->pad;
    status = compile_kind(rules, kind, err);
    if (status != BX_OK) {
        rules->pad = pad; /* the border the linked steps were laid on */
        return status;
    }
    link_steps(rules, kind);
    index_attacks(rules, kind);
    rules->kind_count++;
    return BX_OK;
}

/* The chess kind of letter among those allowed (upper case), or -1 with
 * err saying why not; refused too once a piece is defined. */
static int chess_kind_of(const variant_rules *rules, char letter,
                         const char *allowed, const char *verb, bx_error *err)
{
    char u = upper(letter);
    const char *at = strchr(CHESS_LETTERS, u);
    if (!is_ascii_letter(letter) || at == NULL ||
        strchr(allowed, u) == NULL) {
        bx_fail(err, BX_INVALID, "%c: a variant may %s only %s",
                is_ascii_letter(letter) ? u : '?', verb, allowed);
        return -1;
    }
    if (rules->kind_count > CHESS_KINDS) {
        bx_fail(err, BX_INVALID,
                "%c: the chess letters are settled before other letters "
                "are defined",
                u);
        return -1;
    }
    return (int)(at - CHESS_LETTERS);
}

bx_status variant_rules_redefine(variant_rules *rules, char letter,
                                 const char *betza, bx_error *err)
{
    int kind = chess_kind_of(rules, letter, "NBRQK", "redefine", err);
    piece_spec moves; /* checked here; build_chess makes them again */
    bx_error why;
    bx_status status;
    if (kind < 0)
        return BX_INVALID;
    if (strlen(betza) >= VARIANT_BETZA_MAX)
        return bx_fail(err, BX_INVALID, "%c: a Betza of at most %d characters",
                       CHESS_LETTERS[kind], VARIANT_BETZA_MAX - 1);
    status = piece_from_betza(betza, &moves, &why);
    if (status != BX_OK)
        return bx_fail(err, status, "%c: %s", CHESS_LETTERS[kind],
                       why.message);
    memcpy(rules->kinds[kind].betza, betza, strlen(betza) + 1); /* fits */
    rules->kinds[kind].removed = false;
    rules->chess_changed = true;
    build_chess(rules);
    return BX_OK;
}

bx_status variant_rules_remove(variant_rules *rules, char letter,
                               bx_error *err)
{
    int kind = chess_kind_of(rules, letter, "PNBRQ", "remove", err);
    if (kind < 0)
        return BX_INVALID;
    rules->kinds[kind].removed = true;
    rules->chess_changed = true;
    build_chess(rules);
    return BX_OK;
}

bx_status variant_rules_turn_black(variant_rules *rules, bx_error *err)
{
    if (rules->kind_count > CHESS_KINDS)
        return bx_fail(err, BX_INVALID,
                       "black's pieces are turned before letters are "
                       "defined");
    rules->half_turn = true;
    build_chess(rules);
    return BX_OK;
}

bx_status variant_define_parts(const char *text, char *letter,
                               const char **betza, bx_error *err)
{
    char quoted[BX_QUOTE_MAX];
    if (text[0] != '\0' && text[1] == '=') {
        *letter = text[0];
        *betza = text + 2;
        return BX_OK;
    }
    bx_quote(quoted, text);
    return bx_fail(err, BX_INVALID, "expected LETTER=BETZA, got '%s'",
                   quoted);
}

bx_status variant_rules_define_text(variant_rules *rules, const char *text,
                                    bx_error *err)
{
    char letter = '\0';
    const char *betza = "";
    bx_status status = variant_define_parts(text, &letter, &betza, err);
    return status != BX_OK ? status
                           : variant_rules_define(rules, letter, betza, err);
}

bool variant_rules_are_chess(const variant_rules *rules)
{
    return rules->kind_count == CHESS_KINDS && !rules->chess_changed &&
           rules->size.width == 8 && rules->size.height == 8;
}

void variant_position_clear(variant_position *pos, const variant_rules *rules)
{
    pos->size = rules->size;
    memset(pos->cells, VARIANT_EMPTY, sizeof pos->cells);
    pos->to_move = CHESS_WHITE;
}

char variant_letter(const variant_rules *rules, unsigned char cell,
                    chess_letter_case letters)
{
    int kind = variant_cell_kind(cell);
    char u = kind >= 0 && kind < rules->kind_count ? rules->kinds[kind].letter
                                                   : '?';
    bool white = variant_cell_color(cell) == CHESS_WHITE;
    bool shown_upper = letters == LETTERS_FEN ? white : !white;
    return shown_upper ? u : (char)(u - 'A' + 'a');
}
