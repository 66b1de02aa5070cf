/* Must not build: the board room sits below piece and cannot see it. */
#include "piece.h"
