/* The SAT solver (CaDiCaL) behind a C interface that lets no C++
 * exception through. CaDiCaL is C++: when memory runs out it throws
 * std::bad_alloc, and an exception that reached the C code calling it
 * would end the program ("terminate called ..."). Each call here catches
 * every exception; after one the solver is broken: further clauses are
 * ignored and sat_solver_solve answers SAT_SOLVER_NO_MEMORY, so a caller
 * checks once, after solving. Internal to the room. */
#ifndef BOARDEX_SAT_SOLVER_H
#define BOARDEX_SAT_SOLVER_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sat_solver sat_solver;

/* sat_solver_solve's answers (the first three are CaDiCaL's). */
enum {
    SAT_SOLVER_STOPPED = 0, /* keep_going said to stop */
    SAT_SOLVER_SATISFIABLE = 10,
    SAT_SOLVER_UNSATISFIABLE = 20,
    SAT_SOLVER_NO_MEMORY = -1, /* now or in an earlier call */
};

/* A quiet solver (the model prints nothing); keep_going, when not NULL, is
 * asked now and then while solving, and false stops it. NULL when memory
 * cannot be had. */
sat_solver *sat_solver_new(bool (*keep_going)(void *context), void *context);
/* Frees the solver; a broken one's CaDiCaL part is left (sat_solver.cpp). */
void sat_solver_free(sat_solver *solver);

/* Adds a literal to the clause being built; 0 ends the clause. */
void sat_solver_add(sat_solver *solver, int literal);

int sat_solver_solve(sat_solver *solver);

/* After SAT_SOLVER_SATISFIABLE: whether the variable is true. */
bool sat_solver_true(sat_solver *solver, int variable);

#ifdef __cplusplus
}
#endif

#endif
