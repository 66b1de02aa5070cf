/* The side panel of each mode: Mobility (the piece and its figures),
 * Position (the rules, the letters, each side's counts, checkers, FEN)
 * and Tour (the verdict and the step), over the helpers of view_panel.c. */
#include <stdio.h>
#include <string.h>

#include "square_list.h"
#include "text_append.h"
#include "text_wrap.h"
#include "view.h"
#include "board_mark.h"
#include "explorer_tour_path.h"
#include "view_panel.h"
#include "view_text.h"

/* The piece's moves of one range (1 for once, unlimited for repeated). */
static void directions_field(panel *p, const char *label,
                             const piece_spec *piece, int range)
{
    char text[PIECE_MAX_DIRECTIONS * 24];
    direction_list of_range;
    const direction_list *list = &of_range;
    piece_directions(piece, range, &of_range);
    if (list->count == 0)
        snprintf(text, sizeof text, "none");
    else if (!directions_format(list, text, sizeof text))
        snprintf(text, sizeof text, "%d directions", list->count);
    panel_field(p, label, text, 3);
}

/* The numbers first, the piece's directions last: where rows run out,
 * what gives way is what the Betza already says. */
static void mobility_fields(panel *p, const explorer_state *state)
{
    const mobility_table *table = &state->mobility;
    char text[BOARD_MAX_SQUARES * 16];
    char name[SQUARE_NAME_MAX];
    int index = square_index(state->work.board, state->work.cursor);
    int moves = table->moves[index];
    const mobility_group *group = mobility_group_of(table, moves);

    panel_heading(p, "Mobility: a lone piece");
    explorer_piece_label(state->work.piece_name, state->work.piece_betza, text,
                         sizeof text);
    panel_field(p, "piece", text, 2);
    snprintf(text, sizeof text, "%dx%d, %d squares", state->work.board.width,
             state->work.board.height, board_square_count(state->work.board));
    panel_field(p, "board", text, 1);
    snprintf(text, sizeof text, "%d", table->strength);
    panel_field(p, "strength", text, 1);
    if (square_set_count(&state->work.blockers) > 0 &&
        square_list_format(state->work.board, &state->work.blockers, text,
                           sizeof text))
        panel_field(p, "blockers", text, 2);
    if (!mobility_format(table, text, sizeof text))
        snprintf(text, sizeof text, "%d groups", table->group_count);
    panel_field(p, "mobility", text, 4);
    square_to_fide(state->work.board, state->work.cursor, name, NULL);
    /* The other lenses need the rows for their own figures. */
    if (state->lens == LENS_MOVES &&
        square_set_has(&state->work.blockers, index)) {
        snprintf(text, sizeof text, "%s holds a blocker (x takes it off)",
                 name);
        panel_field(p, "cursor", text, 2);
    } else if (state->lens == LENS_MOVES) {
        int used = snprintf(text, sizeof text, "%s reaches %d", name, moves);
        if (group != NULL)
            snprintf(text + used, sizeof text - (size_t)used,
                     ", one of %d", group->squares);
        panel_field(p, "cursor", text, 2);
    }
    panel_lens(p, state); /* the lens, its scale, the second piece */
    if (piece_is_plain(&state->work.piece)) {
        directions_field(p, "once", &state->work.piece, 1);
        directions_field(p, "repeated", &state->work.piece,
                         PIECE_RANGE_UNLIMITED);
    } else {
        /* Ranges and m/c do not fit once/repeated lists: the Betza (or
         * `boardex betza`) says what they are. */
        snprintf(text, sizeof text, "%d, with ranges or m/c",
                 state->work.piece.count);
        panel_field(p, "moves", text, 1);
    }
}

/* The cursor and the marks on the board now: what the piece may do on
 * each target (move or take, move only, take only) and the blockers. */
static void mobility_legend(panel *p, const explorer_state *state)
{
    bool shown[VIEW_MARK_KINDS];
    panel_mark_entry entries[VIEW_MARK_KINDS];
    static const char *const WORDS[VIEW_MARK_KINDS] = {
        "", "reached from it", "moves only", "takes only", "blocker (x, X)",
        "taken",
    };
    int count = 0;
    attr_t mark = role_attr(p->style, ROLE_MARK);
    panel_lens_legend(p, state);
    view_mobility_marks_shown(state, shown);
    entries[count++] = (panel_mark_entry){" 8 ", A_REVERSE | A_BOLD, "cursor"};
    for (int k = VIEW_MARK_BOTH; k < VIEW_MARK_KINDS; k++)
        if (shown[k] || k == VIEW_MARK_BOTH)
            entries[count++] = (panel_mark_entry){
                view_mobility_mark((view_mobility_kind)k, p->style),
                k == VIEW_MARK_BLOCKER ? A_BOLD : mark, WORDS[k]};
    panel_marks(p, entries, count);
}

/* "20 legal moves", "-1 (black is in check)", "3 legal moves, check",
 * "0 legal moves, checkmate". */
static void side_field(panel *p, const explorer_position *ep,
                       chess_color color)
{
    char text[64];
    chess_color other = chess_other(color);
    const char *side_state = explorer_position_side_state(ep, color);
    if (ep->report.count[color] < 0)
        snprintf(text, sizeof text, "-1 (%s is in check)",
                 chess_color_name(other));
    else
        snprintf(text, sizeof text, "%d legal moves%s%s", ep->report.count[color],
                 side_state[0] != '\0' ? ", " : "", side_state);
    panel_field(p, chess_color_name(color), text, 1);
}

/* "KQkq" and "d6", or "-": the castling rights and en-passant square. */
static void castling_fields(const explorer_position *ep, char castling[5],
                            char passed[SQUARE_NAME_MAX])
{
    size_t n = 0;
    for (int i = 0; i < 4; i++)
        if (ep->pos.castling & (1u << i))
            castling[n++] = "KQkq"[i];
    castling[n > 0 ? n : 1] = '\0';
    if (n == 0)
        castling[0] = '-';
    snprintf(passed, SQUARE_NAME_MAX, "-");
    if (ep->pos.en_passant >= 0)
        square_to_fide(ep->pos.size, square_at(ep->pos.size,
                                               ep->pos.en_passant),
                       passed, NULL);
}

/* "fide, white to move, castling KQkq, e.p. d6": the rules in force and
 * the FEN fields they use (seed rules use none); on the general path why
 * fide is not there. Under a variant, its name and board instead. */
static void rules_field(panel *p, const explorer_position *ep)
{
    char text[160];
    char castling[5], passed[SQUARE_NAME_MAX];
    const char *side = chess_color_name(ep->pos.to_move);
    castling_fields(ep, castling, passed);
    if (ep->variant != NULL) {
        /* The variant names its rules: "capablanca 10x8, castling KQkq,
         * e.p. -" (the side to move has its own line). */
        char label[64];
        explorer_variant_label(ep->variant, label, sizeof label);
        snprintf(text, sizeof text, "%s, castling %s, e.p. %s", label,
                 castling, passed);
        panel_field(p, "variant", text, 2);
        return;
    }
    if (ep->fide_out && (ep->pos.size.width != 8 || ep->pos.size.height != 8)) {
        snprintf(text, sizeof text, "seed, %s to move (%dx%d: fide is for "
                 "8x8 chess)", side, ep->pos.size.width, ep->pos.size.height);
    } else if (ep->fide_out) {
        snprintf(text, sizeof text, "seed, %s to move (defined pieces: fide "
                 "is for chess alone)", side);
    } else if (ep->in_force == CHESS_RULES_SEED) {
        snprintf(text, sizeof text, "seed, %s to move", side);
    } else {
        snprintf(text, sizeof text,
                 "fide, %s to move, castling %s, e.p. %s",
                 side, castling, passed);
    }
    panel_field(p, "rules", text, ep->fide_out ? 3 : 2);
}

/* "e5 black queen, ..." for the pieces giving check. */
static void checkers_field(panel *p, const explorer_position *ep)
{
    char text[256] = "none";
    size_t used = 0;
    for (int sq = 0; sq < board_square_count(ep->pos.size); sq++) {
        if (!square_set_has(&ep->report.checkers, sq))
            continue;
        char name[SQUARE_NAME_MAX];
        char piece[EXPLORER_LETTER_BETZA_MAX + 16];
        square_to_fide(ep->pos.size, square_at(ep->pos.size, sq), name, NULL);
        explorer_position_piece_name(ep, explorer_position_letter(ep, sq),
                                     piece, sizeof piece);
        if (!text_appendf(text, sizeof text, &used, "%s%s %s",
                          used > 0 ? ", " : "", name, piece))
            break;
    }
    panel_field(p, "checkers", text, 2);
}

/* "A=BN, C=mRcpR and 4 more": the defined letters, as many as fit in a
 * few lines, each Betza written whole next to its letter so that nothing
 * reads as one more Betza (a long one cut with "..."), then how many
 * more there are. */
static void letters_text(const explorer_position *ep, int shown, int width,
                         char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < shown; i++) {
        char entry[EXPLORER_LETTER_BETZA_MAX + 8];
        int len = snprintf(entry, sizeof entry, "%c=%s%s",
                           ep->letters[i].letter, ep->letters[i].betza,
                           i + 1 < shown ? "," : "");
        if (len > width && width > 4) /* a long Betza is cut to its line */
            snprintf(entry + width - 4, sizeof entry - (size_t)(width - 4),
                     "...%s", i + 1 < shown ? "," : "");
        text_appendf(out, size, &used, "%s%s", i > 0 ? " " : "", entry);
    }
    if (shown == 0)
        text_appendf(out, size, &used, "%d defined", ep->letter_count);
    else if (shown < ep->letter_count)
        text_appendf(out, size, &used, " and %d more",
                     ep->letter_count - shown);
}

static void letters_field(panel *p, const explorer_position *ep)
{
    int width = p->width - LABEL_WIDTH;
    int lines = panel_rows_left(p) > 12 ? 3 : 1;
    char text[EXPLORER_MESSAGE_MAX];
    if (ep->letter_count == 0 || width < 12)
        return;
    int shown = ep->letter_count;
    for (; shown > 0; shown--) {
        letters_text(ep, shown, width, text, sizeof text);
        if (text_wrap_lines(text, width, lines + 1, 0) <= lines)
            break;
    }
    letters_text(ep, shown, width, text, sizeof text);
    panel_field(p, "letters", text, lines);
}

/* Groups of equal values for the legend: value -> how many have it. */
static int group_values(const int *values, const bool *counted, int n,
                        mobility_group *groups)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (!counted[i])
            continue;
        int g = 0;
        while (g < count && groups[g].moves < values[i])
            g++;
        if (g < count && groups[g].moves == values[i]) {
            groups[g].squares++;
            continue;
        }
        memmove(&groups[g + 1], &groups[g],
                sizeof groups[0] * (size_t)(count - g));
        groups[g] = (mobility_group){values[i], 1};
        count++;
    }
    return count;
}

/* A piece whose legal moves are counted (not one of a side at -1). */
static bool piece_counted(const explorer_position *ep, int sq)
{
    chess_color color;
    return explorer_position_color_at(ep, sq, &color) && ep->report.counted[color];
}

enum { MOVES_SHOWN = 90 }; /* about three lines of the panel */

/* "white bishop: best d5 13, worst a5 6, average 9.4 on 55 squares". */
static void placement_field(panel *p, const explorer_state *state)
{
    const explorer_position *ep = &state->work.position;
    const game_placement_map *map = &state->placement;
    char piece[EXPLORER_LETTER_BETZA_MAX + 16];
    char text[EXPLORER_LETTER_BETZA_MAX + 96];
    explorer_position_piece_name(ep, state->placement_letter, piece,
                                 sizeof piece);
    if (map->counted == 0) {
        snprintf(text, sizeof text, "%s: no square to count", piece);
    } else {
        char best[SQUARE_NAME_MAX], worst[SQUARE_NAME_MAX];
        square_to_fide(ep->pos.size, square_at(ep->pos.size, map->best), best,
                       NULL);
        square_to_fide(ep->pos.size, square_at(ep->pos.size, map->worst),
                       worst, NULL);
        snprintf(text, sizeof text,
                 "%s: best %s %d, worst %s %d, average %.1f on %d squares",
                 piece, best, map->most, worst, map->fewest,
                 (double)map->sum / map->counted, map->counted);
    }
    panel_field(p, "placing", text, 3);
}

static void position_fields(panel *p, const explorer_state *state)
{
    const explorer_position *ep = &state->work.position;
    int index = square_index(ep->pos.size, state->work.cursor);
    char letter = explorer_position_letter(ep, index);
    char name[SQUARE_NAME_MAX];
    char piece[EXPLORER_LETTER_BETZA_MAX + 16];
    char text[EXPLORER_LETTER_BETZA_MAX + 96];

    panel_heading(p, state->focus == FOCUS_PLACING ? "Position: placing pieces"
                     : state->focus == FOCUS_MOVING
                         ? "Position: moving a piece"
                     : state->focus == FOCUS_SETTINGS
                         ? "Position: settings (Esc: done)"
                         : "Position: pieces, legal moves");
    panel_field(p, "to move", chess_color_name(ep->pos.to_move), 1);
    rules_field(p, ep);
    letters_field(p, ep);
    if (ep->report.legal) {
        side_field(p, ep, CHESS_WHITE);
        side_field(p, ep, CHESS_BLACK);
        checkers_field(p, ep);
    } else if (panel_rows_left(p) > 0) {
        panel_put(p, p->y, p->x, "illegal", LABEL_WIDTH,
                  role_attr(p->style, ROLE_LABEL));
        panel_wrap(p, LABEL_WIDTH, ep->report.problem, 2,
                   role_attr(p->style, ROLE_ERROR));
    }
    square_to_fide(ep->pos.size, state->work.cursor, name, NULL);
    explorer_position_piece_name(ep, letter, piece, sizeof piece);
    if (letter == POSITION_EMPTY)
        snprintf(text, sizeof text, "%s empty", name);
    else if (ep->report.legal && piece_counted(ep, index))
        snprintf(text, sizeof text, "%s %s, %d move%s", name, piece,
                 ep->report.moves[index],
                 ep->report.moves[index] == 1 ? "" : "s");
    else if (ep->report.legal)
        snprintf(text, sizeof text, "%s %s, not counted: the other king "
                 "is in check", name, piece);
    else
        snprintf(text, sizeof text, "%s %s", name, piece);
    panel_field(p, "cursor", text, 2);
    if (ep->report.legal && state->show_attacks) {
        snprintf(text, sizeof text, "by %d white, %d black",
                 ep->report.attackers[CHESS_WHITE][index],
                 ep->report.attackers[CHESS_BLACK][index]);
        panel_field(p, "attacked", text, 1);
    }
    panel_field(p, "FEN", ep->report.fen, ep->fide_out ? 4 : 3);
    if (state->placement_shown)
        placement_field(p, state);
    if (ep->played_count > 0) {
        char list[EXPLORER_PLAYED_MAX * (EXPLORER_MOVE_TEXT + 6)];
        explorer_position_move_list(ep, list, sizeof list);
        /* The latest moves matter most: a long list shows its end. */
        const char *shown = list;
        size_t len = strlen(list);
        if (len > MOVES_SHOWN) {
            shown = strchr(list + len - MOVES_SHOWN, ' ');
            shown = shown != NULL ? shown + 1 : list + len - MOVES_SHOWN;
        }
        char tail[MOVES_SHOWN + 8];
        snprintf(tail, sizeof tail, "%s%.*s", shown == list ? "" : "... ",
                 MOVES_SHOWN, shown);
        panel_field(p, "moves", tail, 3);
    }
}

/* The marks on the board (M), each named: "o circle, x cross". */
static void marks_legend(panel *p, const explorer_position *ep)
{
    const unsigned char *marks = explorer_position_marks(ep);
    char names[EXPLORER_MESSAGE_MAX];
    char text[EXPLORER_MESSAGE_MAX + 16];
    if (marks == NULL)
        return;
    board_mark_legend(marks, board_square_count(ep->pos.size), names,
                      sizeof names);
    snprintf(text, sizeof text, "%s (E clears)", names);
    panel_field(p, "marks", text, 2);
}

static void position_legend(panel *p, const explorer_state *state)
{
    const explorer_position *ep = &state->work.position;
    if (!ep->report.legal)
        return;
    int squares = board_square_count(ep->pos.size);
    mobility_group groups[BOARD_MAX_SQUARES];
    bool counted[BOARD_MAX_SQUARES];
    int values[BOARD_MAX_SQUARES];
    if (state->placement_shown) {
        for (int sq = 0; sq < squares; sq++) {
            values[sq] = state->placement.moves[sq];
            counted[sq] = state->placement.state[sq] == GAME_PLACE_COUNTED;
        }
        int count = group_values(values, counted, squares, groups);
        panel_legend(p, "Legend: moves there, squares", groups, count,
                     state->placement.fewest, state->placement.most, "sq");
    } else if (state->show_attacks) {
        for (int sq = 0; sq < squares; sq++) {
            values[sq] = ep->report.attackers[CHESS_WHITE][sq] +
                         ep->report.attackers[CHESS_BLACK][sq];
            counted[sq] = values[sq] > 0;
        }
        int count = group_values(values, counted, squares, groups);
        panel_legend(p, "Legend: attackers, squares", groups, count, 0,
                     ep->report.most_attackers, "sq");
    } else {
        for (int sq = 0; sq < squares; sq++) {
            values[sq] = ep->report.moves[sq];
            counted[sq] = piece_counted(ep, sq);
        }
        int count = group_values(values, counted, squares, groups);
        panel_legend(p, "Legend: moves, pieces", groups, count, 0,
                     ep->report.most_moves, "pc");
    }
    panel_common_marks(p, "where it goes");
    /* The cursor's piece reaches an occupied square: it takes what is
     * there (drawn underlined, without colour too). */
    char swatch[16];
    snprintf(swatch, sizeof swatch, " %s ", view_chess_glyph('n', p->style));
    panel_mark(p, swatch, role_attr(p->style, ROLE_MARK) | A_UNDERLINE,
               "a piece it takes");
    panel_mark(p, p->style->depth == DEPTH_MONO ? " K" MONO_BAD_MARK : " K ",
               role_attr(p->style, ROLE_BAD), "king in check, checkers");
    marks_legend(p, ep);
}

/* "12 of 144: e4, next c3": where the tour stands. */
static void step_field(panel *p, const explorer_state *state)
{
    const explorer_tour *tour = &state->work.tour;
    const tour_report *report = &tour->report;
    board_size board = explorer_board(state);
    char text[96];
    int from = explorer_tour_square_of(tour, tour->shown);
    int to = explorer_tour_square_of(tour, tour->shown + 1);
    char here[SQUARE_NAME_MAX] = "?", next[SQUARE_NAME_MAX] = "?";
    if (from >= 0)
        square_to_fide(board, square_at(board, from), here, NULL);
    if (to >= 0)
        square_to_fide(board, square_at(board, to), next, NULL);
    if (tour->shown < report->count)
        snprintf(text, sizeof text, "%d of %d: %s, next %s", tour->shown,
                 report->count, here, next);
    else
        snprintf(text, sizeof text, "%d of %d: %s (the end)", tour->shown,
                 report->count, here);
    panel_field(p, "step", text, 1);
    snprintf(text, sizeof text, "%d%s", report->bad_steps,
             report->bad_steps > 0 ? ", marked on the board" : "");
    panel_field(p, "bad", text, 1);
}

/* Where the tour stands first, then what it is of. */
static void tour_fields(panel *p, const explorer_state *state)
{
    const explorer_tour *tour = &state->work.tour;
    const tour_report *report = &tour->report;
    char text[EXPLORER_MESSAGE_MAX + 64];

    panel_heading(p, "Tour: every square once");
    if (tour->loaded)
        step_field(p, state);
    explorer_tour_verdict(state, text, sizeof text);
    if (panel_rows_left(p) > 0) {
        bool good = tour->loaded && tour_report_passes(report, tour->closed);
        panel_put(p, p->y, p->x, "verdict", LABEL_WIDTH,
                  role_attr(p->style, ROLE_LABEL));
        panel_wrap(p, LABEL_WIDTH, text, 4,
                   good || !tour->loaded ? A_BOLD
                                         : role_attr(p->style, ROLE_ERROR));
    }
    panel_field(p, "tour", tour->loaded ? tour->source : "none", 1);
    explorer_tour_shape(tour, text, sizeof text);
    if (text[0] != '\0')
        panel_field(p, "shape", text, 1);
    explorer_piece_label(state->work.piece_name, state->work.piece_betza, text,
                         sizeof text);
    panel_field(p, "piece", text, 2);
    board_size board = explorer_board(state);
    snprintf(text, sizeof text, "%dx%d", board.width, board.height);
    panel_field(p, "board", text, 1);
    panel_field(p, "closed",
                tour->closed ? "required (c)" : "not required (c)", 1);
    if (explorer_tour_blanks(tour) > 0)
        panel_field(p, "w", state->puzzle_solution
                                ? "puzzle + solution (W)"
                                : "puzzle (W: + solution)",
                    1);
    if (!tour->loaded)
        panel_wrap(p, 0,
                   "o opens a tour file (numbers 1..W*H in rows); "
                   "g finds a tour from the cursor square; Enter or a "
                   "click builds one step by step.",
                   3, A_NORMAL);
}

static void tour_legend(panel *p, const explorer_state *state)
{
    const explorer_tour *tour = &state->work.tour;
    const tour_report *report = &tour->report;
    if (tour->loaded) {
        char swatch[16];
        panel_heading(p, "Legend: the path");
        snprintf(swatch, sizeof swatch, "%3d", 1);
        panel_mark(p, swatch,
                   heat_attr(p->style, heat_level(1, 1, report->count)),
                   "early steps cool, late hot");
        snprintf(swatch, sizeof swatch, "%3d", report->count);
        panel_mark(p, swatch,
                   p->style->depth == DEPTH_MONO
                       ? A_DIM
                       : role_attr(p->style, ROLE_LIGHT),
                   "not drawn yet (n, e)");
        /* The step shown carries the piece; without colour it is the
         * one underlined number of the path. */
        snprintf(swatch, sizeof swatch, "  %s",
                 view_piece_glyph(state->work.piece_name, p->style));
        panel_mark(p, swatch,
                   A_BOLD | (p->style->depth == DEPTH_MONO
                                 ? A_UNDERLINE
                                 : heat_attr(p->style,
                                             heat_level(report->count, 1,
                                                        report->count))),
                   "the step shown (n, N)");
        panel_mark(p, "  " MONO_BAD_MARK, role_attr(p->style, ROLE_BAD),
                   "bad step, number twice");
    }
    if (tour->loaded) {
        /* The path's marks (explorer_tour_path.h): ASCII where the
         * terminal has no arrows. */
        char swatch[16];
        bool unicode = p->style->unicode;
        snprintf(swatch, sizeof swatch, "%s%s%s",
                 explorer_tour_arrow(HEADING_UP_RIGHT, unicode),
                 explorer_tour_start_mark(unicode),
                 explorer_tour_end_mark(unicode));
        panel_mark(p, swatch, A_BOLD, "way on, start, end");
    }
    if (state->onward_shown)
        panel_mark(p, "  3", heat_attr(p->style, heat_level(
                                          3, 0, state->mobility.most_moves)),
                   "onward moves (Warnsdorff, v)");
    panel_common_marks(p, "reached from it");
}

void view_draw_panel(const explorer_state *state, const view_style *style,
                     const view_layout *layout)
{
    panel p = {style, layout->panel_top, layout->panel_left,
               layout->panel_width, layout->panel_bottom, false};
    switch (state->work.mode) {
    case MODE_MOBILITY:
        panel_place(&p, state, mobility_fields, mobility_legend,
                    layout->panel_below);
        break;
    case MODE_POSITION:
        panel_place(&p, state, position_fields, position_legend,
                    layout->panel_below);
        break;
    case MODE_TOUR:
        panel_place(&p, state, tour_fields, tour_legend, layout->panel_below);
        break;
    case MODE_COUNT:
        break;
    }
}
