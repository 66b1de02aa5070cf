/* Moves under a variant's rules (game_variant.h): the variant generator's
 * legal moves for every piece but the pawn, and here the pawn's (double
 * steps, en passant, promotion) and castling, each made on a copy and
 * kept when its own king is not left attacked. */
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

typedef struct {
    game_move *out;
    int max;
    int n;
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

/* A pawn's move from to to: plain, or a promotion to each piece it may
 * become, as the rank says; each kept when legal. */
static void emit_pawn(const game_rules *rules, const game_position *pos,
                      chess_color color, int from, int to, move_list *list)
{
    const game_variant *v = rules->full;
    int rank = own_rank(color, to / pos->size.width, pos->size.height);
    bool last = rank == pos->size.height;
    bool promotes = v->promotion_rank > 0 && rank >= v->promotion_rank;
    if (!promotes || (!last && !v->promotion_mandatory)) {
        game_move plain = {(short)from, (short)to, GAME_NO_PROMOTION};
        /* A pawn on its last rank could never move again. */
        if (!last && leaves_king_safe(rules, pos, plain, color))
            emit(list, from, to, GAME_NO_PROMOTION);
    }
    if (!promotes)
        return;
    for (const char *p = v->promotion; *p != '\0'; p++) {
        int kind = variant_rules_kind_of(&rules->variant, *p);
        game_move move = {(short)from, (short)to, (signed char)kind};
        if (kind >= 0 && within_limit(rules, pos, color, kind) &&
            leaves_king_safe(rules, pos, move, color))
            emit(list, from, to, kind);
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
        emit_pawn(rules, pos, color, from, one, list);
        int two = one + forward(color) * width;
        if (own_rank(color, row, height) == rules->full->double_step_rank &&
            two >= 0 && two < width * height &&
            pos->cells[two] == VARIANT_EMPTY)
            emit_pawn(rules, pos, color, from, two, list);
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
            emit_pawn(rules, pos, color, from, to, list);
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

/* Castling: the right kept, king and rook in place, the squares between
 * them and their destinations empty, and the king neither in check nor
 * passing or landing on an attacked square. */
static void castling_moves(const game_rules *rules, const game_position *pos,
                           chess_color color, int from, move_list *list)
{
    int width = pos->size.width;
    int row = color == CHESS_WHITE ? pos->size.height - 1 : 0;
    variant_position v;
    game_to_variant(pos, &v);
    int ksq = variant_king(&v, color);
    if (ksq < 0 || ksq / width != row || (from >= 0 && from != ksq) ||
        variant_attacked(&v, &rules->variant, ksq, chess_other(color)))
        return;
    int kc = ksq % width;
    for (int side = 0; side < 2; side++) {
        int rc = side == 0 ? width - 1 : 0;
        int kf = rules->full->castle_file[side];
        int rf = side == 0 ? kf - 1 : kf + 1;
        if (!(pos->castling & CASTLE_BITS[color][side]) ||
            pos->cells[row * width + rc] !=
                variant_cell(color, castling_kind(rules)) ||
            !row_clear(pos, row, kc, kf, kc, rc) ||
            !row_clear(pos, row, rc, rf, kc, rc))
            continue;
        bool safe = true;
        int step = kf > kc ? 1 : -1;
        for (int col = kc + step; safe && col != kf + step; col += step)
            safe = !variant_attacked(&v, &rules->variant, row * width + col,
                                     chess_other(color));
        game_move move = {(short)ksq, (short)(row * width + kf),
                          GAME_NO_PROMOTION};
        if (safe && kf != kc && leaves_king_safe(rules, pos, move, color))
            emit(list, ksq, row * width + kf, GAME_NO_PROMOTION);
    }
}

int game_full_moves(const game_rules *rules, const game_position *pos,
                    chess_color color, int from, game_move *out, int max)
{
    move_list list = {out, max, 0};
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
    int total = variant_legal(&v, &rules->variant, color, from, moves,
                              GAME_PIECE_MOVES_MAX);
    for (int i = 0; i < total; i++)
        if (variant_cell_kind(own.cells[moves[i].from]) != CHESS_PAWN)
            emit(&list, moves[i].from, moves[i].to, GAME_NO_PROMOTION);
    int n = board_square_count(own.size);
    unsigned char pawn = variant_cell(color, CHESS_PAWN);
    for (int sq = from < 0 ? 0 : from; sq < (from < 0 ? n : from + 1); sq++)
        if (own.cells[sq] == pawn)
            pawn_moves(rules, &own, color, sq, &list);
    if (rules->full->castling)
        castling_moves(rules, &own, color, from, &list);
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

void game_full_apply(const game_rules *rules, const game_position *pos,
                     game_move move, game_position *out)
{
    int width = pos->size.width, n = board_square_count(pos->size);
    *out = *pos;
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
    out->castling &=
        ~(rights_lost(pos, move.from) | rights_lost(pos, move.to));
    out->cells[move.from] = VARIANT_EMPTY;
    out->cells[move.to] = move.promotion == GAME_NO_PROMOTION
                              ? cell
                              : variant_cell(mover, move.promotion);
    out->halfmove = capture || kind == CHESS_PAWN ? 0 : pos->halfmove + 1;
    if (mover == CHESS_BLACK)
        out->fullmove = pos->fullmove + 1;
    out->to_move = chess_other(mover);
}
