/* The engine's generator and perft, written once and compiled twice (see
 * engine.h). The including file defines, before including this:
 *   static inline bitboard engine_rook(int sq, bitboard occupied);
 *   static inline bitboard engine_bishop(int sq, bitboard occupied);
 *   ENGINE_VARIANT  the name of the chess_engine it exports
 *   ENGINE_NAME     that engine's name string
 *
 * Every helper is forced inline, so generate_side is compiled once per
 * colour and per mode (engine_mode) with those as constants: counting
 * never touches a move list, and pawn shifts go one way without a
 * branch. */
#ifndef BOARDEX_ENGINE_BODY_H
#define BOARDEX_ENGINE_BODY_H

#include "chess_move.h"
#include "chess_tables.h"
#include "engine.h"
#include "perft_table.h"

#if defined(__GNUC__)
#define ENGINE_INLINE static inline __attribute__((always_inline))
#else
#define ENGINE_INLINE static inline
#endif

/* What constrains the side to move: the enemy pieces giving check, where a
 * non-king move must land, and the rays (king to pinner, pinner included)
 * of pieces pinned along a rank or file and along a diagonal. A piece on a
 * ray of one kind can only ever reach squares of its own ray of that
 * kind, so one set per kind is enough. */
typedef struct {
    bitboard checkers;
    bitboard check_mask;
    bitboard pin_straight;
    bitboard pin_diagonal;
} engine_masks;

/* Where the generator's moves go: a list, a count, or (one ply above
 * the leaves) the moves of each position they lead to, counted. The
 * mode is a constant in each inlined copy, so each copy does only its
 * own work: counting never touches a list, and the last-but-one ply
 * makes each child as it finds the move, with the moving piece known,
 * instead of listing moves and reading them back. */
typedef enum { ENGINE_COUNT, ENGINE_LIST, ENGINE_LEAVES } engine_mode;

typedef struct {
    engine_mode mode;
    chess_move *list;          /* ENGINE_LIST: room for CHESS_MOVES_MAX */
    const chess_position *pos; /* ENGINE_LEAVES: the position moved in */
    chess_position *child;     /* ENGINE_LEAVES: where each child is made */
    bool fide;
    chess_color us;
} engine_sink;

/* The number of legal moves of a child (ENGINE_LEAVES), not inlined:
 * one copy of the counter per colour, however many moves call it. */
static int engine_count_white(const chess_position *pos, bool fide);
static int engine_count_black(const chess_position *pos, bool fide);

/* One child at a time, in the one place the sink gives: a position of
 * its own at each of the many places this is inlined would make the
 * frame tens of kilobytes where the compiler does not share their
 * slots (the sanitizer build). */
ENGINE_INLINE int engine_count_child(const engine_sink *sink, chess_move move)
{
    chess_move_make_for(sink->pos, move, sink->child, sink->us);
    return sink->us == CHESS_WHITE
               ? engine_count_black(sink->child, sink->fide)
               : engine_count_white(sink->child, sink->fide);
}

ENGINE_INLINE bitboard engine_pawn_attacks(chess_color color, int sq)
{
    return color == CHESS_WHITE ? CHESS_WHITE_PAWN_ATTACKS[sq]
                                : CHESS_BLACK_PAWN_ATTACKS[sq];
}

/* Whether the side not us attacks sq with the board occupied as given. */
ENGINE_INLINE bool engine_attacked(const chess_position *pos, chess_color us,
                                   int sq, bitboard occupied)
{
    const bitboard *their = pos->pieces[chess_other(us)];
    return (CHESS_KNIGHT_ATTACKS[sq] & their[CHESS_KNIGHT]) != 0 ||
           (engine_pawn_attacks(us, sq) & their[CHESS_PAWN]) != 0 ||
           (CHESS_KING_ATTACKS[sq] & their[CHESS_KING]) != 0 ||
           (engine_bishop(sq, occupied) &
            (their[CHESS_BISHOP] | their[CHESS_QUEEN])) != 0 ||
           (engine_rook(sq, occupied) &
            (their[CHESS_ROOK] | their[CHESS_QUEEN])) != 0;
}

/* Sliders that see the king through us's own pieces only: with none in
 * between they give check, with exactly one they pin it. */
ENGINE_INLINE bitboard engine_pins(bitboard snipers, int king, bitboard own,
                                   bitboard *checkers)
{
    bitboard pins = 0;
    while (snipers != 0) {
        int sniper = bb_pop(&snipers);
        bitboard ray = CHESS_RAY_TO[king][sniper];
        bitboard between = ray & own;
        if (between == 0)
            *checkers |= bb_square(sniper);
        else if ((between & (between - 1)) == 0)
            pins |= ray;
    }
    return pins;
}

ENGINE_INLINE void engine_find_masks(const chess_position *pos, chess_color us,
                                     int king, engine_masks *m)
{
    chess_color them = chess_other(us);
    const bitboard *their = pos->pieces[them];
    bitboard own = pos->by_color[us], enemy = pos->by_color[them];

    m->checkers = (CHESS_KNIGHT_ATTACKS[king] & their[CHESS_KNIGHT]) |
                  (engine_pawn_attacks(us, king) & their[CHESS_PAWN]);
    m->pin_straight = engine_pins(engine_rook(king, enemy) &
                                      (their[CHESS_ROOK] | their[CHESS_QUEEN]),
                                  king, own, &m->checkers);
    m->pin_diagonal =
        engine_pins(engine_bishop(king, enemy) &
                        (their[CHESS_BISHOP] | their[CHESS_QUEEN]),
                    king, own, &m->checkers);
    if (m->checkers == 0)
        m->check_mask = BB_ALL;
    else if ((m->checkers & (m->checkers - 1)) == 0)
        m->check_mask = CHESS_RAY_TO[king][bb_first(m->checkers)];
    else
        m->check_mask = 0; /* double check: only the king moves */
}

/* Takes one move as the sink's mode says: listed, or its child made and
 * that child's moves counted. */
ENGINE_INLINE int engine_take(const engine_sink *sink, int n,
                              chess_move move)
{
    if (sink->mode == ENGINE_LIST) {
        sink->list[n] = move;
        return n + 1;
    }
    return n + engine_count_child(sink, move);
}

/* Adds the moves from `from` to each target (or counts them, or counts
 * the moves of the positions they lead to). */
ENGINE_INLINE int engine_add(const engine_sink *sink, int n, int from,
                             bitboard targets, chess_kind piece)
{
    if (sink->mode == ENGINE_COUNT)
        return n + bb_count(targets);
    while (targets != 0)
        n = engine_take(sink, n,
                        (chess_move){(uint8_t)from, (uint8_t)bb_pop(&targets),
                                     (uint8_t)piece, CHESS_PAWN});
    return n;
}

/* Pawn moves onto targets, each from the square `back` away from it; on
 * the last rank under fide rules, one move per promotion piece. */
ENGINE_INLINE int engine_add_pawns(const engine_sink *sink, int n,
                                   bitboard targets, int back, bool promote)
{
    static const chess_kind PROMOTIONS[] = {CHESS_QUEEN, CHESS_ROOK,
                                            CHESS_BISHOP, CHESS_KNIGHT};
    if (sink->mode == ENGINE_COUNT)
        return n + (promote ? 4 : 1) * bb_count(targets);
    while (targets != 0) {
        int to = bb_pop(&targets);
        for (int i = 0; i < (promote ? 4 : 1); i++)
            n = engine_take(sink, n,
                            (chess_move){(uint8_t)(to + back), (uint8_t)to,
                                         CHESS_PAWN,
                                         (uint8_t)(promote ? PROMOTIONS[i]
                                                           : CHESS_PAWN)});
    }
    return n;
}

/* A set moved one rank forward for us, or diagonally forward towards file
 * a (west) or file h (east). a8 is bit 0, so white moves to lower bits. */
ENGINE_INLINE bitboard engine_forward(bitboard set, chess_color us)
{
    return us == CHESS_WHITE ? set >> 8 : set << 8;
}

ENGINE_INLINE bitboard engine_west(bitboard set, chess_color us)
{
    set &= ~bb_file(0);
    return us == CHESS_WHITE ? set >> 9 : set << 7;
}

ENGINE_INLINE bitboard engine_east(bitboard set, chess_color us)
{
    set &= ~bb_file(7);
    return us == CHESS_WHITE ? set >> 7 : set << 9;
}

/* Every square side `them` attacks with the board occupied as given. */
ENGINE_INLINE bitboard engine_attack_map(const chess_position *pos,
                                         chess_color them, bitboard occupied)
{
    const bitboard *their = pos->pieces[them];
    bitboard pawns = their[CHESS_PAWN];
    bitboard map = engine_west(pawns, them) | engine_east(pawns, them);
    for (bitboard set = their[CHESS_KING]; set != 0;)
        map |= CHESS_KING_ATTACKS[bb_pop(&set)];
    for (bitboard set = their[CHESS_KNIGHT]; set != 0;)
        map |= CHESS_KNIGHT_ATTACKS[bb_pop(&set)];
    for (bitboard set = their[CHESS_BISHOP] | their[CHESS_QUEEN]; set != 0;)
        map |= engine_bishop(bb_pop(&set), occupied);
    for (bitboard set = their[CHESS_ROOK] | their[CHESS_QUEEN]; set != 0;)
        map |= engine_rook(bb_pop(&set), occupied);
    return map;
}

/* Adds targets split into the last rank (promotions under fide) and the
 * rest. */
ENGINE_INLINE int engine_add_pawn_set(const engine_sink *sink, int n,
                                      bitboard targets, int back, bool fide,
                                      bitboard last)
{
    if (!fide)
        return engine_add_pawns(sink, n, targets, back, false);
    n = engine_add_pawns(sink, n, targets & ~last, back, false);
    return engine_add_pawns(sink, n, targets & last, back, true);
}

ENGINE_INLINE int engine_pawns(const chess_position *pos,
                               const engine_masks *m,
                               bool fide, const engine_sink *sink, int n,
                               chess_color us)
{
    bitboard pawns = pos->pieces[us][CHESS_PAWN];
    bitboard empty = ~pos->occupied;
    bitboard enemy = pos->by_color[chess_other(us)];
    bitboard last = bb_row(us == CHESS_WHITE ? 0 : 7);
    bitboard third = bb_row(us == CHESS_WHITE ? 5 : 2);
    int ahead = us == CHESS_WHITE ? -8 : 8;

    /* Pushes: pawns pinned on a diagonal cannot push, those pinned on a
     * file stay on it. The double step may block a check the single step
     * does not, so it is found before the check mask applies. */
    bitboard pushers = pawns & ~m->pin_diagonal;
    bitboard one = (engine_forward(pushers & ~m->pin_straight, us) |
                    (engine_forward(pushers & m->pin_straight, us) &
                     m->pin_straight)) &
                   empty;
    bitboard two = engine_forward(one & third, us) & empty & m->check_mask;
    one &= m->check_mask;

    /* Captures: pawns pinned on a rank or file cannot take, those pinned
     * on a diagonal take only along it. */
    bitboard takers = pawns & ~m->pin_straight;
    bitboard free_takers = takers & ~m->pin_diagonal;
    bitboard pinned_takers = takers & m->pin_diagonal;
    bitboard west = (engine_west(free_takers, us) |
                     (engine_west(pinned_takers, us) & m->pin_diagonal)) &
                    enemy & m->check_mask;
    bitboard east = (engine_east(free_takers, us) |
                     (engine_east(pinned_takers, us) & m->pin_diagonal)) &
                    enemy & m->check_mask;

    n = engine_add_pawn_set(sink, n, one, -ahead, fide, last);
    n = engine_add_pawns(sink, n, two, -2 * ahead, false);
    n = engine_add_pawn_set(sink, n, west, -ahead + 1, fide, last);
    return engine_add_pawn_set(sink, n, east, -ahead - 1, fide, last);
}

/* En passant: the pawn that just stepped two squares is taken by a pawn
 * beside it. Rare, so each candidate is checked by looking at the king
 * after the move: lifting two pawns off one rank can uncover a rook. */
ENGINE_INLINE int engine_en_passant(const chess_position *pos, int king,
                                    const engine_sink *sink, int n,
                                    chess_color us)
{
    chess_color them = chess_other(us);
    const bitboard *their = pos->pieces[them];
    int target = pos->en_passant;
    int taken = target + (us == CHESS_WHITE ? 8 : -8);

    if (taken < 0 || taken >= BB_SQUARES ||
        (their[CHESS_PAWN] & bb_square(taken)) == 0 ||
        (pos->occupied & bb_square(target)) != 0)
        return n;
    for (bitboard from = engine_pawn_attacks(them, target) &
                         pos->pieces[us][CHESS_PAWN];
         from != 0;) {
        int sq = bb_pop(&from);
        bitboard after = pos->occupied ^ bb_square(sq) ^ bb_square(target) ^
                         bb_square(taken);
        if (king >= 0 &&
            ((engine_rook(king, after) &
              (their[CHESS_ROOK] | their[CHESS_QUEEN])) != 0 ||
             (engine_bishop(king, after) &
              (their[CHESS_BISHOP] | their[CHESS_QUEEN])) != 0 ||
             (CHESS_KNIGHT_ATTACKS[king] & their[CHESS_KNIGHT]) != 0 ||
             (engine_pawn_attacks(us, king) & their[CHESS_PAWN] &
              ~bb_square(taken)) != 0))
            continue;
        n = engine_add(sink, n, sq, bb_square(target), CHESS_PAWN);
    }
    return n;
}

/* The castlings open to us when not in check, as the king's target
 * squares: the right (which promises the rook, but it is looked at
 * anyway) and the squares between king and rook empty. Whether the
 * king's path is attacked is left to the caller. */
ENGINE_INLINE bitboard engine_castle_targets(const chess_position *pos,
                                             int king, chess_color us)
{
    int home = us == CHESS_WHITE ? E1 : E8;
    unsigned short_right =
        us == CHESS_WHITE ? CASTLE_WHITE_KING : CASTLE_BLACK_KING;
    unsigned long_right =
        us == CHESS_WHITE ? CASTLE_WHITE_QUEEN : CASTLE_BLACK_QUEEN;
    bitboard rooks = pos->pieces[us][CHESS_ROOK];
    bitboard occupied = pos->occupied;
    bitboard targets = 0;

    if (king != home || (pos->castling & (short_right | long_right)) == 0)
        return 0;
    if ((pos->castling & short_right) && (rooks & bb_square(home + 3)) &&
        (occupied & (bb_square(home + 1) | bb_square(home + 2))) == 0)
        targets |= bb_square(home + 2);
    if ((pos->castling & long_right) && (rooks & bb_square(home - 4)) &&
        (occupied & (bb_square(home - 1) | bb_square(home - 2) |
                     bb_square(home - 3))) == 0)
        targets |= bb_square(home - 2);
    return targets;
}

/* The king's steps and castlings. Each step is looked at alone when
 * that takes fewer slider lookups than the enemy's whole attack map;
 * castling always asks the map. The king is lifted off the board, so it
 * may not step back along a checking slider's line. Castling happens
 * only out of check, when no slider ray goes through the king, so the
 * lifted map is right for its path too. */
ENGINE_INLINE int engine_king(const chess_position *pos,
                              const engine_masks *m, int king, bool fide,
                              const engine_sink *sink, int n, chess_color us)
{
    const bitboard *their = pos->pieces[chess_other(us)];
    bitboard steps = CHESS_KING_ATTACKS[king] & ~pos->by_color[us];
    bitboard lifted = pos->occupied ^ bb_square(king);
    bitboard castles = fide && m->checkers == 0
                           ? engine_castle_targets(pos, king, us)
                           : 0;
    int sliders = bb_count(their[CHESS_BISHOP] | their[CHESS_ROOK]) +
                  2 * bb_count(their[CHESS_QUEEN]);

    if (castles != 0 || 2 * bb_count(steps) > sliders) {
        bitboard attacked = engine_attack_map(pos, chess_other(us), lifted);
        steps &= ~attacked;
        /* The king passes the square next to it, which must be safe
         * too. (castles is empty unless the king is on its home square,
         * two or more squares from each corner.) */
        if (castles != 0) {
            if ((attacked & (bb_square(king + 1) | bb_square(king + 2))) != 0)
                castles &= ~bb_square(king + 2);
            if ((attacked & (bb_square(king - 1) | bb_square(king - 2))) != 0)
                castles &= ~bb_square(king - 2);
        }
    } else {
        for (bitboard to = steps; to != 0;) {
            int sq = bb_pop(&to);
            if (engine_attacked(pos, us, sq, lifted))
                steps ^= bb_square(sq);
        }
    }
    n = engine_add(sink, n, king, steps, CHESS_KING);
    return engine_add(sink, n, king, castles, CHESS_KING);
}

/* The kind of the slider on sq that moves like `kind`: a queen or kind
 * itself (not asked when only counting). */
ENGINE_INLINE chess_kind engine_slider_kind(const engine_sink *sink,
                                            const bitboard *mine, int sq,
                                            chess_kind kind)
{
    if (sink->mode == ENGINE_COUNT)
        return kind;
    return (mine[CHESS_QUEEN] & bb_square(sq)) != 0 ? CHESS_QUEEN : kind;
}

/* Sliders moving one way (straight: along ranks and files, else along
 * diagonals), queens among them: unpinned ones anywhere, those pinned
 * along a ray of that way along it only. A piece pinned the other way
 * is in neither set (the caller's `pinned` holds both kinds of ray). */
ENGINE_INLINE int engine_sliders(const bitboard *mine, bitboard pinned,
                                 bitboard ray, bool straight,
                                 bitboard occupied, bitboard target,
                                 const engine_sink *sink, int n)
{
    bitboard set = mine[straight ? CHESS_ROOK : CHESS_BISHOP] |
                   mine[CHESS_QUEEN];
    chess_kind kind = straight ? CHESS_ROOK : CHESS_BISHOP;

    for (bitboard free = set & ~pinned; free != 0;) {
        int sq = bb_pop(&free);
        bitboard attacks = straight ? engine_rook(sq, occupied)
                                    : engine_bishop(sq, occupied);
        n = engine_add(sink, n, sq, attacks & target,
                       engine_slider_kind(sink, mine, sq, kind));
    }
    for (bitboard held = set & ray; held != 0;) {
        int sq = bb_pop(&held);
        bitboard attacks = straight ? engine_rook(sq, occupied)
                                    : engine_bishop(sq, occupied);
        n = engine_add(sink, n, sq, attacks & target & ray,
                       engine_slider_kind(sink, mine, sq, kind));
    }
    return n;
}

/* us's legal moves in pos, as mode says: written to list (ENGINE_LIST)
 * and counted, counted, or (ENGINE_LEAVES) the moves of every position
 * they lead to, counted and added up. */
ENGINE_INLINE int engine_generate_side(const chess_position *pos, bool fide,
                                       engine_mode mode, chess_move *list,
                                       chess_color us)
{
    chess_position child;
    const engine_sink into = {mode, list, pos, &child, fide, us};
    const engine_sink *sink = &into;
    const bitboard *mine = pos->pieces[us];
    bitboard own = pos->by_color[us], occupied = pos->occupied;
    engine_masks m = {0, BB_ALL, 0, 0};
    int king = -1, n = 0;

    if (mine[CHESS_KING] != 0) {
        king = bb_first(mine[CHESS_KING]);
        engine_find_masks(pos, us, king, &m);
        n = engine_king(pos, &m, king, fide, sink, n, us);
        if (m.check_mask == 0)
            return n;
    }

    bitboard pinned = m.pin_straight | m.pin_diagonal;
    bitboard target = ~own & m.check_mask;
    for (bitboard set = mine[CHESS_KNIGHT] & ~pinned; set != 0;) {
        int sq = bb_pop(&set);
        n = engine_add(sink, n, sq, CHESS_KNIGHT_ATTACKS[sq] & target,
                       CHESS_KNIGHT);
    }
    n = engine_sliders(mine, pinned, m.pin_diagonal, false, occupied,
                       target, sink, n);
    n = engine_sliders(mine, pinned, m.pin_straight, true, occupied, target,
                       sink, n);
    n = engine_pawns(pos, &m, fide, sink, n, us);
    if (fide && pos->en_passant >= 0)
        n = engine_en_passant(pos, king, sink, n, us);
    return n;
}

static int engine_count_white(const chess_position *pos, bool fide)
{
    return engine_generate_side(pos, fide, ENGINE_COUNT, NULL, CHESS_WHITE);
}

static int engine_count_black(const chess_position *pos, bool fide)
{
    return engine_generate_side(pos, fide, ENGINE_COUNT, NULL, CHESS_BLACK);
}

/* The leaves two plies below pos (ENGINE_LEAVES). Inlined into perft's
 * loop, where a call measured 6% slower over the six standard positions,
 * except under AddressSanitizer: it gives every inlined copy's locals
 * slots of their own, and perft's frame would pass 16 KB. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ENGINE_LEAVES_APART
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define ENGINE_LEAVES_APART
#endif
#if defined(ENGINE_LEAVES_APART) && defined(__GNUC__)
#define ENGINE_LEAVES_FUNCTION static __attribute__((noinline))
#else
#define ENGINE_LEAVES_FUNCTION ENGINE_INLINE
#endif

ENGINE_LEAVES_FUNCTION int engine_leaves_white(const chess_position *pos,
                                               bool fide)
{
    return engine_generate_side(pos, fide, ENGINE_LEAVES, NULL, CHESS_WHITE);
}

ENGINE_LEAVES_FUNCTION int engine_leaves_black(const chess_position *pos,
                                               bool fide)
{
    return engine_generate_side(pos, fide, ENGINE_LEAVES, NULL, CHESS_BLACK);
}

static int engine_count(const chess_position *pos, chess_rules rules)
{
    bool fide = rules == CHESS_RULES_FIDE;
    return pos->to_move == CHESS_WHITE ? engine_count_white(pos, fide)
                                       : engine_count_black(pos, fide);
}

static int engine_generate(const chess_position *pos, chess_rules rules,
                           chess_move *moves)
{
    bool fide = rules == CHESS_RULES_FIDE;
    return pos->to_move == CHESS_WHITE
               ? engine_generate_side(pos, fide, ENGINE_LIST, moves,
                                      CHESS_WHITE)
               : engine_generate_side(pos, fide, ENGINE_LIST, moves,
                                      CHESS_BLACK);
}

static bool engine_in_check(const chess_position *pos, chess_color color)
{
    bitboard king = pos->pieces[color][CHESS_KING];
    return king != 0 && (king & (king - 1)) == 0 &&
           engine_attacked(pos, color, bb_first(king), pos->occupied);
}

/* perft of depth 1 or more for one side to move, the colours constants
 * in each of the two copies. Two plies from the leaves, where most of
 * the time goes, the generator makes each child as it finds the move
 * and counts the child's moves (ENGINE_LEAVES). */
static uint64_t engine_perft_white(const chess_position *pos, bool fide,
                                   int depth);
static uint64_t engine_perft_black(const chess_position *pos, bool fide,
                                   int depth);

ENGINE_INLINE uint64_t engine_perft_side(const chess_position *pos, bool fide,
                                         int depth, chess_color us)
{
    chess_move moves[CHESS_MOVES_MAX];
    uint64_t total = 0;

    if (depth == 1)
        return (uint64_t)engine_generate_side(pos, fide, ENGINE_COUNT, NULL,
                                              us);
    if (depth == 2)
        return (uint64_t)(us == CHESS_WHITE ? engine_leaves_white(pos, fide)
                                            : engine_leaves_black(pos, fide));
    int n = engine_generate_side(pos, fide, ENGINE_LIST, moves, us);
    for (int i = 0; i < n; i++) {
        chess_position child;
        chess_move_make_for(pos, moves[i], &child, us);
        total += us == CHESS_WHITE
                     ? engine_perft_black(&child, fide, depth - 1)
                     : engine_perft_white(&child, fide, depth - 1);
    }
    return total;
}

static uint64_t engine_perft_white(const chess_position *pos, bool fide,
                                   int depth)
{
    return engine_perft_side(pos, fide, depth, CHESS_WHITE);
}

static uint64_t engine_perft_black(const chess_position *pos, bool fide,
                                   int depth)
{
    return engine_perft_side(pos, fide, depth, CHESS_BLACK);
}

static uint64_t engine_perft(const chess_position *pos, chess_rules rules,
                             int depth)
{
    bool fide = rules == CHESS_RULES_FIDE;
    if (depth <= 1)
        return depth == 1 ? (uint64_t)engine_count(pos, rules) : 1;
    return pos->to_move == CHESS_WHITE ? engine_perft_white(pos, fide, depth)
                                       : engine_perft_black(pos, fide, depth);
}

/* perft with a memory: a subtree ENGINE_HASH_DEPTH or more plies deep is
 * looked up before it is counted and stored after (shallower ones cost
 * less to count again than a probe that misses the cache); key is pos's,
 * kept up to date move by move. */
#ifndef ENGINE_HASH_DEPTH
#define ENGINE_HASH_DEPTH 2
#endif
static uint64_t engine_perft_keyed(const chess_position *pos,
                                   chess_rules rules, int depth,
                                   chess_perft_table *table, uint64_t key)
{
    chess_move moves[CHESS_MOVES_MAX];
    uint64_t total = 0;

    if (depth < ENGINE_HASH_DEPTH)
        return engine_perft(pos, rules, depth);
    if (chess_perft_probe(table, key, depth, &total))
        return total;
    if (depth - 1 < ENGINE_HASH_DEPTH) {
        /* The children are not looked up: counted by the plain perft,
         * whose colours are constants. */
        total = engine_perft(pos, rules, depth);
        chess_perft_store(table, key, depth, total);
        return total;
    }
    int n = engine_generate(pos, rules, moves);
    if (n > 0) {
        /* One child ahead: its entries are fetched while the one before
         * it is counted. */
        chess_position child[2];
        uint64_t child_key[2];
        chess_move_make(pos, moves[0], &child[0]);
        child_key[0] = chess_perft_key_after(table, key, pos, &child[0]);
        chess_perft_prefetch(table, child_key[0]);
        for (int i = 0; i < n; i++) {
            int now = i & 1, next = now ^ 1;
            if (i + 1 < n) {
                chess_move_make(pos, moves[i + 1], &child[next]);
                child_key[next] =
                    chess_perft_key_after(table, key, pos, &child[next]);
                chess_perft_prefetch(table, child_key[next]);
            }
            total += engine_perft_keyed(&child[now], rules, depth - 1, table,
                                        child_key[now]);
        }
    }
    chess_perft_store(table, key, depth, total);
    return total;
}

static uint64_t engine_perft_hashed(const chess_position *pos,
                                    chess_rules rules, int depth,
                                    chess_perft_table *table)
{
    return engine_perft_keyed(pos, rules, depth, table,
                              chess_perft_key(table, pos));
}

const chess_engine ENGINE_VARIANT = {ENGINE_NAME,     engine_count,
                                     engine_generate, engine_in_check,
                                     engine_perft,    engine_perft_hashed};

#endif
