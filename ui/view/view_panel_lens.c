/* The Mobility panel's lens part: which lens, the second piece, and a
 * legend that says what the colours mean for that lens and scale. */
#include <stdio.h>

#include "explorer_lens.h"
#include "view.h"
#include "view_panel.h"
#include "view_text.h"

/* The distance lens's legend: each distance on its colour and how many
 * squares are that far. */
static void distance_legend(panel *p, const explorer_state *state,
                            const lens_scale *scale)
{
    mobility_group groups[BOARD_MAX_SQUARES];
    int count = 0;
    char text[64];

    for (int d = 0; d <= state->distance.farthest; d++) {
        int squares = 0;
        for (int i = 0; i < board_square_count(state->work.board); i++)
            squares += state->distance.steps[i] == d;
        if (squares > 0)
            groups[count++] = (mobility_group){d, squares};
    }
    panel_legend(p, "Legend: moves needed, squares", groups, count,
                 scale->low, scale->high, "sq");
    int never =
        board_square_count(state->work.board) - state->distance.reached;
    if (never > 0 && panel_rows_left(p) > 0) {
        snprintf(text, sizeof text, "  -  %d sq never reached", never);
        panel_put(p, p->y++, p->x, text, p->width, A_NORMAL);
    }
}

/* One swatch and its words: "+5  knight reaches more". */
static void swatch(panel *p, const char *figure, attr_t attr,
                   const char *words)
{
    if (panel_rows_left(p) <= 0)
        return;
    panel_put(p, p->y, p->x, figure, 4, attr);
    panel_put(p, p->y++, p->x + 5, words, p->width - 5, A_NORMAL);
}

static void compare_legend(panel *p, const explorer_state *state,
                           const lens_scale *scale)
{
    char figure[16], words[64];
    if (panel_rows_left(p) < 4)
        return;
    panel_heading(p, "Legend: first minus second");
    snprintf(figure, sizeof figure, "%+3d ", scale->high);
    snprintf(words, sizeof words, "%s reaches more", state->work.piece_name);
    swatch(p, figure, diverging_attr(p->style, DIVERGING_LEVELS), words);
    swatch(p, "  0 ", diverging_attr(p->style, 0), "equal");
    snprintf(figure, sizeof figure, "%+3d ", -scale->high);
    snprintf(words, sizeof words, "%s reaches more", state->work.second_name);
    swatch(p, figure, diverging_attr(p->style, -DIVERGING_LEVELS), words);
}

void panel_lens(panel *p, const explorer_state *state)
{
    const mobility_table *table = &state->mobility;
    char text[160];
    char name[SQUARE_NAME_MAX];
    int index = square_index(state->work.board, state->work.cursor);

    square_to_fide(state->work.board, state->work.cursor, name, NULL);
    switch (state->lens) {
    case LENS_DISTANCE:
        snprintf(text, sizeof text, "distance from %s", name);
        break;
    case LENS_COMPARE:
        snprintf(text, sizeof text, "compare with %s (V)",
                 state->work.second_name);
        break;
    default:
        snprintf(text, sizeof text, "moves");
    }
    panel_field(p, "lens", text, 2);
    snprintf(text, sizeof text, "%s (A)",
             state->absolute_scale ? "absolute, 0 to W*H-1" : "relative");
    panel_field(p, "scale", text, 1);
    if (state->lens == LENS_COMPARE) {
        char label[EXPLORER_PIECE_NAME_MAX + EXPLORER_BETZA_MAX + 4];
        explorer_piece_label(state->work.second_name, state->work.second_betza,
                             label, sizeof label);
        snprintf(text, sizeof text, "%s, strength %d", label,
                 state->second_mobility.strength);
        /* Two rows: a long name must not push the strength off. */
        panel_field(p, "second", text, 2);
        snprintf(text, sizeof text, "%s: %d vs %d", name,
                 table->moves[index], state->second_mobility.moves[index]);
        panel_field(p, "", text, 1);
    }
}

void panel_lens_legend(panel *p, const explorer_state *state)
{
    lens_scale scale = explorer_lens_scale(state);
    const mobility_table *table = &state->mobility;
    if (state->lens == LENS_DISTANCE)
        distance_legend(p, state, &scale);
    else if (state->lens == LENS_COMPARE)
        compare_legend(p, state, &scale);
    else
        panel_legend(p, "Legend: moves, squares", table->groups,
                     table->group_count, scale.low, scale.high, "sq");
}
