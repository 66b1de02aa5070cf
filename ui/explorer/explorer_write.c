#include "explorer_write.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_lens.h"
#include "handout.h"
#include "lens_grid.h"
#include "pictures.h"

/* What an extension asks for. */
typedef enum {
    WRITE_SVG,
    WRITE_CSV,
    WRITE_MARKDOWN,
    WRITE_TEXT,
    WRITE_FEN,
    WRITE_UNKNOWN,
} write_kind;

static write_kind kind_of(const explorer_state *state, const char *path)
{
    static const struct {
        const char *extension;
        write_kind kind;
    } EXTENSIONS[] = {{".svg", WRITE_SVG},
                      {".csv", WRITE_CSV},
                      {".md", WRITE_MARKDOWN},
                      {".txt", WRITE_TEXT},
                      {".fen", WRITE_FEN}};
    const char *dot = strrchr(path, '.');
    if (dot == NULL || strchr(dot, '/') != NULL)
        return WRITE_UNKNOWN;
    for (size_t i = 0; i < sizeof EXTENSIONS / sizeof EXTENSIONS[0]; i++)
        if (strcmp(dot, EXTENSIONS[i].extension) == 0)
            return EXTENSIONS[i].kind == WRITE_FEN &&
                           state->work.mode != MODE_POSITION
                       ? WRITE_UNKNOWN
                       : EXTENSIONS[i].kind;
    return WRITE_UNKNOWN;
}

void explorer_write_default_name(const explorer_state *state, char *out,
                                 size_t size)
{
    char where[SQUARE_NAME_MAX];
    square_to_fide(state->work.board, state->work.cursor, where, NULL);
    if (state->work.mode == MODE_POSITION)
        snprintf(out, size, "position.fen");
    else if (state->work.mode == MODE_TOUR)
        snprintf(out, size, "%s-%dx%d-tour.txt", state->work.piece_name,
                 state->work.board.width, state->work.board.height);
    else if (state->lens == LENS_DISTANCE)
        snprintf(out, size, "%s-%dx%d-distance-%s.svg", state->work.piece_name,
                 state->work.board.width, state->work.board.height, where);
    else if (state->lens == LENS_COMPARE)
        snprintf(out, size, "%s-vs-%s-%dx%d-compare.svg",
                 state->work.piece_name, state->work.second_name,
                 state->work.board.width, state->work.board.height);
    else
        snprintf(out, size, "%s-%dx%d-moves.svg", state->work.piece_name,
                 state->work.board.width, state->work.board.height);
}

bool explorer_write_format_ok(const explorer_state *state, const char *path,
                              bx_error *err)
{
    if (state->work.mode == MODE_TOUR && !state->work.tour.loaded) {
        bx_fail(err, BX_INVALID, "no tour to write: o opens one, g finds one");
        return false;
    }
    if (kind_of(state, path) != WRITE_UNKNOWN)
        return true;
    bx_fail(err, BX_INVALID, "the name must end in %s",
            state->work.mode == MODE_POSITION ? ".fen, .txt, .svg, .csv or .md"
                                              : ".svg, .csv, .md or .txt");
    return false;
}

/* The handout format of a written file's kind (.txt: text). */
static handout_format format_of(write_kind kind)
{
    return kind == WRITE_SVG        ? HANDOUT_SVG
           : kind == WRITE_CSV      ? HANDOUT_CSV
           : kind == WRITE_MARKDOWN ? HANDOUT_MARKDOWN
                                    : HANDOUT_TEXT;
}

/* The lens on screen as a handout grid: the CLI's, from the same tables. */
static void lens_grid(const explorer_state *state, handout_grid *grid)
{
    char first[EXPLORER_PIECE_NAME_MAX + EXPLORER_BETZA_MAX + 4];
    char second[EXPLORER_PIECE_NAME_MAX + EXPLORER_BETZA_MAX + 4];
    explorer_piece_label(state->work.piece_name, state->work.piece_betza,
                         first, sizeof first);
    explorer_piece_label(state->work.second_name, state->work.second_betza,
                         second, sizeof second);
    switch (state->lens) {
    case LENS_DISTANCE:
        lens_grid_distance(grid, &state->distance, first,
                           state->absolute_scale, false);
        break;
    case LENS_COMPARE:
        lens_grid_compare(grid, &state->mobility, &state->second_mobility,
                          first, second, state->absolute_scale, false);
        break;
    default:
        lens_grid_moves(grid, &state->mobility, first, state->absolute_scale,
                        false);
    }
}

static void write_mobility(const explorer_state *state, write_kind kind,
                           FILE *out)
{
    handout_grid grid;
    handout_style style = {format_of(kind), state->absolute_scale, false};
    lens_grid(state, &grid);
    grid.flipped = state->flipped;
    handout_print(out, &grid, &style);
    if (kind == WRITE_TEXT && state->lens == LENS_COMPARE)
        fprintf(out, "strength %d vs %d: %d\n", state->mobility.strength,
                state->second_mobility.strength,
                state->mobility.strength - state->second_mobility.strength);
}

/* The position as the screen shows it: the same rules, the same report,
 * turned as on screen, with the marks. The FEN and the board form (.txt)
 * are for reading back: they keep white at the bottom. */
static void write_position(const explorer_state *state, write_kind kind,
                           FILE *out)
{
    const explorer_position *ep = &state->work.position;
    const game_rules *rules = explorer_position_game_rules(ep);
    handout_grid cells;
    handout_style style = {format_of(kind), false, false};
    char board[GAME_BOARD_MAX];

    if (kind == WRITE_FEN) {
        fprintf(out, "%s\n", ep->report.fen);
    } else if (rules == NULL) {
        return; /* out of memory: the report says so on screen */
    } else if (state->placement_shown) {
        /* The placement lens on screen: its grid, as board --placement
         * writes it. */
        lens_grid_placement(&cells, rules, &ep->pos, &state->placement,
                            state->placement_letter, false, false);
        cells.flipped = state->flipped;
        handout_print(out, &cells, &style);
    } else if (kind == WRITE_TEXT) {
        explorer_position_to_board(ep, board);
        fputs(board, out);
    } else if (kind == WRITE_SVG) {
        picture_view view = {state->flipped, explorer_position_marks(ep)};
        picture_position_svg_view(out, rules, &ep->pos, &ep->report, false,
                                  &view);
    } else {
        picture_position_cells(rules, &ep->pos, &ep->report, &cells);
        if (explorer_position_marks(ep) != NULL)
            picture_mark_cells(&cells, explorer_position_marks(ep));
        cells.flipped = state->flipped;
        handout_print(out, &cells, &style);
    }
}

static void write_tour(const explorer_state *state, write_kind kind,
                       FILE *out)
{
    const explorer_tour *tour = &state->work.tour;
    handout_grid cells;
    handout_style style = {format_of(kind), false, false};
    /* A grid's text: up to 676 numbers of "676 " and the line ends. */
    char text[BOARD_MAX_SQUARES * 12 + BOARD_MAX_SIDE + 1];

    if (kind == WRITE_TEXT) {
        tour_grid_format(&tour->grid, text, sizeof text);
        fputs(text, out);
    } else if (kind == WRITE_SVG) {
        picture_tour_svg_turned(out, &tour->grid, &tour->report,
                                state->work.piece_name, false,
                                state->flipped);
    } else {
        picture_tour_cells(&tour->grid, &cells);
        cells.flipped = state->flipped;
        handout_print(out, &cells, &style);
    }
}

static const char *kind_name(write_kind kind)
{
    static const char *const NAMES[] = {"SVG", "CSV", "Markdown", "text",
                                        "FEN"};
    return kind < WRITE_UNKNOWN ? NAMES[kind] : "?";
}

bx_status explorer_write(const explorer_state *state, const char *path,
                         char *what, size_t what_size, bx_error *err)
{
    write_kind kind = kind_of(state, path);
    char quoted[BX_QUOTE_MAX];

    if (!explorer_write_format_ok(state, path, err))
        return BX_INVALID;
    bx_quote_path(quoted, path);
    FILE *out = fopen(path, "w");
    if (out == NULL)
        return bx_fail(err, BX_INVALID, "cannot write %s: %s", quoted,
                       strerror(errno));
    if (state->work.mode == MODE_POSITION)
        write_position(state, kind, out);
    else if (state->work.mode == MODE_TOUR)
        write_tour(state, kind, out);
    else
        write_mobility(state, kind, out);
    bool failed = ferror(out) != 0;
    failed = fclose(out) != 0 || failed;
    if (failed) {
        remove(path); /* a cut file is worse than none */
        return bx_fail(err, BX_INVALID, "cannot write %s", quoted);
    }
    if (state->work.mode == MODE_MOBILITY)
        snprintf(what, what_size, "%s lens as %s",
                 explorer_lens_name(state->lens), kind_name(kind));
    else
        snprintf(what, what_size, "%s as %s",
                 state->work.mode == MODE_POSITION ? "the position"
                                                   : "the tour",
                 kind_name(kind));
    return BX_OK;
}
