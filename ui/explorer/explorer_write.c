#define _POSIX_C_SOURCE 200809L /* open_memstream */

#include "explorer_write.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_file.h"
#include "explorer_lens.h"
#include "file_replace.h"
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
    handout_style style = {format_of(kind), state->absolute_scale, false,
                           true};
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
    handout_style style = {format_of(kind), false, false, true};
    char board[GAME_BOARD_MAX];

    if (kind == WRITE_FEN && ep->variant != NULL) {
        /* A FEN cannot say its variant: PGN's tags can, and o, --fen and
         * other programs read them. */
        fprintf(out, "[Variant \"%s\"]\n[FEN \"%s\"]\n",
                ep->variant->name, ep->report.fen);
    } else if (kind == WRITE_FEN) {
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

/* A tour, or a partial one as a puzzle: blanks, never zeros (a .txt
 * keeps the "." that o reads back). */
static void write_tour(const explorer_state *state,
                       const explorer_tour *tour, write_kind kind, FILE *out)
{
    handout_grid cells;
    handout_style style = {format_of(kind), false, false, true};
    bool puzzle = explorer_tour_blanks(tour) > 0;
    /* A grid's text: up to 676 numbers of "676 " and the line ends. */
    char text[BOARD_MAX_SQUARES * 12 + BOARD_MAX_SIDE + 1];

    if (kind == WRITE_TEXT) {
        tour_grid_format(&tour->grid, text, sizeof text);
        fputs(text, out);
    } else if (kind == WRITE_SVG && puzzle) {
        picture_puzzle_svg(out, &tour->grid, state->work.piece_name,
                           tour->closed, false);
    } else if (kind == WRITE_SVG) {
        picture_tour_svg_turned(out, &tour->grid, &tour->report,
                                state->work.piece_name, false,
                                state->flipped);
    } else if (puzzle) {
        picture_puzzle_cells(&tour->grid, state->work.piece_name,
                             tour->closed, &cells);
        cells.flipped = state->flipped;
        handout_print(out, &cells, &style);
    } else {
        picture_tour_cells(&tour->grid, &cells);
        picture_tour_name(&cells, &tour->report, state->work.piece_name,
                          false);
        cells.flipped = state->flipped;
        handout_print(out, &cells, &style);
    }
}

/* W: a puzzle's solution beside it, "p-solution.svg" for "p.svg", in the
 * same format; what came of it in words for the status line. A file of
 * that name is never written over. */
static const char *write_solution(const explorer_state *state,
                                  const char *path, write_kind kind)
{
    char solution[LINE_EDIT_MAX + 16];
    explorer_tour solved = state->work.tour;
    tour_found found;
    bx_error err;
    const char *dot = strrchr(path, '.');
    snprintf(solution, sizeof solution, "%.*s-solution%s",
             (int)(dot - path), path, dot);
    if (explorer_tour_complete(&solved, &state->work.piece, &found, &err) !=
            BX_OK ||
        found.outcome != TOUR_FOUND)
        return "; no solution found";
    FILE *exists = fopen(solution, "r");
    if (exists != NULL) {
        fclose(exists);
        return "; a -solution file is there: kept";
    }
    FILE *out = fopen(solution, "w");
    if (out == NULL)
        return "; the -solution file cannot be written";
    write_tour(state, &solved, kind, out);
    bool failed = ferror(out) != 0;
    failed = fclose(out) != 0 || failed;
    if (failed) {
        remove(solution);
        return "; the -solution file cannot be written";
    }
    return " and its -solution file";
}

static const char *kind_name(write_kind kind)
{
    static const char *const NAMES[] = {"SVG", "CSV", "Markdown", "text",
                                        "FEN"};
    return kind < WRITE_UNKNOWN ? NAMES[kind] : "?";
}

/* The file's bytes, made in memory: the disk sees them only whole. */
static bx_status write_to_memory(const explorer_state *state, write_kind kind,
                                 char **data, size_t *len)
{
    FILE *out = open_memstream(data, len);
    if (out == NULL)
        return BX_TOO_LARGE;
    if (state->work.mode == MODE_POSITION)
        write_position(state, kind, out);
    else if (state->work.mode == MODE_TOUR)
        write_tour(state, &state->work.tour, kind, out);
    else
        write_mobility(state, kind, out);
    bool failed = ferror(out) != 0;
    failed = fclose(out) != 0 || failed;
    if (failed) {
        free(*data);
        *data = NULL;
        return BX_TOO_LARGE;
    }
    return BX_OK;
}

unsigned explorer_write_saves(const explorer_state *state, const char *path)
{
    const explorer_work *work = &state->work;
    unsigned parts = 0;
    write_kind kind = kind_of(state, path);
    /* Every format of a tour holds its whole grid. */
    if (work->mode == MODE_TOUR)
        return WORK_TOUR;
    /* A position is saved where its FEN is: the .fen (its rules too
     * under a variant, which it names), and the SVG's title (with its
     * rules and defined letters). The board form and the grids
     * lose the side to move, castling and en passant; the placement lens
     * is counts for a piece that is not on the board. The marks are drawn
     * in the SVG and the grids. */
    if (work->mode == MODE_POSITION)
        return state->placement_shown ? 0
               : kind == WRITE_FEN
                   ? WORK_POSITION |
                         (work->position.variant != NULL ? WORK_RULES : 0)
               : kind == WRITE_SVG ? WORK_POSITION | WORK_RULES | WORK_MARKS
               : kind == WRITE_CSV || kind == WRITE_MARKDOWN ? WORK_MARKS
                                                             : 0;
    /* A lens's title names each piece it shows with its Betza and the
     * board's size: enough to make them again (the .svg, and the .csv and
     * .md, which open with the same title). A file without the title, or
     * a piece known by a name alone (no Betza), saves nothing. */
    handout_style written = {format_of(kind), false, false, true};
    if (!handout_prints_title(&written))
        return 0;
    if (work->piece_betza[0] != '\0')
        parts |= WORK_PIECE;
    if (state->lens == LENS_COMPARE && work->second_betza[0] != '\0')
        parts |= WORK_SECOND;
    return parts;
}

bx_status explorer_write(const explorer_state *state, const char *path,
                         char *what, size_t what_size, bx_error *err)
{
    write_kind kind = kind_of(state, path);
    char quoted[BX_QUOTE_MAX];
    char expanded[EXPLORER_PATH_MAX];
    const char *target = explorer_file_path(path, expanded, sizeof expanded);
    char *data = NULL;
    size_t len = 0;
    bx_error why;

    if (!explorer_write_format_ok(state, path, err))
        return BX_INVALID;
    bx_quote_path(quoted, path);
    if (target == NULL)
        return bx_fail(err, BX_INVALID, "cannot write %s: %s", quoted,
                       strerror(ENAMETOOLONG));
    if (write_to_memory(state, kind, &data, &len) != BX_OK)
        return bx_fail(err, BX_TOO_LARGE, "cannot write %s: out of memory",
                       quoted);
    /* A new file takes the old one's place whole, or nothing changes. */
    bx_status status = file_replace(target, data, len, &why);
    free(data);
    if (status != BX_OK)
        return bx_fail(err, BX_INVALID, "cannot write %s: %s", quoted,
                       why.message);
    if (state->work.mode == MODE_MOBILITY)
        snprintf(what, what_size, "%s lens as %s",
                 explorer_lens_name(state->lens), kind_name(kind));
    else if (state->work.mode == MODE_TOUR &&
             explorer_tour_blanks(&state->work.tour) > 0)
        snprintf(what, what_size, "the puzzle as %s%s", kind_name(kind),
                 state->puzzle_solution
                     ? write_solution(state, path, kind)
                     : "");
    else
        snprintf(what, what_size, "%s as %s",
                 state->work.mode == MODE_POSITION ? "the position"
                                                   : "the tour",
                 kind_name(kind));
    return BX_OK;
}
