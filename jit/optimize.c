/* Optimization with LLVM's new pass manager (see cajit_jit_optimize in
 * cajit/jit.h).
 *
 * The TargetMachine is passed to LLVMRunPasses so the vectorizers get the
 * target's cost model (without it they see a generic target and vectorize
 * little). The C API's PassBuilderOptions leave SLP vectorization off, so it
 * is switched on explicitly along with the loop vectorizer, interleaving
 * and unrolling (all off at O0). */
#include <llvm-c/Core.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>

#include "jit/internal.h"

/* Sets "prefer-vector-width" on every function defined in m. */
static void apply_vector_width(LLVMModuleRef m, int32_t width) {
  if (!width) return;
  char value[8];
  int len = snprintf(value, sizeof value, "%d", (int)width);
  LLVMContextRef c = LLVMGetModuleContext(m);
  static const char key[] = "prefer-vector-width";
  LLVMAttributeRef a =
      LLVMCreateStringAttribute(c, key, sizeof key - 1, value, (unsigned)len);
  for (LLVMValueRef F = LLVMGetFirstFunction(m); F; F = LLVMGetNextFunction(F))
    if (!LLVMIsDeclaration(F))
      LLVMAddAttributeAtIndex(F, LLVMAttributeFunctionIndex, a);
}

static cajit_status run_passes(const cajit_jit_target *t, int32_t level,
                               LLVMModuleRef m) {
  LLVMTargetMachineRef tm;
  CAJIT_RETURN_IF_ERROR(cajit_jit_target_make_tm_at(t, level, &tm));
  LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
  LLVMBool on = level > 0;
  LLVMPassBuilderOptionsSetLoopVectorization(o, on);
  LLVMPassBuilderOptionsSetSLPVectorization(o, on);
  LLVMPassBuilderOptionsSetLoopInterleaving(o, on);
  LLVMPassBuilderOptionsSetLoopUnrolling(o, on);
  char pipeline[16];
  snprintf(pipeline, sizeof pipeline, "default<O%d>", (int)level);
  LLVMErrorRef err = LLVMRunPasses(m, pipeline, tm, o);
  LLVMDisposePassBuilderOptions(o);
  LLVMDisposeTargetMachine(tm);
  if (err) return cajit_jit_from_llvm_error(err, "running %s", pipeline);
  return CAJIT_OK_STATUS;
}

cajit_status cajit_jit_optimize(const cajit_jit_target *t, LLVMModuleRef m) {
  return cajit_jit_optimize_at(t, t ? cajit_jit_target_opt_level(t) : 0, m);
}

cajit_status cajit_jit_optimize_at(const cajit_jit_target *t, int32_t level,
                                   LLVMModuleRef m) {
  if (!t || !m)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "jit optimize: NULL target or module");
  CAJIT_RETURN_IF_ERROR(cajit_jit_target_prepare_module(t, m));
  CAJIT_RETURN_IF_ERROR(cajit_jit_verify(m, "before optimization"));
  apply_vector_width(m, cajit_jit_target_vector_width(t));
  bool annotated = false;
  CAJIT_RETURN_IF_ERROR(cajit_jit_vecmath_annotate(
      m, cajit_jit_target_mvec_level(t), &annotated));
  if (level < 0 || level > 3) level = cajit_jit_target_opt_level(t);
  cajit_status s = run_passes(t, level, m);
  if (annotated) {
    cajit_status c = cajit_jit_vecmath_cleanup(m);
    if (s)
      cajit_status_free(c);
    else
      s = c;
  }
  return s;
}

cajit_status cajit_jit_merge_functions(LLVMModuleRef m) {
  if (!m)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "jit merge functions: NULL module");
  LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(m, "mergefunc", NULL, o);
  LLVMDisposePassBuilderOptions(o);
  if (err) return cajit_jit_from_llvm_error(err, "running mergefunc");
  return CAJIT_OK_STATUS;
}
