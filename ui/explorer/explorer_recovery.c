/* The recovery text (explorer_recovery.h): written field by field, read
 * back into a copy first, so a damaged text changes nothing. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explorer_recovery.h"
#include "explorer_undo.h"
#include "game_variant_file.h"
#include "text_append.h"

static const char HEADER[] = "boardex recovery 1";

static bool append_piece(char *out, size_t size, size_t *used,
                         const char *field, const char *name,
                         const char *betza, const piece_spec *piece)
{
    bool ok = text_appendf(out, size, used, "%s %s\n", field, name);
    if (betza[0] != '\0')
        ok = ok && text_appendf(out, size, used, "%s-betza %s\n", field, betza);
    for (int i = 0; ok && i < piece->count; i++) {
        const piece_move *move = &piece->list[i];
        ok = text_appendf(out, size, used, "%s-move %d %d %d %d %d\n", field,
                          move->dir.dr, move->dir.dc, move->range,
                          move->modality, move->path);
    }
    return ok;
}

/* variant as its variants.ini section, each line "variant-ini LINE". */
static bool append_section(char *out, size_t size, size_t *used,
                           const game_variant *variant)
{
    char section[GAME_VARIANT_INI_MAX];
    if (game_variant_ini(variant, section, NULL) != BX_OK)
        return false;
    bool ok = true;
    for (const char *line = section; ok && *line != '\0';) {
        const char *end = strchr(line, '\n');
        int length = end != NULL ? (int)(end - line) : (int)strlen(line);
        ok = text_appendf(out, size, used, "variant-ini %.*s\n", length,
                          line);
        line += length + (end != NULL);
    }
    return ok;
}

bool explorer_recovery_text(const explorer_state *state, char *out,
                            size_t size)
{
    const explorer_work *work = &state->work;
    const explorer_position *ep = &work->position;
    size_t used = 0;
    out[0] = '\0';
    bool ok =
        text_appendf(out, size, &used, "%s\nmode %s\ncursor %d %d\n"
                     "board %dx%d\n", HEADER, explorer_mode_name(work->mode),
                     work->cursor.row, work->cursor.col, work->board.width,
                     work->board.height) &&
        append_piece(out, size, &used, "piece", work->piece_name,
                     work->piece_betza, &work->piece) &&
        append_piece(out, size, &used, "second", work->second_name,
                     work->second_betza, &work->second) &&
        text_appendf(out, size, &used, "rules %s\n",
                     chess_rules_name(ep->rules));
    /* Before the letters: the variant's come first among them. One read
     * from a file is written whole, its variants.ini section a line each,
     * so that it comes back without the file. */
    if (ok && ep->variant != NULL &&
        explorer_variant_from_file(ep, ep->variant))
        ok = append_section(out, size, &used, ep->variant);
    if (ok && ep->variant != NULL)
        ok = text_appendf(out, size, &used, "variant %s\n",
                          ep->variant->name);
    for (int i = 0; ok && i < ep->letter_count; i++)
        ok = text_appendf(out, size, &used, "define %c %s\n",
                          ep->letters[i].letter, ep->letters[i].betza);
    /* The FEN for a reader; the ranks and fields for restoring, since a
     * position being set up may break rules a FEN reader holds to (two
     * white kings). */
    const game_position *pos = &ep->pos;
    ok = ok && text_appendf(out, size, &used, "fen %s\nposition %dx%d %c %u %d "
                            "%d %d\n", ep->report.fen, pos->size.width,
                            pos->size.height,
                            pos->to_move == CHESS_WHITE ? 'w' : 'b',
                            pos->castling, pos->en_passant, pos->halfmove,
                            pos->fullmove);
    /* A running count (a variant's counting rule): its limit and ply. */
    if (ok && pos->counting_limit != 0)
        ok = text_appendf(out, size, &used, "count %d %d\n",
                          pos->counting_limit, pos->counting_ply);
    for (int row = 0; ok && row < pos->size.height; row++) {
        char rank[BOARD_MAX_SIDE + 1];
        for (int col = 0; col < pos->size.width; col++)
            rank[col] = explorer_position_letter(
                ep, square_index(pos->size, (square){row, col}));
        rank[pos->size.width] = '\0';
        ok = text_appendf(out, size, &used, "rank %s\n", rank);
    }
    if (ok && work->tour.loaded) {
        char grid[BOARD_MAX_SQUARES * 12 + BOARD_MAX_SIDE + 1];
        ok = tour_grid_format(&work->tour.grid, grid, sizeof grid) &&
             text_appendf(out, size, &used, "tour %s\n%s",
                          work->tour.closed ? "closed" : "open", grid);
    }
    return ok;
}

/* What a recovery text holds, read and checked before anything changes. */
typedef struct {
    explorer_mode mode;
    square cursor;
    board_size board;
    piece_spec pieces[2];
    char names[2][EXPLORER_PIECE_NAME_MAX];
    char betzas[2][EXPLORER_BETZA_MAX];
    explorer_position position;
    game_position fields; /* side, castling, en passant, clocks; size */
    bool has_position;
    int ranks;
    char rank[BOARD_MAX_SIDE][BOARD_MAX_SIDE + 1];
    bool has_tour, closed;
    const char *grid;
    size_t grid_length;
    chess_rules rules;
    /* A variant's variants.ini section (the variant-ini lines), and where
     * the explorer keeps a variant read from it: its first file_variants,
     * when it has none yet (NULL otherwise: it restores only its own). */
    char ini[GAME_VARIANT_INI_MAX];
    size_t ini_length;
    game_variant *file_slot;
} recovery_parts;

/* Reads exactly count integers separated by blanks from text. */
static bool read_ints(const char *text, long *out, int count)
{
    for (int i = 0; i < count; i++) {
        char *end;
        errno = 0;
        out[i] = strtol(text, &end, 10);
        if (end == text || errno != 0 || (*end != ' ' && *end != '\0'))
            return false;
        text = end;
    }
    return *text == '\0';
}

static bx_status read_move(const char *value, piece_spec *piece, int line,
                           bx_error *err)
{
    long v[5] = {0, 0, 0, 0, 0};
    bool read = read_ints(value, v, 5);
    long dr = v[0], dc = v[1], range = v[2], modality = v[3], path = v[4];
    if (!read || dr < -BOARD_MAX_SIDE || dr > BOARD_MAX_SIDE ||
        dc < -BOARD_MAX_SIDE ||
        dc > BOARD_MAX_SIDE || (dr == 0 && dc == 0) || range < 0 ||
        range > PIECE_RANGE_MAX || modality < 0 ||
        modality > PIECE_CAPTURE_ONLY || path < 0 ||
        path > PIECE_PATH_GRASSHOPPER)
        return bx_fail_line(err, BX_INVALID, line, "line %d: not a move",
                            line);
    if (piece->count == PIECE_MAX_MOVES)
        return bx_fail_line(err, BX_INVALID, line, "line %d: too many moves",
                            line);
    piece->list[piece->count++] =
        (piece_move){{(int)dr, (int)dc}, (short)range,
                     (unsigned char)modality, (unsigned char)path};
    return BX_OK;
}

static bx_status read_mode(const char *value, explorer_mode *mode, int line,
                           bx_error *err)
{
    for (int m = 0; m < MODE_COUNT; m++) {
        if (strcmp(value, explorer_mode_name((explorer_mode)m)) == 0) {
            *mode = (explorer_mode)m;
            return BX_OK;
        }
    }
    return bx_fail_line(err, BX_INVALID, line, "line %d: no such mode", line);
}

/* "WxH SIDE CASTLING EN-PASSANT HALFMOVE FULLMOVE", as written; the
 * clocks as a FEN may give them. */
static bx_status read_position(recovery_parts *parts, const char *value,
                               int line, bx_error *err)
{
    game_position *f = &parts->fields;
    char size_text[16];
    long v[4];
    const char *space = strchr(value, ' ');
    size_t size_length = space != NULL ? (size_t)(space - value) : 0;
    if (size_length == 0 || size_length >= sizeof size_text)
        return bx_fail_line(err, BX_INVALID, line,
                            "line %d: not a position's fields", line);
    memcpy(size_text, value, size_length);
    size_text[size_length] = '\0';
    char side = space[1];
    if (board_size_parse(size_text, &f->size, err) != BX_OK)
        return bx_fail_line(err, BX_INVALID, line,
                            "line %d: not a board size", line);
    int squares = board_square_count(f->size);
    if ((side != 'w' && side != 'b') || space[2] != ' ' ||
        !read_ints(space + 3, v, 4) || v[0] < 0 || v[0] > 15 || v[1] < -1 ||
        v[1] >= squares || v[2] < 0 || v[2] > GAME_FEN_NUMBER_MAX ||
        v[3] < 0 || v[3] > GAME_FEN_NUMBER_MAX)
        return bx_fail_line(err, BX_INVALID, line,
                            "line %d: not a position's fields", line);
    unsigned castling = (unsigned)v[0];
    int en_passant = (int)v[1], halfmove = (int)v[2], fullmove = (int)v[3];
    f->to_move = side == 'w' ? CHESS_WHITE : CHESS_BLACK;
    f->castling = castling;
    f->en_passant = en_passant;
    f->halfmove = halfmove;
    f->fullmove = fullmove;
    parts->has_position = true;
    return BX_OK;
}

/* The position from its ranks and fields, on the letters defined: every
 * square a letter the position knows (as put accepts) or '.'. */
static bx_status build_position(recovery_parts *parts, bx_error *err)
{
    explorer_position *ep = &parts->position;
    const game_position *f = &parts->fields;
    if (!parts->has_position || parts->ranks != f->size.height)
        return bx_fail(err, BX_INVALID, "the position is incomplete");
    if (ep->variant != NULL && (ep->variant->size.width != f->size.width ||
                                ep->variant->size.height != f->size.height))
        return bx_fail(err, BX_INVALID, "the position is not on %s's board",
                       ep->variant->name);
    ep->pos.size = f->size;
    explorer_position_clear(ep);
    for (int row = 0; row < f->size.height; row++) {
        if ((int)strlen(parts->rank[row]) != f->size.width)
            return bx_fail(err, BX_INVALID, "rank %d is not %d squares",
                           f->size.height - row, f->size.width);
        for (int col = 0; col < f->size.width; col++) {
            char letter = parts->rank[row][col];
            int sq = square_index(f->size, (square){row, col});
            if (letter != POSITION_EMPTY &&
                !explorer_position_put(ep, sq, letter))
                return bx_fail(err, BX_INVALID, "'%c' is no piece here",
                               letter);
        }
    }
    ep->pos.to_move = f->to_move;
    ep->pos.castling = f->castling;
    ep->pos.en_passant = f->en_passant;
    ep->pos.halfmove = f->halfmove;
    ep->pos.fullmove = f->fullmove;
    ep->pos.counting_limit = f->counting_limit;
    ep->pos.counting_ply = f->counting_ply;
    explorer_position_set_rules(ep, parts->rules); /* asks the door again */
    return BX_OK;
}

/* The variant name of the section the recovery text carries, read into
 * the explorer's first file_variants (which nothing uses yet: the
 * explorer has no variant from a file), or NULL with err. */
static const game_variant *adopt_section(recovery_parts *parts,
                                         const char *name, bx_error *err)
{
    game_variant read;
    if (game_variant_file_read(parts->ini, parts->ini_length, name, &read,
                               err) != BX_OK)
        return NULL;
    /* Rules compiled for what the slot held before are not these. */
    explorer_compiled_free(parts->position.compiled);
    *parts->file_slot = read;
    parts->position.file_variants = parts->file_slot;
    parts->position.file_variant_count = 1;
    return parts->file_slot;
}

/* One "field value" line into parts. */
static bx_status read_field(recovery_parts *parts, const char *field,
                            const char *value, int line, bx_error *err)
{
    static const char *const PIECES[2] = {"piece", "second"};
    for (int p = 0; p < 2; p++) {
        size_t n = strlen(PIECES[p]);
        if (strncmp(field, PIECES[p], n) != 0)
            continue;
        if (field[n] == '\0') {
            snprintf(parts->names[p], sizeof parts->names[p], "%s", value);
            return BX_OK;
        }
        if (strcmp(field + n, "-betza") == 0) {
            snprintf(parts->betzas[p], sizeof parts->betzas[p], "%s", value);
            return BX_OK;
        }
        if (strcmp(field + n, "-move") == 0)
            return read_move(value, &parts->pieces[p], line, err);
    }
    if (strcmp(field, "mode") == 0)
        return read_mode(value, &parts->mode, line, err);
    if (strcmp(field, "cursor") == 0) {
        long at[2];
        if (!read_ints(value, at, 2) || at[0] < 0 || at[1] < 0 ||
            at[0] >= BOARD_MAX_SIDE || at[1] >= BOARD_MAX_SIDE)
            return bx_fail_line(err, BX_INVALID, line,
                                "line %d: not a square", line);
        parts->cursor = (square){(int)at[0], (int)at[1]};
        return BX_OK;
    }
    if (strcmp(field, "board") == 0)
        return board_size_parse(value, &parts->board, err);
    if (strcmp(field, "rules") == 0)
        return chess_rules_parse(value, &parts->rules, err);
    if (strcmp(field, "variant-ini") == 0) {
        size_t n = strlen(value);
        if (parts->ini_length + n + 1 >= sizeof parts->ini)
            return bx_fail_line(err, BX_INVALID, line,
                                "line %d: the variant's section is too long",
                                line);
        memcpy(parts->ini + parts->ini_length, value, n);
        parts->ini_length += n;
        parts->ini[parts->ini_length++] = '\n';
        return BX_OK;
    }
    if (strcmp(field, "variant") == 0) {
        const game_variant *variant =
            explorer_variant_find(&parts->position, value, err);
        if (variant == NULL && parts->ini_length > 0 &&
            parts->file_slot != NULL)
            variant = adopt_section(parts, value, err);
        return variant != NULL
                   ? explorer_position_use_variant(&parts->position, variant,
                                                   err)
                   : BX_INVALID;
    }
    if (strcmp(field, "define") == 0) {
        bool again;
        if (value[0] == '\0' || value[1] != ' ')
            return bx_fail_line(err, BX_INVALID, line,
                                "line %d: expected LETTER BETZA", line);
        return explorer_position_define(&parts->position, value[0],
                                        value + 2, &again, err);
    }
    if (strcmp(field, "fen") == 0)
        return BX_OK; /* for a reader: the ranks are restored */
    if (strcmp(field, "position") == 0)
        return read_position(parts, value, line, err);
    if (strcmp(field, "count") == 0) {
        long count[2];
        if (!read_ints(value, count, 2) || count[0] < 1 ||
            count[0] > GAME_FEN_NUMBER_MAX || count[1] < 0 ||
            count[1] > GAME_FEN_NUMBER_MAX)
            return bx_fail_line(err, BX_INVALID, line,
                                "line %d: not a count's limit and ply", line);
        parts->fields.counting_limit = (int)count[0];
        parts->fields.counting_ply = (int)count[1];
        return BX_OK;
    }
    if (strcmp(field, "rank") == 0) {
        if (parts->ranks == BOARD_MAX_SIDE ||
            strlen(value) > BOARD_MAX_SIDE)
            return bx_fail_line(err, BX_INVALID, line,
                                "line %d: too many squares", line);
        snprintf(parts->rank[parts->ranks++], sizeof parts->rank[0], "%s",
                 value);
        return BX_OK;
    }
    return bx_fail_line(err, BX_INVALID, line, "line %d: unknown field",
                        line);
}

/* Reads every line of text (terminated, changed in place) into parts. */
static bx_status read_parts(recovery_parts *parts, char *text, bx_error *err)
{
    char *line = text;
    for (int number = 1; line != NULL && *line != '\0'; number++) {
        char *end = strchr(line, '\n');
        if (end != NULL)
            *end = '\0';
        if (number == 1) {
            if (strcmp(line, HEADER) != 0)
                return bx_fail_line(err, BX_INVALID, 1,
                                    "not a boardex recovery file");
        } else if (strncmp(line, "tour ", 5) == 0) {
            /* The grid is the rest. */
            parts->has_tour = true;
            parts->closed = strcmp(line + 5, "closed") == 0;
            parts->grid = end != NULL ? end + 1 : "";
            parts->grid_length = strlen(parts->grid);
            return BX_OK;
        } else {
            char *space = strchr(line, ' ');
            if (space == NULL)
                return bx_fail_line(err, BX_INVALID, number,
                                    "line %d: expected FIELD VALUE", number);
            *space = '\0';
            if (read_field(parts, line, space + 1, number, err) != BX_OK)
                return BX_INVALID;
        }
        line = end != NULL ? end + 1 : NULL;
    }
    return BX_OK;
}

/* Puts checked parts into the work. The pieces were checked on their
 * board first, so nothing here fails half way. */
static bx_status apply(explorer_state *state, recovery_parts *parts,
                       bx_error *err)
{
    mobility_table *table = malloc(sizeof *table);
    if (table == NULL)
        return bx_fail(err, BX_INVALID, "out of memory");
    bx_status status = build_position(parts, err);
    for (int p = 0; p < 2 && status == BX_OK; p++)
        status = mobility_compute(parts->board, &parts->pieces[p], table, err);
    free(table);
    explorer_tour tour;
    memset(&tour, 0, sizeof tour); /* clear keeps `closed`: none yet */
    explorer_tour_clear(&tour);
    if (status == BX_OK && parts->has_tour) {
        status = explorer_tour_from_text(&tour, parts->grid,
                                         parts->grid_length,
                                         &parts->pieces[0], "recovered", err);
        tour.closed = parts->closed;
        explorer_tour_recheck(&tour, &parts->pieces[0]);
    }
    if (status != BX_OK)
        return status;
    explorer_history_begin(state);
    explorer_set_board(state, parts->board, err);
    explorer_set_piece(state, &parts->pieces[0], parts->names[0], err);
    explorer_set_betza_text(state, parts->betzas[0]);
    explorer_set_second(state, &parts->pieces[1], parts->names[1],
                        parts->betzas[1], err);
    state->work.position = parts->position;
    state->work.tour = tour;
    explorer_set_mode(state, parts->mode);
    state->work.cursor = parts->cursor;
    explorer_keep_cursor_on_board(state);
    explorer_refresh_cursor(state);
    explorer_history_commit(state, "restored the recovered work");
    return BX_OK;
}

bx_status explorer_recovery_load(explorer_state *state, const char *text,
                                 size_t len, bx_error *err)
{
    recovery_parts *parts = calloc(1, sizeof *parts);
    char *copy = malloc(len + 1);
    bx_status status;
    if (parts == NULL || copy == NULL) {
        status = bx_fail(err, BX_INVALID, "out of memory");
    } else if (memchr(text, '\0', len) != NULL) {
        status = bx_fail(err, BX_INVALID, "not a boardex recovery file");
    } else {
        memcpy(copy, text, len);
        copy[len] = '\0';
        parts->mode = state->work.mode;
        parts->cursor = state->work.cursor;
        parts->board = state->work.board;
        parts->rules = state->work.position.rules;
        /* The letters start afresh; the position's board and rules come
         * from the text's FEN and rules lines. */
        parts->position = state->work.position;
        parts->position.letter_count = 0;
        parts->position.variant = NULL;
        parts->file_slot = state->work.position.file_variant_count == 0
                               ? &state->file_variants[0]
                               : NULL;
        memset(parts->position.letters, 0, sizeof parts->position.letters);
        status = read_parts(parts, copy, err);
        if (status == BX_OK)
            status = apply(state, parts, err);
    }
    free(copy);
    free(parts);
    return status;
}
