/* The rules' attack index (variant.h: offset_kinds, leap_kinds,
 * near_kinds, offset_ray and offset_steps), checked after each definition
 * on random pieces and sizes (up to 26 x 26) against a reading of its own:
 * every offset between two squares worked out from the pieces' moves as
 * the Betza gives them (piece_spec), flipped for black, and the pawn's two
 * diagonal captures. The index is built once for the chess pieces and then
 * one kind at a time; this holds each step to what a fresh build means. */
#include "boardex_test.h"

#include "random_variant.h"

enum { SIDE = 2 * BOARD_MAX_SIDE - 1 };

/* For one colour: which kinds capture at each offset (dr, dc) with
 * nothing in the way, which of them in one free step, and which vectors
 * get there (-2 once two differ), with how many steps. */
typedef struct {
    unsigned kinds[SIDE][SIDE], leaps[SIDE][SIDE];
    int dr[SIDE][SIDE], dc[SIDE][SIDE], steps[SIDE][SIDE];
} expected_index;

static void reach(expected_index *e, board_size size, int kind, int vr,
                  int vc, int first, int last, bool free_path)
{
    for (int t = first; t <= last; t++) {
        int dr = t * vr, dc = t * vc;
        if (dr >= size.height || -dr >= size.height || dc >= size.width ||
            -dc >= size.width)
            return;
        int r = dr + BOARD_MAX_SIDE - 1, c = dc + BOARD_MAX_SIDE - 1;
        e->kinds[r][c] |= 1u << kind;
        if (t == 1 && free_path)
            e->leaps[r][c] |= 1u << kind;
        if (e->steps[r][c] == 0) {
            e->dr[r][c] = vr;
            e->dc[r][c] = vc;
            e->steps[r][c] = t;
        } else if (e->dr[r][c] != vr || e->dc[r][c] != vc) {
            e->steps[r][c] = -2;
        }
    }
}

static void expect(expected_index *e, const variant_rules *rules,
                   chess_color color)
{
    int flip = color == CHESS_BLACK ? -1 : 1;
    int side = rules->size.width > rules->size.height ? rules->size.width
                                                      : rules->size.height;
    memset(e, 0, sizeof *e);
    /* The pawn captures one step diagonally forward: white up. */
    reach(e, rules->size, CHESS_PAWN, -flip, -1, 1, 1, true);
    reach(e, rules->size, CHESS_PAWN, -flip, 1, 1, 1, true);
    for (int k = 0; k < rules->kind_count; k++) {
        const piece_spec *moves = &rules->kinds[k].moves;
        for (int i = 0; i < moves->count; i++) {
            const piece_move *m = &moves->list[i];
            int last = m->range == PIECE_RANGE_UNLIMITED ? side : m->range;
            if (m->modality == PIECE_MOVE_ONLY)
                continue;
            /* A grasshopper lands at least two steps away. */
            reach(e, rules->size, k, m->dir.dr * flip, m->dir.dc,
                  m->path == PIECE_PATH_GRASSHOPPER ? 2 : 1, last,
                  m->path == PIECE_PATH_FREE);
        }
    }
}

static unsigned near(const expected_index *e, board_size size, int r, int c)
{
    unsigned kinds = 0;
    for (int i = r - 1; i <= r + 1; i++)
        for (int j = c - 1; j <= c + 1; j++) {
            int dr = i - (BOARD_MAX_SIDE - 1), dc = j - (BOARD_MAX_SIDE - 1);
            if (dr > -size.height && dr < size.height && dc > -size.width &&
                dc < size.width)
                kinds |= e->kinds[i][j];
        }
    return kinds;
}

static void check_index(const variant_rules *rules, const char *what)
{
    static expected_index e;
    board_size size = rules->size;
    for (int color = 0; color < CHESS_COLORS; color++) {
        expect(&e, rules, (chess_color)color);
        for (int dr = 1 - size.height; dr < size.height; dr++)
            for (int dc = 1 - size.width; dc < size.width; dc++) {
                int r = dr + BOARD_MAX_SIDE - 1, c = dc + BOARD_MAX_SIDE - 1;
                int at = variant_offset(dr, dc);
                int ray = rules->offset_ray[color][at];
                if (rules->offset_kinds[color][at] != e.kinds[r][c] ||
                    rules->leap_kinds[color][at] != e.leaps[r][c] ||
                    rules->near_kinds[color][at] != near(&e, size, r, c))
                    fail_msg("%s on %dx%d, colour %d, offset (%d, %d): "
                             "kinds %#x leaps %#x near %#x, expected %#x "
                             "%#x %#x",
                             what, size.width, size.height, color, dr, dc,
                             rules->offset_kinds[color][at],
                             rules->leap_kinds[color][at],
                             rules->near_kinds[color][at], e.kinds[r][c],
                             e.leaps[r][c], near(&e, size, r, c));
                if (e.steps[r][c] <= 0) {
                    assert_int_equal(ray, e.steps[r][c] == 0
                                              ? -1
                                              : VARIANT_RAYS_SEVERAL);
                    continue;
                }
                assert_true(ray >= 0 && ray < rules->ray_count[color]);
                assert_int_equal(rules->rays[color][ray].dr, e.dr[r][c]);
                assert_int_equal(rules->rays[color][ray].dc, e.dc[r][c]);
                assert_int_equal(rules->offset_steps[color][at],
                                 e.steps[r][c]);
            }
    }
}

/* The chess pieces alone on boards of every shape from 1 x 1 to 26 x 26
 * (a few of each side), then random definitions, checked one by one. */
static void index_after_each_definition(void **state)
{
    (void)state;
    variant_rules *rules = malloc(sizeof *rules);
    uint64_t seed = UINT64_C(0x510e527fade682d1);
    assert_non_null(rules);
    for (int round = 0; round < 120; round++) {
        board_size size = {1 + pick(&seed, 26), 1 + pick(&seed, 26)};
        if (round < 4)
            size = (board_size){round < 2 ? 1 : 26, round % 2 ? 26 : 1};
        variant_rules_init(rules, size);
        check_index(rules, "chess");
        for (int d = 0, count = pick(&seed, 8); d < count; d++) {
            const char *betza = BETZA_POOL[pick(
                &seed, (int)(sizeof BETZA_POOL / sizeof BETZA_POOL[0]))];
            bx_error err = {"", 0, 0};
            if (variant_rules_define(rules, DEFINED_LETTERS[d], betza,
                                     &err) != BX_OK)
                fail_msg("%s: %s", betza, err.message);
            check_index(rules, betza);
        }
    }
    free(rules);
}

/* Leapers of every (n, 2..25) on 26x26: the sixth brings the captures
 * past VARIANT_MAX_ATTACKS and is refused. The index is then the one of
 * the five before, and the next definition builds on it. */
static void index_after_a_refused_definition(void **state)
{
    (void)state;
    variant_rules *rules = malloc(sizeof *rules);
    bx_error err = {"", 0, 0};
    bx_status status = BX_OK;
    int refused = -1;
    assert_non_null(rules);
    variant_rules_init(rules, (board_size){26, 26});
    for (int d = 0; d < 8 && refused < 0; d++) {
        char betza[256];
        size_t at = 0;
        for (int b = 2; b <= 25; b++)
            at += (size_t)snprintf(betza + at, sizeof betza - at, "(%d,%d)",
                                   d + 1, b);
        status = variant_rules_define(rules, DEFINED_LETTERS[d], betza, &err);
        if (status != BX_OK)
            refused = d;
        check_index(rules, betza);
    }
    assert_int_equal(refused, 5);
    assert_int_equal(status, BX_TOO_LARGE);
    assert_int_equal(rules->kind_count, CHESS_KINDS + 5);
    assert_int_equal(variant_rules_define(rules, 'Z', "WcN", &err), BX_OK);
    check_index(rules, "WcN after the refusal");
    free(rules);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(index_after_each_definition),
        cmocka_unit_test(index_after_a_refused_definition),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
