// The C interface of sat_solver.h over CaDiCaL's C++ one: every call
// catches every exception, so none unwinds into C.
#include "sat_solver.h"

#include <cadical.hpp>
#include <new>

struct sat_solver final : CaDiCaL::Terminator {
    CaDiCaL::Solver *cadical = nullptr;
    bool (*keep_going)(void *context) = nullptr;
    void *context = nullptr;
    bool broken = false; // an exception was caught: memory ran out

    // Asked by CaDiCaL while it solves; keep_going is C: it throws nothing.
    bool terminate() override { return !keep_going(context); }
};

extern "C" sat_solver *sat_solver_new(bool (*keep_going)(void *context),
                                      void *context)
{
    sat_solver *solver = new (std::nothrow) sat_solver;
    if (solver == nullptr)
        return nullptr;
    try {
        solver->cadical = new CaDiCaL::Solver;
        solver->cadical->set("quiet", 1);
        solver->keep_going = keep_going;
        solver->context = context;
        if (keep_going != nullptr)
            solver->cadical->connect_terminator(solver);
    } catch (...) {
        solver->broken = true;
        sat_solver_free(solver);
        return nullptr;
    }
    return solver;
}

extern "C" void sat_solver_free(sat_solver *solver)
{
    if (solver == nullptr)
        return;
    // CaDiCaL is not exception-safe: after a failed allocation its arrays
    // may hold pointers already freed, and its destructor would free them
    // again (glibc: "munmap_chunk(): invalid pointer"). A broken solver is
    // left, not freed; the memory it holds is lost, the heap is kept whole.
    if (!solver->broken)
        delete solver->cadical;
    delete solver;
}

extern "C" void sat_solver_add(sat_solver *solver, int literal)
{
    if (solver->broken)
        return;
    try {
        solver->cadical->add(literal);
    } catch (...) {
        solver->broken = true;
    }
}

extern "C" int sat_solver_solve(sat_solver *solver)
{
    if (solver->broken)
        return SAT_SOLVER_NO_MEMORY;
    try {
        return solver->cadical->solve();
    } catch (...) {
        solver->broken = true;
        return SAT_SOLVER_NO_MEMORY;
    }
}

extern "C" bool sat_solver_true(sat_solver *solver, int variable)
{
    if (solver->broken)
        return false;
    try {
        return solver->cadical->val(variable) > 0;
    } catch (...) {
        solver->broken = true;
        return false;
    }
}
