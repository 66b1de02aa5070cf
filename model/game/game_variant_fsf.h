/* A variant as Fairy-Stockfish's variants.ini keys describe it: piece
 * types by its names, regions as sets of squares, the promotion and
 * castling piece sets. The reader (game_variant_file.c) fills one from a
 * parent and a section's keys; the conversions here judge what boardex's
 * variant data (game_variant.h) can express. Inside model/game only. */
#ifndef BOARDEX_GAME_VARIANT_FSF_H
#define BOARDEX_GAME_VARIANT_FSF_H

#include <stdint.h>

#include "game_variant.h"

enum {
    FSF_BETZA_MAX = 64,
    FSF_LINE_MAX = 1000, /* characters a line of a variants.ini */
    FSF_PAWN = 0,
    FSF_NAMED_COUNT = 36, /* pawn ... centaur, in Fairy-Stockfish's order */
    FSF_CUSTOM_FIRST = FSF_NAMED_COUNT,
    FSF_CUSTOM_COUNT = 25, /* customPiece1 ... customPiece25 */
    FSF_KING = FSF_CUSTOM_FIRST + FSF_CUSTOM_COUNT,
    /* Slots no key names: a built-in parent's pieces that match no named
     * piece, so that a child's customPieceN never replaces them. */
    FSF_HIDDEN_FIRST = FSF_KING + 1,
    FSF_TYPE_COUNT = FSF_HIDDEN_FIRST + GAME_MAX_DEFINED + 6,
};

typedef enum { FSF_WHITE, FSF_BLACK } fsf_color;

/* What a key sets, so that a refusal found when the whole section is
 * known names the line that set it. */
typedef enum {
    FSF_ON_SIZE, FSF_ON_PIECES, FSF_ON_PROMOTION, FSF_ON_DOUBLE_STEP,
    FSF_ON_EN_PASSANT, FSF_ON_CASTLING, FSF_ON_START, FSF_ON_IMMOBILITY,
    FSF_ON_EXTINCTION, FSF_ON_COUNT
} fsf_aspect;

/* extinctionValue's values, as Fairy-Stockfish reads a Value. */
typedef enum {
    FSF_VALUE_NONE, FSF_VALUE_WIN, FSF_VALUE_LOSS, FSF_VALUE_DRAW,
    FSF_VALUE_COUNT
} fsf_value;

/* extinctionPieceTypes: none, all (*), or some letters. */
typedef enum {
    FSF_EXTINCT_NONE, FSF_EXTINCT_ALL, FSF_EXTINCT_SOME
} fsf_extinct_types;

/* The extinction keys. boardex reads one setting of them, Fairy-Stockfish's
 * bare king rule (shatranj, courier: src/variant.cpp), and no rule at all
 * (extinctionValue none, the default). */
typedef struct {
    fsf_value value;
    bool claim;
    fsf_extinct_types types;
    int count;
    int opponent_count;
} fsf_extinction;

typedef struct {
    char letter; /* lower case; 0: the variant has no such piece */
    char betza[FSF_BETZA_MAX]; /* custom, hidden and a custom king */
} fsf_piece;

/* Bit f of ranks[r] is file f of rank r + 1 (counted from white). */
typedef struct {
    uint32_t ranks[BOARD_MAX_SIDE];
} fsf_region;

typedef struct {
    board_size size;
    fsf_piece pieces[FSF_TYPE_COUNT];
    bool promotes_to[FSF_TYPE_COUNT];
    int limit[FSF_TYPE_COUNT]; /* promotionLimit; 0: none */
    bool castling_rook[FSF_TYPE_COUNT];
    fsf_region promotion[2];
    fsf_region double_step[2];
    fsf_region en_passant;
    bool mandatory;
    bool immobility_illegal;
    bool double_step_on;
    bool castling;
    game_counting counting; /* countingRule */
    fsf_extinction extinction;
    int castle_file[2]; /* king side, queen side */
    char start[GAME_FEN_MAX];
    int lines[FSF_ON_COUNT]; /* the line that last set each; 0: none */
} fsf_rules;

/* The key naming a piece type ("knight", "customPiece3", "king"), or
 * NULL for a hidden slot. buf holds a custom piece's name. */
const char *fsf_type_name(int type, char buf[16]);

/* The type the len bytes of key name, or -1. */
int fsf_type_of_name(const char *key, size_t len);

/* A named type's moves in Betza (the pawn's "fmWfcF"), or NULL for
 * custom, hidden and king slots. */
const char *fsf_named_betza(int type);

/* The moves of a present piece: the named table's or its own, "K" for a
 * plain king. */
const char *fsf_betza_of(const fsf_rules *rules, int type);

/* countingRule's values as Fairy-Stockfish's parser reads them
 * (src/parser.cpp, set(value, CountingRule&)): makruk, cambodian, asean,
 * none. The rule of a value, false when it is none of them; the value of
 * a rule. */
bool fsf_counting_of_name(const char *value, game_counting *out);
const char *fsf_counting_name(game_counting counting);

/* The present type with that letter (either case), or -1. */
int fsf_type_of_letter(const fsf_rules *rules, char letter);

/* Fairy-Stockfish's piece changes: adding drops the piece that had the
 * letter; removing drops the type from the promotion choices too. */
void fsf_add_piece(fsf_rules *rules, int type, char letter,
                   const char *betza);
void fsf_remove_piece(fsf_rules *rules, int type);

/* A region of whole ranks counted from color's own side (rank 1 is
 * color's first), from..to inclusive. */
void fsf_region_ranks(fsf_region *region, fsf_color color, int from, int to,
                      int height);

/* Fairy-Stockfish's template for a section without a parent: chess's
 * rules on 8x8 and no pieces at all. */
void fsf_template(fsf_rules *out);

/* The extinction keys of the bare king rule. */
fsf_extinction fsf_bare_king(void);

/* A Value as a key's value says it: none, win, loss, draw. */
const char *fsf_value_name(fsf_value value);

/* A built-in variant as a parent. */
void fsf_from_variant(const game_variant *variant, fsf_rules *out);

/* The variant the rules describe, named name, or a refusal for what the
 * data cannot express (at the line that set it). */
bx_status fsf_to_variant(const fsf_rules *rules, const char *name,
                         game_variant *out, bx_error *err);

#endif
