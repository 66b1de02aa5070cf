/* The explorer's keys: the one table that binds keys to actions and is
 * also the hint line and the help screen, and explorer_key() that
 * dispatches a key through it. The codes and the row type are in
 * key_binding.h. */
#ifndef BOARDEX_EXPLORER_KEYS_H
#define BOARDEX_EXPLORER_KEYS_H

#include <stdbool.h>

#include "key_binding.h"

int key_binding_count(void);
const key_binding *key_binding_at(int index);

/* Whether the row applies in the state's current mode and focus. */
bool key_binding_active(const key_binding *binding,
                        const explorer_state *state);

/* The first of the row's keys that reaches it now, for the hint line; 0
 * when earlier rows take them all (while placing, a letter given with L
 * is a piece: with X defined, x puts a black X and Space empties). */
int key_binding_hint_key(const key_binding *binding,
                         const explorer_state *state);

/* "h", "Tab", "Left", "^L", "Space"... in ASCII, for hints and help. */
void key_code_name(int key, char name[KEY_NAME_MAX]);

/* All of a row's keys joined with "/": "Left/h". */
void key_binding_names(const key_binding *binding, char *out, int size);

#endif
