/* Codegen: kernel IR -> LLVM IR through the LLVM C API.
 *
 * Each kernel becomes one `internal` LLVM function whose parameters are the
 * base pointers of the root buffers it touches (`noalias`: kernels never
 * write graph inputs, and every allocated buffer is distinct) and the
 * symbols its index expressions use (i64, or double for float symbols):
 * sizes and strides stay parameters, so one compiled function serves every
 * binding. Loops run over the output's shape with the unit-stride dim
 * innermost (for LLVM's vectorizer); index arithmetic is i64 with Python's
 * floor division and modulo; f16/bf16 are computed in f32. A pointwise,
 * reduction or scan kernel that can run in parallel is a wrapper of that
 * signature around a range function and a parallel_for body
 * (cg_parallel.c).
 *
 * One exported function runs the kernels in program order:
 *
 *   int32_t <run_name>(void **buffers, cajit_scalar *symbols,
 *                      cajit_call *call);
 *
 * buffers[id] is the base pointer of root buffer id (views are not read),
 * symbols[s] the value of symbol s (.i for int symbols, .f for float ones);
 * call is passed to runtime helpers that report errors (GEMM, host calls;
 * it may be NULL only when the program has no host calls). It returns 0,
 * or 1 after a helper failed (call->status set). Host results are bound
 * into buffers[] and symbols[] as their calls return, and released before
 * it returns.
 *
 * When the program has a signature (lowered from a graph), the module also
 * exports the entry function of cajit/runtime.h (cg_entry.c):
 *
 *   int32_t <entry_name>(cajit_call *call);
 *
 * which binds and checks everything the signature declares, allocates,
 * runs the same body and hands back the outputs.
 *
 * Runtime symbols the module references: cajit_rt_gemm_strided_f32/_f64
 * (gemm_strided.c: not in the JIT's built-in list, pass them as extra
 * symbols), the functions EXTERN kernels name (likewise), runtime/rt.h's
 * cajit_rt_fail, cajit_rt_arena_*, cajit_rt_plan_layout,
 * cajit_rt_parallel_for(_call), cajit_rt_dlpack_alloc/_release,
 * cajit_rt_host_call, and libm's expf, logf, powf, tanhf, erff, log1pf, expm1f
 * and their double versions (by name, so the JIT can map them to libmvec's
 * vector variants). */
#ifndef CAJIT_CODEGEN_CODEGEN_H
#define CAJIT_CODEGEN_CODEGEN_H

#include <llvm-c/Core.h>
#include <stdbool.h>

#include "cajit/runtime.h"
#include "cajit/status.h"
#include "kir/kir.h"

typedef struct cajit_codegen_options {
  const char *run_name;   /* NULL: "cajit_run" */
  const char *entry_name; /* NULL: "cajit_entry" */
  bool no_verify;         /* skip LLVMVerifyModule (on by default) */
  bool strict_reductions; /* keep reductions in sequential order (no
                             reassociation, hence no vectorized sums) */
  /* Parallel loops (cg_parallel.c): kernels whose schedule has a parallel
   * dim (lib/sched/loops.c) and whose work (elements times inner work,
   * computed at run time) reaches parallel_threshold (0:
   * CAJIT_CODEGEN_PARALLEL_THRESHOLD) run that loop through
   * cajit_rt_parallel_for. */
  int64_t parallel_threshold;
  /* Per-kernel time and call counters (cg_profile.c): the module defines
   * CAJIT_PROFILE_COUNTERS_SYMBOL, an i64 array holding (nanoseconds,
   * calls) per kernel, and CAJIT_PROFILE_NAMES_SYMBOL, one NUL-terminated
   * string with a line "k<i> <kind> <name>" per kernel. */
  bool profile;
  /* Every load and store of a kernel checks its element offset against
   * its root buffer's extent (cg_value.c): kernels then return a status
   * and an access out of bounds fails the call with CAJIT_INTERNAL naming
   * the kernel and buffer. */
  bool check_bounds;
} cajit_codegen_options;

/* Every module defines this NUL-terminated string: the op of each host
 * fallback kernel, one per line (cg_fallbacks.c). */
#define CAJIT_FALLBACK_OPS_SYMBOL "cajit_fallback_ops"
/* The same text for a lowered program (free with cajit_free). */
cajit_status cg_fallback_ops_text(const cajit_kir_program *p, char **out,
                                  size_t *out_len);
/* Every module defines this one too: the op of each library call (a host
 * call made by choice, cajit_lower_library), one per line. */
#define CAJIT_LIBRARY_OPS_SYMBOL "cajit_library_ops"
cajit_status cg_library_ops_text(const cajit_kir_program *p, char **out,
                                 size_t *out_len);

#define CAJIT_PROFILE_COUNTERS_SYMBOL "cajit_profile_counters"
#define CAJIT_PROFILE_NAMES_SYMBOL "cajit_profile_names"

/* Default parallel threshold, in elements of work: below it a kernel runs
 * serially and never touches the pool (waking workers costs a few
 * microseconds, as much as ~64K simple element updates). */
#define CAJIT_CODEGEN_PARALLEL_THRESHOLD ((int64_t)1 << 16)

/* Emits p into a new module in ctx. opts may be NULL. The caller owns
 * *out_module (LLVMDisposeModule, or hand it to the JIT). Errors name the
 * kernel. p gains index-expression entries in its expression context. */
cajit_status cajit_codegen_emit(cajit_kir_program *p, LLVMContextRef ctx,
                                const char *module_name,
                                const cajit_codegen_options *opts,
                                LLVMModuleRef *out_module);

/* Runtime helper the GEMM kernels call (gemm_strided.c): c[b] = alpha *
 * a[b] @ b[b] + beta * c[b] for b < batch on operands given by a pointer
 * and (batch, row, col) element strides; picks BLAS transpose flags from
 * the strides, copies operands that have no unit stride. Returns 0, or 1
 * with call->status set (call may be NULL). */
int32_t cajit_rt_gemm_strided_f32(cajit_call *call, int64_t batch, int64_t m,
                                  int64_t n, int64_t k, float alpha,
                                  const float *a, int64_t a_sb, int64_t a_sm,
                                  int64_t a_sk, const float *b, int64_t b_sb,
                                  int64_t b_sk, int64_t b_sn, float beta,
                                  float *c, int64_t c_sb, int64_t c_sm,
                                  int64_t c_sn);
int32_t cajit_rt_gemm_strided_f64(cajit_call *call, int64_t batch, int64_t m,
                                  int64_t n, int64_t k, double alpha,
                                  const double *a, int64_t a_sb, int64_t a_sm,
                                  int64_t a_sk, const double *b, int64_t b_sb,
                                  int64_t b_sk, int64_t b_sn, double beta,
                                  double *c, int64_t c_sb, int64_t c_sm,
                                  int64_t c_sn);
/* The same for a GEMM whose schedule has split_k (kir.h), with max_mn
 * CAJIT_KIR_GEMM_SPLIT_MAX_MN and min_block split_k: one matrix of at most
 * max_mn elements whose operands BLAS reads as they are is split over k
 * across the runtime's threads when that makes two blocks or more
 * (runtime/gemm_split.h); anything else goes to the functions above. */
int32_t cajit_rt_gemm_strided_split_f32(
    cajit_call *call, int64_t batch, int64_t m, int64_t n, int64_t k,
    float alpha, const float *a, int64_t a_sb, int64_t a_sm, int64_t a_sk,
    const float *b, int64_t b_sb, int64_t b_sk, int64_t b_sn, float beta,
    float *c, int64_t c_sb, int64_t c_sm, int64_t c_sn, int64_t max_mn,
    int64_t min_block);
int32_t cajit_rt_gemm_strided_split_f64(
    cajit_call *call, int64_t batch, int64_t m, int64_t n, int64_t k,
    double alpha, const double *a, int64_t a_sb, int64_t a_sm, int64_t a_sk,
    const double *b, int64_t b_sb, int64_t b_sk, int64_t b_sn, double beta,
    double *c, int64_t c_sb, int64_t c_sm, int64_t c_sn, int64_t max_mn,
    int64_t min_block);

#endif
