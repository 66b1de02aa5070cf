/* Must not build: the UI never compiles a variant's rules itself. */
#include "variant_movegen.h"
