/* Prompts: editing the line, and what Enter does with it for each kind of
 * prompt. A bad entry keeps the prompt open with the error shown; Esc
 * leaves everything as it was. */
#include <stdio.h>
#include <string.h>

#include "explorer_actions.h"
#include "betza.h"
#include "explorer_load.h"
#include "explorer_tour_play.h"

void action_prompt_edit(explorer_state *state, const key_arg *arg, int key)
{
    (void)key;
    arg->edit(&state->line);
}

void action_prompt_text(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    line_edit_insert(&state->line, key);
}

/* Keeps the line for Up to bring back (not twice in a row). */
static void remember(explorer_state *state)
{
    int kind = state->prompt;
    int count = state->recall_count[kind];
    if (state->line.length == 0 || state->line.length >= EXPLORER_RECALL_LINE)
        return;
    if (count > 0 &&
        strcmp(state->recall[kind][count - 1], state->line.text) == 0)
        return;
    if (count == EXPLORER_RECALL) {
        memmove(state->recall[kind][0], state->recall[kind][1],
                sizeof state->recall[kind][0] * (EXPLORER_RECALL - 1));
        count--;
    }
    /* Shorter than EXPLORER_RECALL_LINE, checked above. */
    memcpy(state->recall[kind][count], state->line.text,
           (size_t)state->line.length + 1);
    state->recall_count[kind] = count + 1;
}

void action_prompt_recall(explorer_state *state, const key_arg *arg, int key)
{
    (void)key;
    int count = state->recall_count[state->prompt];
    int at = state->recall_at + arg->steps;
    if (at < 0 || at > count) {
        explorer_say(state, at < 0 ? "no earlier line" : "no later line");
        return;
    }
    state->recall_at = at;
    line_edit_set(&state->line,
                  at < count ? state->recall[state->prompt][at] : "");
    state->line.selected = false;
}

void action_prompt_cancel(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    explorer_close_prompt(state);
    explorer_say(state, "cancelled");
}

static void submit_once(explorer_state *state)
{
    bx_error err;
    char text[LINE_EDIT_MAX];
    direction_list repeated;

    if (directions_parse(state->line.text, &state->pending_once, &err) !=
        BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    piece_directions(&state->work.piece, PIECE_RANGE_UNLIMITED, &repeated);
    if (!directions_format(&repeated, text, sizeof text))
        text[0] = '\0';
    explorer_open_prompt(state, PROMPT_REPEATED, text);
}

static void submit_repeated(explorer_state *state)
{
    piece_spec piece;
    direction_list repeated;
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];

    piece_clear(&piece);
    if (directions_parse(state->line.text, &repeated, &err) != BX_OK ||
        piece_add_directions(&piece, &state->pending_once, 1, &err) !=
            BX_OK ||
        piece_add_directions(&piece, &repeated, PIECE_RANGE_UNLIMITED,
                             &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    /* Unchanged moves keep their preset name. */
    bool same = piece_equal(&piece, &state->work.piece);
    char name[EXPLORER_PIECE_NAME_MAX];
    snprintf(name, sizeof name, "%s",
             same ? state->work.piece_name : "custom");
    if (explorer_set_piece(state, &piece, name, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    snprintf(state->work.change, sizeof state->work.change,
             "defined a %s piece", name);
    snprintf(text, sizeof text, "%s piece: %d once, %d repeated directions",
             name, state->pending_once.count, repeated.count);
    explorer_say(state, text);
}

/* The prompt's line read as Betza into piece, named after the preset it
 * equals or "custom"; false, with the caret under the fault, when it is
 * not Betza. */
static bool read_betza(explorer_state *state, piece_spec *piece,
                       const char **name)
{
    bx_error err;
    if (piece_from_betza(state->line.text, piece, &err) != BX_OK) {
        explorer_error_at(state, err.message, err.column);
        return false;
    }
    const char *preset = piece_preset_name(piece);
    *name = preset != NULL ? preset : "custom";
    return true;
}

static void submit_betza(explorer_state *state)
{
    piece_spec piece;
    const char *name;
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];

    if (!read_betza(state, &piece, &name))
        return;
    if (explorer_set_piece(state, &piece, name, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_set_betza_text(state, state->line.text);
    explorer_close_prompt(state);
    snprintf(state->work.change, sizeof state->work.change,
             "piece made %.40s", state->work.piece_betza);
    snprintf(text, sizeof text, "%s piece: %d move%s", name, piece.count,
             piece.count == 1 ? "" : "s");
    explorer_say(state, text);
}

/* The compare lens's second piece in Betza (b in the V menu). */
static void submit_second_betza(explorer_state *state)
{
    piece_spec piece;
    const char *name;
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];

    if (!read_betza(state, &piece, &name))
        return;
    if (explorer_set_second(state, &piece, name, state->line.text, &err) !=
        BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    snprintf(state->work.change, sizeof state->work.change,
             "second piece made %.40s", state->work.second_betza);
    snprintf(text, sizeof text, "second piece %s (%.60s)", name,
             state->work.second_betza);
    explorer_say(state, text);
}

static void submit_size(explorer_state *state)
{
    board_size board;
    bx_error err;

    if (board_size_parse(state->line.text, &board, &err) != BX_OK ||
        explorer_change_size(state, board, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
}

/* The line may be a FEN, or a URL or PGN that carries one (game_paste.h):
 * the status line says what was taken. */
static void submit_fen(explorer_state *state)
{
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];
    game_paste_source source;
    if (explorer_position_from_fen_paste(&state->work.position,
                                         state->line.text, &source,
                                         &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    explorer_refresh_cursor(state);
    snprintf(state->work.change, sizeof state->work.change, "loaded a FEN");
    if (source == GAME_PASTE_TEXT)
        snprintf(text, sizeof text, "position set from the FEN");
    else
        snprintf(text, sizeof text, "took the FEN from %s",
                 game_paste_source_name(source));
    explorer_say(state, text);
}

static void submit_position_file(explorer_state *state)
{
    bx_error err;
    char text[EXPLORER_MESSAGE_MAX];
    if (explorer_load_position_file(state, state->line.text, &err) != BX_OK) {
        explorer_error(state, err.message);
        return;
    }
    explorer_close_prompt(state);
    snprintf(state->work.change, sizeof state->work.change, "opened %.50s",
             state->line.text);
    const game_variant *variant = state->work.position.variant;
    if (state->fen_source != GAME_PASTE_TEXT && variant != NULL) {
        char label[64];
        explorer_variant_label(variant, label, sizeof label);
        snprintf(text, sizeof text, "opened %.60s: %s, the FEN from %s",
                 state->line.text, label,
                 game_paste_source_name(state->fen_source));
    } else if (state->fen_source != GAME_PASTE_TEXT)
        snprintf(text, sizeof text, "opened %.60s: took the FEN from %s",
                 state->line.text, game_paste_source_name(state->fen_source));
    else if (state->looks_reversed)
        snprintf(text, sizeof text,
                 "opened %.60s: in the board form UPPER case is black; if "
                 "the colours look the wrong way round, X swaps them",
                 state->line.text);
    else
        snprintf(text, sizeof text, "opened %.150s", state->line.text);
    explorer_say(state, text);
}

/* Every prompt in one row: what it asks, how to fill it in, and what
 * Enter does with the line. */
typedef struct {
    const char *label;
    const char *guide;
    void (*submit)(explorer_state *state);
} prompt_info;

static const prompt_info PROMPTS[PROMPT_KINDS] = {
    /* The compass is in the guides: which way (dr,dc) points. */
    [PROMPT_ONCE] = {"once directions",
                     "(-1,0) = up, towards the top rank; (0,1) = right. "
                     "e.g. (1,2) (2,1). Enter: on",
                     submit_once},
    [PROMPT_REPEATED] = {"repeated directions",
                         "(-1,0) = up, towards the top rank; (0,1) = right. "
                         "e.g. (1,1). Enter applies",
                         submit_repeated},
    [PROMPT_BETZA] = {"Betza",
                      "e.g. N, WfF gold, fmWfcF pawn, NN, (4,1). Enter "
                      "applies, Esc cancels",
                      submit_betza},
    [PROMPT_SECOND_BETZA] = {"second piece in Betza",
                             "e.g. B, NN, (4,1), WfF. Enter applies, Esc "
                             "cancels",
                             submit_second_betza},
    [PROMPT_SIZE] = {"board size WxH",
                     "W files x H ranks, 1x1 to 26x26. Enter applies, Esc "
                     "cancels",
                     submit_size},
    [PROMPT_FEN] = {"FEN",
                    "upper case white, e.g. 4k3/8/8/8/8/8/8/4K3 w. Enter "
                    "applies, Esc cancels",
                    submit_fen},
    [PROMPT_POSITION_FILE] = {"board or FEN file (Tab completes)",
                              "Tab completes the name. Enter opens, Esc "
                              "cancels",
                              submit_position_file},
    [PROMPT_TOUR_FILE] = {"tour file (Tab completes)",
                          "Tab completes the name. Enter opens, Esc cancels",
                          explorer_submit_tour_file},
    [PROMPT_STEP] = {"step", "a number along the path. Enter jumps, Esc cancels",
                     explorer_submit_step},
    [PROMPT_WRITE] = {"write to",
                      ".svg .csv .md .txt (.fen) pick the format. Enter "
                      "writes, Esc cancels",
                      explorer_submit_write},
    [PROMPT_OVERWRITE] = {"the file is there; write over it? (y/n)",
                          "y and Enter write over it; n or Esc keep it",
                          explorer_submit_overwrite},
    [PROMPT_LETTER] = {"letter for the piece, or L=BETZA",
                       "A gives the piece the letter A (not KQRBNP); "
                       "C=mRcpR defines C. Enter applies",
                       explorer_submit_letter},
    [PROMPT_PROMOTION] = {"the pawn becomes (q r b n)",
                          "q queen, r rook, b bishop, n knight (or a "
                          "variant's letter). Enter moves, Esc keeps the "
                          "pawn where it was",
                          explorer_submit_promotion},
    [PROMPT_MOVE] = {"move",
                     "SAN (Nf3, exd5, O-O, e8=Q) or coordinates (e2e4, "
                     "j9j10). Enter plays it",
                     explorer_submit_move},
    [PROMPT_HALFMOVE] = {"halfmove clock",
                         "moves since the last capture or pawn move, 0 "
                         "up. Enter sets it, Esc keeps it",
                         explorer_submit_clock},
    [PROMPT_COUNT_PLY] = {"count's ply (the FEN's halfmove field)",
                          "plies counted towards the count's limit, 0 up; "
                          "the halfmove clock is not written while a count "
                          "runs. Enter sets it, Esc keeps it",
                          explorer_submit_clock},
    [PROMPT_FULLMOVE] = {"move number",
                         "the number of the move to play, 1 up. Enter "
                         "sets it, Esc keeps it",
                         explorer_submit_clock},
    [PROMPT_PLACEMENT] = {"placement lens: piece letter",
                          "B a white bishop, n a black knight, a defined "
                          "letter; empty turns the lens off. Enter applies",
                          explorer_submit_placement},
};

static const prompt_info *prompt_info_of(prompt_kind kind)
{
    return kind >= 0 && kind < PROMPT_KINDS ? &PROMPTS[kind] : NULL;
}

void action_prompt_submit(explorer_state *state, const key_arg *arg, int key)
{
    (void)arg;
    (void)key;
    const prompt_info *info = prompt_info_of(state->prompt);
    if (state->line.overflow) {
        char text[EXPLORER_MESSAGE_MAX];
        snprintf(text, sizeof text,
                 "the line is longer than this prompt's limit of %d bytes: "
                 "Ctrl-U clears it",
                 LINE_EDIT_MAX - 1);
        explorer_error(state, text);
        return;
    }
    remember(state);
    if (info != NULL)
        info->submit(state);
}

const char *explorer_prompt_label(prompt_kind kind)
{
    const prompt_info *info = prompt_info_of(kind);
    return info != NULL ? info->label : "";
}

void explorer_prompt_question(const explorer_state *state, char *out,
                              size_t size)
{
    char name[BX_QUOTE_MAX];
    if (state->prompt == PROMPT_OVERWRITE) {
        bx_quote_path(name, state->write_path);
        snprintf(out, size, "%s is there; write over it? (y/n)", name);
    } else if (state->prompt == PROMPT_PROMOTION) {
        explorer_promotion_question(state, out, size);
    } else {
        snprintf(out, size, "%s", explorer_prompt_label(state->prompt));
    }
}

const char *explorer_prompt_guide(prompt_kind kind)
{
    const prompt_info *info = prompt_info_of(kind);
    return info != NULL ? info->guide : "";
}
