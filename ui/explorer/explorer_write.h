/* `w`: writing what the screen shows to a file, in the format the file's
 * extension names: .svg, .csv, .md, or .txt as the CLI prints it; in
 * Position mode also .fen, and .txt the board form; in Tour mode .txt the
 * grid as `tour` reads it. */
#ifndef BOARDEX_EXPLORER_WRITE_H
#define BOARDEX_EXPLORER_WRITE_H

#include <stdbool.h>
#include <stddef.h>

#include "explorer_state.h"

/* A name for what is on screen: "knight-8x8-distance-d4.svg",
 * "knight-vs-bishop-8x8-compare.svg", "position.fen",
 * "knight-8x8-tour.txt". */
void explorer_write_default_name(const explorer_state *state, char *out,
                                 size_t size);

/* Whether path's extension is one the current mode writes; when not, err
 * says which it does. */
bool explorer_write_format_ok(const explorer_state *state, const char *path,
                              bx_error *err);

/* Writes the file (replacing one that is there, whole: file_replace.h)
 * and says in what what was written ("distance from d4 as SVG"). A path
 * starting "~/" is in the home directory, as o reads it. On failure the
 * old file is as it was, nothing else is left behind and err says why,
 * naming the file ("cannot write 'x.svg': No space left on device"). */
bx_status explorer_write(const explorer_state *state, const char *path,
                         char *what, size_t what_size, bx_error *err);

/* The parts of the work (explorer_history.h) a write to path would save
 * now: those the file holds, enough to make them again. The position for
 * a .fen, the position with its rules and letters for an SVG (its title
 * has them), the tour for any tour file, and for a lens the pieces its
 * title names with their Betza (an SVG; the other formats have no title).
 * A board form, a grid of a position and the placement lens save
 * nothing. */
unsigned explorer_write_saves(const explorer_state *state, const char *path);

#endif
