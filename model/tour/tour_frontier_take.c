/* A step of the frontier count. A state gives each slot of the frontier
 * a code:
 *
 *   EMPTY      no square, or a square with all the moves it needs;
 *   FREE       a square no move touches yet (it needs two);
 *   TO_END     the end of a piece of path whose other end is an end of
 *              the whole tour (or a lone square chosen as such an end);
 *   a label    the end of a piece of path whose other end is the slot
 *              with the same label.
 *
 * and, for open tours, how many squares were chosen as ends of the tour
 * (0 to 2, in the key's top bits). Taking a square: it joins as FREE, or
 * (open) as an end of the tour, then any of its moves to earlier squares
 * that still need one are used, two at most; squares with no neighbour
 * left leave the frontier and must need nothing more. Two pieces of path
 * join; a piece joined to itself is a cycle, and a piece with both ends
 * at tour ends is a whole path: either counts only at the last square,
 * with nothing else left. Labels are renumbered in slot order so equal
 * states meet. Every undirected path is found once. */
#include "tour_frontier_take.h"

#include <string.h>

enum {
    EMPTY = FRONTIER_EMPTY,
    FREE = FRONTIER_FREE,
    TO_END = FRONTIER_TO_END,
    FIRST_LABEL = FRONTIER_FIRST_LABEL,
    /* A key holds a slot in 4 bits, so codes up to 15: 13 labels, of 26
     * or 27 slots, whose states no memory would hold anyway. */
    MOST_SLOTS = 27,
    /* The label of a piece of path made of two squares that were FREE:
     * then 2 of the at most 27 slots are not labels, so at most 12 pairs
     * are, labelled 3 to 14 (a join of other pieces keeps a label of
     * theirs). */
    NEW_LABEL = 15,
    CODES = 32,         /* slots of a key's two words, 16 a word */
    END_BITS_AT = 126,  /* where the count of tour ends sits in a key */
};

/* The 8 codes of the low 32 bits of x (slot s at bits 4s to 4s + 3)
 * as bytes, 8 at once. */
static void bytes_of(uint64_t x, unsigned char bytes[8])
{
    x &= 0x00000000FFFFFFFFu;
    x = (x | x << 16) & 0x0000FFFF0000FFFFu;
    x = (x | x << 8) & 0x00FF00FF00FF00FFu;
    x = (x | x << 4) & 0x0F0F0F0F0F0F0F0Fu;
    for (int i = 0; i < 8; i++) /* one store, whatever the byte order */
        bytes[i] = (unsigned char)(x >> 8 * i);
}

static bool all_empty(const unsigned char *code, int slots)
{
    for (int s = 0; s < slots; s++)
        if (code[s] != EMPTY)
            return false;
    return true;
}

/* The other end of the piece of path ending at slot s: s itself for a
 * FREE square, -1 for an end of the tour. */
static int other_end(const unsigned char *code, int slots, int s)
{
    if (code[s] == FREE)
        return s;
    if (code[s] == TO_END)
        return -1;
    for (int k = 0; k < slots; k++)
        if (k != s && code[k] == code[s])
            return k;
    return -1; /* not reached: labels come in pairs */
}

typedef enum { JOIN_DEAD, JOIN_MADE, JOIN_WHOLE } join;

/* The slots a move changed and what they held, to put them back: the
 * codes are changed in place rather than copied for each choice. */
typedef struct {
    int slot[4];
    unsigned char was[4];
    int count;
} undo;

static void set(unsigned char *code, undo *u, int slot, unsigned char value)
{
    u->slot[u->count] = slot;
    u->was[u->count++] = code[slot];
    code[slot] = value;
}

static void put_back(unsigned char *code, const undo *u)
{
    for (int k = u->count - 1; k >= 0; k--)
        code[u->slot[k]] = u->was[k];
}

/* Uses the move between slots a and b, both needing one. */
static join use_move(const frontier_taker *t, unsigned char *code, int a,
                     int b, undo *u)
{
    int slots = t->rules->plan->slots;
    int ca = code[a], cb = code[b];

    if (ca >= FIRST_LABEL && ca == cb) {
        set(code, u, a, EMPTY);
        set(code, u, b, EMPTY);
        return t->rules->closed && t->last && all_empty(code, slots)
                   ? JOIN_WHOLE
                   : JOIN_DEAD;
    }
    int ea = other_end(code, slots, a), eb = other_end(code, slots, b);
    if (ca != FREE)
        set(code, u, a, EMPTY);
    if (cb != FREE)
        set(code, u, b, EMPTY);
    if (ea < 0 && eb < 0)
        return t->last && all_empty(code, slots) ? JOIN_WHOLE : JOIN_DEAD;
    if (ea < 0) {
        set(code, u, eb, TO_END);
    } else if (eb < 0) {
        set(code, u, ea, TO_END);
    } else {
        unsigned char label = ca >= FIRST_LABEL   ? (unsigned char)ca
                              : cb >= FIRST_LABEL ? (unsigned char)cb
                                                  : NEW_LABEL;
        set(code, u, ea, label);
        set(code, u, eb, label);
    }
    return JOIN_MADE;
}

static int need(unsigned char value)
{
    return value == FREE ? 2 : value != EMPTY;
}

/* The key of a state a move changed: its labels renumbered in slot order
 * so that equal states meet. Made a slot at a time: the codes were just
 * written a byte at a time, and reading them back a word at a time would
 * wait for those writes. */
static frontier_key key_of(const unsigned char *code, int slots, int ends)
{
    uint64_t renamed = 0; /* 4 bits a label: its new one, or 0 */
    uint64_t next_label = FIRST_LABEL;
    uint64_t low = 0, high = (uint64_t)ends << (END_BITS_AT - 64);

    for (int s = 0; s < slots; s++) {
        uint64_t value = code[s];
        if (value >= FIRST_LABEL) {
            uint64_t label = renamed >> 4 * value & 15;
            if (label == 0) {
                label = next_label++;
                renamed |= label << 4 * value;
            }
            value = label;
        }
        if (s < CODES / 2)
            low |= value << 4 * s;
        else
            high |= value << 4 * (s - CODES / 2);
    }
    return (frontier_key)high << 64 | low;
}

/* Keeps the state the step made with `made` moves, if it can still end
 * in a tour. */
static void keep(frontier_taker *t, const unsigned char *code, int ends,
                 int made)
{
    const frontier_plan *p = t->rules->plan;
    const unsigned char *room = p->room + (size_t)t->step * p->slots;

    if (t->last && !t->keep_last)
        return; /* only whole tours count at the last square */
    for (int k = p->leaving_start[t->step]; k < p->leaving_start[t->step + 1];
         k++)
        if (code[p->leaving[k]] != EMPTY)
            return; /* a square left needing moves */
    /* Squares needing more moves than they have left: the step's square
     * and its earlier neighbours are the only ones whose room or need
     * changed since the state was kept. */
    if (need(code[p->slot[t->step]]) > room[p->slot[t->step]])
        return;
    for (int k = p->earlier_start[t->step];
         k < p->earlier_start[t->step + 1]; k++)
        if (need(code[p->earlier[k]]) > room[p->earlier[k]])
            return;
    int at = p->slot[t->step];
    /* No move made: the state taken with the square's code added, its
     * labels still in order. */
    frontier_key key = made > 0 ? key_of(code, p->slots, ends)
                                : (t->taken | (frontier_key)code[at] << 4 * at |
                                   (frontier_key)ends << END_BITS_AT);
    if (!frontier_states_put(t->outbox, key, t->ways))
        t->out_of_memory = true;
}

/* Tries each subset of the moves from the step's square to earlier
 * squares, from the j-th on, after `made` of them (two at most). */
static void use_moves(frontier_taker *t, unsigned char *code, int ends,
                      int j, int made)
{
    const frontier_plan *p = t->rules->plan;
    int at = p->slot[t->step];
    int first = p->earlier_start[t->step], end = p->earlier_start[t->step + 1];

    while (first + j < end && need(code[at]) > 0 &&
           need(code[p->earlier[first + j]]) == 0)
        j++;
    if (first + j >= end || need(code[at]) == 0) {
        keep(t, code, ends, made);
        return;
    }
    undo u = {.count = 0};
    switch (use_move(t, code, at, p->earlier[first + j], &u)) {
    case JOIN_WHOLE:
        t->total += t->ways;
        break;
    case JOIN_MADE:
        use_moves(t, code, ends, j + 1, made + 1);
        break;
    case JOIN_DEAD:
        break;
    }
    put_back(code, &u);
    /* Not using the move: a neighbour for which it was the last one left
     * would leave the frontier still needing it. */
    if (!p->earlier_leaves[first + j])
        use_moves(t, code, ends, j + 1, made);
}

bool frontier_key_fits(int slots)
{
    return slots <= MOST_SLOTS;
}

frontier_rules frontier_rules_of(const frontier_plan *plan, bool closed,
                                 const int fixed[2])
{
    frontier_rules rules = {plan, closed, {fixed[0], fixed[1]}, {-1, -1},
                            NULL};

    /* An end given outside the plan (in the other half of a split count)
     * is always still to come: it keeps its end from this half's squares.
     * A port is the other half's square, never this one's end. */
    for (int k = 0; k < 2; k++)
        if (fixed[k] >= 0)
            rules.fixed_step[k] = plan->steps;
    for (int step = 0; step < plan->steps; step++)
        for (int k = 0; k < 2; k++)
            if (plan->square[step] == fixed[k] &&
                (plan->port == NULL || !plan->port[step]))
                rules.fixed_step[k] = step;
    return rules;
}

/* Every slot's code of a key, its count of tour ends left out. */
static void codes_of(frontier_key key, unsigned char code[CODES])
{
    uint64_t low = (uint64_t)key, high = (uint64_t)(key >> 64);

    high &= ~((uint64_t)3 << (END_BITS_AT - 64));
    bytes_of(low, code);
    bytes_of(low >> 32, code + 8);
    bytes_of(high, code + 16);
    bytes_of(high >> 32, code + 24);
}

void frontier_key_codes(frontier_key key, int slots, unsigned char *code)
{
    unsigned char all[CODES];

    codes_of(key, all);
    memcpy(code, all, (size_t)slots);
}

void frontier_take(frontier_taker *t, frontier_key key, tour_big ways)
{
    const frontier_rules *r = t->rules;
    const frontier_plan *p = r->plan;
    unsigned char code[CODES];
    int ends = (int)(key >> END_BITS_AT);
    int v = p->square[t->step], at = p->slot[t->step];
    bool port = p->port != NULL && p->port[t->step];
    bool fixed_here = !port && (v == r->fixed[0] || v == r->fixed[1]);
    int fixed_to_come =
        (t->step < r->fixed_step[0]) + (t->step < r->fixed_step[1]);

    t->ways = ways;
    t->taken = key & ~((frontier_key)3 << END_BITS_AT);
    codes_of(key, code);
    if (!fixed_here) {
        code[at] = FREE;
        use_moves(t, code, ends, 0, 0);
    }
    /* Open: the square as an end of the tour, if it must be one, or if an
     * end is left for it (each end given keeps one until it is taken)
     * and the colours allow it; a port's ends are the other half's to
     * choose. */
    if (!r->closed && !port &&
        (fixed_here || (ends + fixed_to_come < 2 &&
                        (r->may_end == NULL || r->may_end[v])))) {
        code[at] = TO_END;
        use_moves(t, code, ends + 1, 0, 0);
    }
}
