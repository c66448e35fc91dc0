/* What the NVPTX emitter's files share (cg_nvptx.c drives them): the
 * emitter's state, small builders for special registers and grid-stride
 * loops (cg_nvptx_build.c), the kernel bodies (cg_nvptx_body.c,
 * cg_nvptx_reduce.c) and libdevice (cg_nvptx_libdevice.c). Private to
 * lib/codegen. */
#ifndef CAJIT_CODEGEN_CG_NVPTX_INTERNAL_H
#define CAJIT_CODEGEN_CG_NVPTX_INTERNAL_H

#include <llvm-c/Core.h>
#include <stdbool.h>

#include "codegen/cg_internal.h"
#include "gpu/gpu.h"
#include "support/vec.h"

enum { BLOCK_WARPS_MAX = 32 };

typedef struct gpu_emit {
  CAJIT_VEC(cajit_gpu_site) sites;
  LLVMValueRef err; /* the kernel's error-record parameter */
  int32_t kernel;   /* index of the kernel being emitted */
} gpu_emit;

/* ---- small builders (cg_nvptx_build.c) ---- */

/* A call of the intrinsic `name` overloaded on over[0..nover). */
LLVMValueRef nvptx_intrinsic(cg *c, const char *name, LLVMTypeRef *over,
                             size_t nover, LLVMValueRef *args, unsigned n);
/* A special register (tid.x, ntid.x, ctaid.x, nctaid.x) as i64. */
LLVMValueRef nvptx_sreg(cg *c, const char *reg);
LLVMValueRef nvptx_i64(cg *c, int64_t v);
/* for (i = start; i < n; i += step): gloop_begin leaves the builder in the
 * body and returns i; gloop_end closes the loop. Values made in the body
 * do not dominate the code after it: the memo scope is reset both ways. */
typedef struct gloop {
  LLVMBasicBlockRef header, exit;
  LLVMValueRef phi, step;
} gloop;
LLVMValueRef nvptx_loop_begin(cg *c, gloop *L, LLVMValueRef start,
                              LLVMValueRef n, LLVMValueRef step);
void nvptx_loop_end(cg *c, gloop *L);
/* The product of n extents, as i64. */
LLVMValueRef nvptx_numel(cg *c, int32_t n, const cajit_expr *const *ext);
/* Binds the n index symbols of `kind` to the row-major digits of lin
 * over ext. */
void nvptx_delinearize(cg *c, cajit_kir_index_kind kind, int32_t n,
                       const cajit_expr *const *ext, LLVMValueRef lin);

/* ---- kernel bodies ---- */

/* cg_nvptx_body.c: one thread per output element / per element of the
 * scatter's space, grid-stride. */
void nvptx_emit_pointwise(cg *c, const cajit_kir_kernel *k);
void nvptx_emit_scatter(cg *c, const cajit_kir_kernel *k);
/* cg_nvptx_reduce.c: a block per output (warp shuffles, shared memory), or
 * lanes over outputs and warps over rows (REDUCTION_OUTER). */
void nvptx_emit_reduction(cg *c, const cajit_kir_kernel *k);
void nvptx_emit_reduction_outer(cg *c, const cajit_kir_kernel *k);

/* ---- libm -> libdevice (cg_nvptx_libdevice.c) ---- */

/* Renames the libm declarations cg_value made to libdevice's __nv_<name>
 * (any other external function is refused: the GPU has no C runtime),
 * links libdevice when one was renamed (o's, else the search gpu.h
 * describes), then makes everything but the kernels internal so the
 * optimizer drops what nobody calls. */
cajit_status nvptx_libdevice(LLVMModuleRef m, const cajit_gpu_options *o,
                             const cajit_gpu_module *gm);

#endif
