/* Where LLVM's time goes for a graph's module (cajit_compile_profile_llvm
 * in cajit/compile.h): the module cajit_compile would compile, measured in
 * thread CPU time, on one thread: the entry (optnone) is a part of its own
 * (jit/split.c), compiled at level 0, the kernels are the other part. */
#include <llvm-c/Core.h>
#include <string.h>

#include "cajit/jit.h"
#include "compile/compile_internal.h"
#include "support/clock.h"

/* Defined functions of m and their instructions; the entry's apart. */
static void count(LLVMModuleRef m, int32_t *out_functions,
                  int64_t *out_instructions, int64_t *out_entry) {
  *out_functions = 0;
  *out_instructions = 0;
  if (out_entry) *out_entry = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;
       f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    int64_t n = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
         b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
           in = LLVMGetNextInstruction(in))
        n++;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    if (out_entry && len == strlen("cajit_entry") &&
        !memcmp(name, "cajit_entry", len))
      *out_entry = n;
    ++*out_functions;
    *out_instructions += n;
  }
}

cajit_status cajit_compile_profile_llvm(cajit_graph *g,
                                        const cajit_compile_options *opts,
                                        cajit_compile_llvm_profile *out) {
  memset(out, 0, sizeof *out);
  cajit_compile_options defaults;
  if (!opts) {
    cajit_compile_options_init(&defaults);
    opts = &defaults;
  }
  if (!g)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "llvm profile: no graph");
  cajit_jit_target *t = NULL;
  CAJIT_RETURN_IF_ERROR(cajit_jit_target_create(opts->jit, &t));
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  double c0 = cajit_thread_cpu_ms();
  cajit_status s =
      cajit_compile_generate(g, opts, t, ctx, "cajit_graph", &m, NULL);
  double c1 = cajit_thread_cpu_ms();
  if (!s)
    count(m, &out->functions_generated, &out->instructions_generated, NULL);
  double c2 = cajit_thread_cpu_ms();
  if (!s) s = cajit_compile_trim_for_jit(m);
  double c3 = cajit_thread_cpu_ms();
  if (!s) {
    count(m, &out->functions, &out->instructions, &out->instructions_entry);
    s = cajit_jit_target_prepare_module(t, m);
  }
  cajit_jit_objects objs = {0};
  cajit_jit_split_timings st = {0};
  cajit_jit_split_options so = {.max_parts = 1};
  double c4 = cajit_thread_cpu_ms();
  if (!s) s = cajit_jit_compile_objects(t, m, &so, &objs, &st);
  double c5 = cajit_thread_cpu_ms();
  cajit_jit_objects_free(&objs);
  out->cpu_generate = c1 - c0;
  out->cpu_trim = c3 - c2;
  out->parts = st.parts;
  out->cpu_optimize_entry = st.cpu_optimize[0];
  out->cpu_emit_entry = st.cpu_emit[0];
  if (st.parts > 1) {
    out->cpu_optimize_kernels = st.cpu_optimize[1];
    out->cpu_emit_kernels = st.cpu_emit[1];
  }
  out->cpu_split = c5 - c4 - out->cpu_optimize_entry - out->cpu_emit_entry -
                   out->cpu_optimize_kernels - out->cpu_emit_kernels;
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  cajit_jit_target_destroy(t);
  return s;
}
