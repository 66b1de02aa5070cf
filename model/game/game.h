/* The one door to positions: the CLI, the explorer and the handouts ask
 * here, and never name a move generator.
 *
 * A game_rules handle holds the board size, the rule set (seed: the
 * ChessMoves rules; fide: chess) and the letters defined in Betza,
 * compiled once when they are given, never per question. From them the
 * door picks its generator once: the chess engine for the six chess
 * pieces on 8x8, the variant generator for any other size or a defined
 * letter (its counts through the 128-bit counter where the board fits).
 * fide is played by the chess engine only: fide rules with another size
 * or a defined letter are refused, with one message for every face.
 *
 * A game_position is one type for every board: the squares (square_index
 * order of its size, row 0 the top rank; a byte each, as variant_cell
 * packs a colour and a kind), the side to move and the FEN's other
 * fields. Kinds 0..5 are the chess pieces (chess_kind), defined letters
 * follow in the order they were defined. */
#ifndef BOARDEX_GAME_H
#define BOARDEX_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess_rules.h"
#include "chess_square.h"
#include "scan.h"
#include "square.h"
#include "square_set.h"
#include "status.h"
#include "variant_cell.h"

enum {
    GAME_MAX_DEFINED = 20,
    /* The largest number a FEN's clock or count's limit has (its readers
     * take six digits). */
    GAME_FEN_NUMBER_MAX = SCAN_FEN_NUMBER_MAX,
    /* 676 squares, 25 slashes, the other fields and '\0'. */
    GAME_FEN_MAX = BOARD_MAX_SQUARES + 40,
    /* 26 lines of 26 characters and a newline, and '\0'. */
    GAME_BOARD_MAX = BOARD_MAX_SIDE * (BOARD_MAX_SIDE + 1) + 1,
    /* "z26z26q" and '\0'. */
    GAME_MOVE_TEXT = 8,
    /* SAN as long as "Aa26xb26=Q#" and '\0', rounded up. */
    GAME_SAN_MAX = 16,
    GAME_NO_PROMOTION = -1,
    /* More than one piece ever has: a square each, a promotion four. */
    GAME_PIECE_MOVES_MAX = 4 * BOARD_MAX_SQUARES,
};

/* Castling rights, as FEN writes them (KQkq); the same bits as the chess
 * position's. */
enum {
    GAME_CASTLE_WHITE_KING = 1,
    GAME_CASTLE_WHITE_QUEEN = 2,
    GAME_CASTLE_BLACK_KING = 4,
    GAME_CASTLE_BLACK_QUEEN = 8,
};

typedef struct game_rules game_rules;

typedef struct {
    board_size size;
    unsigned char cells[BOARD_MAX_SQUARES]; /* variant_cell() or 0 */
    chess_color to_move;
    unsigned castling; /* GAME_CASTLE_* bits; fide on 8x8 only */
    int en_passant;    /* the square a pawn just passed, or -1 */
    int halfmove;
    int fullmove;
    /* Under a counting rule (game_variant's counting), a running count as
     * Fairy-Stockfish's FEN holds it: its limit in plies (0: no count
     * runs) and the plies counted. Read and written, not played. */
    int counting_limit;
    int counting_ply;
} game_position;

/* One move on any board: squares of the position's size, and for a pawn
 * reaching its last rank the chess_kind it becomes. */
typedef struct {
    short from, to;
    signed char promotion; /* chess_kind, or GAME_NO_PROMOTION */
} game_move;

/* ---- The rules ---------------------------------------------------- */

/* New rules of size and set, with no letter defined; *out NULL on
 * failure (a bad size, fide off 8x8, out of memory). */
bx_status game_rules_new(board_size size, chess_rules set, game_rules **out,
                         bx_error *err);

void game_rules_free(game_rules *rules);

/* Defines letter (either case; stored upper) as the piece written in
 * betza. Refused, naming the letter: a chess letter, a letter defined
 * twice, a non-letter, more than 20, a bad Betza, or fide rules. */
bx_status game_rules_define(game_rules *rules, char letter, const char *betza,
                            bx_error *err);

/* Reads "L=BETZA", as --define writes it, and defines it. */
bx_status game_rules_define_text(game_rules *rules, const char *text,
                                 bx_error *err);

board_size game_rules_size(const game_rules *rules);
chess_rules game_rules_set(const game_rules *rules);

/* Whether set can be played with letters defined on a board of size:
 * fide only with none, on 8x8. The message is the one game_rules_new and
 * game_rules_define give. */
bx_status game_rules_allow(chess_rules set, board_size size, int defined,
                           bx_error *err);

/* The defined letters in the order given (upper case), and each one's
 * Betza as it was given. */
int game_rules_letter_count(const game_rules *rules);
char game_rules_letter(const game_rules *rules, int index);
const char *game_rules_betza(const game_rules *rules, int index);

/* The cell a letter stands for (FEN case: upper white), or false. */
bool game_cell_of_letter(const game_rules *rules, char letter,
                         unsigned char *cell);

/* The letter of a piece in FEN (upper case white) or the board form
 * (upper case black); '.' for an empty square, '?' for a kind the rules
 * do not have. */
char game_letter(const game_rules *rules, unsigned char cell,
                 chess_letter_case letters);

/* ---- Positions as text -------------------------------------------- */

/* An empty board of the rules' size, white to move, move 1. */
void game_position_clear(const game_rules *rules, game_position *pos);

/* The board a FEN's placement or a board-form text describes: its ranks
 * (lines) and their common width. False when that is no board size. */
bool game_fen_size(const char *fen, board_size *out);
bool game_board_text_size(const char *text, size_t len, board_size *out);

/* A FEN at the rules' size: placement, then optionally the side (w or b),
 * castling, en passant and the clocks. Under fide every field counts and
 * must make sense; under seed they are checked for form only. The result
 * holds game_check. */
bx_status game_position_from_fen(const game_rules *rules, const char *fen,
                                 game_position *out, bx_error *err);

/* The board form (upper case black): H lines, an optional final newline,
 * "\r\n" accepted; a bad line's message carries its number. It has no
 * FEN fields (white to move, no castling), and the result holds the rule
 * checks every set shares; a caller that must refuse what fide cannot
 * play asks game_check, while the explorer shows it as a problem. */
bx_status game_position_from_board_text(const game_rules *rules,
                                        const char *text, size_t len,
                                        game_position *out, bx_error *err);

/* The board form given as row_count rows. */
bx_status game_position_from_rows(const game_rules *rules,
                                  const char *const rows[], int row_count,
                                  game_position *out, bx_error *err);

/* The FEN: under seed "PLACEMENT SIDE - - 0 1", under fide every field. */
void game_position_to_fen(const game_rules *rules, const game_position *pos,
                          char out[GAME_FEN_MAX]);

/* Whether a count runs in pos under rules (a variant's counting rule and
 * a limit from the FEN): its FEN then writes the count's limit and ply in
 * the en-passant square's and the halfmove clock's fields. */
bool game_position_count_runs(const game_rules *rules,
                              const game_position *pos);

/* The board form, each of the H rows ending in a newline. */
void game_position_to_board(const game_rules *rules, const game_position *pos,
                            char out[GAME_BOARD_MAX]);

/* ---- Questions ---------------------------------------------------- */

/* Whether the rules are defined for the position: at most one king a
 * colour, no pawn on its own first rank, not both kings in check; under
 * fide also the castling rights, the en-passant square, the side not to
 * move not in check and no pawn on its last rank. */
bx_status game_check(const game_rules *rules, const game_position *pos,
                     bx_error *err);

/* Drops the castling rights whose king or rook left its square and an
 * en-passant square no pawn could have just passed (fide), so that an
 * edited position fails game_check only on its placement. */
void game_position_drop_lost_fields(const game_rules *rules,
                                    game_position *pos);

/* Whether color's one king is attacked (false without a single king). */
bool game_in_check(const game_rules *rules, const game_position *pos,
                   chess_color color);

/* color's number of legal moves as if it were its turn, or -1 when the
 * other colour is in check (the ChessMoves answer). */
int game_count(const game_rules *rules, const game_position *pos,
               chess_color color);

/* Both colours' game_count at once. */
void game_count_both(const game_rules *rules, const game_position *pos,
                     int counts[CHESS_COLORS]);

/* Reads a FEN and counts both colours: the fast path of a stream of
 * FENs, without building a game_position where the chess reader can. */
bx_status game_count_fen(const game_rules *rules, const char *fen,
                         int counts[CHESS_COLORS], bx_error *err);

/* color's legal moves as if it were its turn (of the piece on from only,
 * unless from is -1), whether or not the other colour is in check: how
 * many there are, of which the first max are written to out (out may be
 * NULL when max is 0). A promotion is one move a piece it may become. */
int game_moves(const game_rules *rules, const game_position *pos,
               chess_color color, int from, game_move *out, int max);

/* The pieces of either colour that attack the other colour's king. */
void game_checkers(const game_rules *rules, const game_position *pos,
                   square_set *out);

/* For each square, how many pieces of color attack it (pinned or not). */
void game_attack_counts(const game_rules *rules, const game_position *pos,
                        chess_color color, int counts[BOARD_MAX_SQUARES]);

/* The position after move, one of game_moves' for the side to move; the
 * side to move and the clocks follow. */
void game_move_apply(const game_rules *rules, const game_position *pos,
                     game_move move, game_position *out);

/* "e2e4", "a7a8q", "j9j10": the squares' names and the promotion's
 * letter in lower case. */
void game_move_text(board_size size, game_move move,
                    char out[GAME_MOVE_TEXT]);

/* game_move_text with the letter of any piece the rules promote to, a
 * defined one too ("b7b8a" in capablanca). */
void game_rules_move_text(const game_rules *rules, board_size size,
                          game_move move, char out[GAME_MOVE_TEXT]);

/* move, one of the side to move's legal moves, in Standard Algebraic
 * Notation: the piece's letter (a defined letter upper case; none for a
 * pawn), the file, else the rank, else both of the square it leaves when
 * another piece of its kind can go to the same square, "x" for a capture
 * (a pawn's named by its file, en passant too), the square, "=Q" for a
 * promotion, "O-O" and "O-O-O" for castling (fide), then "+" for check
 * or "#" for mate. Square names are the position's size's: "Aj9", "j10". */
void game_move_san(const game_rules *rules, const game_position *pos,
                   game_move move, char out[GAME_SAN_MAX]);

/* A move as a move list writes it: SAN for chess (the six chess pieces on
 * 8x8), coordinates on other boards and with defined letters ("e2e4",
 * "j9j10"), where a reader expects no piece letters. */
void game_move_name(const game_rules *rules, const game_position *pos,
                    game_move move, char out[GAME_SAN_MAX]);

/* Reads a move of the side to move: SAN (the "x" optional, any of
 * "+#!?" after it, "0-0" for "O-O", "e8=Q" or "e8Q") or coordinates
 * ("e2e4", "e2-e4", "e7e8q", "j9j10"). Refused, quoting the text: what is
 * no move ("'xyz' is not a move: ..."), no legal move ("Nd5 is not legal
 * here: no knight can go to d5", "e2e5 is not legal here"), more than one
 * ("Nd2 is ambiguous: Nb1d2 or Nf3d2") and a promotion without its piece
 * ("e8 needs the piece it becomes: e8=Q, e8=R, e8=B or e8=N"). */
bx_status game_move_parse(const game_rules *rules, const game_position *pos,
                          const char *text, game_move *out, bx_error *err);

/* The leaf nodes of the game tree depth plies deep from the side to
 * move (1 at depth 0). */
uint64_t game_perft(const game_rules *rules, const game_position *pos,
                    int depth);

/* A memory of counted subtrees for perft (a transposition table keyed by
 * a Zobrist hash; model/chess/perft_table.h says how collisions are kept
 * harmless), which threads may share. It serves one rule set: the chess
 * engine's, a variant's or the seed rules on any board. */
typedef struct game_perft_memory game_perft_memory;
enum { GAME_PERFT_MEMORY_MAX_MB = 65536 };

/* A memory of about megabytes MiB (1 to GAME_PERFT_MEMORY_MAX_MB), or NULL with err set when
 * the size is out of range or the memory cannot be had. */
game_perft_memory *game_perft_memory_new(size_t megabytes, bx_error *err);
void game_perft_memory_free(game_perft_memory *memory);

/* game_perft with memory (one rule set per memory; NULL: none); the
 * same answers. */
uint64_t game_perft_remembered(const game_rules *rules,
                               const game_position *pos, int depth,
                               game_perft_memory *memory);

/* ---- What if a piece stood here ------------------------------------ */

/* What a placed piece finds on one square. */
typedef enum {
    GAME_PLACE_NO,          /* occupied, a pawn's first or last rank, or
                               the position would break the rules */
    GAME_PLACE_COUNTED,     /* its legal moves there are counted */
    GAME_PLACE_GIVES_CHECK, /* the other side would be in check */
} game_place_state;

/* The placement lens: for each empty square, the position with one more
 * piece there. */
typedef struct {
    board_size size;
    unsigned char cell; /* the piece placed (variant_cell) */
    game_place_state state[BOARD_MAX_SQUARES];
    /* The placed piece's legal moves as if it were its side's turn, on a
     * GAME_PLACE_COUNTED square; 0 on the others. */
    int moves[BOARD_MAX_SQUARES];
    int counted;   /* squares GAME_PLACE_COUNTED */
    long sum;      /* their moves added up: sum / counted is the average */
    int most;      /* the most moves on one counted square, else 0 */
    int fewest;    /* the fewest, else 0 */
    int best;      /* the square of the most (lowest index on ties), or -1 */
    int worst;     /* the square of the fewest (likewise), or -1 */
} game_placement_map;

/* Where cell (a piece, variant_cell; see game_cell_of_letter) could stand
 * and how many moves it would have there. Each empty square is tried on a
 * copy of pos with the piece put there, the side to move and the other
 * fields unchanged:
 *   - a pawn on its own first or last rank is GAME_PLACE_NO;
 *   - where the other colour is in check in the copy (the placed piece,
 *     or its side's others, attack its king), GAME_PLACE_GIVES_CHECK: a
 *     position where that side would be to move, so the piece has no
 *     turn to count;
 *   - where the copy fails game_check for any other reason (a second
 *     king; under fide, a square the en-passant field says is empty),
 *     GAME_PLACE_NO. Under fide, where the side not to move is the one in
 *     check, that alone does not make it GAME_PLACE_NO;
 *   - otherwise GAME_PLACE_COUNTED, with game_moves from that square for
 *     the piece's colour: its pins, blocks and its king's checks count.
 * Occupied squares are GAME_PLACE_NO; when pos itself fails game_check,
 * every square is. */
void game_placement(const game_rules *rules, const game_position *pos,
                    unsigned char cell, game_placement_map *out);

/* ---- The whole position at once ------------------------------------ */

/* What the explorer's panel, count, legal, board --counts and the
 * handouts show about a position. */
typedef struct {
    bool legal;                 /* game_check passed */
    char problem[BX_ERROR_MAX]; /* its message when not */
    int count[CHESS_COLORS];    /* game_count; 0 when not legal */
    bool in_check[CHESS_COLORS];
    /* A side at -1 (it attacks the other king already) has no moves to
     * list: its pieces' counts are not given. */
    bool counted[CHESS_COLORS];
    square_set checkers;
    short moves[BOARD_MAX_SQUARES]; /* legal moves of the piece there */
    int most_moves;
    short attackers[CHESS_COLORS][BOARD_MAX_SQUARES];
    int most_attackers; /* of white + black on one square */
    char fen[GAME_FEN_MAX];
} game_report;

void game_report_make(const game_rules *rules, const game_position *pos,
                      game_report *out);

#endif
