/* The keys of a variants.ini section that boardex reads, and applying a
 * section's keys to the rules its parent gave (game_variant_file.c). */
#ifndef BOARDEX_GAME_VARIANT_KEYS_H
#define BOARDEX_GAME_VARIANT_KEYS_H

#include <stdbool.h>
#include <stddef.h>

#include "game_variant_fsf.h"

/* The longest key or region token read. */
enum { GAME_VARIANT_FILE_TOKEN = 64 };

/* Whether the len bytes of key name a key read. */
bool fsf_key_known(const char *key, size_t len);

/* The keys of the section whose lines start at offset body of text (line
 * first_line), to the next header or the end, applied to rules in
 * Fairy-Stockfish's order; a bad value is refused at its line. */
bx_status fsf_keys_apply(const char *text, size_t len, size_t body,
                         int first_line, fsf_rules *rules, bx_error *err);

#endif
