/* The harness of the suites that build kernel IR by hand (test_kir,
 * test_codegen, test_scatter): a fixture with an expression context, a
 * program and two int symbols s0, s1, and the path from a program to JIT
 * code (schedule, memory plan, codegen, the project's O3 pipeline and
 * JIT) with its run function. */
#ifndef CAJIT_TESTS_KIR_HARNESS_H
#define CAJIT_TESTS_KIR_HARNESS_H

#include <stdbool.h>
#include <stdint.h>

#include "cajit/expr.h"
#include "cajit/jit.h"
#include "codegen/codegen.h"
#include "kir/kir.h"

/* ---- the fixture -------------------------------------------------------- */

typedef struct fx {
  cajit_expr_ctx *x;
  cajit_kir_program *p;
  const cajit_expr *s0, *s1;
  int32_t s0i, s1i;
  cajit_scalar syms[64]; /* symbol values for a run */
  void *bufs[32];        /* buffer pointers for a run */
} fx;

/* cmocka setups: s0 and s1 declared non-negative (as sizes are), or not. */
int kir_setup(void **state);
int kir_setup_plain(void **state);
int kir_teardown(void **state);
const cajit_expr *I(fx *f, int64_t v);

/* ---- the JIT ------------------------------------------------------------ */

typedef int32_t (*run_fn)(void *const *buffers, const cajit_scalar *symbols,
                          cajit_call *call);

typedef struct jitted {
  cajit_jit *jit;
  cajit_jit_module *module;
  run_fn run;
  char *ir; /* optimized module text */
} jitted;

/* Schedules p (in parallel unless serial), plans its memory, generates,
 * optimizes (keeping the text for inspection) and JIT-compiles it; j->run
 * is its run function. The JIT resolves the compiler's runtime symbols
 * and `extra` when not NULL. */
void jit_program_with(cajit_kir_program *p, const cajit_codegen_options *opts,
                      bool serial, const cajit_jit_symbol *extra, jitted *j);
int32_t call_run(run_fn fn, void *const *bufs, const cajit_scalar *syms,
                 cajit_call *call);
void jit_free(jitted *j);

#endif
