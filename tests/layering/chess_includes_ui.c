/* Must not build: the model cannot see the UI. */
#include "cli.h"
