/* The two builds of engine_body.h (engine_magic.c, engine_pext.c). */
#ifndef BOARDEX_ENGINE_VARIANTS_H
#define BOARDEX_ENGINE_VARIANTS_H

#include "engine.h"

extern const chess_engine chess_engine_magic_variant;
#if defined(__x86_64__) && defined(__GNUC__)
/* Built with -mbmi2; to be called only where the CPU has BMI2. */
extern const chess_engine chess_engine_pext_variant;
#endif

#endif
