/* L: giving the current piece (picked with p, defined with d, typed with
 * b) a letter, so that Position mode can place it; or defining a letter
 * straight from Betza, "C=mRcpR", as --define does (hoppers and lame
 * leaps, which only positions have, are typed so). */
#include <stdio.h>
#include <string.h>

#include "betza.h"
#include "explorer_actions.h"

void action_letter_prompt(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_open_prompt(state, PROMPT_LETTER, "");
}

/* The current piece in Betza: as picked or typed, else written from its
 * moves (a piece defined by directions). False when it is too long. */
static bool current_betza(const explorer_state *state, char *out,
                          size_t size)
{
    size_t len = strlen(state->work.piece_betza);
    bool cut =
        len >= 3 && strcmp(state->work.piece_betza + len - 3, "...") == 0;
    if (len > 0 && !cut) {
        snprintf(out, size, "%s", state->work.piece_betza);
        return true;
    }
    return betza_write_moves(&state->work.piece, out, size);
}

static int pieces_of(const explorer_position *ep, char letter)
{
    int count = 0;
    for (int i = 0; i < board_square_count(ep->pos.size); i++) {
        char here = explorer_position_letter(ep, i);
        if (here == letter || here == letter - 'A' + 'a')
            count++;
    }
    return count;
}

void explorer_submit_letter(explorer_state *state)
{
    const char *line = state->line.text;
    char betza[EXPLORER_LETTER_BETZA_MAX];
    char text[EXPLORER_MESSAGE_MAX];
    bool redefined = false;
    bx_error err;

    while (*line == ' ')
        line++;
    if (line[0] != '\0' && line[1] == '=') {
        snprintf(betza, sizeof betza, "%s", line + 2);
    } else if (line[0] == '\0' || (line[1] != '\0' && line[1] != ' ')) {
        explorer_error(state, "type one letter (A gives the piece that "
                              "letter), or LETTER=BETZA");
        return;
    } else if (!current_betza(state, betza, sizeof betza)) {
        explorer_error(state, "the piece is too long to write in Betza: "
                              "type LETTER=BETZA");
        return;
    }
    if (explorer_position_define(&state->work.position, line[0], betza,
                                 &redefined, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    explorer_refresh_cursor(state);
    char upper = line[0] >= 'a' && line[0] <= 'z'
                     ? (char)(line[0] - 'a' + 'A')
                     : line[0];
    char lower = (char)(upper - 'A' + 'a');
    snprintf(state->work.change, sizeof state->work.change, "%s %c = %.40s",
             redefined ? "redefined" : "defined", upper, betza);
    if (redefined)
        snprintf(text, sizeof text,
                 "%c redefined: %c = %.60s; its %d piece%s on the board "
                 "move the new way",
                 upper, upper, betza, pieces_of(&state->work.position, upper),
                 pieces_of(&state->work.position, upper) == 1 ? "" : "s");
    else
        snprintf(text, sizeof text,
                 "%c = %.60s: in Position mode e then %c places a white "
                 "one, %c a black one",
                 upper, betza, upper, lower);
    explorer_say(state, text);
}
