/* NVPTX emitter: pointwise and scatter kernel bodies (gpu/gpu.h gives the
 * launch shapes): one thread per element, grid-stride; scatters combine
 * with atomics or a compare-and-swap loop. */
#include <llvm-c/Core.h>
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "codegen/cg_nvptx_internal.h"
#include "gpu/gpu.h"
#include "support/alloc.h"

/* Opens the grid-stride loop over the row-major linear index of the
 * ndim-dim space ext (one thread per element) and binds the outer index
 * symbols to the element's digits; false when an error was recorded. */
static bool grid_loop_begin(cg *c, gloop *L, int32_t ndim,
                            const cajit_expr *const *ext) {
  LLVMBuilderRef B = c->bld;
  LLVMValueRef n = nvptx_numel(c, ndim, ext);
  LLVMValueRef tid = nvptx_sreg(c, "tid.x"), ntid = nvptx_sreg(c, "ntid.x"),
               bid = nvptx_sreg(c, "ctaid.x"), nbid = nvptx_sreg(c, "nctaid.x");
  if (c->err) return false;
  LLVMValueRef start = LLVMBuildAdd(B, LLVMBuildMul(B, bid, ntid, ""), tid, "");
  LLVMValueRef i =
      nvptx_loop_begin(c, L, start, n, LLVMBuildMul(B, nbid, ntid, ""));
  nvptx_delinearize(c, CAJIT_KIR_INDEX_OUTER, ndim, ext, i);
  return true;
}

void nvptx_emit_pointwise(cg *c, const cajit_kir_kernel *k) {
  const cajit_kir_buffer *o = cajit_kir_buffer_get(c->p, k->out);
  gloop L;
  if (!grid_loop_begin(c, &L, o->ndim, o->shape)) return;
  LLVMValueRef x = cg_value(c, k->value);
  if (x) cg_store_out(c, k, x, k->value->dtype);
  if (c->err) return;
  nvptx_loop_end(c, &L);
}

/* The integer type of a dtype's memory bits, for compare-and-swap. */
static LLVMTypeRef bits_type(cg *c, cajit_dtype d) {
  LLVMTypeRef t = cg_mem_type(c, d);
  if (!t) return NULL;
  LLVMTypeKind tk = LLVMGetTypeKind(t);
  if (tk == LLVMFloatTypeKind) return c->t_i32;
  if (tk == LLVMDoubleTypeKind) return c->t_i64;
  if (tk == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) >= 32) return t;
  return NULL; /* 8/16-bit targets: no 8/16-bit compare-and-swap */
}

/* *ptr = reduce(*ptr, x) atomically: atomicrmw for sums in the target's
 * own dtype, else a compare-and-swap loop around the CPU's combine. */
static void atomic_update(cg *c, const cajit_kir_kernel *k, LLVMValueRef ptr,
                          LLVMValueRef x, cajit_dtype od) {
  LLVMBuilderRef B = c->bld;
  cajit_dtype ad = k->acc_dtype;
  bool fl = cajit_dtype_is_floating(od);
  if (k->reduce == CAJIT_KIR_REDUCE_SUM && ad == od &&
      (od == CAJIT_DTYPE_F32 || od == CAJIT_DTYPE_F64 ||
       od == CAJIT_DTYPE_I32 || od == CAJIT_DTYPE_I64)) {
    LLVMBuildAtomicRMW(B, fl ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpAdd,
                       ptr, x, LLVMAtomicOrderingMonotonic, 0);
    return;
  }
  LLVMTypeRef it = bits_type(c, od), mt = cg_mem_type(c, od);
  if (!it) {
    cg_fail(c, cajit_status_make(
                   CAJIT_UNSUPPORTED,
                   "gpu: kernel %s: scatter %s into %s: the GPU backend has "
                   "no atomic update of 8- or 16-bit elements",
                   k->name, cajit_kir_reduce_name(k->reduce),
                   cajit_dtype_name(od)));
    return;
  }
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(B);
  LLVMValueRef old0 = LLVMBuildLoad2(B, it, ptr, "");
  LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "cas"),
                    done = LLVMAppendBasicBlockInContext(c->ctx, c->fn,
                                                         "cas.done");
  LLVMBuildBr(B, loop);
  LLVMPositionBuilderAtEnd(B, loop);
  LLVMValueRef old = LLVMBuildPhi(B, it, "old");
  LLVMAddIncoming(old, &old0, &pre, 1);
  LLVMValueRef cur = LLVMBuildBitCast(B, old, mt, "");
  /* Memory form -> register form of od (f16/bf16 excluded above). */
  cur = cg_convert(c, cur, od, ad);
  LLVMValueRef nv = cur ? cg_reduce_combine(c, k, cur, x, false) : NULL;
  nv = nv ? cg_convert(c, nv, ad, od) : NULL;
  if (!nv) return;
  if (od == CAJIT_DTYPE_BOOL) nv = LLVMBuildZExt(B, nv, mt, "");
  LLVMValueRef nb = LLVMBuildBitCast(B, nv, it, "");
  LLVMValueRef r =
      LLVMBuildAtomicCmpXchg(B, ptr, old, nb, LLVMAtomicOrderingMonotonic,
                             LLVMAtomicOrderingMonotonic, 0);
  LLVMValueRef seen = LLVMBuildExtractValue(B, r, 0, "");
  LLVMBasicBlockRef latch = LLVMGetInsertBlock(B);
  LLVMAddIncoming(old, &seen, &latch, 1);
  LLVMBuildCondBr(B, LLVMBuildExtractValue(B, r, 1, ""), done, loop);
  LLVMPositionBuilderAtEnd(B, done);
}

void nvptx_emit_scatter(cg *c, const cajit_kir_kernel *k) {
  LLVMBuilderRef B = c->bld;
  const cajit_kir_buffer *tb =
      cajit_kir_buffer_get(c->p, k->target->u.load.buffer);
  cajit_dtype od = tb->dtype;
  gloop L;
  if (!grid_loop_begin(c, &L, k->space_ndim, k->space)) return;
  LLVMBasicBlockRef skip = NULL;
  if (k->mask) {
    LLVMValueRef m = cg_value(c, k->mask);
    if (!m) return;
    LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "m");
    skip = LLVMAppendBasicBlockInContext(c->ctx, c->fn, "m.skip");
    LLVMBuildCondBr(B, m, yes, skip);
    LLVMPositionBuilderAtEnd(B, yes);
  }
  LLVMValueRef x = cg_value(c, k->value);
  LLVMValueRef ptr = x ? cg_access_ptr(c, k->target) : NULL;
  if (!ptr) return;
  atomic_update(c, k, ptr, x, od);
  if (c->err) return;
  if (skip) {
    LLVMBuildBr(B, skip);
    LLVMPositionBuilderAtEnd(B, skip);
  }
  nvptx_loop_end(c, &L);
}
