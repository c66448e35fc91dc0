/* Optimization with LLVM's new pass manager (see cajit_jit_optimize in
 * cajit/jit.h).
 *
 * At level 3 the pipeline is cajit's own (CAJIT_PIPELINE_CAJIT, the
 * default; CAJIT_LLVM_PIPELINE=default runs LLVM's default<O3>):
 * default<O3>'s passes, in its order and with its parameters, less those
 * after which the machine code of cajit's kernels stays the same. The
 * kernels are loop nests cajit generated that do not call each other (the
 * entry, optnone, and the thin functions only it reaches are compiled
 * apart at level 0, jit/split.c), so the inliner, the coroutine, OpenMP
 * and profile passes and most clean-ups around the two vectorizers find
 * nothing to do. A pass was left out only where the assembly of every
 * function of every .cag file in the repository (the zoo graphs, the tiny
 * bench models, the golden and Python test graphs) stayed byte for byte
 * default<O3>'s (bench/asm_identity.py); all of them together were checked
 * again on all. That saves 2-4% of LLVM's time per graph, not more
 * (bench/README.md, "Compiling"): the function simplification pipeline
 * stays whole (function-simplification<O3>), as nearly every pass in it
 * changes the kernels' code (a pass that changes nothing can still matter:
 * SCEV answers differently after simple-loop-unswitch or loop-unroll-full
 * ran), and a textual pipeline cannot even spell it: `opt
 * -print-pipeline-passes` prints its loop-unroll-full, which unrolls below
 * O3's threshold, as the textual loop-unroll-full, which unrolls below
 * O2's, and its conditional second simple-loop-unswitch as an
 * unconditional one. Keep the list in default<O3>'s order when LLVM
 * changes, and rerun bench/asm_identity.py.
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

/* cajit's level-3 pipeline (see the top of the file): default<O3>'s
 * passes in its order and with its parameters, less those that leave the
 * kernels' machine code as it is. */
#define INSTCOMBINE                                                            \
  "instcombine<max-iterations=1;no-use-loop-info;no-verify-fixpoint>"
/* clang-format off */
static const char cajit_pipeline[] =
  /* default<O3>'s module simplification: early clean-up; constants into
   * internal functions (a wrapper's constant extents into its range
   * function) */
  "function<eager-inv>("
    "simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;"
      "no-switch-range-to-icmp;no-switch-to-lookup;keep-loops;"
      "no-hoist-common-insts;no-sink-common-insts;speculate-blocks;"
      "simplify-cond-branch;no-speculate-unpredictables>,"
    "early-cse<>"
  "),"
  "ipsccp,"
  "function<eager-inv>(" INSTCOMBINE "),"
  /* the function simplification pipeline, whole (see the top), in the
   * CGSCC walk (callees first: what function-attrs finds about a range
   * function reaches its wrapper), without the inliner */
  "cgscc(devirt<4>("
    "function<eager-inv;no-rerun>(function-simplification<O3>),"
    "function-attrs"
  ")),"
  "deadargelim,"
  /* fastcc for internal functions, as default<O3> (whole-module objects) */
  "globalopt,"
  /* default<O3>'s module optimization: vectorizers, unrolling, clean-up */
  "function<eager-inv>("
    "loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>,"
    /* store-to-load forwarding across iterations (an outer reduction's
     * row kept in registers: tests/golden/stages/reduce_outer_reuse) */
    "loop-load-elim,"
    INSTCOMBINE ","
    "simplifycfg<bonus-inst-threshold=1;forward-switch-cond;"
      "switch-range-to-icmp;switch-to-lookup;no-keep-loops;"
      "hoist-common-insts;sink-common-insts;speculate-blocks;"
      "simplify-cond-branch;no-speculate-unpredictables>,"
    "slp-vectorizer,"
    "vector-combine,"
    "loop-unroll<O3>,"
    INSTCOMBINE ","
    "loop-mssa(licm<allowspeculation>),"
    "instsimplify,"
    "tailcallelim,"
    "simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;"
      "switch-range-to-icmp;no-switch-to-lookup;keep-loops;"
      "no-hoist-common-insts;no-sink-common-insts;speculate-blocks;"
      "simplify-cond-branch;speculate-unpredictables>"
  "),"
  "globaldce,"
  "constmerge";
/* clang-format on */

const char *cajit_jit_target_pass_pipeline(const cajit_jit_target *t,
                                           int32_t level) {
  static const char *const defaults[4] = {"default<O0>", "default<O1>",
                                          "default<O2>", "default<O3>"};
  if (level < 0 || level > 3) level = cajit_jit_target_opt_level(t);
  if (level == 3 && cajit_jit_target_pipeline(t) == CAJIT_PIPELINE_CAJIT)
    return cajit_pipeline;
  return defaults[level];
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
  const char *pipeline = cajit_jit_target_pass_pipeline(t, level);
  LLVMErrorRef err = LLVMRunPasses(m, pipeline, tm, o);
  LLVMDisposePassBuilderOptions(o);
  LLVMDisposeTargetMachine(tm);
  if (err)
    return cajit_jit_from_llvm_error(
        err, "running %s",
        pipeline == cajit_pipeline ? "cajit's level-3 pipeline" : pipeline);
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
