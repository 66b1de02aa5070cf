/* Moves under a variant's rules (game_variant.h): the variant generator's
 * legal moves for every piece but the pawn, and here the pawn's (double
 * steps, en passant, promotion) and castling, each made on a copy and
 * kept when its own king is not left attacked. */
#include <stddef.h>
#include <string.h>

#include "game_rules_impl.h"
#include "variant_movegen.h"

/* A rank counted from color's own first rank (1) on a board of height. */
static int own_rank(chess_color color, int row, int height)
{
    return color == CHESS_WHITE ? height - row : row + 1;
}

static int forward(chess_color color)
{
    return color == CHESS_WHITE ? -1 : 1;
}

/* A pawn's steps, as bits: one ahead, two ahead, capturing towards a
 * lower column, towards a higher one. */
enum { STEP_ONE = 1, STEP_TWO = 2, STEP_LOWER = 4, STEP_HIGHER = 8 };

typedef struct {
    game_move *out;
    int max;
    int n;
    /* By square, the steps of the pawn there that the variant generator
     * found legal under the seed rules, or NULL (each move tested). The
     * seed rules' pawn steps one ahead and captures as ours, so for those
     * its word is final; a step of two it may not know. */
    const unsigned char *seed_steps;
} move_list;

static void emit(move_list *list, int from, int to, int promotion)
{
    if (list->n < list->max)
        list->out[list->n] = (game_move){(short)from, (short)to,
                                         (signed char)promotion};
    list->n++;
}

/* Whether color's king is safe after move. */
static bool leaves_king_safe(const game_rules *rules,
                             const game_position *pos, game_move move,
                             chess_color color)
{
    game_position after;
    variant_position v;
    game_full_apply(rules, pos, move, &after);
    game_to_variant(&after, &v);
    return !variant_in_check(&v, &rules->variant, color);
}

/* color's pieces of kind on the board. */
static int pieces_of(const game_position *pos, chess_color color, int kind)
{
    int n = board_square_count(pos->size), count = 0;
    unsigned char cell = variant_cell(color, kind);
    for (int sq = 0; sq < n; sq++)
        count += pos->cells[sq] == cell;
    return count;
}

/* Whether promotion_limit lets color have one more of kind. */
static bool within_limit(const game_rules *rules, const game_position *pos,
                         chess_color color, int kind)
{
    const char *limit = rules->full->promotion_limit;
    for (int i = 0; limit[i] != '\0' && limit[i + 1] != '\0'; i += 2)
        if (variant_rules_kind_of(&rules->variant, limit[i]) == kind)
            return pieces_of(pos, color, kind) < limit[i + 1] - '0';
    return true;
}

/* Whether a pawn reaching its own rank promotes there. */
static bool promotes_on(const game_variant *v, int rank)
{
    return v->promotion_rank > 0 && rank >= v->promotion_rank;
}

/* Whether a pawn may reach its own rank and stay a pawn: not where it
 * must promote, nor on its last rank, where it could never move again. */
static bool stays_on(const game_variant *v, int rank, int height)
{
    return rank != height && (!promotes_on(v, rank) || !v->promotion_mandatory);
}

/* Whether the pawn move from to to, a step of kind step (STEP_*; 0 for en
 * passant), leaves color's king safe: as the seed rules' list says where
 * its word is final, else made and tested. What the pawn becomes changes
 * nothing: it stands on the same square. */
static bool pawn_move_safe(const game_rules *rules, const game_position *pos,
                           chess_color color, int from, int to, unsigned step,
                           const move_list *list)
{
    if (list->seed_steps != NULL) {
        if (list->seed_steps[from] & step)
            return true;
        if (step != 0 && step != STEP_TWO)
            return false;
    }
    game_move plain = {(short)from, (short)to, GAME_NO_PROMOTION};
    return leaves_king_safe(rules, pos, plain, color);
}

/* A pawn's move from to to: plain, or a promotion to each piece it may
 * become, as the rank says; kept when legal. */
static void emit_pawn(const game_rules *rules, const game_position *pos,
                      chess_color color, int from, int to, unsigned step,
                      move_list *list)
{
    const game_variant *v = rules->full;
    int rank = own_rank(color, to / pos->size.width, pos->size.height);
    bool stays = stays_on(v, rank, pos->size.height);
    bool promotes = promotes_on(v, rank);
    if ((!stays && !promotes) ||
        !pawn_move_safe(rules, pos, color, from, to, step, list))
        return;
    if (stays)
        emit(list, from, to, GAME_NO_PROMOTION);
    if (!promotes)
        return;
    for (const char *p = v->promotion; *p != '\0'; p++) {
        int kind = variant_rules_kind_of(&rules->variant, *p);
        if (kind >= 0 && within_limit(rules, pos, color, kind))
            emit(list, from, to, kind);
    }
}

/* How many pieces a pawn of color may become now (promotion_limit
 * counted on pos), as emit_pawn offers them. */
static int promotion_count(const game_rules *rules, const game_position *pos,
                           chess_color color)
{
    int count = 0;
    for (const char *p = rules->full->promotion; *p != '\0'; p++) {
        int kind = variant_rules_kind_of(&rules->variant, *p);
        count += kind >= 0 && within_limit(rules, pos, color, kind);
    }
    return count;
}

void game_full_pawn_rules(const game_rules *rules, const game_position *pos,
                          chess_color color, variant_pawn_rules *out)
{
    const game_variant *v = rules->full;
    int height = pos->size.height;
    int promotions = promotion_count(rules, pos, color);
    for (int c = 0; c < CHESS_COLORS; c++) {
        out->double_step_row[c] = -1;
        memset(out->weight[c], 1, sizeof out->weight[c]);
    }
    if (v->double_step_rank > 0 && v->double_step_rank <= height)
        out->double_step_row[color] = color == CHESS_WHITE
                                          ? height - v->double_step_rank
                                          : v->double_step_rank - 1;
    for (int row = 0; row < height; row++) {
        int rank = own_rank(color, row, height);
        out->weight[color][row] =
            (unsigned char)(stays_on(v, rank, height) +
                            (promotes_on(v, rank) ? promotions : 0));
    }
}

static void pawn_moves(const game_rules *rules, const game_position *pos,
                       chess_color color, int from, move_list *list)
{
    int width = pos->size.width, height = pos->size.height;
    int row = from / width, col = from % width, ahead = row + forward(color);
    if (ahead < 0 || ahead >= height)
        return;
    int one = ahead * width + col;
    if (pos->cells[one] == VARIANT_EMPTY) {
        emit_pawn(rules, pos, color, from, one, STEP_ONE, list);
        int two = one + forward(color) * width;
        if (own_rank(color, row, height) == rules->full->double_step_rank &&
            two >= 0 && two < width * height &&
            pos->cells[two] == VARIANT_EMPTY)
            emit_pawn(rules, pos, color, from, two, STEP_TWO, list);
    }
    for (int dc = -1; dc <= 1; dc += 2) {
        if (col + dc < 0 || col + dc >= width)
            continue;
        int to = one + dc;
        unsigned char target = pos->cells[to];
        bool capture = target != VARIANT_EMPTY &&
                       variant_cell_color(target) != color;
        bool en_passant = rules->full->en_passant && to == pos->en_passant &&
                          target == VARIANT_EMPTY;
        if (capture || en_passant)
            emit_pawn(rules, pos, color, from, to,
                      !capture ? 0 : dc < 0 ? STEP_LOWER : STEP_HIGHER, list);
    }
}

static const unsigned CASTLE_BITS[CHESS_COLORS][2] = {
    {GAME_CASTLE_WHITE_KING, GAME_CASTLE_WHITE_QUEEN},
    {GAME_CASTLE_BLACK_KING, GAME_CASTLE_BLACK_QUEEN},
};

/* Whether every square of row from file a to file b (either order) but
 * the two skipped is empty. */
static bool row_clear(const game_position *pos, int row, int a, int b,
                      int skip1, int skip2)
{
    int lo = a < b ? a : b, hi = a < b ? b : a;
    for (int col = lo; col <= hi; col++)
        if (col != skip1 && col != skip2 &&
            pos->cells[row * pos->size.width + col] != VARIANT_EMPTY)
            return false;
    return true;
}

/* The kind the king castles with (variant.castling_rook). */
static int castling_kind(const game_rules *rules)
{
    return variant_rules_kind_of(&rules->variant, rules->full->castling_rook);
}

/* Whether castling to a side could be legal as far as the squares of the
 * back row say: a right kept, the king on that row with its rook in the
 * corner and empty squares between them and their destinations. The
 * cheap half of castling_moves, which asks no attack when it says no. */
static bool castling_open(const game_rules *rules, const game_position *pos,
                          chess_color color)
{
    int width = pos->size.width;
    int row = color == CHESS_WHITE ? pos->size.height - 1 : 0;
    unsigned char king = variant_cell(color, CHESS_KING);
    if (!(pos->castling & (CASTLE_BITS[color][0] | CASTLE_BITS[color][1])))
        return false;
    int kc = 0;
    while (kc < width && pos->cells[row * width + kc] != king)
        kc++;
    if (kc == width)
        return false;
    for (int side = 0; side < 2; side++) {
        int rc = side == 0 ? width - 1 : 0;
        int kf = rules->full->castle_file[side];
        int rf = side == 0 ? kf - 1 : kf + 1;
        if ((pos->castling & CASTLE_BITS[color][side]) &&
            pos->cells[row * width + rc] ==
                variant_cell(color, castling_kind(rules)) &&
            row_clear(pos, row, kc, kf, kc, rc) &&
            row_clear(pos, row, rc, rf, kc, rc))
            return true;
    }
    return false;
}

/* Castling: the right kept, king and rook in place, the squares between
 * them and their destinations empty, and the king neither in check nor
 * passing or landing on an attacked square. */
static void castling_moves(const game_rules *rules, const game_position *pos,
                           chess_color color, int from, move_list *list)
{
    int width = pos->size.width;
    int row = color == CHESS_WHITE ? pos->size.height - 1 : 0;
    if (!castling_open(rules, pos, color))
        return;
    variant_position v;
    game_to_variant(pos, &v);
    int ksq = variant_king(&v, color);
    if (ksq < 0 || ksq / width != row || (from >= 0 && from != ksq))
        return;
    int kc = ksq % width;
    /* The squares that must not be attacked, asked at once: the king's,
     * then for each side open the ones the king passes and lands on. */
    short asked[1 + 2 * BOARD_MAX_SIDE];
    bool attacked[1 + 2 * BOARD_MAX_SIDE];
    int first[2], end[2], n = 1;
    asked[0] = (short)ksq;
    for (int side = 0; side < 2; side++) {
        int rc = side == 0 ? width - 1 : 0;
        int kf = rules->full->castle_file[side];
        int rf = side == 0 ? kf - 1 : kf + 1;
        first[side] = end[side] = n;
        if (!(pos->castling & CASTLE_BITS[color][side]) ||
            pos->cells[row * width + rc] !=
                variant_cell(color, castling_kind(rules)) ||
            !row_clear(pos, row, kc, kf, kc, rc) ||
            !row_clear(pos, row, rc, rf, kc, rc) || kf == kc)
            continue;
        int step = kf > kc ? 1 : -1;
        for (int col = kc + step; col != kf + step; col += step)
            asked[n++] = (short)(row * width + col);
        end[side] = n;
    }
    if (n == 1)
        return;
    variant_attacked_squares(&v, &rules->variant, asked, n,
                             chess_other(color), attacked);
    if (attacked[0])
        return;
    for (int side = 0; side < 2; side++) {
        if (first[side] == end[side])
            continue;
        bool safe = true;
        for (int i = first[side]; i < end[side]; i++)
            safe = safe && !attacked[i];
        int to = asked[end[side] - 1];
        game_move move = {(short)ksq, (short)to, GAME_NO_PROMOTION};
        if (safe && leaves_king_safe(rules, pos, move, color))
            emit(list, ksq, to, GAME_NO_PROMOTION);
    }
}

int game_full_moves(variant_generator *g, const game_rules *rules,
                    const game_position *pos, chess_color color, int from,
                    game_move *out, int max)
{
    unsigned char seed_steps[BOARD_MAX_SQUARES];
    move_list list = {out, max, 0, seed_steps};
    if (game_full_over(rules, pos, color))
        return 0;
    game_position own = *pos;
    if (own.to_move != color) {
        own.to_move = color;
        own.en_passant = -1; /* the other side's double step is not ours */
    }
    variant_position v;
    game_to_variant(&own, &v);
    /* Every piece but the pawn moves as the seed rules have it. */
    variant_move moves[GAME_PIECE_MOVES_MAX];
    int total = variant_legal(g, &v, &rules->variant, color, from, moves,
                              GAME_PIECE_MOVES_MAX);
    int n = board_square_count(own.size), width = own.size.width;
    memset(seed_steps, 0, (size_t)n);
    for (int i = 0; i < total; i++) {
        int a = moves[i].from, b = moves[i].to;
        if (variant_cell_kind(own.cells[a]) != CHESS_PAWN) {
            emit(&list, a, b, GAME_NO_PROMOTION);
            continue;
        }
        int dc = b % width - a % width, dr = b / width - a / width;
        seed_steps[a] |= dc < 0    ? STEP_LOWER
                         : dc > 0  ? STEP_HIGHER
                         : dr == 1 || dr == -1 ? STEP_ONE
                                               : STEP_TWO;
    }
    unsigned char pawn = variant_cell(color, CHESS_PAWN);
    for (int sq = from < 0 ? 0 : from; sq < (from < 0 ? n : from + 1); sq++)
        if (own.cells[sq] == pawn)
            pawn_moves(rules, &own, color, sq, &list);
    if (rules->full->castling)
        castling_moves(rules, &own, color, from, &list);
    return list.n;
}

int game_full_en_passant_takers(const game_rules *rules,
                                const game_position *pos, int from[2])
{
    chess_color color = pos->to_move;
    int width = pos->size.width, height = pos->size.height;
    int ep = pos->en_passant, n = 0;
    if (rules->full->en_passant && ep >= 0 &&
        ep < board_square_count(pos->size) &&
        pos->cells[ep] == VARIANT_EMPTY) {
        /* The pawns that capture onto ep from a row behind it. */
        int row = ep / width - forward(color), col = ep % width;
        unsigned char pawn = variant_cell(color, CHESS_PAWN);
        for (int dc = -1; row >= 0 && row < height && dc <= 1; dc += 2)
            if (col - dc >= 0 && col - dc < width &&
                pos->cells[row * width + col - dc] == pawn)
                from[n++] = row * width + col - dc;
    }
    return n;
}

int game_full_special_moves(const game_rules *rules, const game_position *pos,
                            game_move *out, int max)
{
    move_list list = {out, max, 0, NULL};
    int from[2];
    int takers = game_full_en_passant_takers(rules, pos, from);
    for (int i = 0; i < takers; i++)
        emit_pawn(rules, pos, pos->to_move, from[i], pos->en_passant, 0,
                  &list);
    if (rules->full->castling)
        castling_moves(rules, pos, pos->to_move, -1, &list);
    return list.n;
}

/* The castling rights a move from or to sq takes away: a corner's rook,
 * or a king's both. */
static unsigned rights_lost(const game_position *pos, int sq)
{
    int width = pos->size.width, last = pos->size.height - 1;
    int row = sq / width, col = sq % width;
    unsigned lost = 0;
    int kind = variant_cell_kind(pos->cells[sq]);
    if (pos->cells[sq] != VARIANT_EMPTY && kind == CHESS_KING)
        lost |= CASTLE_BITS[variant_cell_color(pos->cells[sq])][0] |
                CASTLE_BITS[variant_cell_color(pos->cells[sq])][1];
    for (int c = 0; c < CHESS_COLORS; c++) {
        int back = c == CHESS_WHITE ? last : 0;
        if (row == back && col == width - 1)
            lost |= CASTLE_BITS[c][0];
        if (row == back && col == 0)
            lost |= CASTLE_BITS[c][1];
    }
    return lost;
}

/* Whether the king's move of dr rows and dc files is castling: along
 * its first rank onto a castling file, with the right and the castling
 * piece in that corner (a royal piece redefined to go two files along the
 * rank on its own, as K=R, goes so unless all of these hold). */
static bool is_castling(const game_rules *rules, const game_position *pos,
                        game_move move, int kind, int dr, int dc)
{
    int width = pos->size.width, side = dc > 0 ? 0 : 1;
    int row = move.from / width;
    chess_color color = variant_cell_color(pos->cells[move.from]);
    if (kind != CHESS_KING || dr != 0 || (dc < 2 && dc > -2) ||
        !rules->full->castling ||
        row != (color == CHESS_WHITE ? pos->size.height - 1 : 0) ||
        move.to % width != rules->full->castle_file[side] ||
        !(pos->castling & CASTLE_BITS[color][side]))
        return false;
    return pos->cells[row * width + (side == 0 ? width - 1 : 0)] ==
           variant_cell(color, castling_kind(rules));
}

/* move made on out, a copy of pos (as far as the board goes). */
static void make_move(const game_rules *rules, const game_position *pos,
                      game_move move, game_position *out)
{
    int width = pos->size.width, n = board_square_count(pos->size);
    if (move.from < 0 || move.from >= n || move.to < 0 || move.to >= n ||
        pos->cells[move.from] == VARIANT_EMPTY)
        return;
    unsigned char cell = pos->cells[move.from];
    chess_color mover = variant_cell_color(cell);
    int kind = variant_cell_kind(cell);
    int dc = move.to % width - move.from % width;
    int dr = move.to / width - move.from / width;
    bool capture = pos->cells[move.to] != VARIANT_EMPTY;
    out->en_passant = -1;
    if (kind == CHESS_PAWN && dc != 0 && !capture) /* en passant */
        out->cells[move.from / width * width + move.to % width] =
            VARIANT_EMPTY;
    if (kind == CHESS_PAWN && (dr == 2 || dr == -2) && rules->full->en_passant)
        out->en_passant = move.from + dr / 2 * width;
    if (is_castling(rules, pos, move, kind, dr, dc)) {
        int row = move.from / width;
        int rook_from = row * width + (dc > 0 ? width - 1 : 0);
        int rook_to = move.to + (dc > 0 ? -1 : 1);
        out->cells[rook_from] = VARIANT_EMPTY;
        out->cells[rook_to] = variant_cell(mover, castling_kind(rules));
    }
    if (pos->castling != 0)
        out->castling &=
            ~(rights_lost(pos, move.from) | rights_lost(pos, move.to));
    out->cells[move.from] = VARIANT_EMPTY;
    out->cells[move.to] = move.promotion == GAME_NO_PROMOTION
                              ? cell
                              : variant_cell(mover, move.promotion);
    out->halfmove = capture || kind == CHESS_PAWN ? 0 : pos->halfmove + 1;
    /* A running count counts every ply (Fairy-Stockfish's do_move); the
     * counts a move starts or restarts are the counting rule's, which
     * boardex does not play. */
    if (pos->counting_limit != 0)
        out->counting_ply = pos->counting_ply + 1;
    if (mover == CHESS_BLACK)
        out->fullmove = pos->fullmove + 1;
    out->to_move = chess_other(mover);
}

void game_full_apply(const game_rules *rules, const game_position *pos,
                     game_move move, game_position *out)
{
    *out = *pos;
    make_move(rules, pos, move, out);
}

void game_full_apply_board(const game_rules *rules, const game_position *pos,
                           game_move move, game_position *out)
{
    /* Every field but the squares past the board, whatever the fields. */
    size_t board = offsetof(game_position, cells) +
                   (size_t)board_square_count(pos->size);
    size_t after = offsetof(game_position, cells) + sizeof pos->cells;
    memcpy(out, pos, board);
    memcpy((char *)out + after, (const char *)pos + after,
           sizeof *pos - after);
    make_move(rules, pos, move, out);
}
