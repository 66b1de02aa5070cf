/* Must not build: the UI asks the door (game.h), never a generator. */
#include "engine.h"
