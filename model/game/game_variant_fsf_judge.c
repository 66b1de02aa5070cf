/* From Fairy-Stockfish's description to boardex's variant data: what the
 * data can say is said, the rest refused with the line that set it. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "betza.h"
#include "game_variant_fsf.h"

/* Records the refusal at the line that set aspect; returns false. */
static bool refuse(const fsf_rules *rules, fsf_aspect aspect, bx_error *err,
                   const char *message)
{
    int line = rules->lines[aspect];
    if (line > 0)
        bx_fail_line(err, BX_INVALID, line, "%s", message);
    else
        bx_fail(err, BX_INVALID, "%s", message);
    return false;
}

static void append_letter(char *text, size_t size, char letter)
{
    size_t n = strlen(text);
    if (n + 1 < size) {
        text[n] = letter;
        text[n + 1] = '\0';
    }
}

static uint32_t full_rank(board_size size)
{
    return (uint32_t)((1ull << size.width) - 1);
}

/* The ranks region holds whole, as bits counted from color's first rank
 * (bit 0: its rank 1); false when it holds part of a rank. */
static bool whole_ranks(const fsf_region *region, board_size size,
                        fsf_color color, uint32_t *out)
{
    uint32_t full = full_rank(size);
    *out = 0;
    for (int r = 0; r < size.height; r++) {
        uint32_t on = region->ranks[r] & full;
        if (on != 0 && on != full)
            return false;
        int own = color == FSF_WHITE ? r : size.height - 1 - r;
        if (on != 0)
            *out |= 1u << own;
    }
    return true;
}

static int lowest_rank(uint32_t ranks)
{
    for (int r = 0; r < 32; r++)
        if (ranks & (1u << r))
            return r + 1;
    return 0;
}

/* One relative-rank set for both sides, or a refusal. */
static bool mirrored(const fsf_rules *rules, const fsf_region region[2],
                     fsf_aspect aspect, const char *what, uint32_t *out,
                     bx_error *err)
{
    uint32_t black;
    char message[BX_ERROR_MAX];
    if (!whole_ranks(&region[FSF_WHITE], rules->size, FSF_WHITE, out) ||
        !whole_ranks(&region[FSF_BLACK], rules->size, FSF_BLACK, &black)) {
        snprintf(message, sizeof message,
                 "%s: only whole ranks can be read", what);
        return refuse(rules, aspect, err, message);
    }
    if (*out != black) {
        snprintf(message, sizeof message,
                 "%s: black's ranks must mirror white's", what);
        return refuse(rules, aspect, err, message);
    }
    return true;
}

static bool pieces_to_data(const fsf_rules *rules, game_variant *out,
                           bx_error *err)
{
    static const char CHESS[] = "qrbn";
    static const char *const CHESS_BETZA[] = {"Q", "R", "B", "N"};
    int king = fsf_type_of_letter(rules, 'k');
    int pawn = fsf_type_of_letter(rules, 'p');
    char pawn_letter = rules->pieces[FSF_PAWN].letter;
    int defined = 0;
    if (king != FSF_KING || (pawn >= 0 && pawn != FSF_PAWN) ||
        (pawn_letter != 0 && pawn_letter != 'p'))
        return refuse(rules, FSF_ON_PIECES, err,
                      "a variant needs its king");
    out->pieces[0] = '\0';
    out->removed[0] = '\0';
    if (pawn < 0)
        append_letter(out->removed, sizeof out->removed, 'p');
    for (int t = 0; t < FSF_TYPE_COUNT; t++) {
        char letter = rules->pieces[t].letter;
        const char *betza = fsf_betza_of(rules, t);
        const char *chess = strchr(CHESS, letter);
        if (letter == 0 || t == FSF_PAWN ||
            (t == FSF_KING && strcmp(betza, "K") == 0) ||
            (chess != NULL && strcmp(CHESS_BETZA[chess - CHESS], betza) == 0))
            continue;
        if (++defined > GAME_MAX_DEFINED)
            return refuse(rules, FSF_ON_PIECES, err,
                          "more than 20 pieces besides K Q R B N P");
        size_t used = strlen(out->pieces);
        snprintf(out->pieces + used, sizeof out->pieces - used, "%s%c=%s",
                 used > 0 ? " " : "", toupper((unsigned char)letter), betza);
    }
    for (const char *c = CHESS; *c != '\0'; c++)
        if (fsf_type_of_letter(rules, *c) < 0)
            append_letter(out->removed, sizeof out->removed, *c);
    return true;
}

/* The promotion letters and caps, queen, rook, bishop, knight first. */
static bool promotion_to_data(const fsf_rules *rules, game_variant *out,
                              bx_error *err)
{
    static const char FIRST[] = "qrbn";
    char order[FSF_TYPE_COUNT + 1];
    size_t n = 0;
    for (const char *c = FIRST; *c != '\0'; c++)
        if (fsf_type_of_letter(rules, *c) >= 0)
            order[n++] = *c;
    for (int t = 0; t < FSF_TYPE_COUNT; t++) {
        char letter = rules->pieces[t].letter;
        if (letter != 0 && strchr(FIRST, letter) == NULL)
            order[n++] = letter;
    }
    order[n] = '\0';
    out->promotion[0] = '\0';
    out->promotion_limit[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        int t = fsf_type_of_letter(rules, order[i]);
        if (rules->promotes_to[t] && (t == FSF_PAWN || t == FSF_KING))
            return refuse(rules, FSF_ON_PROMOTION, err,
                          "a pawn cannot promote to a king or a pawn");
        if (rules->promotes_to[t])
            append_letter(out->promotion, sizeof out->promotion, order[i]);
        size_t used = strlen(out->promotion_limit);
        if (rules->limit[t] > 0 && rules->limit[t] < 100 && used + 4 <
            sizeof out->promotion_limit)
            snprintf(out->promotion_limit + used,
                     sizeof out->promotion_limit - used, "%c%d", order[i],
                     rules->limit[t]);
    }
    return true;
}

static bool double_step_to_data(const fsf_rules *rules, game_variant *out,
                                bx_error *err)
{
    uint32_t ranks;
    out->double_step_rank = 0;
    if (!rules->double_step_on)
        return true;
    if (!mirrored(rules, rules->double_step, FSF_ON_DOUBLE_STEP,
                  "double step region", &ranks, err))
        return false;
    if (ranks != 0 && (ranks & (ranks - 1)) != 0)
        return refuse(rules, FSF_ON_DOUBLE_STEP, err,
                      "double steps from more than one rank cannot be "
                      "read");
    out->double_step_rank = lowest_rank(ranks);
    return true;
}

/* After the double step: en passant on the squares a double step passes,
 * all of them or none. */
static bool en_passant_to_data(const fsf_rules *rules, game_variant *out,
                               bx_error *err)
{
    int d = out->double_step_rank;
    uint32_t full = full_rank(rules->size);
    if (d == 0) {
        out->en_passant = true;
        return true;
    }
    uint32_t white = rules->en_passant.ranks[d] & full;
    uint32_t black = rules->en_passant.ranks[rules->size.height - 1 - d] & full;
    if ((white != 0 && white != full) || (black != 0 && black != full) ||
        (white == 0) != (black == 0))
        return refuse(rules, FSF_ON_EN_PASSANT, err,
                      "en passant region: the squares double steps pass, "
                      "all of them or none");
    out->en_passant = white != 0;
    return true;
}

/* A pawn promotes from one rank on, as boardex's data says: on every
 * rank from there to the last, or (mandatory) on entering. */
static bool promotion_rank_to_data(const fsf_rules *rules, game_variant *out,
                                   bx_error *err)
{
    uint32_t ranks;
    int height = rules->size.height;
    if (!mirrored(rules, rules->promotion, FSF_ON_PROMOTION,
                  "promotion region", &ranks, err))
        return false;
    int r = lowest_rank(ranks);
    int d = out->double_step_rank;
    out->promotion_rank = r;
    out->promotion_mandatory = rules->mandatory && r > 0 && r < height;
    if (r == 0 || fsf_type_of_letter(rules, 'p') < 0)
        return true;
    /* Ranks r to the last, as bits from rank 1. */
    uint32_t to_last = (uint32_t)(((1ull << height) - 1) &
                                  ~((1ull << (r - 1)) - 1));
    if (d > 0 && d < r && d + 2 >= r)
        return refuse(rules, FSF_ON_PROMOTION, err,
                      "a double step into the promotion region cannot be "
                      "read");
    /* Where a pawn taking en passant would promote, the readings part. */
    if (out->en_passant && d > 0 && height - d >= r)
        return refuse(rules, FSF_ON_PROMOTION, err,
                      "en passant into the promotion region cannot be "
                      "read");
    if (!rules->mandatory && ranks != to_last)
        return refuse(rules, FSF_ON_PROMOTION, err,
                      "promotion region: the ranks from one to the last");
    if (!rules->mandatory && !rules->immobility_illegal)
        return refuse(rules, FSF_ON_PROMOTION, err,
                      "mandatoryPawnPromotion = false needs "
                      "immobilityIllegal = true: a pawn never stays where "
                      "it cannot move");
    return true;
}

/* Whether the piece has a quiet move from every square of an empty
 * board: what Fairy-Stockfish's immobilityIllegal asks of every piece
 * (a hopper has none there, a capture-only move is none). */
static bool moves_everywhere(const char *betza, board_size size)
{
    piece_spec spec;
    if (piece_from_betza(betza, &spec, NULL) != BX_OK)
        return false;
    for (int row = 0; row < size.height; row++)
        for (int col = 0; col < size.width; col++) {
            bool moves = false;
            for (int i = 0; i < spec.count && !moves; i++) {
                const piece_move *m = &spec.list[i];
                int r = row + m->dir.dr;
                int c = col + m->dir.dc;
                moves = m->modality != PIECE_CAPTURE_ONLY &&
                        (m->path == PIECE_PATH_FREE ||
                         m->path == PIECE_PATH_LAME) &&
                        r >= 0 && r < size.height && c >= 0 &&
                        c < size.width;
            }
            if (!moves)
                return false;
        }
    return true;
}

/* boardex plays immobilityIllegal for pawns alone: it must not matter for
 * any other piece. */
static bool immobility_to_data(const fsf_rules *rules, bx_error *err)
{
    if (!rules->immobility_illegal)
        return true;
    for (int t = 0; t < FSF_TYPE_COUNT; t++) {
        char message[BX_ERROR_MAX];
        if (rules->pieces[t].letter == 0 || t == FSF_PAWN ||
            moves_everywhere(fsf_betza_of(rules, t), rules->size))
            continue;
        snprintf(message, sizeof message,
                 "immobilityIllegal = true is read for pawns only, and "
                 "'%c' cannot move from some square",
                 rules->pieces[t].letter);
        return refuse(rules, FSF_ON_IMMOBILITY, err, message);
    }
    return true;
}

static bool castling_to_data(const fsf_rules *rules, game_variant *out,
                             bx_error *err)
{
    int rook = -1;
    out->castling = rules->castling;
    out->castle_file[0] = rules->castle_file[0];
    out->castle_file[1] = rules->castle_file[1];
    out->castling_rook = 'r';
    if (!rules->castling)
        return true;
    for (int t = 0; t < FSF_TYPE_COUNT; t++) {
        if (!rules->castling_rook[t] || rules->pieces[t].letter == 0)
            continue;
        if (rook >= 0)
            return refuse(rules, FSF_ON_CASTLING, err,
                          "castling with more than one piece cannot be "
                          "read");
        rook = t;
    }
    if (rook < 0)
        return refuse(rules, FSF_ON_CASTLING, err,
                      "castling needs the piece the king castles with");
    if (rules->castle_file[0] >= rules->size.width ||
        rules->castle_file[1] > rules->castle_file[0])
        return refuse(rules, FSF_ON_CASTLING, err,
                      "castling files off the board or queen side beyond "
                      "king side (castling = false?)");
    out->castling_rook = rules->pieces[rook].letter;
    return true;
}

/* The bare king rule, or no extinction rule; any other is refused. */
static bool extinction_to_data(const fsf_rules *rules, game_variant *out,
                               bx_error *err)
{
    fsf_extinction bare = fsf_bare_king();
    const fsf_extinction *e = &rules->extinction;

    out->bare_king = e->value != FSF_VALUE_NONE;
    if (!out->bare_king ||
        (e->value == bare.value && e->claim == bare.claim &&
         e->types == bare.types && e->count == bare.count &&
         e->opponent_count == bare.opponent_count))
        return true;
    return refuse(rules, FSF_ON_EXTINCTION, err,
                  "extinction rules are read as the bare king rule only "
                  "(extinctionValue = loss, extinctionClaim = true, "
                  "extinctionPieceTypes = *, extinctionPieceCount = 1, "
                  "extinctionOpponentPieceCount = 2) or none");
}

bx_status fsf_to_variant(const fsf_rules *rules, const char *name,
                         game_variant *out, bx_error *err)
{
    memset(out, 0, sizeof *out);
    snprintf(out->name, sizeof out->name, "%s", name);
    snprintf(out->start, sizeof out->start, "%s", rules->start);
    snprintf(out->differs, sizeof out->differs, "%s",
             "as its variants.ini section gives them");
    out->size = rules->size;
    out->half_turn = true;
    out->counting = rules->counting;
    if (!pieces_to_data(rules, out, err) ||
        !promotion_to_data(rules, out, err) ||
        !double_step_to_data(rules, out, err) ||
        !en_passant_to_data(rules, out, err) ||
        !promotion_rank_to_data(rules, out, err) ||
        !castling_to_data(rules, out, err) ||
        !immobility_to_data(rules, err) ||
        !extinction_to_data(rules, out, err))
        return BX_INVALID;
    return BX_OK;
}
