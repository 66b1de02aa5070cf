/* Variants as data: a game's board, pieces and rules (castling, en
 * passant, promotion) written down once, and played through the door
 * (game.h) by the variant generator under these rules. The built-in
 * variants carry Fairy-Stockfish's names and start positions.
 *
 * Ranks are counted from each side's own first rank (1 = white's rank 1,
 * black's rank H); files from 0 (file a). */
#ifndef BOARDEX_GAME_VARIANT_H
#define BOARDEX_GAME_VARIANT_H

#include <stdbool.h>

#include "game.h"

enum {
    GAME_VARIANT_NAME_MAX = 48,
    /* Every letter defined, "L=BETZA " each. */
    GAME_VARIANT_PIECES_MAX = GAME_MAX_DEFINED * 72,
    GAME_VARIANT_LETTERS_MAX = 64,
    GAME_VARIANT_TEXT_MAX = 320,
};

/* Fairy-Stockfish's countingRule: makruk's, Cambodian chess's or ASEAN
 * chess's count of the moves left to mate. boardex does not play it; a
 * FEN under one may hold a running count (game_position). */
typedef enum {
    GAME_COUNTING_NONE,
    GAME_COUNTING_MAKRUK,
    GAME_COUNTING_CAMBODIAN,
    GAME_COUNTING_ASEAN,
} game_counting;

/* Held by value, so that a variant read from a file is owned by whoever
 * reads it and the rules keep their own copy. */
typedef struct {
    char name[GAME_VARIANT_NAME_MAX];
    /* The letters defined beyond the six chess pieces, and the chess
     * letters N B R Q K moving otherwise, as --define writes them,
     * separated by blanks ("A=BN C=RN", "K=N M=K": the K kind is royal
     * whatever it moves like), or "". */
    char pieces[GAME_VARIANT_PIECES_MAX];
    char start[GAME_FEN_MAX]; /* the start position's FEN */
    /* The letters a pawn may become, lower case. */
    char promotion[GAME_VARIANT_LETTERS_MAX];
    /* A cap per kind on the promoting side's pieces after promoting, as
     * letter and count ("q1r2"), or "" for none: Fairy-Stockfish's
     * promotionLimit (Grand Chess: only a piece the side has lost). */
    char promotion_limit[GAME_VARIANT_LETTERS_MAX];
    /* The rules that differ from chess, in words. */
    char differs[GAME_VARIANT_TEXT_MAX];
    /* The chess letters the variant does not have, lower case ("q"), or
     * "": a FEN or promotion naming one is refused. */
    char removed[8];
    /* The own rank from which a pawn may step twice over empty squares,
     * or 0 for never. */
    int double_step_rank;
    /* The first own rank on which a pawn promotes (0: never). It must on
     * the last rank, and on the ranks before it only when mandatory. */
    int promotion_rank;
    board_size size;
    /* The king's destination file castling king side, and queen side;
     * the rook lands on the file beside it, towards the centre. */
    int castle_file[2];
    bool en_passant;
    bool promotion_mandatory;
    bool castling; /* with the pieces castling_rook in the corners */
    char castling_rook; /* the letter the king castles with, lower case */
    /* Whether black's pieces are white's turned a half turn, as
     * Fairy-Stockfish reads a piece of a variant file, rather than
     * mirrored top to bottom as --define has it: the two differ only for
     * a piece whose moves to the left and right are not the same. */
    bool half_turn;
    /* Fairy-Stockfish's bare king rule (shatranj, courier): the game is
     * over, with no move left to play, when the side to move has more
     * than its king and the other side only its king, or the side to
     * move only its king and the other side three pieces or more (two
     * pieces: it may bare the other king back). */
    bool bare_king;
    game_counting counting;
} game_variant;

/* The built-in variants, in the order `boardex variants` lists them. */
int game_variant_count(void);
const game_variant *game_variant_at(int index);

/* The built-in variant of that name, or NULL with err naming it. */
const game_variant *game_variant_find(const char *name, bx_error *err);

/* Adds to variant the letter "L=BETZA" defines (as --define writes it),
 * or redefines a letter it defines already; the chess letters KQRBNP are
 * refused, as --define refuses them. The Betza is judged when the rules
 * are made (game_rules_new_variant). */
bx_status game_variant_define(game_variant *variant, const char *text,
                              bx_error *err);

/* Rules that play variant: its size and letters, its castling, en
 * passant and promotion. *out NULL on failure. */
bx_status game_rules_new_variant(const game_variant *variant,
                                 game_rules **out, bx_error *err);

/* The variant the rules play, or NULL under seed or fide rules. */
const game_variant *game_rules_variant(const game_rules *rules);

#endif
