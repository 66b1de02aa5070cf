#include "boardex_test.h"

#include "piece.h"

static void assert_directions(const direction_list *list, const char *expected)
{
    char text[4096];
    assert_true(directions_format(list, text, sizeof text));
    assert_string_equal(text, expected);
}

static void parses_every_written_form(void **state)
{
    static const char *const FORMS[] = {
        "(1,2) (2,1)", "1,2 2,1", "(1, 2), (2, 1)", "  (1,2)(2,1)  ",
        "1,2,2,1", "(1 , 2) ,\t( 2 ,1 )\n", "+1,+2 2,1",
    };
    (void)state;
    for (size_t i = 0; i < sizeof FORMS / sizeof FORMS[0]; i++) {
        direction_list list;
        bx_error err = {"", 0, 0};
        assert_int_equal(directions_parse(FORMS[i], &list, &err), BX_OK);
        assert_directions(&list, "(1,2) (2,1)");
    }
}

static void negative_and_empty_lists(void **state)
{
    direction_list list;
    bx_error err;
    (void)state;
    assert_int_equal(directions_parse("-1,2 -2,-1", &list, &err), BX_OK);
    assert_directions(&list, "(-1,2) (-2,-1)");
    assert_int_equal(directions_parse("", &list, &err), BX_OK);
    assert_int_equal(list.count, 0);
    assert_int_equal(directions_parse(" \t\n", &list, &err), BX_OK);
    assert_int_equal(list.count, 0);
    /* Duplicates are kept in the list; mobility treats them as one. */
    assert_int_equal(directions_parse("1,1 1,1", &list, &err), BX_OK);
    assert_int_equal(list.count, 2);
}

static void rejects_bad_tokens(void **state)
{
    static const struct {
        const char *text;
        const char *message;
    } CASES[] = {
        {"(0,0)", "invalid direction: (0,0)"},
        {"(1,2) (0, 0)", "invalid direction: (0, 0)"},
        {"0,0", "invalid direction: 0,0"},
        {"1,x", "invalid direction: 1,x"},
        {"(1,2) a,b", "invalid direction: a,b"},
        {"1", "invalid direction: 1"},
        {"1,2 3", "invalid direction: 3"},
        {"(1)", "invalid direction: (1)"},
        {"(1,2", "invalid direction: (1,2"},
        {"1,2)", "invalid direction: 1,2)"},
        {"1,2x", "invalid direction: 1,2x"},
        {",1,2", "invalid direction: ,1,2"},
        {"99999999999999999999,1", "invalid direction: 99999999999999999999,1"},
        {"2147483648,0", "invalid direction: 2147483648,0"},
        {"1.5,2", "invalid direction: 1.5,2"},
        {"\x01,\x02", "invalid direction: \\x01,\\x02"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        direction_list list = {.count = 7};
        bx_error err = {"", 0, 0};
        assert_failure(directions_parse(CASES[i].text, &list, &err),
                       BX_INVALID, err, CASES[i].message);
        assert_int_equal(list.count, 7); /* untouched on failure */
    }
}

static void extreme_numbers_parse(void **state)
{
    direction_list list;
    bx_error err;
    (void)state;
    assert_int_equal(
        directions_parse("2147483647,-2147483648", &list, &err), BX_OK);
    assert_directions(&list, "(2147483647,-2147483648)");
}

static void limits_the_list_length(void **state)
{
    static char text[PIECE_MAX_DIRECTIONS * 8 + 16];
    direction_list list;
    bx_error err;
    size_t used = 0;
    (void)state;
    for (int i = 0; i < PIECE_MAX_DIRECTIONS; i++)
        used += (size_t)snprintf(text + used, sizeof text - used, "1,%d ",
                                 i + 1);
    assert_int_equal(directions_parse(text, &list, &err), BX_OK);
    assert_int_equal(list.count, PIECE_MAX_DIRECTIONS);
    snprintf(text + used, sizeof text - used, "2,2");
    assert_failure(directions_parse(text, &list, &err), BX_TOO_LARGE, err,
                   "too many directions (at most 256)");
}

/* The piece's once (range 1) and repeated (unlimited) directions. */
static direction_list once_of(const piece_spec *piece)
{
    direction_list list;
    piece_directions(piece, 1, &list);
    return list;
}

static direction_list repeated_of(const piece_spec *piece)
{
    direction_list list;
    piece_directions(piece, PIECE_RANGE_UNLIMITED, &list);
    return list;
}

static void presets_have_their_directions(void **state)
{
    piece_spec piece;
    direction_list list;
    bx_error err;
    (void)state;
    assert_int_equal(piece_from_name("knight", &piece, &err), BX_OK);
    list = once_of(&piece);
    assert_directions(&list, "(-2,-1) (-2,1) (-1,-2) (-1,2) (1,-2) "
                                   "(1,2) (2,-1) (2,1)");
    assert_int_equal(repeated_of(&piece).count, 0);

    assert_int_equal(piece_from_name("bishop", &piece, &err), BX_OK);
    assert_int_equal(once_of(&piece).count, 0);
    list = repeated_of(&piece);
    assert_directions(&list, "(-1,-1) (-1,1) (1,-1) (1,1)");

    assert_int_equal(piece_from_name("wazir", &piece, &err), BX_OK);
    list = once_of(&piece);
    assert_directions(&list, "(-1,0) (0,-1) (0,1) (1,0)");

    assert_int_equal(piece_from_name("amazon", &piece, &err), BX_OK);
    assert_int_equal(once_of(&piece).count, 8);
    assert_int_equal(repeated_of(&piece).count, 8);

    assert_int_equal(piece_from_name("centaur", &piece, &err), BX_OK);
    assert_int_equal(once_of(&piece).count, 16);

    assert_failure(piece_from_name("Knight", &piece, &err), BX_INVALID, err,
                   "unknown piece: 'Knight'");
    assert_failure(piece_from_name("", &piece, &err), BX_INVALID, err,
                   "unknown piece: ''");
}

static void every_preset_is_listed_and_loads(void **state)
{
    (void)state;
    assert_int_equal(piece_preset_count(), 19);
    for (int i = 0; i < piece_preset_count(); i++) {
        piece_spec piece;
        const piece_preset_info *info = piece_preset_at(i);
        assert_non_null(info);
        assert_int_equal(piece_from_name(info->name, &piece, NULL), BX_OK);
        assert_true(once_of(&piece).count + repeated_of(&piece).count > 0);
    }
    assert_null(piece_preset_at(-1));
    assert_null(piece_preset_at(piece_preset_count()));
}

static void join_adds_both_lists(void **state)
{
    piece_spec knight;
    piece_spec bishop;
    bx_error err;
    (void)state;
    piece_from_name("knight", &knight, NULL);
    piece_from_name("bishop", &bishop, NULL);
    assert_int_equal(piece_join(&knight, &bishop, &err), BX_OK);
    assert_int_equal(once_of(&knight).count, 8);
    assert_int_equal(repeated_of(&knight).count, 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parses_every_written_form),
        cmocka_unit_test(negative_and_empty_lists),
        cmocka_unit_test(rejects_bad_tokens),
        cmocka_unit_test(extreme_numbers_parse),
        cmocka_unit_test(limits_the_list_length),
        cmocka_unit_test(presets_have_their_directions),
        cmocka_unit_test(every_preset_is_listed_and_loads),
        cmocka_unit_test(join_adds_both_lists),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
