/* The kernel-IR test harness (kir_harness.h says what it offers). */
#include "kir_harness.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>
#include <llvm-c/Core.h>

#include "cajit/compile.h"
#include "sched/sched.h"
#include "support/alloc.h"
#include "test_status.h"

/* ---- the fixture -------------------------------------------------------- */

static int fx_create(void **state, bool nonneg) {
  fx *f = cajit_calloc(1, sizeof *f);
  assert_non_null(f);
  ok(cajit_expr_ctx_create(&f->x));
  ok(cajit_expr_ctx_add_symbol(f->x, CAJIT_SV("s0"), CAJIT_EXPR_TYPE_INT,
                               &f->s0i));
  ok(cajit_expr_ctx_add_symbol(f->x, CAJIT_SV("s1"), CAJIT_EXPR_TYPE_INT,
                               &f->s1i));
  f->s0 = cajit_expr_symbol(f->x, f->s0i);
  f->s1 = cajit_expr_symbol(f->x, f->s1i);
  ok(cajit_kir_program_create(f->x, &f->p));
  if (nonneg) {
    ok(cajit_kir_symbol_set_nonneg(f->p, f->s0i));
    ok(cajit_kir_symbol_set_nonneg(f->p, f->s1i));
  }
  *state = f;
  return 0;
}

int kir_setup(void **state) { return fx_create(state, true); }

int kir_setup_plain(void **state) { return fx_create(state, false); }

int kir_teardown(void **state) {
  fx *f = *state;
  cajit_kir_program_destroy(f->p);
  cajit_expr_ctx_destroy(f->x);
  cajit_free(f);
  return 0;
}

const cajit_expr *I(fx *f, int64_t v) { return cajit_expr_int(f->x, v); }

/* ---- the JIT ------------------------------------------------------------ */

void jit_program_with(cajit_kir_program *p, const cajit_codegen_options *opts,
                      bool serial, const cajit_jit_symbol *extra, jitted *j) {
  memset(j, 0, sizeof *j);
  cajit_jit_options jo;
  cajit_jit_options_init(&jo);
  size_t n;
  const cajit_jit_symbol *base = cajit_compile_jit_symbols(&n);
  cajit_jit_symbol syms[n + 1];
  memcpy(syms, base, n * sizeof *syms);
  if (extra) syms[n++] = *extra;
  jo.extra_symbols = syms;
  jo.extra_symbol_count = n;
  ok(cajit_jit_create(&jo, &j->jit));
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m;
  ok(cajit_sched_loops(p, &(cajit_sched_loop_options){.no_parallel = serial}));
  ok(cajit_sched_memory(p, false));
  ok(cajit_codegen_emit(p, ctx, "test", opts, &m));
  const cajit_jit_target *t = cajit_jit_get_target(j->jit);
  ok(cajit_jit_target_prepare_module(t, m));
  ok(cajit_jit_optimize(t, m));
  j->ir = LLVMPrintModuleToString(m);
  ok(cajit_jit_add_module(j->jit, ctx, m, CAJIT_JIT_ADD_OPTIMIZED, "test",
                          &j->module));
  void *addr;
  ok(cajit_jit_module_lookup(j->module, "cajit_run", &addr));
  j->run = (run_fn)(uintptr_t)addr;
}

/* JIT code has no -fsanitize=function signature prefix (see jit.h). */
#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
int32_t
call_run(run_fn fn, void *const *bufs, const cajit_scalar *syms,
         cajit_call *call) {
  return fn(bufs, syms, call);
}

void jit_free(jitted *j) {
  LLVMDisposeMessage(j->ir);
  ok(cajit_jit_module_unload(j->module));
  cajit_jit_destroy(j->jit);
}
