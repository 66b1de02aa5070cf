/* Legal move generation with check and pin masks (see
 * reference_movegen.h). */
#include "reference_movegen.h"

#include "attacks.h"
#include "position_rules.h"

/* Enemy sliders that would hit the king if color's own pieces were not
 * there; each with exactly one of color's pieces between pins it. */
static bitboard find_pinned(const chess_position *pos, chess_color color,
                            int king)
{
    chess_color enemy = chess_other(color);
    const bitboard *their = pos->pieces[enemy];
    bitboard others = pos->by_color[enemy];
    bitboard snipers =
        (rook_attacks(king, others) &
         (their[CHESS_ROOK] | their[CHESS_QUEEN])) |
        (bishop_attacks(king, others) &
         (their[CHESS_BISHOP] | their[CHESS_QUEEN]));
    bitboard pinned = 0;

    while (snipers != 0) {
        bitboard between =
            squares_between(king, bb_pop(&snipers)) & pos->occupied;
        if (bb_count(between) == 1 && (between & pos->by_color[color]))
            pinned |= between;
    }
    return pinned;
}

void reference_constraints(const chess_position *pos, chess_color color,
                         move_constraints *out)
{
    chess_color enemy = chess_other(color);
    int king = position_king(pos, color);

    *out = (move_constraints){.king = king, .check_mask = BB_ALL};
    if (king < 0)
        return;
    out->checkers =
        attackers_of(pos, king, pos->occupied) & pos->by_color[enemy];
    out->danger = attacks_by(pos, enemy, pos->occupied ^ bb_square(king));
    out->pinned = find_pinned(pos, color, king);
    if (bb_count(out->checkers) == 1) {
        int checker = bb_first(out->checkers);
        out->check_mask = out->checkers | squares_between(king, checker);
    } else if (out->checkers != 0) {
        out->check_mask = 0; /* double check: only the king moves */
    }
}

/* Destinations of the non-king piece of color on sq before checks and
 * pins: attacks on empty or enemy squares; for pawns pushes and captures. */
static bitboard pseudo_targets(const chess_position *pos, chess_color color,
                               chess_kind kind, int sq)
{
    bitboard enemies = pos->by_color[chess_other(color)];
    if (kind == CHESS_PAWN)
        return pawn_pushes(bb_square(sq), color, ~pos->occupied) |
               (pawn_attacks(bb_square(sq), color) & enemies);
    return piece_attacks(kind, color, sq, pos->occupied) &
           ~pos->by_color[color];
}

static bitboard constrain(const move_constraints *c, int sq,
                          bitboard targets)
{
    targets &= c->check_mask;
    if (c->pinned & bb_square(sq))
        targets &= line_through(c->king, sq);
    return targets;
}

static bitboard king_targets(const chess_position *pos, chess_color color,
                             const move_constraints *c)
{
    return king_attacks(pos->pieces[color][CHESS_KING]) &
           ~pos->by_color[color] & ~c->danger;
}

/* Counts (and, when out is not NULL, records) color's legal moves. */
static int generate(const chess_position *pos, chess_color color,
                    move_targets *out)
{
    move_constraints c;
    int count = 0;

    reference_constraints(pos, color, &c);
    if (c.king >= 0) {
        bitboard targets = king_targets(pos, color, &c);
        count += bb_count(targets);
        if (out != NULL)
            out->targets[c.king] = targets;
    }
    if (c.check_mask == 0)
        return count;
    /* Kings other than the one with check rules (none, or several in a
     * position the rules reject) move like any other piece. */
    for (int k = CHESS_PAWN; k <= CHESS_KING; k++) {
        for (bitboard set = pos->pieces[color][k]; set != 0;) {
            int sq = bb_pop(&set);
            if (sq == c.king)
                continue;
            bitboard targets = constrain(
                &c, sq, pseudo_targets(pos, color, (chess_kind)k, sq));
            count += bb_count(targets);
            if (out != NULL)
                out->targets[sq] = targets;
        }
    }
    return count;
}

int reference_count(const chess_position *pos, chess_color color)
{
    if (position_in_check(pos, chess_other(color)))
        return -1;
    return generate(pos, color, NULL);
}

void reference_legal(const chess_position *pos, chess_color color,
                   move_targets *out)
{
    *out = (move_targets){.count = 0};
    out->count = generate(pos, color, out);
}

bitboard reference_square(const chess_position *pos, int sq)
{
    chess_color color;
    chess_kind kind;
    move_constraints c;

    if (!position_piece_at(pos, sq, &color, &kind))
        return 0;
    reference_constraints(pos, color, &c);
    if (sq == c.king)
        return king_targets(pos, color, &c);
    return constrain(&c, sq, pseudo_targets(pos, color, kind, sq));
}

void reference_attack_counts(const chess_position *pos, chess_color color,
                           int counts[BB_SQUARES])
{
    for (int sq = 0; sq < BB_SQUARES; sq++)
        counts[sq] = 0;
    for (int k = CHESS_PAWN; k <= CHESS_KING; k++)
        for (bitboard set = pos->pieces[color][k]; set != 0;) {
            bitboard attacked = piece_attacks((chess_kind)k, color,
                                              bb_pop(&set), pos->occupied);
            while (attacked != 0)
                counts[bb_pop(&attacked)]++;
        }
}
