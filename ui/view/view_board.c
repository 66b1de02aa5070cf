/* The board: file letters, rank numbers and one cell per square, each
 * with its figure on its heat-map colour. */
#include <stdio.h>
#include <string.h>

#include "board_mark.h"
#include "board_turn.h"
#include "explorer_lens.h"
#include "explorer_tour_path.h"
#include "view.h"
#include "view_text.h"

const char *view_piece_glyph(const char *piece_name, const view_style *style)
{
    static const struct {
        const char *name, *glyph, *letter;
    } GLYPHS[] = {
        {"king", "\xe2\x99\x94", "K"},   {"queen", "\xe2\x99\x95", "Q"},
        {"rook", "\xe2\x99\x96", "R"},   {"bishop", "\xe2\x99\x97", "B"},
        {"knight", "\xe2\x99\x98", "N"},
    };
    for (size_t i = 0; i < sizeof GLYPHS / sizeof GLYPHS[0]; i++)
        if (strcmp(GLYPHS[i].name, piece_name) == 0)
            return style->unicode ? GLYPHS[i].glyph : GLYPHS[i].letter;
    /* A fairy piece by its initial (amazon A, camel C); a typed one @. */
    if (strcmp(piece_name, "custom") == 0 || piece_name[0] < 'a' ||
        piece_name[0] > 'z')
        return "@";
    static const char *const LETTERS[] = {
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
        "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"};
    return LETTERS[piece_name[0] - 'a'];
}

/* What a cell shows: its text (centred) and its attributes. */
typedef struct {
    char text[32];
    attr_t attr;
} cell;

/* sq is where the cell is drawn (explorer_screen_square). */
static void draw_cell(const view_layout *layout, const view_style *style,
                      square sq, const cell *content)
{
    int top = layout->board_top + sq.row * layout->cell_height;
    int left = layout->board_left + sq.col * layout->cell_width;
    for (int y = 0; y < layout->cell_height; y++)
        view_fill(top + y, left, layout->cell_width, content->attr);
    int width = view_text_width(content->text);
    if (width > layout->cell_width)
        width = layout->cell_width;
    /* Centred; an odd spare column goes right, so the figure's last digit
     * sits over the file letter. */
    int x = left + (layout->cell_width - width) / 2;
    view_put(style, top + (layout->cell_height - 1) / 2, x, content->text,
             width, content->attr);
}

/* The widest figure the lens shows, so numbers line up in every column. */
static int widest_text(const explorer_state *state)
{
    char text[LENS_TEXT_MAX];
    int widest = 1;
    for (int i = 0; i < board_square_count(state->work.board); i++) {
        explorer_lens_text(state, i, text);
        int width = (int)strlen(text);
        widest = width > widest ? width : widest;
    }
    return widest;
}

/* A figure with, in front, the cursor's piece or a reached-square mark:
 * the same width on every square, so the numbers line up. When the widest
 * figure fills the square there is no room to tell neighbours apart
 * ("97105113"): the figures go, and the colours, the legend and the panel
 * tell them. */
static void compose(char *out, size_t size, const char *prefix,
                    const char *number, int width, int cell_width)
{
    if (width >= cell_width) {
        snprintf(out, size, "%s", cell_width >= 2 ? prefix : "");
        return;
    }
    /* width + 1 <= cell_width: the prefix and the number both fit. */
    snprintf(out, size, "%*s%s%s", width - (int)strlen(number), "", prefix,
             number);
}

static attr_t plain_square(const view_style *style, square sq)
{
    return role_attr(style, (sq.row + sq.col) % 2 == 0 ? ROLE_LIGHT
                                                       : ROLE_DARK);
}

/* The lens's colour for a square: a heat level, a diverging level for
 * compare, plain for a square the distance lens never reaches. */
static attr_t lens_attr(const explorer_state *state, const view_style *style,
                        const lens_scale *scale, int index, square sq)
{
    int value;
    if (!explorer_lens_value(state, index, &value))
        return plain_square(style, sq);
    if (scale->diverging)
        return diverging_attr(style, diverging_level(value, scale->high));
    return heat_attr(style, heat_level(value, scale->low, scale->high));
}

/* What every Mobility square shares, worked out once a frame. */
typedef struct {
    lens_scale scale;
    int width; /* of the widest figure */
} lens_frame;

const char *view_mobility_mark(view_mobility_kind kind,
                               const view_style *style)
{
    static const char *const UNICODE[VIEW_MARK_KINDS] = {
        " ",
        "\xe2\x80\xa2", /* • moves or takes */
        "\xe2\x97\x8b", /* ○ moves only */
        "\xc3\x97",     /* × takes only */
        "\xe2\x97\x8f", /* ● a blocker */
        "\xe2\x8a\x97", /* ⊗ a blocker it takes */
    };
    static const char *const ASCII[VIEW_MARK_KINDS] = {" ", "*", "o",
                                                       "x", "#", "X"};
    if (kind < 0 || kind >= VIEW_MARK_KINDS)
        kind = VIEW_MARK_NONE;
    return style->unicode ? UNICODE[kind] : ASCII[kind];
}

/* What Mobility mode marks on a square: a blocker (taken by the cursor's
 * piece or not), or a target by what the piece may do there. */
static view_mobility_kind mobility_kind(const explorer_state *state,
                                        int index)
{
    const piece_targets *t = &state->targets;
    bool moves = square_set_has(&t->moves, index);
    bool threat = square_set_has(&t->threats, index);
    if (square_set_has(&state->work.blockers, index))
        return square_set_has(&t->captures, index) ? VIEW_MARK_TAKEN
                                                   : VIEW_MARK_BLOCKER;
    if (moves)
        return threat ? VIEW_MARK_BOTH : VIEW_MARK_MOVE_ONLY;
    return threat ? VIEW_MARK_CAPTURE_ONLY : VIEW_MARK_NONE;
}

void view_mobility_marks_shown(const explorer_state *state,
                               bool shown[VIEW_MARK_KINDS])
{
    for (int k = 0; k < VIEW_MARK_KINDS; k++)
        shown[k] = false;
    for (int i = 0; i < board_square_count(state->work.board); i++)
        shown[mobility_kind(state, i)] = true;
}

static cell mobility_cell(const explorer_state *state,
                          const view_style *style, const view_layout *layout,
                          const lens_frame *frame, square sq)
{
    int index = square_index(state->work.board, sq);
    char number[LENS_TEXT_MAX];
    bool cursor =
        sq.row == state->work.cursor.row && sq.col == state->work.cursor.col;
    view_mobility_kind kind = mobility_kind(state, index);
    bool blocker = kind == VIEW_MARK_BLOCKER || kind == VIEW_MARK_TAKEN;
    const char *prefix = view_mobility_mark(kind, style);
    cell content;

    if (cursor && !blocker && layout->cell_width >= 5)
        prefix = view_piece_glyph(state->work.piece_name, style);
    explorer_lens_text(state, index, number);
    /* A blocker has no count; the distance lens shows the moves needed to
     * take it. */
    if (blocker && (state->lens != LENS_DISTANCE || cursor ||
                    state->distance.steps[index] == DISTANCE_NEVER))
        number[0] = '\0';
    compose(content.text, sizeof content.text, prefix, number, frame->width,
            layout->cell_width);
    content.attr = blocker ? plain_square(style, sq) | A_BOLD
                           : lens_attr(state, style, &frame->scale, index, sq);
    if (kind != VIEW_MARK_NONE && kind != VIEW_MARK_BLOCKER)
        content.attr |= role_attr(style, ROLE_MARK);
    if (cursor)
        content.attr |= A_REVERSE | A_BOLD;
    return content;
}

const char *view_chess_glyph(char letter, const view_style *style)
{
    static const char LETTERS[] = "KQRBNPkqrbnp";
    static const char *const GLYPHS[] = {
        "\xe2\x99\x94", "\xe2\x99\x95", "\xe2\x99\x96", "\xe2\x99\x97",
        "\xe2\x99\x98", "\xe2\x99\x99", "\xe2\x99\x9a", "\xe2\x99\x9b",
        "\xe2\x99\x9c", "\xe2\x99\x9d", "\xe2\x99\x9e", "\xe2\x99\x9f"};
    static const char *const ASCII[] = {"K", "Q", "R", "B", "N", "P",
                                        "k", "q", "r", "b", "n", "p"};
    /* Defined pieces are their letters, as in a FEN. */
    static const char DEFINED[] = "A\0B\0C\0D\0E\0F\0G\0H\0I\0J\0K\0L\0M\0"
                                  "N\0O\0P\0Q\0R\0S\0T\0U\0V\0W\0X\0Y\0Z\0"
                                  "a\0b\0c\0d\0e\0f\0g\0h\0i\0j\0k\0l\0m\0"
                                  "n\0o\0p\0q\0r\0s\0t\0u\0v\0w\0x\0y\0z";
    const char *found = letter != '\0' ? strchr(LETTERS, letter) : NULL;
    if (found != NULL)
        return style->unicode ? GLYPHS[found - LETTERS]
                              : ASCII[found - LETTERS];
    size_t at = 0; /* each letter and its '\0' */
    if (letter >= 'A' && letter <= 'Z')
        at = 2 * (size_t)(letter - 'A');
    else if (letter >= 'a' && letter <= 'z')
        at = 2 * (size_t)(26 + letter - 'a');
    else
        return "";
    return &DEFINED[at];
}


/* A piece and its legal moves on their heat colour; or, with the attack
 * view, how many white / black pieces attack the square. */
/* Whether the piece on sq belongs to a side whose moves are counted (not
 * one at -1, which already attacks the other king). */
static bool side_counted(const explorer_position *ep, int sq)
{
    chess_color color;
    return explorer_position_color_at(ep, sq, &color) && ep->report.counted[color];
}

static cell position_cell(const explorer_state *state,
                          const view_style *style, const view_layout *layout,
                          square sq)
{
    const explorer_position *ep = &state->work.position;
    int index = square_index(ep->pos.size, sq);
    char letter = explorer_position_letter(ep, index);
    bool occupied = letter != POSITION_EMPTY;
    bool cursor =
        sq.row == state->work.cursor.row && sq.col == state->work.cursor.col;
    bool marked = square_set_has(&state->reach, index);
    const char *glyph = view_chess_glyph(letter, style);
    int width = layout->cell_width;
    cell content = {"", plain_square(style, sq)};
    char figure[16] = "";

    if (state->placement_shown) {
        /* The placement lens: on each empty square the moves the piece
         * would have there, + where it would give check. */
        const game_placement_map *map = &state->placement;
        if (!occupied && map->state[index] == GAME_PLACE_COUNTED) {
            content.attr = heat_attr(
                style, heat_level(map->moves[index], map->fewest, map->most));
            snprintf(figure, sizeof figure, "%d", map->moves[index]);
        } else if (!occupied && map->state[index] == GAME_PLACE_GIVES_CHECK) {
            snprintf(figure, sizeof figure, "+");
        }
    } else if (ep->report.legal && state->show_attacks) {
        int white = ep->report.attackers[CHESS_WHITE][index];
        int black = ep->report.attackers[CHESS_BLACK][index];
        if (white + black > 0) {
            content.attr = heat_attr(
                style, heat_level(white + black, 0, ep->report.most_attackers));
            /* "w/b" where a free column is left after it, so it never
             * runs into the next square's; else the total. */
            int split = snprintf(figure, sizeof figure, "%d/%d", white,
                                 black);
            if (split + 1 > width)
                snprintf(figure, sizeof figure, "%d", white + black);
        }
    } else if (ep->report.legal && occupied && side_counted(ep, index)) {
        content.attr = heat_attr(
            style, heat_level(ep->report.moves[index], 0, ep->report.most_moves));
        snprintf(figure, sizeof figure, "%d", ep->report.moves[index]);
    }
    /* The piece first; its figure when the square has room for both.
     * Attack counts beside a piece keep a free column, so they never run
     * into the next square's; where "w/b" does not fit, the total does
     * (the panel splits the cursor square's). */
    if (occupied && state->show_attacks && figure[0] != '\0' &&
        (int)strlen(figure) + 2 > width)
        snprintf(figure, sizeof figure, "%d",
                 ep->report.attackers[CHESS_WHITE][index] +
                     ep->report.attackers[CHESS_BLACK][index]);
    if (occupied && state->show_attacks && (int)strlen(figure) + 2 > width)
        figure[0] = '\0';
    int glyph_width = occupied ? 1 : 0;
    bool bad = ep->report.legal &&
               (square_set_has(&ep->report.checkers, index) ||
                ((letter == 'K' || letter == 'k') &&
                 ep->report.in_check[letter == 'K' ? CHESS_WHITE
                                                   : CHESS_BLACK]));
    /* Without colour a king in check and its checkers say so in text: the
     * mark stands where the gap before the figure would. */
    const char *gap = bad && style->depth == DEPTH_MONO ? MONO_BAD_MARK : " ";
    if (bad && style->depth == DEPTH_MONO &&
        glyph_width + (int)strlen(figure) + 1 > width - 2)
        figure[0] = '\0'; /* the mark goes before the figure */
    if (occupied && glyph_width + (int)strlen(figure) + 1 <= width - 2)
        snprintf(content.text, sizeof content.text, "%s%s%s", glyph, gap,
                 figure);
    else if (occupied && figure[0] == '\0' && gap[0] != ' ' && width >= 2)
        snprintf(content.text, sizeof content.text, "%s%s", glyph, gap);
    else if (occupied && figure[0] != '\0' &&
             glyph_width + (int)strlen(figure) <= width)
        snprintf(content.text, sizeof content.text, "%s%s", glyph, figure);
    else if (occupied)
        snprintf(content.text, sizeof content.text, "%s", glyph);
    else if (figure[0] != '\0' && (int)strlen(figure) <= width)
        snprintf(content.text, sizeof content.text, "%s", figure);
    else if (marked)
        snprintf(content.text, sizeof content.text, "%s",
                 style->unicode ? "\xe2\x80\xa2" : "*");
    if (bad)
        content.attr = role_attr(style, ROLE_BAD);
    if (marked)
        content.attr |= role_attr(style, ROLE_MARK) |
                        (occupied ? A_UNDERLINE : A_NORMAL);
    if (cursor)
        content.attr |= A_REVERSE | A_BOLD;
    return content;
}

/* A tour square: its number, the arrow to the next step and the start
 * and end marks (explorer_tour_path.h), on a heat colour along the path
 * drawn so far (cool at the start, hot at the end), plain beyond it, or
 * with the Warnsdorff lens the heat of each onward count; bad squares and
 * steps in the bad colour whether drawn yet or not. */
static cell tour_cell(const explorer_state *state, const view_style *style,
                      const view_layout *layout, square sq)
{
    const explorer_tour *tour = &state->work.tour;
    int index = square_index(explorer_board(state), sq);
    bool cursor =
        sq.row == state->work.cursor.row && sq.col == state->work.cursor.col;
    bool marked = square_set_has(&state->reach, index);
    tour_cell_marks marks = {
        style->unicode, view_piece_glyph(state->work.piece_name, style),
        style->unicode ? "\xe2\x80\xa2" : "*",
        /* Without colour a bad square says so in text (the cursor is the
         * reversed one). */
        style->depth == DEPTH_MONO ? MONO_BAD_MARK : NULL};
    cell content = {"", plain_square(style, sq)};
    int n = tour->loaded ? tour->grid.number[index] : 0;
    bool visited = n >= 1 && n <= tour->shown;

    explorer_tour_cell_text(state, index, layout->cell_width, &marks,
                            content.text, sizeof content.text);
    if (state->onward_shown && !visited &&
        state->onward[index] != TOUR_ONWARD_VISITED) {
        content.attr = heat_attr(style, heat_level(state->onward[index], 0,
                                                   state->mobility.most_moves));
        if (style->depth == DEPTH_MONO)
            content.attr = A_DIM;
    } else if (n != 0) {
        int count = tour->report.count;
        if (visited)
            content.attr = heat_attr(style, heat_level(n, 1, count));
        /* Without colour the path is bold and the rest dim, so the path
         * drawn so far still stands out; the current step is underlined
         * (and carries the piece where the square has room). */
        if (style->depth == DEPTH_MONO)
            content.attr = visited ? A_BOLD : A_DIM;
        if (n == tour->shown)
            content.attr |= A_BOLD | (style->depth == DEPTH_MONO
                                          ? A_UNDERLINE
                                          : A_NORMAL);
    }
    if (explorer_tour_square_bad(tour, index))
        content.attr = role_attr(style, ROLE_BAD);
    if (marked)
        content.attr |= role_attr(style, ROLE_MARK);
    if (cursor)
        content.attr |= A_REVERSE | A_BOLD;
    return content;
}

/* A mark (M, Position mode) in the cell drawn at place, bold on the
 * cell's colours, so it reads without colour too. */
static void draw_mark(const explorer_state *state, const view_style *style,
                      const view_layout *layout, square sq, square place,
                      const cell *content)
{
    const explorer_position *ep = &state->work.position;
    if (state->work.mode != MODE_POSITION)
        return;
    int mark = explorer_position_mark(ep, square_index(ep->pos.size, sq));
    if (mark == BOARD_MARK_NONE)
        return;
    /* On an empty square the mark takes the centre, where a piece would
     * stand; beside a piece, the square's first column. */
    bool empty = strspn(content->text, " ") == strlen(content->text);
    int top = layout->board_top + place.row * layout->cell_height;
    int left = layout->board_left + place.col * layout->cell_width;
    view_put(style, top + (empty ? (layout->cell_height - 1) / 2 : 0),
             left + (empty ? (layout->cell_width - 1) / 2 : 0),
             board_mark_symbol((board_mark)mark), 1, content->attr | A_BOLD);
}

static void draw_labels(const explorer_state *state, const view_style *style,
                        const view_layout *layout)
{
    attr_t attr = role_attr(style, ROLE_LABEL);
    board_size board = explorer_board(state);
    char text[16];
    square cursor = explorer_screen_square(state, state->work.cursor);
    for (int row = 0; row < board.height; row++) {
        snprintf(text, sizeof text, "%2d",
                 board_turn_rank(board, row, state->flipped));
        bool here = row == cursor.row;
        view_put(style,
                 layout->board_top + row * layout->cell_height +
                     (layout->cell_height - 1) / 2,
                 1, text, 2, here ? A_BOLD : attr);
    }
    for (int col = 0; col < board.width; col++) {
        snprintf(text, sizeof text, "%c",
                 board_turn_file(board, col, state->flipped));
        bool here = col == cursor.col;
        view_put(style, layout->files_row,
                 layout->board_left + col * layout->cell_width +
                     layout->cell_width / 2,
                 text, 1, here ? A_BOLD : attr);
    }
}

void view_draw_board(const explorer_state *state, const view_style *style,
                     const view_layout *layout)
{
    board_size board = explorer_board(state);
    lens_frame frame = {explorer_lens_scale(state), widest_text(state)};
    draw_labels(state, style, layout);
    for (int index = 0; index < board_square_count(board); index++) {
        square sq = square_at(board, index);
        cell content;
        switch (state->work.mode) {
        case MODE_POSITION:
            content = position_cell(state, style, layout, sq);
            break;
        case MODE_TOUR:
            content = tour_cell(state, style, layout, sq);
            break;
        case MODE_MOBILITY:
        default:
            content = mobility_cell(state, style, layout, &frame, sq);
            break;
        }
        square place = explorer_screen_square(state, sq);
        draw_cell(layout, style, place, &content);
        draw_mark(state, style, layout, sq, place, &content);
    }
}
