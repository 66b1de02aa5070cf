/* Direction lists ("(1,2) (2,1)", "1,2 2,1", "(1, 2), (2, 1)"). A list
 * that parses holds no (0,0), respects the limit, and reads back the same
 * from its own formatted text. */
#include "piece.h"
#include "fuzz.h"

/* "(-2147483648,-2147483648) " is 26 bytes. */
enum { FORMATTED_MAX = PIECE_MAX_DIRECTIONS * 26 + 1 };

static void check_round_trip(const direction_list *list)
{
    char text[FORMATTED_MAX];
    direction_list back;
    bx_error err;

    fuzz_require(directions_format(list, text, sizeof text));
    fuzz_require(directions_parse(text, &back, &err) == BX_OK);
    fuzz_require(back.count == list->count);
    for (int i = 0; i < list->count; i++)
        fuzz_require(back.list[i].dr == list->list[i].dr &&
                     back.list[i].dc == list->list[i].dc);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    direction_list list;
    bx_error err;

    if (text == NULL)
        return 0;
    if (directions_parse(text, &list, &err) == BX_OK) {
        fuzz_require(list.count >= 0 && list.count <= PIECE_MAX_DIRECTIONS);
        for (int i = 0; i < list.count; i++)
            fuzz_require(list.list[i].dr != 0 || list.list[i].dc != 0);
        check_round_trip(&list);
    } else {
        fuzz_require_message(err.message);
    }
    free(text);
    return 0;
}
