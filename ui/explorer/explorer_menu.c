/* The menu's entries (explorer_menu.h): the preset pieces, or the
 * variants (explorer_variant_at: a variants.ini's first, then the
 * built-ins) with their boards and what differs from chess. */
#include <stdio.h>
#include <string.h>

#include "explorer_menu.h"
#include "game_variant.h"

enum { MENU_MIN_WIDTH = 54 };

int explorer_menu_count(const explorer_state *state)
{
    return state->menu_target == MENU_VARIANT
               ? explorer_variant_count(&state->work.position)
               : piece_preset_count();
}

const char *explorer_menu_name(const explorer_state *state, int index)
{
    if (state->menu_target == MENU_VARIANT) {
        const game_variant *variant =
            explorer_variant_at(&state->work.position, index);
        return variant != NULL ? variant->name : "";
    }
    const piece_preset_info *info = piece_preset_at(index);
    return info != NULL ? info->name : "";
}

/* The columns of the entry in full. */
static void entry_text(const explorer_state *state, int index, char *out,
                       size_t size)
{
    if (state->menu_target == MENU_VARIANT) {
        const game_variant *variant =
            explorer_variant_at(&state->work.position, index);
        char board[16];
        out[0] = '\0';
        if (variant == NULL)
            return;
        snprintf(board, sizeof board, "%dx%d", variant->size.width,
                 variant->size.height);
        /* `boardex variants` writes "-" for chess itself. */
        snprintf(out, size, " %-12s %-5s %s", variant->name, board,
                 strcmp(variant->differs, "-") == 0 ? "the rules of chess"
                                                    : variant->differs);
        return;
    }
    const piece_preset_info *info = piece_preset_at(index);
    if (info == NULL)
        out[0] = '\0';
    else
        snprintf(out, size, " %-12s %-5s %s", info->name, info->betza,
                 info->summary);
}

void explorer_menu_entry(const explorer_state *state, int index, int width,
                         char *out, size_t size)
{
    entry_text(state, index, out, size);
    if (width < 8 || (int)strlen(out) <= width)
        return;
    /* Cut at the last blank that leaves room for "...". */
    int cut = width - 3;
    while (cut > 0 && out[cut] != ' ')
        cut--;
    if (cut <= 0)
        cut = width - 3;
    while (cut > 0 && (out[cut - 1] == ' ' || out[cut - 1] == ',' ||
                       out[cut - 1] == ';'))
        cut--;
    if ((size_t)cut + 4 <= size)
        snprintf(out + cut, size - (size_t)cut, "...");
}

int explorer_menu_width(const explorer_state *state)
{
    int widest = MENU_MIN_WIDTH;
    /* A variant's whole line: its name, board and what differs. */
    char text[GAME_VARIANT_NAME_MAX + GAME_VARIANT_TEXT_MAX + 64];
    for (int i = 0; i < explorer_menu_count(state); i++) {
        entry_text(state, i, text, sizeof text);
        int width = (int)strlen(text) + 3; /* the border and a blank */
        widest = width > widest ? width : widest;
    }
    return widest;
}

const char *explorer_menu_title(const explorer_state *state)
{
    return state->menu_target == MENU_VARIANT
               ? "Pick a variant (a letter jumps; Enter, Esc)"
           : state->menu_target == MENU_SECOND
               ? "Pick the second piece (a letter jumps; Enter, Esc)"
               : "Pick a piece (a letter jumps; Enter, Esc)";
}

void explorer_menu_status(const explorer_state *state, char *out,
                          size_t size)
{
    const explorer_position *ep = &state->work.position;
    /* Esc keeps what the menu would replace. */
    if (state->menu_target == MENU_VARIANT)
        snprintf(out, size, "pick a variant: Up/Down, Enter (u takes it "
                 "back); Esc keeps %s",
                 ep->variant != NULL ? ep->variant->name : "the rules");
    else
        snprintf(out, size, "pick a piece: Up/Down, Enter; Esc keeps the %s",
                 state->menu_target == MENU_SECOND ? state->work.second_name
                                                   : state->work.piece_name);
}

void explorer_open_menu(explorer_state *state, explorer_menu_target target)
{
    const game_variant *variant = state->work.position.variant;
    const char *current = target == MENU_SECOND ? state->work.second_name
                                                : state->work.piece_name;
    state->focus = FOCUS_MENU;
    state->menu_target = target;
    state->menu_index = 0;
    /* Open on the current piece (or the variant played) when it is one
     * of them. */
    for (int i = 0; i < explorer_menu_count(state); i++)
        if (target == MENU_VARIANT
                ? variant != NULL &&
                      explorer_variant_at(&state->work.position, i) == variant
                : strcmp(explorer_menu_name(state, i), current) == 0)
            state->menu_index = i;
}
