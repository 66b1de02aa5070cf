/* The explorer's state: everything the screen shows, as plain data.
 *
 * The state holds what the user chose (state.work: mode, cursor, pieces,
 * position, tour; what undo restores) and what the model computed from
 * it (mobility table, reached squares, compiled rules). Keys
 * change it through explorer_key() (explorer_keys.c); drawing only reads
 * it. Nothing here calls curses, so tests drive it with key sequences. */
#ifndef BOARDEX_EXPLORER_STATE_H
#define BOARDEX_EXPLORER_STATE_H

#include <stdbool.h>

#include "distance.h"
#include "mobility.h"
#include "piece.h"
#include "square.h"
#include "square_set.h"
#include "targets.h"
#include "explorer_history.h"
#include "explorer_position.h"
#include "explorer_tour.h"
#include "game_variant_file.h"
#include "tour_onward.h"
#include "line_edit.h"

/* What Mobility mode shows on each square: the piece's number of moves,
 * the fewest moves from the cursor square, or its moves minus a second
 * piece's. */
typedef enum {
    LENS_MOVES,
    LENS_DISTANCE,
    LENS_COMPARE,
    LENS_COUNT
} explorer_lens;

/* Where keys go and what the screen shows over the board: exactly one at a
 * time. Key dispatch (the key table's focus column) and drawing both
 * switch on it. */
typedef enum {
    FOCUS_BOARD,
    FOCUS_PLACING, /* Position mode, typing pieces onto squares */
    FOCUS_MENU,    /* a menu: state.menu_target says of what */
    FOCUS_PROMPT,  /* a line being edited; state.prompt says which */
    FOCUS_HELP,    /* the help screen */
    FOCUS_CONFIRM_QUIT, /* q with unsaved changes: the status line asks y/n */
    FOCUS_PLAYING, /* Tour mode's autoplay (P): the front end ticks it */
    FOCUS_MOVING,  /* Position mode: a piece picked (state.picked), its
                      targets shown; Enter or Space on one moves it */
    FOCUS_RESTORE, /* at the start: work a lost terminal left; r restores */
    FOCUS_SETTINGS, /* Position mode (c): the side to move, castling, en
                       passant and the clocks, a letter each */
    FOCUS_ANY,     /* only in key table rows: rows that hold everywhere */
} explorer_focus;

/* What the open menu picks (explorer_menu.h). */
typedef enum {
    MENU_PIECE,
    MENU_SECOND, /* the compare lens's second piece (V) */
    MENU_VARIANT, /* Position mode's built-in variant (V) */
} explorer_menu_target;

typedef enum {
    PROMPT_ONCE,     /* custom piece, first its leaper directions */
    PROMPT_REPEATED, /* then its rider directions */
    PROMPT_BETZA,    /* a piece in Betza notation */
    PROMPT_SECOND_BETZA, /* the compare lens's second piece, in Betza */
    PROMPT_SIZE,
    PROMPT_FEN,
    PROMPT_POSITION_FILE, /* a board-form or FEN file */
    PROMPT_TOUR_FILE,
    PROMPT_STEP, /* `#` in Tour mode: the step to jump to */
    PROMPT_WRITE,     /* the file `w` writes */
    PROMPT_OVERWRITE, /* y: write over the file that is there */
    PROMPT_LETTER,    /* L: a letter for the piece, or L=BETZA */
    PROMPT_PROMOTION, /* the piece a pawn reaching its last rank becomes */
    PROMPT_PLACEMENT, /* p: the piece the placement lens puts */
    PROMPT_MOVE,      /* m: a move typed in SAN or coordinates */
    PROMPT_HALFMOVE,  /* c h: the halfmove clock */
    PROMPT_COUNT_PLY, /* c h while a count runs: the count's ply */
    PROMPT_FULLMOVE,  /* c n: the move number */
    PROMPT_KINDS,
} prompt_kind;

enum {
    EXPLORER_MESSAGE_MAX = 400, /* up to 3 lines of 80 columns and more */
    /* The sizes `s` cycles through. */
    EXPLORER_SIZE_CYCLE = 6,
    /* Up/Down in a prompt recall this many earlier lines of up to
     * EXPLORER_RECALL_LINE bytes (longer ones are not kept). */
    EXPLORER_RECALL = 8,
    EXPLORER_RECALL_LINE = 256,
};

typedef struct {
    explorer_work work; /* mode, cursor, pieces, position, tour: undo's */

    mobility_table mobility; /* for piece on board */
    square_set reach;        /* what the cursor square reaches */
    /* Mobility mode: the cursor square's moves, captures and threats
     * among the blockers, for marks that tell move-only and capture-only
     * targets apart (reach is its moves and captures). */
    piece_targets targets;

    explorer_lens lens;
    bool absolute_scale; /* colours from 0 to W*H-1, not the lens's range */
    distance_map distance; /* from the cursor square */
    mobility_table second_mobility; /* for the second piece on board */

    /* The position's rules compiled, apart from the undo snapshots
     * (work.position.compiled points here); explorer_free frees them. */
    explorer_compiled compiled;
    /* The variants of the variants.ini given at the start
     * (--variant-file), every section, held for the whole run:
     * work.position.file_variants points here when there are any. */
    game_variant file_variants[GAME_VARIANT_FILE_SECTIONS];
    bool show_attacks;          /* heat map of attackers, not moves */
    /* p: the placement lens. The letter of the piece it puts on each
     * empty square (upper case white), '\0' when off; the map of the
     * position it was last made for (explorer_placement.c). */
    char placement_letter;
    bool placement_shown;
    game_placement_map placement;
    game_position placement_of;
    int placement_compiles;
    bool board_only;            /* z: the board alone, no panel */
    /* v in Tour mode: Warnsdorff's counts on the squares not visited
     * (onward[i]; TOUR_ONWARD_VISITED on the path drawn), made again with
     * the cursor's marks (explorer_refresh_cursor). */
    bool onward_shown;
    int onward[BOARD_MAX_SQUARES];
    /* W in Tour mode: w of a partial tour (a puzzle) writes a solution
     * file beside it (explorer_write.c). */
    bool puzzle_solution;
    /* F: the board turned, black at the bottom, in every mode. A view,
     * not a change: undo leaves it. The screen, the mouse, the cursor
     * keys and w's pictures ask explorer_screen_square. */
    bool flipped;

    explorer_focus focus;
    int help_scroll; /* the first screen row of the help shown */
    int help_rows;   /* the help's screen rows; the front end sets it */
    int page_lines;  /* lines a page holds; the front end sets it */
    int menu_index;  /* highlighted preset */
    int picked; /* FOCUS_MOVING: the square index of the piece to move */
    int promotion_to; /* PROMPT_PROMOTION: where the picked pawn goes */
    explorer_menu_target menu_target; /* when focus is FOCUS_MENU */
    prompt_kind prompt; /* the open prompt, when focus is FOCUS_PROMPT */
    game_paste_source fen_source; /* where the position file just read had
                                     its FEN: a PGN tag, a URL, itself */
    line_edit line;
    direction_list pending_once; /* accepted first half of `d` */
    /* Earlier lines of each prompt, oldest first, and which one Up/Down
     * shows (recall_count[prompt] when none). */
    char recall[PROMPT_KINDS][EXPLORER_RECALL][EXPLORER_RECALL_LINE];
    int recall_count[PROMPT_KINDS];
    int recall_at;
    char write_path[LINE_EDIT_MAX]; /* the file PROMPT_OVERWRITE asks about */
    /* Whether w may create files: the terminal front end turns it on;
     * tests and fuzzers that type random keys leave it off, so they never
     * write into the folder they run in. */
    bool writes_files;

    char message[EXPLORER_MESSAGE_MAX]; /* the status line's news */
    bool message_is_error;
    /* Where in the prompt's line the error is (1-based), drawn as a caret
     * under it; 0 when the message is about no one place. */
    int message_at;

    explorer_history history;

    /* A recovery file found at the start (explorer_recovery_file.h):
     * its text until the restore question is answered. */
    char *recovery_text;
    size_t recovery_length;
    char recovery_path[4096];

    int quit_key; /* the key that quit: Ctrl-C and Ctrl-\ end with the
                     status their signals would have given */
    bool looks_reversed; /* the board form just read looks the other way
                            round (explorer_load.h) */
    bool quit;
    bool repaint; /* Ctrl-L: the front end repaints everything */
    bool suspend; /* Ctrl-Z: the front end stops, as the shell's job */
} explorer_state;

/* Handles one key (see explorer_keys.h for the codes). */
void explorer_key(explorer_state *state, int key);

/* A click on a mode's tab in the title bar (mode -1: none) switches to
 * that mode, from the board or the menu; it stops autoplay. */
void explorer_click_tab(explorer_state *state, int mode);

/* A click on entry index of the open preset menu picks it; a click
 * outside it (index -1) closes the menu. */
void explorer_menu_click(explorer_state *state, int index);

/* A mouse click on a square: moves the cursor there. */
void explorer_click(explorer_state *state, square sq);

/* Where the board square sq is drawn (row 0 the top of the screen), and
 * the square drawn at a place: the same turn both ways. */
square explorer_screen_square(const explorer_state *state, square sq);

/* A click on the square drawn at screen place at (view_layout_square_at
 * gives it). */
void explorer_click_screen(explorer_state *state, square at);

const char *explorer_mode_name(explorer_mode mode);

/* The status line's message; errors are drawn as errors. */
void explorer_say(explorer_state *state, const char *text);
void explorer_error(explorer_state *state, const char *text);

/* The board the current mode shows: the position's in Position mode,
 * else the board chosen with s/S (or a tour file's). */
board_size explorer_board(const explorer_state *state);

/* Moves the cursor by (dr, dc), staying on the board. */
void explorer_move_cursor(explorer_state *state, int dr, int dc);

/* Brings the placement lens's map up to the position as it is now
 * (explorer_placement_map.c); placement_shown says whether there is one
 * (the lens is on and its letter a piece here). */
void explorer_placement_refresh(explorer_state *state);

void explorer_set_mode(explorer_state *state, explorer_mode mode);

/* Replaces the piece and recomputes; name is "custom" for typed pieces.
 * The piece's Betza becomes the preset's when name is a preset, else none
 * (explorer_set_betza_text gives a typed piece its text). */
bx_status explorer_set_piece(explorer_state *state, const piece_spec *piece,
                             const char *name, bx_error *err);

/* Replaces the compare lens's second piece (named name, written betza)
 * and recomputes; an error changes nothing. */
bx_status explorer_set_second(explorer_state *state, const piece_spec *piece,
                              const char *name, const char *betza,
                              bx_error *err);

/* "knight (N)", or the name alone when the piece has no Betza. */
void explorer_piece_label(const char *name, const char *betza, char *out,
                          size_t size);

/* The Betza the panel shows for the piece, cut with "..." if too long. */
void explorer_set_betza_text(explorer_state *state, const char *betza);

/* An error about one place of the prompt's line: at is 1-based. */
void explorer_error_at(explorer_state *state, const char *text, int at);

/* Replaces the board size, keeping the cursor on the board. */
bx_status explorer_set_board(explorer_state *state, board_size board,
                             bx_error *err);

/* s/S: a new board for the mode shown, said on the status line. In
 * Position mode the position's board: pieces keep their squares counted
 * from a1, and the line says how many did not fit. */
bx_status explorer_change_size(explorer_state *state, board_size board,
                               bx_error *err);

/* The sizes `s` cycles through, in order. */
board_size explorer_size_at(int index);

/* Recomputes what depends on the cursor (reached squares). */
void explorer_refresh_cursor(explorer_state *state);

/* Recomputes everything drawn from the pieces, the board and the
 * blockers: the mobility tables and what the cursor reaches. */
bx_status explorer_recompute(explorer_state *state, bx_error *err);

/* Moves the cursor onto the board shown when a change made it smaller (a
 * FEN of another size, an undo, a paste): every key and paste ends here. */
void explorer_keep_cursor_on_board(explorer_state *state);

/* The tour's verdict for the current piece: "open knight tour", "not a
 * tour: ...". Returns out. */
const char *explorer_tour_verdict(const explorer_state *state, char *out,
                                  size_t size);

/* Opens a prompt pre-filled with text; explorer_close_prompt goes back to
 * the board. */
void explorer_open_prompt(explorer_state *state, prompt_kind kind,
                          const char *text);
void explorer_close_prompt(explorer_state *state);

/* What the prompt asks for: "once directions" (explorer_prompt.c). */
const char *explorer_prompt_label(prompt_kind kind);

/* The open prompt's label as the screen shows it: the label, with the
 * file named where it asks about one ("write over 'moves.svg'? (y/n)"). */
void explorer_prompt_question(const explorer_state *state, char *out,
                              size_t size);

/* A line on what to type, with an example, for the status line. */
const char *explorer_prompt_guide(prompt_kind kind);

#endif
