/* Position mode's data: the position the user is building, on a board of
 * any size with the chess pieces and pieces defined in Betza, and what the
 * door to positions (model/game) says about it: legal move counts,
 * checks, attacks, FEN.
 *
 * The rules chosen with R (fide, chess with castling, en passant and
 * promotion, the default; or seed, the ChessMoves rules) are in force
 * where the door allows them: fide only for the chess pieces on 8x8, so a
 * defined letter or another size plays by seed, and the panel says why.
 * The rules are compiled when the size, the rule set or a letter changes
 * (explorer_compiled, kept apart from the undo snapshots), never per
 * question.
 *
 * `pos` is the only record of the pieces and the FEN's fields. The
 * position may break the rules (two white kings) and stays editable then:
 * the report says so in `problem` and its counts are zero; it never
 * prevents a put.
 *
 * Squares are square_index numbers of pos.size (row 0 the top rank). */
#ifndef BOARDEX_EXPLORER_POSITION_H
#define BOARDEX_EXPLORER_POSITION_H

#include <stdbool.h>
#include <stddef.h>

#include "chess_rules.h"
#include "game.h"
#include "game_paste.h"
#include "game_variant.h"
#include "square.h"
#include "square_set.h"
#include "status.h"

enum {
    POSITION_EMPTY = '.',
    /* A defined piece's Betza as given: the L prompt's line fits. */
    EXPLORER_LETTER_BETZA_MAX = 128,
    /* The moves played since the position was last edited, as text. */
    EXPLORER_PLAYED_MAX = 256,
    EXPLORER_MOVE_TEXT = GAME_SAN_MAX,
    /* KQRBNP and the defined letters, and '\0'. */
    EXPLORER_LETTERS_MAX = CHESS_KINDS + GAME_MAX_DEFINED + 1,
    /* The largest clock the settings take. */
    EXPLORER_CLOCK_MAX = 9999,
};

/* A letter given to a piece (--define, or L in the explorer). */
typedef struct {
    char letter; /* upper case, not KQRBNP */
    char betza[EXPLORER_LETTER_BETZA_MAX];
} explorer_letter;

/* The rules compiled for a position: what they were compiled from, so
 * that they are compiled again only when that changes (an undo that
 * brings back other letters included). One per explorer, shared by the
 * position and its snapshots. */
typedef struct {
    game_rules *rules; /* NULL until first asked, or out of memory */
    int compiles;      /* how often: a key that changes no rule adds none */
    board_size size;
    chess_rules set;
    const game_variant *variant;
    int letter_count;
    explorer_letter letters[GAME_MAX_DEFINED];
} explorer_compiled;

typedef struct {
    game_position pos; /* the pieces and the FEN's fields */
    chess_rules rules; /* chosen with R */
    /* The variant played (V, a built-in or a file's), or NULL: its
     * rules then replace rules, and its letters come first in letters. */
    const game_variant *variant;
    /* The variants of the variants.ini given at the start, every section
     * (the explorer keeps them: explorer_state.file_variants), or none:
     * V lists them first, and a [Variant] tag or the recovery file may
     * name them. */
    const game_variant *file_variants;
    int file_variant_count;
    /* Defined letters in the order given: letters[i] is the kind
     * CHESS_KINDS + i, so a redefined letter keeps its pieces. */
    explorer_letter letters[GAME_MAX_DEFINED];
    int letter_count;
    explorer_compiled *compiled; /* the explorer's; never NULL */
    /* The moves played since the last edit (a move list starts over when
     * a piece is put, a FEN read, the size or the rules changed), and the
     * move number and side of the first. */
    char played[EXPLORER_PLAYED_MAX][EXPLORER_MOVE_TEXT];
    int played_count;
    int first_fullmove;
    chess_color first_side;

    /* Marks put on squares to explain (board_mark values, M; E clears
     * them), kept through moves and edits; they belong to a board of
     * marks_size and go when the board changes size. */
    unsigned char marks[BOARD_MAX_SQUARES];
    board_size marks_size;

    /* What the door said at the last change. */
    chess_rules in_force;   /* rules, or seed where fide cannot apply */
    bool fide_out;          /* fide cannot apply: a letter or the size */
    game_report report;
} explorer_position;

/* The rules in force, compiled (NULL only when out of memory). */
const game_rules *explorer_position_game_rules(const explorer_position *ep);

/* Frees the compiled rules. */
void explorer_compiled_free(explorer_compiled *compiled);

/* Plays variant from its start position: its board, letters and rules
 * (explorer_position_variant.c). Unchanged on failure. */
bx_status explorer_position_set_variant(explorer_position *ep,
                                        const game_variant *variant,
                                        bx_error *err);

/* Plays variant's rules on an empty board of its size, its letters
 * replacing the letters; NULL leaves the variant: the pieces stay, under
 * the rules chosen with R. */
bx_status explorer_position_use_variant(explorer_position *ep,
                                        const game_variant *variant,
                                        bx_error *err);

/* The variants V lists: ep's file_variants first, in the file's order,
 * then the built-ins; NULL past the last. */
int explorer_variant_count(const explorer_position *ep);
const game_variant *explorer_variant_at(const explorer_position *ep,
                                        int index);

/* The variant named name (any case): one of ep's file_variants, else a
 * built-in one; NULL with err naming it otherwise. */
const game_variant *explorer_variant_find(const explorer_position *ep,
                                          const char *name, bx_error *err);

/* Whether variant is one of ep's file_variants (not a built-in). */
bool explorer_variant_from_file(const explorer_position *ep,
                                const game_variant *variant);

/* The variant a [Variant "NAME"] tag in text names (a PGN tag, as the
 * .fen files w writes under a variant carry): true and *out the one
 * explorer_variant_find gives (NULL for "Standard", plain chess), or
 * false when there is no such tag or it says "From Position". An unknown
 * name is refused. */
bx_status explorer_variant_tag(const explorer_position *ep, const char *text,
                               size_t len, bool *tagged,
                               const game_variant **out, bx_error *err);

/* "capablanca 10x8": the variant's name and board. */
void explorer_variant_label(const game_variant *variant, char *out,
                            size_t size);

/* An empty board of the size already chosen, white to move. */
void explorer_position_clear(explorer_position *ep);

/* The initial position on 8x8, with all four castling rights (the rules
 * stay; a variant's start is explorer_position_set_variant's). */
void explorer_position_initial(explorer_position *ep);

/* Plays by other rules from now on (on the chess path). Going to fide
 * keeps only the castling rights and en-passant square the position can
 * have. */
void explorer_position_set_rules(explorer_position *ep, chess_rules rules);

/* The rules in force: the chosen ones, or seed where fide cannot apply. */
chess_rules explorer_position_rules_in_force(const explorer_position *ep);

/* A new board size: pieces keep their squares counted from a1 (file and
 * rank) where they still fit; returns how many did not. A variant of
 * another size is left (its letters stay). */
int explorer_position_resize(explorer_position *ep, board_size size);

/* Puts a letter on square sq, replacing what was there: a chess FEN letter
 * (KQRBNP white, kqrbnp black), a defined letter (upper case white, lower
 * case black) or '.'. A castling right stays only while its king and rook
 * are on their squares, and the en-passant square only while it is still
 * one a pawn just passed. Returns false for any other letter. */
bool explorer_position_put(explorer_position *ep, int sq, char letter);

/* Whether letter (either case) is a piece here: chess or defined. */
bool explorer_position_knows(const explorer_position *ep, char letter);

/* The letters that place pieces: "KQRBNPAC" white, "kqrbnpac" black. */
void explorer_position_letter_list(const explorer_position *ep,
                                   char white[EXPLORER_LETTERS_MAX],
                                   char black[EXPLORER_LETTERS_MAX]);

/* The FEN letter of the piece on sq, or POSITION_EMPTY. */
char explorer_position_letter(const explorer_position *ep, int sq);

/* Replaces everything from a FEN, or from a file's text (a FEN on its
 * first line, or the board form), read under the rules shown. The board
 * takes the text's size: H ranks (lines) of W squares. Unchanged on
 * failure (explorer_position_text.c). */
bx_status explorer_position_from_fen(explorer_position *ep, const char *fen,
                                     bx_error *err);
bx_status explorer_position_from_text(explorer_position *ep,
                                      const char *text, size_t len,
                                      bx_error *err);

/* Replaces everything from what was pasted or opened: a lichess or
 * chess.com URL or PGN text carrying a FEN (game_paste.h), a FEN with
 * extra blanks, or else explorer_position_from_text's FEN or board form.
 * *source says which; unchanged on failure. */
bx_status explorer_position_from_pasted(explorer_position *ep,
                                        const char *text, size_t len,
                                        game_paste_source *source,
                                        bx_error *err);

/* A FEN typed or pasted into a one-line prompt (or --fen): what
 * game_paste_fen finds, else the line itself, as explorer_position_from_fen
 * reads it. *source says which. */
bx_status explorer_position_from_fen_paste(explorer_position *ep,
                                           const char *line,
                                           game_paste_source *source,
                                           bx_error *err);

/* The board form of the position (upper case black), H lines. */
void explorer_position_to_board(const explorer_position *ep,
                                char out[GAME_BOARD_MAX]);

/* Gives letter (either case) the piece written betza, as --define does,
 * with the same refusals; an existing letter is redefined (and *redefined
 * set), its pieces then move the new way (explorer_position_letters.c). */
bx_status explorer_position_define(explorer_position *ep, char letter,
                                   const char *betza, bool *redefined,
                                   bx_error *err);

/* Swaps the colours of all pieces (X); the side to move stays, castling
 * rights and en passant go. */
void explorer_position_swap_colors(explorer_position *ep);

/* The state of a side in a legal position: "checkmate", "check",
 * "stalemate" (no legal move, not in check, a king on the board), "no
 * king" (no legal move and no king: still being set up), or "" when none
 * applies. */
const char *explorer_position_side_state(const explorer_position *ep,
                                         chess_color color);

/* The piece's colour on sq, when a piece is there. */
bool explorer_position_color_at(const explorer_position *ep, int sq,
                                chess_color *color);

/* Where the piece on sq may go (empty when the position is illegal); under
 * fide the king's castling squares too. */
void explorer_position_targets(const explorer_position *ep, int sq,
                               square_set *out);

/* The name of the piece a FEN letter stands for, "white knight", "black
 * A (BN)", or "" for an empty square. */
void explorer_position_piece_name(const explorer_position *ep, char letter,
                                  char *out, size_t size);

/* The legal moves of the piece on sq that land on to: one, or a
 * promotion's several; how many, the first max written to out. */
int explorer_position_moves_to(const explorer_position *ep, int sq, int to,
                               game_move *out, int max);

/* Plays move (one of the door's for the side to move), adds it to the
 * move list and asks the door again (explorer_position_play.c). */
void explorer_position_play(explorer_position *ep, game_move move);

/* Why no move can be made in the position (it breaks the rules, or the
 * side not to move is in check), or NULL. */
const char *explorer_position_no_move(const explorer_position *ep);

/* Plays a move typed in SAN or coordinates for the side to move; the
 * door's refusal (not a move, not legal, ambiguous) otherwise. */
bx_status explorer_position_play_text(explorer_position *ep,
                                      const char *text, bx_error *err);

/* "1. e4 e5 2. Nf3", or "3... Nc6 4. Bb5" when black moved first; ""
 * without moves. */
void explorer_position_move_list(const explorer_position *ep, char *out,
                                 size_t size);

/* The FEN's other fields (explorer_position_fields.c); each edit starts
 * the move list over. The side to move (the en-passant square goes). */
void explorer_position_set_side(explorer_position *ep, chess_color side);

/* Takes a castling right (GAME_CASTLE_*) away, or gives it where the
 * position allows it: fide, the king and the rook on their squares
 * ("no white rook on h1" otherwise). */
bx_status explorer_position_toggle_castling(explorer_position *ep,
                                            unsigned right, bx_error *err);

/* The squares the last double step could have passed, in board order:
 * how many, the first max written to out. */
int explorer_position_en_passant_squares(const explorer_position *ep,
                                         int out[], int max);

/* The next en-passant square of those, or none after the last; refused
 * with the reason when there is none. */
bx_status explorer_position_next_en_passant(explorer_position *ep,
                                            bx_error *err);

/* The clocks the settings edit: the halfmove clock, the move number, and
 * a running count's ply, which the FEN writes in the halfmove clock's
 * field while the count runs (and the halfmove clock not at all). */
typedef enum {
    CLOCK_HALFMOVE,
    CLOCK_COUNT_PLY,
    CLOCK_FULLMOVE,
} explorer_clock;

/* The clock in the FEN's halfmove field: the count's ply while a count
 * runs, else the halfmove clock. */
explorer_clock explorer_position_halfmove_field(const explorer_position *ep);

int explorer_position_clock(const explorer_position *ep, explorer_clock clock);

/* A clock from text: the move number 1 up, the others 0 up. */
bx_status explorer_position_set_clock(explorer_position *ep,
                                      explorer_clock clock,
                                      const char *text, bx_error *err);

/* The marks (explorer_position_marks.c): the mark on sq (0 for none),
 * the next one on sq (none after the last), all gone, how many squares
 * are marked, and the marks per square index or NULL when none. */
int explorer_position_mark(const explorer_position *ep, int sq);
int explorer_position_cycle_mark(explorer_position *ep, int sq);
void explorer_position_clear_marks(explorer_position *ep);
int explorer_position_mark_count(const explorer_position *ep);
const unsigned char *explorer_position_marks(const explorer_position *ep);

/* For the explorer_position*.c files alone: the move list starts over,
 * after an edit. */
void explorer_position_forget_moves(explorer_position *ep);

/* For the explorer_position*.c files alone: asks the door everything
 * about the position again. */
void explorer_position_update(explorer_position *ep);

#endif
